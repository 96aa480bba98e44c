"""The ``doubles`` reader and the double_double verifier on invented sentences about the gold
example game (Redfield 21/11/10: a triple-double; Kastellan 14/12: a double-double; Albright 26
points and 5 assists; Pruitt 7 points; the game was on a Friday)."""

from __future__ import annotations

from boxscore import Stat
from factcheck.claims import DoubleDouble, DoubleFigures, Frame, Status


def _read(read_claims, text):
    return read_claims(text, "double", raw=False, reader="doubles")


def test_a_true_double_double_is_read_and_verified(read_claims, findings):
    text = "Oren Kastellan posted a 14 - point , 12 - rebound double - double ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.word) == ("double", "double-double", "double-double")
    assert claim.subject.player.name == "Oren Kastellan" and isinstance(claim, DoubleDouble)
    assert claim.need == 2 and not claim.near and claim.term == claim.phrase
    assert verdict.status is Status.CORRECT and verdict.fact.startswith("Oren Kastellan had a double-double")
    assert findings(text, ("double_double",)) == []


def test_a_double_double_for_a_triple_double_is_corrected(read_claims):
    [(claim, verdict)] = _read(read_claims, "Marcus Redfield posted a double - double .")
    assert verdict.status is Status.WRONG and verdict.correction == "triple - double"


def test_a_near_miss_that_was_reached_is_wrong(read_claims):
    [(claim, verdict)] = _read(read_claims, "Oren Kastellan just missed a double - double .")
    assert claim.near and verdict.status is Status.WRONG


def test_double_figures(read_claims):
    [(claim, verdict)] = _read(read_claims, "Jalen Pruitt reached double figures .")
    assert (claim.attribute, claim.value.word) == ("PTS", "double figures")
    assert isinstance(claim, DoubleFigures) and claim.stat is Stat.PTS and claim.players[0].name == "Jalen Pruitt"
    assert verdict.status is Status.WRONG and verdict.fact == "Jalen Pruitt had 7 points"
    [(claim, verdict)] = _read(read_claims, "Marcus Redfield reached double figures in assists .")
    assert claim.attribute == "AST" and verdict.status is Status.CORRECT


def test_another_game_and_the_season_are_read_with_their_frame(read_claims, findings):
    text = "Dante Albright had a triple - double on Tuesday against the Jazz ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.frame, claim.note, claim.subject) == (Frame.OTHER_GAME, "other game", None)
    assert verdict.status is Status.UNCHECKED
    assert findings(text, ("double_double",)) == []
    [(claim, verdict)] = _read(read_claims, "Dante Albright is averaging a double - double .")
    assert (claim.frame, verdict.status) == (Frame.AVERAGE, Status.UNCHECKED)
    [(claim, _)] = _read(read_claims, "It was his third straight triple - double .")
    assert claim.frame is Frame.SPAN


def test_a_negation_is_read_with_a_note(read_claims):
    [(claim, verdict)] = _read(read_claims, "Dante Albright finished without a double - double .")
    assert claim.note == "negated" and verdict.status is Status.UNCHECKED and verdict.reason == "negated"
