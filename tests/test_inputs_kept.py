"""Outputs never replace inputs, and every JSON Lines output says what it holds (checked against
the JSON Schemas in docs/schemas/, the files users write their readers from)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app

runner = CliRunner(env={"NO_COLOR": "1", "COLUMNS": "300"})
SCHEMAS = Path(__file__).resolve().parents[1] / "docs" / "schemas"


@pytest.fixture
def inputs(tmp_path: Path, example_record: dict, gold_text: str) -> Path:
    (tmp_path / "texts").mkdir()
    (tmp_path / "games.jsonl").write_text(json.dumps(example_record) + "\n")
    (tmp_path / "texts" / "G001.txt").write_text(gold_text)
    return tmp_path


def _check(d: Path, *extra: str):
    return runner.invoke(app, ["check", "--games", str(d / "games.jsonl"), "--texts", str(d / "texts"), *extra])


def _unchanged(d: Path) -> dict[str, bytes]:
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("make", ["symlink", "hardlink", "dotted"])
def test_an_output_that_is_an_input_by_another_name_is_refused(inputs: Path, make: str):
    other = inputs / "other.jsonl"
    if make == "symlink":
        other.symlink_to(inputs / "games.jsonl")
    elif make == "hardlink":
        os.link(inputs / "games.jsonl", other)
    else:
        other = inputs / "texts" / ".." / "games.jsonl"
    before = _unchanged(inputs)
    done = _check(inputs, "--out", str(other))
    assert done.exit_code == 2
    assert done.stderr.strip() == (f"error: {other}: is the input {inputs / 'games.jsonl'} (--games): an output never "
                                   "replaces an input; write it elsewhere")
    assert _unchanged(inputs) == before


def test_a_stem_whose_file_is_an_input_is_refused_whatever_the_format(inputs: Path):
    (inputs / "run.jsonl").write_text("{}\n")
    schedule = inputs / "league.csv"
    schedule.write_text("date,season,game_type,home_city,home_name,away_city,away_name,home_pts,away_pts\n")
    done = _check(inputs, "--schedule", str(schedule), "--format", "jsonl", "--format", "csv", "--out", str(inputs / "league"))
    assert done.exit_code == 2 and f"error: {schedule}: is the input {schedule} (--schedule)" in done.stderr


def test_a_folder_output_around_an_input_is_refused(inputs: Path):
    folder = inputs / "xmi"
    assert _check(inputs, "--format", "xmi", "--out", str(folder)).exit_code == 0  # a folder factcheck wrote
    (folder / "games.jsonl").write_bytes((inputs / "games.jsonl").read_bytes())  # then kept a games file there
    done = runner.invoke(app, ["check", "--games", str(folder / "games.jsonl"), "--texts", str(inputs / "texts"),
                               "--format", "xmi", "--out", str(folder)])
    assert done.exit_code == 2
    assert done.stderr.strip() == (f"error: {folder}: a folder output would be written around the input "
                                   f"{folder / 'games.jsonl'} (--games); write it elsewhere")


def test_league_build_never_writes_over_its_rotowire_file(gold_dir: Path, tmp_path: Path):
    games = tmp_path / "games.json"
    games.write_text((gold_dir / "example_game.json").read_text())
    done = runner.invoke(app, ["league", "build", str(games), "--out", str(games)])
    assert done.exit_code == 2 and "is the input" in done.stderr
    assert games.read_text() == (gold_dir / "example_game.json").read_text()


# ---- what a JSON Lines file holds ---------------------------------------------------------------
def _schema(name: str):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_errors_and_claims_runs_say_what_they_hold_and_fit_their_schemas(inputs: Path):
    stem = inputs / "run"
    done = _check(inputs, "--format", "jsonl", "--format", "claims", "--out", str(stem))
    assert done.exit_code == 0, done.stderr
    errors = [json.loads(line) for line in (inputs / "run.jsonl").read_text().splitlines()]
    claims = [json.loads(line) for line in (inputs / "run-claims.jsonl").read_text().splitlines()]
    assert (errors[0]["kind"], errors[0]["format_version"]) == ("errors", 2)
    assert (claims[0]["kind"], claims[0]["format_version"]) == ("claims", 2)
    for validator, lines in ((_schema("errors-run.schema.json"), errors), (_schema("claims-run.schema.json"), claims)):
        for line in lines:
            validator.validate(line)
    assert {r["record"] for r in errors} == {"run", "error", "text"}
    assert {r["verdict"] for r in claims[1:]} == {"correct", "wrong", "unchecked"}
    with pytest.raises(Exception):  # each schema refuses the other kind's header
        _schema("errors-run.schema.json").validate(claims[0])
    shown = runner.invoke(app, ["claims", "--games", str(inputs / "games.jsonl"), "--texts", str(inputs / "texts"),
                                "--format", "jsonl"])
    assert json.loads(shown.stdout.splitlines()[0])["kind"] == "claims"


@pytest.mark.parametrize("command", [["profile"], ["compare", "BASE"], ["score", "--gsml", "GSML", "--submission"]])
def test_score_profile_and_compare_refuse_a_claims_file(inputs: Path, gold_dir: Path, command: list[str]):
    done = _check(inputs, "--format", "jsonl", "--format", "claims", "--out", str(inputs / "run"))
    assert done.exit_code == 0
    claims = inputs / "run-claims.jsonl"
    args = [a.replace("BASE", str(inputs / "run.jsonl")).replace("GSML", str(gold_dir / "gsml.csv")) for a in command]
    done = runner.invoke(app, [*args, str(claims)])
    assert done.exit_code == 2
    assert done.stderr.splitlines() == [f"error: {claims}:1: holds claims (check --format claims, or factcheck claims "
                                        "--format jsonl), not a run's errors: give the jsonl of 'factcheck check "
                                        "--format jsonl'"]


def test_a_run_of_a_newer_format_is_refused_in_one_line(tmp_path: Path):
    run = tmp_path / "run.jsonl"
    run.write_text(json.dumps({"record": "run", "kind": "errors", "format_version": 99, "texts": []}) + "\n")
    done = runner.invoke(app, ["profile", str(run)])
    assert done.exit_code == 2 and done.stderr.strip().endswith("format version 99 is newer than this factcheck reads "
                                                                 "(2): update factcheck")


@pytest.mark.parametrize("extra", [[], ["--buckets", "BUCKETS"], ["--sweep"]])
def test_score_json_fits_its_schema(inputs: Path, gold_dir: Path, tmp_path: Path, extra: list[str]):
    validator = _schema("score.schema.json")
    done = _check(inputs, "--format", "jsonl", "--out", str(inputs / "run.jsonl"))
    assert done.exit_code == 0
    buckets = tmp_path / "buckets.csv"
    buckets.write_text("TEXT_ID,DOC_TOKEN_START,bucket,need\nG001.txt,5,final_score,A\n")
    args = [a.replace("BUCKETS", str(buckets)) for a in extra]
    scored = runner.invoke(app, ["score", "--gsml", str(gold_dir / "gsml.csv"), "--texts", str(inputs / "texts"),
                                 "--submission", str(inputs / "run.jsonl"), "--json", *args])
    assert scored.exit_code == 0, scored.stderr
    validator.validate(json.loads(scored.stdout))
