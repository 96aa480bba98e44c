"""Property-based tests (hypothesis): whatever tokens a summary is made of, the checker never
raises, writes non-overlapping spans whose TOKENS are the text's own, with ids in range, and the
CSV is one our scorer accepts. Texts are random sequences mixing the game's own names (players,
teams, cities), numbers, number words, basketball words and punctuation: the material rules bind.

Bounded: a few hundred examples in all, no deadline (CI machines are slow and shared).
"""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from factcheck.text.document import Document, tokenize_raw
from factcheck.engine.emitter import resolve_overlaps
from factcheck.io.formats.submission import to_csv
from factcheck.engine.errors import Category, Error
from factcheck.text.linking import name_parts
from factcheck.evaluation.scorer import read_mistakes

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])

NUMBER_WORDS = ["one", "two", "three", "six", "ten", "twelve", "twenty", "thirty", "Twenty", "a", "an", "pair", "of"]
BASKETBALL = ["points", "rebounds", "assists", "steals", "blocks", "turnovers", "minutes", "led", "scored", "added",
              "shooting", "from", "the", "field", "three", "pointers", "free", "throws", "percent", "line", "deep",
              "double", "triple", "high", "bench", "quarter", "half", "first", "second", "defeated", "beat", "on",
              "Monday", "Friday", "He", "he", "his", "and", "with", "went", "for", "in", "record", "each", "combined",
              "outscored", "at", "halftime", "FG", "3Pt", "FT", "team", "season", "'s", "while", "who"]
PUNCTUATION = [".", ",", "-", "(", ")", ";", ":", "'", "%", "&", "--", "...", "\"", "!", "?"]


def game_words(game) -> list[str]:
    """Every token of the game's names: players in full and in part, teams, cities."""
    words: list[str] = []
    for p in game.players:
        first, last = name_parts(p)
        words += tokenize_raw(p.name)[0] + [first, last]
    for team in game.teams:
        words += tokenize_raw(team.city)[0] + tokenize_raw(team.name)[0]
    return sorted(set(words))


def token_lists(game) -> st.SearchStrategy[list[str]]:
    """Token sequences built of fragments: single tokens of every kind, and the phrases rules bind
    ("Name scored 12 points", "( 4 - 2 )", "10 - of - 17 shooting", "on Friday"), so that random
    texts do produce findings, not only silence."""
    players = [tokenize_raw(p.name)[0] for p in game.players] + [[name_parts(p)[1]] for p in game.players]
    teams = [tokenize_raw(f"{t.city} {t.name}")[0] for t in game.teams] + [[t.name] for t in game.teams]
    number = st.one_of(st.integers(min_value=0, max_value=140).map(str), st.sampled_from(NUMBER_WORDS[:9]))
    single = st.one_of(
        st.sampled_from(game_words(game)),
        number,
        st.sampled_from(NUMBER_WORDS),
        st.sampled_from(BASKETBALL),
        st.sampled_from(PUNCTUATION),
        st.text(alphabet="abcXYZé0-'.", min_size=1, max_size=6).filter(lambda t: t.strip() == t and " " not in t),
    ).map(lambda t: [t])
    stat = st.tuples(number, st.sampled_from(BASKETBALL[:7])).map(list)
    pair = st.tuples(number, number, st.sampled_from([["-", "of", "-"], ["-"], ["of"], ["-", "for", "-"]]),
                     st.sampled_from([["shooting"], ["FG"], ["from", "the", "field"], ["3Pt"], ["free", "throws"], []]))
    fragment = st.one_of(
        single, single, stat,
        st.sampled_from(players), st.sampled_from(teams),
        st.tuples(st.sampled_from(players), st.sampled_from(["scored", "had", "added", "led", "went"]), number,
                  st.sampled_from(["points", "rebounds", "assists"])).map(lambda t: [*t[0], *t[1:]]),
        pair.map(lambda t: [t[0], *t[2], t[1], *t[3]]),
        st.tuples(number, number).map(lambda t: ["(", t[0], "-", t[1], ")"]),
        st.tuples(number, number).map(lambda t: [t[0], "-", t[1]]),
        st.sampled_from(["Monday", "Wednesday", "Friday", "Sunday"]).map(lambda d: ["on", d]),
        st.just(["."]),
    )
    return st.lists(fragment, min_size=1, max_size=25).map(lambda fs: [t for f in fs for t in f])


