"""What is worked out once per game (its linker, its team totals), kept by the game's identity.

A game's model is hashed by value, which for some 26 player rows costs more than the lookup it
would serve; the caches key on ``id(game)`` instead and keep the game with its value, so that its
id cannot be reused by another game while the entry lives. Each cache holds at most ``size``
games (the oldest is dropped first).

A run over many texts (``factcheck.engine.parallel``) calls :func:`forget_games` when it ends: the
games are the caller's, and caches that kept a thousand of them (and what was built for them)
alive past the run would hold their memory to the end of the process, whose last collection of
the garbage then walks every one of their objects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")

_CACHES: list["GameCache"] = []


class GameCache(Generic[V]):
    """A value per game, made by ``make(game)`` the first time the game is asked for."""

    def __init__(self, make: Callable[[object], V], size: int = 1024) -> None:
        self._make = make
        self._size = size
        self._by_id: dict[int, tuple[object, V]] = {}
        _CACHES.append(self)

    def __call__(self, game: object) -> V:
        cached = self._by_id.get(id(game))
        if cached is not None and cached[0] is game:
            return cached[1]
        if len(self._by_id) >= self._size:
            self._by_id.pop(next(iter(self._by_id)))
        value = self._make(game)
        self._by_id[id(game)] = (game, value)
        return value

    def __len__(self) -> int:
        return len(self._by_id)

    def clear(self) -> None:
        self._by_id.clear()


def forget_games() -> None:
    """Empty every per-game cache (what a run built for its games is released with them)."""
    for cache in _CACHES:
        cache.clear()
