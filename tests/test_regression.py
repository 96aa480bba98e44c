"""Regression testing of NLG systems: ``profile``, ``compare`` and the progress bar.

Small invented runs test the counting; the four real systems in ``../shared/nlg-outputs/`` are
checked once per session and profiled and compared end to end.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.commands.compare import compare
from factcheck.commands.profile import profile_run, to_csv
from factcheck.commands.progress import MIN_TEXTS, count_texts, track
from factcheck.io.runs import RunInputError, read_run

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
HEADER = ["TEXT_ID", "SENTENCE_ID", "ANNOTATION_ID", "TOKENS", "SENT_TOKEN_START", "SENT_TOKEN_END",
          "DOC_TOKEN_START", "DOC_TOKEN_END", "TYPE", "CORRECTION", "COMMENT"]
SYSTEMS = ("template", "ed_cc", "hier", "macro")


@pytest.fixture(scope="module")
def runner() -> CliRunner:
    return CliRunner(env=PLAIN_ENV)


def write_csv(path: Path, rows: list[tuple[str, str, str, str]]) -> Path:
    """A submission CSV from (text id, tokens, type, correction) rows; ids are not read by profile/compare."""
    with path.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(HEADER)
        for n, (tid, tokens, cat, corr) in enumerate(rows, start=1):
            w.writerow([tid, 1, n, tokens, n, n, n, n, cat, corr, ""])
    return path


def write_jsonl(path: Path, texts: list[str], rows: list[tuple[str, str, str, str, str]]) -> Path:
    lines = [{"record": "run", "signature": "test", "n_texts": len(texts), "texts": texts}]
    lines += [{"record": "error", "text_id": t, "tokens": tok, "category": c, "correction": corr, "rule": r}
              for t, tok, c, corr, r in rows]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


# ---- reading runs and profiling ---------------------------------------------------------------
def test_profile_of_a_jsonl_run_counts_texts_without_errors(tmp_path):
    run = read_run(write_jsonl(tmp_path / "sys.jsonl", ["0", "1", "2", "3"], [
        ("0", "six", "NUMBER", "four", "player_stats"), ("0", "Friday", "NAME", "Monday", "weekday"),
        ("2", "12", "NUMBER", "10", "player_stats")]))
    p = profile_run(run)
    assert (p.name, p.texts, p.errors, p.texts_known) == ("sys", 4, 3, True)
    assert p.mean == 0.75 and p.by_category["NUMBER"] == 2 and p.by_category["WORD"] == 0
    assert p.by_rule == {"player_stats": 2, "weekday": 1}
    rows = list(csv.DictReader(io.StringIO(to_csv([p]))))
    assert rows[0]["errors_per_text"] == "0.7500" and rows[0]["NUMBER_per_text"] == "0.5000"
    assert rows[0]["rule:weekday_per_text"] == "0.2500"


def test_csv_run_counts_texts_from_the_outputs_file(tmp_path):
    sub = write_csv(tmp_path / "a.csv", [("0", "six", "NUMBER", "four"), ("3", "led", "WORD", "")])
    outputs = tmp_path / "out.txt"
    outputs.write_text("text zero\n\ntext two\ntext three\ntext four\n", encoding="utf-8")
    assert read_run(sub).text_ids == ["0", "3"] and not read_run(sub).texts_known
    run = read_run(sub, outputs)
    assert run.texts == ["0", "2", "3", "4"] and run.texts_known
    assert profile_run(run).mean == 0.5


def test_bad_runs_are_refused_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("TEXT_ID,TYPE,TOKENS\nS1,COLOUR,x\n", encoding="utf-8")
    with pytest.raises(RunInputError, match=r"bad.csv:2: unknown category 'COLOUR'"):
        read_run(bad)
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"record": "run", "texts": []}\n{oops\n', encoding="utf-8")
    with pytest.raises(RunInputError, match=r"broken.jsonl:2: not JSON"):
        read_run(broken)


def test_profile_command_writes_table_csv_and_chart(runner, tmp_path):
    pytest.importorskip("matplotlib")
    a = write_jsonl(tmp_path / "alpha.jsonl", ["0", "1"], [("0", "six", "NUMBER", "four", "player_stats")])
    b = write_jsonl(tmp_path / "beta.jsonl", ["0", "1"], [("0", "x", "NAME", "y", "team_names")] * 3)
    result = runner.invoke(app, ["profile", str(a), str(b), "--csv", str(tmp_path / "p.csv"),
                                 "--chart", str(tmp_path / "p.png")])
    assert result.exit_code == 0, result.stderr
    assert "alpha" in result.stdout and "beta" in result.stdout and "1.50" in result.stdout
    assert [r["system"] for r in csv.DictReader((tmp_path / "p.csv").open(encoding="utf-8"))] == ["alpha", "beta"]
    assert (tmp_path / "p.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_profile_needs_one_checked_per_run(runner, tmp_path):
    a = write_csv(tmp_path / "a.csv", [])
    result = runner.invoke(app, ["profile", str(a), str(a), "--checked", str(a)])
    assert result.exit_code == 2 and "give one per run" in result.stderr


# ---- compare ------------------------------------------------------------------------------------
def test_compare_counts_fixed_and_introduced_per_text(tmp_path):
    base = read_run(write_jsonl(tmp_path / "base.jsonl", ["0", "1", "2"], [
        ("0", "six", "NUMBER", "four", "r"), ("0", "Friday", "NAME", "Monday", "r"), ("1", "led", "WORD", "", "r")]))
    new = read_run(write_jsonl(tmp_path / "new.jsonl", ["0", "1", "2"], [
        ("0", "Six", "NUMBER", "four", "r"),  # the same error, however capitalised
        ("1", "led", "WORD", "", "r"), ("1", "12", "NUMBER", "10", "r"), ("2", "Bulls", "NAME", "Bucks", "r")]))
    c = compare(base, new)
    by_text = {t.text_id: (t.base, t.new, t.fixed, t.introduced) for t in c.texts}
    assert by_text == {"0": (2, 1, 1, 0), "1": (1, 2, 0, 1), "2": (0, 1, 0, 1)}
    assert (c.fixed, c.introduced, c.base_per_text, c.new_per_text) == (1, 2, 1.0, 4 / 3)
    assert c.regressed
    assert not compare(base, new, tolerance=0.34).regressed
    assert compare(base, new, tolerance=0.33).regressed
    assert not compare(new, base).regressed


def test_compare_exit_status_for_ci(runner, tmp_path):
    base = write_csv(tmp_path / "base.csv", [("0", "six", "NUMBER", "four")])
    worse = write_csv(tmp_path / "worse.csv", [("0", "six", "NUMBER", "four"), ("1", "led", "WORD", "")])
    outputs = tmp_path / "out.txt"
    outputs.write_text("a\nb\nc\nd\n", encoding="utf-8")
    ok = runner.invoke(app, ["compare", str(worse), str(base), "--checked", str(outputs)])
    assert ok.exit_code == 0, ok.stderr
    assert "fixed 1, introduced 0" in ok.stdout and ": ok" in ok.stdout
    bad = runner.invoke(app, ["compare", str(base), str(worse), "--checked", str(outputs)])
    assert bad.exit_code == 1 and "REGRESSION" in bad.stdout
    assert "0.250 -> 0.500" in bad.stdout
    tolerated = runner.invoke(app, ["compare", str(base), str(worse), "--checked", str(outputs), "--tolerance", "0.25"])
    assert tolerated.exit_code == 0
    as_json = runner.invoke(app, ["compare", str(base), str(worse), "--checked", str(outputs), "--json"])
    assert as_json.exit_code == 1
    data = json.loads(as_json.stdout)
    assert data["regressed"] is True and data["introduced"] == 1 and data["new_texts"] == 4
    missing = runner.invoke(app, ["compare", str(base), str(tmp_path / "nope.csv")])
    assert missing.exit_code == 2 and "nope.csv" in missing.stderr


def test_csv_runs_without_checked_share_one_denominator(tmp_path):
    base = read_run(write_csv(tmp_path / "b.csv", [("0", "x", "NAME", ""), ("1", "y", "NAME", "")]))
    new = read_run(write_csv(tmp_path / "n.csv", [("0", "x", "NAME", ""), ("0", "z", "NAME", "")]))
    c = compare(base, new)
    assert c.base_texts == c.new_texts == 2 and not c.regressed


# ---- progress bar ---------------------------------------------------------------------------------
def test_progress_bar_only_on_a_terminal_and_for_big_runs(tmp_path):
    quiet = io.StringIO()
    assert list(track(range(100), 100, Console(file=quiet, force_terminal=False))) == list(range(100))
    assert quiet.getvalue() == ""
    small = io.StringIO()
    assert list(track(range(3), 3, Console(file=small, force_terminal=True))) == [0, 1, 2]
    assert small.getvalue() == ""
    big = io.StringIO()
    n = MIN_TEXTS + 10
    assert list(track(range(n), n, Console(file=big, force_terminal=True, width=100))) == list(range(n))
    assert "checking" in big.getvalue()
    outputs = tmp_path / "o.txt"
    outputs.write_text("a\n\nb\n", encoding="utf-8")
    assert count_texts(outputs=outputs) == 2 and count_texts(texts=tmp_path) == 1  # o.txt itself
    assert count_texts(outputs=tmp_path / "missing.txt") is None


# ---- the four real systems --------------------------------------------------------------------
@pytest.fixture(scope="module")
def system_runs(shared_dir, tmp_path_factory):
    """Each system of nlg-outputs checked once, as CSV and jsonl (in-process, like the CLI)."""
    from factcheck.io.inputs import jobs_from_outputs
    from factcheck.io.formats import build_run, write_all
    from factcheck.engine.pipeline import Checker

    out = tmp_path_factory.mktemp("systems")
    checker = Checker()
    for system in SYSTEMS:
        problems: list = []
        jobs = list(jobs_from_outputs(shared_dir / "rotowire" / "test.json",
                                      shared_dir / "nlg-outputs" / f"{system}.txt", problems))
        assert not problems
        results = [(job.doc, checker.check(job.doc, job.game, job.tokenized)) for job in jobs]
        write_all(build_run(results), {"csv": out / f"{system}.csv", "jsonl": out / f"{system}.jsonl"})
    return out


@pytest.mark.shared
def test_profile_the_four_systems(runner, system_runs, shared_dir, tmp_path):
    pytest.importorskip("matplotlib")
    runs = [str(system_runs / f"{s}.jsonl") for s in SYSTEMS]
    result = runner.invoke(app, ["profile", *runs, "--csv", str(tmp_path / "p.csv"), "--chart", str(tmp_path / "p.png")])
    assert result.exit_code == 0, result.stderr
    rows = {r["system"]: r for r in csv.DictReader((tmp_path / "p.csv").open(encoding="utf-8"))}
    assert list(rows) == list(SYSTEMS)
    outputs = shared_dir / "nlg-outputs"
    for s in SYSTEMS:
        non_blank = sum(1 for line in (outputs / f"{s}.txt").read_text(encoding="utf-8").splitlines() if line.strip())
        assert int(rows[s]["texts"]) == non_blank
    # the template system copies the box score: it makes far fewer errors than the neural ones
    assert float(rows["template"]["errors_per_text"]) < min(float(rows[s]["errors_per_text"]) for s in SYSTEMS[1:])
    # the CSV runs with their outputs files give the same figures (but no rule families)
    csvs = [str(system_runs / f"{s}.csv") for s in SYSTEMS]
    checked = [arg for s in SYSTEMS for arg in ("--checked", str(outputs / f"{s}.txt"))]
    again = runner.invoke(app, ["profile", *csvs, *checked, "--csv", str(tmp_path / "q.csv")])
    assert again.exit_code == 0, again.stderr
    rows_csv = {r["system"]: r for r in csv.DictReader((tmp_path / "q.csv").open(encoding="utf-8"))}
    for s in SYSTEMS:
        assert rows_csv[s]["errors_per_text"] == rows[s]["errors_per_text"]


@pytest.mark.shared
def test_compare_systems(runner, system_runs, shared_dir):
    template, hier, macro = (str(system_runs / f"{s}.csv") for s in ("template", "hier", "macro"))
    checked = ["--checked", str(shared_dir / "nlg-outputs" / "hier.txt")]
    worse = runner.invoke(app, ["compare", template, hier, *checked, "--json"])
    assert worse.exit_code == 1
    data = json.loads(worse.stdout)
    assert data["new_per_text"] > data["base_per_text"] and data["introduced"] > data["fixed"]
    better = runner.invoke(app, ["compare", hier, macro, *checked])
    assert better.exit_code == 0, better.stdout
    same = runner.invoke(app, ["compare", str(system_runs / "hier.jsonl"), str(system_runs / "hier.jsonl"), "--json"])
    assert same.exit_code == 0
    assert json.loads(same.stdout)["fixed"] == json.loads(same.stdout)["introduced"] == 0
