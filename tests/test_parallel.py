"""``--jobs N``: documents checked in worker processes give the same CSV as one process; and a
rule that raises on a document is reported in one line while everything else is written."""

from __future__ import annotations

import gc

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.io.formats.submission import to_csv
from factcheck.claims import Category, FinalScore, Fix, wrong
from factcheck.io.inputs import InputProblem, Job
from factcheck.engine.parallel import _chunks, run_checks
from factcheck.engine.pipeline import Checker
from rules import load_all
from rules.registry import RuleSpec

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}


@pytest.fixture(scope="module")
def training_jobs(training_texts, games_by_text_id) -> list[Job]:
    return [Job(doc, games_by_text_id[tid], True, f"texts/{tid}.txt:1") for tid, doc in training_texts.items()]


@pytest.mark.parametrize("n_jobs", [2, 3])
def test_processes_give_the_rows_of_one_process_in_the_same_order(training_jobs, checker, n_jobs):
    one = run_checks(checker, training_jobs, [], 1)
    many = run_checks(checker, training_jobs, [], n_jobs)
    assert [doc.text_id for doc, _ in many] == [doc.text_id for doc, _ in one]
    assert to_csv(many) == to_csv(one)
    assert sum(len(e) for _, e in one) > 100  # the comparison is about real output


def test_spawned_workers_give_the_same_rows(training_jobs, checker):
    jobs = training_jobs[:4]
    assert to_csv(run_checks(checker, jobs, [], 2, start_method="spawn")) == to_csv(run_checks(checker, jobs, [], 1))


def test_a_worker_that_dies_does_not_hang_the_run_nor_lose_texts(training_jobs, checker, monkeypatch):
    """A worker killed mid-run (for memory, say): the pool reports it, and the texts it had not
    given back are checked in this process, so the rows are all there, in order, with a note."""
    import os

    import factcheck.engine.parallel as parallel

    parent, checked = os.getpid(), parallel._checked

    def dies_in_a_worker(checker, job):
        if os.getpid() != parent and job is training_jobs[5]:
            os._exit(1)
        return checked(checker, job)

    monkeypatch.setattr(parallel, "_checked", dies_in_a_worker)
    jobs = training_jobs[:12]
    problems: list[InputProblem] = []
    many = run_checks(checker, jobs, problems, 2, start_method="fork")
    assert to_csv(many) == to_csv(run_checks(checker, jobs, [], 1))
    assert [p.label for p in problems] == ["note"] and "a worker process died" in problems[0].reason


def test_a_run_leaves_the_collector_as_it_found_it(training_jobs, checker):
    """Survivors of each text are frozen during a run (the collector skips them); afterwards
    nothing stays frozen and the thresholds are the caller's."""
    threshold, frozen = gc.get_threshold(), gc.get_freeze_count()
    results = run_checks(checker, training_jobs[:3], [], 1)
    assert gc.get_threshold() == threshold and gc.get_freeze_count() == frozen
    assert sum(len(e) for _, e in results) > 0
    gc.disable()  # a caller that switched collection off finds it off, and the same errors
    try:
        assert to_csv(run_checks(checker, training_jobs[:3], [], 1)) == to_csv(results)
        assert not gc.isenabled() and gc.get_freeze_count() == frozen
    finally:
        gc.enable()


def test_a_run_keeps_no_game_alive_after_it(training_jobs, checker):
    """What a run built per game (linkers, team totals) is released when it ends: the caches hold
    no game of the run afterwards, and a second run builds them again to the same rows."""
    import weakref

    from boxscore.game_cache import GameCache
    from factcheck.text import linking

    first = run_checks(checker, training_jobs[:3], [], 1)
    assert len(linking._LINKERS) == 0
    assert to_csv(run_checks(checker, training_jobs[:3], [], 1)) == to_csv(first)

    class Box:  # (a stand-in game: any object with an identity)
        pass

    made = []  # the ids of the games a value was made for
    cache = GameCache(lambda game: made.append(id(game)) or len(made), size=2)
    a, b, c = Box(), Box(), Box()
    assert [cache(a), cache(a), cache(b)] == [1, 1, 2] and made == [id(a), id(b)]
    gone = weakref.ref(c)
    assert cache(c) == 3 and len(cache) == 2  # the oldest (a) dropped
    del c
    assert gone() is not None  # kept with its value while its entry lives
    cache.clear()
    assert gone() is None and len(cache) == 0


