"""The game model and its loaders: shared data, derived facts, and one-line errors for bad records."""

from __future__ import annotations

import copy
import datetime as dt
import json
import re
from pathlib import Path

import pytest

from boxscore import Game, RecordError, Side, game_from_record, load_game, load_games


def names(players) -> list[str]:
    return [p.name for p in players]


# ---- loading the shared data -----------------------------------------------------------------
def test_shared_task_jsonl_loads_60_games(training_games, task_dir):
    assert training_games.errors == []
    games = training_games.games
    assert len(games) == 60
    assert [g.text_id for g in games] == [f"S{n:03d}" for n in range(1, 61)]
    assert [g.position for g in games] == list(range(60))
    assert games[0].source == f"{task_dir / 'shared_task.jsonl'}:line 1"
    assert games[59].source.endswith("shared_task.jsonl:line 60")


def test_rotowire_test_json_loads_728_games(rotowire_test):
    assert rotowire_test.errors == []
    games = rotowire_test.games
    assert len(games) == 728
    assert [g.position for g in games] == list(range(728))
    assert games[5].source.endswith("test.json:index 5")
    assert all(g.text_id is None for g in games)
    # every game has two teams of five starters
    for g in games:
        assert len(g.starters(Side.HOME)) == len(g.starters(Side.VIS)) == 5, g.source


def test_first_rotowire_game(rotowire_test):
    g = rotowire_test.games[0]
    assert (g.vis.full_name, g.vis.points, g.vis.record) == ("Orlando Magic", 88, (19, 41))
    assert (g.home.full_name, g.home.points, g.home.record) == ("Atlanta Hawks", 95, (46, 12))
    assert g.date == dt.date(2015, 2, 27)
    assert g.weekday == "Friday"
    assert g.winner is g.home and g.margin == 7
    assert names(g.leaders("PTS")) == ["Nikola Vucevic"]


def test_same_city_game_splits_players_into_blocks(rotowire_test):
    same_city = [g for g in rotowire_test.games if g.home.city == g.vis.city]
    assert len(same_city) == 1
    g = same_city[0]
    for side in Side:
        roster = g.roster(side)
        assert len(g.starters(side)) == 5
        assert sum(p.PTS or 0 for p in roster) == g.team(side).points
    # the visitors' block comes first in the box score
    indices = [int(p.index) for p in g.players]
    vis = [int(p.index) for p in g.roster(Side.VIS)]
    assert vis == indices[:len(vis)]


def test_synthetic_same_city_record_assigns_sides_by_block(example_record, example_game):
    record = copy.deepcopy(example_record)
    record["home_city"] = record["vis_city"] = "Los Angeles"
    record["box_score"]["TEAM_CITY"] = {k: "Los Angeles" for k in record["box_score"]["TEAM_CITY"]}
    game = game_from_record(record)
    assert [p.side for p in game.players] == [p.side for p in example_game.players]


# ---- derived facts of the gold example -------------------------------------------------------
def test_example_game_basic_facts(example_game):
    g = example_game
    assert g.text_id == "G001"
    assert g.date == dt.date(2016, 11, 4)
    assert g.weekday == "Friday"
    assert g.home.full_name == "Denver Nuggets" and g.vis.full_name == "Milwaukee Bucks"
    assert g.winner is g.vis and g.loser is g.home
    assert (g.winner.name, g.winner.points, g.loser.points) == ("Bucks", 108, 101)
    assert g.margin == 7
    assert g.vis.record == (4, 2) and g.home.record == (2, 3)
    assert g.halftime == {Side.HOME: 51, Side.VIS: 55}
    assert g.vis.first_half == 55 and g.vis.second_half == 53
    assert not g.home.has_overtime and not g.vis.has_overtime
    assert g.team(Side.HOME) is g.home and Side.HOME.other is Side.VIS and Side.VIS.other is Side.HOME
    assert len(g.players) == 24 and len(g.played) == 20


def test_example_game_triple_and_double_doubles(example_game):
    by_name = {p.name: p for p in example_game.players}
    redfield = by_name["Marcus Redfield"]
    assert (redfield.PTS, redfield.REB, redfield.AST) == (21, 11, 10)
    assert redfield.double_digit_count == 3
    assert by_name["Oren Kastellan"].double_digit_count == 2
    assert by_name["Gideon Mabry"].double_digit_count == 2
    assert by_name["Tyrell Hagan"].double_digit_count == 1
    assert by_name["Victor Sandoval"].double_digit_count == 0  # did not play
    triple = [p.name for p in example_game.players if p.double_digit_count >= 3]
    assert triple == ["Marcus Redfield"]


