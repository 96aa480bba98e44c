"""A team's figures: shooting, rebounds, assists, turnovers, bench points, the rebounding battle."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from boxscore import Shot, Stat
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, StatFigure, StatedNumber, Subject, Value

__all__ = ["BattleVerb", "GroupPoints", "ReboundBattle", "ReboundBattleWord", "TeamPercent", "TeamShots", "TeamStat"]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamStat(StatFigure, Claim):
    """A team's total of a counting statistic: "recording 21 assists to 19 turnovers", "committed 15
    turnovers", "forced 20 turnovers" (the opponent's), "grabbed 50 rebounds".

    ``object_name``: the team named as the object of a holding or forcing verb when it is the
    clause's own subject ("the 76ers forced the 76ers into 14 turnovers"), a name the clause itself
    shows wrong; the claim's subject is then the opponent."""

    kind: ClassVar[str] = "stat"

    number: Number
    stat: Stat
    object_name: Subject | None = None

    @property
    def figure(self) -> float:
        """The figure it states."""
        return float(self.number.value)



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamShots(StatFigure, Claim):
    """A team's made (or, ``attempts``, attempted) shots of a type: "shot 7 - 24 from three - point
    land" (one claim per number), "hit 15 three - pointers", "attempted 30 free throws".
    ``two``: the "two" of "two - point" words, where a slip of "three" may stand; ``object_name`` as
    for :class:`TeamStat`."""

    kind: ClassVar[str] = "shots"

    number: Number
    shot: Shot
    attempts: bool = False
    two: Number | None = None
    object_name: Subject | None = None

    @property
    def stat(self) -> Stat:
        """The box-score column it states ("FG3M")."""
        return self.shot.attempted if self.attempts else self.shot.made

    @property
    def figure(self) -> float:
        return float(self.number.value)



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamPercent(Claim):
    """A team's shooting percentage of a type: "shot 45 percent from the field", "held the Lakers to
    38 percent shooting", "( 39 percent )", "45.6 percent". ``percent`` is the percentage as written
    (45.6; ``number`` holds its whole part); ``two`` and ``object_name`` as for :class:`TeamShots`."""

    kind: ClassVar[str] = "percent"

    number: Number
    percent: float
    shot: Shot
    two: Number | None = None
    object_name: Subject | None = None

    @property
    def stat(self) -> Stat:
        return self.shot.percent

    @property
    def figure(self) -> float:
        return self.percent

    @property
    def attribute(self) -> str:
        return self.stat.value

    @property
    def value(self) -> Value:
        return Value("percent", self.number.start, self.number.end, self.percent)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ReboundBattle(Claim):
    """The rebounding battle as a pair, the larger count first as a score is written: "winning that
    battle , 43 - 24", "out - rebounded them 50 - 40", "a 47 - 37 advantage on the boards"."""

    kind: ClassVar[str] = "stat"

    first: Number
    second: Number

    @property
    def attribute(self) -> str:
        return Stat.REB.value

    @property
    def value(self) -> Value:
        return Value("pair", self.first.start, self.second.end, self.first.value, self.second.value)


class BattleVerb(StrEnum):
    """A verb that says who won the rebounding battle ("as they won that battle , 58 - 38")."""

    WON = "won"
    WINNING = "winning"
    WIN = "win"
    WINS = "wins"
    DOMINATED = "dominated"
    DOMINATING = "dominating"
    LOST = "lost"
    LOSING = "losing"
    LOSE = "lose"
    LOSES = "loses"

    @property
    def won(self) -> bool:
        """True when it says the subject won the battle."""
        return self not in (BattleVerb.LOST, BattleVerb.LOSING, BattleVerb.LOSE, BattleVerb.LOSES)

    @property
    def opposite(self) -> str:
        """The verb that says the opposite, in the same form ("won" -> "lost")."""
        return _OPPOSITES[self]


_OPPOSITES = {BattleVerb.WON: "lost", BattleVerb.WINNING: "losing", BattleVerb.WIN: "lose", BattleVerb.WINS: "loses",
              BattleVerb.DOMINATED: "lost", BattleVerb.DOMINATING: "losing", BattleVerb.LOST: "won",
              BattleVerb.LOSING: "winning", BattleVerb.LOSE: "win", BattleVerb.LOSES: "wins"}


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ReboundBattleWord(Claim):
    """Who won the rebounding battle: "as they lost that battle , 58 - 38" says the subject's team
    lost it. ``verb`` stands at token ``at``; ``first`` - ``second`` is the battle's pair."""

    kind: ClassVar[str] = "comparison"

    verb: BattleVerb
    at: int
    first: Number
    second: Number

    @property
    def attribute(self) -> str:
        return Stat.REB.value

    @property
    def value(self) -> Value:
        return Value("word", self.at, self.at + 1, word=self.verb.value)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GroupPoints(StatedNumber, Claim):
    """The points of a team's bench or starters as one total (the subject a group: its ``group`` is
    "bench" or "starters", its ``side`` the team): "The Pistons ' bench accounted for 52 points",
    "Orlando got 43 bench points"."""

    kind: ClassVar[str] = "stat"

    number: Number

    @property
    def attribute(self) -> str:
        return Stat.PTS.value

