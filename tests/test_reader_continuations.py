"""Subjects the words leave open and the reader still settles (sentences written for the test,
about the gold example game: the Bucks at the Nuggets; Tyrell Hagan 27 points, 5 rebounds, 4
assists, 3 of 8 threes; Gideon Mabry 18 points, 13 rebounds, 2 assists; the Bucks made 10 of 29
threes, 41 of 86 field goals).

- a "He" after a name made of two players' names continues one of the two: whose line the
  numbers fit decides, and only when they fit one clearly;
- a "they" that sums the figure of the players named before it ("A and B were dominant , as they
  combined for 23 rebounds");
- the team let "to shoot" ("allowed the Nuggets to shoot 58 percent") owns the figure;
- a capitalised function word mid-sentence ("Meanwhile , The Nuggets") is no unknown name;
- "led the team in scoring" keeps the player as the subject of his shooting line;
- "two - point" where the figure is the three-pointers': the "two" is the slip.
"""

from __future__ import annotations

import pytest

from factcheck.claims import Status


def _stats(read_claims, text):
    return read_claims(text, "stat", raw=False, reader="stat_numbers")


def test_he_after_a_mixed_name_is_the_player_whose_line_fits(read_claims, findings):
    text = "Gideon Hagan was great . He added 18 points , 13 rebounds and 4 assists ."
    claims = _stats(read_claims, text)
    assert [(c.subject.player.name, c.attribute, c.value.number, v.status) for c, v in claims] == [
        ("Gideon Mabry", "PTS", 18, Status.CORRECT), ("Gideon Mabry", "REB", 13, Status.CORRECT),
        ("Gideon Mabry", "AST", 4, Status.WRONG)]
    assert ("4", "NUMBER", "2") in [(s, c.value, x) for s, c, x in findings(text, ("player_stats",))]


def test_he_after_a_mixed_name_stays_unbound_when_the_numbers_do_not_decide(read_claims):
    # one fit only (18 points): not enough to say whose line it is
    claims = _stats(read_claims, "Gideon Hagan was great . He added 18 points and 4 assists .")
    assert [(c.subject, v.reason) for c, v in claims] == [(None, "ambiguous binding")] * 2


def test_they_sums_the_players_named_before(read_claims, findings):
    text = "Tyrell Hagan and Gideon Mabry were dominant down low , as they combined for 23 rebounds and 45 points ."
    groups = [(c.attribute, c.value.number, v.status) for c, v in read_claims(text, "stat", raw=False)
              if c.reader == "player_groups"]
    assert groups == [("REB", 23, Status.WRONG), ("PTS", 45, Status.CORRECT)]
    assert [(s, x) for s, _, x in findings(text, ("group_stats",))] == [("23", "18")]


def test_they_does_not_sum_a_later_figure_of_the_team(read_claims):
    text = "Tyrell Hagan , Gideon Mabry and Caleb Thorne starred , as they combined to score 55 of the team 's 101 points ."
    assert [c for c, _ in read_claims(text, "stat", raw=False) if c.reader == "player_groups"] == []


def test_the_team_allowed_to_shoot_owns_the_percentage(findings):
    assert findings("The Bucks allowed the Nuggets to shoot 58 percent from the field .", ("team_stats",)) == [
        ("58", _category("NUMBER"), "43")]
    # true: silent
    assert findings("The Bucks allowed the Nuggets to shoot 43 percent from the field .", ("team_stats",)) == []
    # a second verb after the allowed team: whose figure "13 - of - 26" is, unsure; "over 50 percent" is
    # the Nuggets' bound (they shot 43)
    assert findings("The Bucks allowed the Nuggets to shoot over 50 percent and hit 13 - of - 26 from three - point "
                    "range .", ("team_stats",)) == [("50", _category("NUMBER"), "43")]


def test_a_capitalised_the_mid_sentence_is_no_name(findings):
    assert findings("Meanwhile , The Nuggets were rolling as they shot 47 percent from the field .",
                    ("team_stats",)) == [("47", _category("NUMBER"), "43")]


def test_led_the_team_in_scoring_keeps_the_shooting_line_his(findings):
    text = "Tyrell Hagan led the team in scoring , as he tallied 27 points and four assists on 9 - of - 17 shooting ."
    assert [(s, x) for s, _, x in findings(text, ("shot_breakdown",))] == [("9", "10"), ("17", "21")]
    # "the team" as a subject of its own shooting is not his
    assert findings("Tyrell Hagan scored 27 points , but the team shot 9 - of - 17 from deep .", ("shot_breakdown",)) == []


def test_two_point_where_the_three_pointers_are_meant(findings):
    # the Bucks shot 10 of 29 threes (34 percent): "two" is the slip
    found = findings("The Bucks shot 48 percent from the field , including 34 percent from two - point range .",
                     ("team_stats",))
    assert found == [("two", _category("NUMBER"), "three")]
    # their two-pointers (31 of 57, 54 percent): true, silent
    assert findings("The Bucks shot 48 percent from the field , including 54 percent from two - point range .",
                    ("team_stats",)) == []


def test_the_two_point_line_is_a_shot_type_not_points(read_claims):
    claims = read_claims("Tyrell Hagan went 7 - for - 13 from the two - point line .", raw=False)
    assert [(c.kind, c.attribute, v.status) for c, v in claims] == [("shots", "FG2", Status.CORRECT)]


def _category(name: str):
    from factcheck.engine.errors import Category

    return Category[name]


def test_the_former_and_the_latter_open_a_sentence_after_the_pair(read_claims):
    text = "Tyrell Hagan and Gideon Mabry starred . The former added five rebounds , while the latter pitched in with 12 rebounds ."
    claims = _stats(read_claims, text)
    assert [(c.subject.player.name, c.value.number, v.status) for c, v in claims] == [
        ("Tyrell Hagan", 5, Status.CORRECT), ("Gideon Mabry", 12, Status.WRONG)]


