"""The shared primitives rules call most (sentence ranges, trigger positions, number readers,
mention range queries): their faster forms must answer exactly what the plain definitions do."""

from __future__ import annotations

import dataclasses
import random

import pytest

from factcheck.text.document import Document
from factcheck.text.linking import Mentions, PlayerMention, TeamMention
from factcheck.text.numbers import Number, count_phrase_at, number_positions, parse_at

TEXT = ("The Hawks ( 40 - 20 ) beat the Heat 102 - 98 on Monday . Paul Millsap led with twenty - two "
        "points , a pair of steals and Six assists . He was 8 - of - 15 . LA 's Chris Paul added 12 .")


@pytest.fixture()
def doc() -> Document:
    return Document.from_tokenized("T.txt", TEXT)


# ---- Document -------------------------------------------------------------------------------
def test_sentence_lists_agree_with_the_sentence_starts(doc):
    starts = doc.sentence_starts
    ends = starts[1:] + [len(doc)]
    assert doc.bounds == list(zip(starts, ends)) == doc.sentences
    for i in range(len(doc)):
        s = max(k for k, start in enumerate(starts) if start <= i)
        assert doc.sentence_of[i] == doc.sentence_index(i) == s
        assert doc.bounds_at[i] == doc.sentence_bounds(s) == (starts[s], ends[s])


def test_sentence_bounds_keeps_its_answers_for_any_index(doc):
    n = len(doc.sentence_starts)
    # a negative index reads the starts from the end, as the method always did
    assert doc.sentence_bounds(-1) == (doc.sentence_starts[-1], doc.sentence_starts[0])
    assert doc.sentence_bounds(-2) == (doc.sentence_starts[-2], doc.sentence_starts[-1])
    with pytest.raises(IndexError):
        doc.sentence_bounds(n)
    doc.sentences.append((0, 0))  # a copy: the document's ranges are not changed through it
    assert len(doc.sentences) == n


def test_positions_of_and_capitalised_are_the_plain_scans(doc):
    words = {"the", "he", "points", "a"}
    assert doc.positions_of(words) == [k for k, w in enumerate(doc.lower) if w in words]
    assert doc.positions_of(frozenset()) == []
    assert doc.capitalised == [k for k, t in enumerate(doc.tokens) if t[:1].isupper()]
    assert Document("E", "", [], []).capitalised == []


# ---- numbers --------------------------------------------------------------------------------
def _plain_number_positions(tokens: list[str], articles: bool) -> list[int]:
    from factcheck.text.numbers import _ARTICLE_OR_NUMBER_WORDS, _WORD_NUMBERS

    words = _ARTICLE_OR_NUMBER_WORDS if articles else _WORD_NUMBERS
    return [i for i, t in enumerate(tokens) if t.lower() in words or (t.isdecimal() and t.isascii())]


def test_number_positions_match_the_plain_scan(doc):
    tokens = doc.tokens + ["An", "A", "TWENTY", "١٢", "12345", "3.5", "K"]
    for articles in (False, True):
        expected = _plain_number_positions(tokens, articles)
        assert number_positions(tokens, articles) == expected
        assert number_positions([t.lower() for t in tokens], articles, lowered=True) == expected
    assert doc.number_starts == _plain_number_positions(doc.tokens, True)


def test_parse_at_reads_digits_words_and_compounds():
    tokens = "twenty - two Twenty - Two thirty - x 12345 7 hundred".split()
    assert parse_at(tokens, 0) == Number(0, 3, 22, "word")
    assert parse_at(tokens, 3) == Number(3, 6, 22, "word")
    assert parse_at(tokens, 6) == Number(6, 7, 30, "word")  # no unit after the dash
    assert parse_at(tokens, 9) is None  # more than four digits
    assert parse_at(tokens, 10) == Number(10, 11, 7, "digits")
    assert parse_at(tokens, 11) == Number(11, 12, 100, "word")
    assert parse_at(["forty", "-"], 0) == Number(0, 1, 40, "word")  # the text ends after the dash


def test_count_phrases_longest_first():
    assert count_phrase_at("A pair of steals".split(), 0) == Number(0, 3, 2, "article")
    assert count_phrase_at("a single block".split(), 0) == Number(0, 2, 1, "article")
    assert count_phrase_at("a pair".split(), 0) == Number(0, 1, 1, "article")  # "of" missing
    assert count_phrase_at(["an"], 0) == Number(0, 1, 1, "article")
    assert count_phrase_at(["the"], 0) is None


def test_number_stays_a_frozen_value():
    n = Number(1, 2, 6, "word")
    assert n == Number(1, 2, 6, "word") and hash(n) == hash(Number(1, 2, 6, "word"))
    assert n != Number(1, 2, 6, "digits")
    assert repr(n) == "Number(start=1, end=2, value=6, form='word')"
    assert dataclasses.replace(n, value=4) == Number(1, 2, 4, "word")
    with pytest.raises(dataclasses.FrozenInstanceError):
        n.value = 4  # type: ignore[misc]


# ---- mentions -------------------------------------------------------------------------------
def _scan(mentions, start: int, end: int) -> list:
    return [m for m in mentions if start <= m.start and m.end <= end]


