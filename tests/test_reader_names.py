"""Names the game contradicts: a first name of one player with another's surname, a team that did
not play, a city with another team's nickname (sentences written for the test, about the gold
example game: the Bucks at the Nuggets)."""

from __future__ import annotations

import json

import pytest

from factcheck.claims import Frame, Status
from test_league import earlier_game, league, schedule_path  # noqa: F401 - fixtures


def _names(read_claims, text, reader):
    return read_claims(text, "name", raw=False, reader=reader)


def test_a_first_name_and_a_teammates_surname_is_the_first_name_owner_by_default(read_claims):
    [(claim, verdict)] = _names(read_claims, "Marcus Hagan was solid on the night .", "name_parts")
    assert claim.value.word == "Marcus Hagan" and claim.first_of.name == "Marcus Redfield"
    assert verdict.status is Status.WRONG and verdict.correction == "Marcus Redfield"


def test_the_numbers_decide_which_part_is_the_slip(read_claims):
    # Tyrell Hagan had 27 points and 5 rebounds: the first name is the slip
    [(claim, verdict)] = _names(read_claims, "Marcus Hagan scored 27 points and grabbed five rebounds .", "name_parts")
    assert verdict.correction == "Tyrell Hagan"
    # Marcus Redfield had 21 points: the surname is
    [(claim, verdict)] = _names(read_claims, "Marcus Hagan scored 21 points .", "name_parts")
    assert verdict.correction == "Marcus Redfield"


def test_a_first_name_mention_before_another_players_surname(read_claims):
    [(claim, verdict)] = _names(read_claims, "Veteran Dante Hagan hit a late three .", "name_parts")
    assert claim.value.word == "Dante Hagan" and verdict.correction == "Dante Albright"


def test_real_names_and_a_surname_alone_are_no_name_claims(read_claims):
    assert _names(read_claims, "Marcus Redfield and Hagan combined for 48 points .", "name_parts") == []


def test_a_team_that_did_not_play_named_in_this_games_story(read_claims):
    [(claim, verdict)] = _names(read_claims, "Marcus Redfield led the Lakers with 21 points .", "league_teams")
    assert (claim.attribute, claim.subject.team, claim.frame) == ("team", "Lakers", Frame.GAME)
    assert verdict.status is Status.WRONG and verdict.correction == "Bucks"  # Redfield's team


def test_the_opponent_of_the_named_game_team_is_meant(read_claims):
    [(_, verdict)] = _names(read_claims, "The Nuggets outscored the Celtics 30 - 20 in the third quarter .",
                            "league_teams")
    assert verdict.correction == "Bucks"


@pytest.mark.parametrize("text, frame", [
    ("The Nuggets will host the Lakers on Friday .", Frame.NEXT_GAME),
    ("Denver is now two games behind the Lakers for the eighth seed .", Frame.SEASON),
    ("Redfield , a former member of the Celtics , was solid .", Frame.CAREER),  # a history, no game
    ("The Bucks beat the Celtics on Sunday .", Frame.OTHER_GAME),  # the example game was on a Friday
])
def test_teams_in_clauses_about_other_games_are_left_to_the_league_rules(read_claims, text, frame):
    [(claim, verdict)] = _names(read_claims, text, "league_teams")
    assert claim.frame is frame and verdict.status is Status.UNCHECKED


def test_a_city_with_another_teams_nickname_is_no_team_whatever_the_game(read_claims):
    [(claim, verdict)] = _names(read_claims, "The Milwaukee Lakers fell to Denver .", "league_teams")
    assert claim.attribute == "city_name" and verdict.correction == "Milwaukee Bucks"
    [(claim, verdict)] = _names(read_claims, "Denver will host the Miami Lakers on Monday .", "league_teams")
    assert verdict.status is Status.WRONG and verdict.correction == ""
    assert _names(read_claims, "The Los Angeles Lakers were not on the schedule .", "league_teams")[0][0].attribute \
        == "team"  # Los Angeles is the Lakers' city


@pytest.mark.parametrize("text", [
    "With Victor Sandoval ( knee ) out , Marcus Hagan got the start .",  # the absence is Sandoval's
    "Marcus Hagan bounced back to fill out the stat sheet .",
    "Roy Pike was sidelined with a sore knee , but Marcus Hagan filled in .",
    # an absence word in a hyphenated word tells of a player who played
    "Dante Albright ultimately out - dueled Marcus Hagan .",
    "The oft - injured Marcus Hagan played his 38th straight game .",
])
def test_an_absence_said_of_someone_else_leaves_the_mixed_name_wrong(read_claims, text):
    [(claim, verdict)] = _names(read_claims, text, "name_parts")
    assert claim.value.word == "Marcus Hagan" and verdict.correction == "Marcus Redfield"


@pytest.mark.parametrize("text", [
    "The Bucks were without Marcus Hagan .",
    "Marcus Hagan ( knee ) sat out again .",
    "Corey Vance started in place of Marcus Hagan .",
])
def test_a_name_said_to_be_missing_may_be_no_player_of_the_box_score(read_claims, text):
    [(claim, verdict)] = _names(read_claims, text, "name_parts")
    assert claim.absent and verdict.status is Status.UNCHECKED


