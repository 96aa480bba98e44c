"""JSON Lines: a run header, then one object per error, for scripts and for ``factcheck profile``.

The first line is ``{"record": "run", "kind": "errors", "format_version": 2, "signature": ...,
"texts": [...]}``: ``kind`` says what the file holds ("errors" here, "claims" for ``--format
claims`` and ``factcheck claims --format jsonl``), so that a claims file is never read as a run
without errors; the signature names the tool version and a hash of the rule set (as sacrebleu
does), so a result can be reproduced, and ``texts`` lists every text checked, including those
without errors (profiles divide by it). After each text's errors a ``{"record": "text", ...}``
line says how the text was read (``tokenized``: false when factcheck tokenized it first) and how
many claims the rules verified in it (0: nothing was read as a fact of the game).
Each error line is ``{"record": "error", ...}`` with the text id, the shared task's 1-based
ids, 0-based token offsets (end exclusive), character offsets into the text as read (end
exclusive), the tokens, category, correction, comment, the rule that found it, its ``confidence``
(0 to 1: how sure the reading behind it is) and ``doubt`` (why it is less than sure; "" when sure).
``factcheck score --sweep`` reads the confidences back to score the run per threshold.
"""

from __future__ import annotations

import json

from factcheck.io.formats.run import Checked, Run
from factcheck.io.run_kind import CLAIMS, ERRORS, FORMAT_VERSION

__all__ = ["CLAIMS", "ERRORS", "FORMAT_VERSION", "header", "lines_of_text", "render", "run_header", "text_objects"]


def error_objects(run: Run) -> list[dict]:
    """One dict per error, and each text's record after its errors, in run order."""
    return [obj for text in run.texts for obj in lines_of_text(text)]




def header(run: Run, text_ids: list[str], kind: str = ERRORS) -> dict:
    """The first line: what the file holds, the signature and every text checked."""
    return run_header(run.signature, text_ids, kind)


def run_header(signature: str, text_ids: list[str], kind: str = ERRORS) -> dict:
    """The run record that starts every JSON Lines output: what it holds (``kind``: errors or
    claims), what the run was checked with and every text checked."""
    return {"record": "run", "kind": kind, "format_version": FORMAT_VERSION, "signature": signature,
            "n_texts": len(text_ids), "texts": text_ids}


def text_record(text: Checked) -> dict:
    """The line after a text's errors: how it was read and how many claims were verified in it."""
    return {"record": "text", "text_id": text.text_id, "tokenized": text.tokenized, "claims": text.n_claims,
            "errors": len(text.errors)}


def lines_of_text(text: Checked) -> list[dict]:
    """A text's lines in an errors file: its errors, then its text record."""
    return [*text_objects(text), text_record(text)]


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
    """The whole JSON Lines file of errors."""
    lines = [header(run, [t.text_id for t in run.texts]), *error_objects(run)]
    return "".join(json.dumps(obj, ensure_ascii=False) + "\n" for obj in lines)
