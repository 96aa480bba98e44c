"""The game model: one NBA game as RotoWire records it, plus facts derived from it once.

Rules never read raw RotoWire dictionaries; they read these models, so a claim like
"double-double" or "led the team" is settled by one definition shared by every rule.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from enum import Enum, StrEnum
from functools import cached_property, lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, InstanceOf

from factcheck.lexicon.statistics import comment_nouns, shot_noun, shot_phrase
from factcheck.text.slots import fast_init

#: Box-score statistics whose value 10 or more counts toward a double-double.
DOUBLE_DIGIT_STATS: tuple[str, ...] = ("PTS", "REB", "AST", "STL", "BLK")

#: Player statistics that leaders are computed for.
LEADER_STATS: tuple[str, ...] = (
    "PTS", "REB", "OREB", "DREB", "AST", "STL", "BLK", "TO", "FGM", "FG3M", "FTM", "MIN",
)


#: The name of each counting column, as comments and corrections write it (the lexicon's).
COLUMN_NAMES: dict[str, str] = comment_nouns()


class Stat(StrEnum):
    """A box-score column, by its RotoWire name. Equal to the name as a string, so
    ``player.stat(Stat.PTS)`` and ``player.stat("PTS")`` read the same column."""

    PTS = "PTS"
    REB = "REB"
    OREB = "OREB"
    DREB = "DREB"
    AST = "AST"
    STL = "STL"
    BLK = "BLK"
    TO = "TO"
    PF = "PF"
    MIN = "MIN"
    FGM = "FGM"
    FGA = "FGA"
    FG_PCT = "FG_PCT"
    FG3M = "FG3M"
    FG3A = "FG3A"
    FG3_PCT = "FG3_PCT"
    FTM = "FTM"
    FTA = "FTA"
    FT_PCT = "FT_PCT"
    FG2M = "FG2M"
    FG2A = "FG2A"
    FG2_PCT = "FG2_PCT"

    @property
    def noun(self) -> str:
        """How comments name it ("points", "offensive rebounds", "three-pointers"); the column for percentages."""
        return _NOUNS[self]


class Shot(StrEnum):
    """A shot type: field goals, three-pointers, free throws, and two-pointers (field goals less
    three-pointers: derived columns, with no percentage in the box score). Equal to its name as a
    string ("FG3"); its columns and the words comments use for it are properties."""

    FG = "FG"
    FG3 = "FG3"
    FT = "FT"
    FG2 = "FG2"

    # (the columns and words are looked up in tables built once below: an enum member's ``value``
    # is a property, and these are read for nearly every number of a text)
    @property
    def made(self) -> Stat:
        """The column of made shots ("FG3M")."""
        return _COLUMNS[self][0]

    @property
    def attempted(self) -> Stat:
        return _COLUMNS[self][1]

    @property
    def percent(self) -> Stat:
        return _COLUMNS[self][2]

    @property
    def noun(self) -> str:
        """How comments name the shots ("three-pointers")."""
        return _SHOT_NOUNS[self]

    @property
    def phrase(self) -> str:
        """How comments say where they were shot from ("from three-point range")."""
        return _SHOT_PHRASES[self]

    def of(self, player: "Player") -> tuple[int | None, int | None]:
        """``player``'s made and attempted shots of this type."""
        made, attempted, _ = _COLUMNS[self]
        return getattr(player, made), getattr(player, attempted)


_SHOT_NOUNS = {shot: shot_noun(shot.value) for shot in Shot}
_SHOT_PHRASES = {shot: shot_phrase(shot.value) for shot in Shot}
#: Each shot type's made, attempted and percentage columns; each column's noun in comments.
_COLUMNS = {shot: (Stat(f"{shot.value}M"), Stat(f"{shot.value}A"), Stat(f"{shot.value}_PCT")) for shot in Shot}
_NOUNS = {stat: COLUMN_NAMES.get(stat.value, stat.value) for stat in Stat}


class Side(str, Enum):
    """Which side of the line score a team is on."""

    HOME = "home"
    VIS = "vis"

    @property
    def other(self) -> "Side":
        return Side.VIS if self is Side.HOME else Side.HOME


@fast_init  # (a corpus run makes some twenty thousand rows of 27 fields)
@dataclass(frozen=True, slots=True)
class Player:
    """One row of the box score. ``played`` is False for "N/A" rows (did not play).

    A plain slotted dataclass, not a pydantic model: a game holds some 26 rows and a corpus run
    thousands of games, and a model's instance dictionary and set of given fields cost about 3 KB
    a row against some 300 bytes here. The loader checks every field's type before building it."""

    index: str
    name: str
    first_name: str
    last_name: str
    side: Side
    team_city: str
    start_position: str | None = None
    played: bool = True
    MIN: int | None = None
    PTS: int | None = None
    REB: int | None = None
    OREB: int | None = None
    DREB: int | None = None
    AST: int | None = None
    STL: int | None = None
    BLK: int | None = None
    TO: int | None = None
    PF: int | None = None
    FGM: int | None = None
    FGA: int | None = None
    FG_PCT: int | None = None
    FG3M: int | None = None
    FG3A: int | None = None
    FG3_PCT: int | None = None
    FTM: int | None = None
    FTA: int | None = None
    FT_PCT: int | None = None

    @property
    def starter(self) -> bool:
        return self.start_position is not None

    # Two-point shots are no box-score column: "three two - pointers", "49 percent from two - point
    # range" are field goals less three-pointers, so they are derived here (read by ``stat``).
    @property
    def FG2M(self) -> int | None:  # noqa: N802 - named as the box-score columns are
        return None if self.FGM is None or self.FG3M is None else self.FGM - self.FG3M

    @property
    def FG2A(self) -> int | None:  # noqa: N802
        return None if self.FGA is None or self.FG3A is None else self.FGA - self.FG3A

    @property
    def FG2_PCT(self) -> None:  # noqa: N802 - RotoWire gives none: checked from made / attempted
        return None

    def stat(self, key: str) -> int | None:
        """The value of a box-score column by its RotoWire name (None if not played)."""
        return getattr(self, key)

    def model_copy(self, update: dict | None = None, deep: bool = False) -> "Player":
        """A copy with some fields changed (as for the pydantic models of the game and teams)."""
        return replace(self, **(update or {}))

    @property
    def double_digit_count(self) -> int:
        """How many of PTS, REB, AST, STL, BLK reached 10 (2 = double-double, 3 = triple)."""
        return sum(1 for k in DOUBLE_DIGIT_STATS if (self.stat(k) or 0) >= 10)


