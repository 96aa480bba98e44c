"""Phrasings of human-written summaries that were read wrongly, each true sentence with a wrong twin
(sentences written for the test, about the gold example game: Bucks Marcus Redfield 21 points 1
block, Dante Albright 26 points 0 blocks, Corey Vance 15 points; the Nuggets' Tyrell Hagan 27)."""

from __future__ import annotations

import pytest

from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document


def _errors(game, text: str) -> list[tuple[str, str, str]]:
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in Checker().check(doc, game)]


@pytest.mark.parametrize("text, expected", [
    # figures in the order of the names, with a serial comma ("A , B , and C")
    ("Marcus Redfield , Dante Albright , and Corey Vance all impressed , scoring 21 , 26 , and 15 respectively .", []),
    ("Marcus Redfield , Dante Albright , and Corey Vance all impressed , scoring 21 , 26 , and 16 respectively .",
     [("NUMBER", "16", "15")]),
    # the players' own clause ("who scored ... respectively"), a description before a name
    ("The Bucks were led by Marcus Redfield and guard Dante Albright , who scored 21 and 26 respectively .", []),
    ("The Bucks were led by Marcus Redfield and guard Dante Albright , who scored 26 and 21 respectively .",
     [("NUMBER", "26", "21"), ("NUMBER", "21", "26")]),
])
def test_figures_respectively(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Albright had a block party while he patrolled the paint and added 26 points .", []),  # an idiom, no count
    ("Albright had a block while he patrolled the paint and added 26 points .", [("NUMBER", "a", "zero")]),
])
def test_a_stat_noun_in_an_idiom_is_no_count(example_game, text, expected):
    assert _errors(example_game, text) == expected


def test_initials_without_their_last_dot_are_the_players_name(gold_dir):
    import json

    from boxscore import game_from_record

    record = json.loads((gold_dir / "example_game.json").read_text(encoding="utf-8"))
    box = record["box_score"]
    k = next(k for k, n in box["PLAYER_NAME"].items() if n == "Dante Albright")
    box["PLAYER_NAME"][k], box["FIRST_NAME"][k] = "DJ Albright", "DJ"
    game = game_from_record(record)
    assert _errors(game, "D.J Albright scored 26 points .") == []
    assert _errors(game, "D.J Albright scored 25 points .") == [("NUMBER", "25", "26")]


@pytest.mark.parametrize("text, expected", [
    # "hit the road for ..." goes to a game to come: its day is that game's (this one was a Friday)
    ("The Nuggets hit the road for a Saturday night tussle with the Pacers .", []),
    ("The Nuggets won on Saturday .", [("NAME", "Saturday", "Friday")]),
])
def test_hitting_the_road_is_a_trip_to_the_next_game(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # another game's figure, a night or days apart ("one night after putting up 37 ...")
    ("Dante Albright scored 26 points , one night after putting up 37 against the Knicks .", []),
    ("Dante Albright scored 37 points , one night after a loss to the Knicks .", [("NUMBER", "37", "26")]),
    # a shooting figure since a trade is his season's, not this game's
    ("Since joining the Bucks , Albright has struggled on offense , shooting 41 percent from the field .", []),
    ("Albright struggled on offense , shooting 41 percent from the field .", [("NUMBER", "41", "53")]),
    # "came off a win on Monday": the day of an earlier game (this one was a Friday)
    ("The Bucks came off a convincing win on Monday by blowing out the Lakers .", []),
    ("The Bucks came out strong on Monday .", [("NAME", "Monday", "Friday")]),
])
def test_a_clause_about_another_game(example_game, text, expected):
    assert _errors(example_game, text) == expected


def test_a_name_of_no_player_is_the_subject_of_its_season_high(example_game):
    # "Donte Montijunas" plays in no box score here: his season-high is not read as Albright's
    from factcheck.claims import PlayerSeasonHigh

    doc = Document.from_tokenized("T.txt", "Dante Albright scored 26 points . Donte Montijunas , who has missed "
                                           "most of the season , scored a season - high 19 points .")
    _, verdicts, _ = Checker().check_with_verdicts(doc, example_game)
    [high] = [v.claim for v, _ in verdicts if isinstance(v.claim, PlayerSeasonHigh)]
    assert high.subject is None


