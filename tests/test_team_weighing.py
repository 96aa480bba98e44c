"""The judge weighs a team's name as it weighs a player's (factcheck/engine/readings/team_weighing.py):
every team claim of the sentence said of the name, verified as written and as the other team's plus one
for the name; the cheaper wins, ties keep the name. Each case is the shape of a training sentence the
rule reproduces (docs/architecture.md, "The judge and its readings"), written about the built-in example
game: the Bucks (visitors, 4 - 2) won 108 - 101 at the Nuggets (2 - 3)."""

from __future__ import annotations

import pytest

from factcheck.text.document import Document


@pytest.mark.parametrize("text, expected", [
    # the other team's record and nothing else: two corrections as written, one (the name) as the other
    # team (S058 "The Grizzlies ( 8 - 36 ) have now lost four - straight games")
    ("The Nuggets ( 4 - 2 ) have now won three straight games .", [("NAME", "Nuggets", "Bucks")]),
    # the record and "led by" both fit the other team: three against one (S012 "The Nuggets ( 15 - 32 )
    # were led by Devin Booker")
    ("The Nuggets ( 4 - 2 ) were led by Dante Albright , who scored 26 points .", [("NAME", "Nuggets", "Bucks")]),
    # ties keep the name: the other team's record, but the result is the written team's (S012 "a much
    # needed win for the Suns ( 21 - 25 )", S036 "the Heat ( 38 - 28 ) were able to prevail")
    ("It was a much needed win for the Bucks ( 2 - 3 ) .", [("NUMBER", "2", "4"), ("NUMBER", "3", "2")]),
    ("The Bucks ( 2 - 3 ) were able to prevail .", [("NUMBER", "2", "4"), ("NUMBER", "3", "2")]),
    # ... or a player it played without is its own (S051 "The Bulls ( 32 - 24 ) were without Dwyane Wade")
    ("The Bucks ( 2 - 3 ) were without Ike Brandt ( knee ) .", [("NUMBER", "2", "4"), ("NUMBER", "3", "2")]),
    # the other team costs more: the record fits it, the win and its opponent do not (S017 "the Cavaliers
    # ( 33 - 34 ) were able to pull away with an impressive road victory against the Pistons")
    ("The Bucks ( 2 - 3 ) were able to pull away with an impressive home victory against the Nuggets ( 2 - 3 ) .",
     [("NUMBER", "2", "4"), ("NUMBER", "3", "2"), ("WORD", "home", "road")]),
    # a start and the verb of a quarter the other team won, its name set against the other: two
    # corrections either way (the words, or both names), the names kept (S015 "The Raptors got off to
    # a hot start in this game , out - scoring the Heat 64 - 52 in the first half alone")
    ("The Nuggets came out firing in the fourth quarter , out - scoring the Bucks 29 - 22 .",
     [("WORD", "came out firing", "slow start")]),
    # a contrast of one team with itself whose first figures are the other team's: the name is the
    # error, and its figures are verified as the other team's (no number marked)
    ("The Nuggets were the superior shooters , going 48 percent from the field , while the Nuggets finished "
     "at 43 percent .", [("NAME", "Nuggets", "Bucks")]),
    # ... or with its own possessive figure ("to Houston 's 47 percent"): the first name's figure is
    # the other team's, and the possessive's is the name's own
    ("The Nuggets shot 48 percent from the field to Nuggets ' 43 percent .", [("NAME", "Nuggets", "Bucks")]),
    ("The Nuggets shot 43 percent from the field to Nuggets ' 48 percent .", [("NAME", "Nuggets", "Bucks")]),
    ("The Bucks shot 48 percent from the field to Nuggets ' 43 percent .", []),
    # a team said to rally behind a player of the other team: its name is the other team's
    ("The Nuggets rallied behind Dante Albright .", [("NAME", "Nuggets", "Bucks")]),
    ("The Bucks rallied behind Dante Albright .", []),
    # one team on both sides, the relation's words do not tell which: the claims of each name do
    ("The Nuggets ( 4 - 2 ) held on to defeat the Nuggets ( 2 - 3 ) on Friday .", [("NAME", "Nuggets", "Bucks")]),
])
def test_a_team_name_is_weighed_against_its_sentence(example_errors, text, expected):
    assert example_errors(text) == expected


def test_the_name_read_as_the_other_team_is_the_first_of_one_team_named_twice(checker, example_game):
    doc = Document.from_tokenized("T.txt", "The Nuggets ( 4 - 2 ) held on to defeat the Nuggets ( 2 - 3 ) on Friday .")
    [error] = checker.check(doc, example_game)
    assert (error.start, error.end) == (1, 2)


