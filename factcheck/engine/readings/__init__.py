"""Readings: how the judge reads a sentence's subjects before the rules verify its claims.

A reading says of one subject mention (a name's token span) that its claims are about another
player or team than the one written (the name is then the error: a NAME fix), or that whom they
are about is unsure (they are not verified). Each module here is one policy over the typed claims
of a document; :func:`factcheck.engine.readings.policies.readings` merges them, the first policy
to speak of a span winning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from boxscore import Player
from factcheck.claims import Claim, Fix

Span = tuple[int, int]
#: ``claims_of(classes)``: the document's claims of some claim classes.
ClaimsOf = Callable[[tuple[type, ...]], list]


@dataclass(frozen=True, slots=True)
class Reading:
    """How the claims of one subject mention are read: as said of ``player`` (None: the reading is
    unsure, and its claims are not verified), with ``name`` the fix of the written name when the
    player is not the one written (or, for a name found wrong for one claim only, when the
    mention's other claims are still read as the written player's: then ``player`` is he)."""

    player: Player | None
    name: Fix | None = None
    #: The claim the name fix is reported with (the mention's first).
    first: Claim | None = None
    #: Claims of these classes are not verified under the reading: what they say ("led", "next")
    #: was said of the name the reading finds wrong, and is not read as the other player's.
    leaves: tuple[type, ...] = ()
    #: Claims of these classes are verified as written, whatever the reading: they are about the
    #: name, not about the stat line the reading gives another player.
    keeps: tuple[type, ...] = ()
