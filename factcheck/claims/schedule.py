"""Claims beyond this box score: the weekday, the next game, streaks, earlier games, form, what no data settles."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from factcheck.text.numbers import Number

from .base import Claim, Value

__all__ = ["FormSays", "FormWords", "GameWeekday", "Unverifiable"]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class GameWeekday(Claim):
    """The weekday of this game: "on Wednesday" (``day`` as written, capitalised; ``at`` its token)."""

    kind: ClassVar[str] = "weekday"

    day: str
    at: int

    @property
    def attribute(self) -> str:
        return "weekday"

    @property
    def value(self) -> Value:
        return Value("word", self.at, self.at + 1, word=self.day)


class FormSays(StrEnum):
    """What words about a team's form say: still in bad form ("continue to struggle"), the two
    teams' form is unlike ("going in opposite directions"), both in bad form ("two struggling
    teams"), in good form ("one of the hottest teams")."""

    STRUGGLE = "struggle"
    OPPOSITE = "opposite"
    TWO_STRUGGLING = "two struggling"
    HOT = "hot"


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class FormWords(Claim):
    """Words about the subject team's form (both teams' for OPPOSITE and TWO_STRUGGLING) over
    tokens [start_at, end_at), checked against its recent games in the schedule."""

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
        return Value("word", self.start_at, self.end_at, word=self.words)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Unverifiable(Claim):
    """A claim no data given here settles: standings and seeding, the playoff race, betting, titles,
    injuries, tip-off times, a player's season averages, season and career highs. ``topic`` names
    it ("seeding", "injury", "season average" ...), [start_at, end_at) is the span an annotator
    should look up, ``why`` why no data here settles it; ``score``: for "season - high", the number
    right after it (a team's score there is settled by the schedule)."""

    kind: ClassVar[str] = "unverifiable"

    topic: str
    start_at: int
    end_at: int
    why: str
    score: Number | None = None
    number: Number | None = None

    @property
    def attribute(self) -> str:
        return self.topic

    @property
    def value(self) -> Value | None:
        num = self.number
        return None if num is None else Value("number", num.start, num.end, num.value)
