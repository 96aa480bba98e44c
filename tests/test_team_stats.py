"""team_stats, player_counts and margin on small hand-made documents about the gold example game.

Box score facts used (gold/example_game.json), Milwaukee Bucks (home) 108, Denver Nuggets 101:
  Bucks    FG 48% (41 of 86), 3PT 34% (10 of 29), FT 80%, 46 rebounds, 29 assists, 12 turnovers
  Nuggets  FG 43%, 3PT 30%, FT 75%, 45 rebounds, 23 assists, 13 turnovers
  halftime Bucks 55, Nuggets 51; in double figures: Bucks 5 players (3 starters), Nuggets 4 (3 starters)
"""

from __future__ import annotations

import pytest

from boxscore import Side
from factcheck.text.document import Document
from factcheck.engine.errors import Category
from factcheck.engine.pipeline import Checker
from boxscore.facts import team_total


@pytest.fixture(scope="module")
def check(example_game):
    def run(text: str, rules: tuple[str, ...] = ("team_stats",)):
        doc = Document.from_tokenized("T", text)
        errors = Checker(only=list(rules)).check(doc, example_game)
        return [(doc.span_text(e.start, e.end), e.category, e.correction) for e in errors]

    return run


def test_team_totals_are_line_score_or_player_sums(example_game):
    assert team_total(example_game, Side.HOME, "REB") == example_game.home.rebounds
    assert team_total(example_game, Side.HOME, "FG3M") == sum(p.FG3M or 0 for p in example_game.roster(Side.HOME))


@pytest.mark.parametrize("text", [
    "The Bucks shot 48 percent from the field and 34 percent from three - point range .",
    "The Bucks shot 47 percent from the field .",  # 41 of 86 is 47.7: either rounding is right
    "Defense was key for Milwaukee , as they held the Nuggets to 43 percent from the field .",
    "The Bucks recorded 29 assists to 12 turnovers , while the Nuggets committed 13 turnovers .",
    "The Bucks forced 13 turnovers .",
    "The Bucks were able to force the Nuggets into 13 turnovers , while committing only 12 of their own .",
    "Rebounding was a huge factor , with the Bucks winning that battle , 46 - 45 .",
    "The Bucks shot 10 - of - 29 from three - point range .",
    "Dante Albright shot 60 percent from the field for the Bucks .",  # a player's: not a team claim
    "The Bucks center grabbed 12 rebounds .",  # a player named by his team
    "The Bucks shot over 50 percent in the first half .",
])
def test_right_or_other_claims_are_not_flagged(check, text):
    assert check(text) == []


def test_wrong_team_percentages_are_corrected_from_the_line_score(check):
    errors = check("The Nuggets shot 51 percent from the field and 30 percent from three - point range .")
    assert errors == [("51", Category.NUMBER, "43")]


@pytest.mark.parametrize("text, wrong", [
    ("The Nuggets shot 56 percent as a team and needed more .", "56"),
    ("Denver shot only 49 percent and was out - rebounded .", "49"),
    ("Denver shot 51 percent in the loss .", "51"),
    ("Milwaukee shot 41 percent while Denver shot 43 percent .", "41"),
    ("The Bucks shot 48 percent as a team .", None),
    ("The Bucks held a 48 percent to 43 percent edge from the field .", None),
    ("The Bucks shot 50 percent and 35 percent from three - point range .", None),  # whose is which is open
])
def test_a_bare_team_percentage_is_its_field_goals(check, text, wrong):
    """'Houston shot 52 percent as a team / and ... / in the win / while ...': the field goals'."""
    found = check(text)
    assert [e[0] for e in found] == ([wrong] if wrong else [])


def test_decimal_percentages_are_read_and_corrected_to_one_decimal(check):
    assert check("The Bucks shot 47.7 percent from the field .") == []  # 41 of 86
    assert check("The Bucks shot 45.5 percent from the field .") == [("45.5", Category.NUMBER, "47.7")]


def test_held_team_is_the_object_and_them_the_opponent(check):
    errors = check("Milwaukee posted a 48 percent success rate from the field , while also limiting them to "
                   "a paltry 40 percent from behind the arc .")
    assert errors == [("40", Category.NUMBER, "30")]


def test_forced_turnovers_are_the_opponents(check):
    assert check("The Bucks forced 18 turnovers .") == [("18", Category.NUMBER, "13")]
    errors = check("The Bucks were able to force the Nuggets into 12 turnovers , while committing only 13 of their own .")
    assert errors == [("12", Category.NUMBER, "13"), ("13", Category.NUMBER, "12")]


def test_team_forcing_itself_is_a_name_error(check):
    errors = check("The Bucks held the Nuggets to 43 percent shooting , while also eliciting 13 turnovers from the Bucks .")
    assert errors == [("Bucks", Category.NAME, "Nuggets")]


