"""Comparisons: of the two teams ("outscored in the third quarter", "out - rebounded", "the superior
shooters"), of two players ("matching 15 - point efforts"), and words judging a team's shooting."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from boxscore import Player, Stat
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, StatFigure, Value

__all__ = ["ComparisonForm", "HadMore", "MatchingFigures", "Outscored", "ShootingWord"]


def _word(start: int, end: int, word: str) -> Value:
    return Value("word", start, end, word=word)


class ComparisonForm(StrEnum):
    """How a comparison is worded: "out - rebounded", "the superior shooters" (more); "won the
    turnover battle" (fewer); "rebounding was key for X" (key); "matching 15 - point efforts"
    (matching); "a pair of 16 - point efforts" (pair)."""

    MORE = "more"
    FEWER = "fewer"
    KEY = "key"
    MATCHING = "matching"
    PAIR = "pair"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Outscored(Claim):
    """The subject team outscored the other in a period (``period``): "outscored the Heat 31 - 19 in
    the third quarter" ([start_at, end_at) the verb; ``pair`` the first "N - M" after it)."""

    kind: ClassVar[str] = "comparison"

    start_at: int
    end_at: int
    words: str
    pair: tuple[Number, Number] | None = None

    @property
    def attribute(self) -> str:
        return Stat.PTS.value

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class HadMore(Claim):
    """The subject team had more of ``stat`` than the other: "out - rebounded" (REB), "the superior
    shooters" (FG_PCT), "committed more turnovers" (TO), "rebounding was key for X" (form key); or,
    of form fewer, less: "won the turnover battle" (TO).
    ``pair``: the first "N - M" after the words; ``percent``: for FG_PCT, the percentage the
    sentence gives after them."""

    kind: ClassVar[str] = "comparison"

    stat: Stat
    form: ComparisonForm
    start_at: int
    end_at: int
    words: str
    pair: tuple[Number, Number] | None = None
    percent: Number | None = None

    @property
    def attribute(self) -> str:
        return self.stat.value

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class MatchingFigures(StatFigure, Claim):
    """Two players with the same figure: "A and B supplied matching 15 - point efforts" (matching),
    "a pair of 16 - point efforts from A and B" (pair: the figure is each one's). The subject is the
    pair; [start_at, end_at) the word "matching"."""

    kind: ClassVar[str] = "comparison"

    stat: Stat
    form: ComparisonForm
    start_at: int
    end_at: int
    number: Number
    players: tuple[Player, Player]



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ShootingWord(Claim):
    """A word judging the subject team's shooting: "a meager 42 percent from beyond the arc", "a hot
    38 percent from the field" (``stat`` FG_PCT or FG3_PCT; ``poor``: a word for a poor percentage;
    [start_at, end_at) the word)."""

    kind: ClassVar[str] = "comparison"

    stat: Stat
    start_at: int
    end_at: int
    number: Number
    poor: bool

    @property
    def attribute(self) -> str:
        return self.stat.value

    @property
    def value(self) -> Value:
        return Value("percent", self.number.start, self.number.end, self.number.value)
