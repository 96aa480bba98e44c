"""The emitter: overlap resolution, the submission CSV, and atomic writes."""

from __future__ import annotations

import csv
import io
import itertools
import os
import stat

import pytest

from factcheck.text.document import Document
from factcheck.engine.emitter import resolve_overlaps
from factcheck.io.formats.submission import COLUMNS, rows, to_csv, write_atomic
from factcheck.engine.errors import Category, Error
from factcheck.evaluation.scorer import read_mistakes, score

PRIORITY = [Category.NAME, Category.NUMBER, Category.CONTEXT, Category.WORD, Category.NOT_CHECKABLE, Category.OTHER]


def parse(csv_text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(csv_text)))


# ---- overlap resolution ----------------------------------------------------------------------
def test_priority_order_of_categories():
    assert sorted(Category, key=lambda c: c.priority) == PRIORITY
    assert [c.priority for c in PRIORITY] == list(range(6))


@pytest.mark.parametrize("high, low", list(itertools.combinations(PRIORITY, 2)),
                         ids=lambda c: c.value if isinstance(c, Category) else None)
def test_higher_priority_wins_even_when_wider(high, low):
    wide_high = Error(2, 6, high, rule="a")
    narrow_low = Error(3, 4, low, rule="b")
    assert resolve_overlaps([narrow_low, wide_high]) == [wide_high]
    assert resolve_overlaps([wide_high, narrow_low]) == [wide_high]


def test_same_category_narrower_wins_then_earlier():
    wide, narrow = Error(0, 3, Category.NUMBER, rule="w"), Error(1, 2, Category.NUMBER, rule="n")
    assert resolve_overlaps([wide, narrow]) == [narrow]
    first, second = Error(4, 6, Category.WORD), Error(5, 7, Category.WORD)
    assert resolve_overlaps([second, first]) == [first]


def test_a_loser_can_free_room_for_a_third_span():
    # NAME 3-5 beats NUMBER 2-4; NUMBER 0-2 does not overlap NAME and stays
    name, number_a, number_b = Error(3, 5, Category.NAME), Error(2, 4, Category.NUMBER), Error(0, 2, Category.NUMBER)
    assert resolve_overlaps([number_a, number_b, name]) == [number_b, name]


def test_resolved_output_is_sorted_and_non_overlapping():
    errors = [Error(9, 10, Category.OTHER), Error(0, 1, Category.WORD), Error(4, 6, Category.NUMBER),
              Error(5, 6, Category.CONTEXT), Error(2, 3, Category.NAME), Error(9, 11, Category.NAME)]
    kept = resolve_overlaps(errors)
    assert [(e.start, e.end, e.category) for e in kept] == [
        (0, 1, Category.WORD), (2, 3, Category.NAME), (4, 6, Category.NUMBER), (9, 11, Category.NAME)]
    assert all(not a.overlaps(b) for a, b in itertools.combinations(kept, 2))


def test_error_spans_must_not_be_empty():
    with pytest.raises(ValueError):
        Error(3, 3, Category.NAME)
    with pytest.raises(ValueError):
        Error(-1, 2, Category.NAME)
    assert Error(1, 3, Category.NAME).overlaps(Error(2, 5, Category.WORD))
    assert not Error(1, 3, Category.NAME).overlaps(Error(3, 5, Category.WORD))


# ---- the CSV ---------------------------------------------------------------------------------
DOC_A = "The Bucks won on Wednesday . Redfield had six assists and 21 points ."
DOC_B = "The Nuggets ( 2 - 4 ) lost . Hagan scored 25 ."


def test_to_csv_rows_ids_and_sequence():
    a, b = Document.from_tokenized("A.txt", DOC_A), Document.from_tokenized("B.txt", DOC_B)
    errors_a = [Error(8, 9, Category.NUMBER, "four", "Redfield had 4 assists", "player_stats"),
                Error(4, 5, Category.NAME, "Friday", "the game was on Friday", "weekday"),
                Error(7, 10, Category.WORD, "", "overlaps the NUMBER and loses", "x")]
    errors_b = [Error(5, 6, Category.NUMBER, "3", "", "team_record"), Error(11, 12, Category.NUMBER, "27")]
    text = to_csv([(a, errors_a), (b, errors_b)])
    assert text.splitlines()[0] == ",".join(COLUMNS)
    got = parse(text)
    assert [r["ANNOTATION_ID"] for r in got] == ["1", "2", "3", "4"]
    assert [(r["TEXT_ID"], r["TOKENS"], r["TYPE"], r["CORRECTION"]) for r in got] == [
        ("A.txt", "Wednesday", "NAME", "Friday"), ("A.txt", "six", "NUMBER", "four"),
        ("B.txt", "4", "NUMBER", "3"), ("B.txt", "25", "NUMBER", "27")]
    assert [(r["SENTENCE_ID"], r["SENT_TOKEN_START"], r["SENT_TOKEN_END"], r["DOC_TOKEN_START"],
             r["DOC_TOKEN_END"]) for r in got] == [
        ("1", "5", "5", "5", "5"), ("2", "3", "3", "9", "9"), ("1", "6", "6", "6", "6"), ("2", "3", "3", "12", "12")]
    assert got[0]["COMMENT"] == "the game was on Friday"


