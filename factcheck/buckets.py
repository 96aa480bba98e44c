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

from .scorer import Mistake, ScoreInputError, normalise_text_id, recalled_mistakes


def read_buckets(path: str | Path) -> dict[tuple[str, int], tuple[str, str]]:
    """(text id, doc token start) -> (bucket, need)."""
    try:
        with Path(path).open(encoding="utf-8", newline="") as fh:
            rows = list(csv.DictReader(fh))
    except OSError as exc:
        raise ScoreInputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    out = {}
    for n, row in enumerate(rows, start=2):
        try:
            key = (normalise_text_id(row["TEXT_ID"]), int(row["DOC_TOKEN_START"]))
            out[key] = (row["bucket"], row["need"])
        except (KeyError, ValueError, TypeError):
            raise ScoreInputError(f"{path}:{n}: expected TEXT_ID, DOC_TOKEN_START, bucket and need") from None
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
