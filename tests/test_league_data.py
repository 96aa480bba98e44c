"""League data a user can get: RotoWire's splits passed together, and a schedule built from them."""

from __future__ import annotations

import csv
import json

import pytest
from typer.testing import CliRunner

from boxscore import load_games
from boxscore.league import League, read_schedule
from boxscore.schedule import coverage, schedule_rows, to_csv
from factcheck.commands.cli import app

runner = CliRunner(env={"NO_COLOR": "1", "COLUMNS": "200"})


def _key(record: dict) -> tuple[str, str, str]:
    return record["day"], record["home_name"], record["vis_name"]


@pytest.fixture(scope="module")
def splits(shared_dir, tmp_path_factory):
    """test.json and valid.json, and a 'train' file holding games of both under new summaries,
    one with a box score that differs (a renamed player), as RotoWire's splits do."""
    test = json.loads((shared_dir / "rotowire" / "test.json").read_text())
    valid = json.loads((shared_dir / "rotowire" / "valid.json").read_text())
    train = [dict(test[0], summary=["another"]), dict(valid[5], summary=["another"])]
    changed = json.loads(json.dumps(test[1]))
    changed["box_score"]["PLAYER_NAME"]["0"] = "Someone Else"
    train.append(changed)
    d = tmp_path_factory.mktemp("rotowire")
    paths = []
    for name, data in (("train", train), ("valid", valid), ("test", test)):
        (d / f"{name}.json").write_text(json.dumps(data))
        paths.append(d / f"{name}.json")
    return paths, train + valid + test


def test_three_splits_together_give_one_game_one_box_score(splits):
    paths, records = splits
    league = League.from_files(rotowire=paths)
    distinct = {_key(r) for r in records}
    assert len(records) > len(distinct)  # the files do share games
    assert len(league.games) == len(distinct)
    # a player's earlier lines: one per game date, never the same game twice
    for name, lines in league._players.items():
        assert len({pl.date for pl in lines}) == len(lines), name
    # the first file given wins: train's renamed player, not test's
    first = load_games(paths[0]).games[2]
    tg = league.game_on(first.home.name, first.date)
    assert tg is not None and league.box_score(tg).players[0].name == "Someone Else"


def test_the_record_being_checked_keeps_its_own_box_score(splits):
    paths, _ = splits
    checked = load_games(paths[2]).games[1]  # test.json's version of the game train.json renamed
    league = League.from_files(rotowire=paths, extra=[checked])
    tg = league.game_on(checked.home.name, checked.date)
    assert league.box_score(tg) is checked


def test_built_schedule_has_every_game_once_and_agrees_with_the_full_schedule(shared_dir, splits, tmp_path):
    paths, records = splits
    out = tmp_path / "schedule.csv"
    done = runner.invoke(app, ["league", "build", *map(str, paths), "--out", str(out)])
    assert done.exit_code == 0, done.stderr
    assert f"wrote {len({_key(r) for r in records})} games" in done.stderr
    games = read_schedule(out)  # the format --schedule reads
    assert len({g.key for g in games}) == len(games) == len({_key(r) for r in records})
    with (shared_dir / "nba-schedule" / "games_2014_2018.csv").open() as fh:
        full = {(r["date"], r["home_name"], r["away_name"]): r for r in csv.DictReader(fh)}
    known = [g for g in games if (g.date.isoformat(), g.home, g.away) in full]
    assert len(known) >= len(games) - 1  # one 2013-14 playoff game lies before the full schedule
    for g in known:
        row = full[(g.date.isoformat(), g.home, g.away)]
        assert (g.home_pts, g.away_pts, g.game_type) == (int(row["home_pts"]), int(row["away_pts"]), row["game_type"])


def test_check_reads_the_built_schedule(shared_dir, tmp_path):
    rw = shared_dir / "rotowire"
    sched = tmp_path / "s.csv"
    assert runner.invoke(app, ["league", "build", str(rw / "test.json"), "--out", str(sched)]).exit_code == 0
    task = shared_dir / "accuracy-shared-task"
    done = runner.invoke(app, ["check", "--games", str(task / "shared_task.jsonl"), "--texts", str(task / "texts"),
                               "--schedule", str(sched), "--league", str(rw / "test.json"), "--rules", "next_game"])
    assert done.exit_code == 0, done.stderr
    assert "no schedule given" not in done.stderr
    # test.json alone holds about a fifth of the season's games: no text's teams have their next
    # and last three games there, so the schedule checks nothing rather than flag wrongly
    assert "schedule claims checked in 0 of 60 texts" in done.stderr
    assert list(csv.DictReader(done.stdout.splitlines())) == []


