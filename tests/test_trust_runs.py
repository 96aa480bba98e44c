"""Runs that say what data they used, and profiles that count each error once (issue 23, items 10
and 12): the signature carries digests of the schedule and league files and --not-checkable, compare
refuses runs checked with other data, and profile leaves out repeated records and records of texts
the run did not check."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from factcheck.commands.cli import app

GOLD = Path(__file__).resolve().parent.parent / "gold"
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
GAME = str(GOLD / "example_game.json")
SCHEDULE = "date,season,game_type,home_city,home_name,away_city,away_name,home_pts,away_pts\n" \
           "2016-11-04,2016-17,regular,Denver,Nuggets,Milwaukee,Bucks,101,108\n"


def invoke(*args: object):
    return CliRunner(env=PLAIN_ENV).invoke(app, [str(a) for a in args])


def jsonl_run(tmp: Path, name: str, *extra: object) -> Path:
    out = tmp / f"{name}.jsonl"
    result = invoke("check", "--games", GAME, "--texts", GOLD / "texts", "--format", "jsonl", "--out", out, *extra)
    assert result.exit_code == 0, result.stderr
    return out


def header(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8").splitlines()[0])


# ---- item 10 --------------------------------------------------------------------------------------
def test_the_signature_names_the_data_inputs(tmp_path):
    from factcheck.io.signature import digest

    schedule = tmp_path / "schedule.csv"
    schedule.write_text(SCHEDULE, encoding="utf-8")
    plain = header(jsonl_run(tmp_path, "plain"))["signature"]
    league = header(jsonl_run(tmp_path, "league", "--schedule", schedule, "--league", GAME, "--not-checkable"))
    assert plain.endswith("|schedule:none|league:none|not-checkable:no")
    assert league["signature"].endswith(f"|schedule:{digest([schedule])}|league:{digest([Path(GAME)])}"
                                        "|not-checkable:yes")
    copy = tmp_path / "same-bytes.csv"
    copy.write_bytes(schedule.read_bytes())
    assert digest([copy]) == digest([schedule])  # the bytes count, not the name


def test_a_confidence_threshold_is_in_the_signature_only_when_given():
    from factcheck.io.signature import DataInputs, differences, run_signature

    assert "min-confidence" not in run_signature()
    assert run_signature(data=DataInputs(min_confidence=0.75)).endswith("|min-confidence:0.75")
    assert differences(run_signature(), run_signature(data=DataInputs(min_confidence=0.75))) == [
        "different data: confidence threshold none vs 0.75"]


def test_compare_refuses_runs_checked_with_other_data(tmp_path):
    plain = jsonl_run(tmp_path, "plain")
    league = jsonl_run(tmp_path, "league", "--league", GAME)
    refused = invoke("compare", plain, league)
    assert refused.exit_code == 2
    (line,) = refused.stderr.splitlines()
    from factcheck.io.signature import digest

    assert line == (f"error: {plain} and {league} are not comparable: different data: league files none vs "
                    f"{digest([Path(GAME)])} (give --allow-different to compare them anyway)")
    allowed = invoke("compare", plain, league, "--allow-different")
    assert allowed.exit_code in (0, 1) and "compared anyway (--allow-different): different data" in allowed.stdout
    assert invoke("compare", plain, jsonl_run(tmp_path, "again")).exit_code == 0


def test_a_run_of_an_earlier_version_has_no_data_recorded(tmp_path):
    new = jsonl_run(tmp_path, "new")
    old = tmp_path / "old.jsonl"
    lines = new.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["signature"] = first["signature"].split("|schedule:")[0]
    old.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    refused = invoke("compare", old, new)
    assert refused.exit_code == 2
    assert "different data: the data inputs are not recorded in BASE (a run of an earlier version)" in refused.stderr


# ---- item 12: profile ------------------------------------------------------------------------------
def test_profile_counts_an_error_once_and_only_errors_of_texts_checked(tmp_path):
    run = tmp_path / "sys.jsonl"
    head = {"record": "run", "signature": "s", "n_texts": 2, "texts": ["0", "1"]}
    error = {"record": "error", "text_id": "0", "annotation_id": 1, "category": "NUMBER", "tokens": "30",
             "correction": "21", "rule": "player_stats"}
    other = {**error, "annotation_id": 2, "text_id": "7"}
    run.write_text("".join(json.dumps(x) + "\n" for x in (head, error, error, other)), encoding="utf-8")
    result = invoke("profile", run, "--csv", tmp_path / "p.csv")
    assert result.exit_code == 0, result.stderr
    row = (tmp_path / "p.csv").read_text(encoding="utf-8").splitlines()[1].split(",")
    assert row[:5] == ["sys", "2", "1", "1", "0.5000"]  # 2 texts, 1 error
    assert f"note {run}: 1 error record(s) (line 3) repeat earlier ones; each error counted once" in result.stderr
    assert f"note {run}: 1 error record(s) (line 4) are about texts not in the run header; left out" in result.stderr
