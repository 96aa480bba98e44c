"""Leader, rank and double-figure words on small invented sentences about one invented game.

The game: Boston Celtics (home) 110, Chicago Bulls 100. Points / rebounds / assists:
Celtics starters Adam Stone 30/5/3, Ben Carter 20/12/2, Cole Dixon 15/4/6, Dan Evans 8/3/1,
Eli Ford 4/2/2; bench Fred Gray 14/3/1, Gus Hart 9/6/0, Hal Irwin 2/1/0.
Bulls starters Ivan James 25/8/4, Jack Kent 12/11/1, Kirk Lane 11/4/10, Leo Moss 6/2/1,
Max Nash 3/1/1; bench Ned Owens 13/2/2, Oli Park 7/5/0.
"""

from __future__ import annotations

import datetime as dt

import pytest

from boxscore import Game, Player, Side, Team
from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker

CELTICS = [("Adam Stone", "G", 30, 5, 3), ("Ben Carter", "F", 20, 12, 2), ("Cole Dixon", "G", 15, 4, 6),
           ("Dan Evans", "F", 8, 3, 1), ("Eli Ford", "C", 4, 2, 2), ("Fred Gray", None, 14, 3, 1),
           ("Gus Hart", None, 9, 6, 0), ("Hal Irwin", None, 2, 1, 0)]
BULLS = [("Ivan James", "G", 25, 8, 4), ("Jack Kent", "F", 12, 11, 1), ("Kirk Lane", "G", 11, 4, 10),
         ("Leo Moss", "F", 6, 2, 1), ("Max Nash", "C", 3, 1, 1), ("Ned Owens", None, 13, 2, 2),
         ("Oli Park", None, 7, 5, 0)]


def _players() -> tuple[Player, ...]:
    out = []
    for side, city, rows in ((Side.HOME, "Boston", CELTICS), (Side.VIS, "Chicago", BULLS)):
        for name, pos, pts, reb, ast in rows:
            first, last = name.split()
            out.append(Player(index=str(len(out)), name=name, first_name=first, last_name=last, side=side,
                              team_city=city, start_position=pos, PTS=pts, REB=reb, AST=ast, STL=0, BLK=0, MIN=30))
    return tuple(out)


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(date=dt.date(2017, 1, 6),
                home=Team(side=Side.HOME, city="Boston", name="Celtics", points=110, quarters=(30, 25, 30, 25)),
                vis=Team(side=Side.VIS, city="Chicago", name="Bulls", points=100, quarters=(25, 25, 25, 25)),
                players=_players())


_CHECKERS: dict[str, Checker] = {}


@pytest.fixture()
def run(game):
    """(category, span, correction) of one family's findings in a tokenized text."""

    def run_family(family: str, text: str) -> list[tuple[str, str, str]]:
        checker = _CHECKERS.setdefault(family, Checker(only=[family]))
        doc = Document.from_tokenized("T.txt", text)
        return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in checker.check(doc, game)]

    return run_family


# ---- led / paced / game-high -------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Ben Carter led the Celtics with 20 points .",
    "Ben Carter led the way for Boston , as he scored 20 points .",
    "The Celtics were led by Ben Carter , who scored 20 points .",
    "The Celtics were led by Ben Carter 's 20 points .",
    "Ben Carter 's 20 points led the way .",
    "Dan Evans scored eight points . Ben Carter paced the team with 20 points .",
])
def test_led_by_a_player_who_did_not_lead_is_a_word_error(run, text):
    assert run("leaders", text) == [("WORD", "led" if " led " in f" {text} " else "paced", "")]


@pytest.mark.parametrize("text", [
    "Adam Stone led the way with 30 points .",
    "The Celtics were led by Adam Stone , who scored 30 points .",
    "Ben Carter led the team in rebounds , as he grabbed 12 rebounds and scored 20 points .",
    "Ben Carter led the Celtics with 12 rebounds and 20 points .",
    "Fred Gray led the second unit with 14 points .",
    "Fred Gray led the bench with 14 points .",
    "Adam Stone scored a game - high 30 points .",
    "Ben Carter grabbed a team - high 12 rebounds .",
    "The Celtics led by 12 points at halftime .",
    "Ivan James was the high - point man for the Bulls .",
])
def test_true_leaders_and_team_leads_are_not_flagged(run, text):
    assert run("leaders", text) == []


