"""Claims beyond this box score: the weekday, the next game, streaks, form, what no data settles
(a player's and a team's earlier games: :mod:`factcheck.claims.history`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar, NamedTuple

from boxscore import Side
from factcheck.text.numbers import Number, ordinal_digits, ordinal_word
from factcheck.text.slots import fast_init

from .base import Claim, Value, number_value

__all__ = [
    "FormSays", "FormWords", "GameWeekday", "HomeRoadRecord", "Lookup", "NextCity", "NextGame", "NextOpponent",
    "NextOpponentRecord", "NextRest", "NextVenue", "NextWeekday", "NthOfLast", "OfLast", "Rest", "Run", "Snapped",
    "Streak", "TeamNameForm", "TwoNextGames", "Unverifiable", "Weekday", "WinsIn", "WrittenRecord", "ordinal_digits",
    "ordinal_word", "team_written",
]


class Weekday(StrEnum):
    """A day of the week, as texts write it (capitalised)."""

    MONDAY = "Monday"
    TUESDAY = "Tuesday"
    WEDNESDAY = "Wednesday"
    THURSDAY = "Thursday"
    FRIDAY = "Friday"
    SATURDAY = "Saturday"
    SUNDAY = "Sunday"


class TeamNameForm(StrEnum):
    """How a team is written: its city ("Charlotte"), nickname ("Hornets") or both."""

    CITY = "city"
    NAME = "name"
    FULL = "full"


def team_written(team: str, city: str | None, form: str) -> str:
    """A league team (nickname ``team``, ``city``) written as a mention of ``form`` wrote one."""
    city = city or ""
    return {"city": city, "name": team}.get(form, f"{city} {team}".strip())


# (ordinal_word, ordinal_digits: a run's ordinal written as texts write it, "third", "12th", for
# corrections of runs and streaks; re-exported from factcheck.text.numbers)


def _word(start: int, end: int, words: str) -> Value:
    return Value("word", start, end, word=words)


# ---- this game's weekday -----------------------------------------------------------------------------
@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameWeekday(Claim):
    """The weekday of this game: "on Wednesday" (``at`` its token); or of another game of this
    game's teams (frame ``OTHER_GAME`` or ``NEXT_GAME``), named with the teams of no part in this
    game its sentence names (``opponents``: "Sunday against the Pelicans"), or told of as a game
    to come (``ahead``: "The series continues on Saturday night"); ``side`` the team of this game
    its clause is about ("Rose returned to action in Tuesday 's road contest"), when it tells."""

    kind: ClassVar[str] = "weekday"

    day: Weekday
    at: int
    opponents: frozenset[str] = frozenset()
    ahead: bool = False
    side: Side | None = None  # the team whose game it is, when its clause's subject tells
    both: bool = False  # its clause's subject is both teams ("Both teams return to action on Monday")

    @property
    def attribute(self) -> str:
        return "weekday"

    @property
    def value(self) -> Value:
        return _word(self.at, self.at + 1, self.day.value)


# ---- form ---------------------------------------------------------------------------------------------
class FormSays(StrEnum):
    """What words about form say: "as they continue to struggle" (struggle: still in bad form), "one of
    the hottest teams" (hot), "two teams going in opposite directions" (opposite: unlike form), "a
    battle between two struggling teams" (two struggling: both in bad form)."""

    STRUGGLE = "struggle"
    HOT = "hot"
    OPPOSITE = "opposite"
    TWO_STRUGGLING = "two struggling"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class FormWords(Claim):
    """Words over tokens [start_at, end_at) about the subject team's form ("continue to struggle",
    "the red - hot Clippers"), or both teams' (subject: the group "both teams"). ``words``: as written,
    in lower case."""

    kind: ClassVar[str] = "form"

    says: FormSays
    start_at: int
    end_at: int
    words: str

    @property
    def attribute(self) -> str:
        return self.says.value

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


# ---- what no data here settles -----------------------------------------------------------------------
class Lookup(StrEnum):
    """What a claim no data here settles is about, by how it is said: "third place" (place), "the
    seventh seed" (seed), "the first - seeded" (seeded), "four games behind", "climb up the standings"
    (standings), "a double - digit favorite" (betting), "the defending champion" (title), "since the
    beginning of January" (since), a player's "season - high" and "career - high", "faint playoff
    hopes" (playoff race), "Sunday afternoon" (tip-off), "a knee injury" (injury), "averaging 16
    points on the year" (season average)."""

    PLACE = "place"
    SEED = "seed"
    SEEDED = "seeded"
    STANDINGS = "standings"
    BETTING = "betting"
    TITLE = "title"
    SINCE = "since"
    SEASON_HIGH = "season high"
    CAREER_HIGH = "career high"
    PLAYOFF_RACE = "playoff race"
    TIP_OFF = "tip-off"
    INJURY = "injury"
    SEASON_AVERAGE = "season average"

    @property
    def topic(self) -> str:
        """The topic a report names ("standings", "seeding", "season"...)."""
        return _TOPICS.get(self, self.value)


