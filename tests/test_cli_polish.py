"""The CLI as a person meets it (issue 16): help, exit codes, pipes, markup, 80 columns, wording.

Exit codes, help and pipes are tested on real processes (``python -m factcheck``), where the
status, stderr and a closed stdout are what a shell sees.
"""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app

GOLD = Path(__file__).resolve().parent.parent / "gold"
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
HEADER = ["TEXT_ID", "SENTENCE_ID", "ANNOTATION_ID", "TOKENS", "SENT_TOKEN_START", "SENT_TOKEN_END",
          "DOC_TOKEN_START", "DOC_TOKEN_END", "TYPE", "CORRECTION", "COMMENT"]
COMMANDS = ("check", "score", "demo", "rules", "profile", "compare", "claims")


def env(columns: int = 200) -> dict[str, str]:
    out = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    out.update(NO_COLOR="1", COLUMNS=str(columns))
    return out


def run(*args: str, columns: int = 200) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "factcheck", *args], capture_output=True, text=True,
                          timeout=120, env=env(columns))


def one_error_line(proc: subprocess.CompletedProcess) -> str:
    """Status 2 and exactly one line on stderr, starting 'error:'; no traceback, no boxed panel."""
    lines = proc.stderr.splitlines()
    assert proc.returncode == 2, (proc.returncode, proc.stderr)
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr
    assert "Traceback" not in proc.stderr and "╭" not in proc.stderr
    return lines[0]


