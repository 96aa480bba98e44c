"""Claims of the league table: where a game is played (its arena and city, a team's home arena, the
next game's arena), a coach named as a team's, and conference and division words."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from factcheck.text.slots import fast_init

from .base import Claim, Value

__all__ = ["ArenaRole", "CityNamed", "CoachNamed", "GroupWord", "NamedArena", "NextArena"]


class ArenaRole(StrEnum):
    """Which game's place the words name."""

    GAME = "game"   # this game: "at the Amway Center", "in front of their home crowd at X"
    HOME = "home"   # a team's own arena: "17 games away from the Barclays Center"
    SEASON = "season"  # a team's games there this season: "their 17th win at Verizon Center"


def _word(start: int, end: int, words: str) -> Value:
    return Value("word", start, end, word=words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NamedArena(Claim):
    """An arena named as where a game is played (``role``): ``arena`` is the table's name the words
    ``written`` stand for (a spelling of it: "Phillips Arena" is Philips Arena), ``building`` its
    building. The subject is the team whose home or next game it is (for this game: none)."""

    kind: ClassVar[str] = "arena"

    arena: str
    building: str
    role: ArenaRole
    start_at: int
    end_at: int
    written: str

    @property
    def attribute(self) -> str:
        return f"arena ({self.role})"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextArena(Claim):
    """The arena of a team's next game (the subject): "will host the Spurs at the AT&T Center"."""

    kind: ClassVar[str] = "arena"

    arena: str
    building: str
    start_at: int
    end_at: int
    written: str

    @property
    def attribute(self) -> str:
        return "arena (next game)"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CityNamed(Claim):
    """A city named as where this game is played: "at the Amway Center in Orlando", "106 - 103 in
    overtime on Thursday in London". ``arena`` is the table's name of the arena named with it
    ("" when none)."""

    kind: ClassVar[str] = "arena"

    city: str
    arena: str = ""
    start_at: int
    end_at: int

    @property
    def attribute(self) -> str:
        return "city"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.city)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CoachNamed(Claim):
    """A coach named as a team's: "Gregg Popovich 's crew" (a team of this game), "coach Erik
    Spoelstra 's Heat", "Mavericks head coach Rick Carlisle" (``team``, any team of the league).
    ``coach`` is the table's spelling of the name ``written``; ``near`` is the team of this game
    the sentence names nearest before the name (whose coach a correction names), "" when none."""

    kind: ClassVar[str] = "coach"

    coach: str
    team: str = ""
    near: str = ""
    start_at: int
    end_at: int
    written: str

    @property
    def attribute(self) -> str:
        return "coach"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GroupWord(Claim):
    """Conference or division words said of teams: "an Eastern Conference matchup" (``group`` "East"
    of both ``teams``), "a division rival" (``group`` "" : the same division, whichever). ``level``
    is "conference" or "division"; ``apart`` says the teams are of different groups ("a cross -
    conference matchup")."""

    kind: ClassVar[str] = "league_group"

    level: str
    group: str
    teams: tuple[str, ...]
    apart: bool = False
    start_at: int
    end_at: int
    written: str

    @property
    def attribute(self) -> str:
        return self.level

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.written)
