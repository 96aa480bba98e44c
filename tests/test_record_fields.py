"""A field of the wrong type in one game record costs that record, never the run (issue 23, item 4).

Two teams of one city (Clippers - Lakers) are split into sides by the START_POSITION column; a
list or dict there raised ``TypeError: unhashable type`` and the whole run wrote nothing (check,
claims, --league, league build). Every field of a record, set to every JSON type, must now either
load or give a one-line RecordError naming the record.
"""

from __future__ import annotations

import copy
import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boxscore import Game, RecordError, game_from_record
from factcheck.commands.cli import app

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "400"}
ODD_VALUES = [["G"], {"a": 1}, [], {}, 3, 2.5, True, None, "", "x" * 100, [[1]], -1]


def shared_city(record: dict, text_id: str = "G002") -> dict:
    """The example record with both teams in one city, as the Lakers and Clippers are."""
    rec = copy.deepcopy(record)
    rec["home_city"] = rec["vis_city"]
    rec["box_score"]["TEAM_CITY"] = {k: rec["vis_city"] for k in rec["box_score"]["TEAM_CITY"]}
    rec["shared_task_text_id"] = text_id
    return rec


def with_list_position(record: dict) -> dict:
    rec = copy.deepcopy(record)
    first = next(iter(rec["box_score"]["START_POSITION"]))
    rec["box_score"]["START_POSITION"][first] = ["G"]
    return rec


def _paths(obj, path: tuple = ()):
    """Every key path of a record; of a box-score column, the first and the last player (a starter and a reserve:
    the other players' entries are read the same way)."""
    if path:
        yield path
    if isinstance(obj, dict):
        keys = list(obj)
        if len(path) == 2 and path[0] == "box_score":
            keys = [keys[0], keys[-1]]
        for key in keys:
            yield from _paths(obj[key], (*path, key))


def test_a_shared_city_record_splits_its_sides(example_record):
    game = game_from_record(shared_city(example_record))
    assert {p.side for p in game.players} == {game.home.side, game.vis.side}


@pytest.mark.parametrize("same_city", [False, True], ids=["two cities", "one city"])
def test_every_field_of_every_type_loads_or_is_one_record_error(example_record, same_city):
    base = shared_city(example_record) if same_city else example_record
    text = json.dumps(base)
    unexpected = []
    for path in list(_paths(base)):
        for value in ODD_VALUES:
            rec = json.loads(text)
            target = rec
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
            try:
                assert isinstance(game_from_record(rec, "g.jsonl", "line 2"), Game)
            except RecordError as exc:
                assert str(exc).startswith("g.jsonl:line 2: ") and "\n" not in str(exc)
            except Exception as exc:  # noqa: BLE001 - what the test looks for
                unexpected.append((".".join(map(str, path)), value, f"{type(exc).__name__}: {exc}"))
    assert unexpected == []


def test_an_unforeseen_fault_is_still_a_record_error(example_record, monkeypatch):
    import boxscore.loaders as loaders

    def broken(*_args):
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr(loaders, "_players", broken)
    with pytest.raises(RecordError, match=r"^g\.jsonl:line 3: unexpected content \(TypeError: unhashable"):
        game_from_record(example_record, "g.jsonl", "line 3")


def _games_dir(tmp_path: Path, example_record: dict, gold_text: str) -> tuple[Path, Path]:
    """games.jsonl: the example (G001), then its one-city twin with a list START_POSITION (G002)."""
    games = tmp_path / "games.jsonl"
    bad = with_list_position(shared_city(example_record))
    games.write_text(json.dumps(example_record) + "\n" + json.dumps(bad) + "\n", encoding="utf-8")
    texts = tmp_path / "texts"
    texts.mkdir()
    for text_id in ("G001", "G002"):
        (texts / f"{text_id}.txt").write_text(gold_text, encoding="utf-8")
    return games, texts


@pytest.mark.parametrize("command", ["check", "claims"])
def test_one_bad_record_is_skipped_and_the_other_texts_are_written(tmp_path, example_record, gold_text, command):
    games, texts = _games_dir(tmp_path, example_record, gold_text)
    out = tmp_path / "out.jsonl"
    args = [command, "--games", str(games), "--texts", str(texts), "--format", "jsonl"]
    result = CliRunner(env=PLAIN_ENV).invoke(app, args + (["--out", str(out)] if command == "check" else []))
    assert result.exit_code == 1, result.stderr
    assert "Traceback" not in result.stderr and "unhashable" not in result.stderr
    problem = [line for line in result.stderr.splitlines() if f"{games}:line 2" in line]
    assert len(problem) == 1 and "box_score.START_POSITION" in problem[0]
    written = out.read_text(encoding="utf-8") if command == "check" else result.stdout
    assert "G001" in written and "G002" not in written


def test_a_bad_league_record_is_left_out_with_a_note(tmp_path, example_record, gold_text, gold_dir):
    league = tmp_path / "league.json"
    league.write_text(json.dumps([example_record, with_list_position(shared_city(example_record))]), encoding="utf-8")
    args = ["check", "--games", str(gold_dir / "example_game.json"), "--texts", str(gold_dir / "texts"),
            "--league", str(league)]
    result = CliRunner(env=PLAIN_ENV).invoke(app, args)
    assert result.exit_code == 0, result.stderr
    notes = [line for line in result.stderr.splitlines() if f"{league}:index 1" in line]
    assert len(notes) == 1 and "box_score.START_POSITION" in notes[0] and "left out" in notes[0]
    assert list(csv.DictReader(io.StringIO(result.stdout)))  # the example's errors are written


def test_league_build_skips_a_bad_record(tmp_path, example_record):
    source = tmp_path / "rotowire.json"
    source.write_text(json.dumps([example_record, with_list_position(shared_city(example_record))]), encoding="utf-8")
    out = tmp_path / "schedule.csv"
    result = CliRunner(env=PLAIN_ENV).invoke(app, ["league", "build", str(source), "--out", str(out)])
    assert result.exit_code == 1, result.stderr
    assert f"{source}:index 1" in result.stderr and "Traceback" not in result.stderr
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert [(r["home_name"], r["away_name"]) for r in rows] == [("Nuggets", "Bucks")]
