"""The ``group_leads`` reader and the lead_groups verifier on invented sentences about the gold
example game (Bucks points: Albright 26, Redfield 21, Vance 15, Kastellan 14; rebounds: Kastellan
12, Redfield 11; bench points: Vance 15, Ambrose 11, Hollings 4)."""

from __future__ import annotations

from factcheck.claims import Status


def _read(read_claims, text):
    return read_claims(text, "group_lead", raw=False)


def test_a_true_group_lead_is_read_and_verified(read_claims, findings):
    text = "The Bucks were led by the duo of Dante Albright and Marcus Redfield ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.word) == ("group_lead", "team PTS", "led")
    assert [p.name for p in claim.group] == ["Dante Albright", "Marcus Redfield"]
    assert (claim.subject.kind, claim.subject.side.value) == ("group", "vis")
    assert verdict.status is Status.CORRECT
    assert findings(text, ("lead_groups",)) == []


def test_a_member_outside_the_top_makes_the_verb_wrong(read_claims, findings):
    text = "Dante Albright and Oren Kastellan led the Bucks ."
    [(claim, verdict)] = _read(read_claims, text)
    assert verdict.status is Status.WRONG and "Oren Kastellan ranked 4" in verdict.fact
    assert [(span, category.value) for span, category, _ in findings(text, ("lead_groups",))] == [("led", "WORD")]


def test_the_statistic_and_the_bench_are_read(read_claims):
    [(claim, verdict)] = _read(read_claims, "Oren Kastellan and Marcus Redfield led the team on the glass .")
    assert claim.attribute == "team REB" and verdict.status is Status.CORRECT
    [(claim, verdict)] = _read(read_claims, "Corey Vance and Silas Ambrose paced the bench .")
    assert claim.attribute == "bench PTS" and verdict.status is Status.CORRECT


def test_a_shared_total_is_read_with_a_note_and_not_checked(read_claims, findings):
    text = "Dante Albright and Oren Kastellan led the Bucks , as they combined for 40 points ."
    [(claim, verdict)] = _read(read_claims, text)
    assert claim.note == "a shared total, not a ranking"
    assert verdict.status is Status.UNCHECKED and verdict.reason == claim.note
    assert findings(text, ("lead_groups",)) == []


def test_a_group_of_both_teams_is_left_to_other_families(read_claims):
    [(claim, verdict)] = _read(read_claims, "Dante Albright and Tyrell Hagan led the way .")
    assert verdict.status is Status.UNCHECKED and verdict.reason == "players of both teams"


def test_a_group_subject_of_the_clause_sums_its_figure(findings):
    # Corey Vance 15 points, 3 rebounds; Silas Ambrose 11 points, 5 rebounds
    text = "Corey Vance and Silas Ambrose were very effective off the bench , combining for 30 points ."
    assert [(span, correction) for span, _, correction in findings(text, ("group_stats",))] == [("30", "26")]
    text = "Corey Vance and Silas Ambrose were very effective off the bench , combining for 26 points ."
    assert findings(text, ("group_stats",)) == []


def test_a_group_said_to_trail_is_wrong_when_it_led(read_claims, findings):
    text = "Dante Albright and Marcus Redfield trailed the Bucks with 26 and 21 points ."
    [(claim, verdict)] = _read(read_claims, text)
    assert claim.trail and verdict.status is Status.WRONG
    assert [(span, category.value) for span, category, _ in findings(text, ("lead_groups",))] == [("trailed", "WORD")]
    text = "Marcus Redfield and Oren Kastellan trailed the Bucks ."  # Albright led them
    [(claim, verdict)] = _read(read_claims, text)
    assert claim.trail and verdict.status is Status.CORRECT
    assert _read(read_claims, "The Bucks trailed by Dante Albright and Marcus Redfield .") == []