def test_leader_of_the_other_statistic_is_checked_in_that_statistic(run):
    # Kent led the Bulls in rebounds (11), not in points; James had 8 rebounds
    assert run("leaders", "Ivan James led the Bulls in rebounds , as he scored 25 points .") == [
        ("WORD", "led", "")]
    assert run("leaders", "Jack Kent scored 12 points , and he led the team with 11 rebounds .") == []


def test_pronoun_subject_is_the_player_named_before(run):
    assert run("leaders", "Cole Dixon was solid . He led the team with 15 points .") == [("WORD", "led", "")]


def test_bench_leader_is_compared_with_the_bench_only(run):
    assert run("leaders", "Gus Hart led the second unit with nine points .") == [("WORD", "led", "")]
    # a starter said to lead the bench: "led" is wrong only if a reserve outscored him
    assert run("leaders", "Dan Evans led the bench with eight points .") == [("WORD", "led", "")]
    assert run("leaders", "Cole Dixon led the bench with 15 points .") == []


def test_game_high_of_a_team_leader_is_corrected_to_team_high(run):
    assert run("leaders", "Ivan James scored a game - high 25 points .") == [("WORD", "game - high", "team - high")]
    assert run("leaders", "Ben Carter had a game - high of 20 points .") == [("WORD", "game - high", "")]


def test_high_point_man_who_was_not(run):
    assert run("leaders", "Ben Carter was the high - point man for the Celtics .") == [
        ("WORD", "high - point man", "")]


def test_season_and_career_highs_are_left_alone(run):
    assert run("leaders", "Dan Evans scored a season - high eight points .") == []
    assert run("leaders", "Dan Evans scored a career - high eight points .") == []


def test_a_comment_names_the_actual_leader(game):
    doc = Document.from_tokenized("T.txt", "Ben Carter led the Celtics with 20 points .")
    (err,) = Checker(only=["leaders"]).check(doc, game)
    assert "Adam Stone" in err.comment and "30" in err.comment and err.rule == "leaders"


# ---- ranks -------------------------------------------------------------------------------------
def test_wrong_ordinal_rank_is_a_number_error_corrected(run):
    # Bulls points: James 25, Owens 13, Kent 12
    assert run("ranks", "Jack Kent was second on the team , as he scored 12 points .") == [
        ("NUMBER", "second", "third")]
    assert run("ranks", "Ned Owens was second on the team with 13 points .") == []
    # in rebounds Kent is first, Owens ... James 8 is second
    assert run("ranks", "Ivan James finished second on the team with eight rebounds .") == []


def test_next_skipping_an_unnamed_team_mate_is_a_word_error(run):
    assert run("ranks", "Adam Stone scored 30 points . Cole Dixon was next with 15 points .") == [
        ("WORD", "next", "")]
    assert run("ranks", "Adam Stone scored 30 points . Ben Carter was next with 20 points .") == []
    assert run("ranks", "Adam Stone scored 30 points . Ben Carter added 20 . Cole Dixon followed with 15 points .") \
        == []


def test_right_behind_him(run):
    assert run("ranks", "Adam Stone scored 30 points . Fred Gray was right behind him with 14 points .") == [
        ("WORD", "right behind him", "")]
    assert run("ranks", "Cole Dixon scored 15 points . Ben Carter was right behind him with 20 points .") == [
        ("WORD", "right behind him", "")]
    assert run("ranks", "Adam Stone scored 30 points . Ben Carter was right behind him with 20 points .") == []


# ---- only other / double figures -----------------------------------------------------------------
def test_only_other_with_an_unnamed_double_figure_scorer(run):
    # Celtics starters in double figures: Stone, Carter, Dixon
    assert run("only_other", "Adam Stone scored 30 points . Cole Dixon was the only other starter in double "
                             "figures .") == [("WORD", "only other", "")]
    assert run("only_other", "Adam Stone scored 30 points . Ben Carter added 20 points . Cole Dixon was the only "
                             "other starter in double figures .") == []