def _renamed(example_record, renames: dict[str, str]):
    from factcheck.api import load_games

    record = json.loads(json.dumps(example_record))
    names = record["box_score"]["PLAYER_NAME"]
    for k, name in names.items():
        if name in renames:
            first, last = renames[name].split(" ", 1)
            names[k] = renames[name]
            record["box_score"]["FIRST_NAME"][k], record["box_score"]["SECOND_NAME"][k] = first, last
    return load_games(record)[0]


def test_a_hyphenated_surname_after_another_players_first_name(read_claims, example_record):
    game = _renamed(example_record, {"Tyrell Hagan": "Tyrell Hagan-Stein"})
    [(claim, verdict)] = read_claims("Marcus Hagan-Stein scored 27 points .", "name", raw=False, game=game,
                                     reader="name_parts")
    assert claim.value.word == "Marcus Hagan-Stein" and verdict.correction == "Tyrell Hagan-Stein"


def test_a_nickname_before_another_players_surname(read_claims, example_record):
    game = _renamed(example_record, {"Marcus Redfield": "Stephen Curry"})
    [(claim, verdict)] = read_claims("Steph Hagan scored 21 points .", "name", raw=False, game=game,
                                     reader="name_parts")
    assert claim.value.word == "Steph Hagan" and verdict.correction == "Stephen Curry"


def test_a_first_name_two_players_share_before_another_players_surname(read_claims, example_record):
    # two Marcuses played (Redfield 21 points, Marcus Vance 15): "Marcus Hagan" names none of them
    game = _renamed(example_record, {"Corey Vance": "Marcus Vance"})
    [(claim, verdict)] = read_claims("Marcus Hagan scored 15 points .", "name", raw=False, game=game,
                                     reader="name_parts")
    assert claim.value.word == "Marcus Hagan" and verdict.status is Status.WRONG
    assert verdict.correction == "Marcus Vance"  # the numbers are his
    [(claim, verdict)] = read_claims("Marcus Hagan was solid on the night .", "name", raw=False, game=game,
                                     reader="name_parts")
    assert verdict.status is Status.WRONG and verdict.correction == ""  # which Marcus: the reader's choice
    assert read_claims("Marcus Vance scored 15 points .", "name", raw=False, game=game, reader="name_parts") == []


def _team_errors(league, game, text: str) -> list[tuple[str, str, str]]:
    from factcheck.engine.pipeline import Checker
    from factcheck.text.document import Document

    doc = Document.from_tokenized("T", text)
    found = Checker(only=["team_in_game"], league=league).check(doc, game, tokenized=True)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in found]


def test_a_team_of_no_part_opening_a_sentence_about_the_season_is_wrong(read_claims):
    [(claim, verdict)] = _names(read_claims, "Marcus Redfield scored 21 points . The Celtics remain in third place in "
                                "the East .", "league_teams")
    assert claim.opens and claim.frame is Frame.SEASON and verdict.status is Status.WRONG


def test_a_team_named_before_may_open_a_sentence_about_the_standings(read_claims):
    found = _names(read_claims, "Denver trails the Celtics by two games . The Celtics remain in third place .",
                   "league_teams")
    assert [c.opens for c, _ in found] == [False, False]
    assert all(v.status is Status.UNCHECKED for _, v in found)


def test_a_next_game_told_of_a_team_of_no_part_is_checked_against_its_schedule(league, example_game):
    # the Nuggets host the Hornets on Saturday: the Rockets are the slip
    assert _team_errors(league, example_game, "The Rockets will host the Hornets on Saturday .") == [
        ("NAME", "Rockets", "Nuggets")]
    assert _team_errors(league, example_game, "Up next , the Rockets host the Hornets on Saturday .") == [
        ("NAME", "Rockets", "Nuggets")]
    # the Hornets do visit Denver on Saturday: a sentence about them, and right
    assert _team_errors(league, example_game, "The Hornets will visit Denver on Saturday .") == []
    # a list of teams opening a sentence is a schedule, not the story's subject
    assert _team_errors(league, example_game, "Houston , Memphis and Boston await on the schedule .") == []
    # "Next up" opens the sentence before its subject, with or without a comma
    assert _team_errors(league, example_game, "Next up the Rockets host the Hornets on Saturday .") == [
        ("NAME", "Rockets", "Nuggets")]
    # a team of no part told of as the next opponent of a team of this game, named by its nickname
    assert _team_errors(league, example_game, "Next up the Hornets will be in town Saturday to visit the "
                                              "Nuggets .") == []
    assert _team_errors(league, example_game, "Next up the Rockets will be in town Saturday to visit the "
                                              "Nuggets .") == []


def test_another_teams_next_game_is_checked_against_the_schedule(league, example_game):
    # after this game: the Hornets visit Denver on Saturday, the Jazz host the Bucks on Sunday, the
    # Lakers visit the Bucks on Tuesday
    first = "The Nuggets will host the Hornets on Saturday , while "
    assert _team_errors(league, example_game, first + "the Jazz will host the Bucks on Sunday .") == []
    # the Bucks' next game is on Sunday, the Hornets' is not: the Hornets are the slip
    assert _team_errors(league, example_game, first + "the Hornets will host the Bucks on Sunday .") == [
        ("NAME", "Hornets", "Jazz")]
    # the Jazz's next game is on Sunday, the Lakers' is not: the opponent is the slip
    assert _team_errors(league, example_game, first + "the Jazz will host the Lakers on Sunday .") == [
        ("NAME", "Lakers", "")]
