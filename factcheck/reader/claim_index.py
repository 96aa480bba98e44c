"""The stat claims of a document by position and by subject, indexed once per document.

Rules ask "which claims have their number in [lo, hi)?" or "which claims are this mention's?"
for every phrase they read; scanning every claim of the document each time made a 1 MB text
quadratic. Answers keep the order of :func:`stat_claims`.
"""

from __future__ import annotations

from bisect import bisect_left

from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention

from .stats import BoundStat, stat_claims


def claims_between(ctx: CheckContext, lo: int, hi: int) -> list[BoundStat]:
    """The claims of :func:`stat_claims` whose number lies in [lo, hi), in their order there.

    Rules ask this for every phrase they read: an index keeps a 1 MB text linear."""
    order, starts = ctx.shared("reader.stat_claims_by_start", _claims_by_start)
    picked = order[bisect_left(starts, lo):bisect_left(starts, hi)]
    claims = stat_claims(ctx)
    return [claims[n] for n in sorted(picked)]


def _claims_by_start(ctx: CheckContext) -> tuple[list[int], list[int]]:
    claims = stat_claims(ctx)
    order = sorted(range(len(claims)), key=lambda n: claims[n].number.start)
    return order, [claims[n].number.start for n in order]


def claims_of_subject(ctx: CheckContext, subject: PlayerMention) -> list[BoundStat]:
    """The claims of :func:`stat_claims` bound to ``subject``, in their order there."""
    return [c for c in claims_named_at(ctx, subject.start) if c.subject == subject]


def claims_named_at(ctx: CheckContext, start: int) -> list[BoundStat]:
    """The claims of :func:`stat_claims` whose subject's mention starts at ``start``, in order."""
    return ctx.shared("reader.stat_claims_by_subject", _claims_by_subject).get(start, [])


def _claims_by_subject(ctx: CheckContext) -> dict[int, list[BoundStat]]:
    out: dict[int, list[BoundStat]] = {}
    for c in stat_claims(ctx):
        out.setdefault(c.subject.start, []).append(c)
    return out
