"""Claims about players beyond their figures: thresholds, double-doubles, roles, ranks, leads, counts."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from boxscore import Player, Side, Stat
from factcheck.text.numbers import Number, spelled_ordinal
from factcheck.text.slots import fast_init

from .base import Claim, StatFigure, StatedNumber, SubjectKind, Value, number_value

__all__ = ["DoubleDouble", "LineupSize", "DoubleFigures", "GroupLead", "GroupMode", "GroupStat", "Lead", "LeadForm",
           "ListedScorer", "NextRank", "OnlyOther", "PlayerCount", "Pool", "Role", "ScorerCount", "TeamRank",
           "Threshold", "Unit", "rank_word"]

#: The terms of ten or more in two, three or four statistics.
TERM_NAMES = {2: "double-double", 3: "triple-double", 4: "quadruple-double"}


def _players_of(claim: "DoubleFigures | Role | GroupStat") -> tuple[Player, ...]:
    """The players a claim is said of: its player subject, else its group."""
    subject = claim.subject
    if subject is not None and subject.kind == SubjectKind.PLAYER and subject.player is not None:
        return (subject.player,)
    return claim.group


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Threshold(StatFigure, Claim):
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



@fast_init
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


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Role(Claim):
    """The subject was a starter (``starter``) or came off the bench: "off the bench", "led the second
    unit", "sixth man", "the only other starter", "in the starting lineup". [start_at, end_at) are
    the words, ``opposite`` their opposite wording ("" where none fits); a group subject lists its
    players in ``group``."""

    kind: ClassVar[str] = "role"

    starter: bool
    start_at: int
    end_at: int
    words: str
    opposite: str = ""
    group: tuple[Player, ...] = ()

    @property
    def players(self) -> tuple[Player, ...]:
        """The players the words are said of."""
        return _players_of(self)

    @property
    def attribute(self) -> str:
        return "starter" if self.starter else "bench"

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.words)


class GroupMode(StrEnum):
    """How a figure is told of several players: their sum ("combined for 29 points"), each one's
    ("had 10 each"), or, in order, one each ("18 and 14 points , respectively")."""

    SUM = "sum"
    EACH = "each"
    RESPECTIVELY = "respectively"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GroupStat(StatFigure, Claim):
    """A figure told of several named players: "A and B combined for 29 points", "each had 10",
    "18 and 14 points , respectively" (then each number is one claim of one player)."""

    kind: ClassVar[str] = "stat"

    number: Number
    stat: Stat
    mode: GroupMode
    group: tuple[Player, ...] = ()

    @property
    def players(self) -> tuple[Player, ...]:
        return _players_of(self)


class Pool(StrEnum):
    """The players a lead is among: the player's team, its bench, or both teams (the game)."""

    TEAM = "team"
    BENCH = "bench"
    GAME = "game"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GroupLead(Claim):
    """A lead shared by two or three players (the subject's ``group``): "the duo of A and B", "A and B
    paced the bench" (``verb``: the lead verb's token); or denied (``trail``): "A and B trailed the
    Nets with matching 17 - point efforts"."""

    kind: ClassVar[str] = "group_lead"

    group: tuple[Player, ...]
    pool: Pool
    stat: Stat | None  # None: no box-score column ("led the team in double figures")
    verb: int
    word: str
    trail: bool = False  # "trailed": the group is said not to be the pool's leaders

    @property
    def attribute(self) -> str:
        return f"{self.pool.value} {self.stat.value if self.stat else '-'}"

    @property
    def value(self) -> Value:
        return Value("word", self.verb, self.verb + 1, word=self.word)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DoubleDouble(Claim):
    """The subject reached ten in ``need`` statistics (2: "a double - double", 3: "a triple - double", 4),
    or only nearly (``near``: "a near triple - double", "was one rebound shy of a double - double").
    ``term`` is the tokens of the term, ``phrase`` the claim's tokens ("near" included)."""

    kind: ClassVar[str] = "double"

    need: int
    near: bool
    term: tuple[int, int]
    phrase: tuple[int, int]

    @property
    def attribute(self) -> str:
        return TERM_NAMES[self.need]

    @property
    def value(self) -> Value:
        return Value("word", self.term[0], self.term[1], word=TERM_NAMES[self.need])


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DoubleFigures(Claim):
    """The subject (a player, or the players of a ``group`` subject) reached ten of ``stat``: "in double
    figures", "double - digit scoring", "double figures in rebounds". ``term`` is the tokens of
    "double figures" ("double - digit")."""

    kind: ClassVar[str] = "double"

    stat: Stat
    term: tuple[int, int]
    group: tuple[Player, ...] = ()

    @property
    def players(self) -> tuple[Player, ...]:
        return _players_of(self)

    @property
    def attribute(self) -> str:
        return self.stat.value

    @property
    def value(self) -> Value:
        return Value("word", self.term[0], self.term[1], word="double figures")


class Unit(StrEnum):
    """The players of a team a claim counts or ranks among: all who played, its starters, or its bench."""

    TEAM = "team"
    STARTERS = "starters"
    BENCH = "bench"

    @property
    def noun(self) -> str:
        """How a comment names its players ("players", "starters", "reserves")."""
        return {"team": "players", "starters": "starters", "bench": "reserves"}[self.value]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerCount(StatedNumber, Claim):
    """How many players of a ``unit`` reached ten of ``stat`` or (``double_doubles``) had a
    double-double: "six players scored in double figures", "all five starters scored in double digits",
    "Four other players scored in double digits". The subject is a group; its side is the team the
    text gives the count (None: either team or both).

    ``other``: "other" players, counted without those named before, under any of the readings
    ``excluded`` (players by box-score index; one empty set when there is no "other"); ``chosen``:
    the reading a correction takes; ``whose``: the players whose team an "other" count naming none
    is; ``every``: "all" before the number (one team's count, never both teams'); ``context_side``:
    the team the nearest sentences before name (for a correction); ``capital``: the number opens
    the sentence."""

    kind: ClassVar[str] = "count"

    number: Number
    unit: Unit
    stat: Stat = Stat.PTS
    double_doubles: bool = False
    other: bool = False
    excluded: tuple[frozenset[str], ...] = (frozenset(),)
    chosen: frozenset[str] = frozenset()
    whose: frozenset[str] = frozenset()
    every: bool = False
    context_side: Side | None = None
    capital: bool = False

    @property
    def attribute(self) -> str:
        return "DD" if self.double_doubles else self.stat.value



