"""Check many documents, in one process or in several, with the same output either way.

``run_checks`` is what ``factcheck check`` runs. Every job is checked by every rule; a rule
that raises on one document is reported as one problem line (``file: rule: message``) and the
other rules' findings for that document, and the other documents, are still written. With
``n_jobs > 1`` the documents are split into contiguous chunks checked by worker processes; the
results are put back in input order, so the CSV is byte-for-byte the one a single process writes.

Workers are forked where the platform allows it (Linux): they inherit the loaded games and
documents instead of receiving them pickled. Elsewhere they are spawned and sent their chunk.
A worker that dies (killed for memory, say) does not hang the run: the texts not yet checked are
checked in this process, and the run's problems say so.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boxscore.game_cache import forget_games

from factcheck.text.document import Document
from factcheck.engine.errors import Error
from factcheck.io.inputs import InputProblem, Job
from factcheck.engine.pipeline import Checker

if TYPE_CHECKING:
    from boxscore.league import League

#: Chunks per worker: small enough to balance uneven texts, large enough to keep overhead low.
CHUNKS_PER_WORKER = 8
#: Allocations between the collector's young-generation passes during a run (Python's default
#: is 700). Checking a text allocates many objects that reference counting frees, and keeps its
#: analyses as long as the document lives: frequent passes found little and took ~3% of a run
#: (at 10,000: 0.36 s of collections over the 2,792 NLG texts, at 100,000: 0.19 s, measured with
#: gc.callbacks). What survives a text is frozen after it (:func:`_checked`): 0.02 s.
GC_YOUNG_THRESHOLD = 100_000


@dataclass(frozen=True)
class Outcome:
    """What checking one job gave: its errors, and the rules that failed on it (rule, message)."""

    errors: list[Error]
    failures: list[tuple[str, str]]
    #: The claims read and their verdicts as JSON records, when the checker wants claims.
    claims: list[dict] | None = None
    #: How many claims were verified (or, with claims, read): 0 when nothing was read as a fact.
    n_claims: int = 0


def available_cpus() -> int:
    """The CPUs this process may run on (what ``--jobs 0`` uses)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on Linux
        return max(1, os.cpu_count() or 1)


def check_one(checker: Checker, job: Job) -> Outcome:
    """Check one job; a failing rule becomes a failure, never an exception."""
    if checker.want_claims:
        from factcheck.io.formats.claim_records import claim_record

        errors, judged, failures = checker.check_with_verdicts(job.doc, job.game, job.tokenized)
        return Outcome(errors, failures, [claim_record(job.doc, v, found, job.game) for v, found in judged], len(judged))
    errors, failures, n_claims = checker.check_counting(job.doc, job.game, job.tokenized)
    return Outcome(errors, failures, n_claims=n_claims)


def _checked(checker: Checker, job: Job) -> Outcome:
    """:func:`check_one`, then what survives the text (its errors, the document's analyses) frozen:
    the collector's later passes skip it instead of scanning it again and again. Reference counting
    still frees it; only a reference cycle would wait for the run's end (the 2,792 NLG texts leave
    none: 0 objects collected, measured with gc.callbacks)."""
    outcome = check_one(checker, job)
    gc.freeze()
    return outcome


def run_checks(checker: Checker, jobs: Iterable[Job], problems: list[InputProblem],
               n_jobs: int = 1, start_method: str | None = None,
               progress: Callable[[Iterator[Outcome], int], Iterable[Outcome]] | None = None,
               claims: dict[str, list[dict]] | None = None) -> list[tuple[Document, list[Error]]]:
    """(document, errors) for every job, in input order; rule failures are added to ``problems``.

    ``n_jobs`` is the number of processes (0: one per available CPU). Input problems found while
    reading ``jobs`` come before rule failures, in both modes. ``start_method`` forces "fork" or
    "spawn" (default: fork where available). ``progress(outcomes, total)`` may wrap the stream of
    outcomes as they arrive (a progress bar); it must yield every outcome unchanged. With a
    checker that wants claims, ``claims`` receives each text's claim records by text id.
    """
    results = []
    for job, outcome in stream_checks(checker, list(jobs), problems, n_jobs, start_method, progress):
        results.append((job.doc, outcome.errors))
        if claims is not None and outcome.claims is not None:
            claims[job.doc.text_id] = outcome.claims
    return results


