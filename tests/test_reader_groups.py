"""Figures of several players and subjects continued from the sentence before (sentences written for
the test, about the gold example game: Corey Vance 15 points 4 assists, Andre Fontaine 12 points,
Marcus Redfield 21 points 11 rebounds, Oren Kastellan 14 points 12 rebounds)."""

from __future__ import annotations

import pytest

from factcheck.claims import Frame, Status


def _groups(read_claims, text):
    return read_claims(text, "stat", raw=False, reader="player_groups")


@pytest.mark.parametrize("text, status, correction", [
    ("Corey Vance and Andre Fontaine combined for 27 points .", Status.CORRECT, ""),
    ("Corey Vance and Andre Fontaine combined for 30 points off the bench .", Status.WRONG, "27"),
    ("Oren Kastellan and Marcus Redfield each had 12 rebounds .", Status.WRONG, ""),  # 12 and 11: no one figure
    ("Corey Vance and Andre Fontaine both had 12 points .", Status.WRONG, ""),
])
def test_a_shared_or_common_figure(read_claims, text, status, correction):
    [(claim, verdict)] = _groups(read_claims, text)
    assert claim.subject.kind == "group" and claim.frame is Frame.GAME
    assert verdict.status is status and verdict.correction == correction


def test_figures_in_order_respectively(read_claims):
    found = _groups(read_claims, "Corey Vance and Andre Fontaine scored 15 and 14 points , respectively .")
    assert [(c.subject.player.name, c.value.number, v.status) for c, v in found] == [
        ("Corey Vance", 15, Status.CORRECT), ("Andre Fontaine", 14, Status.WRONG)]
    assert found[1][1].correction == "12"


def test_one_players_line_is_no_group_claim(read_claims):
    assert _groups(read_claims, "Corey Vance and Andre Fontaine played well , and Vance scored 15 points .") == []


@pytest.mark.parametrize("second", [
    "However , he added six assists .",
    "The veteran guard added six assists .",
    "The Bucks guard added six assists .",
])
def test_a_sentence_opened_by_a_reference_continues_the_player_named_before(read_claims, second):
    found = read_claims("Corey Vance scored 15 points . " + second, "stat", raw=False)
    claim, verdict = [(c, v) for c, v in found if c.value.number == 6][0]
    assert claim.subject.player.name == "Corey Vance" and verdict.correction == "four"


def test_a_description_naming_the_other_team_is_not_him(read_claims):
    found = read_claims("Corey Vance scored 15 points . The Nuggets guard added six assists .", "stat", raw=False)
    claim, verdict = [(c, v) for c, v in found if c.value.number == 6][0]
    assert claim.subject is None and verdict.status is Status.UNCHECKED


@pytest.mark.parametrize("text, status", [
    ("Corey Vance went 9 - of - 15 ( 60 percent ) from the field on Friday .", Status.CORRECT),
    ("Corey Vance went 9 - of - 15 ( 68 percent ) from the field last season .", Status.WRONG),
    ("Corey Vance shot 7 - of - 6 from the field .", Status.WRONG),
])
def test_shooting_figures_that_must_agree(read_claims, text, status):
    [(claim, verdict)] = [(c, v) for c, v in read_claims(text, raw=False) if c.reader == "shot_arithmetic"]
    assert verdict.status is status and verdict.correction == ""


def test_a_pair_is_read_within_its_sentence(read_claims):
    # raw text whose layout starts a sentence at the second "-": "21 - of" and "- Twenty shooting"
    # are two sentences, and no made-attempted pair (whose finding would cross them)
    text = "0  -  Twenty  21  -  of  -  Twenty  shooting"
    assert [c for c, _ in read_claims(text, raw=True) if c.reader == "shot_arithmetic"] == []


@pytest.mark.parametrize("text, expected", [
    # Vance 15 points 4 assists, Fontaine 12 points: the list after "combined for" is theirs too
    ("Corey Vance and Andre Fontaine combined for 27 points and 20 assists .", [Status.CORRECT, Status.WRONG]),
    ("The Bucks were led by Vance and Fontaine , combining for 30 points .", [Status.WRONG]),
    ("The Bucks were led by Vance and Fontaine , who combined for 27 points .", [Status.CORRECT]),
    # a list that goes on with a name of nobody in the game: whose figure it is stays open
    ("Jim Smith , Corey Vance and Andre Fontaine combined for 40 points .", []),
])
def test_a_group_figure_and_the_list_after_it(read_claims, text, expected):
    assert [v.status for _, v in _groups(read_claims, text)] == expected


@pytest.mark.parametrize("text, expected", [
    ("Corey Vance came off the bench , and so did Andre Fontaine . Both had 15 points .", [Status.WRONG]),
    ("Corey Vance came off the bench , and so did Andre Fontaine . Both finished in double figures .", []),
    ("Corey Vance came off the bench . Both teams had 40 rebounds .", []),  # one player before: not "both"
])
def test_both_opening_a_sentence_is_the_two_players_named_before(read_claims, text, expected):
    assert [v.status for _, v in _groups(read_claims, text)] == expected


def test_players_who_tied_had_the_figure_each(read_claims):
    found = _groups(read_claims, "Corey Vance and Andre Fontaine tied for the bench lead with 15 points .")
    assert [(c.mode, v.status) for c, v in found] == [("each", Status.WRONG)]  # Fontaine had 12
