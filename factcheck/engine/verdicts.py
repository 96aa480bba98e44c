"""Verdicts on claims, for the claims report and the review page: :func:`final_verdicts` gives
every claim read one final verdict from the rules' verdicts (wrong when an error names the claim,
correct when a rule found it true, else unchecked with the reason)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from factcheck.claims import Claim
from factcheck.engine.errors import Error
from factcheck.claims.verdict import Fix, Status, Verdict


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
