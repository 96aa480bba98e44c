"""Verdicts on claims: what each rule found a claim to be, for the claims report and the review page.

A rule verifying a claim either emits an :class:`~factcheck.engine.errors.Error` naming the claim
(``Error(..., claim=claim)``: the claim is wrong), or says it checked it and it holds
(:func:`verified`, with the box-score fact), or says why it could not check it (:func:`unchecked`).
Recording is off (both are no-ops) unless the caller asked for verdicts, so a plain ``check`` run
pays nothing for them. :func:`final_verdicts` gives every claim read one final verdict.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Error
from factcheck.claims.verdict import Fix, Status, Verdict
from factcheck.reader.schema import Claim
from factcheck.engine.wording import singular_for_one


def recording(ctx: CheckContext) -> bool:
    """True when the caller asked for verdicts. A rule whose fact costs something to write (one
    per correct number) asks this first, so that a plain check pays nothing for the fact either."""
    return ctx.verdicts is not None


def verified(ctx: CheckContext, claim: Claim, fact: str) -> None:
    """``claim`` holds: ``fact`` is what the data says ("Kyle Lowry had 21 points")."""
    if recording(ctx):
        ctx.verdicts.append(Verdict(claim, Status.CORRECT, singular_for_one(fact), rule=ctx.rule))


def unchecked(ctx: CheckContext, claim: Claim, reason: str) -> None:
    """``claim`` was read but cannot be settled: ``reason`` says why ("no box score of that game")."""
    if recording(ctx):
        ctx.verdicts.append(Verdict(claim, Status.UNCHECKED, reason=reason, rule=ctx.rule))


def default_reason(claim: Claim, verified_kinds: set[str]) -> str:
    """Why nobody checked ``claim``, when no rule said."""
    if claim.note:
        return claim.note
    if not claim.frame.this_game:
        return f"about {claim.frame.value.replace('_', ' ')}, not this game"
    if claim.subject is None:
        return "ambiguous binding: whom it is about is not certain"
    if claim.kind not in verified_kinds:
        return f"no rule run verifies {claim.kind} claims"
    return "no rule settled it"


def final_verdicts(claims: Iterable[Claim], recorded: Iterable[Verdict], errors: Iterable[Error],
                   verified_kinds: set[str], doubted: Iterable[Error] = (),
                   floor: float = 0.0) -> list[tuple[Verdict, list[Error]]]:
    """One verdict per claim, with the errors found in it: wrong when an error names it, else
    correct when a rule verified it, else unchecked (with the rule's reason, or the default). A
    claim whose only errors were left out as less sure than ``floor`` (``doubted``) is unchecked,
    and the reason says so: it was not found right."""
    by_claim: dict[int, list[Error]] = {}
    for e in errors:
        if e.claim is not None:
            by_claim.setdefault(id(e.claim), []).append(e)
    below: dict[int, Error] = {}
    for e in doubted:
        if e.claim is not None:
            below.setdefault(id(e.claim), e)
    said: Mapping[int, list[Verdict]] = {}
    for v in recorded:
        said.setdefault(id(v.claim), []).append(v)  # type: ignore[attr-defined]
    out = []
    for claim in claims:
        found = by_claim.get(id(claim), [])
        votes = said.get(id(claim), [])
        if found:
            first = found[0]
            fixes = tuple(Fix(e.start, e.end, e.category, e.correction, e.comment) for e in found)
            out.append((Verdict(claim, Status.WRONG, first.comment, fixes, rule=first.rule), found))
            continue
        if id(claim) in below:
            e = below[id(claim)]
            reason = f"found wrong with confidence {e.confidence:g}, below the threshold {floor:g}"
            out.append((Verdict(claim, Status.UNCHECKED, reason=reason + (f" ({e.doubt})" if e.doubt else "")), []))
            continue
        correct = [v for v in votes if v.status is Status.CORRECT]
        if correct:
            out.append((correct[0], []))
            continue
        reasons = [v for v in votes if v.status is Status.UNCHECKED]
        if reasons:
            out.append((reasons[0], []))
        else:
            out.append((Verdict(claim, Status.UNCHECKED, reason=default_reason(claim, verified_kinds)), []))
    return out
