"""Stat numbers bound to the right player, or to nobody: false alarms seen on human-written
summaries (objects and owners named nearest the number, averages, other games, team totals,
shared totals, time left on the clock). Invented sentences on the example game."""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category


@pytest.fixture()
def check(findings):
    return lambda text, rules=("player_stats",): findings(text, rules)


# Albright 26 pts 3 reb 5 ast; Vance 15 pts 3 reb 4 ast; Hagan 27 pts 5 reb; Mabry 18 pts 13 reb 3 blk
@pytest.mark.parametrize("text", [
    # the nearest player is an object or a possessive: the numbers are the doer's
    "Corey Vance matched Albright 's scoring total and added four assists .",
    "Corey Vance was a distant second behind Albright with 15 points .",
    "Corey Vance started in place of Albright and finished with 15 points and three rebounds .",
    "Corey Vance complemented Albright 's effort with 15 points , three rebounds and four assists .",
    "Gideon Mabry , who Hagan called the best big man in the league , recorded three blocks .",
])
def test_numbers_of_a_doer_are_not_credited_to_an_object(check, text):
    assert check(text) == []


def test_the_doer_is_still_checked(check):
    assert check("Corey Vance was right behind Albright with 19 points .") == [("19", Category.NUMBER, "15")]
    text = "Marcus Redfield had 21 points , while Jalen Pruitt matched Albright 's total and added six assists ."
    assert check(text) == [("six", Category.NUMBER, "four")]


@pytest.mark.parametrize("text", [
    # an owner of nothing, with no doer named: nobody's numbers
    "The Bucks matched the Nuggets ' effort as Albright 's backcourt mate added six assists .",
    # the pronoun may be either player
    "Corey Vance was solid , but it was the work of Gideon Mabry that mattered , as he finished with nine rebounds .",
    # a number of the first player stands between: two clauses
    "Corey Vance had 15 points and Mabry 's effort gave the Nuggets nine rebounds .",
])
def test_unsure_bindings_stay_silent(check, text):
    assert check(text) == []


@pytest.mark.parametrize("text, wrong", [
    ("Tyrell Hagan spearheaded the Nuggets ' attack , tallying 21 points and five rebounds .", "21"),
    ("Tyrell Hagan struggled in his debut with the Nuggets , tallying 18 points and five rebounds .", "18"),
    ("Tyrell Hagan spearheaded the Nuggets ' attack , tallying 27 points and five rebounds .", None),
])
def test_a_team_in_a_phrase_before_a_participle_keeps_the_subject(check, text, wrong):
    """'X spearheaded the Hornets ' attack , tallying 21 points', 'in his debut with the Magic ,
    tallying 18 points': the team is in a phrase of the player's clause, not a new subject."""
    assert [e[0] for e in check(text)] == ([wrong] if wrong else [])


@pytest.mark.parametrize("text", [
    "Tyrell Hagan had only played 19 minutes in the Nuggets ' previous game .",
    "He struggled to only 10 points ( 2 - 10 FG ) on Monday against the Suns .",
    "Cody Wells was a spark off the bench , scoring three and - one 's in the second quarter .",
])
def test_numbers_of_other_games_or_plays_stay_silent(check, text):
    """A game named after the number ('in the Wizards ' previous game', a weekday not this game's)
    and plays counted after a scoring verb ('three and - one 's') are no totals of this game."""
    assert check(text, ("player_stats", "shot_breakdown")) == []


@pytest.mark.parametrize("text, wrong", [
    ("Gideon Mabry posted 18 points and four blocks in the second half of the bench .", "four"),
    ("Gideon Mabry posted 18 points and four blocks in the second half of a back - to - back .", "four"),
    ("Gideon Mabry posted four blocks in the second half .", None),  # a split: not his total
    ("Gideon Mabry posted four blocks in the second half of the game .", None),
])
def test_a_half_of_something_else_is_no_split(check, text, wrong):
    """'the second half of a back - to - back' is this game: the numbers are its totals."""
    assert [e[0] for e in check(text)] == ([wrong] if wrong else [])


def test_a_line_credited_after_its_last_figure_is_credited_whole(check):
    text = "The Nuggets got 25 points , five rebounds and seven assists from Tyrell Hagan ."
    assert check(text) == [("25", Category.NUMBER, "27"), ("seven", Category.NUMBER, "four")]


