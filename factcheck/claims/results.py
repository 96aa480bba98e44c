"""Claims about the result: win and loss words, the final score and margin, the course of the game."""

from __future__ import annotations

__all__: list[str] = []
