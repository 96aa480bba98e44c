"""JSON Lines: a run header, then one object per error, for scripts and for ``factcheck profile``.

The first line is ``{"record": "run", "signature": ..., "texts": [...]}``: the signature names the
tool version and a hash of the rule set (as sacrebleu does), so a result can be reproduced, and
``texts`` lists every text checked, including those without errors (profiles divide by it).
Each following line is ``{"record": "error", ...}`` with the text id, the shared task's 1-based
ids, 0-based token offsets (end exclusive), character offsets into the text as read (end
exclusive), the tokens, category, correction, comment, the rule that found it, its ``confidence``
(0 to 1: how sure the reading behind it is) and ``doubt`` (why it is less than sure; "" when sure).
``factcheck score --sweep`` reads the confidences back to score the run per threshold.
"""

from __future__ import annotations

import json

from factcheck.io.formats.run import Checked, Run


def error_objects(run: Run) -> list[dict]:
    """One dict per error, in run order."""
    return [obj for text in run.texts for obj in text_objects(text)]


def header(run: Run, text_ids: list[str]) -> dict:
    """The first line: signature and every text checked."""
    return run_header(run.signature, text_ids)


def run_header(signature: str, text_ids: list[str]) -> dict:
    """The run record that starts every JSON Lines output (errors, claims): what the run was
    checked with and every text checked."""
    return {"record": "run", "signature": signature, "n_texts": len(text_ids), "texts": text_ids}


def text_objects(text: Checked) -> list[dict]:
    """One dict per error of one text."""
    out = []
    doc = text.doc
    for ann_id, err in text.errors:
        sent, sent_start = doc.sent_ids(err.start)
        _, sent_end = doc.sent_ids(err.end - 1)
        char_start, char_end = doc.char_span(err.start, err.end)
        out.append({
            "record": "error", "text_id": text.text_id, "annotation_id": ann_id,
            "sentence_id": sent, "sent_token_start": sent_start, "sent_token_end": sent_end,
            "doc_token_start": doc.doc_id(err.start), "doc_token_end": doc.doc_id(err.end - 1),
            "token_start": err.start, "token_end": err.end,
            "char_start": char_start, "char_end": char_end,
            "tokens": doc.span_text(err.start, err.end), "text": doc.text[char_start:char_end],
            "category": err.category.value, "correction": err.correction, "comment": err.comment,
            "rule": err.rule, "confidence": err.confidence, "doubt": err.doubt,
        })
    return out


def render(run: Run) -> str:
    """The whole JSON Lines file."""
    lines = [header(run, [t.text_id for t in run.texts]), *error_objects(run)]
    return "".join(json.dumps(obj, ensure_ascii=False) + "\n" for obj in lines)