@pytest.mark.parametrize("text, wrong", [
    ("Tyrell Hagan scored 20 of his own .", "20"),
    ("Tyrell Hagan scored 27 of his own .", None),
    ("Gideon Mabry posted a double - double , and Tyrell Hagan added one of his own .", None),  # "one": a double - double
])
def test_n_of_his_own_after_a_scoring_verb_is_points(check, text, wrong):
    assert [e[0] for e in check(text)] == ([wrong] if wrong else [])


@pytest.mark.parametrize("text, wrong", [
    ("Tyrell Hagan led all scorers with 26 points .", ["26"]),
    ("Tyrell Hagan led all scorers with 27 points .", []),
    ("Tyrell Hagan shot just 7 - of - 18 .", ["7", "18"]),
    ("Tyrell Hagan went a perfect 10 - for - 21 .", []),
    ("Tyrell Hagan and Mabry shot a combined 7 - of - 18 .", []),  # a pair's shooting: not his
])
def test_a_pool_led_and_adverbs_before_a_pair(check, text, wrong):
    """'all' in 'led all scorers' is the pool he led; 'shot just 7 - of - 18' is a shooting line."""
    assert [e[0] for e in check(text, ("player_stats", "shot_breakdown"))] == wrong


@pytest.mark.parametrize("text, wrong", [
    ("Tyrell Hagan played both ends of the floor well , racking up 29 points .", ["29"]),
    ("Tyrell Hagan ' standout effort ( 31 points , 21 boards , two assists ) helped .", ["31", "21", "two"]),
    ("Tyrell Hagan was one of those players , as he went off for 20 points .", ["20"]),
    ("Tyrell Hagan turned in 16 , and Gideon Mabry turned in seven points .", ["16", "seven"]),
    ("Tyrell Hagan scored a team - high 25 in 36 minutes .", ["25"]),
    ("Tyrell Hagan and Mabry were both ends of a double team , scoring 29 points .", []),  # "and": a pair
])
def test_more_ways_a_line_stays_his(check, text, wrong):
    """Idioms that are no group ('both ends of the floor', 'one of those players'), a possessive's
    parenthesised line, 'turned in 16', 'scored a team - high 25'."""
    assert [e[0] for e in check(text)] == wrong


@pytest.mark.parametrize("text, wrong", [
    ("Gideon Mabry blocked four shots .", ["four"]),  # he had three blocks
    ("Gideon Mabry blocked three shots and scored 18 points .", []),
    ("Gideon Mabry took four shots in the first quarter .", []),  # shots taken: no blocks
])
def test_blocked_n_shots_are_blocks(check, text, wrong):
    assert [e[0] for e in check(text)] == wrong


@pytest.mark.parametrize("text, wrong", [
    ("Tyrell Hagan turned the ball over six times .", ["six"]),
    ("Tyrell Hagan went 4 - of - 5 from the line en route to a 22 - point , 13 - rebound evening .", ["22", "13"]),
])
def test_turnovers_told_as_times_and_a_line_as_an_evening(check, text, wrong):
    assert [e[0] for e in check(text)] == wrong


def test_a_team_naming_his_role_is_no_new_subject(check):
    text = "Tyrell Hagan relished his role as the Nuggets ' point guard , he had 18 points ."
    assert check(text) == [("18", Category.NUMBER, "27")]


@pytest.mark.parametrize("text, wrong", [
    ("Three Nuggets scored in double figures , including Gideon Mabry ( 17 ) and Tyrell Hagan ( 27 ) .", ["17"]),
    ("Gideon Mabry ( ankle ) did not play .", []),
    ("Gideon Mabry ( 17 ) grabbed 13 rebounds .", []),  # no word of scoring: the bracket is not read
])
def test_a_bare_number_in_brackets_after_a_name_is_his_points(check, text, wrong):
    assert [e[0] for e in check(text)] == wrong


@pytest.mark.parametrize("text", [
    "Tyrell Hagan followed up 17 assists the previous game with four assists .",
    "Tyrell Hagan notched his 10th straight 20 - point game .",  # a run of games at 20 or more
    "Tyrell Hagan just missed out on his fourth consecutive 30 - point game .",
])
def test_other_games_and_runs_after_or_before_a_figure_stay_silent(check, text):
    assert [e[0] for e in check(text) if e[0] in {"17", "20", "30"}] == []


def test_an_article_before_a_foul_is_a_play_not_his_count(check):
    assert check("Dallas sent it to overtime thanks to an offensive foul from Tyrell Hagan .") == []


def test_a_player_compared_with_is_not_the_doer(check):
    text = "Tyrell Hagan shot nearly as well as Mabry and finished with 21 points ."
    assert check(text) == [("21", Category.NUMBER, "27")]