def test_example_game_leaders_with_ties(example_game):
    g = example_game
    assert names(g.leaders("PTS")) == ["Tyrell Hagan"]
    assert names(g.leaders("PTS", Side.VIS)) == ["Dante Albright"]
    assert names(g.leaders("STL")) == ["Marcus Redfield", "Tyrell Hagan"]  # 2 each
    assert names(g.leaders("TO")) == ["Marcus Redfield", "Tyrell Hagan"]  # 3 each
    assert names(g.leaders("REB", Side.HOME)) == ["Gideon Mabry"]
    assert names(g.leaders("PTS", Side.VIS, pool="bench")) == ["Corey Vance"]
    assert names(g.leaders("PTS", Side.HOME, pool="starters")) == ["Tyrell Hagan"]
    assert g.rank(g.leaders("PTS", Side.VIS)[0], "PTS") == 1
    redfield = next(p for p in g.players if p.name == "Marcus Redfield")
    assert g.rank(redfield, "PTS") == 2  # behind Albright in his team
    assert g.rank(redfield, "PTS", within_team=False) == 3  # behind Hagan and Albright


def test_example_game_double_figures_and_bench(example_game):
    g = example_game
    assert names(g.double_figures(Side.VIS)) == [
        "Marcus Redfield", "Oren Kastellan", "Dante Albright", "Corey Vance", "Silas Ambrose"]
    assert names(g.double_figures(Side.HOME)) == ["Caleb Thorne", "Gideon Mabry", "Tyrell Hagan", "Andre Fontaine"]
    assert names(g.double_figures(Side.HOME, "REB")) == ["Gideon Mabry"]
    bench_vis = g.bench(Side.VIS)
    assert names(bench_vis) == ["Corey Vance", "Silas Ambrose", "Nate Hollings", "Emeka Duval", "Lonnie Marsh"]
    assert [p.name for p in bench_vis if (p.PTS or 0) >= 10] == ["Corey Vance", "Silas Ambrose"]
    assert [p.name for p in g.bench(Side.HOME) if (p.PTS or 0) >= 10] == ["Andre Fontaine"]
    assert names(g.starters(Side.HOME)) == ["Caleb Thorne", "Ruben Estrada", "Gideon Mabry", "Tyrell Hagan",
                                            "Milo Sorensen"]


def test_example_game_did_not_play(example_game):
    dnp = [p for p in example_game.players if not p.played]
    assert names(dnp) == ["Victor Sandoval", "Ike Brandt", "Hugo Brennan", "Quentin Shaw"]
    assert all(p.PTS is None and p.MIN is None and not p.starter for p in dnp)
    assert all(p not in example_game.bench(p.side) for p in dnp)


def test_load_game_on_the_gold_example(gold_dir):
    game = load_game(gold_dir / "example_game.json")
    assert isinstance(game, Game)
    assert game.source == f"{gold_dir / 'example_game.json'}:index 0"
    assert game.position == 0
    assert (game.vis.name, game.home.name) == ("Bucks", "Nuggets")


