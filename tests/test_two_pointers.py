"""Two-point shots (field goals less three-pointers) and "all N of his ..." counts, read and verified.

Box score facts used (gold/example_game.json), Milwaukee Bucks 108 at Denver Nuggets 101:
  Tyrell Hagan (Nuggets)  FG 10-21, 3PT 3-8, FT 4-5  -> two-pointers 7 of 13 (53.8 percent)
  Dante Albright (Bucks)  FG 10-19, 3PT 3-7, FT 3-3  -> two-pointers 7 of 12
  Nuggets (player sums)   two-pointers 28 of 56 (FGM - FG3M of every player who played)
"""

from __future__ import annotations

import pytest

from boxscore import Side
from boxscore.facts import team_percent, team_total
from factcheck.engine.errors import Category


@pytest.fixture(scope="module")
def check(findings):
    return lambda text, rules=("shot_breakdown", "team_stats"): findings(text, rules)


def test_two_pointers_are_field_goals_less_three_pointers(example_game):
    hagan = next(p for p in example_game.played if p.name == "Tyrell Hagan")
    assert (hagan.FG2M, hagan.FG2A) == (hagan.FGM - hagan.FG3M, hagan.FGA - hagan.FG3A) == (7, 13)
    assert team_total(example_game, Side.HOME, "FG2M") == 28
    assert team_total(example_game, Side.HOME, "FG2A") == 56
    assert team_percent(example_game, Side.HOME, "FG2_PCT") == (None, 50.0)


@pytest.mark.parametrize("text", [
    "Tyrell Hagan made seven two - pointers .",
    "Tyrell Hagan shot 54 percent from two - point range .",
    "Tyrell Hagan went 7 - of - 13 on two - pointers .",
    "Dante Albright was 10 - of - 19 from the field , including seven two - pointers .",
    "Tyrell Hagan scored 27 points . He drained seven of his 13 two - point attempts .",
    "The Nuggets made 28 two - pointers .",
    "Denver shot 28 - of - 56 from two - point range .",
    "Denver shot 50 percent from inside the arc .",
    "The Nuggets shot well inside ( 50 percent on two - point shots ) .",
    "The Bucks led by four points after a four - pointer .",  # no shot type: left alone
])
def test_right_two_point_claims_are_silent(check, text):
    assert check(text) == []


@pytest.mark.parametrize("text, expected", [
    ("Tyrell Hagan made only six two - pointers .", [("six", Category.NUMBER, "seven")]),
    ("Tyrell Hagan shot 67 percent from two - point range .", [("67", Category.NUMBER, "54")]),
    ("Tyrell Hagan went 7 - of - 15 on two - pointers .", [("15", Category.NUMBER, "13")]),
    ("Denver shot 40 - of - 56 from two - point range .", [("40", Category.NUMBER, "28")]),
    ("The Nuggets made 30 two - pointers .", [("30", Category.NUMBER, "28")]),
    ("The Nuggets shot well inside ( 64 percent on two - point shots ) .", [("64", Category.NUMBER, "50")]),
])
def test_wrong_two_point_claims_are_numbers(check, text, expected):
    assert check(text) == expected


def test_two_point_words_meant_as_three_pointers_flag_the_two(check):
    """Hagan made 3 of 8 threes: "three of his eight two - point attempts" has the wrong "two";
    the Nuggets made 9 threes and 28 two-pointers: "nine two - pointers" too."""
    assert check("The Nuggets shot 43 percent and made only nine two - pointers .") == [
        ("two", Category.NUMBER, "three")]
    assert check("Tyrell Hagan scored 27 points . He drained three of his eight two - point attempts .") == [
        ("two", Category.NUMBER, "three")]
    assert check("Tyrell Hagan was 10 - of - 21 from the field , including three two - pointers .") == [
        ("two", Category.NUMBER, "three")]


@pytest.mark.parametrize("text, expected", [
    ("Dante Albright made all three of his free throws .", []),  # 3 of 3
    ("Tyrell Hagan hit all eight of his three - point attempts .", []),  # attempted 8
    ("Dante Albright made all five of his free throws .", [("five", Category.NUMBER, "three")]),
    ("Tyrell Hagan hit all three of his three - point attempts .", [("three", Category.NUMBER, "eight")]),
    ("Dante Albright made all five of his free throws in the fourth quarter .", []),  # a split
])
def test_all_of_his_counts_are_attempts(check, text, expected):
    assert check(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Tyrell Hagan drained just 10 of his 21 shot attempts .", []),
    ("Tyrell Hagan drained just two of his 21 shot attempts .", [("two", Category.NUMBER, "ten")]),
    ("Tyrell Hagan made three of his eight shot attempts from beyond the arc .", []),  # the type after them
    ("Tyrell Hagan made four of his eight shot attempts from beyond the arc .", [("four", Category.NUMBER, "three")]),
    # a share of his attempts (eight of his 21 shots were threes), no made-attempted line
    ("Tyrell Hagan took eight of his 21 shots from beyond the arc .", []),
    ("Tyrell Hagan took a whopping eight of his 21 shot attempts from beyond the arc .", []),
])
def test_shot_attempts_and_shares_of_attempts(check, text, expected):
    assert check(text) == expected
