"""Every readings policy, in the order they speak: a claim is read by the first reading of its
mention that applies to it. The shooting and team-statistics policies read their own claim classes
only, every mention of them (a shooting line, a team's numbers, is judged on its own figures), so
they speak before the player and team policies."""

from __future__ import annotations

from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span, players, shots, team_stats, teams

POLICIES = (shots.readings, team_stats.readings, players.readings, teams.readings)


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, tuple[Reading, ...]]:
    """Every policy's readings of the document's subject mentions, in the order they speak."""
    out: dict[Span, tuple[Reading, ...]] = {}
    for policy in POLICIES:
        for span, reading in policy(ctx, claims_of).items():
            out[span] = out.get(span, ()) + (reading,)
    return out
