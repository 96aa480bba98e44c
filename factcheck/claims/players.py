"""Claims about players beyond their figures: double-doubles, roles, ranks, leads, counts of players."""

from __future__ import annotations

__all__: list[str] = []
