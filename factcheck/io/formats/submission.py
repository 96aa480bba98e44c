"""Write errors as the shared task's submission CSV (the 11 GSML columns).

Spans never overlap in a submission (:func:`factcheck.engine.emitter.resolve_overlaps` chose them).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from pathlib import Path

from factcheck.text.document import Document
from factcheck.engine.emitter import resolve_overlaps
from factcheck.engine.errors import Error
from factcheck.io.outputs import write_file

COLUMNS = (
    "TEXT_ID", "SENTENCE_ID", "ANNOTATION_ID", "TOKENS", "SENT_TOKEN_START", "SENT_TOKEN_END",
    "DOC_TOKEN_START", "DOC_TOKEN_END", "TYPE", "CORRECTION", "COMMENT",
)


def rows(doc: Document, errors: Iterable[Error], first_id: int = 1) -> list[dict[str, str]]:
    """GSML rows for one document's (already non-overlapping) errors, ids from ``first_id``."""
    out = []
    for n, err in enumerate(errors, start=first_id):
        sent, sent_start = doc.sent_ids(err.start)
        sent_end_sentence, sent_end = doc.sent_ids(err.end - 1)
        if sent_end_sentence != sent:
            raise ValueError(f"{doc.text_id}: span {err} crosses a sentence boundary")
        out.append({
            "TEXT_ID": doc.text_id,
            "SENTENCE_ID": str(sent),
            "ANNOTATION_ID": str(n),
            "TOKENS": doc.span_text(err.start, err.end),
            "SENT_TOKEN_START": str(sent_start),
            "SENT_TOKEN_END": str(sent_end),
            "DOC_TOKEN_START": str(doc.doc_id(err.start)),
            "DOC_TOKEN_END": str(doc.doc_id(err.end - 1)),
            "TYPE": err.category.value,
            "CORRECTION": err.correction,
            "COMMENT": err.comment,
        })
    return out


def to_csv(results: Iterable[tuple[Document, list[Error]]]) -> str:
    """The submission CSV text for (document, errors) pairs, ANNOTATION_IDs sequential."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    next_id = 1
    for doc, errors in results:
        doc_rows = rows(doc, resolve_overlaps(errors), next_id)
        writer.writerows(doc_rows)
        next_id += len(doc_rows)
    return buf.getvalue()


def write_atomic(path: str | Path, content: str) -> None:
    """Write ``content`` to ``path`` via a temporary file and a rename, never half a file, and
    never over a device, FIFO or directory (:func:`factcheck.io.outputs.write_file`)."""
    write_file(path, content)
