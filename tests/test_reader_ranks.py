"""The ``ranks`` reader and its verifier on invented sentences about the gold example game (Bucks
points: Albright 26, Redfield 21, Vance 15, Kastellan 14, Ambrose 11)."""

from __future__ import annotations

from boxscore import Stat
from factcheck.claims import NextRank, Status, TeamRank


def _read(read_claims, text):
    return read_claims(text, "rank", raw=False)


def test_a_true_ordinal_is_read_and_verified(read_claims, findings):
    text = "Marcus Redfield was second on the team with 21 points ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.number, claim.subject.player.name) == (
        "rank", "PTS", 2, "Marcus Redfield")
    assert isinstance(claim, TeamRank) and (claim.rank, claim.at, claim.stat) == (2, 3, Stat.PTS)
    assert verdict.status is Status.CORRECT
    assert findings(text, ("ranks",)) == []


def test_a_wrong_ordinal_is_corrected_to_the_rank(read_claims):
    [(claim, verdict)] = _read(read_claims, "Corey Vance was second on the team in scoring .")
    assert verdict.status is Status.WRONG and verdict.correction == "third"


def test_next_skipping_an_unnamed_team_mate_is_wrong(read_claims, findings):
    text = "Dante Albright scored 26 points . Oren Kastellan was next with 14 points ."
    [(claim, verdict)] = _read(read_claims, text)
    assert isinstance(claim, NextRank) and claim.previous.name == "Dante Albright"
    assert (claim.value.word, claim.figure.value, claim.behind) == ("next", 14, False)
    assert verdict.status is Status.WRONG and "Marcus Redfield 21, Corey Vance 15" in verdict.fact
    assert [(span, category.value) for span, category, _ in findings(text, ("ranks",))] == [("next", "WORD")]


def test_next_after_the_one_before_is_verified(read_claims):
    [(claim, verdict)] = _read(read_claims, "Dante Albright scored 26 points . Marcus Redfield was next with 21 points .")
    assert verdict.status is Status.CORRECT


def test_a_statistic_with_no_column_is_read_with_a_note(read_claims):
    [(claim, verdict)] = _read(read_claims, "Corey Vance was second on the team in double figures .")
    assert claim.note == "a statistic with no box-score column"
    assert verdict.status is Status.UNCHECKED and verdict.reason == claim.note
