"""``check --shared-task DIR`` and ``score --shared-task DIR`` on a clone of the shared task's repository."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.io.shared_task import LayoutError, find

from _clone import make_clone

runner = CliRunner(env={"NO_COLOR": "1", "COLUMNS": "200"})


@pytest.fixture(scope="module")
def clone(task_dir, tmp_path_factory):
    return make_clone(task_dir, tmp_path_factory.mktemp("accuracySharedTask"))


def test_find_both_parts(clone):
    train, test = find(clone), find(clone / "test_set")
    assert (train.games.name, train.texts.name, train.gsml.name, train.part) == \
        ("shared_task.jsonl", "texts", "gsml.csv", "train")
    assert test.root == clone / "test_set" and test.part == "test" and test.gsml is not None


def test_a_renamed_file_of_the_test_part_is_still_found(clone, tmp_path):
    other = tmp_path / "test_set"
    (other / "texts").mkdir(parents=True)
    (other / "shared_task_test.jsonl").write_text("{}\n")
    (other / "gsml_test.csv").write_text("TEXT_ID\n")
    found = find(other, need_gsml=True)
    assert found.games.name == "shared_task_test.jsonl" and found.gsml.name == "gsml_test.csv"


def test_what_is_missing_is_named(tmp_path):
    (tmp_path / "test_set").mkdir()
    with pytest.raises(LayoutError, match="no shared_task.jsonl .* test_set/"):
        find(tmp_path)
    (tmp_path / "x.jsonl").write_text("{}\n")
    with pytest.raises(LayoutError, match="no texts/"):
        find(tmp_path)


@pytest.mark.parametrize("part", ["", "test_set"])
def test_check_and_score_read_the_clone_as_the_explicit_paths(clone, tmp_path, part):
    folder = clone / part if part else clone
    by_dir = runner.invoke(app, ["check", "--shared-task", str(folder)])
    explicit = runner.invoke(app, ["check", "--games", str(folder / "shared_task.jsonl"),
                                   "--texts", str(folder / "texts")])
    assert by_dir.exit_code == explicit.exit_code == 0, by_dir.stderr
    assert by_dir.stdout == explicit.stdout and by_dir.stdout.count("\n") > 10
    sub = tmp_path / "sub.csv"
    sub.write_text(by_dir.stdout, encoding="utf-8")
    scored = runner.invoke(app, ["score", "--shared-task", str(folder), "--submission", str(sub), "--json"])
    plain = runner.invoke(app, ["score", "--gsml", str(folder / "gsml.csv"), "--texts", str(folder / "texts"),
                                "--submission", str(sub), "--json"])
    assert scored.exit_code == 0, scored.stderr
    assert json.loads(scored.stdout) == json.loads(plain.stdout)
    n_texts = len(list((folder / "texts").glob("*.txt")))
    assert n_texts == (5 if part else 60)


@pytest.mark.parametrize("args, message", [
    (["check", "--shared-task", "{clone}", "--games", "g.jsonl"], "leave out --games"),
    (["check", "--shared-task", "{missing}"], "not a directory"),
    (["score", "--shared-task", "{clone}", "--gsml", "g.csv", "--submission", "s.csv"], "leave out --gsml"),
    (["score", "--submission", "s.csv"], "give --gsml"),
])
def test_usage_errors_are_one_line(clone, tmp_path, args, message):
    args = [a.format(clone=clone, missing=tmp_path / "nothing") for a in args]
    done = runner.invoke(app, args)
    assert done.exit_code == 2 and message in done.stderr and done.stderr.count("\n") == 1
