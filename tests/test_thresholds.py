"""Thresholds over a team's players, on sentences written for the test about the example game
(Nuggets: Hagan 27 points 36 minutes, Mabry 18, Fontaine 12; no Nugget scored between 18 and 27)."""

from __future__ import annotations

import pytest



@pytest.mark.parametrize("text, expected", [
    ("Tyrell Hagan scored 27 points , and no other Nugget scored more than 12 points .", [("12", "18")]),
    ("Tyrell Hagan scored 27 points , and no other Nugget scored more than 18 points .", []),
    ("No Denver player scored more than 20 points .", [("20", "27")]),
    ("No Denver player scored more than 30 points .", []),  # true whatever the figure above the top
    ("No one on the Nuggets played more than 30 minutes .", [("30", "36")]),
    ("No player scored more than 17 points .", []),  # no team named: whose players is open
    ("The Nuggets never led by more than 12 points .", []),  # no "no one": not a threshold over players
])
def test_no_player_of_a_team_above_a_figure(findings, text, expected):
    assert [(span, correction) for span, _, correction in findings(text, ("thresholds",))] == expected


@pytest.mark.parametrize("text, expected", [
    # the Nuggets' starters: Thorne 10, Estrada 9, Mabry 18, Hagan 27, Sorensen 9
    ("All five Nuggets starters scored at least 10 points .", [("10", "9")]),
    ("All five Nuggets starters scored at least 9 points .", []),
    ("All five starters scored at least 10 points .", []),  # no team named
])
def test_every_starter_of_a_team_at_least_a_figure(findings, text, expected):
    assert [(span, correction) for span, _, correction in findings(text, ("thresholds",))] == expected
