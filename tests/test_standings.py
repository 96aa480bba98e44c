"""Standings computed from the schedule (boxscore.standings) agree with the published ones."""

from __future__ import annotations

import datetime as dt

import pytest

from boxscore.league import League, LeagueGame
from boxscore.league_table import league_table
from boxscore.standings import Rank, Standings, standings_of

pytestmark = pytest.mark.shared


@pytest.fixture(scope="module")
def standings(shared_dir):
    league = League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv")
    return standings_of(league)


def test_final_standings_of_2015_16(standings):
    final = standings.on(dt.date(2016, 4, 13))
    warriors = final.of("Warriors")
    assert (warriors.wins, warriors.losses) == (73, 9)
    assert warriors.league_rank == Rank(1, 1) and warriors.seed == Rank(1, 1)
    assert final.of("Spurs").record == "67-15" and final.of("Spurs").division_rank == Rank(1, 1)
    # four teams level at 48-34 for the East's third seed: the range, no tiebreaker
    assert final.of("Celtics").seed == Rank(3, 6)
    assert [r.team for r in final.ranked("East")[:2]] == ["Cavaliers", "Raptors"]
    assert final.ranked(division="Pacific")[-1].team == "Lakers"


def test_2014_15_division_winners_seeded_in_the_top_four(standings):
    """Portland (51-31) won the Northwest and was seeded fourth, ahead of Memphis and San Antonio (55-27)."""
    final = standings.on(dt.date(2015, 4, 15))
    assert final.of("Trail Blazers").seed.holds(4)
    assert final.of("Trail Blazers").conference_rank == Rank(6, 6)
    assert final.of("Grizzlies").seed.holds(5) and final.of("Spurs").seed.holds(6)
    assert final.of("Hawks").seed == Rank(1, 1)


def test_a_date_before_or_after_its_games_and_the_playoffs_keep_the_final_standings(standings):
    day = dt.date(2016, 12, 18)
    after, before = standings.on(day), standings.on(day, inclusive=False)
    raptors_after, raptors_before = after.of("Raptors"), before.of("Raptors")
    assert raptors_after.wins + raptors_after.losses == raptors_before.wins + raptors_before.losses + 1
    assert raptors_after.record == "19-8" and raptors_after.division_rank == Rank(1, 1)
    playoffs = standings.on(dt.date(2017, 5, 20))
    assert playoffs.of("Celtics").record == "53-29" and playoffs.of("Celtics").seed == Rank(1, 1)
    assert standings.on(dt.date(2013, 12, 1)) is None


def test_games_behind(standings):
    table = standings.on(dt.date(2017, 3, 12))
    celtics, raptors = table.of("Celtics"), table.of("Raptors")
    assert celtics.games_behind(raptors) == -raptors.games_behind(celtics)
    assert celtics.games_behind(table.leader("East")) == ((table.leader("East").wins - celtics.wins)
                                                          + (celtics.losses - table.leader("East").losses)) / 2


def test_a_schedule_that_may_lack_games_gives_the_standings_its_records_prove(standings, shared_dir):
    """A schedule derived from RotoWire (records in its rows) misses games: a date's standings are
    given only when every team's record that day is proven by its games' records."""
    full = League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv")
    records: dict[tuple[str, str], tuple[int, int]] = {}
    derived = []
    for g in sorted((g for g in full.games if g.game_type == "regular"), key=lambda g: g.date):
        for team, won in ((g.home, g.home_pts > g.away_pts), (g.away, g.away_pts > g.home_pts)):
            w, l = records.get((g.season, team), (0, 0))
            records[(g.season, team)] = (w + won, l + (not won))
        derived.append(LeagueGame(g.date, g.home, g.home_city, g.away, g.away_city, g.home_pts, g.away_pts,
                                  "regular", g.season, records[(g.season, g.home)], records[(g.season, g.away)]))
    day = dt.date(2016, 1, 8)
    magic = [g for g in derived if "Magic" in (g.home, g.away) and dt.date(2016, 1, 1) <= g.date <= day]
    missing = magic[1]  # the Magic's game of 2016-01-02
    recorded = standings_of(League([g for g in derived if g is not missing], has_schedule=True, partial=True))
    assert recorded.on(day).of("Magic").record == standings.on(day).of("Magic").record == "20-17"
    assert recorded.on(missing.date, inclusive=False) is None  # the Magic's record that day is unproven
    one = LeagueGame(dt.date(2016, 11, 4), "Nuggets", "Denver", "Bucks", "Milwaukee", 101, 108, "regular",
                     "2016-17", (2, 3), (4, 2))
    assert standings_of(League([one], has_schedule=True, partial=True)).on(one.date) is None
    assert standings_of(League([one])) is None
    fresh = Standings([one], league_table()).on(dt.date(2016, 11, 4))
    assert fresh.of("Bucks").record == "1-0" and fresh.of("Bucks").league_rank == Rank(1, 1)
    assert fresh.of("Celtics").record == "0-0" and fresh.of("Celtics").conference_rank == Rank(2, 15)
