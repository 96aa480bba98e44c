"""The ``scorer_lists`` reader and the double_figures_names verifier, on invented sentences about
the gold example game (Bucks: Redfield 21, Albright 26, Kastellan 14, Pruitt 7, Vance 15 off the
bench; Nuggets: Hagan 27, Mabry 18, Fontaine 12, Sorensen 9)."""

from __future__ import annotations

from factcheck.claims import Status


def _listed(read_claims, text):
    return read_claims(text, "double", raw=False, reader="scorer_lists")


def test_each_listed_player_is_a_claim_and_a_true_one_stays_silent(read_claims, findings):
    text = "The Bucks had five players score in double figures , including Dante Albright and Corey Vance ."
    found = _listed(read_claims, text)
    assert [(c.kind, c.attribute, c.subject.player.name, c.value.word) for c, _ in found] == [
        ("double", "PTS", "Dante Albright", "double figures"), ("double", "PTS", "Corey Vance", "double figures")]
    assert [v.status for _, v in found] == [Status.CORRECT, Status.CORRECT]
    assert found[0][1].fact == "Dante Albright scored 26 points"
    assert findings(text, ("double_figures_names",)) == []


def test_a_listed_player_under_ten_is_a_name_error(read_claims, findings):
    text = "The Bucks had five players score in double figures , including Dante Albright , Jalen Pruitt and Corey Vance ."
    found = _listed(read_claims, text)
    assert [v.status for _, v in found] == [Status.CORRECT, Status.WRONG, Status.CORRECT]
    assert found[1][0].subject.player.name == "Jalen Pruitt"
    [(span, category, correction)] = findings(text, ("double_figures_names",))
    assert (span, category.value, correction) == ("Jalen Pruitt", "NAME", "")


def test_a_player_of_the_other_team_is_read_but_not_checked(read_claims, findings):
    text = "The Bucks had five players score in double figures , including Milo Sorensen ."
    [(claim, verdict)] = _listed(read_claims, text)
    assert claim.subject.player.name == "Milo Sorensen"
    assert verdict.status is Status.UNCHECKED and "does not play for the Bucks" in verdict.reason
    assert findings(text, ("double_figures_names",)) == []


def test_a_sentence_naming_both_teams_reads_no_list(read_claims):
    text = "The Bucks and the Nuggets had ten players in double figures , including Jalen Pruitt ."
    assert _listed(read_claims, text) == []