def assert_valid_output(doc: Document, errors: list[Error], csv_path) -> None:
    """The emitted rows fit the text exactly and the scorer reads them back without complaint."""
    spans = sorted((e.start, e.end) for e in errors)
    assert all(a_end <= b_start for (_, a_end), (b_start, _) in zip(spans, spans[1:])), spans
    text = to_csv([(doc, errors)])
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [int(r["ANNOTATION_ID"]) for r in rows] == list(range(1, len(rows) + 1))
    for r in rows:
        start, end = int(r["DOC_TOKEN_START"]), int(r["DOC_TOKEN_END"])
        assert 1 <= start <= end <= len(doc)
        assert r["TOKENS"] == " ".join(doc.tokens[start - 1:end])
        sentence = int(r["SENTENCE_ID"])
        assert 1 <= sentence <= len(doc.sentence_starts)
        assert doc.from_sent_ids(sentence, int(r["SENT_TOKEN_START"])) == start - 1
        assert doc.from_sent_ids(sentence, int(r["SENT_TOKEN_END"])) == end - 1
        assert r["TYPE"] in {c.value for c in Category}
    csv_path.write_text(text, encoding="utf-8")
    read_back = read_mistakes(csv_path, {doc.text_id: doc})  # raises on any fault it can see
    assert sum(len(v) for v in read_back.values()) == len(rows)


@pytest.fixture(scope="module")
def csv_path(tmp_path_factory):
    return tmp_path_factory.mktemp("properties") / "submission.csv"


def test_random_tokenized_texts_never_break_the_checker(example_game, checker, csv_path):
    @SETTINGS
    @given(tokens=token_lists(example_game))
    def run(tokens: list[str]) -> None:
        doc = Document.from_tokenized("T1", " ".join(tokens))
        assert doc.tokens == tokens
        errors, failures = checker.check_collecting(doc, example_game, True)
        assert failures == []
        assert errors == checker.check(doc, example_game, True)
        assert_valid_output(doc, errors, csv_path)

    run()


def test_random_raw_texts_never_break_the_checker(example_game, checker, csv_path):
    @SETTINGS
    @given(pieces=token_lists(example_game), glue=st.lists(st.sampled_from([" ", " ", " ", "", "-", "  "]), min_size=1))
    def run(pieces: list[str], glue: list[str]) -> None:
        text = pieces[0] + "".join(glue[k % len(glue)] + p for k, p in enumerate(pieces[1:]))
        doc = Document.from_raw("T2", text)
        if not doc.tokens:
            return
        errors, failures = checker.check_collecting(doc, example_game, False)
        assert failures == []
        assert_valid_output(doc, errors, csv_path)

    run()


def test_random_texts_against_a_training_game(games_by_text_id, checker, csv_path):
    game = games_by_text_id["S001"]

    @settings(max_examples=60, deadline=None)
    @given(tokens=token_lists(game))
    def run(tokens: list[str]) -> None:
        doc = Document.from_tokenized("S001.txt", " ".join(tokens))
        errors, failures = checker.check_collecting(doc, game, True)
        assert failures == []
        assert_valid_output(doc, errors, csv_path)

    run()


@settings(max_examples=150, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list("aZ9 .,-'()\n\tJ.n't%é\u00a0")), max_size=80))
def test_raw_tokens_sit_at_their_offsets_and_retokenize_to_themselves(text):
    tokens, starts = tokenize_raw(text)
    assert starts == sorted(starts)
    for tok, start in zip(tokens, starts):
        assert tok and not any(c.isspace() for c in tok)
        assert text[start:start + len(tok)] == tok
    assert tokenize_raw(" ".join(tokens))[0] == tokens


@settings(max_examples=150, deadline=None)
@given(spans=st.lists(st.tuples(st.integers(0, 30), st.integers(1, 4), st.sampled_from(list(Category))), max_size=12))
def test_overlap_resolution_keeps_a_non_overlapping_subset(spans):
    errors = [Error(s, s + w, c, rule=f"r{k}") for k, (s, w, c) in enumerate(spans)]
    kept = resolve_overlaps(errors)
    assert all(e in errors for e in kept)
    assert all(a.end <= b.start for a, b in zip(kept, kept[1:]))
    # nothing dropped that overlaps none of the kept ones
    assert all(any(e.overlaps(k) for k in kept) for e in errors)
