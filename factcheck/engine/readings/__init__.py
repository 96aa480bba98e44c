"""Readings: how the judge reads a sentence's subjects before the rules verify its claims.

A reading says of one subject mention (a name's token span) that its claims are about another
player or team than the one written (the name is then the error: a NAME fix), or that whom they
are about is unsure (they are not verified). Each module here is one policy over the typed claims
of a document; :func:`factcheck.engine.readings.policies.readings` merges them: a claim is read
by the first reading of its mention that applies to its class.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from boxscore import Player, Side
from factcheck.claims import Claim, Fix, Subject
from factcheck.text.slots import fast_init

Span = tuple[int, int]
#: ``claims_of(classes)``: the document's claims of some claim classes.
ClaimsOf = Callable[[tuple[type, ...]], list]


@fast_init
@dataclass(frozen=True, slots=True)
class Reading:
    """How the claims of one subject mention are read: as said of ``player``, or of the team
    ``side`` (both None: the reading is unsure, and its claims are not verified), with ``name`` the
    fix of the written name when the player or team is not the one written (or, for a name found
    wrong for one claim only, when the mention's other claims are still read as the written
    player's: then ``player`` is he)."""

    player: Player | None
    name: Fix | None = None
    #: The claim the name fix is reported with (the mention's first, or the claim that shows it).
    first: Claim | None = None
    side: Side | None = None
    #: The claim classes it reads (empty: every claim of the mention). A policy that weighs the
    #: evidence of some classes only speaks for those.
    classes: tuple[type, ...] = ()
    #: Claims of these classes are not verified under the reading: what they say ("led", "next")
    #: was said of the name the reading finds wrong, and is not read as the other player's.
    leaves: tuple[type, ...] = ()
    #: Claims of these classes are verified as written, whatever the reading: they are about the
    #: name, not about the stat line the reading gives another player.
    keeps: tuple[type, ...] = ()
    #: The rule the name fix is reported as ("": the first claim's).
    rule: str = ""
    #: Claims the name fix accounts for (the figure of a lead that is the leader's): not verified
    #: as the written player's, whose figure it is not.
    explains: tuple[Claim, ...] = ()
    #: More name fixes the reading makes, reported with ``name``: the other team's names set
    #: against a team name read as the other team (the two names were swapped).
    also: tuple[Fix, ...] = ()
    #: It reads the claims about this game only (a team's next game or streak keeps its name).
    game_only: bool = False

    @property
    def unsure(self) -> bool:
        return self.player is None and self.side is None

    def applies(self, claim: Claim) -> bool:
        """True when it is a reading of ``claim`` (a claim of one of its classes)."""
        return (not self.classes or isinstance(claim, self.classes)) and not isinstance(claim, self.keeps) \
            and not (self.game_only and not claim.frame.this_game)

    def subject(self, written: Subject) -> Subject:
        """The subject the claims of the mention ``written`` are verified with."""
        if self.player is not None:
            return Subject.of_player(self.player, written.start, written.end, written.form)
        return Subject.of_team(self.side, written.start, written.end, form=written.form)
