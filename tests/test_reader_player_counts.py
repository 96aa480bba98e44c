"""The ``player_counts`` reader and its verifier on invented sentences about the gold example game
(in double figures: Nuggets Thorne 10, Mabry 18, Hagan 27, Fontaine 12 off the bench -> 4, 3
starters; Bucks Redfield, Kastellan, Albright, Vance and Ambrose -> 5; double-doubles: Redfield,
Kastellan, Mabry)."""

from __future__ import annotations

from factcheck.claims import Frame, PlayerCount, Status, Unit


def _read(read_claims, text):
    return read_claims(text, "count", raw=False, reader="player_counts")


def test_a_true_count_of_a_team_is_read_and_verified(read_claims, findings):
    text = "Five players scored in double figures for the Bucks ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.number) == ("count", "PTS", 5)
    assert (claim.subject.group, claim.subject.side.value) == ("players", "vis")
    assert isinstance(claim, PlayerCount) and claim.unit is Unit.TEAM and not claim.other
    assert verdict.status is Status.CORRECT
    assert findings(text, ("player_counts",)) == []


def test_a_wrong_count_is_corrected_in_the_text_s_form(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Nuggets had five starters in double figures .")
    assert claim.unit is Unit.STARTERS
    assert verdict.status is Status.WRONG and verdict.correction == "three"


def test_double_doubles_and_other_players(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks had two players record double - doubles .")
    assert claim.attribute == "DD" and claim.double_doubles and verdict.status is Status.CORRECT
    [(claim, verdict)] = _read(read_claims, "Tyrell Hagan scored 27 points . Three other players scored in double "
                                            "digits for the Nuggets .")
    assert claim.other and verdict.status is Status.CORRECT


def test_a_count_with_no_team_fits_either(read_claims):
    [(claim, verdict)] = _read(read_claims, "Nine players scored in double figures .")
    assert claim.subject.side is None and claim.context_side is None
    assert verdict.status is Status.CORRECT


def test_a_count_of_a_part_of_the_game_is_read_with_its_frame(read_claims, findings):
    text = "The Bucks had seven players in double figures in the first half ."
    [(claim, verdict)] = _read(read_claims, text)
    assert claim.frame is Frame.PERIOD and "half" in claim.note
    assert verdict.status is Status.UNCHECKED
    assert findings(text, ("player_counts",)) == []
    [(claim, _)] = _read(read_claims, "The Bucks have had six players in double figures in three straight games .")
    assert claim.frame is Frame.SPAN
