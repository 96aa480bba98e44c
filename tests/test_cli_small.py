"""Small things a user meets at the command line: help, notes, encodings, progress."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.io.inputs import read_text_file

runner = CliRunner(env={"NO_COLOR": "1", "COLUMNS": "160"})


def test_rules_help_shows_its_argument_once_bracketed():
    done = runner.invoke(app, ["rules", "--help"], prog_name="factcheck")
    assert done.exit_code == 0
    assert "Usage: factcheck rules [OPTIONS] [RULE]" in done.stdout and "[[RULE]]" not in done.stdout


@pytest.mark.parametrize("command", [[], ["check"], ["score"], ["claims"], ["demo"], ["rules"], ["profile"],
                                     ["compare"], ["league"], ["league", "build"]])
def test_dash_h_is_help_everywhere(command):
    short, long = runner.invoke(app, [*command, "-h"], prog_name="factcheck"), runner.invoke(app, [*command, "--help"], prog_name="factcheck")
    assert short.exit_code == long.exit_code == 0, short.stderr
    assert short.stdout == long.stdout and "Usage: factcheck" in short.stdout


def _inputs(tmp_path: Path, example_record: dict, gold_text: str) -> list[str]:
    (tmp_path / "texts").mkdir(parents=True)
    (tmp_path / "games.jsonl").write_text(json.dumps(example_record) + "\n")
    (tmp_path / "texts" / "G001.txt").write_text(gold_text)
    return ["--games", str(tmp_path / "games.jsonl"), "--texts", str(tmp_path / "texts")]


def test_league_notes_come_after_a_run_that_checked_texts_never_on_a_failing_one(tmp_path, example_record, gold_text):
    args = _inputs(tmp_path, example_record, gold_text)
    league = ["--league", str(tmp_path / "games.jsonl")]  # league data given: what it leaves out is said
    done = runner.invoke(app, ["check", *args, *league, "--out", str(tmp_path / "out.csv")])
    assert done.exit_code == 0
    lines = done.stderr.splitlines()
    assert any(line.startswith("note no schedule given") for line in lines)
    assert lines[-1].startswith("checked 1 text(s)")
    (tmp_path / "texts" / "G001.txt").write_bytes(b"\x00\x01")  # no text can be checked
    failed = runner.invoke(app, ["check", *args, *league, "--out", str(tmp_path / "out.csv")])
    assert failed.exit_code == 1 and "no schedule" not in failed.stderr and "checked no text" in failed.stderr
    plain = runner.invoke(app, ["check", *_inputs(tmp_path / "b", example_record, gold_text)])
    assert plain.exit_code == 0 and "note" not in plain.stderr  # a box-score run, as asked: nothing to say


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_a_utf16_text_is_read(tmp_path, encoding):
    path = tmp_path / "S001.txt"
    path.write_bytes("The Bucks won 108 - 99 , Redfield’s night .".encode(encoding))
    assert read_text_file(path) == "The Bucks won 108 - 99 , Redfield’s night ."


def test_a_broken_utf16_text_is_named_so_and_a_binary_one_stays_binary(tmp_path):
    broken = tmp_path / "broken.txt"
    broken.write_bytes("The Bucks won .".encode("utf-16") + b"\x00\xd8")  # a lone high surrogate at the end
    with pytest.raises(ValueError, match="not UTF-16 text, though it looks so"):
        read_text_file(broken)
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff")
    with pytest.raises(ValueError, match="binary file, expected UTF-8 text"):
        read_text_file(binary)


def test_claims_shows_a_progress_bar_on_a_terminal(tmp_path, example_record, gold_text, monkeypatch):
    import factcheck.commands.claims as claims
    import factcheck.commands.progress as progress

    screen = io.StringIO()
    monkeypatch.setattr(claims, "STDERR", Console(file=screen, force_terminal=True, width=100))
    monkeypatch.setattr(progress, "MIN_TEXTS", 1)
    done = runner.invoke(app, ["claims", *_inputs(tmp_path, example_record, gold_text), "--format", "jsonl"])
    assert done.exit_code == 0, done.stderr
    assert "reading claims" in screen.getvalue()