def test_chunks_cover_every_job_once_in_order():
    for n, workers in ((1, 2), (7, 2), (60, 2), (61, 3), (698, 2)):
        bounds = _chunks(n, workers)
        covered = [k for a, b in bounds for k in range(a, b)]
        assert covered == list(range(n))


def test_cli_jobs_option_writes_the_same_file(task_dir, tmp_path):
    runner = CliRunner(env=PLAIN_ENV)
    args = ["check", "--games", str(task_dir / "shared_task.jsonl"), "--texts", str(task_dir / "texts")]
    one, two = tmp_path / "one.csv", tmp_path / "two.csv"
    r1 = runner.invoke(app, [*args, "--out", str(one)])
    r2 = runner.invoke(app, [*args, "--out", str(two), "--jobs", "2"])
    assert r1.exit_code == r2.exit_code == 0, r2.stderr
    assert two.read_bytes() == one.read_bytes()
    assert runner.invoke(app, [*args, "--jobs", "-1"]).exit_code == 2


# ---- a rule that fails on one document ---------------------------------------------------------
def _fails_on_s002(claim: FinalScore, facts):
    if facts.game.home.name == "Cavaliers":  # S002's game
        raise ValueError("no such player [index 7]\nsecond line")
    return wrong(claim, Fix(0, 1, Category.OTHER, "", "first token"))


def _bad_span(claim: FinalScore, facts):
    return wrong(claim, Fix(0, 10 ** 6, Category.OTHER, "", "too long"))


def _spec(name: str, description: str, verify) -> RuleSpec:
    return RuleSpec(name, description, verify, (FinalScore,))


def test_a_failing_rule_is_reported_and_the_rest_is_written(training_jobs):
    registry = dict(load_all())
    registry["fragile"] = _spec("fragile", "raises on S002", _fails_on_s002)
    checker = Checker(rules=registry)
    jobs = training_jobs[:3]
    problems: list[InputProblem] = []
    results = run_checks(checker, jobs, problems, 1)
    assert [doc.text_id for doc, _ in results] == ["S001.txt", "S002.txt", "S003.txt"]
    assert len(problems) == 1
    line = str(problems[0])
    assert line.startswith("texts/S002.txt:1: fragile: ValueError: ") and "\n" not in line
    assert problems[0].label == "rule failed"
    # the failing rule's finding is missing on S002 only; every other rule still ran there
    fragile = {doc.text_id: [e for e in errs if e.rule == "fragile"] for doc, errs in results}
    assert [len(v) for v in fragile.values()] == [1, 0, 1]
    plain = Checker().check(jobs[1].doc, jobs[1].game)
    assert [e for e in results[1][1]] == plain
    # processes report the same problem and write the same rows
    problems2: list[InputProblem] = []
    assert to_csv(run_checks(checker, jobs, problems2, 2)) == to_csv(results)
    assert [str(p) for p in problems2] == [str(p) for p in problems]


def test_a_finding_that_cannot_be_written_is_dropped_and_reported(training_jobs):
    checker = Checker(rules={"bad_span": _spec("bad_span", "span past the end", _bad_span)})
    problems: list[InputProblem] = []
    results = run_checks(checker, training_jobs[:1], problems, 1)
    assert results[0][1] == []
    assert "bad_span: dropped a finding: span [0, " in str(problems[0])
    assert to_csv(results).count("\n") == 1  # the header only


def test_cli_reports_a_failing_rule_in_one_line_and_exits_1(task_dir, tmp_path, monkeypatch):
    import rules.registry as registry

    monkeypatch.setitem(registry._REGISTRY, "fragile", _spec("fragile", "raises on S002", _fails_on_s002))
    texts = tmp_path / "texts"
    texts.mkdir()
    for tid in ("S001", "S002"):
        (texts / f"{tid}.txt").write_bytes((task_dir / "texts" / f"{tid}.txt").read_bytes())
    out = tmp_path / "out.csv"
    result = CliRunner(env=PLAIN_ENV).invoke(app, ["check", "--games", str(task_dir / "shared_task.jsonl"),
                                                   "--texts", str(texts), "--out", str(out)])
    assert result.exit_code == 1
    failed = [line for line in result.stderr.splitlines() if line.startswith("rule failed")]
    assert failed == [f"rule failed {texts / 'S002.txt'}:1: fragile: ValueError: no such player [index 7] second "
                      "line; the other rules' findings for this text are written"]
    assert "checked 2 text(s)" in result.stderr
    assert {row.split(",")[0] for row in out.read_text().splitlines()[1:]} == {"S001.txt", "S002.txt"}
