"""Claims beyond this box score: the weekday, the next game, streaks, earlier games, form, what no data settles."""

from __future__ import annotations

__all__: list[str] = []
