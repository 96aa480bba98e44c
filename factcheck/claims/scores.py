"""Scores of parts of the game: a quarter's or half's score, the score at a break, a period's margin."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, StatedNumber, Value


def pair_value(first: Number, second: Number) -> Value:
    return Value("pair", first.start, second.end, first.value, second.value)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PeriodScore(Claim):
    """A pair read as the score of the quarters ``period`` ("outscored the Magic 31 - 19 in the first
    half", "led 59 - 42 at halftime"): ``first`` is the points of the subject's team.
    ``cumulative``: the score at the end of those quarters, not within them; ``outscored``: an
    "outscored" verb stands before the pair."""

    kind: ClassVar[str] = "score"

    first: Number
    second: Number
    cumulative: bool = False
    outscored: bool = False

    @property
    def attribute(self) -> str:
        return "period"

    @property
    def value(self) -> Value:
        return pair_value(self.first, self.second)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LeadScore(Claim):
    """"a 33 - 25 lead into the second quarter", "a 60 - 49 halftime lead": the score when the
    quarters ``period`` are over, the leader's points first. Said of a team ("The Jazz jumped out to
    a 65 - 35 halftime lead", "Despite trailing 60 - 55 at the half , the Jazz ..."), ``leads`` says
    whether the team led (its points first) or trailed (its points second); said of the game, only
    the score is claimed."""

    kind: ClassVar[str] = "score"

    first: Number
    second: Number
    leads: bool = True

    @property
    def attribute(self) -> str:
        return "lead"

    @property
    def value(self) -> Value:
        return pair_value(self.first, self.second)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PeriodMargin(StatedNumber, Claim):
    """"outscored the Lakers by 16 in the fourth quarter": the subject's team outscored the other
    team by ``number`` in the quarters ``period``."""

    kind: ClassVar[str] = "margin"

    number: Number

    @property
    def attribute(self) -> str:
        return "period"

