"""Inputs and what the CLI says about them (issue 23, items 2, 8, 11, 12 and the options, help and
claims report): one bad line of ``--outputs`` costs that line only, messages print paths as they
are, token ids count the file's own tokens, an option is never given twice silently, and every
command that reads games and texts takes the same input options."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app

from _clone import make_clone

GOLD = Path(__file__).resolve().parent.parent / "gold"
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
#: A tokenized outputs line about the example game: Marcus Redfield had 21 points, not 30.
LINE = "The Bucks won . Marcus Redfield scored 30 points ."


def invoke(*args: str, columns: int = 200):
    return CliRunner(env={**PLAIN_ENV, "COLUMNS": str(columns)}).invoke(app, [str(a) for a in args])


def rows(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


def rotowire(tmp: Path, n_games: int) -> Path:
    record = json.loads((GOLD / "example_game.json").read_text(encoding="utf-8"))
    path = tmp / "games.json"
    path.write_text(json.dumps([record] * n_games), encoding="utf-8")
    return path


# ---- item 2: one unreadable line of --outputs ---------------------------------------------------
def test_a_nul_byte_or_bad_utf8_on_one_line_skips_that_line_only(tmp_path):
    games = rotowire(tmp_path, 4)
    outputs = tmp_path / "outputs.txt"
    outputs.write_bytes(b"\n".join([LINE.encode(), b"The Bucks \x00 won .", b"Caf\xe9 au lait .", LINE.encode()]) + b"\n")
    result = invoke("check", "--rotowire", games, "--outputs", outputs, "--out", tmp_path / "out.csv")
    assert result.exit_code == 1, result.stderr
    said = [line for line in result.stderr.splitlines() if line.startswith("skipped")]
    assert said == [f"skipped {outputs}:2: binary data (a NUL byte at offset 10), expected UTF-8 text",
                    f"skipped {outputs}:3: not UTF-8 text (invalid byte at offset 3)"]
    assert {r["TEXT_ID"] for r in rows((tmp_path / "out.csv").read_text(encoding="utf-8"))} == {"0", "3"}


def test_a_run_that_checks_nothing_leaves_the_previous_csv(tmp_path):
    games = rotowire(tmp_path, 2)
    outputs = tmp_path / "outputs.txt"
    outputs.write_bytes(b"\x89PNG\x00\n\xff\xfe\n")
    out = tmp_path / "out.csv"
    out.write_text("the previous run\n", encoding="utf-8")
    result = invoke("check", "--rotowire", games, "--outputs", outputs, "--out", out)
    assert result.exit_code == 1
    assert out.read_text(encoding="utf-8") == "the previous run\n"
    assert result.stderr.splitlines()[-1].startswith(f"checked no text: nothing written; {out} left as it was")


# ---- item 8: user strings are printed as they are -----------------------------------------------
def test_a_line_number_is_not_turned_into_an_emoji(tmp_path):
    games = rotowire(tmp_path, 99)
    outputs = tmp_path / "o100.txt"
    outputs.write_text("".join(f"{LINE}\n" if i == 99 else "\n" for i in range(100)), encoding="utf-8")
    result = invoke("check", "--rotowire", games, "--outputs", outputs, "--allow-count-mismatch")
    assert f"skipped {outputs}:100: no game 99 in {games}" in result.stderr.splitlines()


def test_text_ids_in_messages_and_titles_keep_colons_and_brackets(tmp_path):
    texts = tmp_path / "texts"
    texts.mkdir()
    (texts / ":fire:[b].txt").write_text("The Bucks won .", encoding="utf-8")
    (texts / "G001.txt").write_text((GOLD / "texts" / "G001.txt").read_text(encoding="utf-8"), encoding="utf-8")
    result = invoke("check", "--games", GOLD / "example_game.json", "--texts", texts)
    assert f"skipped {texts / ':fire:[b].txt'}:1: no game with shared_task_text_id ':fire:[b]' in " \
           f"{GOLD / 'example_game.json'}" in result.stderr.splitlines()
    (texts / "G001.txt").rename(texts / ":100:.txt")
    record = json.loads((GOLD / "example_game.json").read_text(encoding="utf-8"))
    games = tmp_path / "games.jsonl"
    games.write_text(json.dumps({**record, "shared_task_text_id": ":100:"}) + "\n", encoding="utf-8")
    shown = invoke("claims", "--games", games, "--texts", texts)
    assert shown.stdout.startswith(":100: (Milwaukee Bucks at Denver Nuggets):"), shown.stdout[:200]


# ---- item 11: token ids count the file's own tokens ---------------------------------------------
def test_outputs_lines_are_not_retokenized(tmp_path):
    games = rotowire(tmp_path, 1)
    outputs = tmp_path / "outputs.txt"
    line = "D.J Smith watched as Marcus Redfield scored 30 points ."
    outputs.write_text(line + "\n", encoding="utf-8")
    result = invoke("check", "--rotowire", games, "--outputs", outputs, "--rules", "player_stats")
    (row,) = rows(result.stdout)
    assert (row["TOKENS"], row["SENTENCE_ID"], row["DOC_TOKEN_START"]) == ("30", "1", str(line.split().index("30") + 1))
    raw = invoke("check", "--rotowire", games, "--outputs", outputs, "--rules", "player_stats", "--raw")
    (row,) = rows(raw.stdout)  # --raw: "D.J" is split, and its "." ends a sentence
    assert (row["TOKENS"], row["SENTENCE_ID"], row["DOC_TOKEN_START"]) == ("30", "2", "10")


# ---- item 12: an option given twice ------------------------------------------------------------
@pytest.mark.parametrize("option, values", [("--outputs", ["a.txt", "b.txt"]), ("--out", ["x.csv", "y.csv"]),
                                            ("--schedule", ["s.csv", "s.csv"])])
def test_a_single_valued_option_given_twice_is_refused(tmp_path, option, values):
    args = ["check", "--rotowire", rotowire(tmp_path, 1)]
    if option != "--outputs":
        args += ["--outputs", tmp_path / "o.txt"]
    for value in values:
        args += [option, tmp_path / value]
    result = invoke(*args)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"error: option '{option}' given 2 times, but it takes one value: give it "
                                          "once; see 'root check --help'"]


def test_repeatable_options_stay_repeatable(tmp_path):
    game = str(GOLD / "example_game.json")
    result = invoke("check", "--games", game, "--texts", GOLD / "texts", "--league", game, "--league", game,
                    "--format", "csv", "--format", "jsonl", "--out", tmp_path / "r")
    assert result.exit_code == 0, result.stderr


# ---- the input options, defined once -------------------------------------------------------------
def _options(command: str) -> dict[str, str]:
    """Option name -> its help text, as typer builds the command."""
    import typer.main

    group = typer.main.get_command(app)
    cmd = group.commands[command]
    return {p.opts[0]: p.help for p in cmd.params if p.opts[0].startswith("--")}


SHARED = ["--games", "--texts", "--rotowire", "--outputs", "--allow-count-mismatch", "--shared-task", "--raw",
          "--schedule", "--league", "--not-checkable", "--rules", "--jobs"]


def test_check_and_claims_take_the_same_input_options():
    check, claims = _options("check"), _options("claims")
    assert {name: check[name] for name in SHARED} == {name: claims[name] for name in SHARED}


@pytest.mark.shared
def test_claims_reads_a_clone_of_the_shared_task(task_dir, tmp_path):
    clone = make_clone(task_dir, tmp_path / "accuracySharedTask")
    result = invoke("claims", "--shared-task", clone / "test_set", "--rules", "weekday", "--format", "jsonl")
    assert result.exit_code == 0, result.stderr
    records = [json.loads(line) for line in result.stdout.splitlines()]
    header, claims = records[0], records[1:]
    assert header["record"] == "run" and header["n_texts"] == 5 and "|only:weekday|" in header["signature"]
    assert {c["record"] for c in claims} == {"claim"} and {c["text_id"] for c in claims} == set(header["texts"])


# ---- help ---------------------------------------------------------------------------------------
def test_help_shows_no_type_labels_no_hidden_argument_and_no_range():
    league = invoke("league", "--help").stdout
    assert "<bool>" not in league and "--help" in league
    check = invoke("check", "--help").stdout
    assert "LEAGUE.json" not in check and "x>=0" not in check
    assert re.search(r"Usage: root check \[OPTIONS\]\s*$", check, re.M), check[:300]


def test_jobs_below_zero_is_a_usage_error():
    result = invoke("check", "--games", GOLD / "example_game.json", "--texts", GOLD / "texts", "--jobs", "-1")
    assert result.exit_code == 2 and "'--jobs'" in result.stderr and "0 or more" in result.stderr


def test_gold_without_the_html_page_is_refused(tmp_path):
    result = invoke("check", "--games", GOLD / "example_game.json", "--texts", GOLD / "texts",
                    "--gold", GOLD / "gsml.csv", "--out", tmp_path / "out.csv")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == ["error: --gold marks the review page: give --format html too (the other "
                                          "formats do not show it)"]
    assert list(tmp_path.iterdir()) == []


# ---- the claims report -------------------------------------------------------------------------
def test_claims_report_is_compact_and_names_teams_at_80_columns():
    out = invoke("claims", columns=80).stdout
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "(vis)" not in out and "(home)" not in out and "( 4 - 2 ) 4 - 2" not in out
    entries = [line for line in lines if re.match(r"\s+\d+ [✓✗·] ", line)]
    assert len(entries) == _claims_read()  # one entry per claim read ...
    assert len(lines) <= 2 * len(entries) + 3  # ... of at most two lines on average
    assert '  1 ✓ Milwaukee Bucks, result "defeated": the Bucks won 108 - 101 against the' in lines
    assert '  1 ✗ the game, final score "108 - 99": 99 -> 101: the final score was Bucks' in lines


def test_claims_jsonl_starts_with_a_run_header():
    out = invoke("claims", "--format", "jsonl").stdout.splitlines()
    header = json.loads(out[0])
    assert header["record"] == "run" and header["texts"] == ["G001"] and header["signature"].startswith("factcheck:")
    assert all(json.loads(line)["record"] == "claim" for line in out[1:]) and len(out) == 1 + _claims_read()


def _claims_read() -> int:
    """How many claims the reader reads in the built-in example."""
    import factcheck

    record, text = factcheck.example()
    return len(factcheck.Checker().check(record, text, claims=True).claims)
