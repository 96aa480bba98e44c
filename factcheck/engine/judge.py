"""The judge: which reading of a sentence the claims are verified under, and every rule's verdicts.

Rules verify one claim at a time. A reviewer reads a sentence as a whole and marks the smallest
set of corrections that makes it true: when the numbers credited to a player are another
player's line, the *name* is the error, not each number. The judge decides such readings once,
for every rule: for each player named with a stat line, the reading is the written player, or
the player whose box-score line the numbers fit clearly better (:func:`boxscore.lines.better_player`,
then the name is a NAME fix); every claim of that mention is then verified under the reading's
subject, but for the claims the reading leaves unverified or keeps as written (``Reading.leaves``,
``Reading.keeps``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from factcheck.claims import Claim, Facts, Status, Subject, Verdict

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
    found: dict[Span, Reading] | None = None
    for spec in specs:
        claims = claims_of(spec.verifies)
        if found is None and claims:
            found = readings(ctx, claims_of)
        try:
            out.extend(_verify(spec, claims, facts, found or {}))
        except Exception as exc:
            if strict:
                raise  # noqa: BLE001 - a rule's bug costs its verdicts, not the run
            failures.append((spec.name, " ".join(f"{type(exc).__name__}: {exc}".split())[:300]))
    return out, failures


def _verify(spec, claims: Sequence[Claim], facts: Facts, readings: dict[Span, Reading]) -> Iterable[Verdict]:
    named: set[Span] = set()
    verify, name = spec.verify, spec.name
    for read in claims:
        if read.note:
            continue  # the reader could not read it whole: its note says why
        claim, subject = read, read.subject
        reading = readings.get((subject.start, subject.end)) if subject is not None and subject.start >= 0 else None
        if reading is not None and not isinstance(read, reading.keeps):
            if reading.player is None:
                continue
            if reading.name is not None and (subject.start, subject.end) not in named and reading.first is read:
                named.add((subject.start, subject.end))
                yield Verdict(read, Status.WRONG, reading.name.comment, (reading.name,), rule=name)
            if isinstance(read, reading.leaves):
                yield Verdict(read, Status.UNCHECKED, reason="said of a name the judge reads as the error", rule=name)
                continue
            claim = claim.with_subject(Subject.of_player(reading.player, subject.start, subject.end, subject.form))
        verdict = verify(claim, facts)
        if verdict is not None:  # (said of the claim as read, whatever subject it was verified with)
            yield Verdict(read, verdict.status, verdict.fact, verdict.fixes, verdict.reason, name)
