"""Comparison words and names of players who did not play, read as claims and verified (sentences
written for the test, about the gold example game: the Bucks won 108 - 101 at the Nuggets; the
Nuggets had 45 rebounds to the Bucks' 46; Victor Sandoval of the Bucks did not play)."""

from __future__ import annotations


from factcheck.claims import Frame, Status


def _read(read_claims, text, reader):
    return read_claims(text, raw=False, reader=reader)


# ---- team_comparisons (comparisons) -------------------------------------------------------------
def test_a_wrong_comparison_of_totals(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Nuggets out - rebounded the Bucks .", "team_comparisons")
    assert (claim.kind, claim.attribute, claim.form) == ("comparison", "REB", "more")
    assert claim.subject.side.value == "home" and claim.frame is Frame.GAME
    assert verdict.status is Status.WRONG and verdict.rule == "comparisons"


def test_a_passive_comparison_is_about_the_other_team_and_true(read_claims, findings):
    text = "The Nuggets were out - rebounded by the Bucks ."
    [(claim, verdict)] = _read(read_claims, text, "team_comparisons")
    assert claim.subject.side.value == "vis" and verdict.status is Status.CORRECT
    assert verdict.fact == "the Bucks had 46 rebounds, the Nuggets 45"
    assert findings(text, ("comparisons",)) == []


def test_outscoring_in_a_period_is_read_with_its_quarters(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks outscored the Nuggets in the fourth quarter .",
                               "team_comparisons")
    assert (claim.attribute, claim.frame, claim.period) == ("PTS", Frame.PERIOD, (4,))
    assert verdict.status is Status.CORRECT
    assert verdict.fact == "the Bucks scored 29 to the Nuggets' 22 in the fourth quarter"
    [(claim, verdict)] = _read(read_claims, "The Bucks outscored the Nuggets in the third quarter .",
                               "team_comparisons")
    assert verdict.status is Status.WRONG and verdict.correction == "were outscored by"


def test_a_comparison_in_another_games_sentence_is_read_with_its_frame(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Nuggets out - rebounded the Bucks in their last meeting .",
                               "team_comparisons")
    assert claim.frame is Frame.OTHER_GAME and claim.subject is None
    assert verdict.status is Status.UNCHECKED


def test_matching_figures_of_two_players(read_claims):
    # Tobias Whitfield and Kofi Ransome had eight points each; Marcus Redfield had 21
    [(claim, verdict)] = _read(read_claims, "Tobias Whitfield and Kofi Ransome supplied matching 8 - point efforts .",
                               "team_comparisons")
    assert (claim.attribute, claim.value.number, claim.subject.group) == ("PTS", 8, "pair")
    assert verdict.status is Status.CORRECT
    [(claim, verdict)] = _read(read_claims, "Tobias Whitfield and Kofi Ransome supplied matching 9 - point efforts .",
                               "team_comparisons")
    assert verdict.status is Status.WRONG and verdict.correction == "8"
    [(claim, verdict)] = _read(read_claims, "Tobias Whitfield and Marcus Redfield supplied matching 8 - point "
                                            "efforts .", "team_comparisons")
    assert verdict.status is Status.WRONG and "the figures differ" in verdict.fact


# ---- unplayed_names (player_names) ---------------------------------------------------------------
def test_numbers_of_a_player_who_did_not_play(read_claims):
    [(claim, verdict)] = _read(read_claims, "Victor Sandoval scored 15 points off the bench .", "unplayed_names")
    assert (claim.kind, claim.attribute, claim.subject.player.name) == ("name", "did_not_play", "Victor Sandoval")
    assert [(n.value, stat) for n, stat in claim.figures] == [(15, "PTS")]
    assert verdict.status is Status.WRONG and verdict.correction == "Corey Vance"


def test_minutes_alone_of_a_player_who_did_not_play_are_read_but_not_checked(read_claims, findings):
    text = "Victor Sandoval played 15 minutes ."
    [(claim, verdict)] = _read(read_claims, text, "unplayed_names")
    assert (claim.attribute, claim.note) == ("did_not_play", "minutes alone: as often a stretch of the game")
    assert verdict.status is Status.UNCHECKED and findings(text, ("player_names",)) == []


def test_a_name_of_no_player_paired_with_one_who_played(read_claims, findings):
    [(claim, verdict)] = _read(read_claims, "The backcourt of Chris Paul and Dante Albright did the damage .",
                               "unplayed_names")
    assert (claim.attribute, claim.subject, claim.value.word) == ("paired", None, "Chris Paul")
    assert claim.partner.name == "Dante Albright" and verdict.status is Status.WRONG
    text = "The Bucks were missing Chris Paul and Dante Albright was hobbled ."
    [(claim, verdict)] = _read(read_claims, text, "unplayed_names")
    assert claim.note == "the sentence says he was missing" and verdict.status is Status.UNCHECKED
    assert findings(text, ("player_names",)) == []


def test_a_name_of_no_player_with_numbers(read_claims):
    # Marcus Redfield had 21 points and 11 rebounds: the only line that fits both
    [(claim, verdict)] = _read(read_claims, "Chris Paul scored 21 points and grabbed 11 rebounds .", "unplayed_names")
    assert (claim.attribute, claim.subject, claim.value.word) == ("unknown_with_numbers", None, "Chris Paul")
    assert verdict.status is Status.WRONG and verdict.correction == "Marcus Redfield"
    [(claim, verdict)] = _read(read_claims, "Chris Paul scored 21 points .", "unplayed_names")
    assert verdict.status is Status.UNCHECKED and verdict.reason == "no one player of this game has these numbers"