def test_rows_start_at_first_id_and_reject_spans_across_sentences():
    doc = Document.from_tokenized("A.txt", DOC_A)
    got = rows(doc, [Error(6, 8, Category.NAME, "Hagan")], first_id=7)
    assert got[0]["ANNOTATION_ID"] == "7"
    assert (got[0]["TOKENS"], got[0]["DOC_TOKEN_START"], got[0]["DOC_TOKEN_END"]) == ("Redfield had", "7", "8")
    with pytest.raises(ValueError, match="crosses a sentence boundary"):
        rows(doc, [Error(4, 7, Category.WORD)])


def test_empty_results_give_the_header_only():
    assert to_csv([]) == ",".join(COLUMNS) + "\n"
    assert to_csv([(Document.from_tokenized("A.txt", DOC_A), [])]) == ",".join(COLUMNS) + "\n"


# ---- the checker's output on the 60 training texts -------------------------------------------
@pytest.fixture(scope="module")
def training_csv(training_results) -> str:
    return to_csv(training_results)


def test_training_csv_is_sorted_with_sequential_ids(training_csv, training_results):
    got = parse(training_csv)
    n_errors = sum(len(errors) for _, errors in training_results)
    assert len(got) == n_errors > 100
    assert [int(r["ANNOTATION_ID"]) for r in got] == list(range(1, n_errors + 1))
    order = [(r["TEXT_ID"], int(r["DOC_TOKEN_START"])) for r in got]
    assert order == sorted(order)
    for tid, group in itertools.groupby(got, key=lambda r: r["TEXT_ID"]):
        spans = [(int(r["DOC_TOKEN_START"]), int(r["DOC_TOKEN_END"])) for r in group]
        assert all(a[1] < b[0] for a, b in zip(spans, spans[1:])), tid


def test_training_csv_tokens_equal_the_text_at_both_id_schemes(training_csv, training_texts):
    for r in parse(training_csv):
        doc = training_texts[r["TEXT_ID"].removesuffix(".txt")]
        start, end = int(r["DOC_TOKEN_START"]), int(r["DOC_TOKEN_END"])
        assert r["TOKENS"] == doc.span_text(start - 1, end)
        sentence = int(r["SENTENCE_ID"])
        s_start = doc.from_sent_ids(sentence, int(r["SENT_TOKEN_START"]))
        s_end = doc.from_sent_ids(sentence, int(r["SENT_TOKEN_END"]))
        assert (s_start + 1, s_end + 1) == (start, end)
        assert r["TYPE"] in {c.value for c in Category}
        assert r["COMMENT"]


def test_training_csv_round_trips_and_scores(training_csv, training_texts, training_gold, tmp_path):
    path = tmp_path / "submission.csv"
    write_atomic(path, training_csv)
    submitted = read_mistakes(path, training_texts)
    assert sum(len(ms) for ms in submitted.values()) == len(parse(training_csv))
    overall = score(training_gold, submitted)["overall"]
    assert overall.mistake_precision > 0.8
    assert overall.mistake_recall > 0.15


# ---- atomic writes ---------------------------------------------------------------------------
def test_write_atomic_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "out" / "sub.csv"
    write_atomic(path, "first\n")
    write_atomic(path, "second\n")
    assert path.read_text(encoding="utf-8") == "second\n"
    assert os.listdir(path.parent) == ["sub.csv"]


def test_write_atomic_failure_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "a_directory"
    (target / "inside").mkdir(parents=True)
    with pytest.raises(OSError):
        write_atomic(target, "content\n")
    assert sorted(os.listdir(tmp_path)) == ["a_directory"]
    assert os.listdir(target) == ["inside"]


def test_write_atomic_gives_the_file_normal_permissions(tmp_path):
    umask = os.umask(0o022)
    try:
        path = tmp_path / "sub.csv"
        write_atomic(path, "x\n")
    finally:
        os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
