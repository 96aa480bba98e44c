"""Output paths (issue 15, items 8, 9 and 11): nothing but a regular file (or a directory, for the
directory formats) is ever replaced, a symlink is written through, write errors name the path
given, several formats are put in place only when all are complete (directories whole, no stale
files), an interrupted run leaves the old outputs and no temporary files, and the formats are
written text by text with the same bytes as when rendered whole."""

from __future__ import annotations

import errno
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.io.formats.submission import to_csv
from factcheck.io.outputs import OutputError, real_target, write_file

from _review import gold_args

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}


@pytest.fixture(scope="module")
def runner() -> CliRunner:
    return CliRunner(env=PLAIN_ENV)


def listing(d: Path) -> list[str]:
    return sorted(p.name for p in d.iterdir())


# ---- item 8: what may be replaced -------------------------------------------------------------
def test_a_device_is_refused_without_touching_it():
    # --out /dev/full used to replace the device node with a regular file
    with pytest.raises(OutputError, match=r"^/dev/full: is a character device, not a regular file"):
        real_target(Path("/dev/full"))
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)


def test_a_fifo_at_out_is_refused_with_exit_2(runner, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = runner.invoke(app, ["check", *gold_args(), "--out", str(fifo)])
    assert result.exit_code == 2
    assert f"{fifo}: is a FIFO, not a regular file" in result.stderr
    assert "Traceback" not in result.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert listing(tmp_path) == ["pipe"]


def test_a_fifo_among_several_formats_is_refused_before_the_run(runner, tmp_path):
    os.mkfifo(tmp_path / "run.jsonl")
    result = runner.invoke(app, ["check", *gold_args(), "--format", "csv", "--format", "jsonl",
                                 "--out", str(tmp_path / "run")])
    assert result.exit_code == 2 and "run.jsonl: is a FIFO" in result.stderr
    assert listing(tmp_path) == ["run.jsonl"]  # the csv was not written either


def test_a_directory_where_a_file_goes_and_a_file_where_a_directory_goes(runner, tmp_path):
    (tmp_path / "d").mkdir()
    result = runner.invoke(app, ["check", *gold_args(), "--out", str(tmp_path / "d")])
    assert result.exit_code == 2 and "is a directory, not a regular file" in result.stderr
    (tmp_path / "f").write_text("keep\n")
    result = runner.invoke(app, ["check", *gold_args(), "--format", "xmi", "--out", str(tmp_path / "f")])
    assert result.exit_code == 2 and "is a regular file, not a directory" in result.stderr
    assert (tmp_path / "f").read_text() == "keep\n"


def test_a_symlink_is_written_through_to_its_target(runner, tmp_path, gold_doc, example_game, checker):
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "sub.csv"
    target.write_text("old\n")
    link = tmp_path / "out.csv"
    link.symlink_to(target)
    result = runner.invoke(app, ["check", *gold_args(), "--out", str(link)])
    assert result.exit_code == 0, result.stderr
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text(encoding="utf-8") == to_csv([(gold_doc, checker.check(gold_doc, example_game))])
    assert listing(tmp_path / "real") == ["sub.csv"] and listing(tmp_path) == ["out.csv", "real"]


def test_a_dangling_symlink_creates_its_target(tmp_path):
    link = tmp_path / "link.csv"
    link.symlink_to(tmp_path / "made.csv")
    write_file(link, "x\n")
    assert link.is_symlink() and (tmp_path / "made.csv").read_text() == "x\n"


def test_a_symlinked_directory_output_is_replaced_behind_the_link(runner, tmp_path):
    (tmp_path / "store" / "xmi").mkdir(parents=True)
    (tmp_path / "x").symlink_to(tmp_path / "store" / "xmi")
    for _ in range(2):  # into the empty directory, then over its own earlier output
        result = runner.invoke(app, ["check", *gold_args(), "--format", "xmi", "--out", str(tmp_path / "x")])
        assert result.exit_code == 0, result.stderr
        assert (tmp_path / "x").is_symlink()
        assert listing(tmp_path / "store" / "xmi") == [".factcheck-manifest.json", "G001.xmi", "TypeSystem.xml"]
        assert listing(tmp_path / "store") == ["xmi"] and listing(tmp_path) == ["store", "x"]


def test_a_write_error_names_the_path_given_not_the_temporary_file(runner, tmp_path, monkeypatch):
    from factcheck.io import formats

    def full(self, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(tmp_path / ".out.csv.abc.tmp"))

    monkeypatch.setattr(formats._CsvSink, "add", full)
    out = tmp_path / "out.csv"
    out.write_text("previous\n")
    result = runner.invoke(app, ["check", *gold_args(), "--out", str(out)])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines()[-1] == f"error: {out}: cannot write: No space left on device"
    assert out.read_text() == "previous\n" and listing(tmp_path) == ["out.csv"]


def test_profile_csv_and_chart_are_written_safely(runner, tmp_path, gold_doc, example_game, checker):
    run = tmp_path / "run.csv"
    run.write_text(to_csv([(gold_doc, checker.check(gold_doc, example_game))]))
    os.mkfifo(tmp_path / "p.csv")
    result = runner.invoke(app, ["profile", str(run), "--csv", str(tmp_path / "p.csv")])
    assert result.exit_code == 2 and "p.csv: is a FIFO" in result.stderr and "Traceback" not in result.stderr
    (tmp_path / "c.png").mkdir()
    result = runner.invoke(app, ["profile", str(run), "--chart", str(tmp_path / "c.png")])
    assert result.exit_code == 2 and "c.png: " in result.stderr and "is a directory" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


# ---- item 9: several formats as a set ---------------------------------------------------------
FORMATS = ["csv", "jsonl", "html", "xmi", "factgenie", "tsv", "claims"]


def training_args(task_dir: Path, stem: Path) -> list[str]:
    args = ["check", "--games", str(task_dir / "shared_task.jsonl"), "--texts", str(task_dir / "texts"),
            "--out", str(stem)]
    for f in FORMATS:
        args += ["--format", f]
    return args


@pytest.mark.shared
def test_stale_files_of_an_earlier_run_are_gone_and_the_users_stay(runner, tmp_path, task_dir):
    result = runner.invoke(app, training_args(task_dir, tmp_path / "r"))
    assert result.exit_code == 0, result.stderr
    assert len(listing(tmp_path / "r-xmi")) == 62  # 60 texts, the type system, the manifest
    (tmp_path / "r-xmi" / "notes.txt").write_text("mine")
    texts = tmp_path / "texts"
    texts.mkdir()
    for text_id in ("S001", "S002"):
        (texts / f"{text_id}.txt").write_bytes((task_dir / "texts" / f"{text_id}.txt").read_bytes())
    args = training_args(task_dir, tmp_path / "r")
    args[args.index("--texts") + 1] = str(texts)
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.stderr
    assert listing(tmp_path / "r-xmi") == [".factcheck-manifest.json", "S001.xmi", "S002.xmi", "TypeSystem.xml",
                                           "notes.txt"]
    assert listing(tmp_path) == ["r-claims.jsonl", "r-factgenie", "r-webanno", "r-xmi", "r.csv", "r.html", "r.jsonl",
                                 "texts"]


@pytest.mark.shared
def test_a_run_failing_midway_leaves_the_previous_set_whole(runner, tmp_path, task_dir, monkeypatch):
    from factcheck.io.formats.tsv import TsvSink

    first = runner.invoke(app, training_args(task_dir, tmp_path / "r"))
    assert first.exit_code == 0, first.stderr
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    calls = []

    def fails_on_the_tenth(self, text):
        calls.append(text.text_id)
        if len(calls) == 10:
            raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(TsvSink, "add", fails_on_the_tenth)
    result = runner.invoke(app, training_args(task_dir, tmp_path / "r"))
    assert result.exit_code == 2
    assert f"{tmp_path / 'r-webanno'}: cannot write: Input/output error" in result.stderr
    after = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before  # every old output as it was, no temporary file left anywhere


@pytest.mark.shared
def test_sigterm_mid_run_leaves_no_partial_set_and_no_temporary_files(tmp_path, shared_dir):
    # interrupted at 5 s, r-xmi/ used to hold 58 of 699 files and r-webanno/ was missing
    stem = tmp_path / "r"
    cmd = [sys.executable, "-m", "factcheck", "check", "--rotowire", str(shared_dir / "rotowire" / "test.json"),
           "--outputs", str(shared_dir / "nlg-outputs" / "hier.txt"), "--out", str(stem),
           "--format", "csv", "--format", "xmi", "--format", "tsv"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and proc.poll() is None:
        xmi_tmp = [p for p in tmp_path.iterdir() if p.name.startswith(".r-xmi.") and p.is_dir()]
        if xmi_tmp and len(list(xmi_tmp[0].iterdir())) > 20:  # the run is writing texts
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before it could be interrupted"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM
    assert b"Traceback" not in err
    assert listing(tmp_path) == []  # no partial set under the final names, no temporary files


# ---- item 11: text by text, same bytes ------------------------------------------------------------
@pytest.mark.shared
def test_formats_written_text_by_text_equal_the_whole_renderings(tmp_path, training_results):
    from factcheck.io.formats import build_run, write_all
    from factcheck.io.formats.html import render as render_html
    from factcheck.io.formats.jsonl import render as render_jsonl

    run = build_run(training_results[:12])
    write_all(run, {"csv": tmp_path / "r.csv", "jsonl": tmp_path / "r.jsonl", "html": tmp_path / "r.html"})
    assert (tmp_path / "r.csv").read_text(encoding="utf-8") == to_csv(training_results[:12])
    assert (tmp_path / "r.jsonl").read_text(encoding="utf-8") == render_jsonl(run)
    assert (tmp_path / "r.html").read_text(encoding="utf-8") == render_html(run)


@pytest.mark.shared
def test_checked_texts_are_released_as_they_are_written(checker, training_texts, games_by_text_id):
    from factcheck.io.inputs import Job
    from factcheck.engine.parallel import stream_checks

    jobs = [Job(doc, games_by_text_id[tid], True) for tid, doc in list(training_texts.items())[:5]]
    seen = []
    for k, (job, _) in enumerate(stream_checks(checker, jobs, [], release=True)):
        seen.append(job.doc.text_id)
        assert jobs[: k + 1] == [None] * (k + 1) and all(j is not None for j in jobs[k + 1:])
    assert len(seen) == 5
