"""The schedule families as reader + verifier: weekday, form words, not-checkable claims, the next
game, streaks and history. Invented sentences about the gold example game (Bucks 108 at Nuggets
101, Friday 2016-11-04): the claim read (kind, subject, value, frame) and the verdict."""

from __future__ import annotations

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker
from boxscore import Stat
from factcheck.claims import FormSays, Frame, Lookup, Status, TwoNextGames, Weekday
# the invented schedule around the example game, and the Bucks' game at Indiana two days before
from test_league import earlier_game, league, schedule_path  # noqa: F401 - fixtures


def verdicts(league, game, text: str, family: str, kind: str, not_checkable: bool = False):
    """(errors as (category, span, correction), [(claim, verdict)] of ``kind``) of one family."""
    doc = Document.from_tokenized("T", text)
    checker = Checker(only=[family], league=league, not_checkable=not_checkable)
    errors, judged, failures = checker.check_with_verdicts(doc, game)
    assert failures == []
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in errors], \
        [(v.claim, v) for v, _ in judged if v.claim.kind == kind]


# ---- weekday -----------------------------------------------------------------------------------
def test_a_wrong_weekday_of_this_game_is_read_and_corrected(read_claims):
    [(claim, verdict)] = read_claims("The Bucks beat the Nuggets on Wednesday .", "weekday", raw=False)
    assert (claim.reader, claim.kind, claim.value.word, claim.frame, claim.subject.kind) == \
        ("game_weekday", "weekday", "Wednesday", Frame.GAME, "game")
    assert verdict.status is Status.WRONG and verdict.correction == "Friday" and verdict.rule == "weekday"


def test_the_right_weekday_is_verified_and_silent(read_claims, findings):
    text = "The Bucks beat the Nuggets on Friday ."
    [(claim, verdict)] = read_claims(text, "weekday", raw=False)
    assert claim.frame is Frame.GAME and verdict.status is Status.CORRECT
    assert verdict.fact == "the game was played on Friday 2016-11-04"
    assert findings(text, ("weekday",)) == []


def test_a_weekday_of_another_game_is_read_with_its_frame_and_cue(read_claims, findings):
    text = "The Bucks bounced back after Wednesday 's loss ."
    [(claim, verdict)] = read_claims(text, "weekday", raw=False)
    assert (claim.value.word, claim.frame) == ("Wednesday", Frame.OTHER_GAME)
    assert claim.note.startswith("another game") and verdict.status is Status.UNCHECKED
    assert verdict.reason == claim.note
    assert findings(text, ("weekday",)) == []


def test_a_weekday_against_a_team_not_in_this_game_is_another_games(read_claims):
    [(claim, _)] = read_claims("The Bucks won three days removed from a loss to Dallas on Wednesday .", "weekday", raw=False)
    # the team it names ties it to a game of the schedule: left to the rule, with no note
    assert claim.frame is Frame.OTHER_GAME and claim.note == "" and claim.opponents == {"Mavericks"}
    assert not claim.ahead


# ---- unverifiable (not_checkable) --------------------------------------------------------------
def _nc_verdicts(example_game, text: str):
    """(errors, [(claim, verdict)]) of the not_checkable rule, asked for, on a tokenized text."""
    errors, judged = verdicts(None, example_game, text, "not_checkable", "unverifiable", not_checkable=True)
    return [(span, category) for category, span, _ in errors], judged


def test_standings_and_injuries_are_read_as_unverifiable(read_claims, findings, example_game):
    text = "The Bucks , in third place , lost Corey Vance to a knee injury ."
    found = read_claims(text, "unverifiable", raw=False)
    assert [(c.reader, c.attribute, c.frame, c.subject) for c, _ in found] == \
        [("unverifiable", "standings", Frame.SEASON, None), ("unverifiable", "injury", Frame.SEASON, None)]
    assert [c.lookup for c, _ in found] == [Lookup.PLACE, Lookup.INJURY] and not any(c.note for c, _ in found)
    # by default nothing is emitted: read, and unchecked with the reason
    reasons = ["standings are not in the box score or schedule", "injuries are not in the data"]
    assert all(v.status is Status.UNCHECKED for c, v in found) and [v.reason for _, v in found] == reasons
    assert findings(text, ("not_checkable",)) == []
    errors, judged = _nc_verdicts(example_game, text)
    assert errors == [("third place", "NOT_CHECKABLE"), ("knee injury", "NOT_CHECKABLE")]
    assert [v.reason for _, v in judged] == reasons


