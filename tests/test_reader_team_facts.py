"""Team facts read as claims and verified: a record in brackets, a team's result, a player's team,
home and road words (sentences written for the test, about the gold example game: the Bucks,
4 - 2, won 108 - 101 at the Nuggets, 2 - 3, on a Friday)."""

from __future__ import annotations

import pytest

from factcheck.claims import Frame, Status


def _read(read_claims, text, reader):
    return read_claims(text, raw=False, reader=reader)


# ---- bracket_records (team_record, player_as_team) -------------------------------------------------
def test_a_right_record_is_read_and_verified(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks ( 4 - 2 ) won on Friday .", "bracket_records")
    assert (claim.kind, claim.attribute, claim.subject.side.value) == ("record", "team", "vis")
    assert (claim.value.number, claim.value.second) == (4, 2)
    assert verdict.status is Status.CORRECT and verdict.rule == "team_record"
    assert verdict.fact == "the Bucks were 4 - 2 after this game"


def test_a_wrong_record_number(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Nuggets ( 3 - 2 ) lost .", "bracket_records")
    assert claim.subject.side.value == "home" and verdict.status is Status.WRONG
    assert verdict.correction == "2"


def test_a_record_of_the_other_team_in_a_sentence_about_its_player_is_a_wrong_name(read_claims, findings):
    text = "Dante Albright scored 26 points ( 10 - 19 FG ) as the Nuggets ( 4 - 2 ) won ."
    [(claim, verdict)] = _read(read_claims, text, "bracket_records")
    assert verdict.status is Status.WRONG and verdict.correction == "Bucks" and verdict.rule == "team_record"
    # told "for the Nuggets", the team is named as his: the judge reads the name as the Bucks', and
    # the record is the Bucks' (the name's fix is the team_of claim's)
    text = "Dante Albright scored 26 points for the Nuggets ( 4 - 2 ) ."
    [(claim, verdict)] = _read(read_claims, text, "bracket_records")
    assert verdict.status is Status.CORRECT and verdict.fact == "the Bucks were 4 - 2 after this game"
    from factcheck.engine.errors import Category
    assert findings(text, ("team_of_player", "team_record")) == [("Nuggets", Category.NAME, "Bucks")]


def test_a_player_name_in_a_teams_slot(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks defeated the Tyrell Hagan ( 2 - 3 ) .", "bracket_records")
    assert (claim.kind, claim.attribute, claim.subject.player.name) == ("name", "player_as_team", "Tyrell Hagan")
    assert verdict.status is Status.WRONG and verdict.correction == "Denver Nuggets"


# ---- team_results (team_result) ---------------------------------------------------------------------
def test_the_winner_named_as_the_loser(read_claims):
    [(claim, verdict)] = _read(read_claims, "Milwaukee lost at home .", "team_results")
    assert (claim.kind, claim.subject.side.value, claim.value.word, claim.note) == ("result", "vis", "loss", "")
    assert verdict.status is Status.WRONG and verdict.correction == "Denver"


def test_a_true_result_is_verified_and_silent(read_claims, findings):
    [(claim, verdict)] = _read(read_claims, "The Bucks were able to prevail with a road win .", "team_results")
    assert claim.value.word == "win" and verdict.status is Status.CORRECT
    assert verdict.fact == "the Bucks won 108 - 101"
    assert findings("The Bucks were able to prevail with a road win .", ("team_result",)) == []


@pytest.mark.parametrize("text, note", [
    ("The Nuggets were coming off a win against Utah .", "another game, a streak, an expectation or a negation"),
    ("The Nuggets have now lost four straight .", "another game, a streak, an expectation or a negation"),
    ("The Nuggets , after all , won .", ""),  # a clause break before the word: no claim
])
def test_results_of_other_games_are_read_with_a_note(read_claims, text, note):
    found = _read(read_claims, text, "team_results")
    if not note:
        assert found == []
        return
    [(claim, verdict)] = found
    assert claim.note == note and verdict.status is Status.UNCHECKED and verdict.reason == note


def test_a_result_on_another_day_is_unchecked(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Nuggets won on Tuesday .", "team_results")
    assert verdict.status is Status.UNCHECKED and verdict.reason == "another day's game"


# ---- player_teams (team_of_player) ------------------------------------------------------------------
@pytest.mark.parametrize("text, attribute, player, team, status, correction", [
    ("The Nuggets ' Dante Albright scored 26 points .", "possessive", "Dante Albright", "Nuggets", Status.WRONG,
     "Bucks"),
    ("Denver guard Dante Albright scored 26 points .", "possessive", "Dante Albright", "Denver", Status.WRONG,
     "Milwaukee"),
    ("Milwaukee 's Dante Albright scored 26 points .", "possessive", "Dante Albright", "Milwaukee", Status.CORRECT, ""),
    ("Marcus Redfield added 21 points for the Nuggets .", "line_for", "Marcus Redfield", "Nuggets", Status.WRONG,
     "Bucks"),
])
def test_a_team_named_as_a_players_team(read_claims, text, attribute, player, team, status, correction):
    [(claim, verdict)] = _read(read_claims, text, "player_teams")
    assert (claim.kind, claim.attribute, claim.value.word, claim.frame) == ("team_of", attribute, player, Frame.GAME)
    assert claim.player.name == player and team in text.split()[claim.subject.start:claim.subject.end]
    assert verdict.status is status and verdict.correction == correction


# ---- venue_words (home_road) ------------------------------------------------------------------------
@pytest.mark.parametrize("text, attribute, word, status, correction", [
    ("The host Bucks won 108 - 101 .", "host_adj", "home", Status.WRONG, "visiting"),
    ("The visiting Bucks won 108 - 101 .", "host_adj", "road", Status.CORRECT, ""),
    ("The Bucks earned a home win .", "venue_word", "home", Status.WRONG, "road"),
    ("The Bucks earned a road win .", "venue_word", "road", Status.CORRECT, ""),
    ("The home team prevailed .", "venue_team", "home", Status.WRONG, "road"),
])
def test_home_and_road_words(read_claims, text, attribute, word, status, correction):
    [(claim, verdict)] = _read(read_claims, text, "venue_words")
    assert (claim.kind, claim.attribute, claim.value.word, claim.frame) == ("venue", attribute, word, Frame.GAME)
    assert verdict.status is status and verdict.correction == correction


def test_a_venue_word_about_the_next_game_is_read_with_its_frame(read_claims, findings):
    text = "The Bucks will host the Jazz on Sunday ."
    found = _read(read_claims, "The Bucks will play at home against the Jazz on Sunday .", "venue_words")
    [(claim, verdict)] = found
    assert claim.frame is Frame.OTHER_GAME and claim.subject is None
    assert verdict.status is Status.UNCHECKED and findings(text, ("home_road",)) == []


def test_at_home_outside_a_result_clause_is_not_checked(read_claims):
    [(claim, verdict)] = _read(read_claims, "The Bucks felt at home in the arena .", "venue_words")
    assert claim.note == "not in a clause about this game's result" and verdict.status is Status.UNCHECKED


# ---- team_stories (wrong_team) ------------------------------------------------------------------
def _stories(read_claims, text):
    return [(c.subject.player.name, c.value.word, c.form, c.note, v.status)
            for c, v in _read(read_claims, text, "team_stories")]


def test_a_continuation_of_the_other_teams_story_is_wrong(read_claims):
    text = "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan followed with 27 points ."
    [(claim, verdict)] = _read(read_claims, text, "team_stories")
    assert (claim.kind, claim.attribute, claim.subject.player.name, claim.value.word) == (
        "team_of", "story", "Tyrell Hagan", "Bucks")
    assert verdict.status is Status.WRONG and verdict.rule == "wrong_team"


def test_a_continuation_of_his_own_teams_story_is_verified_and_silent(read_claims, findings):
    text = "Dante Albright led the way for the Bucks with 26 points . Oren Kastellan followed with 14 points ."
    assert _stories(read_claims, text) == [("Oren Kastellan", "Bucks", "continuation", "", Status.CORRECT)]
    assert findings(text, ("wrong_team",)) == []


def test_a_player_placed_in_his_own_team_before_is_read_with_a_note(read_claims):
    text = ("Tyrell Hagan was the top Nuggets scorer with 27 points . "
            "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan followed with 27 points .")
    [(name, team, form, note, status)] = _stories(read_claims, text)
    assert (name, team, note, status) == ("Tyrell Hagan", "Bucks", "placed in his own team by name earlier in the "
                                                                    "text", Status.UNCHECKED)


def test_they_led_by_the_other_teams_player(read_claims):
    text = "The Nuggets never led . They were led by Dante Albright , who scored 26 points ."
    assert _stories(read_claims, text) == [("Dante Albright", "Nuggets", "led_by", "", Status.WRONG)]


def test_a_new_story_opened_without_a_continuation_word_is_no_claim(read_claims):
    text = "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan finished with 27 points ."
    assert _stories(read_claims, text) == []


def test_a_group_total_of_the_team_the_story_tells_of(read_claims):
    text = "The Bucks pulled away late . The bench combined for 40 points ."
    found = [(c, v) for c, v in read_claims(text, raw=False, reader="group_points")]
    [(claim, verdict)] = found
    assert claim.subject.side.value == "vis" and claim.subject.group == "bench"
