"""A schedule used only for the seasons it holds (issue 23, item 9).

A schedule without the game's season (header-only, or a season left out) was trusted: every team's
record and streak started at the games being checked, and the training texts gained 113 false
errors ("had played only 1 game up to this game"). Such a text is now checked as without the
schedule (and as without league data when no --league file holds its season), and the run says
so in one note line.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boxscore import load_games
from boxscore.league import League
from factcheck.commands.cli import app
from factcheck.engine.pipeline import Checker

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "400"}
HEADER = "date,season,game_type,home_city,home_name,away_city,away_name,home_pts,away_pts\n"
#: The example game's season (2016-17) around the Bucks and Nuggets, and one game of another season.
SEASON_2016 = (HEADER + "2016-11-02,2016-17,regular,Indiana,Pacers,Milwaukee,Bucks,110,118\n"
               "2016-11-03,2016-17,regular,Utah,Jazz,Denver,Nuggets,91,105\n"
               "2016-11-04,2016-17,regular,Denver,Nuggets,Milwaukee,Bucks,101,108\n")
SEASON_2015 = HEADER + "2015-11-04,2015-16,regular,Denver,Nuggets,Milwaukee,Bucks,90,95\n"


def _schedule(tmp_path: Path, content: str) -> Path:
    path = tmp_path / "schedule.csv"
    path.write_text(content, encoding="utf-8")
    return path


@pytest.mark.parametrize("content", [HEADER, SEASON_2015], ids=["header only", "another season"])
def test_a_schedule_without_the_games_season_is_not_used(tmp_path, example_game, example_record, content):
    league = League.from_files(_schedule(tmp_path, content), extra=[example_game])
    assert not league.schedule_covers(example_game)
    assert league.for_game(example_game) is None  # nor does a --league file hold 2016-17
    league_file = tmp_path / "league.json"
    league_file.write_text(json.dumps([example_record]), encoding="utf-8")
    with_boxes = League.from_files(_schedule(tmp_path, content), [league_file], extra=[example_game])
    twin = with_boxes.for_game(example_game)
    assert twin is not None and not twin.has_schedule  # the box scores stay, the schedule goes


def test_a_schedule_holding_the_season_is_used(tmp_path, example_game):
    league = League.from_files(_schedule(tmp_path, SEASON_2016), extra=[example_game])
    assert league.schedule_covers(example_game) and league.for_game(example_game) is league


def _errors(args: list[str]) -> tuple[list[dict], str]:
    result = CliRunner(env=PLAIN_ENV).invoke(app, ["check", *args])
    assert result.exit_code == 0, result.stderr
    return [{k: v for k, v in r.items() if k != "ANNOTATION_ID"} for r in csv.DictReader(io.StringIO(result.stdout))], \
        result.stderr


def test_a_header_only_schedule_checks_as_without_one_and_says_so_once(tmp_path, gold_dir):
    base = ["--games", str(gold_dir / "example_game.json"), "--texts", str(gold_dir / "texts")]
    without, _ = _errors(base)
    found, stderr = _errors([*base, "--schedule", str(_schedule(tmp_path, HEADER))])
    assert found == without
    notes = [line for line in stderr.splitlines() if "lacks the season" in line]
    assert notes == ["note the schedule (--schedule) lacks the season of 1 of 1 texts (2016-17): "
                     "their schedule claims are not checked"]


@pytest.mark.shared
def test_the_training_texts_with_a_header_only_schedule_gain_no_error(tmp_path, training_texts, games_by_text_id):
    league = League.from_files(_schedule(tmp_path, HEADER), extra=games_by_text_id.values())
    with_header, plain = Checker(league=league), Checker()
    for text_id, doc in training_texts.items():
        game = games_by_text_id[text_id]
        assert with_header.check(doc, game) == plain.check(doc, game), text_id


@pytest.mark.shared
def test_the_full_schedule_covers_every_game_of_the_seasons_it_holds(shared_dir):
    league = League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv")
    games = load_games(shared_dir / "rotowire" / "test.json").games
    uncovered = {(g.date.isoformat(), g.home.name, g.vis.name) for g in games if league.for_game(g) is not league}
    assert uncovered == {("2014-05-01", "Grizzlies", "Thunder")}  # a 2013-14 playoff game: before the schedule


def test_league_files_of_another_season_are_not_used_and_the_run_says_so(tmp_path, gold_dir, example_record):
    other = dict(example_record, day="11_04_15")  # the same game a season earlier
    league_file = tmp_path / "league.json"
    league_file.write_text(json.dumps([other]), encoding="utf-8")
    base = ["--games", str(gold_dir / "example_game.json"), "--texts", str(gold_dir / "texts")]
    league = League.from_files(None, [league_file], extra=load_games(gold_dir / "example_game.json").games)
    assert league.for_game(load_games(gold_dir / "example_game.json").games[0]) is None
    without, _ = _errors(base)
    found, stderr = _errors([*base, "--league", str(league_file)])
    assert found == without
    assert [line for line in stderr.splitlines() if "lack the season" in line] == [
        "note the --league files lack the season of 1 of 1 texts (2016-17): they are checked without league data"]
