"""What every claim has: who it is about, the time frame, the tokens it was read from.

A summary sentence makes claims: "LeBron James scored 38 points on 14 - of - 22 shooting" claims
a stat (James, points, 38, this game) and a shot line (James, field goals, 14 made of 22). The
reader (:mod:`factcheck.reader`) turns every sentence into claims once per document; rules
(:mod:`rules`) verify them against the box score and league data. Each kind of claim is one
class here, with typed fields; a rule subscribes to the classes it verifies.

Claims are frozen: the judge asks a rule about the same claim with another subject
(:meth:`Claim.with_subject`) and gets a new claim, never a changed one.
"""

from __future__ import annotations

import dataclasses
import sys
from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, NamedTuple

from boxscore import Player, Side
from factcheck.text.slots import fast_init


class Frame(StrEnum):
    """The time frame a claim is about. Only ``GAME`` and ``PERIOD`` claims are about this box score;
    the others are checked against league data where it has the game, or left alone."""

    GAME = "game"                    # this game, whole
    PERIOD = "period"                # a quarter, half or overtime of this game (Claim.period)
    PREVIOUS_GAME = "previous_game"  # the team's or player's game before this one
    NEXT_GAME = "next_game"          # the team's next game
    OTHER_GAME = "other_game"        # another named game ("on Friday against the Bulls")
    SPAN = "span"                    # a span of games: "his last three games", a streak
    SEASON = "season"                # the season so far: records, season highs
    CAREER = "career"                # a career: career highs
    AVERAGE = "average"              # a per-game average
    CONDITION = "condition"          # a game that may be played, a plan: "would host Game 7 if they lose"

    @property
    def this_game(self) -> bool:
        return self in (Frame.GAME, Frame.PERIOD)


class Mode(StrEnum):
    """How a number counts: exactly, or as a bound (the sentence analysis reads it; a rule verifies a
    bound as a bound: "eclipsed 35 minutes" is true of 38)."""

    EXACT = "exact"
    AT_LEAST = "at_least"    # "at least 20", "eclipsed 30 minutes", "20 - plus", "20 or more"
    MORE_THAN = "more_than"  # "more than 20", "over 30 points"
    AT_MOST = "at_most"      # "at most", "10 or fewer"
    LESS_THAN = "less_than"  # "fewer than 10", "under 40 percent"

    @property
    def bound(self) -> bool:
        return self._value_ != "exact"

    def holds(self, written: float, actual: float) -> bool:
        """Whether ``actual`` satisfies the number ``written`` read in this mode."""
        return {Mode.EXACT: actual == written, Mode.AT_LEAST: actual >= written, Mode.MORE_THAN: actual > written,
                Mode.AT_MOST: actual <= written, Mode.LESS_THAN: actual < written}[self]


class SubjectKind(StrEnum):
    PLAYER = "player"
    TEAM = "team"
    GROUP = "group"   # several players: a bench, the starters, a duo, both teams
    GAME = "game"     # the game itself (a final score, a weekday)


class Subject(NamedTuple):
    """Who or what a claim is about, and the tokens that name it (-1 when implied: "He", an
    elided subject). ``form`` is how the name is written ("full", "last", "first" for players;
    "city", "name", "full" for teams), so that a correction is written the same way.

    A named tuple: one is made for nearly every number of every text, and a tuple is made several
    times faster than a frozen dataclass."""

    kind: SubjectKind
    player: Player | None = None
    side: Side | None = None     # the team; a group's or a player's team
    group: str = ""              # for groups: "bench", "starters", "both teams", "duo", ...
    start: int = -1
    end: int = -1
    team: str = ""               # a league team (nickname) that is not in this game
    form: str = ""

    # (the constructors build the tuple directly: a named tuple's own __new__ is a Python function)
    @classmethod
    def of_player(cls, player: Player, start: int = -1, end: int = -1, form: str = "") -> "Subject":
        return tuple.__new__(cls, (SubjectKind.PLAYER, player, player.side, "", start, end, "", form))

    @classmethod
    def of_team(cls, side: Side | None, start: int = -1, end: int = -1, team: str = "", form: str = "") -> "Subject":
        return tuple.__new__(cls, (SubjectKind.TEAM, None, side, "", start, end, team, form))

    @classmethod
    def of_group(cls, group: str, side: Side | None = None, start: int = -1, end: int = -1) -> "Subject":
        return tuple.__new__(cls, (SubjectKind.GROUP, None, side, group, start, end, "", ""))

    @classmethod
    def of_game(cls) -> "Subject":
        return GAME

    @property
    def named(self) -> bool:
        """True when the text names the subject (a name, not "he" or an elided subject)."""
        return self.start >= 0

    @property
    def label(self) -> str:
        """How a report names it: the player's name, "home team", "bench (vis)", a league team."""
        if self.player is not None:
            return self.player.name
        side = self.side.value if isinstance(self.side, Side) else ""
        if self.kind == SubjectKind.GROUP:
            return f"{self.group} ({side})" if side else self.group
        return self.team or side or str(self.kind)


