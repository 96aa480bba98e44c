"""Passive quarter scores: "They also were out - scored 36 - 17 in the fourth quarter" (issue 14).

The example game: Bucks 26 29 24 29, Nuggets 24 27 28 22 by quarter.
"""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker


@pytest.fixture()
def run(example_game):
    checker = Checker(only=["period_scores"])

    def _run(text: str) -> list[tuple[str, str]]:
        doc = Document.from_tokenized("T.txt", text)
        return [(doc.span_text(e.start, e.end), e.correction) for e in checker.check(doc, example_game)]
    return _run


@pytest.mark.parametrize("text, expected", [
    ("The Nuggets led early . They also were out - scored 36 - 17 in the fourth quarter .",
     [("36", "29"), ("17", "22")]),
    ("The Nuggets were outscored 31 - 22 in the fourth quarter .", [("31", "29")]),
    ("The Nuggets were badly outscored by the Bucks 31 - 22 in the fourth quarter .", [("31", "29")]),
])
def test_passive_outscored(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Nuggets were outscored 29 - 22 in the fourth quarter .",
    "The Bucks were outscored 28 - 24 in the third quarter .",
    "The Bucks were outscored by the Nuggets 28 - 24 in the third quarter .",
])
def test_true_passive_scores_stay_silent(run, text):
    assert run(text) == []


# ---- one team's points in a quarter or half (Nuggets 24 27 28 22, Bucks 26 29 24 29) ----------------------
@pytest.mark.parametrize("text, expected", [
    ("The second half was different , as the Nuggets posted just 14 points in the third quarter .", [("14", "28")]),
    ("The Bucks held the Nuggets to 20 points in the fourth quarter .", [("20", "22")]),
    ("The Nuggets scored 28 points in the third quarter and 20 points in the final period .", [("20", "22")]),
])
def test_a_teams_points_in_a_quarter(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Nuggets scored 28 points in the third quarter .",
    "The Bucks scored 55 points in the first half .",
    "Tyrell Hagan scored 20 points in the third quarter .",  # a player's
    "The Nuggets scored the first 10 points in the third quarter .",
    "The Bucks were averaging 30 points in the final two quarters .",
    "The Nuggets could not get it within six points in the second half .",
])
def test_true_or_other_quarter_points_stay_silent(run, text):
    assert run(text) == []


# ---- leads carried into a break, quarters won, "by half", "were down" ---------------------------------------
# (Bucks ahead 26 - 24 after one, 55 - 51 at halftime, tied 79 - 79 after three)
@pytest.mark.parametrize("text, expected", [
    ("The Bucks took over early , taking a 33 - 24 lead into the second quarter .", [("33", "26")]),
    ("The Bucks forged a 60 - 51 halftime lead .", [("60", "55")]),
    ("The Bucks were taking a 55 - 53 lead into halftime .", [("53", "51")]),
    ("The Bucks jumped out to a 30 - 24 lead after one period .", [("30", "26")]),
    ("The Nuggets led early . They won the third quarter 38 - 24 .", [("38", "28")]),
    ("The Bucks won the second quarter , 43 - 27 .", [("43", "29")]),
    ("The Bucks played well , out - scoring the Nuggets 49 - 51 by half .", [("49", "55")]),
    ("The Nuggets fell behind . They were down 71 - 51 at the half .", [("71", "55")]),
])
def test_leads_and_quarters_won(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Bucks took a 26 - 24 lead into the second quarter .",
    "The Bucks forged a 55 - 51 halftime lead .",
    "The Bucks took a 30 - 19 lead early in the second quarter .",  # in the middle of a quarter
    "The Nuggets were staring at a 96 - 79 deficit heading into the final period .",  # tied then
    "The Bucks won the second quarter , 29 - 27 .",
    "The Bucks won the game 108 - 101 .",
    "The Nuggets were down 55 - 51 at the half .",
])
def test_true_or_other_leads_stay_silent(run, text):
    assert run(text) == []


def test_held_to_points_in_a_frame(run):
    text = "After taking a 26 - 24 lead into the second quarter , the Bucks were held to 14 points in the second frame ."
    assert run(text) == [("14", "29")]
    assert run(text.replace("14", "29")) == []