def write_jsonl(path: Path, texts: list[str], rows: list[tuple[str, str, str]], signature: str = "sig-1",
                rule: str = "r") -> Path:
    """A jsonl run: header, then (text id, tokens, category) errors."""
    lines = [{"record": "run", "signature": signature, "n_texts": len(texts), "texts": texts}]
    lines += [{"record": "error", "text_id": t, "tokens": tok, "category": c, "correction": "", "rule": rule}
              for t, tok, c in rows]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def write_csv(path: Path, rows: list[tuple[str, str, str]]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(HEADER)
        for n, (tid, tokens, cat) in enumerate(rows, start=1):
            w.writerow([tid, 1, n, tokens, n, n, n, n, cat, "", ""])
    return path


# ---- --help ----------------------------------------------------------------------------------------
TYPE_LABEL = re.compile(r"<(?:bool|path|int|float|str|text|file|directory|int range|float range|list\[[^>]*\])>")


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_help_shows_metavars_not_type_labels(command):
    proc = run(*([command] if command else []), "--help", columns=120)
    assert proc.returncode == 0, proc.stderr
    assert "Usage:" in proc.stdout
    assert TYPE_LABEL.findall(proc.stdout) == [], proc.stdout
    assert "{" not in proc.stdout.split("Usage:")[1].splitlines()[0]  # typer's "{BASE}" for a required argument


@pytest.mark.parametrize("command, expected", [
    ("check", [r"--games\s+FILE", r"--texts\s+DIR", r"--league\s+JSON", r"--format\s+FORMAT", r"--jobs\s+N\b",
               r"--raw\s+Tokenize every text", r"--tokenized\s+Take every text", r"--min-confidence\s+X"]),
    ("score", [r"--gsml\s+CSV", r"--submission\s+FILE", r"--token-lookup\s+YAML", r"--json\s+Print",
               r"--sweep\s+Precision"]),
    ("compare", [r"Usage: .*factcheck compare \[OPTIONS\] BASE NEW", r"--tolerance\s+X", r"--show\s+N\b",
                 r"--allow-different\s+Compare"]),
    ("profile", [r"Usage: .*factcheck profile \[OPTIONS\] RUN\.\.\.", r"--chart\s+PNG", r"--checked\s+PATH"]),
    ("claims", [r"Usage: .*factcheck claims \[OPTIONS\] \[TEXT_ID\]\.\.\.", r"--schedule\s+CSV"]),
])
def test_help_names_each_value(command, expected):
    out = run(command, "--help", columns=120).stdout
    for pattern in expected:
        assert re.search(pattern, out), (pattern, out)


# ---- usage errors and missing inputs: status 2, one line ------------------------------------------
@pytest.mark.parametrize("args, says", [
    (["check", "--bogus"], "No such option: --bogus"),
    (["check", "--games", "g", "--texts", "t", "--jobs", "-1"], "'--jobs'"),
    (["score"], "Missing option '--submission'"),
    (["compare", "a.csv"], "Missing argument 'NEW'"),
    (["nonsense"], "No such command 'nonsense'"),
])
def test_usage_errors_are_one_line_with_status_2(args, says):
    line = one_error_line(run(*args))
    assert says in line and "--help" in line


def _missing_cases(tmp: Path) -> list[tuple[list[str], str]]:
    games, texts = str(GOLD / "example_game.json"), str(GOLD / "texts")
    run_file = str(write_csv(tmp / "run.csv", []))
    nope = str(tmp / "nope.jsonl")
    return [
        (["check", "--games", nope, "--texts", texts], f"{nope}: file not found"),
        (["check", "--games", games, "--texts", str(tmp / "no-dir")], f"{tmp / 'no-dir'}: directory not found"),
        (["check", "--rotowire", nope, "--outputs", run_file], f"{nope}: file not found"),
        (["check", "--games", games, "--texts", texts, "--league", nope], f"{nope}: file not found"),
        (["check", "--games", games, "--texts", texts, "--schedule", str(tmp)], f"{tmp}: a directory, not a file"),
        (["score", "--gsml", nope, "--submission", run_file], f"{nope}: file not found"),
        (["claims", "--games", nope, "--texts", texts], f"{nope}: file not found"),
        (["compare", run_file, nope], f"{nope}: file not found"),
        (["compare", run_file, run_file, "--checked", nope], f"{nope}: no such file or directory"),
        (["profile", run_file, nope], f"{nope}: file not found"),
    ]


@pytest.mark.parametrize("case", range(10))
def test_missing_input_paths_fail_before_the_run_in_one_line(case, tmp_path):
    args, message = _missing_cases(tmp_path)[case]
    line = one_error_line(run(*args))
    assert line == f"error: {message}"  # the path, and no ':0:' line number for a file that is not there


# ---- pipes: '| head' ------------------------------------------------------------------------------
def _closed_stdout(*args: str) -> subprocess.CompletedProcess:
    """Run with stdout a pipe whose reader has already gone: every write meets a broken pipe."""
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run([sys.executable, "-m", "factcheck", *args], stdout=write, stderr=subprocess.PIPE,
                              text=True, timeout=120, env=env())
    finally:
        os.close(write)
    return proc


def test_compare_into_a_closed_pipe_is_quiet_and_keeps_its_verdict(tmp_path):
    texts = [str(i) for i in range(300)]
    better = write_jsonl(tmp_path / "better.jsonl", texts, [(t, "x", "NUMBER") for t in texts[:100]])
    worse = write_jsonl(tmp_path / "worse.jsonl", texts, [(t, f"y{k}", "NAME") for t in texts for k in range(3)])
    for base, new, verdict in ((worse, better, 0), (better, worse, 1)):
        for extra in ([], ["--json"]):
            proc = _closed_stdout("compare", str(base), str(new), "--show", "300", *extra)
            assert proc.stderr == "", proc.stderr
            assert proc.returncode == verdict  # 1 only for a regression, never for the closed pipe


def test_profile_into_a_closed_pipe_is_quiet_and_still_writes_its_csv(tmp_path):
    run_file = write_jsonl(tmp_path / "sys.jsonl", ["0", "1"], [("0", "x", "NUMBER")])
    proc = _closed_stdout("profile", str(run_file), "--csv", str(tmp_path / "p.csv"))
    assert proc.returncode == 0
    assert "Traceback" not in proc.stderr and "Error" not in proc.stderr
    assert proc.stderr.strip() == f"profile CSV written to {tmp_path / 'p.csv'}"
    assert list(csv.DictReader((tmp_path / "p.csv").open(encoding="utf-8")))[0]["system"] == "sys"


# ---- compare: comparable runs only ----------------------------------------------------------------
def test_compare_refuses_runs_of_different_rule_sets(tmp_path):
    a = write_jsonl(tmp_path / "a.jsonl", ["0", "1"], [("0", "x", "NUMBER")], signature="rules:aaa")
    b = write_jsonl(tmp_path / "b.jsonl", ["0", "1"], [("0", "x", "NUMBER")], signature="rules:bbb")
    line = one_error_line(run("compare", str(a), str(b)))
    assert "different rule sets (rules:aaa vs rules:bbb)" in line and "--allow-different" in line
    allowed = run("compare", str(a), str(b), "--allow-different")
    assert allowed.returncode == 0, allowed.stderr
    assert "compared anyway (--allow-different): different rule sets (rules:aaa vs rules:bbb)" in allowed.stdout
    as_json = json.loads(run("compare", str(a), str(b), "--allow-different", "--json").stdout)
    assert as_json["differences"] == ["different rule sets (rules:aaa vs rules:bbb)"]


def test_compare_refuses_runs_over_different_texts(tmp_path):
    a = write_jsonl(tmp_path / "a.jsonl", ["0", "1", "2"], [("0", "x", "NUMBER")])
    b = write_jsonl(tmp_path / "b.jsonl", ["0", "1", "3", "4"], [("0", "x", "NUMBER")])
    line = one_error_line(run("compare", str(a), str(b)))
    assert "different texts: 1 only in BASE (2), 2 only in NEW (3, 4)" in line
    # a CSV run knows only its texts with errors: one with an error on a text the other did not check differs
    c = write_csv(tmp_path / "c.csv", [("7", "x", "NUMBER")])
    assert "1 only in NEW (7)" in one_error_line(run("compare", str(a), str(c)))
    same = write_csv(tmp_path / "same.csv", [("1", "x", "NUMBER"), ("1", "y", "NUMBER")])
    assert run("compare", str(a), str(same)).returncode == 1  # comparable: judged (one more error per text)
    allowed = run("compare", str(a), str(b), "--allow-different")
    assert allowed.returncode == 0 and "compared anyway (--allow-different): different texts" in allowed.stdout


def test_compare_lists_texts_that_got_better_too(tmp_path):
    texts = ["0", "1", "2", "3"]
    base = write_jsonl(tmp_path / "base.jsonl", texts, [("0", f"a{k}", "NUMBER") for k in range(5)]
                       + [("1", "b", "NUMBER")])
    new = write_jsonl(tmp_path / "new.jsonl", texts, [("1", f"b{k}", "NUMBER") for k in range(3)]
                      + [("2", "c", "NUMBER")])
    out = run("compare", str(base), str(new)).stdout
    table = out[out.index("texts that changed most"):]
    cells = [[c.strip() for c in line.strip().strip("│").split("│")] for line in table.splitlines()
             if line.startswith("│")]
    # worse first (most added first), then better; the change column signed
    assert [(c[0], c[3]) for c in cells] == [("1", "+2"), ("2", "+1"), ("0", "-5")], table
    assert "2 of 2 with more errors, 1 of 1 with fewer" in table


# ---- rich markup never eats text ------------------------------------------------------------------
def test_messages_keep_their_brackets(tmp_path, monkeypatch):
    runner = CliRunner(env=PLAIN_ENV)
    run_file = write_jsonl(tmp_path / "sys[v2].jsonl", ["0", "1"], [("0", "x", "NUMBER")])
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as without the 'plot' extra
    result = runner.invoke(app, ["profile", str(run_file), "--chart", str(tmp_path / "p.png")])
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: the chart needs matplotlib: pip install 'nba-factcheck[plot]'"
    assert "sys[v2]" in result.stdout  # a run's name in the table
    other = write_jsonl(tmp_path / "new[bold].jsonl", ["0", "1"], [])
    out = runner.invoke(app, ["compare", str(run_file), str(other)]).stdout
    assert "sys[v2] -> new[bold]" in out and "BASE sys[v2]" in out
    missing = runner.invoke(app, ["compare", str(run_file), str(tmp_path / "[b]old.csv")])
    assert missing.stderr.strip() == f"error: {tmp_path / '[b]old.csv'}: file not found"


# ---- the profile chart: no label over another ---------------------------------------------------
def _overlaps(boxes) -> list[tuple[int, int]]:
    return [(i, j) for i in range(len(boxes)) for j in range(i + 1, len(boxes)) if boxes[i].overlaps(boxes[j])]


def test_chart_labels_do_not_overlap():
    pytest.importorskip("matplotlib")
    from factcheck.commands.profile import figure, profile_run
    from factcheck.io.runs import RunData, RunError
    from rules import load_all

    families = list(load_all())  # every rule family, as a full run names them
    runs = [RunData(f"system {k}", Path("x"), ["0", "1"],
                    [RunError("0", "NUMBER", "x", "", rule) for rule in families[k:]]) for k in range(4)]
    fig = figure([profile_run(r) for r in runs])
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    for ax in fig.axes:
        labels = [t for t in ax.get_xticklabels() + ax.get_yticklabels() if t.get_text()]
        xs = [t.get_window_extent(renderer) for t in ax.get_xticklabels() if t.get_text()]
        ys = [t.get_window_extent(renderer) for t in ax.get_yticklabels() if t.get_text()]
        assert labels and _overlaps(xs) == [] and _overlaps(ys) == [], ax.get_title()
    assert [t.get_text() for t in fig.axes[1].get_yticklabels()] == sorted(families)


# ---- score: 80 columns, counts whole --------------------------------------------------------------
def test_score_table_fits_80_columns_with_large_counts(tmp_path):
    rows = [(f"T{i}", f"{i % 7 + 1}", cat) for i, cat in enumerate(["NUMBER", "NAME", "WORD", "NOT_CHECKABLE"] * 3000)]
    gold = tmp_path / "gold.csv"
    sub = tmp_path / "sub.csv"
    for path, keep in ((gold, rows), (sub, rows[: len(rows) * 2 // 3])):
        with path.open("w", encoding="utf-8", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(HEADER)
            for n, (tid, tok, cat) in enumerate(keep, start=1):
                w.writerow([tid, "", n, "", "", "", tok, tok, cat, "", ""])
    proc = run("score", "--gsml", str(gold), "--submission", str(sub), columns=80)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert max(len(line) for line in lines) <= 80, proc.stdout
    assert "…" not in proc.stdout
    figures = json.loads(run("score", "--gsml", str(gold), "--submission", str(sub), "--json").stdout)
    overall = next(line for line in lines if "overall" in line)
    assert figures["overall"]["gold_mistakes"] >= 10_000  # five digits: the old table cut them to "120…"
    for key in ("gold_mistakes", "submitted_mistakes", "recalled_mistakes"):
        assert f" {figures['overall'][key]} " in overall


# ---- demo: 80 columns, and the misses explained ----------------------------------------------------
def test_demo_reads_at_80_columns_and_explains_its_misses():
    proc = run("demo", columns=80)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert max(len(line) for line in out.splitlines()) <= 80, out
    assert "…" not in out
    found, total = map(int, re.search(r"(\d+) of (\d+) annotated errors found", " ".join(out.split())).groups())
    assert total == 12  # gold/gsml.csv
    misses = out[out.index("Missed ("):] if found < total else ""
    assert misses.count("why missed:") == total - found
    for why in re.findall(r"why missed: (.*(?:\n(?!-).*)*)", misses):
        why = " ".join(why.split())
        assert why == "no claim was read in these words" or why.startswith("read as "), why
    # marked spans are never broken across lines
    assert all(line.count("[") == line.count("]") for line in out.split("error(s) found")[0].splitlines())


def test_why_a_gold_error_was_missed(gold_doc, example_game):
    from factcheck.commands.demo import why_missed
    from factcheck.io.formats.gold import GoldSpan
    from factcheck.engine.pipeline import Checker

    _, judged, _ = Checker().check_with_verdicts(gold_doc, example_game)
    verdicts = [v for v, _ in judged]
    at = gold_doc.tokens.index("21")  # "Marcus Redfield led Milwaukee with a double - double of 21 points"
    said = why_missed(gold_doc, GoldSpan(at, at + 2, "NUMBER"), verdicts)
    assert said == "read as stat PTS '21' of Marcus Redfield: judged correct (Marcus Redfield had 21 points)"
    last = len(gold_doc.tokens) - 1  # the final "."
    assert why_missed(gold_doc, GoldSpan(last, last + 1, "OTHER"), verdicts) == "no claim was read in these words"


# ---- wording: "1 block", not "1 blocks" -------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Kyrie Irving had 1 rebounds, not 4", "Kyrie Irving had 1 rebound, not 4"),
    ("18 points, 6 rebounds, 1 assists, 2 steals, 1 blocks", "18 points, 6 rebounds, 1 assist, 2 steals, 1 block"),
    ("the Bulls had 1 offensive rebounds", "the Bulls had 1 offensive rebound"),
    ("went 0 - 1 in their last 1 games", "went 0 - 1 in their last 1 game"),
    ("21 points and 11 rebounds", "21 points and 11 rebounds"),
    ("0.1 points, 2-1 games, 2 - 1 games", "0.1 points, 2-1 games, 2 - 1 games"),
    ("made 4 of 6 free throws (and 0 of 1 three-pointers)", "made 4 of 6 free throws (and 0 of 1 three-pointers)"),
])
def test_singular_for_one(text, expected):
    from factcheck.engine.wording import singular_for_one

    assert singular_for_one(text) == expected


def test_comments_count_in_good_grammar_and_only_comments_change(run_rule):
    from factcheck.engine.errors import Category, Error

    doc, errors = run_rule("player_stats", "Marcus Redfield had 21 points , 11 rebounds , 10 assists and three blocks .")
    assert [(doc.span_text(e.start, e.end), e.correction, e.comment) for e in errors] == [
        ("three", "one", "Marcus Redfield had 1 block, not 3")]
    e = Error(3, 4, Category.NUMBER, "1 blocks", "he had 1 blocks")  # a correction is the text's own words
    assert (e.start, e.end, e.correction, e.comment) == (3, 4, "1 blocks", "he had 1 block")


@pytest.mark.shared
def test_no_comment_of_the_training_run_says_1_blocks(training_results):
    bad = re.compile(r"(?<![\w.,\-])(?<!- )(?<!of )1 (points|rebounds|assists|steals|blocks|turnovers|games)\b")
    comments = [e.comment for _, errors in training_results for e in errors]
    assert len(comments) > 500 and [c for c in comments if bad.search(c)] == []


def test_league_build_help_and_missing_files():
    """The league command meets the same CLI rules: metavars in its help, a missing file is one line."""
    done = run("league", "build", "--help")
    assert done.returncode == 0 and "<list" not in done.stdout and "<bool>" not in done.stdout
    line = one_error_line(run("league", "build", "/nonexistent/train.json"))
    assert line == "error: /nonexistent/train.json: file not found"
