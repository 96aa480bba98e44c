"""From findings to the errors a run reports.

Spans never overlap in a submission: when two findings overlap, the one whose category comes
first in the guideline's priority (NAME > NUMBER > CONTEXT > WORD > NOT_CHECKABLE > OTHER)
wins, then the narrower span, then the earlier one; so the output is deterministic.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from factcheck.claims.verdict import Fix, Status, Verdict
from factcheck.engine.errors import Category, Error


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


def errors_of(verdicts: Iterable[Verdict], tokenized: bool, not_checkable: bool,
              sentence_of: Sequence[int] | None = None) -> list[Error]:
    """The errors the verdicts' fixes make: each fix of a wrong verdict, naming its claim; the
    NOT_CHECKABLE spans of unchecked verdicts only when the run asks for them (a request to look
    something up, not a finding about the claim: those name no claim). A correction written as the
    shared task tokenizes ("twenty - two") is joined for a text that was not ("twenty-two").
    ``sentence_of`` (token -> sentence) tells a subject named in an earlier sentence ("He ...")."""
    out = []
    for verdict in verdicts:
        if verdict.status is Status.WRONG:
            for fix in verdict.fixes:
                correction = fix.correction if tokenized else fix.correction.replace(" - ", "-")
                confidence, doubt = confidence_of(verdict.claim, fix, sentence_of)
                out.append(Error(fix.start, fix.end, fix.category, correction, fix.comment, verdict.rule, verdict.claim,
                                 confidence, doubt))
        elif not_checkable and verdict.fixes:
            out.extend(Error(f.start, f.end, f.category, f.correction, f.comment, verdict.rule)
                       for f in verdict.fixes if f.category is Category.NOT_CHECKABLE)
    return out


#: How much less sure a finding is when the claim's subject is implied ("he", "they", an elided
#: subject): the binder may have taken the wrong antecedent.
IMPLIED_SUBJECT = 0.9


def confidence_of(claim, fix: Fix, sentence_of: Sequence[int] | None = None) -> tuple[float, str]:
    """How sure a fix is: the rule's own doubt (a writer's convention the figure may follow), and
    the reading's (a subject the text only implies: elided, or named in an earlier sentence and
    taken up by "he" or "they"). A fix over the subject's own name is read from that name, so
    only the rule's doubt counts for it."""
    confidence, doubts = fix.confidence, [fix.doubt] if fix.doubt else []
    subject = getattr(claim, "subject", None)
    if subject is not None and subject.kind in ("player", "team") and fix.category is not Category.NAME \
            and _implied(claim, subject, sentence_of):
        confidence *= IMPLIED_SUBJECT
        doubts.append("the subject is implied (he, they), not named in its sentence")
    return round(confidence, 2), "; ".join(doubts)


def _implied(claim, subject, sentence_of: Sequence[int] | None) -> bool:
    if subject.start < 0:
        return True
    if sentence_of is None:
        return False
    at = claim.words_at
    return 0 <= at < len(sentence_of) and sentence_of[subject.start] != sentence_of[at]
