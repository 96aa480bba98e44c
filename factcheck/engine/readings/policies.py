"""Every readings policy, in the order they speak: the first to read a span wins."""

from __future__ import annotations

from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span, players, teams

POLICIES = (players.readings, teams.readings)


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """Every policy's readings of the document's subject mentions."""
    out: dict[Span, Reading] = {}
    for policy in POLICIES:
        for span, reading in policy(ctx, claims_of).items():
            out.setdefault(span, reading)
    return out
