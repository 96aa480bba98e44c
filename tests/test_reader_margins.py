"""The margins reader and the margin rule on invented sentences about the gold example game
(the Bucks won 108 - 101, by 7; they led 55 - 51 at halftime, by 4)."""

from __future__ import annotations

import pytest

from factcheck.claims import Frame, Status


def _margins(read_claims, text):
    return read_claims(text, "margin", raw=False, reader="margins")


def test_a_right_final_margin_is_read_and_verified(read_claims):
    [(claim, verdict)] = _margins(read_claims, "The Bucks came away with a 7 - point win .")
    assert (claim.attribute, claim.value.number, claim.frame, claim.subject.kind) == ("final", 7, Frame.GAME, "game")
    assert verdict.status is Status.CORRECT and verdict.rule == "margin" and "by 7" in verdict.fact


def test_a_wrong_final_margin_is_corrected_in_the_texts_form(read_claims):
    [(claim, verdict)] = _margins(read_claims, "The Bucks won by twelve .")
    assert (claim.attribute, claim.value.number) == ("final", 12)
    assert verdict.status is Status.WRONG and verdict.correction == "seven"


def test_a_halftime_lead_is_a_margin_of_the_first_half(read_claims):
    [(claim, verdict)] = _margins(read_claims, "Milwaukee took a 10 - point lead at halftime .")
    assert (claim.attribute, claim.frame, claim.period) == ("halftime", Frame.PERIOD, (1, 2))
    assert verdict.status is Status.WRONG and verdict.correction == "4"


@pytest.mark.parametrize("text, frame, note", [
    ("The Nuggets will look to avenge their 20 - point loss .", Frame.OTHER_GAME, "('avenge')"),
    ("Milwaukee bounced back from a 30 - point loss at the hands of the Celtics .", Frame.OTHER_GAME,
     "not in this game"),
    ("The Bucks led by 15 points in the third quarter .", Frame.PERIOD, "play-by-play"),
])
def test_margins_of_other_games_and_moments_are_read_but_not_checked(read_claims, text, frame, note):
    [(claim, verdict)] = _margins(read_claims, text)
    assert claim.frame is frame and note in claim.note
    assert verdict.status is Status.UNCHECKED and note in verdict.reason


def test_a_margin_in_a_statistic_is_not_read(read_claims):
    assert _margins(read_claims, "The Bucks won the rebounding battle by 10 .") == []


@pytest.mark.parametrize("text, period, status, correction", [
    # the Bucks led 26 - 24 after the first quarter; 79 - 79 after three
    ("Milwaukee took a 2 - point lead after the first quarter .", (1,), Status.CORRECT, None),
    ("Milwaukee took a five - point lead after the first quarter .", (1,), Status.WRONG, "two"),
    ("Milwaukee carried a 10 - point lead into the break .", (1, 2), Status.WRONG, "4"),
    ("Milwaukee took a three - point lead into the fourth quarter .", (1, 2, 3), Status.UNCHECKED, None),
])
def test_a_lead_into_a_quarter_break_is_the_margin_then(read_claims, text, period, status, correction):
    [(claim, verdict)] = _margins(read_claims, text)
    assert claim.period == period and verdict.status is status
    if correction:
        assert verdict.correction == correction


def test_a_lead_into_a_break_told_of_another_moment_is_not_checked(read_claims):
    # "early": the lead at some moment before the break, not the score at it
    [(claim, verdict)] = _margins(read_claims, "Milwaukee took an early 14 - point lead into the fourth .")
    assert verdict.status is Status.UNCHECKED