def test_rebounding_battle_is_written_larger_first(check):
    errors = check("Rebounding was key , as the Nuggets won that battle , 52 - 45 .")
    assert errors == [("52", Category.NUMBER, "46")]


def test_same_team_in_a_contrast_is_the_name_error(check):
    errors = check("The Bucks shot 48 percent from the field and 34 percent from three - point range , "
                   "while the Bucks shot 43 percent from the floor and 30 percent from deep .")
    assert [(tok, cat) for tok, cat, _ in errors] == [("Bucks", Category.NAME)]
    assert errors[0][2] == "Nuggets"


def test_team_made_attempted_line_from_player_sums(check):
    assert check("The Bucks shot 12 - of - 29 from three - point range .") == [("12", Category.NUMBER, "10")]


# ---- player_counts ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The Bucks had five players score in double figures .",
    "Four players scored in double digits for Denver .",
    "Three Bucks starters scored in double figures .",
    "Five other players scored in double digits .",  # "other": depends on who was named before
])
def test_right_counts_are_not_flagged(check, text):
    assert check(text, ("player_counts",)) == []


def test_wrong_count_is_corrected_in_the_texts_form(check):
    assert check("Six players scored in double digits for Denver .", ("player_counts",)) == [
        ("Six", Category.NUMBER, "Four")]
    assert check("The Bucks had all five starters reach double figures .", ("player_counts",)) == [
        ("five", Category.NUMBER, "three")]


# ---- margin -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The Bucks came away with a seven - point win .",
    "The Bucks beat the Nuggets by 7 points .",
    "The Bucks took a four - point lead into halftime .",
    "The Bucks led by as many as 15 points in the third quarter .",  # play-by-play: not checkable here
    "The Nuggets will look to avenge their 20 - point loss .",
])
def test_right_or_unknown_margins_are_not_flagged(check, text):
    assert check(text, ("margin",)) == []


def test_wrong_margins_are_flagged(check):
    assert check("The Bucks cruised to a 30 - point victory .", ("margin",)) == [("30", Category.NUMBER, "7")]
    assert check("The Bucks won by 12 .", ("margin",)) == [("12", Category.NUMBER, "7")]
    assert check("Milwaukee took a 10 - point lead at halftime .", ("margin",)) == [("10", Category.NUMBER, "4")]


# ---- team_record, with team_names ---------------------------------------------------------------------
def test_record_of_a_name_that_is_the_opponents_is_checked_against_the_opponent(check):
    # the Bucks won: "the Bucks defeated the Bucks" names the Nuggets (2 - 3) second
    errors = check("The Bucks ( 4 - 2 ) defeated the Bucks ( 4 - 2 ) on Friday .", ("team_record", "team_names"))
    assert errors == [("Bucks", Category.NAME, "Nuggets"), ("4", Category.NUMBER, "2"), ("2", Category.NUMBER, "3")]


# ---- period_scores additions (quarters: Bucks 26 29 24 29, Nuggets 24 27 28 22) ------------------------
@pytest.mark.parametrize("text", [
    "The Bucks outscored the Nuggets by 7 in the fourth quarter .",
    "The Nuggets outscored the Bucks 55 - 53 over the second and third quarters .",
    "The Bucks outscored the Nuggets 21 - 11 in fast - break points in the first half .",
])
def test_period_right_or_not_scores(check, text):
    assert check(text, ("period_scores",)) == []


def test_period_margin_is_checked(check):
    assert check("The Bucks outscored the Nuggets by 12 in the fourth quarter .", ("period_scores",)) == [
        ("12", Category.NUMBER, "7")]


def test_outscored_by_the_loser_reads_the_pair_as_the_period_score(check):
    # the Nuggets won the third quarter 28 - 24: "28" is right, "20" is the Bucks' 24
    errors = check("The Bucks outscored the Nuggets 28 - 20 in the third quarter .", ("period_scores",))
    assert errors == [("20", Category.NUMBER, "24")]


# ---- player_stats: the scoring leader (Bucks: Albright 26 points, 3 rebounds; Redfield 21) -------------
def test_leader_sentence_with_the_top_scorers_points_names_the_wrong_player(check):
    errors = check("Marcus Redfield led the Bucks in scoring , as he tallied 26 points and five rebounds .",
                   ("player_stats",))
    assert errors == [("Marcus Redfield", Category.NAME, "Dante Albright"), ("five", Category.NUMBER, "three")]


def test_leader_sentence_with_other_points_keeps_the_name(check):
    errors = check("Marcus Redfield led the Bucks in scoring , as he tallied 25 points .", ("player_stats",))
    assert errors == [("25", Category.NUMBER, "21")]


