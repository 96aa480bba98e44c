"""Precision and recall per confidence threshold: which findings to keep for which use.

A run's errors each carry a confidence (how sure the reading behind it is). Keeping only those
at or above a threshold trades recall for precision: a reviewer confirming pre-annotations wants
everything, a leaderboard submission wants the sure ones. :func:`sweep` scores the run at each
threshold, as the shared task's evaluate.py counts (:mod:`factcheck.evaluation.scorer`).

The confidences are in the jsonl output (``check --format jsonl``); the submission CSV has the
shared task's columns only, so it cannot be swept. :func:`read_jsonl_run` reads a jsonl run's
error records with the scorer's own checks (ids, overlaps, TOKENS against the texts).

A sweep keeps the errors of one run; ``check --min-confidence X`` leaves the doubtful findings
out before overlapping spans are resolved, so where a doubtful finding hid a sure one, that run
shows the sure one and may score a little higher than the sweep's row for X.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from factcheck.io.run_kind import wrong_kind

from .scorer import Mistake, Score, ScoreInputError, TokenMap, mistakes_from_rows, score

#: jsonl error fields -> the GSML columns the scorer reads.
_COLUMNS = {"text_id": "TEXT_ID", "category": "TYPE", "tokens": "TOKENS", "sentence_id": "SENTENCE_ID",
            "sent_token_start": "SENT_TOKEN_START", "sent_token_end": "SENT_TOKEN_END",
            "doc_token_start": "DOC_TOKEN_START", "doc_token_end": "DOC_TOKEN_END"}


@dataclass(frozen=True, slots=True)
class Sure:
    """A submitted mistake with the confidence of the error it came from."""

    mistake: Mistake
    confidence: float


@dataclass(frozen=True, slots=True)
class SweepRow:
    """The run's score when only the errors at or above ``threshold`` are kept."""

    threshold: float
    kept: int
    scores: dict[str, Score]

    @property
    def overall(self) -> Score:
        return self.scores["overall"]

    def as_dict(self) -> dict:
        return {"threshold": self.threshold, "kept": self.kept,
                "scores": {name: s.as_dict() for name, s in self.scores.items()}}


@dataclass
class JsonlRun:
    """A jsonl run read for scoring: its mistakes per text, and each one's confidence (None for a
    record without one, as a run of an earlier version writes)."""

    where: str
    mistakes: dict[str, list[Mistake]]
    confidence: dict[tuple[str, int], float | None]

    def sure(self) -> list[Sure]:
        """Every mistake with its confidence; ScoreInputError when a record has none."""
        out = []
        for text_id, mistakes in self.mistakes.items():
            for m in mistakes:
                c = self.confidence[(text_id, m.row)]
                if c is None:
                    raise ScoreInputError(f"{self.where}:{m.row}: the error record has no 'confidence' (a run of an "
                                          "earlier version): check the texts again with --format jsonl")
                out.append(Sure(m, c))
        return out


def read_jsonl_run(path: str | Path, texts: Mapping[str, TokenMap] | None = None,
                   known_texts_only: bool = False) -> JsonlRun:
    """The error records of a ``check --format jsonl`` file as the scorer's mistakes, with their
    confidences; ScoreInputError naming the file and line for anything it cannot use."""
    path = Path(path)
    where = str(path)
    rows: list[tuple[int, dict[str, str | None]]] = []
    confidence: dict[int, float | None] = {}
    header = False
    try:
        with path.open(encoding="utf-8") as fh:
            for n, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except (ValueError, RecursionError):
                    raise ScoreInputError(f"{where}:{n}: not JSON (expected one run or error record a line)") from None
                if not isinstance(obj, dict):
                    raise ScoreInputError(f"{where}:{n}: expected a JSON object, got {type(obj).__name__}")
                refused = wrong_kind(obj, f"{where}:{n}")
                if refused:
                    raise ScoreInputError(refused)
                header = header or obj.get("record") == "run"
                if obj.get("record") != "error":
                    continue
                rows.append((n, {column: _field(obj.get(key)) for key, column in _COLUMNS.items()}))
                confidence[n] = _confidence(obj, f"{where}:{n}")
    except FileNotFoundError:
        raise ScoreInputError(f"{where}: file not found") from None
    except IsADirectoryError:
        raise ScoreInputError(f"{where}: is a directory, expected a jsonl file") from None
    except UnicodeDecodeError:
        raise ScoreInputError(f"{where}: not UTF-8 text") from None
    except OSError as exc:
        raise ScoreInputError(f"{where}: cannot read: {exc.strerror or exc}") from None
    if not header:
        raise ScoreInputError(f"{where}: no run record: not the jsonl of 'factcheck check --format jsonl'")
    mistakes = mistakes_from_rows(where, rows, texts, known_texts_only=known_texts_only)
    return JsonlRun(where, mistakes, {(t, m.row): confidence[m.row] for t, ms in mistakes.items() for m in ms})


def _field(value: object) -> str | None:
    """A record's value as a CSV cell: the scorer then refuses what is not a whole number (a float,
    a bool) with the message it gives for a CSV."""
    if value is None:
        return None
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def _confidence(obj: dict, where: str) -> float | None:
    if "confidence" not in obj:
        return None
    value = obj["confidence"]
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise ScoreInputError(f"{where}: field 'confidence': expected a number from 0 to 1, got {value!r}")
    return float(value)


def thresholds_of(found: Iterable[Sure]) -> list[float]:
    """The thresholds worth reporting: each distinct confidence of the run (between two of them the
    errors kept do not change), lowest first; 0 alone for a run without errors."""
    return sorted({s.confidence for s in found}) or [0.0]


def sweep(gold: Mapping[str, list[Mistake]], submitted: Iterable[Sure],
          thresholds: Sequence[float] | None = None) -> list[SweepRow]:
    """The score (overall and per category) of the errors at or above each threshold."""
    found = list(submitted)
    rows = []
    for threshold in thresholds if thresholds is not None else thresholds_of(found):
        if math.isnan(threshold):
            raise ValueError("a threshold is not a number")
        kept: dict[str, list[Mistake]] = {}
        for s in found:
            if s.confidence >= threshold:
                kept.setdefault(s.mistake.text_id, []).append(s.mistake)
        rows.append(SweepRow(threshold, sum(len(v) for v in kept.values()), score(gold, kept)))
    return rows
