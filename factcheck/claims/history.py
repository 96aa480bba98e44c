"""Claims about earlier games of the season: a player's run and sums over his last games, season
highs, point marks, playoff rounds, back-to-backs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from boxscore import Stat
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, StatedNumber, Value

__all__ = ["BackToBack", "DoubleRun", "PlayerSeasonHigh", "PlayoffRound", "PointMark", "StatOverGames", "TeamSeasonHigh"]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DoubleRun(Claim):
    """ "his second double - double in a row" over [start_at, end_at): this game was one (``doubles``:
    2 for a double-double, 3 for a triple-double), the ``ordinal``-th of a run (``is_run``; "his fifth
    double - double of the season" is no run)."""

    kind: ClassVar[str] = "history"

    ordinal: int
    doubles: int
    is_run: bool
    start_at: int
    end_at: int
    words: str

    @property
    def attribute(self) -> str:
        return "run"

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StatOverGames(StatedNumber, Claim):
    """ "he 's combined for 54 points over his last two games" (a sum) or "averaging 27 points over
    his last three" (``average``): the player's total of ``stat`` over his team's last ``games``."""

    kind: ClassVar[str] = "history"

    number: Number
    stat: Stat
    games: int
    average: bool = False

    @property
    def attribute(self) -> str:
        return "average" if self.average else "sum"



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamSeasonHigh(StatedNumber, Claim):
    """ "a season - high 114 points" (the words at ``at``): a team's score of this game, higher than
    any of its earlier games of the season."""

    kind: ClassVar[str] = "history"

    number: Number
    at: int

    @property
    def attribute(self) -> str:
        return "team season high"



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerSeasonHigh(Claim):
    """ "a new season - high in points" (the words at ``at``; ``number`` the figure right after, if
    any): the player's ``stat`` in this game is his best of the season."""

    kind: ClassVar[str] = "history"

    stat: Stat
    at: int
    number: Number | None = None

    @property
    def attribute(self) -> str:
        return "season high"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PointMark(StatedNumber, Claim):
    """ "(the first time he 's) surpassed the 20 - point mark (this season)" (the verb at ``at``):
    he scored that many in this game (``first``: and never before this season)."""

    kind: ClassVar[str] = "history"

    number: Number
    at: int
    first: bool = False

    @property
    def attribute(self) -> str:
        return "point mark"



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayoffRound(Claim):
    """ "in the first round of the playoffs" (five words from ``at``): this game was a playoff game."""

    kind: ClassVar[str] = "history"

    at: int

    @property
    def attribute(self) -> str:
        return "playoff round"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class BackToBack(Claim):
    """ "in the second half of a back - to - back" ("back - to - back" at ``at``): a team of this
    game played the day before (``day_after``: "the first half", the day after)."""

    kind: ClassVar[str] = "history"

    at: int
    day_after: bool = False

    @property
    def attribute(self) -> str:
        return "back-to-back"
