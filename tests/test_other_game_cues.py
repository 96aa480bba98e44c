"""Weekdays of other games or events are not this game's (the example game was on a Friday)."""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker


_CHECKERS: dict[str, Checker] = {}


def _spans(rule: str, example_game, text: str) -> list[str]:
    """The spans one rule family flags in an invented text about the example game."""
    checker = _CHECKERS.setdefault(rule, Checker(only=[rule]))
    doc = Document.from_tokenized("T", text)
    return [doc.span_text(e.start, e.end) for e in checker.check(doc, example_game)]


def _flags(example_game, text: str) -> list[str]:
    return _spans("weekday", example_game, text)


@pytest.mark.parametrize("text", [
    "Up next , the Bucks welcome the Heat to town on Monday .",
    "Denver will host the down - and - out Knicks on Monday .",
    "Albright struggled to eight points on Wednesday , so it was a nice bounce back for him .",
    "Albright followed up his 30 - point night on Wednesday with 26 points .",
    "The Nuggets are now off until Monday night , when the Heat come to town .",
    "The Heat play the Magic , also on Sunday .",
    "Albright was acquired in a deadline deal on Wednesday .",
    "They were coming off a loss to the Heat on Wednesday .",
    "Both teams resume the series Sunday afternoon .",
    "On Tuesday , the Nuggets will host the Suns .",
    "They 're home against the Lakers on Saturday .",
    "The Bucks shook off a 111 - 100 loss to Dallas on Wednesday .",
    "Albright is questionable for Sunday 's game against the Heat .",
    "Denver will look to carry their momentum into Sunday 's contest against the Kings .",
    "Albright shot 2 - of - 9 on Wednesday , so it was good to see him bounce back .",
    "Like Wednesday night , Hagan was a non - factor .",
])
def test_other_games_and_events(example_game, text):
    assert _flags(example_game, text) == []


@pytest.mark.parametrize("text", [
    "The Bucks beat the Nuggets on Wednesday .",
    "The Bucks came off the bench strong in Wednesday 's win .",
    "Wednesday 's win came at home for the Bucks .",
    "The Bucks checked in to Wednesday 's contest with two wins in their previous seven games .",
])
def test_this_game_weekday_is_still_checked(example_game, text):
    assert _flags(example_game, text) == ["Wednesday"]


@pytest.mark.parametrize("text", [
    # a team of no part in this game in the weekday's clause, or in a sentence the weekday opens
    "The Nuggets , who fell to the Jazz 110 - 98 on Wednesday , looked sharper .",
    "Without Vance , Milwaukee was able to beat the Lakers on Wednesday , but not the Nuggets .",
    "On Wednesday , they were routed by the Celtics .",
    "Albright made his season debut on Wednesday against the Suns .",
    "Denver hosts Gideon Mabry and the Heat on Sunday .",
    # the present tense of a game on the calendar
    "The deciding game is Sunday in Denver .",
    "Milwaukee gets another top team on Wednesday .",
    "The Bucks draw the Nuggets again on Sunday as they continue a road trip .",
    "The Bucks await the Nuggets , who come to town on Sunday evening as well .",
    # an earlier outing: the past perfect, a line of figures, a game of a series
    "Vance , who 'd scored 30 points in Wednesday 's game , was quiet .",
    "Vance is coming off a 30 - point , 12 - rebound performance Wednesday .",
    "Vance scored 20 in Wednesday 's game three loss to the Nuggets .",
])
def test_other_games_by_teams_tense_and_outings(example_game, text):
    assert _flags(example_game, text) == []


@pytest.mark.parametrize("text", [
    "Oren Kastellan , he of the buzzer - beater against the Lakers , scored 12 in Wednesday 's win .",
    "The Bucks beat the Nuggets 108 - 101 on Wednesday in Game 4 .",
    "Vance had an 11 - rebound night on Wednesday .",
    "The Bucks checked in to Wednesday 's contest with a half - game lead over the Celtics .",
])
def test_this_games_weekday_beside_another_team_a_game_number_or_a_compound(example_game, text):
    assert _flags(example_game, text) == ["Wednesday"]


# ---- teams of no part in this game named for another game or time ------------------------------------
@pytest.mark.parametrize("text", [
    "Vance , coming off a 36 - point , 12 - rebound performance against the Heat , led the Bucks .",
    "Denver came in rested after beating the Jazz and the Suns .",
    "Vance was not as sharp as he was the other night against Washington .",
    "The Bucks have the third - best record in the East , trailing only the historically good Celtics .",
    "Vance set his career - high in a win over the Cavaliers .",
    "Vance hurt his wrist in Game 7 of the Bucks ' win over the Bulls .",
    "Albright posted his second 20 - 20 game of the season ( 2/19 against the Heat ) .",
    "Milwaukee can not break the 1995 - 96 Bulls ' record .",
    "Since Vance 's signing with the Celtics , the Bucks have won eight games .",
    "Vance is healthy after a wrist injury that bothered him throughout his last campaign in Portland .",
    "With Kastellan now in Boston , Vance starts .",
])
def test_teams_named_for_another_game_or_time(example_game, text):
    assert _spans("team_in_game", example_game, text) == []