#: The game as a subject (a final score, a weekday).
GAME = Subject(SubjectKind.GAME)


class Value(NamedTuple):
    """How a report shows what a claim says, and the tokens it was read from.

    A view derived from a claim's typed fields (:attr:`Claim.value`), never stored: ``kind`` is
    "number" (``number``), "range" (``number`` to ``second``), "made_attempted" (``number`` made
    of ``second``), "percent" (``number``), "pair" (a score or record: ``number`` - ``second``)
    or "word" (``word``: "led", "double - double", "Friday", "home")."""

    kind: str
    start: int
    end: int
    number: float | None = None
    second: float | None = None
    word: str = ""


#: The fields each claim class's ``__init__`` takes, by class (see :meth:`Claim.with_subject`).
_INIT_FIELDS: dict[type, tuple[str, ...]] = {}


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Claim:
    """One claim read from a sentence. Subclasses add the typed fields of their kind.

    ``cue`` is the claim word(s) ("led", "double - double", "host"); ``note`` the reader's
    reason when it read a claim it cannot bind or place in this game ("ambiguous binding",
    "average"): such a claim is shown by the claims report and verified by no rule.
    ``reader`` names the reader component that read it (set by the reader registry).
    """

    #: The kind of claim, as the claims report names it ("stat", "score", ...).
    kind: ClassVar[str] = "claim"

    subject: Subject | None = None
    frame: Frame = Frame.GAME
    period: tuple[int, ...] = ()
    #: How the claim's number counts: exactly, or as a bound ("at least 20", "eclipsed 35 minutes").
    mode: Mode = Mode.EXACT
    cue: tuple[int, int] | None = None
    note: str = ""
    reader: str = ""

    @property
    def attribute(self) -> str:
        """What of the subject the claim reads, for reports ("PTS", "final", "bench")."""
        return ""

    @property
    def value(self) -> Value | None:
        """What the claim says, as a report shows it (None when it says nothing but its cue)."""
        return None

    @property
    def checkable(self) -> bool:
        """True when a rule should verify it: about this game, with a subject, no reader's note."""
        return not self.note and self.frame.this_game and self.subject is not None

    def with_subject(self, subject: Subject) -> "Claim":
        """The same claim said of another subject (for the judge's other readings): what
        ``dataclasses.replace`` makes, without its checks of every field for every copy."""
        cls = type(self)
        names = _INIT_FIELDS.get(cls)
        if names is None:
            names = _INIT_FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls) if f.init)
        given = {name: getattr(self, name) for name in names}
        given["subject"] = subject
        return cls(**given)

    @property
    def start(self) -> int:
        """The first token the claim was read from."""
        return min(s for s, _ in self.spans())

    @property
    def end(self) -> int:
        return max(e for _, e in self.spans())

    @property
    def words_at(self) -> int:
        """Where the claim's own words (its value, else its cue) start: not its subject's name,
        which a pronoun may have brought from an earlier sentence."""
        value = self.value
        if value is not None:
            return value.start
        return self.cue[0] if self.cue is not None else self.start

    def spans(self) -> list[tuple[int, int]]:
        """The token spans of its parts: subject (when named), value, cue."""
        out = []
        if self.subject is not None and self.subject.start >= 0:
            out.append((self.subject.start, self.subject.end))
        value = self.value
        if value is not None:
            out.append((value.start, value.end))
        if self.cue is not None:
            out.append(self.cue)
        return out or [(0, 0)]


def number_value(num) -> Value:
    """A number (a :class:`~factcheck.text.numbers.Number`) as a report shows it."""
    return tuple.__new__(Value, ("number", num.start, num.end, num.value, None, ""))


class StatedNumber:
    """A claim whose value is the one number it states (its ``number`` field)."""

    __slots__ = ()

    @property
    def value(self) -> Value:
        return number_value(self.number)  # type: ignore[attr-defined]


class StatFigure(StatedNumber):
    """A claim of one number of a statistic (its ``number`` and ``stat`` fields): "12 rebounds"."""

    __slots__ = ()

    @property
    def attribute(self) -> str:
        return self.stat.value  # type: ignore[attr-defined]


def claim_kinds() -> dict[str, list[type[Claim]]]:
    """Every claim class by kind (the closed set: the subclasses of :class:`Claim` defined in
    :mod:`factcheck.claims`)."""
    out: dict[str, list[type[Claim]]] = {}
    todo = list(Claim.__subclasses__())
    seen: set[type] = set()
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        # (a slotted dataclass is a new class: the one its decorator replaced may linger unreferenced)
        if cls not in seen and getattr(sys.modules.get(cls.__module__), cls.__name__, None) is cls:
            seen.add(cls)
            out.setdefault(cls.kind, []).append(cls)
    return {kind: sorted(classes, key=lambda c: c.__name__) for kind, classes in sorted(out.items())}
