"""The double_double rule on small hand-made sentences about the gold example game.

Box score facts used (gold/example_game.json; points/rebounds/assists/steals/blocks):
  Bucks:   Marcus Redfield 21/11/10/2/1 (triple-double), Oren Kastellan 14/12/1/0/2 (double-double),
           Dante Albright 26/3/5/1/0, Jalen Pruitt 7/2/4/1/0, Corey Vance (bench) 15/3/4/0/0
  Nuggets: Gideon Mabry 18/13/2/1/3 (double-double), Milo Sorensen 9/3/7/1/0,
           Andre Fontaine (bench) 12/3/3/1/0
"""

from __future__ import annotations

from functools import partial

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker


@pytest.fixture(scope="module")
def check(word_spans):
    return partial(word_spans, "double_double")


@pytest.mark.parametrize("text", [
    "Oren Kastellan posted a 14 - point , 12 - rebound double - double .",
    "Gideon Mabry recorded a double - double , totaling 18 points and 13 rebounds .",
    "Marcus Redfield recorded a triple - double with 21 points , 11 rebounds and 10 assists .",
    "Notching a double - double of his own , Oren Kastellan finished with 14 points .",
    "Oren Kastellan 's 14 - point , 12 - rebound double - double paced the Bucks .",
    "Dante Albright came close to a double - double with 26 points and five assists .",
    "Andre Fontaine was the only other Nugget in double figures .",
    "Marcus Redfield reached double figures in assists .",
    "Marcus Redfield was the only player with a triple - double .",
])
def test_right_claims_are_not_flagged(check, text):
    assert check(text) == []


def test_double_double_the_player_did_not_have(check):
    assert check("Dante Albright recorded a double - double with 26 points and five assists .") == [
        ("double - double", "")]
    assert check("Dante Albright scored a season - high 26 points for a double - double .") == [
        ("double - double", "")]
    assert check("Dante Albright was the only player with a double - double .") == [("double - double", "")]


def test_double_double_for_a_triple_double_is_corrected(check):
    assert check("Marcus Redfield posted a 21 - point , 11 - rebound double - double .") == [
        ("double - double", "triple - double")]
    assert check("Gideon Mabry recorded a triple - double .") == [("triple - double", "double - double")]
    assert check("Marcus Redfield posted a double-double.", raw=True) == [("double - double", "triple-double")]


def test_comment_lists_the_players_figures(example_game):
    doc = Document.from_tokenized("T", "Dante Albright recorded a double - double .")
    [error] = Checker(only=["double_double"]).check(doc, example_game)
    assert error.comment.startswith("Dante Albright had 1 double-digit statistic")
    assert "26 points, 3 rebounds, 5 assists" in error.comment


@pytest.mark.parametrize("text", [
    "Dante Albright scored 26 points . He also had a double - double .",
    "Notching a double - double of his own , Dante Albright finished with 26 points .",
    "The Bucks got a double - double from Dante Albright .",
    "Dante Albright 's 26 - point , five - assist double - double paced the Bucks .",
])
def test_subject_shapes(check, text):
    assert check(text) == [("double - double", "")]


@pytest.mark.parametrize("text", [
    # the ordinal of a streak and season figures are not this game's claim to check here
    "Dante Albright scored 26 points . It was his second double - double in a row .",
    "Dante Albright is averaging a double - double this season .",
    "Dante Albright followed a double - double on Wednesday with 26 points .",
    # the player named last is an object or an owner, not the subject
    "Gideon Mabry outplayed Dante Albright with a double - double .",
    "Gideon Mabry matched Albright 's scoring total with a double - double .",
    # a near miss that was near enough, and a negation
    "Dante Albright nearly had a double - double .",
    "Dante Albright finished without a double - double .",
    "Dante Albright dished out five assists but was held out of a double - double .",
])
def test_uncertain_or_other_claims_are_left_alone(check, text):
    assert check(text) == []


def test_the_doer_not_the_object_is_checked(check):
    # the phrase is the doer's, so a doer without a double-double is flagged; the owner is not read
    assert check("Corey Vance matched Albright 's scoring total with a double - double .") == \
        [("double - double", "")]


def test_near_miss_the_player_reached_is_flagged(check):
    assert check("Marcus Redfield nearly had a triple - double .") == [("triple - double", "")]
    assert check("Oren Kastellan had a near double - double .") == [("near double - double", "double - double")]


def test_near_miss_far_from_the_mark_is_flagged(check):
    assert check("Jalen Pruitt had a near double - double with seven points .") == [("near double - double", "")]


@pytest.mark.parametrize("text", [
    "Milo Sorensen was the only other starter in double figures .",
    "Milo Sorensen was the only other Nugget in double figures .",
    "The only other player to reach double figures in points was Milo Sorensen .",
    "The only other Nuggets player to reach double figures was Milo Sorensen , who had nine points .",
    "Milo Sorensen and Andre Fontaine were the only other Nuggets in double figures .",
])
def test_double_figures_of_a_player_below_ten(check, text):
    assert check(text) == [("double figures", "")]


def test_double_figures_of_another_statistic(check):
    assert check("Dante Albright reached double figures in assists .") == [("double figures", "")]
    assert check("Milo Sorensen was the other starter to reach double - digit scoring .") == [("double - digit", "")]


@pytest.mark.parametrize("text", [
    "Milo Sorensen scored nine points as six players reached double figures .",
    "Milo Sorensen was held out of double figures .",
    "Milo Sorensen did not reach double figures .",
    "The Nuggets held a double - digit lead .",
    "The Nuggets had six players reach double figures .",
])
def test_double_figures_not_about_the_player(check, text):
    assert check(text) == []


def test_approaching_is_a_near_miss_not_a_claim(check):
    # Albright (26 points, 3 rebounds, 5 assists) is far from a triple-double; Redfield 21-11-10 had one
    assert check("Dante Albright approached a triple - double .") == [("triple - double", "")]
    assert check("Marcus Redfield approached a triple - double .") == [("triple - double", "")]
    assert check("Silas Ambrose scored 11 points , approaching a double - double .") == []
