"""A team's figures: rebounds, assists, turnovers, bench points, the rebounding battle."""

from __future__ import annotations

__all__: list[str] = []
