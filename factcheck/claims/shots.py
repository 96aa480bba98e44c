"""Shooting claims: made-attempted lines, counts of shots, percentages, of players and teams."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from factcheck.text.numbers import Number

from .base import Claim, Value

__all__ = ["MadeOverAttempted", "PercentOfPair"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PercentOfPair(Claim):
    """A percentage written with its own made-attempted pair: "31 - of - 38 ( 89 percent )"; checked
    against the pair itself, whoever's it is (``end``: the token after the expression)."""

    kind: ClassVar[str] = "percent"

    made: Number
    attempted: Number
    percent: Number
    end_at: int

    @property
    def attribute(self) -> str:
        return "made/attempted"

    @property
    def value(self) -> Value:
        return Value("percent", self.made.start, self.end_at, self.percent.value)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class MadeOverAttempted(Claim):
    """A made-attempted pair with more made than attempted: "7 - of - 6 from the field"."""

    kind: ClassVar[str] = "shots"

    made: Number
    attempted: Number

    @property
    def attribute(self) -> str:
        return "made/attempted"

    @property
    def value(self) -> Value:
        return Value("made_attempted", self.made.start, self.attempted.end, self.made.value, self.attempted.value)
