"""Adversarial texts stay linear: a sentence of 10,000 names and a 1 MB text each check in
seconds (they took 15-25 s when every mention walked back over every name, or every unknown
name scanned every mention and number of the text). The bounds are generous, several times
what the checker needs, so a slow CI machine passes; the quadratic code missed them. Timings
themselves are measured in benchmarks/bench.py ("adversarial")."""

from __future__ import annotations

import itertools
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from factcheck.text.document import Document
from factcheck.engine.emitter import resolve_overlaps
from factcheck.engine.errors import Category, Error

pytestmark = pytest.mark.shared


def _pairwise(errors: list[Error]) -> list[Error]:
    """resolve_overlaps as it was written first: every finding against every kept one."""
    kept: list[Error] = []
    for err in sorted(errors, key=lambda e: (e.category.priority, e.width, e.start, e.end, e.rule)):
        if not any(err.overlaps(k) for k in kept):
            kept.append(err)
    return sorted(kept, key=lambda e: (e.start, e.end))


spans = st.tuples(st.integers(0, 40), st.integers(1, 6), st.sampled_from(list(Category)), st.sampled_from("ab"))


@settings(max_examples=200, deadline=None)
@given(st.lists(spans, max_size=30))
def test_resolve_overlaps_keeps_what_pairwise_comparison_keeps(raw):
    errors = [Error(s, s + w, cat, "", "", rule) for s, w, cat, rule in raw]
    assert resolve_overlaps(errors) == _pairwise(errors)


def _timed_check(checker, game, text: str) -> float:
    doc = Document.from_tokenized("S001.txt", text)
    start = time.perf_counter()
    _, failures = checker.check_collecting(doc, game)
    assert failures == []
    return time.perf_counter() - start


def test_a_sentence_of_10000_names_checks_in_seconds(checker, games_by_text_id):
    # was 23 s: each mention walked back over every capitalised word before it
    assert _timed_check(checker, games_by_text_id["S001"], " ".join(["Isaiah Thomas"] * 10_000) + " .") < 8


def test_a_megabyte_text_of_unknown_names_checks_in_seconds(checker, games_by_text_id, texts_dir):
    # was 22 s: each name of no player scanned every mention and number of the text
    tokens = (texts_dir / "S001.txt").read_text(encoding="utf-8").split()
    names = itertools.cycle(["John Quux", "Carl Zork", "Mike Blip"])
    mutated = [next(names) if t[:1].isupper() and n % 2 else t for n, t in enumerate(tokens)]
    text = " ".join(mutated * (1_000_000 // len(" ".join(mutated)) + 1))
    assert len(text) >= 1_000_000
    assert _timed_check(checker, games_by_text_id["S001"], text) < 12
