"""Counting statistics: a player's points, rebounds, assists ... and a team's points in a period."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boxscore import Side, Stat
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, StatFigure, StatedNumber




@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerStat(StatFigure, Claim):
    """A player's total of a counting statistic in this game: "38 points", "six assists", "a pair of
    blocks", "an 18 - point , 12 - rebound double - double" (each number one claim).

    ``cue`` is the statistic's noun. ``led_side`` is the team the sentence says the player led in
    scoring with these points ("led the Lakers in scoring with 17 points"), when it says so."""

    kind: ClassVar[str] = "stat"

    number: Number
    stat: Stat
    led_side: Side | None = None



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamPeriodPoints(StatedNumber, Claim):
    """A team's points in a quarter or half (``period``): "posted just 14 points in the third"."""

    kind: ClassVar[str] = "stat"

    number: Number

    @property
    def attribute(self) -> str:
        return Stat.PTS.value

