"""Claim records: one JSON object per claim read, with its verdict (``factcheck claims``,
``check --format claims`` and the review page's verified claims are written from them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from factcheck.engine.errors import Error
from factcheck.claims import Claim, Status, Verdict
from factcheck.text.document import Document

if TYPE_CHECKING:
    from boxscore import Game


def claim_record(doc: Document, verdict: Verdict, errors: list[Error], game: "Game | None" = None) -> dict[str, Any]:
    """One claim and its verdict as a JSON object (token ids from 0, ends exclusive); with the
    game, a team subject also carries the team's name (``subject.team``)."""
    claim = verdict.claim
    text = doc.text_id[:-4] if doc.text_id.endswith(".txt") else doc.text_id
    record: dict[str, Any] = {
        "record": "claim",
        "text_id": text,
        "sentence": doc.sentence_of[claim.start] + 1 if claim.start < len(doc) else None,
        "kind": claim.kind,
        "attribute": claim.attribute,
        "subject": _subject(doc, claim, game),
        "value": _value(doc, claim),
        "frame": claim.frame.value,
        "period": list(claim.period) or None,
        "cue": _span(doc, claim.cue) if claim.cue else None,
        "tokens": [claim.start, claim.end],
        "text": doc.span_text(claim.start, claim.end) if claim.end > claim.start else "",
        "reader": claim.reader,
        "verdict": verdict.status.value,
        "rule": verdict.rule or None,
    }
    if verdict.status is Status.CORRECT:
        record["fact"] = verdict.fact
    elif verdict.status is Status.WRONG:
        record["errors"] = [{"tokens": [e.start, e.end], "text": doc.span_text(e.start, e.end),
                             "category": e.category.value, "correction": e.correction, "comment": e.comment,
                             "rule": e.rule, "confidence": e.confidence, "doubt": e.doubt} for e in errors]
    else:
        record["reason"] = verdict.reason
    return record


def _span(doc: Document, span: tuple[int, int]) -> dict[str, Any]:
    return {"tokens": list(span), "text": doc.span_text(*span)}


def _subject(doc: Document, claim: Claim, game: "Game | None") -> dict[str, Any] | None:
    s = claim.subject
    if s is None:
        return None
    out: dict[str, Any] = {"kind": s.kind, "name": s.label}
    if game is not None and s.side is not None and s.player is None and not s.team:
        out["team"] = game.team(s.side).full_name
    if s.start >= 0:
        out.update(_span(doc, (s.start, s.end)))
    return out


def _value(doc: Document, claim: Claim) -> dict[str, Any] | None:
    v = claim.value
    if v is None:
        return None
    out: dict[str, Any] = {"kind": v.kind}
    for name in ("number", "second", "word"):
        got = getattr(v, name)
        if got not in (None, ""):
            out[name] = got
    out.update(_span(doc, (v.start, v.end)))
    return out
