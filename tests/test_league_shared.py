"""The league built from the real schedule and RotoWire files, and its rules on the training texts."""

from __future__ import annotations

import csv
import datetime as dt

import pytest

from boxscore.league import League
from factcheck.engine.pipeline import Checker
from factcheck.evaluation.scorer import Mistake, normalise_text_id, recalled_mistakes, score

pytestmark = pytest.mark.shared


@pytest.fixture(scope="module")
def real_league(shared_dir, training_games) -> League:
    return League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv",
                             [shared_dir / "rotowire" / "test.json", shared_dir / "rotowire" / "valid.json"],
                             extra=training_games.games)


def test_schedule_records_agree_with_rotowire(real_league, training_games):
    for game in training_games.games:
        for team in game.teams:
            assert real_league.record(team.name, game.date) == team.record, (game.text_id, team.name)


def test_next_game_comes_strictly_after_the_date(real_league, training_games):
    for game in training_games.games:
        for team in game.teams:
            nxt = real_league.next_game(team.name, game.date)
            assert nxt is not None and nxt.date > game.date
            assert real_league.game_on(team.name, game.date).opponent == game.team(team.side.other).name


def test_league_rules_on_the_training_texts(real_league, training_texts, games_by_text_id, training_gold, task_dir):
    """Schedule claims (need D) recalled >= 0.85 and the league rules' findings >= 0.85 precise."""
    checker = Checker(only=["next_game", "streaks", "history"], league=real_league)
    sub = {tid: [Mistake(tid, e.start + 1, e.end, e.category.value, 0) for e in checker.check(doc, games_by_text_id[tid])]
           for tid, doc in training_texts.items()}
    need = {(normalise_text_id(r["TEXT_ID"]), int(r["DOC_TOKEN_START"])): r["need"]
            for r in csv.DictReader((task_dir / "gold_buckets_train.csv").open(encoding="utf-8"))}
    hit = {(m.text_id, m.start) for m in recalled_mistakes(training_gold, sub)}
    d = [(tid, m.start) for tid, ms in training_gold.items() for m in ms if need.get((tid, m.start)) == "D"]
    assert sum(k in hit for k in d) / len(d) >= 0.85
    assert score(training_gold, sub)["overall"].mistake_precision >= 0.85


def test_a_date_without_games_has_no_game_on_it(real_league):
    assert real_league.game_on("Lakers", dt.date(2016, 7, 1)) is None