def test_a_season_average_is_one_claim_per_number(read_claims):
    found = read_claims("Corey Vance is averaging 16 points and 6 rebounds on the year .", "unverifiable", raw=False)
    assert [(c.attribute, c.value.number, c.frame) for c, _ in found] == \
        [("season average", 16, Frame.AVERAGE), ("season average", 6, Frame.AVERAGE)]


def test_a_season_high_team_score_is_left_to_the_schedule(example_game):
    errors, judged = _nc_verdicts(example_game, "The Bucks scored a season - high 108 points .")
    [(claim, verdict)] = judged
    assert errors == [] and claim.attribute == "season high" and claim.score.value == 108
    assert verdict.status is Status.UNCHECKED and "team's score" in verdict.reason


# ---- form words ----------------------------------------------------------------------------------
def test_continue_to_struggle_of_a_team_in_form_is_wrong(league, example_game):
    # Bucks: W L L W W W through Friday (four of the last five)
    errors, found = verdicts(league, example_game, "The Bucks won , as they continue to struggle .",
                             "form_words", "form")
    [(claim, verdict)] = found
    assert (claim.reader, claim.attribute, example_game.team(claim.subject.side).name, claim.value.word) == \
        ("team_form", "struggle", "Bucks", "continue to struggle")
    assert errors == [("WORD", "continue to struggle", "")] and verdict.status is Status.WRONG
    assert verdict.fact.startswith("the Bucks are 4 - 2")


def test_a_team_that_does_struggle_is_verified_and_silent(league, example_game):
    errors, [(claim, verdict)] = verdicts(league, example_game, "The Nuggets continue to struggle .",
                                          "form_words", "form")
    assert errors == [] and example_game.team(claim.subject.side).name == "Nuggets"
    assert claim.says is FormSays.STRUGGLE and verdict.status is Status.CORRECT


def test_the_team_named_is_the_subject_with_its_span(league, example_game):
    errors, [(claim, _)] = verdicts(league, example_game, "Portland won , and the Nuggets continue to struggle .",
                                    "form_words", "form")
    assert (claim.subject.start, claim.subject.end, claim.subject.form) == (5, 6, "name")
    errors, [(claim, _)] = verdicts(league, example_game, "The Nuggets lost . They continue to struggle .",
                                    "form_words", "form")
    assert example_game.team(claim.subject.side).name == "Nuggets" and not claim.subject.named  # "They"


def test_one_of_the_hottest_teams_against_the_opponent_is_read_but_not_checked(league, example_game):
    errors, [(claim, verdict)] = verdicts(league, example_game, "The Nuggets lost against one of the hottest teams .",
                                          "form_words", "form")
    assert errors == [] and claim.subject is None and claim.note == "about the opponent"
    assert verdict.status is Status.UNCHECKED and verdict.reason == "about the opponent"


# ---- next game -----------------------------------------------------------------------------------
# Bucks: next Sunday 11-06 at the Jazz; Nuggets: next Saturday 11-05 at home against the Hornets
def test_next_game_claims_are_read_per_item_and_verified(league, example_game):
    errors, found = verdicts(league, example_game, "The Bucks head back home to face the Utah Jazz on Saturday .",
                             "next_game", "next_game")
    assert errors == [("WORD", "home", "road"), ("NAME", "Saturday", "Sunday")]
    read = [(c.attribute, c.value.word if c.value else None, c.frame, v.status) for c, v in found]
    assert read == [("game", None, Frame.NEXT_GAME, Status.CORRECT),
                    ("venue", "home", Frame.NEXT_GAME, Status.WRONG),
                    ("opponent", "Utah Jazz", Frame.NEXT_GAME, Status.CORRECT),
                    ("weekday", "Saturday", Frame.NEXT_GAME, Status.WRONG)]
    assert all(example_game.team(c.subject.side).name == "Bucks" for c, _ in found)
    assert found[2][1].fact == "the Bucks' next game is on the road at the Jazz on Sunday 2016-11-06"


def test_a_true_next_game_is_silent(league, example_game):
    errors, found = verdicts(league, example_game, "The Nuggets will host the Hornets on Saturday .",
                             "next_game", "next_game")
    assert errors == [] and {v.status for _, v in found} == {Status.CORRECT}
    assert [c.attribute for c, _ in found] == ["game", "venue", "opponent", "weekday"]


def test_the_opponents_record_and_the_rest_days(league, example_game):
    errors, found = verdicts(league, example_game, "The Bucks will visit the Jazz ( 9 - 9 ) tomorrow .",
                             "next_game", "next_game")
    by = {c.attribute: (c, v) for c, v in found}
    assert by["opponent record"][0].wins.value == 9 and by["opponent record"][1].status is Status.WRONG
    assert by["gap"][0].days == (1, 1) and by["gap"][1].status is Status.WRONG
    assert ("WORD", "tomorrow", "") in errors


