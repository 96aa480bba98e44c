"""player_counts: how many of a team's players reached double figures (10 or more points).

Box score facts used (gold/example_game.json), Milwaukee Bucks 108 at Denver Nuggets 101:
  Nuggets in double figures: Caleb Thorne 10, Gideon Mabry 18, Tyrell Hagan 27 (starters), Andre
    Fontaine 12 (reserve) -> 4 players, 3 starters
  Bucks in double figures: Marcus Redfield 21, Oren Kastellan 14, Dante Albright 26 (starters),
    Corey Vance 15, Silas Ambrose 11 (reserves) -> 5 players, 3 starters; both teams: 9
"""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category


@pytest.fixture(scope="module")
def check(findings):
    return lambda text: findings(text, ("player_counts",))


@pytest.mark.parametrize("text", [
    "Five players scored in double figures for the Bucks .",
    "All three Milwaukee starters scored in double digits .",
    "Five Bucks players finished in double figures .",
    "Tyrell Hagan scored 27 points . Three other Nuggets scored double digits .",  # the team's name as the noun
    "The Nuggets had three starters in double - figures .",
    "Gideon Mabry ( 18 ) and Caleb Thorne ( 10 ) round out the four Nuggets who scored in double figures .",
    "Tyrell Hagan was one of the five players in double figures .",  # "the five players": a group named before
    "Hagan was a player in double figures .",  # "a": no count
    "All three starters for Denver scored in double - figures .",
    "Nine players scored in double figures .",  # no team: both teams together
    "Four players scored in double figures .",  # no team: the Nuggets' count
    "The Bucks won . They had five players score in double digits .",
    # "other": without the players named before (the previous sentence, or this one)
    "Tyrell Hagan scored 27 points . Three other players scored in double digits for the Nuggets .",
    "Tyrell Hagan scored 27 points , and three other players scored in double digits .",
    "Tyrell Hagan scored 27 . Gideon Mabry and Caleb Thorne were the only other three players to reach double figures .",
    "Tyrell Hagan scored 27 . He was efficient . Gideon Mabry and Caleb Thorne were the other three players in "
    "double figures .",
    "Five other players scored in double digits .",  # other than nobody named: unknown
    "Seven players scored in double figures .",  # fits no team, but no team to correct to
    "The Bucks beat the Nuggets . They had four players score in double digits .",  # "They": either team
    "Tyrell Hagan scored 27 . All three starters scored in double figures .",  # either team's three
    "The Bucks had six players score in double figures in the first half .",  # a split
])
def test_right_or_unknown_counts_are_silent(check, text):
    assert check(text) == []


@pytest.mark.parametrize("text, expected", [
    ("All six Milwaukee starters scored in double digits .", ("six", "three")),
    ("Six Bucks players finished in double figures .", ("Six", "Five")),
    ("Tyrell Hagan scored 27 points . Four other Nuggets scored double digits .", ("Four", "Three")),
    ("The Nuggets had only one starter in double - figures .", ("one", "three")),
    ("The Nuggets had only zero starter in double - figures .", ("zero", "three")),
    ("Gideon Mabry ( 18 ) and Caleb Thorne ( 10 ) round out the five Nuggets who scored in double figures .",
     ("five", "four")),
    ("All seven starters for Denver scored in double - figures .", ("seven", "three")),
    ("The Nuggets saw six players reach double figures .", ("six", "four")),
    ("The Bucks won . They had seven players score in double digits .", ("seven", "five")),
    ("Tyrell Hagan scored 27 points . Four other players scored in double digits for the Nuggets , including "
     "Gideon Mabry .", ("Four", "Three")),
    ("Tyrell Hagan scored 27 points . Two other players scored in double digits , including Gideon Mabry .",
     ("Two", "Three")),
    ("Tyrell Hagan scored 27 . Gideon Mabry and Caleb Thorne were the only other four players to reach double "
     "figures .", ("four", "three")),
    # the players listed are the counted ones; left out: those named before (none in the previous sentence)
    ("Tyrell Hagan scored 27 . He was efficient . Gideon Mabry and Caleb Thorne were the only other four players "
     "in double figures .", ("four", "three")),
    # no team named: fits neither team's starters (3 and 3); "all" is one team's, not both (6);
    # corrected to the team of the player named before
    ("Tyrell Hagan scored 27 . All six starters scored in double figures .", ("six", "three")),
    ("Tyrell Hagan scored 27 . All four starters scored in double figures .", ("four", "three")),
])
def test_wrong_counts_are_numbers(check, text, expected):
    word, correction = expected
    assert check(text) == [(word, Category.NUMBER, correction)]