def stream_checks(checker: Checker, jobs: list[Job], problems: list[InputProblem], n_jobs: int = 1,
                  start_method: str | None = None,
                  progress: Callable[[Iterator[Outcome], int], Iterable[Outcome]] | None = None,
                  release: bool = False) -> Iterator[tuple[Job, Outcome]]:
    """Each (job, outcome) in input order, as soon as it is checked, for writers that write text by
    text; arguments as for :func:`run_checks`. With ``release``, ``jobs[k]`` is set to None once
    yielded, so a long run does not keep every text (and what was read from it) to the end."""
    workers = available_cpus() if n_jobs == 0 else n_jobs
    workers = min(workers, len(jobs))
    # The games and documents live for the whole run: frozen, the collector stops re-scanning
    # them on every collection (and forked workers do not copy their pages by touching them).
    gc.freeze()
    threshold = gc.get_threshold()
    if threshold[0]:  # 0: collection switched off by the caller, left so
        gc.set_threshold(max(threshold[0], GC_YOUNG_THRESHOLD), *threshold[1:])
    try:
        if workers <= 1:
            stream: Iterable[Outcome] = (_checked(checker, job) for job in jobs)
        else:
            stream = _in_processes(checker, jobs, workers, start_method, problems)
        if progress is not None:
            stream = progress(iter(stream), len(jobs))
        for k, outcome in enumerate(stream):
            job = jobs[k]
            if release:
                jobs[k] = None  # type: ignore[call-overload]
            for rule, message in outcome.failures:
                problems.append(InputProblem(job.where or job.doc.text_id, f"{rule}: {message}; "
                                             "the other rules' findings for this text are written", "rule failed"))
            yield job, outcome
    finally:
        # what the run built per game (linkers, team totals) goes with the run: kept, it would keep
        # every game alive to the process's end, whose last collection walks them all (~0.6 s of
        # CPU after the 2,792 NLG texts)
        forget_games()
        gc.set_threshold(*threshold)
        gc.unfreeze()


# ---- worker processes -----------------------------------------------------------------------------
_STATE: tuple[Checker, Sequence[Job]] | None = None  # what forked workers inherit


def _chunks(n: int, workers: int) -> list[tuple[int, int]]:
    size = max(1, -(-n // (workers * CHUNKS_PER_WORKER)))
    return [(start, min(start + size, n)) for start in range(0, n, size)]


def _check_range(bounds: tuple[int, int]) -> list[Outcome]:
    assert _STATE is not None
    checker, jobs = _STATE
    return [_checked(checker, jobs[k]) for k in range(*bounds)]


def _init_spawned(rule_names: list[str], league: "League | None" = None, not_checkable: bool = False,
                  want_claims: bool = False, min_confidence: float = 0.0) -> None:
    global _STATE
    checker = Checker(only=rule_names, league=league, not_checkable=not_checkable, min_confidence=min_confidence)
    checker.want_claims = want_claims
    _STATE = (checker, [])


def _check_sent(chunk: list[Job]) -> list[Outcome]:
    assert _STATE is not None
    return [_checked(_STATE[0], job) for job in chunk]


def _in_processes(checker: Checker, jobs: list[Job], workers: int, start_method: str | None,
                  problems: list[InputProblem]) -> Iterator[Outcome]:
    """The outcomes of ``jobs`` in input order, yielded as the workers' chunks arrive; where a
    worker dies, the rest in this process (a pool that loses a worker says so, and is left)."""
    global _STATE
    bounds = _chunks(len(jobs), workers)
    if start_method is None:
        start_method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
    done = 0
    try:
        if start_method == "fork":
            _STATE = (checker, jobs)
            with ProcessPoolExecutor(workers, mp_context=mp.get_context("fork")) as pool:
                for part in pool.map(_check_range, bounds):
                    done += len(part)
                    yield from part
        else:
            initargs = (list(checker.rules), checker.league, checker.not_checkable, checker.want_claims,
                        checker.min_confidence)
            with ProcessPoolExecutor(workers, mp_context=mp.get_context("spawn"), initializer=_init_spawned,
                                     initargs=initargs) as pool:
                for part in pool.map(_check_sent, [jobs[a:b] for a, b in bounds]):
                    done += len(part)
                    yield from part
    except BrokenProcessPool:
        problems.append(InputProblem("(worker processes)", f"a worker process died; the {len(jobs) - done} "
                                     "text(s) not yet checked were checked in the main process", "note"))
        for job in jobs[done:]:
            yield _checked(checker, job)
    finally:
        _STATE = None
