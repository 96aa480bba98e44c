"""Claims about the result: win and loss words, the final score and margin, the course of the game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from factcheck.text.numbers import Number

from .base import Claim, Value
from .stats import number_value

__all__ = ["FinalScore", "GameMargin", "MarginOf"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class FinalScore(Claim):
    """The final score: "defeated the Lakers , 113 - 107" (either team's points first)."""

    kind: ClassVar[str] = "score"

    first: Number
    second: Number

    @property
    def attribute(self) -> str:
        return "final"

    @property
    def value(self) -> Value:
        return Value("pair", self.first.start, self.second.end, self.first.value, self.second.value)


class MarginOf(StrEnum):
    """Which margin a number is: the game's, the halftime score's, or one at another moment."""

    FINAL = "final"
    HALFTIME = "halftime"
    MOMENT = "margin"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameMargin(Claim):
    """A margin: "a 30 - point win", "won by 12" (final), "a 10 - point lead at halftime" (halftime)."""

    kind: ClassVar[str] = "margin"

    number: Number
    of: MarginOf

    @property
    def attribute(self) -> str:
        return self.of.value

    @property
    def value(self) -> Value:
        return number_value(self.number)