@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class OnlyOther(Claim):
    """The subject was the only (``other``: the only other) player of his ``unit`` in double figures:
    "X was the only other starter in double figures", "The only other reserve to reach double figures
    was X", "the lone Buck in double figures".

    ``phrase`` is the tokens of "only (other)" (``word``: as written, lower-cased), ``figures`` where
    "double figures" starts; ``side``
    the team the unit words name (None: they name none), ``singulars`` the singular team nouns among
    them ("Buck": (token, side)); ``named_before`` the players (by box-score index) named before
    "only"."""

    kind: ClassVar[str] = "only"

    unit: Unit
    other: bool
    phrase: tuple[int, int]
    word: str
    figures: int
    side: Side | None = None
    singulars: tuple[tuple[int, Side], ...] = ()
    named_before: frozenset[str] = frozenset()

    @property
    def attribute(self) -> str:
        return self.unit.value

    @property
    def value(self) -> Value:
        return Value("word", self.phrase[0], self.phrase[1], word=self.word)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ScorerCount(StatedNumber, Claim):
    """How many of the subject team's players scored in double figures: "<Team> had six players score in
    double figures", "Six players scored in double digits for <Team>". ``capital``: the number opens
    the sentence (a correction is capitalised)."""

    kind: ClassVar[str] = "count"

    number: Number
    capital: bool = False

    @property
    def attribute(self) -> str:
        return Stat.PTS.value


def rank_word(rank: int) -> str:
    """A rank as texts write it and a correction is written: 2 -> "second"."""
    return spelled_ordinal(rank)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamRank(Claim):
    """The subject was ``rank``-th on his team in ``stat``: "was second on the team (in scoring)", "the
    team 's third - leading scorer" (the ordinal at token ``at``). ``stat`` is None for a statistic
    with no box-score column ("second on the team in double figures": read with a note)."""

    kind: ClassVar[str] = "rank"

    rank: int
    at: int
    stat: Stat | None

    @property
    def attribute(self) -> str:
        return self.stat.value if self.stat is not None else "?"

    @property
    def value(self) -> Value:
        return Value("number", self.at, self.at + 1, number=self.rank)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextRank(Claim):
    """The subject came next on his team in ``stat`` after ``previous``, the last team-mate named before
    him: "<player> was next (with ...)", "..., followed (closely) by <player>", "<player> was right
    behind him" (``behind``: then he had fewer). ``phrase`` is the rank words (``word``: as written,
    lower-cased); ``figure`` his figure of ``stat`` in the clause, if any; ``named_before`` the
    players (by box-score index) named before him. ``stat`` is None for a statistic with no
    box-score column (read with a note)."""

    kind: ClassVar[str] = "rank"

    phrase: tuple[int, int]
    word: str
    stat: Stat | None
    figure: Number | None = None
    behind: bool = False
    previous: Player | None = None
    named_before: frozenset[str] = frozenset()

    @property
    def attribute(self) -> str:
        return self.stat.value if self.stat is not None else "?"

    @property
    def value(self) -> Value:
        return Value("word", self.phrase[0], self.phrase[1], word=self.word)


class LeadForm(StrEnum):
    """The phrase a lead is read from."""

    LEAD = "lead"                      # "led / paced / topped the team (in rebounds)", "were led by X"
    TRAIL = "trail"                    # "trailed the team in scoring": he did not lead it
    HIGH = "high"                      # "a game - high 31 points", "a bench - leading 22 points"
    SCORER = "scorer"                  # "the high - point man", "the game 's top scorer"
    BRIGHT = "bright"                  # "the lone bright spot": no team-mate scored more
    PLAYER_OF_GAME = "player_of_game"  # "the player of the game": no box-score fact of its own


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Lead(Claim):
    """The subject led a ``pool`` (his team, his team's bench, or the game) in ``stat``: "led the team",
    "paced the Lakers", "topped all scorers", "a game - high 31 points", "a bench - leading 22 points",
    "was the high - point man", "the lone bright spot", "the player of the game" (``form``).

    ``phrase`` is the leader words; ``figure`` the number the sentence credits the lead with: the
    one its clause binds ("led the way with 25 points", "a game - high 31 points": the subject's
    name is then the one the figure is bound to), else the first figure of ``stat`` credited to the
    player later in the sentence; None when there is none."""

    kind: ClassVar[str] = "leader"

    pool: Pool
    stat: Stat
    form: LeadForm
    phrase: tuple[int, int]
    figure: Number | None = None

    @property
    def attribute(self) -> str:
        return f"{self.pool.value} {self.stat.value}"

    @property
    def value(self) -> Value:
        if self.figure is not None:
            return number_value(self.figure)
        return Value("word", self.phrase[0], self.phrase[1], word=self.form.value)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class LineupSize(Claim):
    """How many players a starting lineup holds: "the rest of the starting five" (``number``, the
    word after "starting")."""

    kind: ClassVar[str] = "role"

    number: Number

    @property
    def attribute(self) -> str:
        return "size"

    @property
    def value(self) -> Value:
        return number_value(self.number)
