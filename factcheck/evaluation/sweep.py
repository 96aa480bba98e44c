"""Precision and recall per confidence threshold: which findings to keep for which use.

A run's errors each carry a confidence (how sure the reading behind it is). Keeping only those
at or above a threshold trades recall for precision: a reviewer confirming pre-annotations wants
everything, a leaderboard submission wants the sure ones. :func:`sweep` scores the run at each
threshold, as the shared task's evaluate.py counts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .scorer import Mistake, Score, score_mistakes

#: The thresholds a sweep reports by default.
THRESHOLDS: tuple[float, ...] = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


@dataclass(frozen=True, slots=True)
class Sure:
    """A submitted mistake with the confidence of the error it came from."""

    mistake: Mistake
    confidence: float


@dataclass(frozen=True, slots=True)
class SweepRow:
    threshold: float
    kept: int
    score: Score


def sweep(gold: Mapping[str, list[Mistake]], submitted: Iterable[Sure],
          thresholds: Sequence[float] = THRESHOLDS) -> list[SweepRow]:
    """The overall score of the errors at or above each threshold."""
    found = list(submitted)
    rows = []
    for threshold in thresholds:
        kept: dict[str, list[Mistake]] = {}
        for s in found:
            if s.confidence >= threshold:
                kept.setdefault(s.mistake.text_id, []).append(s.mistake)
        rows.append(SweepRow(threshold, sum(len(v) for v in kept.values()), score_mistakes(gold, kept)))
    return rows
