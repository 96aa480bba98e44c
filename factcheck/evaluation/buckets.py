"""Recall per claim family: which kinds of gold error a submission finds.

Reads a bucket file in the format of ``gold_buckets_train.csv`` (TEXT_ID, DOC_TOKEN_START, TYPE,
bucket, need) and reports, per bucket and per need, how many gold mistakes exist and how many
the submission recalls under the official matching (overall, ignoring categories).
"""

from __future__ import annotations

import csv
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from factcheck.evaluation.scorer import Mistake, ScoreInputError, normalise_text_id, recalled_mistakes


def read_buckets(path: str | Path) -> dict[tuple[str, int], tuple[str, str]]:
    """(text id, doc token start) -> (bucket, need)."""
    try:
        with Path(path).open(encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in ("TEXT_ID", "DOC_TOKEN_START", "bucket", "need") if c not in (reader.fieldnames or [])]
            rows = list(reader)
    except IsADirectoryError:
        raise ScoreInputError(f"{path}: is a directory, expected a bucket CSV") from None
    except OSError as exc:
        raise ScoreInputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ScoreInputError(f"{path}: not UTF-8 text (invalid byte at offset {exc.start}), expected a bucket CSV") from None
    except csv.Error as exc:
        raise ScoreInputError(f"{path}: malformed CSV: {exc}") from None
    if missing:  # an empty file or another CSV: every gold mistake would land in "(no bucket)"
        raise ScoreInputError(f"{path}:1: missing column(s) {', '.join(missing)} (expected a file like gold_buckets_train.csv)")
    out = {}
    for n, row in enumerate(rows, start=2):
        start = (row.get("DOC_TOKEN_START") or "").strip()
        if not all(isinstance(row.get(c), str) for c in ("TEXT_ID", "bucket", "need")) \
                or not (start.isascii() and start.isdigit() and len(start) <= 9):
            raise ScoreInputError(f"{path}:{n}: expected TEXT_ID, DOC_TOKEN_START (digits), bucket and need")
        out[(normalise_text_id(row["TEXT_ID"]), int(start))] = (row["bucket"], row["need"])
    return out


def bucket_recall(gold: Mapping[str, list[Mistake]], submitted: Mapping[str, list[Mistake]],
                  buckets: Mapping[tuple[str, int], tuple[str, str]]) -> dict[str, dict[str, tuple[int, int]]]:
    """{"bucket": {name: (gold, recalled)}, "need": {letter: (gold, recalled)}}."""
    hit = {(m.text_id, m.start) for m in recalled_mistakes(gold, submitted)}
    totals: dict[str, Counter] = {"bucket": Counter(), "need": Counter()}
    found: dict[str, Counter] = {"bucket": Counter(), "need": Counter()}
    for text_id, mistakes in gold.items():
        for m in mistakes:
            bucket, need = buckets.get((text_id, m.start), ("(no bucket)", "?"))
            for kind, name in (("bucket", bucket), ("need", need)):
                totals[kind][name] += 1
                found[kind][name] += (text_id, m.start) in hit
    return {kind: {name: (totals[kind][name], found[kind][name]) for name, _ in totals[kind].most_common()}
            for kind in totals}
