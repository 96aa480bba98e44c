"""The command line, in-process with typer's CliRunner and end to end with ``python -m factcheck``.

The installed click (8.2 and later) has no ``mix_stderr``: its CliRunner always keeps stderr apart
(``result.stdout`` / ``result.stderr``), which is what these tests need. A few end-to-end tests run
a subprocess, where "no traceback" and the real exit status can be seen.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.io.formats.submission import to_csv
from factcheck.evaluation.scorer import read_mistakes, score

FIGURES = ("mistake_recall", "mistake_precision", "token_recall", "token_precision")
CATEGORY_KEYS = ("NAME", "NUMBER", "WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER")
#: Colour off, a wide console: output that does not depend on the terminal running the tests.
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}


@pytest.fixture(scope="module")
def runner() -> CliRunner:
    return CliRunner(env=PLAIN_ENV)


def plain_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    env.update(NO_COLOR="1", COLUMNS="200", **extra)
    return env


def run_module(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "factcheck", *args], capture_output=True, text=True,
                          timeout=120, env=env or plain_env())


def csv_rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


# ---- check + score on the training data ------------------------------------------------------
@pytest.fixture(scope="module")
def checked_training(runner, task_dir, tmp_path_factory):
    out = tmp_path_factory.mktemp("check") / "submission.csv"
    result = runner.invoke(app, ["check", "--games", str(task_dir / "shared_task.jsonl"),
                                 "--texts", str(task_dir / "texts"), "--out", str(out)])
    return result, out


def test_check_writes_the_submission_of_the_training_texts(checked_training, training_results):
    result, out = checked_training
    assert result.exit_code == 0, result.stderr
    n_errors = sum(len(e) for _, e in training_results)
    assert f"checked 60 text(s), {n_errors} error(s) written to {out}" in result.stderr
    assert result.stdout == ""
    assert out.read_text(encoding="utf-8") == to_csv(training_results)


def test_score_json_accepts_the_checks_output(checked_training, runner, task_dir, training_texts, training_gold):
    _, out = checked_training
    result = runner.invoke(app, ["score", "--gsml", str(task_dir / "gsml.csv"), "--submission", str(out),
                                 "--texts", str(task_dir / "texts"), "--json"])
    assert result.exit_code == 0, result.stderr
    printed = json.loads(result.stdout)
    expected = {k: v.as_dict() for k, v in score(training_gold, read_mistakes(out, training_texts)).items()}
    assert printed == expected
    assert printed["overall"]["mistake_precision"] > 0.8


def test_score_json_on_the_example_submission(runner, task_dir, submissions_dir):
    result = runner.invoke(app, ["score", "--gsml", str(task_dir / "gsml.csv"),
                                 "--submission", str(submissions_dir / "submission.csv"), "--json"])
    assert result.exit_code == 0, result.stderr
    printed = json.loads(result.stdout)
    assert list(printed) == ["overall", *CATEGORY_KEYS]
    for key, figures in printed.items():
        assert set(FIGURES) <= set(figures), key
    rounded = {k: tuple(None if v[f] is None else round(v[f], 3) for f in FIGURES) for k, v in printed.items()}
    assert rounded["overall"] == (0.288, 0.613, 0.255, 0.429)
    assert rounded["NAME"] == (0.505, 0.675, 0.483, 0.779)
    assert rounded["NUMBER"] == (0.325, 0.461, 0.37, 0.223)
    assert rounded["WORD"] == (0.0, None, 0.0, None)  # null where undefined
    assert printed["overall"]["gold_mistakes"] == 1214 and printed["overall"]["submitted_mistakes"] == 571


def test_score_table_on_the_example_submission(runner, task_dir, submissions_dir):
    result = runner.invoke(app, ["score", "--gsml", str(task_dir / "gsml.csv"),
                                 "--submission", str(submissions_dir / "submission_sent_based.csv"),
                                 "--texts", str(task_dir / "texts")])
    assert result.exit_code == 0, result.stderr
    overall = next(line for line in result.stdout.splitlines() if "overall" in line)
    for figure in ("0.288", "0.613", "0.255", "0.429", "1214", "571", "350"):
        assert figure in overall


def test_score_rejects_a_blank_submission_in_one_line(runner, task_dir, submissions_dir):
    blank = submissions_dir / "submission_blank.csv"
    result = runner.invoke(app, ["score", "--gsml", str(task_dir / "gsml.csv"), "--submission", str(blank)])
    assert result.exit_code == 2
    assert isinstance(result.exception, SystemExit)
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"error: {blank}:2: row has no token ids")


def test_score_rejection_end_to_end_has_no_traceback(task_dir, submissions_dir):
    blank = submissions_dir / "submission_blank.csv"
    proc = run_module("score", "--gsml", str(task_dir / "gsml.csv"), "--submission", str(blank), "--json")
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr + proc.stdout
    assert proc.stdout == ""
    assert proc.stderr.strip().count("\n") == 0
    assert f"{blank}:2" in proc.stderr and "no token ids" in proc.stderr


def test_score_json_is_plain_json_even_when_colour_is_forced(task_dir, submissions_dir):
    env = plain_env(FORCE_COLOR="1", TERM="xterm-256color")
    del env["NO_COLOR"]
    proc = run_module("score", "--gsml", str(task_dir / "gsml.csv"),
                      "--submission", str(submissions_dir / "submission.csv"), "--json", env=env)
    assert proc.returncode == 0, proc.stderr
    assert "\x1b[" not in proc.stdout
    assert round(json.loads(proc.stdout)["overall"]["mistake_recall"], 3) == 0.288


# ---- check: NLG outputs and problem inputs ----------------------------------------------------
GAME0 = ("The Atlanta Hawks (46-12) defeated the Orlando Magic (19-41), 95-88, on Wednesday. Nikola Vucevic "
         "had 21 points and 15 rebounds for Orlando, while Al Horford added 17 points and 11 rebounds for "
         "Atlanta. Paul Millsap scored twenty-two points.")
GAME2 = "The Memphis Grizzlies (5-0) beat the Phoenix Suns (3-2), 102-91. Mike Conley scored 26 points."


def test_check_nlg_outputs_file(runner, shared_dir, tmp_path):
    outputs = tmp_path / "outputs.txt"
    outputs.write_text(f"{GAME0}\n\n{GAME2}\n", encoding="utf-8")
    rotowire = shared_dir / "rotowire" / "test.json"
    # the lines are written as people write (not tokenized): --raw tokenizes them first
    result = runner.invoke(app, ["check", "--rotowire", str(rotowire), "--outputs", str(outputs), "--allow-count-mismatch",
                                 "--raw"])
    got = csv_rows(result.stdout)
    assert {r["TEXT_ID"] for r in got} == {"0", "2"}
    assert [(r["TEXT_ID"], r["TOKENS"], r["TYPE"], r["CORRECTION"]) for r in got] == [
        ("0", "Wednesday", "NAME", "Friday"),
        ("0", "11", "NUMBER", "13"),
        ("0", "twenty - two", "NUMBER", "twenty"),
        ("2", "26", "NUMBER", "24"),
    ]
    assert [r["ANNOTATION_ID"] for r in got] == ["1", "2", "3", "4"]
    assert (got[0]["SENTENCE_ID"], got[0]["DOC_TOKEN_START"]) == ("1", "24")
    # the file has 3 lines for 728 games: the user said so (--allow-count-mismatch), so a note
    assert f"note {outputs}: 3 lines but 728 games" in result.stderr
    assert "checked 2 text(s), 4 error(s) written" in result.stderr
    assert result.exit_code == 0
    # unless the user says the count is right, the run stops before checking anything
    stopped = runner.invoke(app, ["check", "--rotowire", str(rotowire), "--outputs", str(outputs)])
    assert stopped.exit_code == 2
    assert stopped.stderr.splitlines() == [f"error: {outputs}: 3 lines but 728 games in {rotowire}; lines are matched "
                                           "to games by position (--allow-count-mismatch checks them anyway)"]


def test_check_texts_dir_with_problem_files(runner, task_dir, tmp_path, training_results):
    texts = tmp_path / "texts"
    texts.mkdir()
    for tid in ("S001", "S002"):
        shutil.copy(task_dir / "texts" / f"{tid}.txt", texts / f"{tid}.txt")
    (texts / "X999.txt").write_text("The Bucks won on Friday .", encoding="utf-8")
    (texts / "S003.txt").write_text("", encoding="utf-8")
    (texts / "S004.txt").write_bytes("The Bucks won on Friday . Caf\u00e9".encode("latin-1"))
    out = tmp_path / "sub.csv"
    result = runner.invoke(app, ["check", "--games", str(task_dir / "shared_task.jsonl"),
                                 "--texts", str(texts), "--out", str(out)])
    assert result.exit_code == 1
    problems = [line for line in result.stderr.splitlines() if line.startswith("skipped")]
    assert len(problems) == 3
    assert any(f"{texts / 'X999.txt'}:1" in p and "no game with shared_task_text_id 'X999'" in p for p in problems)
    assert any(f"{texts / 'S003.txt'}:1" in p and "empty text" in p for p in problems)
    assert any(f"{texts / 'S004.txt'}:1" in p and "not UTF-8" in p for p in problems)
    assert "checked 2 text(s)" in result.stderr and "3 problem(s)" in result.stderr
    expected = to_csv([(doc, errors) for doc, errors in training_results if doc.text_id in ("S001.txt", "S002.txt")])
    assert out.read_text(encoding="utf-8") == expected
    assert {r["TEXT_ID"] for r in csv_rows(expected)} == {"S001.txt", "S002.txt"}


def test_check_rules_option_restricts_and_rejects_unknown(runner, task_dir, tmp_path):
    args = ["check", "--games", str(task_dir / "shared_task.jsonl"), "--texts", str(task_dir / "texts")]
    result = runner.invoke(app, [*args, "--rules", "weekday"])
    assert result.exit_code == 0, result.stderr
    comments = [r["COMMENT"] for r in csv_rows(result.stdout)]
    assert comments and all(c.startswith("the game was played on") for c in comments)
    bad = runner.invoke(app, [*args, "--rules", "weekday,nonsense"])
    assert bad.exit_code == 2
    assert "unknown rule(s): nonsense" in bad.stderr


@pytest.mark.parametrize("args, message", [
    ([], "give either --games with --texts, or --rotowire with --outputs"),
    (["--games", "g.jsonl"], "--games needs --texts DIR"),
    (["--rotowire", "t.json"], "--rotowire needs --outputs FILE"),
])
def test_check_usage_errors(runner, args, message):
    result = runner.invoke(app, ["check", *args])
    assert result.exit_code == 2
    assert message in result.stderr


# ---- demo, rules, help -----------------------------------------------------------------------
def test_demo_prints_the_text_and_the_table(runner):
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "Milwaukee Bucks at Denver Nuggets, Friday November 04, 2016\nfinal score: Bucks 108, Nuggets 101" in out
    assert "The Milwaukee Bucks ( 4 - 2 ) defeated the host Denver Nuggets" in out
    # errors are marked in place and numbered in text order: "[n U|99]" (U = NUMBER, N = NAME)
    marks = re.findall(r"\[(\d+) ([NUWCXO])\|([^\]]+)\]", out)
    assert [int(n) for n, _, _ in marks] == list(range(1, len(marks) + 1))
    for mark in (("U", "4"), ("U", "99"), ("N", "Wednesday"), ("U", "six"), ("N", "Milo Sorensen")):
        assert mark in [(letter, tokens) for _, letter, tokens in marks]
    for cell in ('"Wednesday" -> Friday', "team_record", "final_score", "weekday", "player_stats", "Tyrell Hagan"):
        assert cell in out
    assert "annotated errors found, 0 finding(s) not annotated" in out


def test_rules_lists_the_families(runner):
    result = runner.invoke(app, ["rules"])
    assert result.exit_code == 0, result.stderr
    for family in ("weekday", "final_score", "team_record", "player_stats"):
        assert family in result.stdout
    from rules import signature

    assert f"rule set {signature()}" in result.stdout


def test_version(runner):
    from factcheck import __version__

    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"factcheck {__version__}"


def test_python_m_factcheck_help():
    proc = run_module("--help")
    assert proc.returncode == 0, proc.stderr
    for command in ("check", "score", "demo", "rules"):
        assert command in proc.stdout
    assert "Usage" in proc.stdout


# ---- league files after one --league ---------------------------------------------------------
def _league_run(runner, gold_dir, *extra: str):
    args = ["check", "--games", str(gold_dir / "example_game.json"), "--texts", str(gold_dir / "texts"), *extra]
    return runner.invoke(app, args)


def test_several_league_files_may_follow_one_league_option(runner, gold_dir):
    game = str(gold_dir / "example_game.json")
    one_by_one = _league_run(runner, gold_dir, "--league", game, "--league", game)
    after_one = _league_run(runner, gold_dir, "--league", game, game)
    assert after_one.exit_code == one_by_one.exit_code == 0, after_one.output
    assert after_one.stdout == one_by_one.stdout
    assert "no league data" not in after_one.stderr


def test_a_stray_argument_without_league_is_a_usage_error(runner, gold_dir):
    result = _league_run(runner, gold_dir, str(gold_dir / "example_game.json"))
    assert result.exit_code == 2
    assert "unexpected argument" in result.stderr and "--league" in result.stderr
