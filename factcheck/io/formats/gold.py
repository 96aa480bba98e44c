"""A gold mistake list for error analysis: which findings it confirms, which it misses.

Matching follows the shared task's scorer (:mod:`factcheck.scorer`): gold mistakes, in order of
their start, each consume the first unused finding that overlaps them, ignoring the category.
A finding that recalls a gold mistake is *found*, one that recalls none is a *false alarm*, and a
gold mistake recalled by nothing is *missed*.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from factcheck.text.document import Document
from factcheck.engine.errors import Error
from factcheck.evaluation.scorer import ScoreInputError, no_common_text, read_mistakes


@dataclass(frozen=True)
class GoldSpan:
    """A gold mistake over tokens [start, end) (0-based, end exclusive) with its explanation."""

    start: int
    end: int
    category: str
    correction: str = ""
    comment: str = ""

    def overlaps(self, err: Error) -> bool:
        return self.start < err.end and err.start < self.end


def read_gold(path: Path, docs: Mapping[str, Document]) -> dict[str, list[GoldSpan]]:
    """The gold spans of the texts in ``docs``; ids and TOKENS are validated by the scorer's reader.

    Raises :class:`factcheck.evaluation.scorer.ScoreInputError` with file and line on a bad file,
    and naming both sides for a gold list none of whose texts the run checks (every finding would
    be marked a false alarm).
    """
    mistakes = read_mistakes(path, dict(docs))  # first: it reports a missing or bad file in one line
    disjoint = no_common_text(str(path), mistakes, "the texts checked", docs)
    if disjoint:
        raise ScoreInputError(disjoint)
    with Path(path).open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        _ = reader.fieldnames  # reads the header: line numbers then match the scorer's
        rows, last = {}, reader.line_num
        for row in reader:
            rows[last + 1] = row
            last = reader.line_num
    out: dict[str, list[GoldSpan]] = {}
    for text_id, ms in mistakes.items():
        if text_id not in docs:
            continue
        out[text_id] = [GoldSpan(m.start - 1, m.end, m.category, rows[m.row].get("CORRECTION") or "",
                                 rows[m.row].get("COMMENT") or "") for m in ms]
    return out


@dataclass(frozen=True)
class Verdicts:
    """For one text: the gold span each finding recalled (by finding index), and the missed golds."""

    matched: dict[int, GoldSpan]
    missed: list[GoldSpan]

    def status(self, index: int) -> str:
        return "found" if index in self.matched else "false-alarm"


def match(golds: list[GoldSpan], errors: list[Error]) -> Verdicts:
    """Pair gold spans and findings exactly as the shared task's scorer does."""
    used: dict[int, GoldSpan] = {}
    missed = []
    for g in sorted(golds, key=lambda g: (g.start, g.end)):
        for i, e in enumerate(errors):
            if i not in used and g.overlaps(e):
                used[i] = g
                break
        else:
            missed.append(g)
    return Verdicts(used, missed)
