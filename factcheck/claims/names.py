"""Claims about names and sides: home and road words, a player's team, a team or player that did not play."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from boxscore import Player, Side, Stat
from factcheck.text.numbers import Number

from .base import Claim, Value

__all__ = ["CityNickname", "MixedName", "OtherTeam", "VenueClaim", "VenueForm"]


class VenueForm(StrEnum):
    """How a venue is said: "the host Raptors" (host_adj), "the road team prevailed" (venue_team),
    "a road win", "at home", "hosted" (venue_word)."""

    HOST_ADJECTIVE = "host_adj"
    VENUE_TEAM = "venue_team"
    VENUE_WORD = "venue_word"


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


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class OtherTeam(Claim):
    """A team of the league that is not in this game, named in a clause about this game: "Trey Lyles
    led the Pacers with 18 points" in a Jazz game. The subject is that team (``Subject.team`` its
    nickname, ``form`` how it is written); ``players`` and ``sides`` are the game's players named in
    the clause and the game's teams named in the sentence (in order), which say which team was meant."""

    kind: ClassVar[str] = "name"

    written: str
    players: tuple[Player, ...] = ()
    sides: tuple[Side, ...] = ()

    @property
    def attribute(self) -> str:
        return "team"

    @property
    def value(self) -> Value:
        return Value("word", self.subject.start, self.subject.end, word=self.written)


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


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class MixedName(Claim):
    """A name whose first name is one player's and surname another's: "Kyle DeRozan" when Kyle Lowry
    and DeMar DeRozan played. ``figures`` are the (number, statistic) the text credits to the name;
    ``absent``: the sentence says someone is missing or replaced (the name may be no player of the
    box score at all)."""

    kind: ClassVar[str] = "name"

    start_at: int
    end_at: int
    written: str
    first_of: Player
    surname_of: tuple[Player, ...]
    figures: tuple[tuple[Number, Stat], ...] = ()
    absent: bool = False

    @property
    def attribute(self) -> str:
        return "player"

    @property
    def value(self) -> Value:
        return Value("word", self.start_at, self.end_at, word=self.written)
