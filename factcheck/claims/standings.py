"""Claims of the standings on the date of the game: places, seeds, best and worst records, games behind."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, Value

__all__ = ["StandingsPool", "StandingKind", "StandingsClaim"]


class StandingKind(StrEnum):
    """What a standings claim says of its team."""

    PLACE = "place"          # "third place in the Atlantic Division", "the East - leading Raptors"
    SEED = "seed"            # "the seventh seed", "the top - seeded Warriors"
    RECORD = "record"        # "the best record in the West", "tied for the worst record in the league"
    BEHIND = "behind"        # "three games behind Boston", "within a half - game of Memphis"


@fast_init
@dataclass(frozen=True, slots=True)
class StandingsPool:
    """The teams a place is counted among, as the text names them: a ``conference`` ("East"), a
    ``division`` ("Atlantic"), the ``league``, or none of them ("in third place": the division or
    the conference). ``start``/``end`` are the tokens naming it (-1 when unnamed); ``words`` them."""

    conference: str = ""
    division: str = ""
    league: bool = False
    start: int = -1
    end: int = -1
    words: str = ""

    @property
    def named(self) -> bool:
        return self.start >= 0


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StandingsClaim(Claim):
    """A team's place in the standings on the date of the game (before or after it).

    ``place`` counts from the top (1: first place, the top seed, the best record) or, when
    ``from_bottom``, from the bottom (1: last place, the worst record); ``ordinal`` is how its first
    word writes it ("word": "third", "digits": "3rd", "": "last", "top", "No. 3"); ``tied``: "tied for".
    For games behind, ``games`` is how many (negative: ahead), ``within`` says at most that many,
    ``other`` is the team they are counted from. ``start_at``/``end_at`` are the claim's words
    ("third place", "the seventh seed"): the span an annotator looks up."""

    kind: ClassVar[str] = "standings"

    what: StandingKind
    place: int = 0
    ordinal: str = ""
    from_bottom: bool = False
    tied: bool = False
    pool: StandingsPool = StandingsPool()
    games: float = 0.0
    within: bool = False
    other: str = ""
    number: Number | None = None
    start_at: int
    end_at: int
    written: str

    @property
    def attribute(self) -> str:
        return str(self.what)

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.written)