def test_only_other_pools_team_and_bench(run):
    # the bench: only Gray reached 10; the team: Stone, Carter, Dixon, Gray
    assert run("only_other", "Fred Gray was the only reserve in double figures .") == []
    assert run("only_other", "Adam Stone scored 30 points . The only other Celtic to reach double figures in "
                             "points was Ben Carter .") == [("WORD", "only other", "")]


def test_only_other_under_ten_points_flags_double_figures(run):
    assert run("only_other", "Adam Stone scored 30 points . Dan Evans was the only other starter in double "
                             "figures .") == [("WORD", "double figures", "")]


def test_role_mismatch_is_left_to_the_role_family(run):
    assert run("only_other", "Adam Stone scored 30 points . Fred Gray was the only other starter in double "
                             "figures .") == []


def test_count_of_double_figure_scorers(run):
    assert run("only_other", "The Celtics had five players score in double figures .") == [("NUMBER", "five", "four")]
    assert run("only_other", "Six players scored in double digits for Chicago .") == [("NUMBER", "Six", "Four")]
    assert run("only_other", "The Bulls had four players reach double figures .") == []


def test_followed_by(run):
    assert run("ranks", "Adam Stone scored 30 points , followed closely by Cole Dixon with 15 points .") == [
        ("WORD", "followed closely", "")]
    assert run("ranks", "Adam Stone scored 30 points , followed by Ben Carter with 20 points .") == []
    # "<player> followed with" is written for "added": not read as a rank
    assert run("ranks", "Adam Stone scored 30 points . Cole Dixon followed with 15 points .") == []


@pytest.mark.parametrize("text", [
    "Adam Stone and Ben Carter led the way with 30 and 20 points .",
    "Ben Carter led Boston to a win with 20 points .",
    "Ben Carter led the team in attempts .",
    "Ben Carter led the Celtics starters with 20 points .",
    "They were led by Ben Carter , who scored 20 points .",
    "The Celtics were led by the duo of Ben Carter and Adam Stone .",
    "The bench was led by Fred Gray , who scored 14 points .",
    "Adam Stone led all scorers with 30 points and five rebounds .",  # in points, not rebounds
])
def test_groups_results_other_pools_and_uncertain_subjects_are_not_flagged(run, text):
    assert run("leaders", text) == []


def test_bench_pool_of_a_passive_lead(run):
    assert run("leaders", "The second unit was led by Gus Hart , who scored nine points .") == [("WORD", "led", "")]


def test_led_all_scorers_is_the_whole_game(run):
    assert run("leaders", "Adam Stone led all scorers with 30 points .") == []
    assert run("leaders", "Ivan James led both teams with 25 points .") == [("WORD", "led", "")]


def test_moments_and_other_subjects_are_not_read_as_game_claims(run):
    assert run("only_other", "Adam Stone was the only Celtic in double figures until the third quarter .") == []
    assert run("only_other", "Fred Gray was the lone player in double figures off the bench .") == []
    # the figure is Stone's, not Carter's, although Carter is named last before it
    assert run("leaders", "Ben Carter added 20 points to a game - high 30 points from Adam Stone .") == []
    assert run("leaders", "The Celtics were led by Ben Carter ' shooting .") == []


# ---- group leads -------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The Celtics were led by the duo of Adam Stone and Ben Carter .",
    "Adam Stone and Ben Carter led the way with 30 and 20 points .",
    "Ben Carter and Ivan James led the way .",  # two teams: a context error, not this family's
    "Fred Gray and Gus Hart paced the bench .",
    "Ben Carter and Jack Kent led all players in rebounds .",
])
def test_true_or_unchecked_group_leads(run, text):
    assert run("lead_groups", text) == []


def test_group_with_a_member_outside_the_top(run):
    # Celtics points: Stone 30, Carter 20, Dixon 15
    assert run("lead_groups", "The Celtics were led by the duo of Adam Stone and Cole Dixon .") == [
        ("WORD", "led", "")]
    assert run("lead_groups", "Ben Carter , Cole Dixon and Fred Gray led the Celtics .") == [("WORD", "led", "")]
    # in rebounds the top two Celtics are Carter (12) and Hart (6); Stone had 5
    assert run("lead_groups", "Ben Carter and Gus Hart led the team in rebounds .") == []