@pytest.mark.parametrize("text, team", [
    ("The Bucks pulled away after the Knicks cut the lead to three .", "Knicks"),
    ("Albright did not record a block against the Celtics .", "Celtics"),
    ("The Bucks beat the Knicks 108 - 101 .", "Knicks"),
    ("After trailing by 10 , the Bucks beat the Knicks .", "Knicks"),
    # "advantage" of this game's play, "teams" in another clause: no cue of the season
    ("The Knicks had a major advantage on the boards .", "Knicks"),
    ("Milwaukee gained an advantage by holding the Knicks to 31 percent shooting .", "Knicks"),
    ("These are two teams going in opposite directions , but the Knicks showed some resiliency .", "Knicks"),
    # idioms of this game's play whose words are cues elsewhere ("spot" in the standings)
    ("The lone bright spot for the Knicks was Albright .", "Knicks"),
    ("On top of that , the Knicks shot 42 percent from behind the arc .", "Knicks"),
    ("The Knicks were able to prevail by getting to the basket at will .", "Knicks"),
    ("The Bucks held on , as the Knicks came to within one point after trailing by 11 .", "Knicks"),
    ("The Bucks held off the Knicks through the last possessions of the game .", "Knicks"),
    ("Albright came up big for the Knicks , finishing with 26 points in 39 minutes of action .", "Knicks"),
    ("The Bucks ran circles around the struggling Knicks on both ends of the floor .", "Knicks"),
])
def test_a_team_of_no_part_in_this_game_said_to_play_in_it(example_game, text, team):
    assert _spans("team_in_game", example_game, text) == [team]


@pytest.mark.parametrize("text", [
    "The Bucks had a major advantage on the boards .",
    "Milwaukee gained an advantage by holding the Nuggets to 31 percent shooting .",
    "These are two teams going in opposite directions , but the Bucks showed some resiliency .",
    "The lone bright spot for the Bucks was Albright .",
    "On top of that , the Bucks shot 42 percent from behind the arc .",
    "The Bucks were able to prevail by getting to the basket at will .",
    "The Bucks sit one game behind the Knicks for the last playoff spot .",
    "The Bucks are within two games of the Knicks .",
    "The Bucks beat the Knicks in their last two games .",
    "Albright returned to action against the Knicks .",
    # the season's words: home - court advantage, the teams of the league in the clause
    "The Bucks would love to have home - court advantage against the Knicks .",
    "The Bucks won , as they play some of the best teams in the East like the Knicks .",
])
def test_this_games_advantage_and_the_seasons(example_game, text):
    assert _spans("team_in_game", example_game, text) == []


# ---- final scores of other games and moments (example game: Bucks 108, Nuggets 101) ----------------
def _scores(example_game, text: str) -> list[str]:
    return _spans("final_score", example_game, text)


@pytest.mark.parametrize("text", [
    "Coming out of the third quarter , the game was tied at 80 - 80 .",
    "The Bucks took Wednesday 's game 87 - 81 , but the Nuggets were better rested .",
    "Denver kicked off a road trip with a convincing 124 - 86 victory over Boston .",
    "The Bucks had lost their first game of the year , a 115 - 100 loss at the hands of the Pelicans .",
    "The Nuggets routed the Bucks 106 - 78 in that game .",
    "Milwaukee , which prevailed 108 - 87 on Nov . 12 , won again .",
])
def test_scores_of_other_games_are_not_final(example_game, text):
    assert _scores(example_game, text) == []


def test_a_tie_written_as_the_result_is_still_checked(example_game):
    assert _scores(example_game, "The Bucks defeated the Nuggets , 108 - 108 , on Friday .") == ["108"]


# ---- margins of other games and of periods (example game: Bucks won by 7) --------------------------
def _margins(example_game, text: str) -> list[str]:
    return _spans("margin", example_game, text)


@pytest.mark.parametrize("text", [
    "The Bucks turned it on in the second half , as they dropped 60 points and outscored Denver by 20 .",
    "The Nuggets had suffered a 20 - point loss at the hands of Golden State the night before .",
    "Milwaukee bounced back from a 30 - point blowout loss at the hands of the Celtics .",
])
def test_margins_of_periods_and_other_games(example_game, text):
    assert _margins(example_game, text) == []


def test_this_games_margin_is_still_checked(example_game):
    assert _margins(example_game, "The Bucks bounced back with a 20 - point win over the Nuggets .") == ["20"]


# ---- player counts: totals of who played and units named before ---------------------------------
def _counts(example_game, text: str) -> list[str]:
    return _spans("player_counts", example_game, text)


@pytest.mark.parametrize("text", [
    "It was a team effort for the Bucks , as they had four of their ten players reach double figures .",
    "The Bucks frontcourt had the hot hand , with all four players hitting double digits .",
])
def test_counts_that_are_not_double_figure_counts(example_game, text):
    assert _counts(example_game, text) == []


def test_a_plain_count_is_still_checked(example_game):
    # the Bucks had five players in double figures (Redfield, Kastellan, Albright, Vance, Ambrose)
    assert _counts(example_game, "The Bucks had nine players score in double figures .") == ["nine"]
