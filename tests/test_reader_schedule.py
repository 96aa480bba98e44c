"""The schedule families as reader + verifier: weekday, form words, not-checkable claims, the next
game, streaks and history. Invented sentences about the gold example game (Bucks 108 at Nuggets
101, Friday 2016-11-04): the claim read (kind, subject, value, frame) and the verdict."""

from __future__ import annotations

from factcheck.reader.schema import Frame, Status


# ---- weekday -----------------------------------------------------------------------------------
def test_a_wrong_weekday_of_this_game_is_read_and_corrected(read_claims):
    [(claim, verdict)] = read_claims("The Bucks beat the Nuggets on Wednesday .", "weekday", raw=False)
    assert (claim.reader, claim.kind, claim.value.word, claim.frame, claim.subject.kind) == \
        ("game_weekday", "weekday", "Wednesday", Frame.GAME, "game")
    assert verdict.status is Status.WRONG and verdict.correction == "Friday" and verdict.rule == "weekday"


def test_the_right_weekday_is_verified_and_silent(read_claims, findings):
    text = "The Bucks beat the Nuggets on Friday ."
    [(claim, verdict)] = read_claims(text, "weekday", raw=False)
    assert claim.frame is Frame.GAME and verdict.status is Status.CORRECT
    assert verdict.fact == "the game was played on Friday 2016-11-04"
    assert findings(text, ("weekday",)) == []


def test_a_weekday_of_another_game_is_read_with_its_frame_and_cue(read_claims, findings):
    text = "The Bucks bounced back after Wednesday 's loss ."
    [(claim, verdict)] = read_claims(text, "weekday", raw=False)
    assert (claim.value.word, claim.frame) == ("Wednesday", Frame.OTHER_GAME)
    assert claim.note.startswith("another game") and verdict.status is Status.UNCHECKED
    assert verdict.reason == claim.note
    assert findings(text, ("weekday",)) == []


def test_a_weekday_against_a_team_not_in_this_game_is_another_games(read_claims):
    [(claim, _)] = read_claims("The Bucks won three days removed from a loss to Dallas on Wednesday .", "weekday", raw=False)
    assert claim.frame is Frame.OTHER_GAME and claim.note == "another game: against a team not in this one"
