"""Player stat lines whose subject is written around his name (issue 14): a description or an
award title before the name, an aside after it, a relative clause after "A and B", a line
credited "for X" after it. Invented sentences on the example game: Hagan 27 points, 5 rebounds,
4 assists, 10 - of - 21; Mabry 18 points, 13 rebounds, 2 assists; Sorensen 9 points, 3 rebounds,
7 assists; Kastellan 14 points, 12 rebounds."""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category


@pytest.fixture()
def check(findings):
    return lambda text, rules=("player_stats",): findings(text, rules)


@pytest.mark.parametrize("text, wrong", [
    # a description before the name leaves him the doer, and the "He" of the next sentence his
    ("The dependable Gideon Mabry did pick up a technical for a scuffle with Hagan , but also put up 16 points"
     " . He also handed out four assists .", ["16", "four"]),
    ("The dependable Gideon Mabry did pick up a technical for a scuffle with Hagan , but also put up 18 points"
     " . He also handed out two assists .", []),
    ("Milo Sorensen delivered an 11 - point night , while rookie lottery pick Tyrell Hagan provided a spark off"
     " the bench with 19 points .", ["11", "19"]),
    ("Milo Sorensen delivered a 9 - point night , while rookie lottery pick Tyrell Hagan provided a spark off"
     " the bench with 27 points .", []),
    # an award title before the name
    ("To round out the futility , Sixth Man of the Year Milo Sorensen was held to 11 points .", ["11"]),
    ("To round out the futility , Sixth Man of the Year Milo Sorensen was held to nine points .", []),
])
def test_a_description_before_the_name_keeps_him_the_subject(check, text, wrong):
    assert [w for w, *_ in check(text)] == wrong


def test_an_award_title_is_no_one_elses_name(check):
    text = "Tyrell Hagan was potent on offense , as the reigning Rookie of the Year shot a perfect 8 - of - 8 ."
    assert [c for _, c, _ in check(text, ("shot_breakdown",))] == [Category.NUMBER, Category.NUMBER]
    ok = "Tyrell Hagan was potent on offense , as the reigning Rookie of the Year shot 10 - of - 21 ."
    assert check(ok, ("shot_breakdown",)) == []


@pytest.mark.parametrize("text, wrong", [
    # an aside after the name tells of another game without framing the main clause
    ("Milo Sorensen , likely starting his last game in place of Hagan , was solid with 13 points .", ["13"]),
    ("Milo Sorensen , likely starting his last game in place of Hagan , was solid with nine points .", []),
    # an unknown name inside the aside does not hide the subject
    ("Corey Vance had 15 points , while Milo Sorensen , who started with Michael Carter-Williams no longer on the"
     " roster , finished with 17 points .", ["17"]),
    ("Corey Vance had 15 points , while Milo Sorensen , who started with Michael Carter-Williams no longer on the"
     " roster , finished with nine points .", []),
])
def test_an_aside_after_the_name_keeps_the_subject_and_the_game(check, text, wrong):
    assert [w for w, *_ in check(text)] == wrong


@pytest.mark.parametrize("text", [
    # what the aside tells is of another game: its own numbers stay unchecked
    "Milo Sorensen , who scored 30 points in his last game , was solid with nine points .",
    # a new clause after the aside: the number may be the group's it names
    "The Nuggets got the return of Oren Kastellan , who had missed the last two games , and also saw their"
    " second unit contribute 54 points on the night .",
])
def test_numbers_of_the_aside_or_a_new_clause_stay_silent(check, text):
    assert check(text) == []


def test_a_relative_clause_of_one_player_after_a_and_b(check):
    text = "The Bucks have Albright and Oren Kastellan , who scored a season - high 19 points and eight rebounds ."
    assert [w for w, *_ in check(text)] == ["19", "eight"]
    ok = "The Bucks have Albright and Oren Kastellan , who scored a season - high 14 points and 12 rebounds ."
    assert check(ok) == []
    # shared or unsure: silent
    assert check("Albright and Kastellan , who combined for a season - high 40 points , led the way .") == []
    assert check("Albright and Kastellan , who scored 19 points , led the way .") == []


def test_a_line_credited_for_a_player_after_it(check):
    text = "The 16 points and 13 rebounds for Mabry marked his second double - double in a Denver uniform ."
    assert check(text) == [("16", Category.NUMBER, "18")]
    assert check("The 18 points and 13 rebounds for Mabry marked his second double - double .") == []
    # a player named before the line keeps it: "for" names a team or nobody
    assert check("Hagan scored 27 points for the Nuggets .") == []
    assert check("Hagan scored 27 points for Mabry 's sake .") == []


