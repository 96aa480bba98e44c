"""Claims about the result: win and loss words, the final score and margin, the course of the game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, StatedNumber, Value

__all__ = ["FinalScore", "FlowForm", "GameFlow", "GameMargin", "MarginOf", "RecordChange", "ResultForm", "ResultWords",
           "TeamResult"]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class FinalScore(Claim):
    """The final score: "defeated the Lakers , 113 - 107" (either team's points first)."""

    kind: ClassVar[str] = "score"

    first: Number
    second: Number

    @property
    def attribute(self) -> str:
        return "final"

    @property
    def value(self) -> Value:
        return Value("pair", self.first.start, self.second.end, self.first.value, self.second.value)


class MarginOf(StrEnum):
    """Which margin a number is: the game's, the halftime score's, or one at another moment."""

    FINAL = "final"
    HALFTIME = "halftime"
    MOMENT = "margin"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameMargin(StatedNumber, Claim):
    """A margin: "a 30 - point win", "won by 12" (final), "a 10 - point lead at halftime" (halftime)."""

    kind: ClassVar[str] = "margin"

    number: Number
    of: MarginOf

    @property
    def attribute(self) -> str:
        return self.of.value



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class RecordChange(Claim):
    """A team's record where this game left it: "improved to 19 - 13", "are now 28 - 9"."""

    kind: ClassVar[str] = "record"

    wins: Number
    losses: Number

    @property
    def attribute(self) -> str:
        return "W-L"

    @property
    def value(self) -> Value:
        return Value("pair", self.wins.start, self.losses.end, self.wins.value, self.losses.value)


class ResultForm(StrEnum):
    """How words say who won: "X defeated Y" (relation), "in the win" (noun), "it was n't enough to
    get the victory" (negated_win), "did n't have enough to keep up" (not_enough), "will look to
    bounce back" (plan: what a team that lost, or won, does next)."""

    RELATION = "relation"
    NOUN = "noun"
    NEGATED_WIN = "negated_win"
    NOT_ENOUGH = "not_enough"
    PLAN = "plan"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ResultWords(Claim):
    """Words over tokens [start, end) that say the subject's team won (``won``) or lost;
    ``phrase``: the words of a plan or a negation ("will look to bounce back", "did n't have enough")."""

    kind: ClassVar[str] = "result"

    form: ResultForm
    start_at: int
    end_at: int
    won: bool
    phrase: tuple[str, ...] = ()
    words: str = ""

    @property
    def attribute(self) -> str:
        return self.form.value

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamResult(Claim):
    """A team as the subject of a result word: "The Bucks were able to prevail", "Milwaukee lost at
    home" (``won``: the word says it won; ``at`` the word's token; ``weekdays`` the weekdays its
    sentence names, in lower case)."""

    kind: ClassVar[str] = "result"

    won: bool
    at: int
    weekdays: frozenset[str] = frozenset()

    @property
    def attribute(self) -> str:
        return "team"

    @property
    def value(self) -> Value:
        return Value("word", self.at, self.at + 1, word="win" if self.won else "loss")


class FlowForm(StrEnum):
    """Which narrative of the course of the game a :class:`GameFlow` is."""

    OVERTIME = "overtime"        # "this overtime win", "won in overtime", "forced overtime"
    PULL_AWAY = "pull_away"      # "pulled away in the second half"
    COMEBACK = "comeback"        # "battled back in the third quarter", "came back to win"
    ENTIRE_HALF = "entire_half"  # "led for the entirety of the second half"
    CHECKPOINT = "checkpoint"    # "led at halftime", "trailed after the first quarter"
    MAJORITY = "majority"        # "led for the majority of the game"
    START = "start"              # "got off to a hot start"
    CLOSE = "close"              # "kept the game close throughout"
    EXTEND = "extend"            # "extended the lead to 88 - 81 after three quarters"
    QUARTERS = "quarters"        # "won every quarter", "won the first three quarters"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameFlow(Claim):
    """A narrative of the course of the game that the line score settles, over the tokens ``cue``:
    "pulled away in the second half", "battled back in the third quarter", "led at halftime", "got
    off to a hot start", "kept the game close throughout", "this overtime win".

    ``period`` holds the quarters the narrative names (for a checkpoint, the quarters over at the
    break: "at halftime" is (1, 2)); ``leads``: it says the subject led (not trailed); ``need``:
    the margin it asks at every break ("led by double digits for the entire second half": 10; for
    a lead grown to a break, the margin the words give);
    ``words``: the narrative words, for reports."""

    kind: ClassVar[str] = "flow"

    form: FlowForm
    words: str
    leads: bool = True
    need: int = 0

    @property
    def attribute(self) -> str:
        return self.form.value

    @property
    def value(self) -> Value:
        start, end = self.cue if self.cue is not None else (0, 0)
        return Value("word", start, end, word=self.words)
