"""The ``thresholds`` reader and its verifier on invented sentences about the gold example game
(Nuggets: Hagan 27 points 36 minutes, Mabry 18, Fontaine 12; starters Thorne 10, Estrada 9,
Mabry 18, Hagan 27, Sorensen 9)."""

from __future__ import annotations

from factcheck.claims import Status


def _read(read_claims, text):
    return read_claims(text, "count", raw=False, reader="thresholds")


def test_a_bound_over_the_other_players_is_read_and_verified(read_claims, findings):
    text = "Tyrell Hagan scored 27 points , and no other Nugget scored more than 18 points ."
    [(claim, verdict)] = _read(read_claims, text)
    assert (claim.kind, claim.attribute, claim.value.number) == ("count", "PTS", 18)
    assert (claim.subject.kind, claim.subject.group, claim.subject.side.value) == ("group", "other players", "home")
    assert claim.most and not claim.starters
    assert verdict.status is Status.CORRECT and verdict.fact == "Gideon Mabry had 18 points"
    assert findings(text, ("thresholds",)) == []


def test_other_leaves_out_the_players_named_before(read_claims, example_game):
    [(claim, _)] = _read(read_claims, "Tyrell Hagan scored 27 points , and no other Nugget scored more than 18 points .")
    hagan = next(p for p in example_game.played if p.name == "Tyrell Hagan")
    assert claim.excluded == {hagan.index}


def test_a_figure_the_pool_passes_is_wrong(read_claims):
    [(claim, verdict)] = _read(read_claims, "No one on the Nuggets played more than 30 minutes .")
    assert (claim.attribute, claim.subject.group) == ("MIN", "players")
    assert verdict.status is Status.WRONG and verdict.correction == "36"


def test_every_starter_at_least(read_claims):
    [(claim, verdict)] = _read(read_claims, "All five Nuggets starters scored at least 10 points .")
    assert (claim.subject.group, claim.most, claim.starters) == ("starters", False, True)
    assert verdict.status is Status.WRONG and verdict.correction == "9"


def test_no_team_named_reads_nothing(read_claims):
    assert _read(read_claims, "No player scored more than 17 points .") == []