@pytest.mark.parametrize("text, wrong", [
    # a sentence opening with an age or an award title continues the player named last
    ("Tyrell Hagan led the way with 27 points . The 25 - year - old added eight assists and five rebounds .",
     ["eight"]),
    ("Tyrell Hagan led the way with 27 points . The 25 - year - old added four assists and five rebounds .", []),
    ("Tyrell Hagan led the way with 27 points . The reigning Defensive Player of the Year added eight rebounds .",
     ["eight"]),
    ("Tyrell Hagan led the way with 27 points . The reigning Defensive Player of the Year added five rebounds .", []),
    # a name after the age is the subject
    ("Tyrell Hagan led the way with 27 points . The 25 - year - old Milo Sorensen added seven assists .", []),
    # "bench guard X" after "while" is the doer of his clause
    ("Milo Sorensen had nine points , while bench guard Tyrell Hagan led the team with 15 points .", ["15"]),
    ("Milo Sorensen had nine points , while bench guard Tyrell Hagan led the team with 27 points .", []),
])
def test_an_age_or_title_opening_the_sentence_continues_the_player(check, text, wrong):
    assert [w for w, *_ in check(text)] == wrong


@pytest.mark.parametrize("text, wrong", [
    # a fronted clause about an earlier game does not frame the main clause
    ("After having just two points in his last outing , Milo Sorensen bounced back to put up 14 points .", ["14"]),
    ("After having just two points in his last outing , Milo Sorensen bounced back to put up nine points .", []),
    # the words before "with N" name this game's line, though they hold "all" or "season"
    ("Tyrell Hagan led the way for the Nuggets , doing it all with 16 points and five rebounds .", ["16"]),
    ("Tyrell Hagan led the way for the Nuggets , doing it all with 27 points and five rebounds .", []),
    ("Gideon Mabry posted his fifth double - double of the season with 16 points and 13 rebounds .", ["16"]),
    ("Gideon Mabry posted his fifth double - double of the season with 18 points and 13 rebounds .", []),
    # a closed parenthesis of a split qualifies nothing after it
    ("Marcus Redfield added 21 points , 10 assists ( six in the first half ) and twelve rebounds .", ["twelve"]),
    ("Marcus Redfield added 21 points , 10 assists ( six in the first half ) and 11 rebounds .", []),
])
def test_words_of_another_game_or_average_that_do_not_reach_the_line(check, text, wrong):
    assert [w for w, *_ in check(text)] == wrong


@pytest.mark.parametrize("text", [
    "In his last game , Milo Sorensen had 14 points .",  # the frame is the sentence's
    "After scoring 30 points in his last game , Milo Sorensen had nine points .",  # the 30 is the earlier game's
    "Milo Sorensen is averaging 14 points on the season with 11 rebounds .",
])
def test_other_games_and_averages_stay_silent(check, text):
    assert check(text) == []


@pytest.mark.parametrize("text, wrong", [
    # "The N points were a season - high": the total of the player named last, restated
    ("Tyrell Hagan had 27 points . The 25 points were a career - high for him .", ["25"]),
    ("Tyrell Hagan had 27 points . The 27 points were a career - high for him .", []),
    ("The Nuggets scored 101 points . The 125 points allowed were a season - high .", []),  # no player's
    # "his former team" names no player: "former" breaks only as "the former"
    ("Tyrell Hagan was huge against his former team , finishing with 20 points .", ["20"]),
    ("Tyrell Hagan was huge against his former team , finishing with 27 points .", []),
    # "While he", "However , the standout center" continue the player named last
    ("Tyrell Hagan had a poor outing . While he scored 26 , he shot just 10 - of - 21 .", ["26"]),
    ("Gideon Mabry shot 7 - of - 13 . However , the standout center did haul in 16 boards .", ["16"]),
    ("Gideon Mabry shot 7 - of - 13 . However , the standout center did haul in 13 boards .", []),
    # a former team does not make the description another team's player; a nationality describes him
    ("The Nuggets added big man Tyrell Hagan . The former Bucks All-Star recorded 16 points .", ["16"]),
    ("Gideon Mabry has been a force . The French big man came down with 16 rebounds .", ["16"]),
    ("Gideon Mabry has been a force . The French big man came down with 13 rebounds .", []),
    # titles and descriptions before the name
    ("Jalen Pruitt had 7 points , and Slam Dunk Contest champ Corey Vance paced the bench with 10 points .", ["10"]),
    ("For Milwaukee , former Sixth Man of the Year Award recipient Corey Vance provided a spark , scoring 13 points .",
     ["13"]),
    ("For Milwaukee , former Sixth Man of the Year Award recipient Corey Vance provided a spark , scoring 15 points .",
     []),
])
def test_references_to_the_player_named_last(check, text, wrong):
    assert [w for w, *_ in check(text)] == wrong


def test_the_bucks_all_star_is_not_a_nuggets_player(check):
    # a team named in the description (not as former) must be the player's
    assert check("Tyrell Hagan had 27 points . The Bucks All-Star recorded 16 points .") == []


def test_a_team_put_up_by_a_number_leads_by_it(check):
    # the number after "put the Bucks up" is the team's lead, not the player's points
    text = ("Dante Albright had a poor game . Although he did n't shoot well , he still led the team with 26 points ,"
            " including a three - pointer to put the Bucks up four points late .")
    assert check(text) == []
    assert check("Dante Albright had a poor game . Although he did n't shoot well , he led the team with 20 points .") \
        == [("20", Category.NUMBER, "26")]
