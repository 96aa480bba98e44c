"""Team-level count phrasings (issue 14) on invented sentences about the example game.

The example game (gold/example_game.json): Milwaukee Bucks (visitors) won at the Denver Nuggets,
108 - 101. Bucks 46 rebounds, 29 assists, 12 turnovers, 6 steals, 5 blocks; Nuggets 45 rebounds,
23 assists, 13 turnovers, 7 steals, 5 blocks.
"""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker

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
    ("The Bucks were active on defense , stealing the ball 12 times .", [("NUMBER", "12", "6")]),
    ("The Nuggets stole the ball seven times .", []),
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


# ---- turnovers written without "N turnovers" ------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("The Nuggets gave the ball away a whopping 24 times .", [("NUMBER", "24", "13")]),
    ("The Nuggets turned it over 15 times .", [("NUMBER", "15", "13")]),
    ("The Bucks coughed the ball up 14 times .", [("NUMBER", "14", "12")]),
    ("The Nuggets had 14 team turnovers .", [("NUMBER", "14", "13")]),
])
def test_turnover_phrasings(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Nuggets gave the ball away 13 times .",
    "The Bucks coughed it up just 12 times .",
    "The Nuggets gave up 50 percent shooting .",  # the opponent's, unnamed
    "Tyrell Hagan turned the ball over 5 times .",  # a player's
    "The Bucks turned the ball over 5 times in the first half .",  # a split
])
def test_true_or_other_turnover_phrasings_stay_silent(run, text):
    assert run(text) == []


# ---- a team's bench or starters' points (Nuggets starters 73, bench 28; Bucks starters 76, bench 32) ----
@pytest.mark.parametrize("text, expected", [
    ("The Nuggets ' bench accounted for 52 points .", [("NUMBER", "52", "28")]),
    ("The Nuggets fought back , but their bench combined for just 12 points .", [("NUMBER", "12", "28")]),
    ("The Milwaukee starters amassed 72 points while the Denver starters could only muster up 73 points .",
     [("NUMBER", "72", "76")]),
    ("The Nuggets bench was limited to 21 points .", [("NUMBER", "21", "28")]),
    ("Milwaukee got 43 bench points to the Nuggets ' 28 .", [("NUMBER", "43", "32")]),
    ("Milwaukee got 32 bench points to the Nuggets 15 .", [("NUMBER", "15", "28")]),
])
def test_group_points(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Nuggets ' bench accounted for 28 points .",
    "The Bucks ' starters combined for 76 points .",
    "The rest of the Bucks starters combined for 30 points .",  # a part of the group
    "Marcus Redfield led the Bucks starters with 21 points .",  # a player's
    "The Nuggets bench scored 10 points in the fourth quarter .",  # a split
    "The Nuggets bench scored over 20 points .",  # a threshold
    "The Bucks starters outscored the Nuggets starters by 13 points .",  # a margin
    "Outside of Redfield 's 21 points , the Bucks ' starters combined for just 55 points .",
    "The Nuggets bench provided help , like Tyrell Hagan 's 12 points .",
])
def test_true_or_other_group_points_stay_silent(run, text):
    assert run(text) == []


# ---- more binding: "as the Bucks ...", turnovers forced "for" a team, an agent of a later clause ----------
@pytest.mark.parametrize("text, expected", [
    ("Denver could not keep up as the Bucks dished out 37 assists on 40 made baskets .", [("NUMBER", "37", "29")]),
    ("Milwaukee protected the ball , coughing up the ball only six times while forcing 13 turnovers for Denver .",
     [("NUMBER", "six", "twelve")]),
    ("Milwaukee won the turnover battle , forcing 17 turnovers for Denver .", [("NUMBER", "17", "13")]),
    ("Redfield 's 21 points played a pivotal role in Milwaukee 's 48 - 45 rebounding advantage .",
     [("NUMBER", "48", "46")]),
])
def test_more_team_bindings(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "Denver could not keep up as the Bucks dished out 29 assists .",
    "Players such as the Bucks ' Redfield had 29 assists .",
    "Milwaukee coughed up the ball only 12 times while forcing 13 turnovers for Denver .",
    "Redfield 's 21 points played a pivotal role in Milwaukee 's 46 - 45 rebounding advantage .",
])
def test_more_team_bindings_true_claims_stay_silent(run, text):
    assert run(text) == []


# ---- rebounds written "44 to 30", "by a count of"; the forced turnovers left bare ---------------------
@pytest.mark.parametrize("text, expected", [
    ("The Bucks shot 48 percent and outrebounded them 44 to 45 .", [("NUMBER", "44", "46")]),
    ("The Nuggets were out - rebounded by a count of 53 - 45 .", [("NUMBER", "53", "46")]),
    ("They out - rebounded Denver 46 - 45 but committed 15 turnovers , compared to the Nuggets ' 13 .",
     [("NUMBER", "15", "12")]),
    ("The Nuggets lost , turning the ball over 13 times while forcing just six .", [("NUMBER", "six", "twelve")]),
])
def test_rebounds_to_and_forced_turnovers(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Bucks shot 48 percent and outrebounded them 46 to 45 .",
    "The Bucks won 108 to 101 .",  # no rebounding verb
    "The Bucks actually out - rebounded the Nuggets 46 to 45 and managed to grab 11 offensive rebounds .",
    "The Nuggets committed 13 turnovers while forcing 12 .",
    "The Nuggets committed 13 turnovers while forcing 12 shots .",
])
def test_rebounds_to_and_forced_turnovers_true_claims_stay_silent(run, text):
    assert run(text) == []


# ---- "finishing with N turnovers"; an agent after "including" is the included number's -----------------
@pytest.mark.parametrize("text, expected", [
    ("The Nuggets lost at home . The team struggled to keep the ball , finishing with 16 turnovers .",
     [("NUMBER", "16", "13")]),
    ("The Bucks rolled . The team recorded an impressive 27 total assists , including nine from Marcus Redfield .",
     [("NUMBER", "27", "29")]),
])
def test_finishing_with_and_including(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Nuggets lost at home . The team struggled to keep the ball , finishing with 13 turnovers .",
    "The Bucks rolled . The team recorded an impressive 29 total assists , including nine from Marcus Redfield .",
    "Marcus Redfield finished with 16 turnovers .",  # a player's
])
def test_finishing_with_and_including_true_claims_stay_silent(run, text):
    assert run(text) == []


# ---- a passive holding verb: the subject's own numbers ------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("The Nuggets were held to 38 percent shooting .", [("NUMBER", "38", "43")]),
    ("The Nuggets were held to 43 percent shooting .", []),
    ("The Nuggets held 43 percent .", []),  # a holding verb without its object: no one's
])
def test_passive_holding(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Marcus Redfield scored 21 points and stole the ball three times .", [("NUMBER", "three", "two")]),
    ("Marcus Redfield scored 21 points and stole the ball two times .", []),
    ("Marcus Redfield was 8 - of - 10 from the foul line .", []),  # "foul line": free throws, no fouls
])
def test_a_player_s_steals_as_times(example_game, text, expected):
    """"stole the ball N times" counts steals for a player as for a team (one vocabulary entry)."""
    doc = Document.from_tokenized("T.txt", text)
    found = Checker(only=["player_stats"]).check(doc, example_game)
    assert [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in found] == expected
