"""Outputs a user can trust (issue 23, items 1 and 3): a directory output never replaces or removes a
file factcheck did not write, and a run's outputs are put in place as one set: a failure or a
signal in the commit window, a run killed outright, or a second run on the same --out never leaves
a mix of two runs' files."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app

GOLD = Path(__file__).resolve().parent.parent / "gold"
REPO = GOLD.parent
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
SET = ["csv", "jsonl", "html", "xmi", "tsv", "factgenie"]


def invoke(*args: object):
    return CliRunner(env=PLAIN_ENV).invoke(app, [str(a) for a in args])


def gold_args(tmp: Path, n_texts: int = 2) -> list[str]:
    """The example game as texts G001 ... (the same text), so that runs can differ in their texts."""
    record = json.loads((GOLD / "example_game.json").read_text(encoding="utf-8"))
    games, texts = tmp / "in" / "games.jsonl", tmp / "in" / f"texts{n_texts}"
    texts.mkdir(parents=True, exist_ok=True)
    games.write_text("".join(json.dumps({**record, "shared_task_text_id": f"G{i:03d}"}) + "\n" for i in range(1, 4)),
                     encoding="utf-8")
    for i in range(1, n_texts + 1):
        (texts / f"G{i:03d}.txt").write_text((GOLD / "texts" / "G001.txt").read_text(encoding="utf-8"),
                                             encoding="utf-8")
    return ["--games", str(games), "--texts", str(texts)]


def run_set(tmp: Path, stem: Path, n_texts: int = 2, *extra: object):
    args = ["check", *gold_args(tmp, n_texts), "--out", stem, *extra]
    for f in SET:
        args += ["--format", f]
    return invoke(*args)


def snapshot(d: Path) -> dict[str, bytes]:
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


# ---- item 1: never a file factcheck did not write ---------------------------------------------------
@pytest.mark.parametrize("fmt", ["tsv", "xmi", "factgenie"])
def test_a_directory_of_other_files_is_refused_and_left_alone(tmp_path, fmt):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "thesis.tex").write_text("three years of work")
    (out / "G001.tsv").write_text("my own annotation")
    before = snapshot(out)
    result = invoke("check", *gold_args(tmp_path), "--format", fmt, "--out", out)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"error: {out}: a directory that is not empty and not an output of factcheck "
                                          "(it has no .factcheck-manifest.json); give a new or empty directory"
                                          + (", or factgenie's folder" if fmt == "factgenie" else "")]
    assert snapshot(out) == before and sorted(p.name for p in tmp_path.iterdir()) == ["in", "mine"]


def test_out_dot_never_empties_the_working_directory(tmp_path, monkeypatch):
    args = gold_args(tmp_path)
    (tmp_path / "notes.txt").write_text("keep me")
    monkeypatch.chdir(tmp_path)
    result = invoke("check", *args, "--format", "tsv", "--out", ".")
    assert result.exit_code == 2 and "error: .: a directory that is not empty" in result.stderr
    assert (tmp_path / "notes.txt").read_text() == "keep me" and (tmp_path / "in").is_dir()


def test_a_run_replaces_only_the_files_of_the_earlier_run(tmp_path):
    stem = tmp_path / "out" / "r"
    assert run_set(tmp_path, stem, 3).exit_code == 0
    (stem.parent / "r-xmi" / "notes.txt").write_text("mine")
    (stem.parent / "r-webanno" / "extra").mkdir()
    (stem.parent / "r-webanno" / "extra" / "x.tsv").write_text("mine too")
    result = run_set(tmp_path, stem, 1)  # one text now: G002 and G003 are the earlier run's, and go
    assert result.exit_code == 0, result.stderr
    assert sorted(p.name for p in (stem.parent / "r-xmi").iterdir()) == [
        ".factcheck-manifest.json", "G001.xmi", "TypeSystem.xml", "notes.txt"]
    assert (stem.parent / "r-webanno" / "extra" / "x.tsv").read_text() == "mine too"
    assert sorted(p.name for p in (stem.parent / "r-webanno").iterdir()) == [
        ".factcheck-manifest.json", "G001.tsv", "extra"]


# ---- item 3: one set -----------------------------------------------------------------------------
def test_a_failure_in_the_commit_window_leaves_the_previous_set_whole(tmp_path, monkeypatch):
    stem = tmp_path / "out" / "r"
    assert run_set(tmp_path, stem, 3).exit_code == 0
    before = snapshot(stem.parent)
    real, calls = os.replace, []

    def fails_on_the_fourth(src, dst):
        calls.append(dst)
        if len(calls) == 4:
            raise OSError(errno.EIO, "Input/output error")
        return real(src, dst)

    monkeypatch.setattr(os, "replace", fails_on_the_fourth)
    result = run_set(tmp_path, stem, 1)
    assert result.exit_code == 2 and "cannot write: Input/output error" in result.stderr
    assert len(calls) >= 4
    assert snapshot(stem.parent) == before  # every earlier file as it was; no temporary, backup or lock file


def test_a_signal_in_the_commit_window_waits_until_the_set_is_in_place(tmp_path, monkeypatch):
    stem = tmp_path / "out" / "r"
    assert run_set(tmp_path, stem, 3).exit_code == 0
    real, calls = os.replace, []

    def signalled_midway(src, dst):
        result = real(src, dst)
        calls.append(dst)
        if len(calls) == 1:
            os.kill(os.getpid(), signal.SIGTERM)  # as from 'timeout' or a scheduler
        return result

    monkeypatch.setattr(os, "replace", signalled_midway)
    result = run_set(tmp_path, stem, 1)
    assert result.exit_code == 128 + signal.SIGTERM
    assert len(calls) > 1  # the commit went on
    texts = {r["text_id"] for r in map(json.loads, (stem.parent / "r.jsonl").read_text().splitlines()[1:])
             if r["record"] == "error"}
    assert texts == {"G001"}
    assert sorted(p.name for p in (stem.parent / "r-xmi").iterdir()) == [".factcheck-manifest.json", "G001.xmi",
                                                                        "TypeSystem.xml"]
    assert "G002" not in (stem.parent / "r.html").read_text() and "G002" not in (stem.parent / "r.csv").read_text()
    assert not [p for p in stem.parent.iterdir() if p.name.startswith(".")]


def test_a_second_run_on_the_same_out_is_refused(tmp_path):
    from factcheck.io.output_set import OutputSet

    out = tmp_path / "r.csv"
    busy = OutputSet()
    busy.lock([(out, False)])  # a run writing r.csv
    try:
        result = invoke("check", *gold_args(tmp_path), "--out", out)
        assert result.exit_code == 2
        assert result.stderr.splitlines()[-1] == (f"error: {out}: another factcheck run is writing it now; wait for "
                                                  "it to end or give another --out")
        assert not out.exists()
    finally:
        busy.release()
    assert invoke("check", *gold_args(tmp_path), "--out", out).exit_code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in", "r.csv"]  # the lock file is gone with its run


def test_concurrent_runs_never_mix_their_outputs(tmp_path):
    stem = tmp_path / "out" / "r"
    env = {**os.environ, "PYTHONPATH": str(REPO), "NO_COLOR": "1"}
    rules = ["player_stats", "weekday", "final_score", "team_record"]
    procs = []
    for rule in rules:
        args = [sys.executable, "-m", "factcheck", "check", *gold_args(tmp_path, 3), "--rules", rule, "--out", str(stem)]
        for f in ("csv", "jsonl", "html", "tsv"):
            args += ["--format", f]
        procs.append(subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env))
    results = [(p.wait(timeout=120), p.stderr.read().decode()) for p in procs]
    assert all(code in (0, 2) for code, _ in results), results
    assert any(code == 0 for code, _ in results)
    for code, err in results:
        if code == 2:
            assert "another factcheck run is writing it now" in err, err
    header = json.loads((stem.parent / "r.jsonl").read_text().splitlines()[0])
    rule = header["signature"].split("|only:")[1].split("|")[0]
    errors = [r for r in map(json.loads, (stem.parent / "r.jsonl").read_text().splitlines()[1:]) if r["record"] == "error"]
    csv_rows = (stem.parent / "r.csv").read_text().splitlines()[1:]
    assert {e["rule"] for e in errors} <= {rule} and len(csv_rows) == len(errors)  # csv and jsonl of one run
    assert f"only:{rule}" in (stem.parent / "r.html").read_text()


def test_leftovers_of_killed_runs_are_removed_by_the_next_run(tmp_path):
    out = tmp_path / "r"
    out.mkdir()
    left = [out / ".r.csv.ab12cd34.tmp", out / ".r-xmi.zz99yy88.tmp", out / ".r.html.q1w2e3r4.old",
            out / ".r.csv.lock"]
    left[0].write_text("half a csv")
    left[1].mkdir()
    (left[1] / "G001.xmi").write_text("half")
    left[2].write_text("an old page")
    left[3].write_text("")
    kept = [out / ".r.csv.notes", out / ".other.csv.ab12cd34.tmp"]  # not ours: another output's, or the user's
    for path in kept:
        path.write_text("keep")
    result = invoke("check", *gold_args(tmp_path), "--format", "csv", "--format", "xmi", "--format", "html",
                    "--out", out / "r")
    assert result.exit_code == 0, result.stderr
    assert not [p for p in left if p.exists()] and all(p.read_text() == "keep" for p in kept)


def test_a_run_killed_while_committing_is_undone_by_the_next_run(tmp_path):
    stem = tmp_path / "out" / "r"
    assert run_set(tmp_path, stem, 3).exit_code == 0
    before = snapshot(stem.parent)
    killer = ("import os, sys\n"
              "import factcheck.io.output_set as s\n"
              "real, n = s._apply, []\n"
              "def apply(step):\n"
              "    real(step); n.append(step)\n"
              "    if len(n) == 3: os._exit(137)  # killed outright (SIGKILL, power loss) midway\n"
              "s._apply = apply\n"
              "from factcheck.commands.cli import main\n"
              "sys.argv = ['factcheck'] + sys.argv[1:]\n"
              "main()\n")
    args = ["check", *gold_args(tmp_path, 1), "--out", str(stem)]
    for f in SET:
        args += ["--format", f]
    env = {**os.environ, "PYTHONPATH": str(REPO), "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-c", killer, *args], env=env, capture_output=True, timeout=120)
    assert done.returncode == 137
    assert snapshot(stem.parent) != before  # a mix of two runs, and the journal
    from factcheck.io.output_set import OutputSet

    later = OutputSet()
    later.lock([(stem.with_name("r" + suffix), is_dir) for suffix, is_dir in
                ((".csv", False), (".jsonl", False), (".html", False), ("-xmi", True), ("-webanno", True),
                 ("-factgenie", True))])
    later.release()
    assert later.notes and "the outputs before it were restored" in later.notes[0]
    assert snapshot(stem.parent) == before