@dataclass(frozen=True, slots=True)
class Team:
    """One team's line score. Wins and losses are the record *after* this game. (A slotted
    dataclass, like :class:`Player`: the loader checks every field.)"""

    side: Side
    city: str
    name: str
    points: int
    quarters: tuple[int, int, int, int]
    wins: int | None = None
    losses: int | None = None
    fg_pct: int | None = None
    fg3_pct: int | None = None
    ft_pct: int | None = None
    rebounds: int | None = None
    assists: int | None = None
    turnovers: int | None = None

    def model_copy(self, update: dict | None = None, deep: bool = False) -> "Team":
        """A copy with some fields changed (as for the pydantic model of the game)."""
        return replace(self, **(update or {}))

    @property
    def full_name(self) -> str:
        return f"{self.city} {self.name}"

    def name_as(self, kind: str) -> str:
        """The team named the way a mention of kind "city", "name" or "full" names a team."""
        return {"city": self.city, "name": self.name}.get(kind, self.full_name)

    @property
    def first_half(self) -> int:
        return self.quarters[0] + self.quarters[1]

    @property
    def second_half(self) -> int:
        return self.quarters[2] + self.quarters[3]

    @property
    def record(self) -> tuple[int, int] | None:
        if self.wins is None or self.losses is None:
            return None
        return (self.wins, self.losses)

    @property
    def has_overtime(self) -> bool:
        """True when the quarters do not add up to the final score (points came in OT)."""
        return sum(self.quarters) != self.points


class Game(BaseModel):
    """One game: date, both teams, all players, and derived facts computed once."""

    model_config = ConfigDict(frozen=True)

    date: dt.date
    home: InstanceOf[Team]
    vis: InstanceOf[Team]
    players: tuple[InstanceOf[Player], ...] = Field(default_factory=tuple)
    text_id: str | None = None
    #: Where the record came from ("file:line 3" / "file:index 0"), for messages.
    source: str = ""
    #: 0-based position of the record in its file (list index or non-blank line number - 1).
    position: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The game as plain JSON values (date as ISO text, teams, players with their statistics),
        as pandas and JSON users expect of a record."""
        return self.model_dump(mode="json")

    # ---- basic facts -------------------------------------------------------------
    @property
    def weekday(self) -> str:
        return _weekday(self.date)

    def team(self, side: Side) -> Team:
        return self.home if side is Side.HOME else self.vis

    @property
    def teams(self) -> tuple[Team, Team]:
        return (self.home, self.vis)

    @property
    def winner(self) -> Team:
        return self.home if self.home.points > self.vis.points else self.vis

    @property
    def loser(self) -> Team:
        return self.vis if self.winner is self.home else self.home

    @property
    def margin(self) -> int:
        return abs(self.home.points - self.vis.points)

    @property
    def halftime(self) -> dict[Side, int]:
        return {Side.HOME: self.home.first_half, Side.VIS: self.vis.first_half}

    # ---- players -----------------------------------------------------------------
    @cached_property
    def played(self) -> tuple[Player, ...]:
        return tuple(p for p in self.players if p.played)

    def roster(self, side: Side) -> tuple[Player, ...]:
        return tuple(p for p in self.players if p.side is side)

    def starters(self, side: Side) -> tuple[Player, ...]:
        return tuple(p for p in self.roster(side) if p.starter)

    def bench(self, side: Side) -> tuple[Player, ...]:
        return tuple(p for p in self.roster(side) if p.played and not p.starter)

    def double_figures(self, side: Side, stat: str = "PTS") -> tuple[Player, ...]:
        """Players of one team with 10 or more of ``stat``."""
        return tuple(p for p in self.roster(side) if (p.stat(stat) or 0) >= 10)

    def leaders(self, stat: str, side: Side | None = None, pool: str = "all") -> tuple[Player, ...]:
        """Players with the highest ``stat`` (ties included) in a team or the game.

        ``pool`` is "all", "starters" or "bench". Empty when nobody recorded the stat.
        """
        candidates = [p for p in self.played if side is None or p.side is side]
        if pool == "starters":
            candidates = [p for p in candidates if p.starter]
        elif pool == "bench":
            candidates = [p for p in candidates if not p.starter]
        values = [p.stat(stat) for p in candidates if p.stat(stat) is not None]
        if not values:
            return ()
        best = max(values)
        return tuple(p for p in candidates if p.stat(stat) == best)

    def rank(self, player: Player, stat: str, within_team: bool = True) -> int:
        """1-based competition rank of a player's ``stat`` (ties share the better rank)."""
        pool = [p for p in self.played if not within_team or p.side is player.side]
        value = player.stat(stat) or 0
        return 1 + sum(1 for p in pool if (p.stat(stat) or 0) > value)


@lru_cache(maxsize=4096)
def _weekday(date: dt.date) -> str:
    """The weekday's name of a date (a strftime, asked by many readers of every text: kept)."""
    return date.strftime("%A")
