"""The judge: which reading of a sentence the claims are verified under, and every rule's verdicts.

Rules verify one claim at a time. A reviewer reads a sentence as a whole and marks the smallest
set of corrections that makes it true: when the numbers credited to a player are another
player's line, the *name* is the error, not each number. The judge decides such readings once,
for every rule: for each player named with a stat line, the reading is the written player, or
the player whose box-score line the numbers fit clearly better (:func:`boxscore.lines.better_player`,
then the name is a NAME fix); for a team named where the sentence shows the other team is meant
(a team related to itself, a team led by a player of the other team), the reading is the other
team. Every claim of that mention is then verified under the reading's subject, but for the
claims the reading leaves unverified or keeps as written (``Reading.leaves``, ``Reading.keeps``),
and the name fix is reported once, with the claim that shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from factcheck.claims import Claim, Facts, Status, Verdict

from .context import CheckContext
from .readings import Reading, Span
from .readings.policies import readings


def verdicts(ctx: CheckContext, specs: Sequence, facts: Facts, claims_of: Callable[[tuple[type, ...]], list],
             strict: bool = False) -> tuple[list[Verdict], list[tuple[str, str]]]:
    """Every verdict of the typed rules ``specs`` on the document's claims (``claims_of(classes)``
    gives the claims of some classes), and the rules that failed: [(rule, one-line message)]
    (``strict``: a failing rule raises)."""
    out: list[Verdict] = []
    failures: list[tuple[str, str]] = []
    found: dict[Span, tuple[Reading, ...]] | None = None
    for spec in specs:
        try:  # reading the claims may fail too (a reader's bug): it costs this rule's verdicts
            claims = claims_of(spec.verifies)
            if found is None and claims:
                found = readings(ctx, claims_of)
            out.extend(_verify(spec, claims, facts, found or {}))
        except Exception as exc:
            if strict:
                raise  # noqa: BLE001 - a rule's bug costs its verdicts, not the run
            failures.append((spec.name, " ".join(f"{type(exc).__name__}: {exc}".split())[:300]))
    return out, failures


def _verify(spec, claims: Sequence[Claim], facts: Facts,
            readings: dict[Span, tuple[Reading, ...]]) -> Iterable[Verdict]:
    verify, name = spec.verify, spec.name
    # a reading's name fix is reported once, with the claim that shows it (mostly the mention's first)
    named = {id(r.first): r.name for found in readings.values() for r in found
             if r.name is not None and r.first is not None}
    for read in claims:
        if read.note:
            continue  # the reader could not read it whole: its note says why
        claim, subject = read, read.subject
        found = readings.get((subject.start, subject.end)) if subject is not None and subject.start >= 0 else None
        reading = next((r for r in found if r.applies(read)), None) if found else None
        if reading is not None and reading.unsure:
            continue
        fix = named.get(id(read)) if named else None
        if fix is not None:
            yield Verdict(read, Status.WRONG, fix.comment, (fix,), rule=name)
        if reading is not None:
            if isinstance(read, reading.leaves):
                yield Verdict(read, Status.UNCHECKED, reason="said of a name the judge reads as the error", rule=name)
                continue
            claim = claim.with_subject(reading.subject(subject))
        verdict = verify(claim, facts)
        if verdict is not None:  # (said of the claim as read, whatever subject it was verified with)
            yield Verdict(read, verdict.status, verdict.fact, verdict.fixes, verdict.reason, name)

