"""The league table (boxscore/data) agrees with the data in ../shared: every home game of the
schedule, RotoWire's team cities and names, the coaches of every game, the neutral-site games."""

from __future__ import annotations

import csv
import datetime as dt
import json
from collections import Counter

import pytest

from boxscore.league import season_of
from boxscore.league_table import TableError, league_table, load_table

pytestmark = pytest.mark.shared


@pytest.fixture(scope="module")
def table():
    return league_table()


@pytest.fixture(scope="module")
def schedule(shared_dir):
    with (shared_dir / "nba-schedule" / "games_2014_2018.csv").open(encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_thirty_teams_each_season_in_two_conferences_of_three_divisions(table):
    assert table.seasons == ["2014-15", "2015-16", "2016-17", "2017-18"]
    for season in table.seasons:
        teams = table.season_teams(season)
        assert len(teams) == 30
        assert Counter(t.conference for t in teams) == {"East": 15, "West": 15}
        divisions = Counter((t.conference, t.division) for t in teams)
        assert len(divisions) == 6 and set(divisions.values()) == {5}


def test_the_cities_agree_with_every_home_game_of_the_schedule(table, schedule):
    """Each home game's city is its home team's city in the table (the designated home team's, also
    for the games played abroad, which the table lists as neutral-site games)."""
    for row in schedule:
        date = dt.date.fromisoformat(row["date"])
        for side in ("home", "away"):
            team = table.team(row[f"{side}_name"], row["season"])
            assert team is not None, row
            assert row[f"{side}_city"] in team.cities, (row, team)
        venue = table.venue(row["home_name"], row["away_name"], date)
        home = table.team(row["home_name"], row["season"])
        assert venue.arena == home.arena or venue.neutral, row


def test_every_neutral_site_game_is_in_the_schedule_with_its_teams(table, schedule):
    games = {(r["date"], r["home_name"], r["away_name"]) for r in schedule if r["game_type"] == "regular"}
    assert len(table.neutral) == 10
    for site in table.neutral.values():
        assert (site.date.isoformat(), site.home, site.away) in games, site
        assert site.arena.city in ("London", "Mexico City")


def test_rotowire_team_cities_and_names_agree_with_the_table(table, shared_dir):
    """Every record of the table's seasons (test.json holds one playoff game of 2013-14, before them)."""
    outside = 0
    for name in ("valid.json", "test.json"):
        for record in json.loads((shared_dir / "rotowire" / name).read_text(encoding="utf-8")):
            month, day, year = (int(x) for x in record["day"].split("_"))
            season = season_of(dt.date(2000 + year, month, day))
            if season not in table.seasons:
                outside += 1
                continue
            for side in ("home", "vis"):
                line = record[f"{side}_line"]
                team = table.team(line["TEAM-NAME"], season)
                assert team is not None and line["TEAM-CITY"] in team.cities, (name, record["day"], line["TEAM-NAME"])
    assert outside == 1


def test_every_game_has_one_head_coach_per_team(table, schedule):
    """Regular season and playoffs: exactly one head or interim coach; an acting coach stands in
    within a head coach's stint of the same team."""
    for row in schedule:
        date = dt.date.fromisoformat(row["date"])
        for team in (row["home_name"], row["away_name"]):
            heads = [s for s in table.coaches_on(team, date) if s.role != "acting"]
            assert len(heads) == 1, (row, heads)
    for stint in table.coaches:
        assert stint.start <= stint.end and stint.role in ("head", "interim", "acting"), stint
        if stint.role == "acting":
            assert table.head_coach(stint.team, stint.start) is not None, stint


def test_mid_season_changes_fall_between_games(table, schedule):
    """A coach's first day is after his predecessor's last game: no game of the team falls in a gap."""
    assert table.head_coach("Cavaliers", dt.date(2016, 1, 21)).coach == "David Blatt"
    assert table.head_coach("Cavaliers", dt.date(2016, 1, 23)).coach == "Tyronn Lue"
    assert table.head_coach("Rockets", dt.date(2015, 11, 18)).coach == "J.B. Bickerstaff"
    assert table.head_coach("Suns", dt.date(2016, 2, 2)).coach == "Earl Watson"
    assert table.head_coach("Nets", dt.date(2016, 1, 11)).coach == "Tony Brown"
    # the acting coach of the Warriors' first 43 games of 2015-16, the head coach named as well
    assert table.coached("Luke Walton", "Warriors", dt.date(2015, 12, 1))
    assert table.coached("Steve Kerr", "Warriors", dt.date(2015, 12, 1))
    assert not table.coached("Luke Walton", "Lakers", dt.date(2015, 12, 1))
    assert not table.coached("Tyronn Lue", "Cavaliers", dt.date(2016, 1, 10))


def test_renamed_and_new_arenas_by_season(table):
    assert table.team("Kings", "2015-16").arena.name == "Sleep Train Arena"
    assert table.team("Kings", "2016-17").arena.name == "Golden 1 Center"
    assert table.team("Pistons", "2016-17").arena.city == "Auburn Hills"
    assert table.team("Pistons", "2017-18").arena.name == "Little Caesars Arena"
    assert table.team("Jazz", "2014-15").arena.name == "EnergySolutions Arena"
    assert table.team("Jazz", "2015-16").arena.building == table.team("Jazz", "2014-15").arena.building
    assert table.team("Suns", "2015-16").arena.name == "Talking Stick Resort Arena"
    assert table.team("Hornets", "2016-17").arena.name == "Spectrum Center"
    assert table.arena("phillips arena").name == "Philips Arena"
    venue = table.venue("Nuggets", "Pacers", dt.date(2017, 1, 12))
    assert venue.neutral and venue.arena.city == "London"


def test_a_bad_row_is_one_error_naming_its_file_and_line(tmp_path):
    from boxscore.league_table import DATA

    for name in ("teams.csv", "arenas.csv", "coaches.csv", "neutral_sites.csv"):
        (tmp_path / name).write_text((DATA / name).read_text(encoding="utf-8"), encoding="utf-8")
    with (tmp_path / "coaches.csv").open("a", encoding="utf-8") as f:
        f.write("Spurs,Someone,2018-13-01,2018-07-31,head,\n")
    with pytest.raises(TableError, match=r"coaches.csv: line \d+: bad date"):
        load_table(tmp_path)


# ---- factcheck league team / standings -----------------------------------------------------------------
@pytest.fixture(scope="module")
def runner():
    from typer.testing import CliRunner

    return CliRunner(env={"NO_COLOR": "1", "COLUMNS": "200"})


def test_league_team_prints_the_season_table(runner):
    from factcheck.commands.cli import app

    result = runner.invoke(app, ["league", "team", "Sacramento", "--season", "2016-17"])
    assert result.exit_code == 0, result.output
    assert "Sacramento Kings, 2016-17" in result.stdout and "Golden 1 Center (Sacramento, California)" in result.stdout
    assert "Dave Joerger (head" in result.stdout
    result = runner.invoke(app, ["league", "team", "Nuggets", "--season", "2016-17"])
    assert "neutral     2017-01-12 Pacers at Nuggets: The O2 Arena (London)" in result.stdout
    result = runner.invoke(app, ["league", "team", "cavaliers"])
    assert result.stdout.count("Cleveland Cavaliers, ") == 4 and "Tyronn Lue (head, 2016-01-22" in result.stdout


def test_league_standings_prints_both_conferences(runner, shared_dir):
    from factcheck.commands.cli import app

    schedule = str(shared_dir / "nba-schedule" / "games_2014_2018.csv")
    result = runner.invoke(app, ["league", "standings", "2016-04-13", "--schedule", schedule])
    assert result.exit_code == 0, result.output
    west = result.stdout.split("\nWest\n")[1]
    assert west.splitlines()[1].split()[:3] == ["1", "Warriors", "73-9"]
    before = runner.invoke(app, ["league", "standings", "2016-04-13", "--schedule", schedule, "--before"])
    assert "Warriors          72-9" in before.stdout


@pytest.mark.parametrize("args,message", [
    (["league", "team", "Los Angeles"], "names several teams (Clippers, Lakers)"),
    (["league", "team", "Sonics"], "unknown team 'Sonics'"),
    (["league", "team", "Spurs", "--season", "2019-20"], "no season '2019-20'"),
    (["league", "standings", "2016-13-01", "--schedule", "SCHEDULE"], "bad date '2016-13-01'"),
    (["league", "standings", "2016-01-01", "--schedule", "missing.csv"], "missing.csv: file not found"),
])
def test_league_commands_fail_in_one_line(runner, shared_dir, args, message):
    from factcheck.commands.cli import app

    args = [str(shared_dir / "nba-schedule" / "games_2014_2018.csv") if a == "SCHEDULE" else a for a in args]
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert result.stderr.strip().startswith("error:") and message in result.stderr and len(result.stderr.splitlines()) == 1
