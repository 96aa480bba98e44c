"""Every phrase the readers know, at the edges of a text and inside one very long sentence
(issue 23, items 6 and 13): no rule or reader may fail, and a text checks in bounded time.

A phrase at a text's end asks for the tokens after it ("The Pistons were hot", "had not scored
more than", "won the 12 - 7"): the shared helpers that read a number, a quarter or a win word at
a position answer None outside the text instead of raising IndexError. The phrases are not listed
here: they are collected from the reader modules themselves (every module-level set, frozenset,
dict, tuple or list of strings), so a new word list is covered the day it is written.
"""

from __future__ import annotations

import importlib
import itertools
import pkgutil
import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import factcheck.reader
import factcheck.text
from boxscore.league import League
from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document

#: The invented schedule around the example game (2016-17), so that the league rules read too.
SCHEDULE = """date,season,game_type,home_city,home_name,away_city,away_name,home_pts,away_pts
2016-11-01,2016-17,regular,Milwaukee,Bucks,Sacramento,Kings,117,91
2016-11-02,2016-17,regular,Indiana,Pacers,Milwaukee,Bucks,110,118
2016-11-03,2016-17,regular,Utah,Jazz,Denver,Nuggets,91,105
2016-11-04,2016-17,regular,Denver,Nuggets,Milwaukee,Bucks,101,108
2016-11-05,2016-17,regular,Denver,Nuggets,Charlotte,Hornets,,
2016-11-06,2016-17,regular,Utah,Jazz,Milwaukee,Bucks,,
"""
#: Text before a phrase that ends a text, and after a phrase that starts one: subjects, verbs,
#: numbers and scores of the example game, so that the phrase has something to be read with.
ENDINGS = ["", "The Bucks were", "Marcus Redfield had 21", "They"]
OPENINGS = ["the Bucks", "108 - 101 ."]
#: Pieces that the generated texts mix with the phrases.
PIECES = ["the Bucks", "Denver", "Nuggets", "Marcus Redfield", "Redfield", "he", "they", "21", "three", "first",
          "12 - 7", "108 - 101", "( 4 - 2 )", ",", ".", "(", ")", "-", ";", "Friday", "'s", "won the", "more than",
          "not"]


def _phrases_of(value: object, depth: int = 0) -> Iterator[str]:
    """The strings of a module-level value: a word, the words of a set or a dict's keys and values,
    and a tuple or list of words read as one phrase ("high", "-", "point", "man") and word by word."""
    if depth > 3:
        return
    if isinstance(value, str):
        if value.strip() and len(value) <= 60:
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _phrases_of(key, depth + 1)
            yield from _phrases_of(item, depth + 1)
    elif isinstance(value, (set, frozenset, tuple, list)):
        items = list(value)
        if isinstance(value, (tuple, list)) and 0 < len(items) <= 8 and all(isinstance(x, str) for x in items):
            yield " ".join(items)
        for item in items:
            yield from _phrases_of(item, depth + 1)


def vocabulary() -> list[str]:
    """Every phrase of every module-level word list of the readers and the text layer, as tokens."""
    found: set[str] = set()
    for package in (factcheck.reader, factcheck.text):
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for name, value in vars(module).items():
                if not name.startswith("__") and isinstance(value, (set, frozenset, dict, tuple, list)):
                    found.update(" ".join(p.split()) for p in _phrases_of(value))
    return sorted(p for p in found if p)


PHRASES = vocabulary()
#: Seconds for the 40,000-token sentence (it takes 3-5 s; the quadratic clause scans took over 30).
LONG_SENTENCE_SECONDS = 20


@pytest.fixture(scope="module")
def league_checker(tmp_path_factory, example_game) -> Checker:
    path = tmp_path_factory.mktemp("vocabulary") / "schedule.csv"
    path.write_text(SCHEDULE, encoding="utf-8")
    checker = Checker(league=League.from_files(path, extra=[example_game]), not_checkable=True)
    checker.want_claims = True  # every reader too, not only those the rules ask
    return checker


