"""Weekdays of other games than this one, against the schedule, on valid.json games: the previous
or next game of a team, told by the team it was against or by a clause of a game to come, true and
wrong; and the days left alone (a day off, no schedule, a game of a team of no part in this one)."""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category
from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document

pytestmark = pytest.mark.shared


@pytest.fixture(scope="module")
def valid_games(shared_dir):
    from boxscore import load_games

    return load_games(shared_dir / "rotowire" / "valid.json").games


@pytest.fixture(scope="module")
def league(shared_dir, valid_games):
    from boxscore.league import League

    return League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv", extra=valid_games)


def _check(text: str, game, league):
    doc = Document.from_tokenized("T", text)
    errors = Checker(only=["weekday"], league=league).check(doc, game)
    return [(doc.span_text(e.start, e.end), e.category, e.correction) for e in errors]


# the Clippers hosted the Trail Blazers on Monday 2016-12-12, after beating the Pelicans on Saturday 2016-12-10;
# the Heat at the Timberwolves on Monday 2017-02-06, the Heat next at the Bucks, the Timberwolves at the Raptors,
# both on Wednesday 2017-02-08
@pytest.mark.parametrize("index,true,wrong,want", [
    (131, "Fresh off his 20 - point , 20 - assist performance Saturday against the Pelicans , Chris Paul "
          "scored 21 points .",
     "Fresh off his 20 - point , 20 - assist performance Sunday against the Pelicans , Chris Paul scored 21 points .",
     [("Sunday", Category.NAME, "Saturday")]),
    (418, "The Heat will look to make it 12 straight wins Wednesday against the Bucks , while the Timberwolves "
          "will look to avoid their fifth straight loss Wednesday against the Raptors .",
     "The Heat will look to make it 12 straight wins Wednesday against the Bucks , while the Timberwolves "
     "will look to avoid their fifth straight loss Tuesday against the Raptors .",
     [("Tuesday", Category.NAME, "Wednesday")]),
    # a series: the Warriors at the Rockets on Monday 2015-05-25, Game 5 in Oakland on Wednesday 2015-05-27
    (485, "Game 5 will take place Wednesday at Oracle Arena .", "Game 5 will take place Tuesday at Oracle Arena .",
     [("Tuesday", Category.NAME, "Wednesday")]),
    # both teams: the Spurs at the Heat on Sunday 2016-10-30, both next on Tuesday 2016-11-01 (the Heat the Kings,
    # the Spurs the Jazz)
    (676, "Both teams return to action on Tuesday .", "Both teams return to action on Monday .",
     [("Monday", Category.NAME, "Tuesday")]),
])
def test_another_games_weekday_is_checked_where_the_schedule_tells_which(index, true, wrong, want, valid_games, league):
    game = valid_games[index]
    assert _check(true, game, league) == []
    assert _check(wrong, game, league) == want
    assert _check(wrong, game, None) == []  # no schedule: which game it is is not known


def test_days_the_schedule_does_not_settle_are_left_alone(valid_games, league):
    game = valid_games[138]  # the Bulls at the Nets, Monday 2015-04-13; the Bulls host the Hawks on Wednesday
    assert (game.vis.name, game.home.name) == ("Bulls", "Nets")
    for text in ("Chicago has the night off on Tuesday and will host the Atlanta Hawks .",  # a day with no game
                 "The Hawks , who beat the Pistons on Sunday , will visit Chicago on Tuesday .",  # not this game's teams
                 "The Bulls will take on the Pacers on Tuesday ."):  # no game against the Pacers that week
        assert _check(text, game, league) == [], text
