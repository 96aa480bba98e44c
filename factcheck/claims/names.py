"""Claims about names and sides: home and road words, a player's team, a team or player that did not play,
a team related to itself, a team's record after its name."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from boxscore import Player, Side, Stat
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, Subject, Value

__all__ = [
    "CityNickname", "MixedName", "OtherTeam", "PlayerAsTeam", "PlayerTeam", "PlayerTeamForm", "RelationForm",
    "SameTeam", "StoryForm", "StoryTeam", "TeamLedBy", "TeamRecord", "UnknownLine", "UnplayedLine", "UnplayedPair",
    "VenueClaim", "VenueForm",
]


class VenueForm(StrEnum):
    """How a venue is said: "the host Raptors" (host_adj), "the road team prevailed" (venue_team),
    "a road win", "at home", "hosted" (venue_word)."""

    HOST_ADJECTIVE = "host_adj"
    VENUE_TEAM = "venue_team"
    VENUE_WORD = "venue_word"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class VenueClaim(Claim):
    """Home or road words of this game, said of the subject's team: ``home`` is what they say;
    [start_at, end_at) the words, ``opposite`` the words' correction ("visiting" for "host").
    ``says_win`` / ``says_loss``: the clause also gives the team a result; ``won``: for "the road
    team prevailed", whether the verb says the team won."""

    kind: ClassVar[str] = "venue"

    form: VenueForm
    home: bool
    start_at: int
    end_at: int
    opposite: str = ""
    says_win: bool = False
    says_loss: bool = False
    won: bool | None = None

    @property
    def attribute(self) -> str:
        return self.form.value

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word="home" if self.home else "road")


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class OtherTeam(Claim):
    """A team of the league that is not in this game, named in a clause about this game: "Trey Lyles
    led the Pacers with 18 points" in a Jazz game; or named first as the subject opening a sentence
    about another game or the season ("The Rockets will visit Philadelphia on Wednesday"). The subject is that team (``Subject.team`` its
    nickname, ``form`` how it is written); ``players`` and ``sides`` are the game's players named in
    the clause and the game's teams named in the sentence (in order), which say which team was meant."""

    kind: ClassVar[str] = "name"

    written: str
    players: tuple[Player, ...] = ()
    sides: tuple[Side, ...] = ()
    #: Named first, as the subject opening its sentence, in a clause about another game or the
    #: season ("The Rockets will visit Philadelphia on Wednesday" in a Grizzlies game): a story
    #: tells of its own teams so; ``named`` the other teams of that sentence (a next game's opponent).
    opens: bool = False
    named: tuple[str, ...] = ()
    #: The subject of a clause telling its next game against one team named after it ("while Atlanta
    #: will visit Orlando on Monday"): that team's nickname and words, and the weekday the clause names.
    against: str = ""
    against_at: tuple[int, int] = (-1, -1)
    day: str = ""

    @property
    def attribute(self) -> str:
        return "team"

    @property
    def value(self) -> Value:
        return Value("word", self.subject.start, self.subject.end, word=self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class CityNickname(Claim):
    """A city joined to another team's nickname: "the Miami Pelicans" ([start_at, end_at) the
    words; ``city_teams`` the nicknames of the city's teams, ``nickname`` the other's).
    ``frame_cue`` is the word that puts its clause in another game, if any."""

    kind: ClassVar[str] = "name"

    start_at: int
    end_at: int
    written: str
    city: str
    city_teams: frozenset[str]
    nickname: str
    frame_cue: str = ""

    @property
    def attribute(self) -> str:
        return "city_name"

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class MixedName(Claim):
    """A name whose first name is one player's and surname another's: "Kyle DeRozan" when Kyle Lowry
    and DeMar DeRozan played. ``figures`` are the (number, statistic) the text credits to the name;
    ``absent``: the sentence says someone is missing or replaced (the name may be no player of the
    box score at all); ``first_also``: the other played players with that first name ("Joe Gobert"
    when Joe Ingles, Joe Johnson and Rudy Gobert played)."""

    kind: ClassVar[str] = "name"

    start_at: int
    end_at: int
    written: str
    first_of: Player
    surname_of: tuple[Player, ...]
    figures: tuple[tuple[Number, Stat], ...] = ()
    absent: bool = False
    first_also: tuple[Player, ...] = ()

    @property
    def attribute(self) -> str:
        return "player"

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.written)


def _word(start: int, end: int, word: str) -> Value:
    return Value("word", start, end, word=word)


# ---- a team's record after its name ------------------------------------------------------------
@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamRecord(Claim):
    """A team's record after this game, in brackets after its name: "the Celtics ( 32 - 18 )".
    ``players``: the game's players its sentence names (whose team the sentence is about)."""

    kind: ClassVar[str] = "record"

    wins: Number
    losses: Number
    players: tuple[Player, ...] = ()

    @property
    def attribute(self) -> str:
        return "team"

    @property
    def value(self) -> Value:
        return Value("pair", self.wins.start, self.losses.end, self.wins.value, self.losses.value)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerAsTeam(Claim):
    """A player's name in a team's slot, a record after it: "defeated the David West ( 5 - 12 )".
    The subject is the player; ``sides``: the game's teams its sentence names (None for a name that
    fits both)."""

    kind: ClassVar[str] = "name"

    wins: Number
    losses: Number
    sides: frozenset[Side | None] = frozenset()

    @property
    def attribute(self) -> str:
        return "player_as_team"

    @property
    def value(self) -> Value:
        return Value("pair", self.wins.start, self.losses.end, self.wins.value, self.losses.value)


