"""The results reader and the win_loss rule on invented sentences about the gold example game
(the Bucks won 108 - 101 at Denver)."""

from __future__ import annotations

import pytest

from factcheck.claims import Frame, Status


def _results(read_claims, text):
    return read_claims(text, "result", raw=False, reader="results")


def test_a_right_relation_is_read_and_verified(read_claims, findings):
    text = "The Bucks defeated the Nuggets on Friday ."
    [(claim, verdict)] = _results(read_claims, text)
    assert (claim.kind, claim.attribute, claim.subject.side.value, claim.value.word) == \
        ("result", "relation", "vis", "defeated")
    assert claim.won and verdict.status is Status.CORRECT
    assert findings(text, ("win_loss",)) == []


def test_a_relation_the_wrong_way_round_is_corrected(read_claims):
    [(claim, verdict)] = _results(read_claims, "The Nuggets defeated the Bucks on Friday .")
    assert claim.subject.side.value == "home"
    assert verdict.status is Status.WRONG and verdict.correction == "lost to"


def test_a_result_noun_of_the_loser(read_claims):
    [(claim, verdict)] = _results(read_claims, "Denver 's win dropped the Bucks to 4 - 3 .")
    assert (claim.attribute, claim.subject.side.value) == ("noun", "home")
    assert verdict.status is Status.WRONG and verdict.correction == "loss"


def test_a_plan_says_how_this_game_went(read_claims):
    [(claim, verdict)] = _results(read_claims, "The Bucks will look to bounce back against the Jazz on Sunday .")
    assert (claim.attribute, claim.won) == ("plan", False)
    assert verdict.status is Status.WRONG and verdict.correction == "keep rolling"


@pytest.mark.parametrize("text, frame, note", [
    ("The Nuggets had won their previous game , a win over the Jazz .", Frame.OTHER_GAME, "another game"),
    ("The Nuggets had a chance at a win late .", Frame.GAME, "hedged"),
])
def test_other_games_and_hedges_are_read_but_not_checked(read_claims, text, frame, note):
    [(claim, verdict)] = _results(read_claims, text)
    assert claim.frame is frame and note in claim.note
    assert verdict.status is Status.UNCHECKED and note in verdict.reason


def test_a_result_noun_in_a_clause_about_a_player_is_his_teams(read_claims):
    text = "Corey Vance came off the bench . He made the most of his minutes , as he tallied 15 points and " \
           "four assists in the loss ."
    [(claim, verdict)] = _results(read_claims, text)
    assert claim.subject.side.value == "vis"  # Vance is a Buck: the Bucks won
    assert verdict.status is Status.WRONG and verdict.correction == "win"


@pytest.mark.parametrize("text, found", [
    # the Bucks won; Dante Albright plays for them. "to" opening a verb after the noun names no opponent
    ("Dante Albright buried four threes in the loss to go along with his 26 points .", [("loss", "win")]),
    ("Dante Albright buried four threes in the win to go along with his 26 points .", []),
    # "Fellow superstar X": a description before the name, the clause's subject
    ("Fellow superstar Dante Albright also played a factor in the defeat .", [("defeat", "win")]),
])
def test_a_result_noun_of_a_players_clause_is_his_teams(run_rule, text, found):
    doc, errors = run_rule("win_loss", text)
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == found


@pytest.mark.parametrize("text, found", [
    # the Bucks won: "this" (or "The" opening the sentence) points at this game's result, whatever
    # streak or standing the sentence tells of
    ("The Bucks snapped a five - game losing streak with this loss .", [("loss", "win")]),
    ("The Bucks snapped a five - game losing streak with this win .", []),
    ("The loss marks the fourth straight for the Bucks .", [("loss", "win")]),
    # after a sentence opening with a subordinate clause, whose team the result is is not certain
    ("While the Nuggets have been eliminated , this loss pushes the Bucks ahead of the Pistons .", []),
])
def test_this_result_is_this_games_whatever_streak_the_sentence_tells(run_rule, text, found):
    doc, errors = run_rule("win_loss", text)
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == found