def test_a_team_owned_total_is_still_the_teams(check):
    assert check("Dante Albright helped the Bucks ' 29 assists with five of his own .") == []


def test_possessive_owner_of_the_line_keeps_it(check):
    text = "The Bucks were led by Dante Albright 's 26 points , which he supplemented with nine assists ."
    assert check(text) == [("nine", Category.NUMBER, "five")]


def test_unlinked_initials_do_not_hide_a_clause_subject(check):
    # "J.R." is no linked mention: the player after it is still the doer of his clause
    text = "Dante Albright added 26 points , while J.R. Corey Vance had 15 points and four assists ."
    assert check(text) == []


@pytest.mark.parametrize("text", [
    "He 's now averaging 24 points , 7 rebounds and 7 assists on the year .",
    "Dante Albright is averaging 24 points and nine rebounds over his last four games .",
    "In his last two games , Albright has scored 52 points and grabbed 13 rebounds .",
    "Dante Albright was coming off a 36 - point , 12 - rebound performance against the Heat .",
    "Dante Albright , following up a 29 - point performance , had 26 points .",
    "Corey Vance and Silas Ambrose were effective off the bench , combining for 26 points , eight rebounds and five assists .",
    "Dante Albright scored 19 of the team 's 108 points .",
    "Dante Albright had six of his teams 14 turnovers .",
    "Dante Albright scored eight of the 15 points of the run .",
    "Dante Albright scored the Bucks ' final eight points .",
    "Dante Albright fouled out with four minutes left in the game .",
    "Dante Albright came one assist shy of a double - double .",
    "The Bucks rallied behind Dante Albright 's three point shooting .",
])
def test_averages_other_games_and_shared_totals_are_no_claims(check, text):
    assert check(text) == []


def test_figures_got_from_a_player_are_his(check):
    # Jalen Pruitt had 4 assists; Gideon Mabry 18 points and 13 rebounds
    text = "The Bucks got 12 assists from Pruitt and a monster 18 - point , 16 - rebound double - double from Mabry ."
    assert check(text) == [("12", Category.NUMBER, "4"), ("16", Category.NUMBER, "13")]


def test_a_line_countered_from_a_player_is_his(check):
    # Tyrell Hagan had 27 points, 5 rebounds and 4 assists
    assert check("The Bucks countered a 27 - point , 15 - rebound , four - assist effort from Hagan .") == [
        ("15", Category.NUMBER, "5")]


def test_a_stat_line_credited_after_it_is_that_players(check):
    # Silas Ambrose had 11 points, Corey Vance 15
    text = "The bench came alive , with a 13 - point effort from Silas Ambrose and a 15 - point outing from Corey Vance ."
    assert check(text) == [("13", Category.NUMBER, "11")]


@pytest.mark.parametrize("text, wrong", [
    ("Dante Albright added 24 off the bench .", ("24", Category.NUMBER, "26")),
    ("Corey Vance chipped in 15 and four assists .", None),
    ("Corey Vance finished with 17 .", ("17", Category.NUMBER, "15")),
    ("Dante Albright scored 12 of his 26 points in the fourth quarter .", None),
])
def test_a_bare_number_after_a_scoring_verb_is_points(check, text, wrong):
    assert check(text) == ([wrong] if wrong else [])


def test_a_stat_line_after_a_followed_up_with_is_this_game(check):
    assert check("Dante Albright followed up with 22 points .") == [("22", Category.NUMBER, "26")]


@pytest.mark.parametrize("text", [
    # "with" inside a clause is no new doer; a pronoun subject leaves an owner unsure
    "Corey Vance was effective late , hooking up with Albright for backdoor cuts , and added 15 points and four assists .",
    "Dante Albright scored 26 points . He matched Hagan 's 27 points to go along with five assists .",
    # an object after an unrecognised lead-in: nobody
    "Frontcourt mate Redfield hung tough against Hagan , registering 21 points and 11 rebounds .",
    # a pair "who teamed up" shares the numbers
    "The frontcourt combination of Gideon Mabry and Tyrell Hagan , who teamed up for 45 points , was key .",
    # parts of the game, thresholds and another day's game
    "Dante Albright had just seven points in the other three quarters .",
    "Dante Albright had eight points at the end of the first quarter and 15 points by halftime .",
    "The Bucks came out six points down after the first quarter .",
    "Dante Albright missed 12 foul shots .",
    "Dante Albright put together another 30 - point game .",
    "Dante Albright had scored 20 points just three times all season .",
    "Dante Albright dished out three assists in the additional five minutes .",
    "Dante Albright followed up Wednesday 's 40 - point game with 26 points .",
])
def test_more_unsure_or_other_numbers(check, text):
    assert check(text) == []