def test_claims_read_under_a_name_follow_its_reading(example_errors):
    # the name is the other team's: its record, result and quarter are verified as the Bucks' (none wrong)
    text = "The Nuggets ( 4 - 2 ) responded with a 29 - 22 fourth quarter to seal the win ."
    assert example_errors(text) == [("NAME", "Nuggets", "Bucks")]


def test_a_team_set_against_itself_in_a_game_to_come_is_the_next_opponent(checker, example_game):
    # the clause tells of a game to come: its second name is the next opponent's, not weighed against
    # what the first name's claims say of this game ('winning': the Nuggets lost)
    doc = Document.from_tokenized("T.txt", "The Nuggets will look to continue their winning ways on the road Sunday "
                                           "against the Nuggets .")
    errors = checker.check(doc, example_game)
    assert [(e.category.value, doc.span_text(e.start, e.end), e.start) for e in errors] == [
        ("WORD", "winning", 7), ("NAME", "Nuggets", 15)]


@pytest.mark.parametrize("text, expected", [
    # the holder's shooting and the held figure both fit the holder being the other team: its name
    ("The Nuggets shot 48 percent from the field , while holding the Nuggets to 43 percent .", [(1, "Bucks")]),
    ("The Nuggets held the Nuggets to 43 percent shooting .", [(1, "Bucks")]),
    ("The Nuggets shot 48 percent from the field and held the Nuggets to 43 percent .", [(1, "Bucks")]),
    # ... a "they" holding stands for the name it takes up
    ("The Nuggets shot 48 percent from the field , but they held the Nuggets to 43 percent .", [(1, "Bucks")]),
    # ... the held figure fits the binder's reading (the held name is the other team): its name
    ("The Nuggets held the Nuggets to 48 percent shooting .", [(4, "Bucks")]),
    ("The Bucks shot 48 percent from the field , while holding the Bucks to 43 percent .", [(12, "Nuggets")]),
    # true: no error
    ("The Bucks shot 48 percent from the field , while holding the Nuggets to 43 percent .", []),
    ("The Bucks shot 48 percent from the field and held the Nuggets to 43 percent .", []),
    ("The Bucks shot 48 percent from the field , but they held the Nuggets to 43 percent .", []),
])
def test_a_team_holding_itself_blames_the_name_whose_figures_fit_the_other_team(checker, example_game, text,
                                                                               expected):
    doc = Document.from_tokenized("T.txt", text)
    assert [(e.start, e.correction) for e in checker.check(doc, example_game)] == expected


@pytest.mark.parametrize("text, expected", [
    # one team outscoring itself: the period's score after the names tells which is the other team
    # (the Nuggets won the third quarter 28 - 24, the Bucks the fourth 29 - 22)
    ("The Bucks turned it on in the third quarter , outscoring the Bucks 28 - 24 .", [(1, "Nuggets")]),
    ("The Nuggets turned it on in the third quarter , outscoring the Nuggets 28 - 24 .", [(12, "Bucks")]),
    ("The Nuggets came out in a fury , as they outscored the Nuggets 29 - 22 in the fourth quarter .",
     [(1, "Bucks")]),
    ("The Nuggets outscored the Nuggets 29 - 22 in the fourth quarter .", [(1, "Bucks")]),
    # ... told in a predicate of the sentence's subject of its own ("..., but outscored the X")
    ("The Bucks were down by four at the half , but outscored the Bucks 28 - 24 in the third quarter .",
     [(1, "Nuggets")]),
    # ... or the figures of their comparison (the Bucks had 46 rebounds, the Nuggets 45)
    ("The Nuggets outrebounded the Nuggets 46 - 45 .", [(1, "Bucks")]),
    ("The Bucks outrebounded the Bucks 46 - 45 .", [(4, "Nuggets")]),
    # true: no error
    ("The Bucks outrebounded the Nuggets 46 - 45 .", []),
    ("The Nuggets turned it on in the third quarter , outscoring the Bucks 28 - 24 .", []),
    ("The Nuggets were down by four at the half , but outscored the Bucks 28 - 24 in the third quarter .", []),
])
def test_one_team_outscoring_itself_blames_the_name_the_period_score_shows_wrong(checker, example_game, text,
                                                                                expected):
    doc = Document.from_tokenized("T.txt", text)
    assert [(e.start, e.correction) for e in checker.check(doc, example_game)] == expected