# ---- a player's team ---------------------------------------------------------------------------
class PlayerTeamForm(StrEnum):
    """How a team is named as a player's: "the Hawks ' Kyle Korver", "Atlanta guard Kyle Korver"
    (possessive); "added 21 points for the Nuggets" (line_for); "The Bulls were without Dwyane
    Wade" (without: his team played without him)."""

    POSSESSIVE = "possessive"
    LINE_FOR = "line_for"
    WITHOUT = "without"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerTeam(Claim):
    """A team named as ``player``'s own: "the Hawks ' Kyle Korver", "added 21 points for the Nuggets".
    The subject is the team named (the name corrected when he plays for the other team);
    [player_start, player_end) his name."""

    kind: ClassVar[str] = "team_of"

    form: PlayerTeamForm
    player: Player | None
    player_start: int
    player_end: int

    @property
    def attribute(self) -> str:
        return self.form.value

    @property
    def value(self) -> Value:
        return _word(self.player_start, self.player_end, self.player.name if self.player is not None else "")


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class TeamLedBy(Claim):
    """A team led by a player: "Paul Millsap led the way for Orlando", "The Magic were led by Kyrie
    Irving". The subject is the team named; ``partners``: players joined to him by "and" ("led by
    the duo of A and B": the team is right for either)."""

    kind: ClassVar[str] = "name"

    player: Player
    player_start: int
    player_end: int
    partners: tuple[Player, ...] = ()

    @property
    def attribute(self) -> str:
        return "led_by"

    @property
    def value(self) -> Value:
        return _word(self.player_start, self.player_end, self.player.name)


class StoryForm(StrEnum):
    """How a text puts a player in a team's story: "X followed with 18 points" after a teammate's
    line (continuation); a line alone between two of the team's lines (between); "X was the only
    other Nets player" (member); "<team> were led by X and Y" (pair_led); "They were led by X" (led_by)."""

    CONTINUATION = "continuation"
    BETWEEN = "between"
    MEMBER = "member"
    PAIR_LED = "pair_led"
    LED_BY = "led_by"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StoryTeam(Claim):
    """A player's line told in the story of the team ``side``: one more of its players."""

    kind: ClassVar[str] = "team_of"

    side: Side
    form: StoryForm
    team: str = ""  # the story's team, as the report names it

    @property
    def attribute(self) -> str:
        return "story"

    @property
    def value(self) -> Value:
        return _word(self.subject.start, self.subject.end, self.team)


# ---- a team related to itself ------------------------------------------------------------------
class RelationForm(StrEnum):
    """How a sentence relates a team to itself: in one clause ("the Hawks defeated the Hawks");
    by its subject in a participle clause after a comma (", outscoring the Hawks"); by its subject
    in a later participle clause, another team named between (later_participle); by its subject
    in a predicate of its own (", but outscored the Hawks", predicate); by a contrast of numbers
    (", while the Raptors shot 38 percent")."""

    CLAUSE = "clause"
    PARTICIPLE = "participle"
    LATER_PARTICIPLE = "later_participle"
    PREDICATE = "predicate"
    CONTRAST = "contrast"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class SameTeam(Claim):
    """One team on both sides of a relation: "the Hawks defeated the Hawks", "The Hawks held the
    Magic to 35 percent , while also forcing 15 turnovers from the Hawks". The subject is the second
    name, ``first`` the first (form "ref" for "they"). ``winner_first`` / ``loser_first``: the words
    between make the first the winner ("defeated", "over") or the loser ("fell to"); for a contrast,
    ``percents`` are the shooting percentages each clause gives (the first's, the second's)."""

    kind: ClassVar[str] = "name"

    first: Subject
    form: RelationForm
    winner_first: bool = False
    loser_first: bool = False
    percents: tuple[tuple[tuple[Stat, Number], ...], tuple[tuple[Stat, Number], ...]] = ((), ())

    @property
    def attribute(self) -> str:
        return self.form.value

    @property
    def value(self) -> Value:
        return _word(self.first.start, self.first.end, "same team")


# ---- players who did not play --------------------------------------------------------------------
@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class UnplayedLine(Claim):
    """Numbers credited to a player who did not play: "Bogdanovic chipped in 14 points" when he sat
    out. ``figures``: the (number, statistic) bound to him."""

    kind: ClassVar[str] = "name"

    written: str
    figures: tuple[tuple[Number, Stat], ...]

    @property
    def attribute(self) -> str:
        return "did_not_play"

    @property
    def value(self) -> Value:
        return _word(self.subject.start, self.subject.end, self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class UnknownLine(Claim):
    """A name of no player of this game followed by numbers in its clause: "JJ Thompson scored 20
    points". ``surname_of``: the game's players whose surname it ends with; ``initial_of``: those of
    them whose first name starts as the name does (a nickname: "Moe" for Maurice); ``resembles``:
    the game's players the name may be a misspelling of (read when it ends with no one's surname)."""

    kind: ClassVar[str] = "name"

    start_at: int
    end_at: int
    written: str
    figures: tuple[tuple[Number, Stat], ...]
    surname_of: tuple[Player, ...] = ()
    initial_of: tuple[Player, ...] = ()
    resembles: tuple[Player, ...] = ()

    @property
    def attribute(self) -> str:
        return "unknown_with_numbers"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.written)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class UnplayedPair(Claim):
    """A name of no player of this game, or of one who sat out (the subject), joined by "and" to
    ``partner``, who played: "the backcourt of Ty Lawson and Darren Collison". ``initial_of``: the
    game's players who played whose surname it ends with and whose first name starts as a word
    before the surname does ("Steph Curry")."""

    kind: ClassVar[str] = "name"

    start_at: int
    end_at: int
    written: str
    partner: Player
    initial_of: tuple[Player, ...] = ()

    @property
    def attribute(self) -> str:
        return "paired"

    @property
    def value(self) -> Value:
        return _word(self.start_at, self.end_at, self.written)
