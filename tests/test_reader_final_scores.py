"""The final_scores reader and the final_score rule on invented sentences about the gold example
game (the Bucks won 108 - 101 at Denver, on a Friday)."""

from __future__ import annotations

from factcheck.claims import Frame, Status


def _scores(read_claims, text):
    return read_claims(text, "score", raw=False, reader="final_scores")


def test_the_right_final_score_is_read_and_verified(read_claims):
    [(claim, verdict)] = _scores(read_claims, "The Bucks defeated the Nuggets 108 - 101 on Friday .")
    assert (claim.kind, claim.attribute, claim.frame, claim.subject.kind) == ("score", "final", Frame.GAME, "game")
    assert (claim.value.kind, claim.value.number, claim.value.second) == ("pair", 108, 101)
    assert verdict.status is Status.CORRECT and verdict.fact == "the final score was Bucks 108, Nuggets 101"


def test_a_wrong_number_is_corrected_and_the_right_one_left(read_claims, findings):
    [(claim, verdict)] = _scores(read_claims, "The Bucks won 108 - 99 .")
    assert verdict.status is Status.WRONG and verdict.correction == "101"
    assert findings("The Bucks won 108 - 99 .", ("final_score",)) == [("99", "NUMBER", "101")]


def test_a_score_of_another_game_is_read_with_its_frame(read_claims):
    [(claim, verdict)] = _scores(read_claims, "The Nuggets took their last meeting 110 - 95 .")
    assert claim.frame is Frame.OTHER_GAME and "another game" in claim.note
    assert verdict.status is Status.UNCHECKED


def test_a_score_on_another_day_is_read_with_its_frame(read_claims):
    [(claim, verdict)] = _scores(read_claims, "The Bucks defeated the Nuggets 108 - 99 on Nov. 1 .")
    assert claim.frame is Frame.OTHER_GAME and verdict.status is Status.UNCHECKED


def test_a_halftime_score_and_a_record_are_no_final_score(read_claims):
    assert _scores(read_claims, "The Bucks led 55 - 51 at halftime .") == []
    assert _scores(read_claims, "The Bucks ( 4 - 2 ) won .") == []