def test_two_next_game_clauses_are_read_together(league, example_game):
    # the Bucks play Sunday, the Nuggets Saturday: "as well" of two days is wrong
    text = "The Bucks visit the Jazz on Sunday , while the Nuggets host the Hornets on Saturday as well ."
    errors, found = verdicts(league, example_game, text, "next_game", "next_game")
    [(pair, verdict)] = [(c, v) for c, v in found if isinstance(c, TwoNextGames)]
    first, second = pair.clauses
    assert [example_game.team(c.subject.side).name for c in pair.clauses] == ["Bucks", "Nuggets"]
    assert (first.days, second.days, first.opponents, second.as_well) == \
        ({Weekday.SUNDAY}, {Weekday.SATURDAY}, {"Jazz"}, (16, 18))
    assert errors == [("WORD", "as well", "")] and verdict.status is Status.WRONG
    # one clause only: no pair
    _, found = verdicts(league, example_game, "The Bucks visit the Jazz on Sunday .", "next_game", "next_game")
    assert not any(isinstance(c, TwoNextGames) for c, _ in found)


def test_a_future_clause_with_no_team_of_this_game_is_read_unbound(league, example_game):
    errors, [(claim, verdict)] = verdicts(league, example_game, "The Heat will host the Jazz on Sunday .",
                                          "next_game", "next_game")
    assert errors == [] and claim.subject is None and claim.attribute == "game"
    assert verdict.status is Status.UNCHECKED and verdict.reason.startswith("ambiguous binding")


# ---- streaks -------------------------------------------------------------------------------------
# Bucks: W L L W W and this game W (three straight wins now, two before it)
def test_a_wrong_run_is_read_and_corrected(league, example_game):
    errors, [(claim, verdict)] = verdicts(league, example_game, "The Bucks have won four straight games .",
                                          "streaks", "streak")
    assert (claim.reader, claim.attribute, claim.value.word, claim.frame) == ("streaks", "Run", "four", Frame.SPAN)
    assert example_game.team(claim.subject.side).name == "Bucks" and claim.inclusive
    assert errors == [("NUMBER", "four", "three")] and verdict.status is Status.WRONG


def test_a_true_run_is_verified_and_silent(league, example_game):
    errors, [(claim, verdict)] = verdicts(league, example_game, "The Bucks have now won three of their last five games .",
                                          "streaks", "streak")
    assert errors == [] and claim.attribute == "OfLast" and (claim.readings[0].n.value, claim.readings[0].m.value) == (3, 5)
    assert verdict.status is Status.CORRECT
    assert verdict.fact == "the Bucks went 3 - 2 in their last 5 games up to and including this game"


def test_a_run_before_another_game_is_read_with_its_frame(league, example_game):
    text = "The Bucks had won four in a row before falling on Monday ."
    errors, [(claim, verdict)] = verdicts(league, example_game, text, "streaks", "streak")
    assert errors == [] and claim.frame is Frame.OTHER_GAME and not claim.inclusive
    assert verdict.status is Status.UNCHECKED and "another game" in verdict.reason


def test_a_denied_run_and_an_avoided_one_are_read_but_not_checked(league, example_game):
    errors, found = verdicts(league, example_game, "The Bucks have n't lost five straight all season .",
                             "streaks", "streak")
    [(claim, verdict)] = found
    assert errors == [] and claim.note.startswith("a count denied") and verdict.status is Status.UNCHECKED
    errors, [(claim, _)] = verdicts(league, example_game, "The Nuggets avoided their fourth straight loss .",
                                    "streaks", "streak")
    assert errors == [] and claim.note.startswith("not the current run") and claim.subject is None


# ---- history -------------------------------------------------------------------------------------
# Redfield: 21 points, 11 rebounds here, 14 and 10 at Indiana two days before (a double-double too)
def test_a_players_run_and_sums_are_read_and_checked(league, example_game):
    text = ("Marcus Redfield had 21 points and 11 rebounds . It was his second double - double in a row , "
            "as he 's combined for 40 points and 21 rebounds over his last two games .")
    errors, found = verdicts(league, example_game, text, "history", "history")
    assert errors == [("NUMBER", "40", "35")]
    read = [(c.reader, c.attribute, c.subject.player.name, c.frame, v.status) for c, v in found]
    assert read == [("history", "run", "Marcus Redfield", Frame.SPAN, Status.CORRECT),
                    ("history", "sum", "Marcus Redfield", Frame.SPAN, Status.WRONG),
                    ("history", "sum", "Marcus Redfield", Frame.SPAN, Status.CORRECT)]
    run, points, rebounds = (c for c, _ in found)
    assert (run.ordinal, run.doubles, run.is_run) == (2, 2, True)
    assert (points.stat, points.games, points.value.number) == (Stat.PTS, 2, 40)
    assert (run.subject.start, run.subject.end) == (-1, -1)  # "his": the name is in the sentence before
    assert found[2][1].fact == "Marcus Redfield totalled 21 rebounds over his last 2 games"