def _random_spans(rng: random.Random, overlapping: bool) -> list[tuple[int, int]]:
    spans, at = [], 0
    for _ in range(rng.randrange(0, 8)):
        at += rng.randrange(0, 4)
        width = rng.randrange(1, 4)
        spans.append((at, at + width))
        at += 0 if overlapping else width
    if overlapping:
        rng.shuffle(spans)
    return spans


@pytest.mark.parametrize("overlapping", [False, True])
def test_range_queries_answer_what_a_scan_does(overlapping):
    rng = random.Random(7)
    for _ in range(200):
        players = [PlayerMention(s, e, (), "last") for s, e in _random_spans(rng, overlapping)]
        teams = [TeamMention(s, e, None, "city") for s, e in _random_spans(rng, overlapping)]
        mentions = Mentions(tuple(players), tuple(teams))
        for _ in range(20):
            start, end = rng.randrange(-1, 25), rng.randrange(-1, 25)
            got = mentions.players_in(start, end)
            assert got == _scan(players, start, end)
            assert mentions.teams_in(start, end) == _scan(teams, start, end)
            got.append(None)  # a new list each time
            assert mentions.players_in(start, end) == _scan(players, start, end)


def test_player_mention_player_is_the_single_candidate(example_game):
    one, two = example_game.players[:2]
    assert PlayerMention(0, 1, (one,), "last").player is one
    assert PlayerMention(0, 1, (one, two), "last").player is None
    assert PlayerMention(0, 1, (), "last").player is None
    # not a field of the value: equality, hashing and repr are as before
    assert PlayerMention(0, 1, (one,), "last") == PlayerMention(0, 1, (one,), "last")
    assert "player=" not in repr(PlayerMention(0, 1, (), "last"))
    assert dataclasses.replace(PlayerMention(0, 1, (one, two), "last"), players=(two,)).player is two


def test_digit_pairs_of_the_document_are_the_function_s(doc):
    from factcheck.text.numbers import digit_pairs

    assert doc.digit_pairs == tuple(digit_pairs(doc.tokens))
    assert [(a.value, b.value) for a, b in doc.digit_pairs] == [(40, 20), (102, 98)]  # not "8 - of - 15"


@pytest.mark.parametrize("text", [
    "won 1 - 2 - 3 - 4 .", "12345 - 1 - 22 - 7 .", "a - 1 - 2 .", "1 - 2", "ended 1 -", "- 3 - 4",
    "١٢ - 4 - 5 and ² - 3 - 2 .", "went 9 - of - 15 and 3 - 3 , a 110 - 98 win ( 40 - 20 ) .",
    "one - two - three 4 - 5", "0007 - 8",
])
def test_digit_pairs_from_the_number_starts_are_those_of_every_token(text):
    """The document looks for "N - M" among its number starts only; every token gives the same."""
    from factcheck.text.document import Document
    from factcheck.text.numbers import digit_pairs

    d = Document.from_raw("t", text)
    every = [(a.start, a.value, b.start, b.value) for a, b in digit_pairs(d.tokens)]
    assert [(a.start, a.value, b.start, b.value) for a, b in d.digit_pairs] == every


def test_a_correction_equal_to_its_text_is_never_emitted(example_game):
    """'Green' -> 'Green' (two players sharing a surname) says nothing: it is dropped, in both
    check methods, while a real correction of the same span is kept."""
    from factcheck.claims import Category, Fix, PlayerStat, wrong
    from factcheck.engine.pipeline import Checker
    from factcheck.text.document import Document
    from rules.registry import RuleSpec

    def verify(claim: PlayerStat, facts):
        return wrong(claim, Fix(0, 1, Category.NAME, "hagan"),  # the text itself, in another case
                     Fix(1, 2, Category.NAME, "Mabry"))

    checker = Checker(rules={"fake": RuleSpec("fake", "", verify, (PlayerStat,))})
    doc = Document.from_tokenized("T", "Hagan scored 27 points .")
    assert [(e.start, e.correction) for e in checker.check(doc, example_game)] == [(1, "Mabry")]
    found, failures = checker.check_collecting(doc, example_game)
    assert [(e.start, e.correction) for e in found] == [(1, "Mabry")] and failures == []


def test_a_nickname_links_to_its_player_only_when_he_played(example_game):
    """'KD chipped in 34 points' is Kevin Durant's line in his games; in a game without him the
    nickname is no one's (here: the example game, whose players have no nickname)."""
    from factcheck.text.document import Document
    from factcheck.text.linking import GameLinker
    from factcheck.text.nicknames import NICKNAMES

    assert NICKNAMES["Kevin Durant"] and all(n for names in NICKNAMES.values() for n in names)
    renamed = example_game.model_copy(deep=True)
    hagan = next(p for p in renamed.players if p.name == "Tyrell Hagan")
    object.__setattr__(hagan, "name", "Kevin Durant")
    doc = Document.from_tokenized("T", "KD chipped in 27 points .")
    [m] = GameLinker(renamed).link(doc).players
    assert (m.start, m.end, m.player.name, m.kind) == (0, 1, "Kevin Durant", "full")
    assert not GameLinker(example_game).link(doc).players
