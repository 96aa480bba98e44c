"""The starters rule on small hand-made sentences about the gold example game.

Box score roles used (gold/example_game.json): Bucks starters Marcus Redfield (F), Oren
Kastellan (C), Dante Albright (G); Bucks bench Corey Vance (15 points), Silas Ambrose (11);
Nuggets starter Gideon Mabry (C), Nuggets bench Andre Fontaine (12).
"""

from __future__ import annotations

from functools import partial

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker


@pytest.fixture(scope="module")
def check(word_spans):
    return partial(word_spans, "starters")


@pytest.mark.parametrize("text", [
    "Corey Vance came off the bench to score 15 points .",
    "Corey Vance led the second unit with 15 points .",
    "Andre Fontaine was productive in a reserve role with 12 points .",
    "Dante Albright was the only other starter in double figures .",
    "The only other starter to reach double figures in points was Gideon Mabry .",
    "Coming off the bench , Silas Ambrose had 11 points .",
    "Marcus Redfield and Oren Kastellan rounded out the starting five .",
    "Corey Vance and Silas Ambrose were productive as reserves .",
])
def test_right_roles_are_not_flagged(check, text):
    assert check(text) == []


@pytest.mark.parametrize("text, span, correction", [
    ("Dante Albright came off the bench to score 26 points .", "off the bench", "as a starter"),
    ("Dante Albright scored a season - high 26 points off the bench .", "off the bench", "as a starter"),
    ("Coming off the bench , Dante Albright had 26 points .", "off the bench", "as a starter"),
    ("Dante Albright added 26 points in 30 minutes off the bench .", "off the bench", "as a starter"),
    ("Dante Albright led the bench with 26 points .", "bench", "starters"),
    ("Gideon Mabry paced the second unit with 18 points .", "second unit", "starters"),
    ("Dante Albright was productive in a reserve role as well .", "reserve role", "starting role"),
    ("Dante Albright was next with a bench - leading 26 points .", "bench - leading", ""),
    ("Corey Vance was the only other starter in double figures .", "starter", "bench player"),
    ("The only other starter to reach double figures in points was Corey Vance .", "starter", "bench player"),
    ("Corey Vance started at point guard .", "started", "came off the bench"),
    ("Corey Vance and Silas Ambrose rounded out the starting five .", "starting five", ""),
    ("The only other Buck in double figures was Dante Albright , who came off the bench for 26 points .",
     "off the bench", "as a starter"),
])
def test_wrong_roles_are_flagged_on_the_role_phrase(check, text, span, correction):
    assert check(text) == [(span, correction)]


def test_comment_states_the_role(example_game):
    doc = Document.from_tokenized("T", "Dante Albright came off the bench .")
    [error] = Checker(only=["starters"]).check(doc, example_game)
    assert error.comment == "Dante Albright started (G)"
    doc = Document.from_tokenized("T", "Corey Vance was the only other starter in double figures .")
    [error] = Checker(only=["starters"]).check(doc, example_game)
    assert error.comment == "Corey Vance came off the bench"


@pytest.mark.parametrize("text", [
    # team-level reserves
    "The Bucks got 40 points off the bench .",
    "The Bucks received strong contributions off their bench .",
    # a change of role or other games
    "Dante Albright returned to the starting lineup after coming off the bench in the previous two games .",
    # the player named last is an object or an owner, or a new clause has another subject
    "Corey Vance outplayed Dante Albright off the bench .",
    "Corey Vance matched Albright 's scoring total off the bench .",
    "Dante Albright scored 26 points , while the reserves added 30 off the bench .",
])
def test_phrases_not_about_the_player_are_left_alone(check, text):
    assert check(text) == []