def failures(checker: Checker, game, text: str) -> list[tuple[str, str]]:
    _, _, failed = checker.check_with_verdicts(Document.from_tokenized("G001.txt", text), game)
    return failed


def test_the_vocabulary_is_collected_from_the_readers():
    assert len(PHRASES) > 1500
    for phrase in ("hot", "than", "won", "a pair of", "led", "high - point man", "snapped", "on the glass"):
        assert phrase in PHRASES, phrase


def test_every_phrase_at_the_start_and_at_the_end_of_a_text(league_checker, example_game):
    failed = {}
    for phrase in PHRASES:
        for text in [f"{before} {phrase}".strip() for before in ENDINGS] + \
                    [f"{phrase} {after}" for after in OPENINGS]:
            found = failures(league_checker, example_game, text)
            if found:
                failed[text] = found
    assert not failed, f"{len(failed)} texts, e.g. {next(iter(failed.items()))}"


def test_every_documented_claim_cut_short(league_checker, example_game):
    """Each rule's examples (the claims every rule reads, rules/*.py docstrings) cut after and
    before each token: a text may end, or start, in the middle of any claim."""
    from rules import load_all

    failed = {}
    for text in sorted({example.text for spec in load_all().values() for example in spec.examples}):
        tokens = text.split()
        for k in range(1, len(tokens)):
            for part in (" ".join(tokens[:k]), " ".join(tokens[k:])):
                found = failures(league_checker, example_game, part)
                if found:
                    failed[part] = found
    assert not failed, failed


@pytest.mark.parametrize("text", ["The Bucks were hot", "The Bucks had not scored more than", "The Bucks won the 12 - 7"])
def test_the_reported_texts(league_checker, example_game, text):
    assert failures(league_checker, example_game, text) == []


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(st.sampled_from(PHRASES), st.sampled_from(PIECES)), min_size=1, max_size=8))
def test_phrases_mixed_with_names_and_numbers(league_checker, example_game, parts):
    assert failures(league_checker, example_game, " ".join(parts)) == []


def test_every_phrase_inside_a_sentence_of_40000_tokens(league_checker, example_game):
    """One sentence (no full stop) holding every phrase, each followed by a name, a figure or a score."""
    fill = itertools.cycle(["the Bucks", "Marcus Redfield", "21 points", ",", "108 - 101", "the Nuggets", "and",
                            "12 - 7", "they", "in the third quarter"])
    tokens: list[str] = []
    for phrase in itertools.cycle([p for p in PHRASES if p != "."]):
        tokens += [t for t in phrase.split() if t != "."] + next(fill).split()
        if len(tokens) >= 40_000:
            break
    doc = Document.from_tokenized("G001.txt", " ".join(tokens[:40_000]))
    assert len(doc) == 40_000
    start = time.perf_counter()
    _, _, failed = league_checker.check_with_verdicts(doc, example_game)
    elapsed = time.perf_counter() - start
    assert failed == []
    assert elapsed < LONG_SENTENCE_SECONDS


def test_a_reader_failing_under_a_typed_rule_is_reported_not_raised(monkeypatch, example_game):
    """Reading the claims of a typed rule failed outside the guard around the rule: one reader's
    IndexError ended check_collecting (and the corpus run) instead of costing that rule."""
    import dataclasses

    from factcheck.reader import registry

    def broken(_ctx):
        raise IndexError("list index out of range")

    spec = registry._READERS["final_scores"]
    patched = dataclasses.replace(spec, func=broken)
    monkeypatch.setitem(registry._READERS, "final_scores", patched)
    for table in (registry._BY_KIND, registry._BY_CLASS):
        for key, specs in list(table.items()):
            if spec in specs:
                monkeypatch.setitem(table, key, [patched if s is spec else s for s in specs])
    doc = Document.from_tokenized("G001.txt", "The Bucks beat the Nuggets 108 - 101 on Friday .")
    _, failed = Checker(only=["final_score"]).check_collecting(doc, example_game)
    assert failed == [("final_score", "IndexError: list index out of range")]
