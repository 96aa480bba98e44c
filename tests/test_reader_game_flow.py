"""The game_flow reader and rule on invented sentences about the gold example game (quarters:
Bucks 26 29 24 29 = 108, Nuggets 24 27 28 22 = 101; no overtime)."""

from __future__ import annotations

import pytest

from factcheck.claims import Frame, Status


def _flow(read_claims, text):
    return read_claims(text, "flow", raw=False, reader="game_flow")


def test_a_right_lead_at_halftime_is_read_and_verified(read_claims, findings):
    [(claim, verdict)] = _flow(read_claims, "The Bucks led at halftime .")
    assert (claim.kind, claim.attribute, claim.subject.side.value, claim.value.word) == \
        ("flow", "checkpoint", "vis", "led")
    assert verdict.status is Status.CORRECT and verdict.fact == "the Bucks were ahead 55 - 51 at halftime"
    assert findings("The Bucks led at halftime .", ("game_flow",)) == []


def test_a_wrong_lead_is_corrected_to_the_opposite_word(read_claims):
    [(claim, verdict)] = _flow(read_claims, "The Nuggets led at halftime .")
    assert claim.subject.side.value == "home"
    assert verdict.status is Status.WRONG and verdict.correction == "trailed"


def test_pulling_away_in_a_quarter_the_team_lost(read_claims):
    [(claim, verdict)] = _flow(read_claims, "The Nuggets pulled away in the fourth quarter .")
    assert (claim.attribute, claim.frame, claim.period) == ("pull_away", Frame.PERIOD, (4,))
    assert verdict.status is Status.WRONG and "the Nuggets lost the game, 108 - 101" in verdict.reason + verdict.fact


def test_overtime_in_a_game_decided_in_regulation(read_claims):
    [(claim, verdict)] = _flow(read_claims, "The Bucks won in overtime .")
    assert (claim.attribute, claim.subject.kind) == ("overtime", "game") and verdict.status is Status.WRONG


@pytest.mark.parametrize("text, frame, note", [
    ("The Bucks lost to the Boston Celtics in overtime .", Frame.OTHER_GAME, "another game"),
    ("The Nuggets tried to pull away in the fourth quarter .", Frame.PERIOD, "hedged"),
    ("The Nuggets never trailed at halftime .", Frame.GAME, "negated"),
])
def test_other_games_and_hedges_are_read_but_not_checked(read_claims, text, frame, note):
    [(claim, verdict)] = _flow(read_claims, text)
    assert claim.frame is frame and note in claim.note
    assert verdict.status is Status.UNCHECKED and note in verdict.reason


def test_narratives_are_typed_claims(read_claims):
    from factcheck.claims import FlowForm, GameFlow

    [(claim, _)] = _flow(read_claims, "The Bucks led by double digits for the entirety of the second half .")
    assert isinstance(claim, GameFlow) and (claim.form, claim.need, claim.period, claim.leads) == \
        (FlowForm.ENTIRE_HALF, 10, (3, 4), True)
    [(claim, verdict)] = _flow(read_claims, "The Nuggets trailed after the first quarter .")
    assert (claim.form, claim.leads, claim.period, claim.cue, claim.words) == \
        (FlowForm.CHECKPOINT, False, (1,), (2, 3), "trailed")
    assert verdict.status is Status.CORRECT


def test_a_narrative_the_line_score_cannot_settle_is_unchecked_with_the_reason(read_claims):
    # the Bucks won and were behind after no quarter break: when they "pulled away" needs the play-by-play
    [(_, verdict)] = _flow(read_claims, "The Bucks pulled away late .")
    assert verdict.status is Status.UNCHECKED and "play-by-play" in verdict.reason


def _growth(read_claims, text, game=None):
    return read_claims(text, "flow", raw=True, reader="lead_growth", game=game)


def test_a_lead_grown_to_the_score_at_a_break_is_right_when_it_grew(read_claims):
    from factcheck.claims import FlowForm

    # the Bucks led 26 - 24 after the first quarter and 55 - 51 at halftime
    [(claim, verdict)] = _growth(read_claims, "The Bucks extended their lead to 55-51 at halftime.")
    assert (claim.form, claim.need, claim.period, claim.frame) == (FlowForm.EXTEND, 4, (1, 2), Frame.PERIOD)
    assert verdict.status is Status.CORRECT and "led by 2 after the first quarter and by 4 at halftime" in verdict.fact
    [(claim, verdict)] = _growth(read_claims, "Milwaukee pushed the margin to four points by halftime.")
    assert verdict.status is Status.CORRECT


@pytest.mark.parametrize("text", [
    "The Bucks extended their lead to 79-75 after three quarters.",  # the game was tied 79 - 79 then
    "The Bucks extended their lead to 9 at halftime.",  # they led by 4: the figure is what is wrong
    "The Nuggets extended their lead to 55-51 at halftime.",  # the Bucks led: the name may be wrong
])
def test_a_lead_grown_is_left_alone_where_the_break_does_not_fit(read_claims, text):
    [(claim, verdict)] = _growth(read_claims, text)
    assert verdict.status is Status.UNCHECKED


@pytest.mark.parametrize("text", [
    "The Bucks stretched their lead to 9 early in the third quarter.",  # within a quarter: play-by-play
    "The Bucks never extended their lead to 55-51 at halftime.",
    "The Bucks extended a 12-point lead.",
])
def test_no_lead_growth_is_read_within_a_quarter_or_negated(read_claims, text):
    assert _growth(read_claims, text) == []


def test_a_lead_that_shrank_to_the_next_break_is_a_wrong_word(read_claims, shared_dir):
    from boxscore import load_games

    # Heat at Spurs: the Spurs led 55 - 40 at halftime and 71 - 60 after three quarters
    game = next(g for g in load_games(shared_dir / "rotowire" / "valid.json").games
                if g.home.name == "Spurs" and g.vis.name == "Heat" and g.home.quarters == (25, 30, 16, 23))
    text = "The Spurs pushed the margin to 71-60 after three quarters, and the Heat never got closer."
    [(claim, verdict)] = _growth(read_claims, text, game=game)
    assert verdict.status is Status.WRONG and verdict.fixes[0].category.value == "WORD"
    assert "led by 15 at halftime and by 11 after three quarters: the lead did not grow" in verdict.fixes[0].comment
    [(_, verdict)] = _growth(read_claims, "The Spurs pushed the margin to 15 at halftime.", game=game)
    assert verdict.status is Status.CORRECT
