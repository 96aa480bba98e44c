"""Reproducers of the fuzz run's crashes (issue 15, items 1-4): each text is checked against the game
of training text S001 and no rule may fail on it; numbers are ASCII digits of sane length only.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.text.document import Document
from factcheck.text.numbers import is_digits, number_positions, parse_at

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "400"}
HUGE = "7" * 5000  # past Python's int-digit limit (4,300)


def failures(checker, game, text: str) -> list[tuple[str, str]]:
    _, failed = checker.check_collecting(Document.from_tokenized("S001.txt", text), game)
    return failed


@pytest.mark.parametrize("text", [
    # item 1: "in double figures" names no box-score column ("?" from named_stat)
    "Luol Deng was second on the team in double figures .",
    "Luol Deng was next in double figures .",
    # item 2: superscripts, other Unicode digits and 5,000-digit numbers in every number slot
    "The Celtics outscored the Lakers \u00b2 - 30 in the first quarter .",
    f"The Celtics outscored the Lakers {HUGE} - 30 in the first quarter .",
    "The Celtics outscored the Lakers \u0663\u0660 - 30 in the first quarter .",
    "The Celtics shot \u00b2 percent from the field , while the Lakers outscored them 30 - 20 in the third .",
    f"The Celtics shot {HUGE} percent from the field , while the Lakers outscored them 30 - 20 in the third .",
    "Isaiah Thomas led the Celtics ( \u00b2 - 3 ) with 20 points . The Isaiah Thomas ( 3 - \u00b2 ) lost .",
    f"The Isaiah Thomas ( {HUGE} - 3 ) beat the Lakers ( 3 - {HUGE} ) , 113 - 107 .",
    f"The Celtics ( {HUGE} - 30 ) beat the Lakers ( \u00b2 - 3 ) , {HUGE} - 107 , for their {HUGE}th win .",
    "This marks their \u00b2nd win in their last 12 games , and Isaiah Thomas scored \u00b9\u2070 points .",
])
def test_no_rule_fails_on_odd_text(checker, games_by_text_id, text):
    assert failures(checker, games_by_text_id["S001"], text) == []


def test_a_rank_in_double_figures_is_not_checked_but_scoring_is(checker, games_by_text_id):
    game = games_by_text_id["S001"]
    deng = next(p for p in game.players if p.name == "Luol Deng")
    actual = game.rank(deng, "PTS", within_team=True)
    wrong = "second" if actual != 2 else "third"
    found = checker.check(Document.from_tokenized("S001.txt", f"Luol Deng was {wrong} on the team in scoring ."), game)
    assert [(e.rule, e.start) for e in found] == [("ranks", 3)]
    found = checker.check(Document.from_tokenized("S001.txt", f"Luol Deng was {wrong} on the team in double figures ."),
                          game)
    assert [e for e in found if e.rule == "ranks"] == []


@pytest.mark.parametrize("token, digits", [
    ("113", True), ("0", True), ("123456789", True), ("1234567890", False), (HUGE, False),
    ("\u00b2", False), ("\u0663", False), ("\uff11", False), ("1\u00b2", False), ("", False), ("-3", False),
])
def test_numbers_are_ascii_digits_of_sane_length(token, digits):
    assert is_digits(token) is digits
    tokens = [token or "x"]
    read = parse_at(tokens, 0)
    assert (read is not None) == (digits and len(token) <= 4)  # parse_at reads 1 to 4 digits
    assert (number_positions(tokens) == [0]) == (token.isascii() and token.isdecimal())


# ---- item 4: --format xmi with characters XML cannot hold --------------------------------------
def _run_xmi(tmp_path: Path, gold_dir: Path, text: str) -> tuple:
    texts = tmp_path / "texts"
    texts.mkdir()
    (texts / "G001.txt").write_text(text, encoding="utf-8")
    (texts / "G002.txt").write_text((gold_dir / "texts" / "G001.txt").read_text(encoding="utf-8"), encoding="utf-8")
    games = tmp_path / "games.jsonl"
    record = (gold_dir / "example_game.json").read_text(encoding="utf-8")
    import json

    rec = json.loads(record)
    games.write_text(json.dumps(rec) + "\n" + json.dumps({**rec, "shared_task_text_id": "G002"}) + "\n", encoding="utf-8")
    out = tmp_path / "run"
    result = CliRunner(env=PLAIN_ENV).invoke(app, ["check", "--games", str(games), "--texts", str(texts),
                                                   "--format", "xmi", "--format", "csv", "--out", str(out)])
    return result, out


def test_xmi_keeps_offsets_when_the_text_holds_control_characters(tmp_path, gold_dir, gold_text):
    from cassis import load_cas_from_xmi, load_typesystem

    bad = gold_text.replace(" Bucks ", " Bu\x0ccks ", 1).replace(" . ", " . \x01 \ufffe ", 1)
    result, out = _run_xmi(tmp_path, gold_dir, bad)
    assert result.exit_code == 0, result.stderr
    xmi = out.with_name("run-xmi")
    assert sorted(p.name for p in xmi.iterdir() if not p.name.startswith(".")) == ["G001.xmi", "G002.xmi",
                                                                                  "TypeSystem.xml"]
    ts = load_typesystem(xmi / "TypeSystem.xml")
    cas = load_cas_from_xmi(xmi / "G001.xmi", typesystem=ts)
    doc = Document.from_tokenized("G001.txt", bad)
    assert len(cas.sofa_string) == len(doc.text)
    tokens = [t.get_covered_text() for t in cas.select("de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token")]
    expected = [t.replace("\x0c", "\ufffd").replace("\x01", "\ufffd").replace("\ufffe", "\ufffd") for t in doc.tokens]
    assert tokens == expected  # one character for one: every offset after the bad ones still fits
    errors = [e.get_covered_text() for e in cas.select("webanno.custom.FactError")]
    rows = list(csv.DictReader(io.StringIO(out.with_name("run.csv").read_text(encoding="utf-8"))))
    assert errors == [r["TOKENS"].replace("\x0c", "\ufffd") for r in rows if r["TEXT_ID"] == "G001.txt"] and errors


def test_a_text_xmi_cannot_write_is_reported_and_the_others_are_written(tmp_path, gold_dir, gold_text, monkeypatch):
    from factcheck.io.formats import xmi

    real = xmi.to_cas

    def failing(text, ts):
        if text.text_id == "G001":
            raise ValueError("All strings must be XML compatible")
        return real(text, ts)

    monkeypatch.setattr(xmi, "to_cas", failing)
    result, out = _run_xmi(tmp_path, gold_dir, gold_text)
    assert result.exit_code == 1
    problems = [line for line in result.stderr.splitlines() if line.startswith(("skipped", "error"))]
    assert problems == [f"skipped {out.with_name('run-xmi') / 'G001.xmi'}: not written: All strings must be XML compatible"]
    shown = sorted(p.name for p in out.with_name("run-xmi").iterdir() if not p.name.startswith("."))  # not the manifest
    assert shown == ["G002.xmi", "TypeSystem.xml"]
    rows = list(csv.DictReader(io.StringIO(out.with_name("run.csv").read_text(encoding="utf-8"))))
    assert {r["TEXT_ID"] for r in rows} == {"G001.txt", "G002.txt"}  # the other formats are written whole


def test_a_writer_bug_is_not_reported_as_a_bad_gold_file(tmp_path, gold_dir, gold_text, monkeypatch):
    from factcheck.io.formats import xmi

    def broken(self):
        raise ValueError("a writer's bug")

    monkeypatch.setattr(xmi.XmiSink, "close", broken)
    result, _ = _run_xmi(tmp_path, gold_dir, gold_text)
    assert isinstance(result.exception, ValueError)  # a bug surfaces as one, not as "error: a writer's bug"
    assert "error:" not in result.stderr


# ---- item 3: outputs files split on "\n" only ------------------------------------------------
@pytest.mark.parametrize("brk", ["\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\r"])
def test_outputs_lines_end_at_newlines_only(brk):
    from factcheck.io.inputs import output_lines

    content = f"first {brk} summary\r\nsecond\n\nfourth\n"
    assert output_lines(content) == [f"first {brk} summary", "second", "", "fourth"]
    assert output_lines("no final newline") == ["no final newline"]


def test_an_ordinal_in_odd_digits_is_no_ordinal():
    from factcheck.reader.streaks import _ordinal_at

    assert [_ordinal_at([w], 0) for w in ("17th", "\u00b2nd", f"{HUGE}th", "\u0663rd", "third")] == [17, None, None, None, 3]


def test_box_score_numbers_in_odd_digits_are_record_errors_not_crashes(example_record):
    import copy

    from boxscore import RecordError, game_from_record

    rec = copy.deepcopy(example_record)
    first = next(iter(rec["box_score"]["PTS"]))
    rec["box_score"]["PTS"][first] = HUGE
    with pytest.raises(RecordError, match="box_score.PTS"):
        game_from_record(rec, "games.jsonl", "line 1", 0)
    rec = copy.deepcopy(example_record)
    for column in rec["box_score"].values():  # a player index in superscript digits sorts last
        column["\u00b2"] = column.pop(first)
    assert game_from_record(rec, "games.jsonl", "line 1", 0).players


def test_submission_text_ids_missing_from_the_gsml_get_a_note(tmp_path, gold_dir):
    gsml = (gold_dir / "gsml.csv").read_text(encoding="utf-8")
    header, first = gsml.splitlines()[:2]
    (tmp_path / "sub.csv").write_text(f"{header}\n{first}\n{first.replace('G001', 'G777', 1)}\n", encoding="utf-8")
    result = CliRunner(env=PLAIN_ENV).invoke(app, ["score", "--gsml", str(gold_dir / "gsml.csv"),
                                                   "--submission", str(tmp_path / "sub.csv"), "--json"])
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines() == [f"note {tmp_path / 'sub.csv'}: 1 text id(s) not in {gold_dir / 'gsml.csv'} "
                                          "(G777); their rows count as false alarms"]


def test_profile_counts_outputs_lines_as_check_does_and_reads_a_bom_csv(tmp_path, gold_dir):
    from factcheck.io.runs import read_run

    outputs = tmp_path / "outputs.txt"
    outputs.write_bytes("first \r summary\nsecond \u2028 one\n\nfourth\n".encode("utf-8"))
    gsml = (gold_dir / "gsml.csv").read_text(encoding="utf-8")
    run = tmp_path / "run.csv"
    run.write_text("\ufeff" + gsml, encoding="utf-8")
    data = read_run(run, outputs)
    assert data.texts == ["0", "1", "3"]  # a lone \r or U+2028 ends no line
    assert len(data.errors) == gsml.count("\n") - 1


def test_claims_stops_on_an_outputs_count_mismatch(tmp_path, example_record):
    import json

    (tmp_path / "games.json").write_text(json.dumps([example_record]), encoding="utf-8")
    (tmp_path / "outputs.txt").write_text("Marcus Redfield scored 30 points .\nThe Nuggets lost .\n", encoding="utf-8")
    args = ["claims", "--rotowire", str(tmp_path / "games.json"), "--outputs", str(tmp_path / "outputs.txt")]
    result = CliRunner(env=PLAIN_ENV).invoke(app, args)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        f"error: {tmp_path / 'outputs.txt'}: 2 lines but 1 game in {tmp_path / 'games.json'}; lines are matched to "
        "games by position (--allow-count-mismatch checks them anyway)"]
    allowed = CliRunner(env=PLAIN_ENV).invoke(app, [*args, "--allow-count-mismatch", "--format", "jsonl"])
    assert allowed.exit_code == 1, allowed.stderr  # line 2 has no game: reported, line 1 is shown
    assert allowed.stdout.strip() and f"{tmp_path / 'outputs.txt'}:2: no game 1" in allowed.stderr


def test_a_figure_credited_to_a_player_without_it_is_not_corrected_to_none(example_record, gold_text, checker):
    """The fuzz of game records: Tyrell Hagan's REB "N/A" while he played made player_stats render
    a correction of None (num2words: TypeError) when the sentence's figures fit him better."""
    import copy

    from boxscore import game_from_record

    rec = copy.deepcopy(example_record)
    index = next(k for k, v in rec["box_score"]["PLAYER_NAME"].items() if v == "Tyrell Hagan")
    rec["box_score"]["REB"][index] = "N/A"
    game = game_from_record(rec)
    assert failures(checker, game, gold_text) == []


@pytest.mark.parametrize("column, value", [("REB", 1e308), ("PTS", 10**30), ("START_POSITION", ["G"])])
def test_absurd_box_score_values_are_record_errors(example_record, column, value):
    import copy

    from boxscore import RecordError, game_from_record

    rec = copy.deepcopy(example_record)
    first = next(iter(rec["box_score"][column]))
    rec["box_score"][column][first] = value
    with pytest.raises(RecordError, match=f"box_score.{column}.{first}"):
        game_from_record(rec)
