"""The period_scores reader and rule on invented sentences about the gold example game (quarters:
Bucks 26 29 24 29, Nuggets 24 27 28 22; the Bucks led 55 - 51 at halftime)."""

from __future__ import annotations

from factcheck.claims import Frame, Status


def _read(read_claims, text, reader="period_scores"):
    return read_claims(text, raw=False, reader=reader)


def test_a_right_halftime_score_is_read_with_its_team_and_verified(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks were up 55 - 51 at halftime .")
    assert (claim.kind, claim.attribute, claim.frame, claim.period) == ("score", "period", Frame.PERIOD, (1, 2))
    assert claim.subject.side.value == "vis" and claim.cumulative
    assert verdict.status is Status.CORRECT and verdict.fact == "the line score gives Bucks 55, Nuggets 51 at halftime"


def test_a_wrong_quarter_score_is_corrected_number_by_number(read_claims, findings):
    text = "The Nuggets outscored the Bucks 30 - 24 in the third quarter ."
    [(claim, verdict)] = _read(read_claims, text)
    assert claim.subject.side.value == "home" and claim.period == (3,)
    assert verdict.status is Status.WRONG
    assert findings(text, ("period_scores",)) == [("30", "NUMBER", "28")]


def test_a_period_margin_is_read_and_checked(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks outscored the Nuggets by 9 in the fourth quarter .")
    assert (claim.kind, claim.attribute, claim.value.number, claim.period) == ("margin", "period", 9, (4,))
    assert verdict.status is Status.WRONG and verdict.correction == "7"


def test_a_lead_into_a_break_is_the_score_when_it_began(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks carried a 55 - 51 lead into the break .")
    assert (claim.attribute, claim.period) == ("lead", (1, 2)) and verdict.status is Status.CORRECT


def test_a_pair_with_no_team_first_is_read_without_subject(read_claims):
    [(claim, verdict)] = _read(read_claims, "The second unit outscored its counterpart 30 - 24 in the third quarter .")
    assert claim.subject is None and "ambiguous binding" in claim.note
    assert verdict.status is Status.UNCHECKED


def test_a_teams_points_in_a_quarter_carry_the_quarter_read(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Nuggets scored just 22 points in the fourth quarter .",
                               "team_period_points")
    assert claim.period == (4,) and claim.note == "" and verdict.status is Status.CORRECT
    [(claim, verdict)] = _read(read_claims, "The Nuggets scored 12 points in the final minutes .", "team_period_points")
    assert verdict.status is Status.UNCHECKED
