"""End to end on the project's own invented example in gold/ (no shared data needed)."""

from __future__ import annotations

import csv

import pytest

from boxscore import Side
from factcheck.evaluation.scorer import read_mistakes, score

#: Annotated errors the current rules cover: (doc start, doc end, type, correction), ids from 1.
COVERED = {
    (17, 17, "NUMBER", "3"),               # team record: Nuggets ( 2 - 4 ) -> 3
    (22, 22, "NUMBER", "101"),             # final score 108 - 99 -> 101
    (28, 28, "NAME", "Friday"),            # weekday
    (36, 38, "WORD", "triple - double"),   # 21 points, 11 rebounds, 10 assists is a triple-double
    (59, 59, "NUMBER", "19"),              # shot breakdown: 10 - of - 17 -> 19 attempts
    (85, 85, "NUMBER", "four"),            # player number: six assists -> four
    (93, 94, "CONTEXT", ""),               # a Nuggets reserve in the Bucks' narrative
    (99, 100, "NAME", "Tyrell Hagan"),     # name swap: Sorensen's line is Hagan's
}


@pytest.fixture(scope="module")
def gold_rows(gold_dir) -> list[dict[str, str]]:
    with (gold_dir / "gsml.csv").open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


@pytest.fixture(scope="module")
def found(checker, gold_doc, example_game):
    return checker.check(gold_doc, example_game)


def as_gold(errors) -> set[tuple[int, int, str, str]]:
    return {(e.start + 1, e.end, e.category.value, e.correction) for e in errors}


def test_gold_text_shape(gold_doc, gold_rows):
    assert len(gold_doc) == 154
    assert len(gold_doc.sentence_starts) == 6
    assert len(gold_rows) == 12
    assert [r["ANNOTATION_ID"] for r in gold_rows] == [str(n) for n in range(1, 13)]


def test_checker_finds_the_covered_annotated_errors(found):
    assert COVERED <= as_gold(found)


def test_checker_makes_no_finding_outside_the_annotation(found, gold_rows):
    annotated = {(int(r["DOC_TOKEN_START"]), int(r["DOC_TOKEN_END"]), r["TYPE"]) for r in gold_rows}
    for e in found:
        assert (e.start + 1, e.end, e.category.value) in annotated, e


def test_findings_score_against_the_gold_annotation(found, gold_dir, gold_doc):
    from factcheck.evaluation.scorer import Mistake

    gold = read_mistakes(gold_dir / "gsml.csv", {"G001": gold_doc})
    sub = {"G001": [Mistake("G001", e.start + 1, e.end, e.category.value, n) for n, e in enumerate(found)]}
    overall = score(gold, sub)["overall"]
    assert overall.mistake_precision == 1.0
    assert overall.recalled_mistakes >= len(COVERED)


def test_gold_tokens_equal_the_text_at_both_id_schemes(gold_rows, gold_doc):
    for r in gold_rows:
        start, end = int(r["DOC_TOKEN_START"]), int(r["DOC_TOKEN_END"])
        assert r["TOKENS"] == gold_doc.span_text(start - 1, end), r["ANNOTATION_ID"]
        sentence = int(r["SENTENCE_ID"])
        s_start = gold_doc.from_sent_ids(sentence, int(r["SENT_TOKEN_START"]))
        s_end = gold_doc.from_sent_ids(sentence, int(r["SENT_TOKEN_END"]))
        assert (s_start + 1, s_end + 1) == (start, end), r["ANNOTATION_ID"]
        assert r["TEXT_ID"] == "G001.txt"


def test_gold_csv_is_accepted_by_the_scorer_with_the_text(gold_dir, gold_doc):
    gold = read_mistakes(gold_dir / "gsml.csv", {"G001": gold_doc})
    assert len(gold["G001"]) == 12
    perfect = score(gold, gold)
    assert perfect["overall"].mistake_recall == perfect["overall"].mistake_precision == 1.0
    types = {c: perfect[c].gold_mistakes for c in ("NAME", "NUMBER", "WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER")}
    assert types == {"NAME": 2, "NUMBER": 5, "WORD": 2, "CONTEXT": 1, "NOT_CHECKABLE": 1, "OTHER": 1}


def test_gold_game_is_internally_consistent(example_game):
    g = example_game
    for side in Side:
        team = g.team(side)
        played = [p for p in g.roster(side) if p.played]
        assert sum(p.PTS for p in played) == team.points
        assert sum(team.quarters) == team.points
        assert sum(p.REB for p in played) == team.rebounds
        assert sum(p.AST for p in played) == team.assists
        assert sum(p.MIN for p in played) == 240
        assert all(p.PTS == 2 * (p.FGM - p.FG3M) + 3 * p.FG3M + p.FTM for p in played)
        assert all(p.REB == p.OREB + p.DREB for p in played)
    assert (g.vis.points, g.home.points) == (108, 101)


def test_demo_reports_the_comparison_with_the_annotation(found):
    from rich.console import Console

    from factcheck.commands.demo import run_demo

    console = Console(record=True, width=200, color_system=None, force_terminal=False)
    run_demo(console)
    text = console.export_text()
    assert f"{len(found)} of 12 annotated errors found, 0 finding(s) not annotated" in text
