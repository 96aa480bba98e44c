"""Claims about players beyond their figures: thresholds, double-doubles, roles, ranks, leads, counts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boxscore import Side, Stat
from factcheck.text.numbers import Number

from .base import Claim, Value
from .stats import number_value

__all__ = ["ListedScorer", "Threshold"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Threshold(Claim):
    """A bound over a team's players (the subject, a group): "no other Buck scored more than 13
    points" (``most``), "every Nuggets starter scored at least 10 points". ``starters``: the pool is
    the team's starters; ``excluded``: box-score indices of the players named before "no other";
    ``noun``: the statistic's word in the text."""

    kind: ClassVar[str] = "count"

    number: Number
    stat: Stat
    noun: str
    most: bool
    starters: bool = False
    excluded: frozenset[str] = frozenset()

    @property
    def attribute(self) -> str:
        return self.stat.value

    @property
    def value(self) -> Value:
        return number_value(self.number)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ListedScorer(Claim):
    """The subject listed among a team's double-figure scorers: "six players in double figures ,
    including A and B" (``team``: the side the sentence names; ``cue``: "double figures")."""

    kind: ClassVar[str] = "double"

    team: Side

    @property
    def attribute(self) -> str:
        return "PTS"

    @property
    def value(self) -> Value | None:
        return Value("word", self.cue[0], self.cue[1], word="double figures") if self.cue else None