# ---- final_score (Bucks 108, Nuggets 101) ----------------------------------------------------------------
def test_score_after_the_teams_is_final_even_when_implausible(check):
    assert check("The Bucks ( 4 - 2 ) defeated the Nuggets ( 2 - 3 ) 108 - 0 on Friday .", ("final_score",)) == [
        ("0", Category.NUMBER, "101")]


@pytest.mark.parametrize("text", [
    "The Nuggets , who beat the Lakers 112 - 106 on Tuesday , were paced by Hagan .",
    "They pulled to within six points , 92 - 86 , with three minutes left .",
    "The Bucks were coming off a 115 - 100 loss in their previous game .",
    "The Bucks went on a 12 - 0 run .",
])
def test_scores_of_other_moments_or_games_are_not_final(check, text):
    assert check(text, ("final_score",)) == []


# ---- claims: "the former" / "the latter" (Albright 3 rebounds, Redfield 11) --------------------------------
def test_former_and_latter_refer_to_the_pair_named_before(check):
    right = "Dante Albright and Marcus Redfield led the way , with the former adding three rebounds and the latter 11 rebounds ."
    assert check(right, ("player_stats",)) == []
    wrong = "Dante Albright and Marcus Redfield led the way , with the former adding five rebounds and the latter nine rebounds ."
    assert check(wrong, ("player_stats",)) == [("five", Category.NUMBER, "three"), ("nine", Category.NUMBER, "eleven")]


def test_more_team_phrasings(check):
    assert check("The Nuggets turned the ball over 18 times .") == [("18", Category.NUMBER, "13")]
    assert check("The Nuggets turned it over 13 times .") == []
    assert check("The Bucks dominated the glass , 50 - 45 .") == [("50", Category.NUMBER, "46")]


def test_numbers_a_team_allowed_are_not_its_own(check):
    assert check("The Bucks allowed 51 percent shooting from the field .") == []


def test_margins_in_statistics_are_no_score_margins(check):
    assert check("The Bucks won the rebounding battle by 12 .", ("margin",)) == []


# ---- parts of a total: defensive rebounding, a split named after a run of figures ------------------
@pytest.mark.parametrize("text", [
    "The Bucks dominated the defensive rebounding , winning that battle , 38 - 23 .",
    "The Nuggets got off to a quick start , shooting 71 percent from the field and 60 percent from three in the first quarter .",
    "The Nuggets shot 30 percent from the floor for much of the game .",
])
def test_parts_of_the_game_total_are_left_alone(check, text):
    assert check(text) == []


def test_a_total_before_a_hard_break_is_still_checked(check):
    text = "The Nuggets shot 50 percent from the field , but trailed in the first quarter ."
    assert check(text) == [("50", Category.NUMBER, "43")]


# ---- period_scores: two named quarters are not a range; a period named back is unsure --------------
def test_first_and_fourth_quarters_are_two_quarters(check):
    # Bucks 26 + 29 = 55, Nuggets 24 + 22 = 46 in the first and fourth quarters
    assert check("The Bucks outscored the Nuggets 55 - 46 in the first and fourth quarters .", ("period_scores",)) == []
    assert check("The Bucks outscored the Nuggets 55 - 40 in the first and fourth quarters .", ("period_scores",)) == [
        ("40", Category.NUMBER, "46")]


def test_a_period_named_back_is_left_alone(check):
    text = ("The Bucks led by five at the end of the third quarter , as they outscored the Nuggets by a 31 - 9 "
            "margin during the period .")
    assert check(text, ("period_scores",)) == []


def test_the_subject_of_the_clause_forces_the_object(check):
    # Nuggets 13 turnovers: the Bucks (the clause's subject) forced them
    text = "While the Nuggets won the rebounding battle , the Bucks made up for it by forcing the Nuggets into 13 turnovers ."
    assert check(text) == []
    text = "While the Nuggets won the rebounding battle , the Bucks made up for it by forcing the Nuggets into 20 turnovers ."
    assert check(text) == [("20", Category.NUMBER, "13")]


def test_the_start_of_the_game_is_a_split(check):
    assert check("The Bucks started out shooting 10 - 15 from distance but cooled off .") == []


def test_a_team_s_personal_fouls_are_the_sum_of_its_players(check, example_game):
    bucks = next(t.side for t in example_game.teams if t.name == "Bucks")
    fouls = team_total(example_game, bucks, "PF")
    assert fouls == sum(p.PF or 0 for p in example_game.roster(bucks)) == 20
    assert check(f"The Bucks were sloppy , and they committed {fouls} personal fouls .") == []
    assert check(f"The Bucks were sloppy , and they committed {fouls - 1} personal fouls .") == [
        (str(fouls - 1), Category.NUMBER, str(fouls))]


@pytest.mark.parametrize("text", ["The Nuggets shot 30 foul shots .",
                                  "Hagan was 8 - of - 10 from the foul line and had 3 foul shots blocked ."])