def test_coverage_counts_the_games_the_records_show_missing(example_game):
    later = example_game.model_copy(update={"date": example_game.date.replace(day=example_game.date.day + 3)})
    rows = schedule_rows([example_game, later])
    assert to_csv(rows).splitlines()[0].startswith("date,season,game_type,home_city")
    # the records after both games are the same, so no game is missing between them; the
    # games before the first one (wins + losses - 1 per team) are
    home, vis = example_game.home, example_game.vis
    before = (home.wins + home.losses - 1) + (vis.wins + vis.losses - 1)
    cov = coverage(rows)
    assert cov.missing_team_games == before and cov.team_games == 4


def test_a_bad_file_is_one_line_and_status_2(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("[{")
    done = runner.invoke(app, ["league", "build", str(bad)])
    assert done.exit_code == 2
    assert done.stderr.count("\n") == 1 and str(bad) in done.stderr and "Traceback" not in done.stderr


# ---- a derived schedule is trusted only where its records show no game missing ------------------
def _derived(full_csv, drop=()) -> list[dict]:
    """The full schedule in league build's format (each team's record after each game), less ``drop``."""
    with open(full_csv, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    records: dict[tuple[str, str], list[int]] = {}
    for r in sorted(rows, key=lambda r: r["date"]):
        if r["game_type"] != "regular":
            r.update(home_wins="", home_losses="", away_wins="", away_losses="")
            continue
        home_won = int(r["home_pts"]) > int(r["away_pts"])
        h = records.setdefault((r["home_name"], r["season"]), [0, 0])
        a = records.setdefault((r["away_name"], r["season"]), [0, 0])
        h[0 if home_won else 1] += 1
        a[1 if home_won else 0] += 1
        r.update(home_wins=h[0], home_losses=h[1], away_wins=a[0], away_losses=a[1])
    return [r for r in rows if (r["date"], r["home_name"], r["away_name"]) not in drop]


def _write(rows: list[dict], path):
    with open(path, "w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


@pytest.fixture(scope="module")
def full_schedule(shared_dir):
    return shared_dir / "nba-schedule" / "games_2014_2018.csv"


def _check(task, schedule, league_files):
    done = runner.invoke(app, ["check", "--shared-task", str(task), "--schedule", str(schedule),
                               *[a for f in league_files for a in ("--league", str(f))]])
    assert done.exit_code == 0, done.stderr
    return done


def test_a_complete_derived_schedule_checks_as_the_full_one(shared_dir, full_schedule, tmp_path):
    task, rw = shared_dir / "accuracy-shared-task", shared_dir / "rotowire"
    derived = _write(_derived(full_schedule), tmp_path / "derived.csv")
    league = League.from_files(derived)
    assert league.partial and not League.from_files(full_schedule).partial
    files = [rw / "test.json", rw / "valid.json"]
    by_full, by_derived = _check(task, full_schedule, files), _check(task, derived, files)
    assert by_derived.stdout == by_full.stdout
    assert "schedule claims checked in 60 of 60 texts" in by_derived.stderr


def test_a_missing_game_stops_schedule_claims_not_makes_them_wrong(shared_dir, full_schedule, tmp_path):
    games = load_games(shared_dir / "accuracy-shared-task" / "shared_task.jsonl").games
    full = League.from_files(full_schedule)
    game = games[0]
    team = game.home.name
    nxt = full.next_game(team, game.date)
    before = full.previous_games(team, game.date, 2)[0]  # two games back: inside the 3 games looked at
    drop = {(g.date.isoformat(), g.home, g.away) for g in (nxt.game, before.game)}
    league = League.from_files(_write(_derived(full_schedule, drop), tmp_path / "gappy.csv"))
    assert league.partial and league.next_game(team, game.date) is None  # the next known game is not the next
    assert league.for_game(game).has_schedule is False and league.for_game(games[1]) is league
    # a run through the gap has no known length; the record is the records', not a count of known games
    won, length = full.streak(team, game.date)
    assert league.streak(team, game.date) == ((won, length) if length == 1 else None)
    assert league.record(team, game.date) == full.record(team, game.date) == game.home.record
    # the texts of this game: its schedule claims are left unchecked, never flagged wrongly
    checker_errors = {r["COMMENT"] for r in csv.DictReader(_check(
        shared_dir / "accuracy-shared-task", tmp_path / "gappy.csv", []).stdout.splitlines())
        if r["TEXT_ID"].startswith(game.text_id) and "next game" in r["COMMENT"]}
    assert checker_errors == set()
