"""Claims about names and sides: home and road words, a player's team, a team or player that did not play."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from .base import Claim, Value

__all__ = ["VenueClaim", "VenueForm"]


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