def test_foul_shots_are_free_throws_not_personal_fouls(check, example_game, text):
    from factcheck.reader.registry import claims_of
    doc = Document.from_tokenized("T", text)
    ctx = Checker().context(doc, example_game)
    assert [c for c in claims_of(ctx, "stat") if c.attribute == "PF"] == []
    assert check(text, ("team_stats", "player_stats")) == []


# ---- typed claims and readings ---------------------------------------------------------------------
def _team_claims(read_claims, text, reader):
    return [c for c, _ in read_claims(text, raw=False, reader=reader)]


def test_team_numbers_are_typed_claims(read_claims):
    from boxscore import Shot, Stat
    from factcheck.claims import TeamPercent, TeamShots, TeamStat

    pct, made, att, assists = _team_claims(read_claims, "The Bucks shot 47.7 percent from the field , hit 10 - of - 29 "
                                                        "three - pointers and recorded 29 assists .", "team_numbers")
    assert isinstance(pct, TeamPercent) and (pct.shot, pct.percent, pct.number.value, pct.stat) == \
        (Shot.FG, 47.7, 47, Stat.FG_PCT)
    assert pct.subject.side is Side.VIS and pct.subject.form == "name" and pct.subject.start == 1
    assert isinstance(made, TeamShots) and (made.shot, made.attempts, made.stat, made.figure) == \
        (Shot.FG3, False, Stat.FG3M, 10.0)
    assert (att.attempts, att.stat, att.number.value) == (True, Stat.FG3A, 29)
    assert isinstance(assists, TeamStat) and (assists.stat, assists.object_name) == (Stat.AST, None)


def test_a_team_forcing_itself_names_the_object_in_a_typed_field(read_claims):
    [turnovers] = _team_claims(read_claims, "The Bucks forced the Bucks into 13 turnovers .", "team_numbers")
    assert turnovers.subject.side is Side.HOME and turnovers.subject.start == -1
    assert (turnovers.object_name.start, turnovers.object_name.side) == (4, Side.VIS)


def test_the_rebounding_battle_and_its_verb_are_typed_claims(read_claims, check):
    from factcheck.claims import BattleVerb, ReboundBattle, ReboundBattleWord

    text = "Rebounding was key , as the Bucks won that battle , 46 - 45 ."
    verb, pair = _team_claims(read_claims, text, "rebound_battle")  # (in text order)
    assert isinstance(pair, ReboundBattle) and (pair.first.value, pair.second.value) == (46, 45)
    assert isinstance(verb, ReboundBattleWord) and verb.verb is BattleVerb.WON and verb.subject.side is Side.VIS
    assert check(text) == [] and check(text.replace("won", "lost")) == [("lost", Category.WORD, "won")]


def test_group_points_are_a_group_subject(read_claims):
    from factcheck.claims import GroupPoints

    [bench] = _team_claims(read_claims, "The Bucks ' bench accounted for 32 points .", "group_points")
    assert isinstance(bench, GroupPoints) and (bench.subject.group, bench.subject.side, bench.number.value) == \
        ("bench", Side.VIS, 32)


def test_the_written_teams_other_clause_is_left_alone_when_the_name_is_the_error(check):
    # 48 and 34 percent are the Bucks': the name is the error, and which team made 10 threes is open
    text = ("The Nuggets shot 48 percent from the field and 34 percent from three - point range , and the Nuggets "
            "made 10 three - pointers .")
    assert check(text) == [("Nuggets", Category.NAME, "Bucks")]


def test_a_renamed_team_reading_is_of_its_numbers_only(example_game):
    """The team_stats reading of "Nuggets" (its numbers are the Bucks') does not make the team_result
    claim of the same name the Bucks': "prevailed" is still said of the Nuggets."""
    doc = Document.from_tokenized("T", "The Nuggets prevailed , shooting 48 percent from the field and 34 percent "
                                       "from three - point range .")
    errors = Checker(only=["team_result", "team_stats"]).check(doc, example_game)
    assert [(e.rule, doc.span_text(e.start, e.end), e.correction) for e in errors] == \
        [("team_result", "Nuggets", "Bucks")]


@pytest.mark.parametrize("text, verdict", [
    ("The Bucks shot over 45 percent from the field .", "correct"),     # 48
    ("The Bucks shot almost 50 percent from the field .", "correct"),
    ("The Bucks shot over 38 percent from the field .", "wrong"),       # true, but ten points off: another figure
    ("The Bucks shot over 52 percent from the field .", "wrong"),
    ("The Nuggets shot under 40 percent from the field .", "wrong"),    # 43
])
def test_a_bound_on_a_teams_percentage_is_verified_as_a_bound(read_claims, text, verdict):
    [(claim, v)] = read_claims(text, "percent", raw=False)
    assert claim.mode.bound and v.status.value == verdict
