"""The stat claims of a document by position, indexed once per document.

Readers ask "which claims have their number in [lo, hi)?" for every phrase they read (the figure a
lead or a rank is told with); scanning every claim of the document each time made a 1 MB text
quadratic. Answers keep the order of :func:`stat_claims`. (Which claims are one mention's, and
whether they make its name the error, is the judge's readings: :mod:`factcheck.engine.readings`.)
"""

from __future__ import annotations

from bisect import bisect_left

from factcheck.engine.context import CheckContext

from .stats import BoundStat, stat_claims


def claims_between(ctx: CheckContext, lo: int, hi: int) -> list[BoundStat]:
    """The claims of :func:`stat_claims` whose number lies in [lo, hi), in their order there.

    Readers ask this for every phrase they read: an index keeps a 1 MB text linear."""
    analysis = ctx.analysis
    found = analysis.stat_claims_by_start
    if found is None:
        found = analysis.stat_claims_by_start = _claims_by_start(ctx)
    order, starts = found
    picked = order[bisect_left(starts, lo):bisect_left(starts, hi)]
    claims = stat_claims(ctx)
    return [claims[n] for n in sorted(picked)]


def _claims_by_start(ctx: CheckContext) -> tuple[list[int], list[int]]:
    claims = stat_claims(ctx)
    order = sorted(range(len(claims)), key=lambda n: claims[n].number.start)
    return order, [claims[n].number.start for n in order]
