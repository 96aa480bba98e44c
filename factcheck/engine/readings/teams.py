"""Team readings: claims said of a team that are the other team's (the name is wrong)."""

from __future__ import annotations

from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """The readings of the document's team mentions (none yet)."""
    return {}