def test_raw_text_gets_an_unspaced_correction(game):
    doc = Document.from_raw("T.txt", "Ivan James scored a game-high 25 points.")
    (err,) = Checker(only=["leaders"]).check(doc, game, False)
    assert (doc.span_text(err.start, err.end), err.correction) == ("game - high", "team-high")


def test_a_leaders_figure_under_another_name_makes_the_name_the_error(run):
    # 30 is Stone's figure: the sentence is Stone's line with the wrong name, "led" is right for it
    assert run("leaders", "Ben Carter led the Celtics in scoring with 30 points .") == []
    assert run("leaders", "Ben Carter led the Celtics in scoring with 25 points .") == [("WORD", "led", "")]


# ---- second pass: recall and false alarms on unseen texts -------------------------------------
def test_next_is_read_against_the_real_figure(run):
    # Evans really scored 8: Dixon 15, Gray 14 and Hart 9 come between him and Carter 20
    assert run("ranks", "Adam Stone scored 30 points . Ben Carter added 20 . Dan Evans was next with 15 points .") \
        == [("WORD", "next", "")]
    # the whole line (15 / 4 / 6) is Dixon's: the name is the error, not "next"
    assert run("ranks", "Adam Stone scored 30 points . Ben Carter added 20 . Dan Evans was next with 15 points , "
                        "four rebounds and six assists .") == []


def test_a_wrong_figure_equal_to_the_pool_leaders_does_not_excuse_led(run):
    # Gray led the bench with 14; Hart had 9 — the figure is wrong and so is "led"
    assert run("leaders", "Gus Hart led the bench with 14 points .") == [("WORD", "led", "")]


@pytest.mark.parametrize("text", [
    "The Bulls were led by Kirk Lane , who nearly triple - doubled with 11 points , four rebounds and 10 assists .",
    "Kirk Lane led the way from deep with 11 points .",
    "Jack Kent led the Bulls on the glass with 11 rebounds .",
    # the lead is in points (Gray 14 tops the bench); the rebounds belong to the next clause
    "Fred Gray led the bench with his energy , and added three rebounds .",
])
def test_all_round_lines_shot_types_and_later_clauses_are_not_the_lead(run, text):
    assert run("leaders", text) == []


def test_on_the_glass_is_a_rebounding_lead(run):
    # James leads the Bulls in points (25) but Kent in rebounds (11 to 8)
    assert run("leaders", "Ivan James led the Bulls on the glass .") == [("WORD", "led", "")]


def test_a_raw_curly_possessive_names_the_bench(game):
    # raw "Boston’s" is split into "Boston", "’", "s": the pool is still the bench (Gray 14, Hart 9)
    doc = Document.from_raw("T.txt", "Fred Gray and Gus Hart paced Boston’s bench.")
    assert Checker(only=["lead_groups"]).check(doc, game, False) == []
    doc = Document.from_raw("T.txt", "Fred Gray and Hal Irwin paced Boston’s bench.")
    assert [doc.span_text(e.start, e.end) for e in Checker(only=["lead_groups"]).check(doc, game, False)] == ["paced"]


def test_only_other_of_the_other_team_is_flagged_only_when_wrong_for_both(run):
    # Owens is a Bull: "Celtic" is a NAME error (corrected to "Bull"); "only other" fails for the
    # Celtics (Carter, Dixon, Gray) and for the Bulls (James, Kent, Lane) alike
    assert run("only_other", "Adam Stone scored 30 points . Ned Owens was the only other Celtic in double "
                             "figures .") == [("WORD", "only other", ""), ("NAME", "Celtic", "Bull")]
    # right for his own team (its other scorers were named): only the team noun is wrong
    assert run("only_other", "Ivan James scored 25 points . Jack Kent added 12 . Kirk Lane added 11 . Ned Owens was "
                             "the only other Celtic in double figures .") == [("NAME", "Celtic", "Bull")]


def test_a_high_figure_that_is_the_leaders_makes_the_name_the_error(run):
    # 30 is Stone's game-high: "game - high" is right for the figure, the name (or number) is wrong
    # (the judge's lead-name reading reports the name with the lead)
    assert run("leaders", "Ben Carter scored a game - high 30 points .") == [("NAME", "Ben Carter", "Adam Stone")]
    assert run("leaders", "Ben Carter scored a game - high 20 points .") == [("WORD", "game - high", "")]


