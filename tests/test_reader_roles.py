"""The ``roles`` reader and the starters verifier on invented sentences about the gold example
game (Bucks starters Redfield, Kastellan, Albright; Bucks bench Vance, Ambrose; Nuggets bench
Fontaine)."""

from __future__ import annotations

from factcheck.claims import Status


def _read(read_claims, text):
    return read_claims(text, "role", raw=False)


def test_a_true_bench_phrase_is_read_and_verified(read_claims, findings):
    text = "Corey Vance came off the bench to score 15 points ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.word) == ("role", "bench", "off the bench")
    assert claim.subject.player.name == "Corey Vance" and claim.opposite == "as a starter"
    assert verdict.status is Status.CORRECT and verdict.fact == "Corey Vance came off the bench"
    assert findings(text, ("starters",)) == []


def test_a_starter_off_the_bench_is_wrong_with_the_opposite_as_correction(read_claims):
    [(claim, verdict)] = _read(read_claims, "Dante Albright came off the bench to score 26 points .")
    assert verdict.status is Status.WRONG and verdict.correction == "as a starter"
    assert verdict.fact.startswith("Dante Albright started")


def test_coordinated_players_are_one_group_claim(read_claims):
    [(claim, verdict)] = _read(read_claims, "Corey Vance and Dante Albright were productive as reserves .")
    assert (claim.subject.kind, [p.name for p in claim.players]) == ("group", ["Corey Vance", "Dante Albright"])
    assert verdict.status is Status.WRONG and verdict.fact.startswith("Dante Albright started")


def test_a_starter_phrase(read_claims):
    [(claim, verdict)] = _read(read_claims, "Andre Fontaine was the only other starter in double figures .")
    assert (claim.attribute, claim.value.word, claim.opposite) == ("starter", "starter", "bench player")
    assert verdict.status is Status.WRONG and verdict.correction == "bench player"


def test_a_change_of_role_or_another_game_is_read_but_not_checked(read_claims, findings):
    text = "Dante Albright has been coming off the bench this season ."
    [(claim, verdict)] = _read(read_claims, text)
    assert claim.subject is None and claim.note == "a change of role, a usual role or another game"
    assert verdict.status is Status.UNCHECKED and verdict.reason == claim.note
    assert findings(text, ("starters",)) == []


def test_a_team_s_bench_binds_nobody(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks got 30 points off the bench .")
    assert claim.subject is None and verdict.status is Status.UNCHECKED


def test_the_only_other_reserve_is_a_bench_phrase(findings):
    # Corey Vance came off the bench; Oren Kastellan started
    assert findings("Corey Vance was the only other reserve in double figures .", ("starters",)) == []
    found = findings("Oren Kastellan was the only other reserve in double figures .", ("starters",))
    assert [(span, correction) for span, _, correction in found] == [("reserve", "starter")]