def test_a_season_high_of_a_later_figure_leaves_the_team_count_this_games(findings):
    text = "The Nuggets shot 43 percent from the field and recorded 33 assists on their way to a season - high 101 points ."
    assert findings(text, ("team_stats",)) == [("33", _category("NUMBER"), "23")]


def test_a_part_told_apart_after_a_comma_is_no_split_of_the_count(findings):
    # the Nuggets forced the Bucks' 12 turnovers; "most of which came in the first half" is a part of them
    assert findings("Denver forced 19 turnovers , most of which came in the first half .", ("team_stats",)) == [
        ("19", _category("NUMBER"), "12")]
    assert findings("Denver forced 19 turnovers in the first half .", ("team_stats",)) == []


def test_a_percentage_with_its_pair_in_parentheses_before_the_type(findings):
    # the Nuggets made 9 of 30 threes (30 percent)
    assert findings("Denver shot 30 percent ( 3 - for - 10 ) from three - point range .", ("team_stats",)) == [
        ("3", _category("NUMBER"), "9"), ("10", _category("NUMBER"), "30")]
    assert findings("Denver shot 30 percent ( 9 - for - 30 ) from deep .", ("team_stats",)) == []
    # a split after the type leaves both alone
    assert findings("Denver shot 30 percent ( 3 - for - 10 ) from deep in the first half .", ("team_stats",)) == []


def test_a_players_pair_in_parentheses_after_his_percentage(findings):
    # Tyrell Hagan made 3 of 8 threes (38 percent)
    assert findings("Tyrell Hagan shot 40 percent ( 3 - for - 8 ) from three - point range .", ("shot_breakdown",)) == [
        ("40", _category("NUMBER"), "38")]
    assert findings("Tyrell Hagan shot 38 percent from three - point range ( 3 - for - 9 ) .", ("shot_breakdown",)) == [
        ("9", _category("NUMBER"), "8")]
    assert findings("Tyrell Hagan shot 38 percent ( 3 - for - 8 ) from deep .", ("shot_breakdown",)) == []


def test_a_player_after_a_preposition_is_no_doer_of_the_clause_after(read_claims):
    # "for B", "for the ailing B": the line after is the subject's, with or without "he"
    text = "Caleb Thorne started for the ailing Gideon Mabry , but he was held to 6 points ."
    [(claim, verdict)] = _stats(read_claims, text)
    assert (claim.subject.player.name, verdict.status, verdict.correction) == ("Caleb Thorne", Status.WRONG, "10")
    # a name the box score does not have (an injured player) no longer blocks the binding either
    [(claim, verdict)] = _stats(read_claims, "Caleb Thorne filled in for Ricky Rubio and had 10 points .")
    assert (claim.subject.player.name, verdict.status) == ("Caleb Thorne", Status.CORRECT)
    # but a possessive makes him the doer of what follows: unsure, left alone
    text = "Caleb Thorne had 10 points , which made up for Ricky Rubio 's off night after scoring a lowly 5 points ."
    assert [(c.value.number, c.subject and c.subject.player.name) for c, _ in _stats(read_claims, text)] == [
        (10, "Caleb Thorne"), (5, None)]
    # a subordinate clause's subject stays unsure
    [(claim, verdict)] = _stats(read_claims, "Tyrell Hagan heated up where Gideon Mabry left off , as he scored 32 points .")
    assert claim.subject is None


def test_the_team_after_a_sentence_about_a_player_is_his_team(findings):
    # the Bucks shot 48 percent, the Nuggets 43; Dante Albright plays for the Bucks
    assert findings("Dante Albright scored 26 points . The team shot over 58 percent from the field .",
                    ("team_stats",)) == [("58", _category("NUMBER"), "48")]
    assert findings("Dante Albright scored 26 points . The team shot 48 percent from the field .",
                    ("team_stats",)) == []


def test_the_team_in_a_later_clause_is_the_team_told_of_before_it(findings):
    # the Bucks shot 48 percent
    assert findings("The Bucks ' issues were on display in Denver , as the team shot 58 percent from the field .",
                    ("team_stats",)) == [("58", _category("NUMBER"), "48")]
    # a player told of before it in the sentence: the figures of an aside are his line, not the team's
    assert findings("Dante Albright paced the starters - - and the team as a whole - - with 58 percent shooting .",
                    ("team_stats",)) == []


@pytest.mark.parametrize("text, found", [
    # the Nuggets shot 43 percent, the Bucks 48
    ("The Bucks held the Nuggets to a 40 percent figure from the field .", [("40", "43")]),
    ("The Bucks held the Nuggets to a 43 percent tally .", []),
    ("It was just a 58 percent shooting night for the Bucks .", [("58", "48")]),
    # a percentage set against one before it: "for" names whose it is only past the nouns it qualifies
    ("The Nuggets made 30 percent of their threes compared with 58 percent for the Bucks .", []),
])
def test_a_percentage_qualifying_a_noun_is_read(findings, text, found):
    assert [(span, correction) for span, _, correction in findings(text, ("team_stats",))] == found


def test_a_percentage_both_teams_shot_is_each_teams(findings):
    # the Nuggets shot 43 percent, the Bucks 48
    assert [(span, correction) for span, _, correction in findings(
        "Both teams shot just 43 percent from the field .", ("team_stats",))] == [("43", "48")]
    # a team named in the clause after "both teams": its own figure
    assert findings("Both teams struggled , with Denver shooting 43 percent .", ("team_stats",)) == []
