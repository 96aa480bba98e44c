"""The scorer: reference figures on the shared task's example submissions, and the counting rule."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from factcheck.text.document import Document
from factcheck.evaluation.scorer import (
    CATEGORIES,
    Mistake,
    ScoreInputError,
    load_token_lookup,
    normalise_text_id,
    read_mistakes,
    score,
    score_mistakes,
)

FIGURES = ("mistake_recall", "mistake_precision", "token_recall", "token_precision")

#: Published reference figures of the example submissions (rounded to 3 places).
REFERENCE = {
    "overall": (0.288, 0.613, 0.255, 0.429),
    "NAME": (0.505, 0.675, 0.483, 0.779),
    "NUMBER": (0.325, 0.461, 0.37, 0.223),
}


def figures(s) -> tuple:
    return tuple(None if getattr(s, f) is None else round(getattr(s, f), 3) for f in FIGURES)


# ---- reference figures on the shared task's example submissions -----------------------------
@pytest.mark.parametrize("name", ["submission.csv", "submission_doc_based.csv", "submission_sent_based.csv"])
def test_example_submission_reference_figures(name, submissions_dir, training_texts, training_gold):
    sub = read_mistakes(submissions_dir / name, training_texts)
    result = score(training_gold, sub)
    for category, expected in REFERENCE.items():
        assert figures(result[category]) == expected, category
    assert result["overall"].gold_mistakes == 1214
    assert result["overall"].submitted_mistakes == 571
    # the submission only has NAME and NUMBER mistakes
    for category in ("WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER"):
        assert result[category].submitted_mistakes == 0
        assert result[category].mistake_precision is None
        assert result[category].mistake_recall == 0.0


def test_the_three_submissions_score_identically(submissions_dir, training_texts, training_gold):
    results = [score(training_gold, read_mistakes(submissions_dir / n, training_texts))
               for n in ("submission.csv", "submission_doc_based.csv", "submission_sent_based.csv")]
    assert results[0] == results[1] == results[2]


@pytest.mark.parametrize("name", ["gsml_doc_based.csv", "gsml_sent_based.csv"])
def test_gsml_as_submission_scores_one(name, submissions_dir, training_texts, training_gold):
    sub = read_mistakes(submissions_dir / name, training_texts)
    result = score(training_gold, sub)
    with_gold = [c for c in ("overall", *CATEGORIES) if result[c].gold_mistakes]
    assert set(with_gold) == {"overall", *CATEGORIES}  # every category has gold errors in training
    for category in with_gold:
        assert figures(result[category]) == (1.0, 1.0, 1.0, 1.0), category
    assert result["overall"].gold_mistakes == result["overall"].submitted_mistakes == 1214


def test_gold_counts_per_category(training_gold):
    result = score(training_gold, {})
    counts = {c: result[c].gold_mistakes for c in CATEGORIES}
    assert counts == {"NAME": 317, "NUMBER": 474, "WORD": 334, "CONTEXT": 51, "NOT_CHECKABLE": 37, "OTHER": 1}
    assert result["overall"].mistake_precision is None  # nothing submitted
    assert result["overall"].mistake_recall == 0.0


@pytest.mark.parametrize("name, expected_line, fragment", [
    ("submission_blank.csv", 2, "no token ids"),
    ("submission_malformed.csv", 3, "mixed id schemes"),
    ("submission_overlapping.csv", 80, "overlaps"),
])
def test_broken_submissions_are_rejected(name, expected_line, fragment, submissions_dir, training_texts):
    path = submissions_dir / name
    with pytest.raises(ScoreInputError) as info:
        read_mistakes(path, training_texts)
    message = str(info.value)
    assert message.startswith(f"{path}:{expected_line}:"), message
    assert fragment in message
    assert "\n" not in message


def test_overlap_message_names_both_rows(submissions_dir, training_texts):
    with pytest.raises(ScoreInputError, match=r"span 190-192 of S008 overlaps line 79 \(188-194\)"):
        read_mistakes(submissions_dir / "submission_overlapping.csv", training_texts)


def test_mixed_schemes_message_names_both_lines(submissions_dir, training_texts):
    with pytest.raises(ScoreInputError, match=r"line 3 gives only document ids, line 2 only sentence ids"):
        read_mistakes(submissions_dir / "submission_malformed.csv", training_texts)


def test_token_lookup_gives_the_same_figures_as_texts(task_dir, submissions_dir, training_texts, training_gold):
    lookup = load_token_lookup(task_dir / "token_lookup.yaml")
    assert len(lookup) == 60
    by_lookup = score(read_mistakes(task_dir / "gsml.csv", lookup),
                      read_mistakes(submissions_dir / "submission_sent_based.csv", lookup))
    by_texts = score(training_gold, read_mistakes(submissions_dir / "submission_sent_based.csv", training_texts))
    assert by_lookup == by_texts
    for category, expected in REFERENCE.items():
        assert figures(by_lookup[category]) == expected
    # the lookup maps every sentence id exactly as the text does
    for tid in ("S001", "S031", "S060"):
        doc = training_texts[tid]
        for i in range(len(doc)):
            assert lookup[tid].from_sent_ids(*doc.sent_ids(i)) == i


# ---- the counting rule, on tiny synthetic files ----------------------------------------------
COLUMNS = ("TEXT_ID", "SENTENCE_ID", "ANNOTATION_ID", "TOKENS", "SENT_TOKEN_START", "SENT_TOKEN_END",
           "DOC_TOKEN_START", "DOC_TOKEN_END", "TYPE", "CORRECTION", "COMMENT")


def write_csv(path: Path, rows: list[dict]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=COLUMNS)
        writer.writeheader()
        for n, row in enumerate(rows, start=1):
            writer.writerow({"ANNOTATION_ID": n, **row})
    return path


def doc_row(start: int, end: int, category: str = "NUMBER", text_id: str = "T1.txt", tokens: str = "") -> dict:
    return {"TEXT_ID": text_id, "DOC_TOKEN_START": start, "DOC_TOKEN_END": end, "TYPE": category, "TOKENS": tokens}


def test_one_submitted_span_recalls_only_one_gold_mistake(tmp_path):
    gold = read_mistakes(write_csv(tmp_path / "g.csv", [doc_row(2, 2), doc_row(4, 4)]))
    sub = read_mistakes(write_csv(tmp_path / "s.csv", [doc_row(2, 4)]))
    s = score(gold, sub)["overall"]
    assert (s.gold_mistakes, s.submitted_mistakes, s.recalled_mistakes) == (2, 1, 1)
    assert s.mistake_recall == 0.5
    assert s.mistake_precision == 1.0
    assert (s.gold_tokens, s.submitted_tokens, s.overlapping_tokens) == (2, 3, 2)
    assert s.token_recall == 1.0
    assert s.token_precision == pytest.approx(2 / 3)


def test_gold_mistakes_are_taken_in_order_of_start(tmp_path):
    # Gold A = 1-2 and B = 3-4 (listed B first); submission s1 = 2-3 overlaps both, s2 = 4 only B.
    # In order of start, A consumes s1 and B then takes s2: both are recalled. Taking B first
    # would let it consume s1 and leave A without a match (1 recalled).
    gold = read_mistakes(write_csv(tmp_path / "g.csv", [doc_row(3, 4), doc_row(1, 2)]))
    sub = read_mistakes(write_csv(tmp_path / "s.csv", [doc_row(4, 4), doc_row(2, 3)]))
    s = score(gold, sub)["overall"]
    assert s.recalled_mistakes == 2
    assert s.mistake_recall == 1.0
    assert s.mistake_precision == 1.0


def test_each_gold_mistake_consumes_the_first_unused_overlapping_submission():
    gold = {"T1": [Mistake("T1", 1, 3, "NAME", 2)]}
    sub = {"T1": [Mistake("T1", 3, 3, "NAME", 3), Mistake("T1", 1, 1, "NAME", 2)]}
    s = score_mistakes(gold, sub)
    assert (s.recalled_mistakes, s.submitted_mistakes) == (1, 2)
    assert s.mistake_precision == 0.5
    assert s.token_precision == 1.0  # both submitted tokens are inside the gold span


def test_category_filtering_on_both_sides(tmp_path):
    gold = read_mistakes(write_csv(tmp_path / "g.csv", [doc_row(1, 1, "NAME"), doc_row(3, 3, "NUMBER")]))
    sub = read_mistakes(write_csv(tmp_path / "s.csv", [doc_row(1, 1, "NUMBER"), doc_row(5, 5, "NAME")]))
    result = score(gold, sub)
    overall = result["overall"]  # categories ignored: the NUMBER span recalls the NAME mistake
    assert (overall.recalled_mistakes, overall.mistake_recall, overall.mistake_precision) == (1, 0.5, 0.5)
    assert (overall.overlapping_tokens, overall.token_recall, overall.token_precision) == (1, 0.5, 0.5)
    name = result["NAME"]  # only NAME on both sides: gold 1 vs submitted 5
    assert (name.gold_mistakes, name.submitted_mistakes, name.recalled_mistakes) == (1, 1, 0)
    assert (name.mistake_recall, name.mistake_precision, name.token_recall, name.token_precision) == (0, 0, 0, 0)
    number = result["NUMBER"]  # gold 3 vs submitted 1
    assert (number.gold_mistakes, number.submitted_mistakes, number.recalled_mistakes) == (1, 1, 0)
    assert number.mistake_recall == 0.0


def test_undefined_figures_are_none(tmp_path):
    gold = read_mistakes(write_csv(tmp_path / "g.csv", [doc_row(1, 1, "NAME")]))
    sub = read_mistakes(write_csv(tmp_path / "s.csv", [doc_row(4, 4, "WORD")]))
    result = score(gold, sub)
    assert result["NAME"].mistake_recall == 0.0
    assert result["NAME"].mistake_precision is None  # nothing submitted as NAME
    assert result["NAME"].token_precision is None
    assert result["WORD"].mistake_recall is None  # no gold WORD mistakes
    assert result["WORD"].token_recall is None
    assert result["WORD"].mistake_precision == 0.0
    assert all(getattr(result["OTHER"], f) is None for f in FIGURES)  # nothing on either side
    assert result["OTHER"].as_dict()["mistake_recall"] is None
    assert list(result) == ["overall", "NAME", "NUMBER", "WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER"]


def test_mistakes_in_other_texts_never_match(tmp_path):
    gold = read_mistakes(write_csv(tmp_path / "g.csv", [doc_row(1, 2, text_id="T1.txt")]))
    sub = read_mistakes(write_csv(tmp_path / "s.csv", [doc_row(1, 2, text_id="T2.txt")]))
    s = score(gold, sub)["overall"]
    assert (s.recalled_mistakes, s.overlapping_tokens) == (0, 0)


def test_text_ids_with_and_without_txt_are_the_same_text(tmp_path):
    assert normalise_text_id("S001.txt") == normalise_text_id(" S001 ") == "S001"
    gold = read_mistakes(write_csv(tmp_path / "g.csv", [doc_row(1, 2, text_id="T1.txt")]))
    sub = read_mistakes(write_csv(tmp_path / "s.csv", [doc_row(2, 2, text_id="T1")]))
    assert set(gold) == set(sub) == {"T1"}
    assert score(gold, sub)["overall"].recalled_mistakes == 1


@pytest.mark.parametrize("category", ["name", "SPELLING", ""])
def test_unknown_category_is_rejected(tmp_path, category):
    path = write_csv(tmp_path / "s.csv", [doc_row(1, 1), doc_row(3, 3, category)])
    with pytest.raises(ScoreInputError, match=rf"^{re.escape(str(path))}:3: unknown category {category!r}"):
        read_mistakes(path)


SMALL_TEXT = "The Bucks beat the Nuggets on Wednesday . Redfield had 21 points ."


def small_texts() -> dict:
    return {"T1": Document.from_tokenized("T1.txt", SMALL_TEXT)}


def test_tokens_mismatch_is_rejected_when_texts_are_given(tmp_path):
    path = write_csv(tmp_path / "s.csv", [doc_row(7, 7, "NAME", tokens="Wednesday"),
                                          doc_row(11, 11, tokens="12")])
    with pytest.raises(ScoreInputError) as info:
        read_mistakes(path, small_texts())
    assert str(info.value).startswith(f"{path}:3: TOKENS '12' differ from the text's '21'")
    # without the texts the TOKENS column cannot be checked: accepted
    assert [(m.start, m.end) for m in read_mistakes(path)["T1"]] == [(7, 7), (11, 11)]
    # whitespace inside TOKENS is normalised before comparing
    ok = write_csv(tmp_path / "ok.csv", [doc_row(6, 7, "NAME", tokens="on   Wednesday")])
    assert read_mistakes(ok, small_texts())["T1"][0].start == 6


def test_sentence_ids_are_mapped_with_the_texts(tmp_path):
    row = {"TEXT_ID": "T1.txt", "SENTENCE_ID": 2, "SENT_TOKEN_START": 3, "SENT_TOKEN_END": 4,
           "TYPE": "NUMBER", "TOKENS": "21 points"}
    mistakes = read_mistakes(write_csv(tmp_path / "s.csv", [row]), small_texts())
    assert [(m.start, m.end) for m in mistakes["T1"]] == [(11, 12)]


def test_sentence_ids_without_texts_are_rejected(tmp_path):
    row = {"TEXT_ID": "T1.txt", "SENTENCE_ID": 2, "SENT_TOKEN_START": 3, "SENT_TOKEN_END": 3,
           "TYPE": "NUMBER", "TOKENS": "21"}
    path = write_csv(tmp_path / "s.csv", [row])
    with pytest.raises(ScoreInputError) as info:
        read_mistakes(path)
    message = str(info.value)
    assert message.startswith(f"{path}:2: sentence-based ids need the text 'T1'")
    assert "--texts" in message and "--token-lookup" in message


def test_sentence_ids_outside_the_text_are_rejected(tmp_path):
    row = {"TEXT_ID": "T1.txt", "SENTENCE_ID": 3, "SENT_TOKEN_START": 1, "SENT_TOKEN_END": 1, "TYPE": "NUMBER"}
    path = write_csv(tmp_path / "s.csv", [row])
    with pytest.raises(ScoreInputError, match=rf"^{re.escape(str(path))}:2: sentence 3 does not exist"):
        read_mistakes(path, small_texts())


def test_span_past_the_end_of_the_text_is_rejected(tmp_path):
    path = write_csv(tmp_path / "s.csv", [doc_row(13, 14)])
    with pytest.raises(ScoreInputError, match=rf"^{re.escape(str(path))}:2: token 14 is past the end of T1 \(13 tokens\)"):
        read_mistakes(path, small_texts())


def test_synthetic_overlap_and_bad_span_are_rejected(tmp_path):
    overlapping = write_csv(tmp_path / "o.csv", [doc_row(5, 8), doc_row(1, 2), doc_row(8, 9)])
    with pytest.raises(ScoreInputError, match=rf"^{re.escape(str(overlapping))}:4: span 8-9 of T1 overlaps line 2 \(5-8\)"):
        read_mistakes(overlapping)
    backwards = write_csv(tmp_path / "b.csv", [doc_row(5, 4)])
    with pytest.raises(ScoreInputError, match="bad span 5-4"):
        read_mistakes(backwards)
    no_ids = write_csv(tmp_path / "n.csv", [{"TEXT_ID": "T1.txt", "TYPE": "NAME"}])
    with pytest.raises(ScoreInputError, match=rf"^{re.escape(str(no_ids))}:2: row has no token ids"):
        read_mistakes(no_ids)


def test_missing_file_and_missing_columns_are_rejected(tmp_path):
    with pytest.raises(ScoreInputError, match="file not found"):
        read_mistakes(tmp_path / "nope.csv")
    bad = tmp_path / "bad.csv"
    bad.write_text("TEXT_ID,TYPE,DOC_TOKEN_START\nT1,NAME,1\n", encoding="utf-8")
    with pytest.raises(ScoreInputError, match="missing column"):
        read_mistakes(bad)


def test_error_line_counts_physical_lines_after_a_multiline_field(tmp_path):
    path = tmp_path / "s.csv"
    path.write_text(
        ",".join(COLUMNS) + "\n"
        'T1.txt,,1,a,,,1,1,NAME,,"a comment\nover two lines"\n'
        "T1.txt,,2,b,,,2,2,BOGUS,,\n",
        encoding="utf-8",
    )
    with pytest.raises(ScoreInputError) as info:
        read_mistakes(path)
    assert str(info.value).startswith(f"{path}:4: unknown category 'BOGUS'")