# ---- bad records -----------------------------------------------------------------------------
def write_jsonl(path: Path, records: list) -> Path:
    lines = [r if isinstance(r, str) else json.dumps(r) for r in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def only_error(result) -> RecordError:
    assert len(result.errors) == 1, [str(e) for e in result.errors]
    return result.errors[0]


def test_malformed_json_line(tmp_path, example_record):
    path = write_jsonl(tmp_path / "g.jsonl", [example_record, '{"day": "11_04_16",', example_record])
    result = load_games(path)
    assert len(result.games) == 2
    err = only_error(result)
    assert str(err).startswith(f"{path}:line 2: malformed JSON")
    assert (err.source, err.where) == (str(path), "line 2")
    assert "\n" not in str(err)
    assert [g.position for g in result.games] == [0, 2]


def test_missing_field(tmp_path, example_record):
    bad = copy.deepcopy(example_record)
    del bad["home_name"]
    result = load_games(write_jsonl(tmp_path / "g.jsonl", [example_record, bad]))
    assert str(only_error(result)) == f"{tmp_path / 'g.jsonl'}:line 2: missing field 'home_name'"
    assert len(result.games) == 1


def test_missing_team_points(tmp_path, example_record):
    bad = copy.deepcopy(example_record)
    del bad["vis_line"]["TEAM-PTS"]
    err = only_error(load_games(write_jsonl(tmp_path / "g.jsonl", [bad])))
    assert str(err) == f"{tmp_path / 'g.jsonl'}:line 1: field 'vis_line.TEAM-PTS': missing or 'N/A', the final score is needed"


def test_non_numeric_stat(tmp_path, example_record):
    bad = copy.deepcopy(example_record)
    bad["box_score"]["PTS"]["3"] = "twenty-six"
    path = write_jsonl(tmp_path / "g.jsonl", [bad, example_record])
    err = only_error(load_games(path))
    assert str(err) == f"{path}:line 1: field 'box_score.PTS.3': expected a number, got 'twenty-six'"


def test_bad_date(tmp_path, example_record):
    bad = copy.deepcopy(example_record)
    bad["day"] = "2016-11-04"
    err = only_error(load_games(write_jsonl(tmp_path / "g.jsonl", [bad])))
    assert "line 1" in str(err) and "field 'day'" in str(err) and "'2016-11-04'" in str(err)


def test_player_of_neither_team(tmp_path, example_record):
    bad = copy.deepcopy(example_record)
    bad["box_score"]["TEAM_CITY"]["7"] = "Boston"
    err = only_error(load_games(write_jsonl(tmp_path / "g.jsonl", [bad])))
    assert "field 'box_score.TEAM_CITY.7'" in str(err) and "'Boston'" in str(err)


def test_record_that_is_a_list_in_jsonl(tmp_path, example_record):
    path = write_jsonl(tmp_path / "g.jsonl", [example_record, [1, 2], example_record])
    result = load_games(path)
    assert len(result.games) == 2
    assert str(only_error(result)) == f"{path}:line 2: expected a JSON object (a game record), got list"


def test_bad_records_in_a_json_list_name_the_index(tmp_path, example_record):
    missing = copy.deepcopy(example_record)
    del missing["box_score"]
    stat = copy.deepcopy(example_record)
    stat["box_score"]["REB"]["14"] = "lots"
    path = tmp_path / "games.json"
    path.write_text(json.dumps([example_record, missing, [example_record], stat]), encoding="utf-8")
    result = load_games(path)
    assert [g.position for g in result.games] == [0]
    assert [str(e) for e in result.errors] == [
        f"{path}:index 1: missing field 'box_score'",
        f"{path}:index 2: expected a JSON object (a game record), got list",
        f"{path}:index 3: field 'box_score.REB.14': expected a number, got 'lots'",
    ]


def test_record_that_is_a_list_on_the_first_jsonl_line(tmp_path, example_record):
    path = write_jsonl(tmp_path / "g.jsonl", [[1, 2], example_record, example_record])
    result = load_games(path)
    assert len(result.games) == 2
    assert str(only_error(result)) == f"{path}:line 1: expected a JSON object (a game record), got list"


@pytest.mark.parametrize("content", ["", "\n   \n"])
def test_empty_file(tmp_path, content):
    path = tmp_path / "empty.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError) as info:
        load_games(path)
    assert str(info.value) == f"{path}:0: empty file, expected game records"


def test_unreadable_inputs(tmp_path):
    with pytest.raises(RecordError, match=re.escape(f"{tmp_path / 'nope.json'}:0: file not found")):
        load_games(tmp_path / "nope.json")
    latin = tmp_path / "latin.jsonl"
    latin.write_bytes(b'{"day": "caf\xe9"}\n')
    with pytest.raises(RecordError, match="not UTF-8 text"):
        load_games(latin)
    with pytest.raises(RecordError, match="is a directory"):
        load_games(tmp_path)


def test_load_game_wants_exactly_one_record(tmp_path, example_record):
    path = write_jsonl(tmp_path / "two.jsonl", [example_record, example_record])
    with pytest.raises(RecordError, match="expected one game record, found 2"):
        load_game(path)
    bad = copy.deepcopy(example_record)
    bad["vis_line"]["TEAM-WINS"] = "four"
    with pytest.raises(RecordError, match=r"field 'vis_line.TEAM-WINS': expected a number, got 'four'"):
        load_game(write_jsonl(tmp_path / "bad.jsonl", [bad]))


def test_game_from_record_rejects_non_objects():
    with pytest.raises(RecordError) as info:
        game_from_record("not a game", "src.json", "index 4")
    assert str(info.value) == "src.json:index 4: expected a JSON object (a game record), got str"
