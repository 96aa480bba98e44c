"""Claims beyond this box score: the weekday, the next game, streaks, earlier games, form, what no data settles."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .base import Claim, Value

__all__ = ["GameWeekday"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameWeekday(Claim):
    """The weekday of this game: "on Wednesday" (``day`` as written, capitalised; ``at`` its token)."""

    kind: ClassVar[str] = "weekday"

    day: str
    at: int

    @property
    def attribute(self) -> str:
        return "weekday"

    @property
    def value(self) -> Value:
        return Value("word", self.at, self.at + 1, word=self.day)