def test_lone_bright_spot_outscored_by_a_team_mate(run):
    assert run("leaders", "Cole Dixon was the lone bright spot , as he scored 15 points .") == [("WORD", "lone", "")]
    assert run("leaders", "Adam Stone was the lone bright spot , as he scored 30 points .") == []


def test_trailed_the_team_is_wrong_said_of_its_leader(run_rule):
    # Dante Albright led the Bucks with 26 points; Oren Kastellan (14) did not
    doc, errors = run_rule("leaders", "Dante Albright trailed the Bucks with 26 points .")
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == [("trailed", "led")]
    doc, errors = run_rule("leaders", "Oren Kastellan trailed the Bucks in scoring with 14 points .")
    assert errors == []


@pytest.mark.parametrize("text, wrong", [
    ("Ben Carter led the Celtics in caroms .", False),  # any noun of the lexicon names the statistic
    ("Adam Stone led the Celtics in boards .", True),
    ("Kirk Lane led the Bulls in dimes .", False),
    ("Ivan James led the Bulls in helpers .", True),
])
def test_a_lead_in_a_synonym_is_checked_in_its_statistic(run, text, wrong):
    assert run("leaders", text) == ([("WORD", "led", "")] if wrong else [])


def test_a_lead_in_minutes_is_read_but_not_checked(read_claims):
    # minutes are rounded in the box score: the lead is shown, never flagged
    [(claim, verdict)] = read_claims("Corey Vance led the Bucks in minutes .", "leader", raw=False)
    assert claim.stat == "MIN" and verdict.status.value == "unchecked" and "rounded" in verdict.reason


@pytest.mark.parametrize("text, found", [
    # the lead verb opens a clause after a joint word: its subject is the player the clause before named
    ("Dante Albright missed his first three shots , but trailed the Bucks with 26 points .", [("trailed", "led")]),
    ("Dante Albright shot 10 - of - 18 and trailed the Bucks with 26 points .", [("trailed", "led")]),
    ("Oren Kastellan missed his first three shots , but trailed the Bucks with 14 points .", []),
    # several players, or a name right before the verb: not the clause before's subject
    ("Dante Albright ( 26 points ) and Oren Kastellan ( 14 points ) trailed the Bucks .", []),
])
def test_a_lead_verb_after_a_joint_takes_the_clause_subject(run_rule, text, found):
    doc, errors = run_rule("leaders", text)
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == found


@pytest.mark.parametrize("text, found", [
    # an adverb without commas, a relative clause, a game pool "in the contest": the subject and pool are read
    ("Dante Albright actually trailed the way for Milwaukee , posting 26 points .", [("trailed", "led")]),
    ("Oren Kastellan actually trailed the way for Milwaukee , posting 14 points .", []),
    ("It was Dante Albright who trailed the way for the Bucks .", [("trailed", "led")]),
    ("It was Oren Kastellan who trailed the way for the Bucks .", []),
    ("Tyrell Hagan trailed all scorers in the contest with 27 points .", [("trailed", "led")]),
    ("Dante Albright trailed all scorers in the contest with 26 points .", []),
    ("Dante Albright led all scorers in the contest with 26 points .", [("led", "")]),
    ("Tyrell Hagan led all scorers in the contest with 27 points .", []),
])
def test_a_lead_verb_after_an_adverb_or_a_relative_takes_the_name(run_rule, text, found):
    doc, errors = run_rule("leaders", text)
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == found


def test_trailed_is_never_a_loose_lead(run_rule):
    # "led the way" with a double-double the sentence stresses is left alone (writers say it of an
    # all-round line); "trailed" of the player who led his team is wrong whatever his line
    text = "{} the way for the Bucks with a double - double ."
    doc, errors = run_rule("leaders", text.format("Dante Albright trailed"))
    assert [(doc.span_text(e.start, e.end), e.correction) for e in errors] == [("trailed", "led")]
    doc, errors = run_rule("leaders", text.format("Oren Kastellan led"))  # 14 points: not the leader
    assert errors == []
