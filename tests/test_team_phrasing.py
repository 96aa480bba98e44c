"""Team-level count phrasings (issue 14) on invented sentences about the example game.

The example game (gold/example_game.json): Milwaukee Bucks (visitors) won at the Denver Nuggets,
108 - 101. Bucks 46 rebounds, 29 assists, 12 turnovers, 6 steals, 5 blocks; Nuggets 45 rebounds,
23 assists, 13 turnovers, 7 steals, 5 blocks.
"""

from __future__ import annotations

import pytest

from factcheck.document import Document
from factcheck.pipeline import Checker

_CHECKER: dict[str, Checker] = {}


def _findings(game, text: str) -> list[tuple[str, str, str]]:
    if "c" not in _CHECKER:
        _CHECKER["c"] = Checker(only=["team_stats"])
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in _CHECKER["c"].check(doc, game)]


@pytest.fixture()
def run(example_game):
    return lambda text: _findings(example_game, text)


# ---- steals and blocks as team counts ---------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("The Bucks had 9 steals .", [("NUMBER", "9", "6")]),
    ("Denver recorded 12 blocks in the loss .", [("NUMBER", "12", "5")]),
    ("The Bucks had six steals and five blocks .", []),
    ("Tyrell Hagan had 3 steals .", []),  # a player's: not this rule's
])
def test_team_steals_and_blocks(run, text, expected):
    assert run(text) == expected


# ---- the other team's count set beside a team's ------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("Denver recorded five blocks to Milwaukee 's three .", [("NUMBER", "three", "five")]),
    ("The Nuggets snatched down 45 boards to the Bucks ' 40 .", [("NUMBER", "40", "46")]),
    ("The Nuggets committed 13 turnovers , compared to the Bucks ' 11 .", [("NUMBER", "11", "12")]),
    ("The Nuggets turned the ball over 13 times compared to just ten from the Bucks .",
     [("NUMBER", "ten", "twelve")]),
    ("The Nuggets turned the ball over 18 times compared to just 12 from the Bucks .", [("NUMBER", "18", "13")]),
])
def test_the_other_teams_count_beside_a_teams(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "Denver recorded five blocks to Milwaukee 's five .",
    "The Nuggets snatched down 45 boards to the Bucks ' 46 .",
    "The Nuggets committed 13 turnovers , compared to the Bucks ' 12 .",
    "The Nuggets had 45 rebounds to the Bucks ' 48 percent shooting .",  # another statistic
    "The Nuggets recorded 23 assists to 13 turnovers .",
    "The Nuggets turned the ball over 13 times compared to just 12 from the Bucks .",
])
def test_true_or_other_pairs_stay_silent(run, text):
    assert run(text) == []


# ---- the rebounding battle -----------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("The Bucks hold a 47 - 45 advantage on the boards .", [("NUMBER", "47", "46")]),
    ("The Bucks held a massive 63 - 45 rebounding advantage over the Nuggets .", [("NUMBER", "63", "46")]),
    ("Rebounding was decisive , with Milwaukee winning that differential , 46 - 31 .", [("NUMBER", "31", "45")]),
    ("The Bucks were able to out - rebound the Nuggets 56 - 45 .", [("NUMBER", "56", "46")]),
    ("The Bucks shot 48 percent from the field while out - rebounding the Nuggets 46 - 30 .",
     [("NUMBER", "30", "45")]),
])
def test_rebounding_battle_phrasings(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Bucks hold a 46 - 45 advantage on the boards .",
    "The Bucks shot 48 percent and outrebounded the Nuggets 46 - 45 .",
    "The Bucks won the assist battle 29 - 23 and outrebounded Denver .",
    "The Bucks held a 29 - 23 advantage in assists and won on the boards .",
])
def test_true_or_other_battles_stay_silent(run, text):
    assert run(text) == []
