"""From findings to the errors a run reports.

Spans never overlap in a submission: when two findings overlap, the one whose category comes
first in the guideline's priority (NAME > NUMBER > CONTEXT > WORD > NOT_CHECKABLE > OTHER)
wins, then the narrower span, then the earlier one; so the output is deterministic.
"""

from __future__ import annotations

from collections.abc import Iterable

from factcheck.engine.errors import Error


def resolve_overlaps(errors: Iterable[Error]) -> list[Error]:
    """Keep a non-overlapping subset by priority, then narrowness; return it in text order."""
    # An Error spans one token or more, so two overlap exactly when they share a token: marking
    # the tokens taken keeps a text with thousands of findings linear (comparing pairs was not).
    kept: list[Error] = []
    taken: set[int] = set()
    for err in sorted(errors, key=lambda e: (e.category.priority, e.width, e.start, e.end, e.rule)):
        span = range(err.start, err.end)
        if taken.isdisjoint(span):
            kept.append(err)
            taken.update(span)
    return sorted(kept, key=lambda e: (e.start, e.end))
