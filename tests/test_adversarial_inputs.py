"""Adversarial texts check through: a sentence of 10,000 names, a 1 MB text, one sentence of
60,000 tokens without a full stop, a chain of 20,000 digit pairs and thousands of lead or
team-figure clauses in one sentence each complete with no rule failing, and a text repeated k
times gives k times its errors. How long they take is measured in benchmarks/bench.py
("adversarial", each with its target: they took 15-36 s when each mention walked back over
every name, each unknown name scanned every mention and number, or each claim scanned its
sentence or clause)."""

from __future__ import annotations

import itertools
from collections import Counter

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


def _checked(checker, game, text: str) -> tuple[Document, list[Error]]:
    """The document and its errors; no rule may fail on it."""
    doc = Document.from_tokenized("S001.txt", text)
    errors, failures = checker.check_collecting(doc, game)
    assert failures == []
    assert all(0 <= e.start < e.end <= len(doc.tokens) for e in errors)
    return doc, errors


def _found(doc: Document, errors: list[Error]) -> Counter:
    """How many times each (category, words) was found."""
    return Counter((e.category, " ".join(doc.tokens[e.start:e.end])) for e in errors)


def test_a_sentence_of_10000_names_of_a_player_checks_through(checker, games_by_text_id):
    # each mention once walked back over every capitalised word before it
    _, errors = _checked(checker, games_by_text_id["S001"], " ".join(["Isaiah Thomas"] * 10_000) + " .")
    assert errors == []  # a player of this game, named: nothing to correct


def test_a_megabyte_text_of_unknown_names_gives_its_errors_once_per_copy(checker, games_by_text_id, texts_dir):
    # each name of no player once scanned every mention and number of the text
    tokens = (texts_dir / "S001.txt").read_text(encoding="utf-8").split()
    names = itertools.cycle(["John Quux", "Carl Zork", "Mike Blip"])
    mutated = " ".join(next(names) if t[:1].isupper() and n % 2 else t for n, t in enumerate(tokens))
    copies = 1_000_000 // len(mutated) + 1
    text = " ".join([mutated] * copies)
    assert len(text) >= 1_000_000
    game = games_by_text_id["S001"]
    once = _found(*_checked(checker, game, mutated))
    assert once  # the names of no player are found
    assert _found(*_checked(checker, game, text)) == Counter({k: n * copies for k, n in once.items()})


def _sentence_without_stops(texts_dir, n: int) -> str:
    """The S001 text's words without its full stops, repeated to ``n`` tokens: one sentence."""
    tokens = [t for t in (texts_dir / "S001.txt").read_text(encoding="utf-8").split() if t != "."]
    return " ".join((tokens * (n // len(tokens) + 1))[:n])


def test_one_sentence_of_60000_tokens_checks_through(checker, games_by_text_id, texts_dir):
    # each pair of team names, each number and each lead once scanned its clause or the whole
    # sentence for breaks and cue words
    doc, errors = _checked(checker, games_by_text_id["S001"], _sentence_without_stops(texts_dir, 60_000))
    assert len(doc.tokens) == 60_000 and errors


def test_a_chain_of_20000_digit_pairs_checks_through(checker, games_by_text_id):
    # each pair once looked through its whole sentence for the final-score cues
    chain = " - ".join(str(10 + k % 90) for k in range(20_001))
    _checked(checker, games_by_text_id["S001"], chain)


@pytest.mark.parametrize("clause", ["{player} led the team", "the {home} outrebounded them 44 - 30"])
def test_thousands_of_claims_in_one_sentence_give_each_clause_its_errors(checker, games_by_text_id, clause):
    # each lead once scanned to its clause's end, each team figure its sentence
    game = games_by_text_id["S001"]
    player = next(p.name for p in game.players if p.played)
    one = clause.format(player=player, home=game.home.name)
    once = _found(*_checked(checker, game, one + " ."))
    assert once
    many = _found(*_checked(checker, game, " , ".join([one] * 3_000) + " ."))
    assert many == Counter({k: n * 3_000 for k, n in once.items()})
