"""The ``only_others`` reader and the only_other verifier on invented sentences about the gold
example game (Bucks in double figures: Albright 26, Redfield 21, Vance 15 and Kastellan 14, Ambrose
11 off the bench; Nuggets: Hagan 27, Mabry 18, Fontaine 12 off the bench, Thorne 10)."""

from __future__ import annotations

from factcheck.claims import Frame, OnlyOther, ScorerCount, Status, Unit


def _read(read_claims, text, kind="only"):
    return read_claims(text, kind, raw=False, reader="only_others")


def test_a_true_only_other_is_read_and_verified(read_claims, findings):
    text = "Tyrell Hagan scored 27 points and Caleb Thorne added 10 . Gideon Mabry was the only other Nuggets " \
           "starter in double figures ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.word) == ("only", "starters", "only other")
    assert claim.subject.player.name == "Gideon Mabry" and isinstance(claim, OnlyOther) and claim.other
    assert claim.unit is Unit.STARTERS
    assert verdict.status is Status.CORRECT
    assert findings(text, ("only_other",)) == []


def test_an_unnamed_scorer_of_the_pool_makes_only_wrong(read_claims, findings):
    text = "Corey Vance was the lone reserve in double figures ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.attribute, claim.value.word) == ("bench", "lone")
    assert verdict.status is Status.WRONG and "Silas Ambrose (11)" in verdict.fact
    assert [(span, category.value) for span, category, _ in findings(text, ("only_other",))] == [("lone", "WORD")]


def test_a_singular_of_the_other_team_is_kept_for_the_verifier(read_claims):
    found = _read(read_claims, "Andre Fontaine was the only Buck in double figures off the bench .")
    [(claim, verdict)] = found
    assert claim.singulars and claim.singulars[0][1] is not claim.subject.player.side
    assert verdict.status is Status.WRONG and verdict.correction == "Nugget"


def test_a_moment_of_the_game_is_read_but_not_checked(read_claims, findings):
    text = "Dante Albright was the only Buck in double figures until the fourth quarter ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.frame, claim.note, claim.subject) == (Frame.PERIOD, "a moment of the game", None)
    assert verdict.status is Status.UNCHECKED and verdict.reason == "a moment of the game"
    assert findings(text, ("only_other",)) == []


def test_a_count_of_a_team_s_double_figure_scorers(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks had five players score in double figures .", "count")
    assert (claim.kind, claim.value.number, claim.subject.side.value) == ("count", 5, "vis")
    assert isinstance(claim, ScorerCount) and not claim.capital
    assert verdict.status is Status.CORRECT
    [(claim, verdict)] = _read(read_claims, "Six players scored in double digits for the Nuggets .", "count")
    assert verdict.status is Status.WRONG and verdict.correction == "Four"