@pytest.mark.parametrize("text, expected", [
    # "on Friday as well": another game the same day, with other teams
    ("The Pelicans play the Rockets on Friday as well , so they could extend their lead .", []),
    ("The Pelicans beat the Bucks on Friday .", [("NAME", "Pelicans", "Nuggets")]),
])
def test_another_game_the_same_day(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # the day he was hurt is that event's, not this game's (a Friday)
    ("While he had to leave Saturday 's game after suffering a cut to his eye , Albright was back in the lineup .", []),
    ("Albright scored 26 points on Saturday .", [("NAME", "Saturday", "Friday")]),
])
def test_the_day_of_an_injury(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # goaltending: points put in for the other team are none of his
    ("Albright scored two for the other team as well , as he was called for goal tending .", []),
    ("Albright scored two for the Bucks .", [("NUMBER", "two", "twenty - six")]),
    # "his fifth 20 - point performance": a count of games of 20 or more, not this game's total
    ("Dante Albright was effective again , posting his fifth 20 - point performance as a Buck .", []),
    ("Dante Albright posted a 20 - point performance .", [("NUMBER", "20", "26")]),
])
def test_points_that_are_no_total_of_his(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # the day of another game: with this game's day in the sentence, with standings to clinch,
    # a season half to kick off, a curly apostrophe (this game was a Friday)
    ("The Nuggets took Thursday 's game 87 - 81 , but the Bucks were reinforced by Redfield on Friday .", []),
    ("The Bucks are in position to clinch a playoff spot with a win Wednesday against the Bulls .", []),
    ("The Bucks kick off the second half of the season at home against the Wizards on Tuesday .", []),
    ("Albright suited up after missing Wednesday\u2019s game against the Boston Celtics .", []),
    ("The Nuggets took Thursday 's game 87 - 81 .", [("NAME", "Thursday", "Friday")]),
])
def test_days_of_other_games(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # "in his absence": the games he missed, not this game
    ("The Bucks have missed Redfield . They 're shooting 43 percent from the field in his absence , "
     "down from 46 percent on the season .", []),
    ("The Bucks have missed Redfield . They shot 43 percent from the field .", [("NUMBER", "43", "48")]),
])
def test_a_teams_figure_over_the_games_a_player_missed(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # a threshold, a season so far, an earlier game's shooting: no figures of this game
    ("Dante Albright scored 26 points , his second performance of 20 points or more in two games .", []),
    ("Dante Albright scored 20 points or so .", [("NUMBER", "20", "26")]),
    ("Redfield has recorded a total of 36 points and 29 rebounds to start the season .", []),
    ("Redfield came close to a triple double with 36 points , 10 rebounds and nine assists and has been "
     "looking great so far this season .", [("NUMBER", "36", "21"), ("NUMBER", "10", "11"), ("NUMBER", "nine", "ten")]),
    ("Redfield added 11 rebounds , a strong bounce - back from his 2 - of - 6 shooting in the loss to the Mavericks .",
     []),
    ("The Bucks earned a bounce - back win over the Mavericks .", [("NAME", "Mavericks", "Nuggets")]),
    # "take on" in the present: the next game, whose day is not this game's (a Friday)
    ("The Bucks take on the Timberwolves , the worst team in the West , on Monday for the first time this year .", []),
    ("The Bucks took on the Timberwolves , the worst team in the West , on Monday .", [("NAME", "Monday", "Friday")]),
])
def test_figures_and_days_that_are_not_this_games(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # replaced, with his injury in brackets: a player who sat out, maybe in no box score at all
    ("Caleb Thorne , getting the start for Dante Mabry ( foot ) , supplied 10 points .", []),
    # who played despite his injury is still a name to check
    ("Dante Mabry ( foot ) was probable , but suited up and added 10 points .", [("NAME", "Dante Mabry", "Dante Albright")]),
])
def test_a_player_replaced_for_an_injury(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text, expected", [
    # "a near - double - double": a near miss, read as one (26 points and five assists: near enough)
    ("For the Bucks , Dante Albright had a near - double - double with 26 points and five assists .", []),
    ("Dante Albright had a double - double .", [("WORD", "double - double", "")]),
    # two players' figures in a part of the game are not their game totals
    ("Dante Albright and Corey Vance combined for 34 points and 16 rebounds in the first half .", []),
    ("Dante Albright and Corey Vance combined for 34 points and 16 rebounds .",
     [("NUMBER", "34", "41"), ("NUMBER", "16", "6")]),
])
def test_near_misses_and_parts_of_the_game(example_game, text, expected):
    assert _errors(example_game, text) == expected