_TOPICS = {Lookup.PLACE: "standings", Lookup.SEED: "seeding", Lookup.SEEDED: "seeding", Lookup.SINCE: "season"}


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Unverifiable(Claim):
    """A claim over tokens [start_at, end_at) that no data given here can settle (``lookup``: what
    it is about): an annotator has to look it up. ``number``: a season average's figure; ``score``:
    for a "season - high", the number right after it (a team's score of this game there is a claim
    the schedule settles)."""

    kind: ClassVar[str] = "unverifiable"

    lookup: Lookup
    start_at: int
    end_at: int
    number: Number | None = None
    score: Number | None = None

    @property
    def attribute(self) -> str:
        return self.lookup.topic

    @property
    def value(self) -> Value | None:
        return number_value(self.number) if self.number is not None else None


# ---- the next game -------------------------------------------------------------------------------------
@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextGame(Claim):
    """A clause about the subject team's next game ("The Lakers head back home to face the Pistons on
    Friday"): that it has one in the schedule. ``cue`` is the word of the future; ``opponents`` the
    teams the first opponent named may be, ``days`` the weekdays the clause names, ``as_well`` where
    "as well" stands after a weekday ("on Friday evening as well"): what :class:`TwoNextGames` reads."""

    kind: ClassVar[str] = "next_game"

    opponents: frozenset[str] = frozenset()
    days: frozenset[Weekday] = frozenset()
    as_well: tuple[int, int] | None = None

    @property
    def attribute(self) -> str:
        return "game"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextOpponent(Claim):
    """The opponent of the subject's next game: "face the Pistons" ([start_at, end_at) the name, which
    may name ``teams``, written as ``form``). ``ambiguous``: a city of two teams that names neither
    team of this game ("Los Angeles")."""

    kind: ClassVar[str] = "next_game"

    teams: frozenset[str]
    form: TeamNameForm
    start_at: int
    end_at: int
    words: str
    ambiguous: bool = False

    @property
    def attribute(self) -> str:
        return "opponent"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextOpponentRecord(Claim):
    """The record written after the next opponent: "host the Pistons ( 20 - 30 )" (``named``: the team
    the name names, None when it may name two)."""

    kind: ClassVar[str] = "next_game"

    wins: Number
    losses: Number
    named: str | None
    words: str

    @property
    def attribute(self) -> str:
        return "opponent record"

    @property
    def value(self) -> Value:
        return _word(self.wins.start, self.losses.end, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextCity(Claim):
    """The city the next game is played in: "travel to Charlotte" (``teams``: the city's teams)."""

    kind: ClassVar[str] = "next_game"

    teams: frozenset[str]
    start_at: int
    end_at: int
    words: str

    @property
    def attribute(self) -> str:
        return "city"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextWeekday(Claim):
    """The weekday of the next game: "face the Pistons on Friday" (``at`` its token)."""

    kind: ClassVar[str] = "next_game"

    day: Weekday
    at: int

    @property
    def attribute(self) -> str:
        return "weekday"

    @property
    def value(self) -> Value:
        return _word(self.at, self.at + 1, self.day.value)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextVenue(Claim):
    """Words that put the next game at home (``home``) or on the road: "head back home", "travel",
    "host", "a three - game road trip"; ``opposite`` is what the words become when wrong."""

    kind: ClassVar[str] = "next_game"

    home: bool
    start_at: int
    end_at: int
    words: str
    opposite: str

    @property
    def attribute(self) -> str:
        return "venue"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


class Rest(StrEnum):
    """How the days before the next game are said: "tomorrow" (gap: days from this game), "the second
    half of a back - to - back" (back-to-back: one day), "a couple of days off" (days off)."""

    GAP = "gap"
    BACK_TO_BACK = "back-to-back"
    DAYS_OFF = "days off"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class NextRest(Claim):
    """The days between this game and the next: ``days`` the range claimed (of the gap, or of days
    off); ``figure``: a number says it ("three days off"), so a wrong one is a NUMBER."""

    kind: ClassVar[str] = "next_game"

    rest: Rest
    days: tuple[int, int]
    start_at: int
    end_at: int
    words: str
    figure: bool = False

    @property
    def attribute(self) -> str:
        return self.rest.value

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TwoNextGames(Claim):
    """The next-game clauses of one sentence read together ("The Nets host the Heat on Friday , while
    the Wizards visit the Bulls on Friday evening as well"): one team is not the subject of both when
    one clause is the other team's next game, and "as well" says the games fall on one day."""

    kind: ClassVar[str] = "next_game"

    clauses: tuple[NextGame, ...]

    @property
    def attribute(self) -> str:
        return "two clauses"


# ---- streaks ------------------------------------------------------------------------------------------
class OfLast(NamedTuple):
    """ "won N of their last M": the counts, wins or losses, and the win/loss word at ``at`` (``verb``:
    a plain "won"/"lost" that a WORD error may flip)."""

    n: Number
    m: Number
    wins: bool
    at: int
    verb: bool

    @property
    def span(self) -> tuple[int, int]:
        return self.n.start, self.m.end


class WinsIn(NamedTuple):
    """ "N wins / losses in their last M games"."""

    n: Number
    m: Number
    wins: bool

    @property
    def span(self) -> tuple[int, int]:
        return self.n.start, self.m.end


class Run(NamedTuple):
    """A run: "won N straight", "lost N in a row", "N - game winning streak" (``num`` the number) or
    "Nth straight win" (``num`` None, an ordinal); the length claimed over [start, end), wins or
    losses, where the win/loss word stands, and the cues in the eight words before: of a run to come
    ("will look for their third straight win"), of now ("have now won"), and of a count denied or
    to come ("has n't lost three straight", "would need to win four straight")."""

    value: int
    start: int
    end: int
    num: Number | None
    wins: bool
    verb_at: int
    future: bool
    now: bool
    denied: bool

    @property
    def span(self) -> tuple[int, int]:
        return self.start, self.end


class Snapped(NamedTuple):
    """ "snapped a N - game losing streak" (the verb at ``at``): the length, which way; ``hoped`` for
    "looking to snap", ``will`` when that is still to come ("will be looking to snap")."""

    n: Number
    wins: bool
    at: int
    hoped: bool
    will: bool

    @property
    def span(self) -> tuple[int, int]:
        return self.at, self.at + 1


class NthOfLast(NamedTuple):
    """ "their 10th win in their last 12 games": this game is the Nth win (or loss) of the last M
    (the ordinal at ``at``, written in ``digits`` or a word)."""

    n: int
    m: Number
    wins: bool
    at: int
    digits: bool

    @property
    def span(self) -> tuple[int, int]:
        return self.at, self.at + 1


class WrittenRecord(NamedTuple):
    """A record written right after a team's name: "the Hornets ( 20 - 30 )"."""

    side: Side
    wins: int
    losses: int


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Streak(Claim):
    """A run of results of the subject team read at token ``at``: "won four of their last five",
    "their third straight loss", "snapped a five - game skid", "their 10th win in their last 12".

    The unit verified: every reading of the phrase at that token (``readings``: "won two of their
    last three" may read as a count of the last three and as a run). ``inclusive``: the count
    includes this game ("have now won"), not only the games before it ("came into the game winners
    of"). ``named``: the teams of this game the clause names (a count wrong of the subject but true
    of the other is about the other); ``clause_record``: the record written after the clause's
    subject; ``record``: the one written after the subject's own name (the other team's record
    there makes the name wrong); ``words`` the first reading's words."""

    kind: ClassVar[str] = "streak"

    readings: tuple[OfLast | WinsIn | Run | Snapped | NthOfLast, ...]
    at: int
    inclusive: bool
    words: str
    named: frozenset[Side] = frozenset()
    clause_record: WrittenRecord | None = None
    record: tuple[int, int] | None = None

    @property
    def attribute(self) -> str:
        return "/".join(type(r).__name__ for r in self.readings)

    @property
    def value(self) -> Value:
        start, end = self.readings[0].span
        return _word(start, end, self.words)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class HomeRoadRecord(Claim):
    """ "N road / home wins in M tries": the subject team's road (or home, ``home``) record before
    this game. ``clause_record`` as in :class:`Streak`."""

    kind: ClassVar[str] = "streak"

    n: Number
    m: Number
    home: bool
    words: str
    clause_record: WrittenRecord | None = None

    @property
    def attribute(self) -> str:
        return "VenueRecord"

    @property
    def value(self) -> Value:
        return _word(self.n.start, self.m.end, self.words)
