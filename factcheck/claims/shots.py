"""Shooting claims: made-attempted lines, counts of shots, percentages, of players and teams."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from boxscore import Player, Shot
from factcheck.text.numbers import Number
from factcheck.text.slots import fast_init

from .base import Claim, Value, number_value

__all__ = ["MadeOverAttempted", "PercentOfPair", "PlayerPercent", "PlayerShots", "ShotWords"]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PercentOfPair(Claim):
    """A percentage written with its own made-attempted pair: "31 - of - 38 ( 89 percent )"; checked
    against the pair itself, whoever's it is (``end``: the token after the expression)."""

    kind: ClassVar[str] = "percent"

    made: Number
    attempted: Number
    percent: Number
    end_at: int

    @property
    def attribute(self) -> str:
        return "made/attempted"

    @property
    def value(self) -> Value:
        return Value("percent", self.made.start, self.end_at, self.percent.value)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class MadeOverAttempted(Claim):
    """A made-attempted pair with more made than attempted: "7 - of - 6 from the field"."""

    kind: ClassVar[str] = "shots"

    made: Number
    attempted: Number

    @property
    def attribute(self) -> str:
        return "made/attempted"

    @property
    def value(self) -> Value:
        return Value("made_attempted", self.made.start, self.attempted.end, self.made.value, self.attempted.value)


class ShotWords(StrEnum):
    """How the words naming a shot type (a claim's ``cue``) are written, so that a correction of
    them is written alike: none ("went 9 - for - 15"), a phrase ("from the field", "three -
    pointers"), or a box-score label ("FG", "3Pt"; LABEL_CAPS: "3 PT" with its letters in capitals)."""

    NONE = "none"
    PHRASE = "phrase"
    LABEL = "label"
    LABEL_CAPS = "label_caps"


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerShots(Claim):
    """A player's made and attempted shots of a type: a line "10 - of - 17 from the field", "( 10 - 17
    FG , 3 - 6 3Pt )" (both numbers), a count "made four three - pointers" (``made``) or "took 12 free
    throw attempts" (``attempted``).

    ``cue`` is the words naming the shot type (None when implied), written as ``words`` says;
    ``fixed``: those words are a fixed label or the line is a part of another figure ("( 8 - 15
    FG , ...", "including 4 - of - 4 from deep"), where a slip changes numbers, not words;
    ``stated``: the shot types the player's other lines in the sentence state; ``two``: the "two" of
    "two - point" words, where a slip of "three" may stand."""

    kind: ClassVar[str] = "shots"

    shot: Shot
    made: Number | None = None
    attempted: Number | None = None
    words: ShotWords = ShotWords.NONE
    fixed: bool = False
    stated: frozenset[Shot] = frozenset()
    two: Number | None = None

    @property
    def attribute(self) -> str:
        if self.made is not None and self.attempted is not None:
            return self.shot.value
        return (self.shot.made if self.made is not None else self.shot.attempted).value

    @property
    def value(self) -> Value:
        made, att = self.made, self.attempted
        if made is not None and att is not None:
            return Value("made_attempted", made.start, att.end, made.value, att.value)
        return number_value(made if made is not None else att)  # type: ignore[arg-type]

    @property
    def numbers(self) -> tuple[Number, ...]:
        """Its numbers in text order: made and attempted, or the one it counts."""
        return tuple(n for n in (self.made, self.attempted) if n is not None)

    def misses(self, player: Player) -> int:
        """How many of its numbers ``player``'s box score contradicts."""
        made, att = self.shot.of(player)
        return (self.made is not None and self.made.value != made) \
            + (self.attempted is not None and self.attempted.value != att)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class PlayerPercent(Claim):
    """A player's shooting percentage of a type: "shot 50 percent from the field", "( 10 - 17 , 59
    percent )". ``cue`` is the words naming the shot type, when they are its own."""

    kind: ClassVar[str] = "percent"

    shot: Shot
    number: Number

    @property
    def attribute(self) -> str:
        return self.shot.percent.value

    @property
    def value(self) -> Value:
        return Value("percent", self.number.start, self.number.end, self.number.value)

    @property
    def numbers(self) -> tuple[Number, ...]:
        return (self.number,)

    def misses(self, player: Player) -> int:
        """A percentage is checked against the player's own line: it counts toward no other line."""
        return 0
