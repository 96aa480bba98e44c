"""Claims about names: a player's team, a team or player that did not play, a name another's."""

from __future__ import annotations

__all__: list[str] = []