def test_no_double_double_in_this_game_needs_no_league(example_game, findings):
    text = "Tyrell Hagan scored 27 points . It was his second double - double in a row ."
    errors, [(claim, verdict)] = verdicts(None, example_game, text, "history", "history")
    assert errors == [("NUMBER", "second double - double", "")] and verdict.status is Status.WRONG
    assert claim.subject.player.name == "Tyrell Hagan"
    text = "Tyrell Hagan scored 27 points , his second double - double in a row ."
    errors, [(claim, verdict)] = verdicts(None, example_game, text, "history", "history")
    assert (claim.subject.player.name, claim.subject.start, claim.subject.end) == ("Tyrell Hagan", 0, 2)
    assert errors == [("NUMBER", "second double - double", "")] and verdict.status is Status.WRONG
    assert findings("Marcus Redfield had 21 points . It was his second double - double in a row .", ("history",)) == []


def test_a_run_is_verified_as_the_player_whose_line_the_sentence_gives(example_game):
    # 18 points and 13 rebounds are Gideon Mabry's (a double-double), not Tyrell Hagan's: the name is
    # the error, and the run is his (not "no double - double in this game", as it would be of Hagan's)
    text = "Tyrell Hagan had 18 points and 13 rebounds , his second double - double in a row ."
    doc = Document.from_tokenized("T", text)
    errors, judged, _ = Checker(only=["player_stats", "history"]).check_with_verdicts(doc, example_game)
    assert [(doc.span_text(e.start, e.end), e.category.value, e.correction) for e in errors] == \
        [("Tyrell Hagan", "NAME", "Gideon Mabry")]
    [verdict] = [v for v, _ in judged if v.claim.kind == "history"]
    assert verdict.status is Status.UNCHECKED and "Gideon Mabry" in verdict.fixes[0].comment


def test_a_back_to_back_of_another_game_is_read_with_its_frame(league, example_game):
    text = "The Bucks will play the second half of a back - to - back on Saturday ."
    _, found = verdicts(league, example_game, text, "history", "history")
    assert found == []  # a clause of the future: the next game's, not read here
    text = "The Bucks were in the second half of a back - to - back , after Thursday 's game ."
    errors, [(claim, verdict)] = verdicts(league, example_game, text, "history", "history")
    assert errors == [] and claim.frame is Frame.OTHER_GAME and verdict.status is Status.UNCHECKED
    assert claim.note.startswith("another game")


def test_a_run_with_two_players_named_is_read_unbound(league, example_game):
    text = "Marcus Redfield and Dante Albright starred . It was his second double - double in a row ."
    errors, [(claim, verdict)] = verdicts(league, example_game, text, "history", "history")
    assert errors == [] and claim.subject is None and verdict.reason.startswith("ambiguous binding")


# ---- clauses that are no next game and no weekday of this game (false alarms on human texts) -----
def test_a_playoff_round_to_come_is_no_next_game(league, example_game):
    errors, found = verdicts(league, example_game, "The Bucks will take on the Jazz during the first round .",
                             "next_game", "next_game")
    assert errors == [] and found == []


def test_return_to_form_is_no_trip(league, example_game):
    from factcheck.reader.frames import first_cue

    assert first_cue("saw him return to form again wednesday".split()) is None
    assert first_cue("they return to milwaukee on sunday".split()) == 1
    assert first_cue("milwaukee returns to action thursday in memphis".split()) == 1  # the next game
    errors, found = verdicts(league, example_game, "The Bucks were happy to see Dante Albright return to form again "
                             "Saturday .", "next_game", "next_game")
    assert errors == [] and found == []


def test_a_homestand_that_commences_is_another_game(read_claims, findings):
    text = "The Nuggets commence a two - game homestand Monday against the Jazz ."
    [(claim, verdict)] = read_claims(text, "weekday", raw=False)
    assert claim.frame is Frame.OTHER_GAME and verdict.status is Status.UNCHECKED
    assert findings(text, ("weekday",)) == []
