"""Shooting claims: made-attempted lines, counts of shots, percentages, of players and teams."""

from __future__ import annotations

__all__: list[str] = []