def test_he_is_the_previous_sentence_doer_not_its_last_name(check):
    text = "Corey Vance moved into the starting lineup , pushing Albright to the bench . He finished with 15 points and three rebounds ."
    assert check(text) == []
    text = "Corey Vance moved into the starting lineup , pushing Albright to the bench . He finished with 19 points ."
    assert check(text) == [("19", Category.NUMBER, "15")]


@pytest.mark.parametrize("text, wrong", [
    # a word that unbinds one number ("all", "season - high") does not unbind the rest of the line
    ("Dante Albright led all scorers with 26 points , and added nine rebounds and five assists .", "nine"),
    ("Dante Albright paced the Bucks with a season - high 26 points , nine rebounds and five assists .", "nine"),
    # "the season" of a best game, and "he" naming the only player of the sentence
    ("Dante Albright had his best game of the season , scoring 26 points and nine rebounds .", "nine"),
    ("It was a big night for Albright , as he finished with 26 points and nine rebounds .", "nine"),
])
def test_the_rest_of_a_line_is_still_checked(check, text, wrong):
    assert check(text) == [(wrong, Category.NUMBER, "three")]


def test_a_name_after_initials_at_sentence_start_is_the_doer(check):
    # "J.R." is no linked mention; the player after it opens the sentence
    text = "J.R. Corey Vance matched Albright 's total and added nine assists ."
    assert check(text) == [("nine", Category.NUMBER, "four")]


@pytest.mark.parametrize("text", [
    "Corey Vance contributed 15 points , and the second unit contributed 40 points overall .",
    "Dante Albright answered with a 22 - point effort in the first quarter .",
    "Dante Albright scored 26 points , with the remaining seven players totaling just 35 points .",
    "The trio of Pruitt , Whitfield and Albright finished with just 41 points between them .",
    "Dante Albright helped build the Bucks ' team total of 40 rebounds .",
    "Dante Albright is playing two minutes less when he comes off the bench .",
    "Dante Albright hit a two point bucket to extend the lead .",
    "Dante Albright hit a three to cut the deficit to a single point .",
    "Dante Albright struggled to only five points in Wednesday 's game against the Jazz .",
    "Dante Albright continues to struggle since his 40 - point performance in the opener .",
])
def test_yet_more_numbers_that_are_no_claims(check, text):
    assert check(text) == []


def test_an_object_of_a_passive_is_no_doer_but_a_led_by_agent_is(check):
    # "overmatched by Hagan and collected": Albright's numbers; "led by Albright , who had": his too
    assert check("Dante Albright was overmatched by Hagan and collected a modest 27 points .") == [
        ("27", Category.NUMBER, "26")]
    assert check("The Bucks were led by Albright with 27 points .") == [("27", Category.NUMBER, "26")]


@pytest.mark.parametrize("text", [
    "Corey Vance had a big day , pitching in 15 of the bench 's 22 points .",
    "Gideon Mabry helped the Nuggets record 13 blocks .",
    "Gideon Mabry added three blocked shots , contributing to the Nuggets ' impressive 15 total blocks .",
    "Dante Albright had not scored below 32 points all year .",
    "Dante Albright became the youngest player to score 50 points in a game .",
    "Dante Albright only scored four points against the Heat after an eight - game absence .",
])
def test_team_totals_records_and_other_opponents(check, text):
    assert check(text) == []


def test_a_team_possessive_before_with_keeps_the_player(check):
    assert check("Dante Albright led the Bucks ' scoring with 26 points and nine rebounds .") == [
        ("nine", Category.NUMBER, "three")]


def test_he_goes_on_through_sentences_that_name_no_player(run_rule):
    # Dante Albright: 26 points, 3 rebounds, 5 assists, 1 steal
    doc, errors = run_rule("player_stats", "Dante Albright scored 26 points . He added five assists . He also had "
                                           "four steals .")
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == [("four", "one")]
    # a sentence opening otherwise breaks the chain: whom "He" is about after it is not certain
    doc, errors = run_rule("player_stats", "Dante Albright scored 26 points . The Bucks won . He also had four "
                                           "steals .")
    assert errors == []


def test_a_compound_may_qualify_its_head_through_scoring(run_rule):
    # Dante Albright: 26 points
    doc, errors = run_rule("player_stats", "Dante Albright led the way with a 30 - point scoring performance .")
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == [("30", "26")]
    doc, errors = run_rule("player_stats", "Dante Albright led the way with a 26 - point scoring performance .")
    assert errors == []
