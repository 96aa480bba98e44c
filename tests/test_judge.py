"""The judge (factcheck/engine/judge.py): a sentence is corrected as a reviewer corrects it, with
the smallest set of corrections; each finding says how sure it is.

Sentences written for the test about the gold example game: the Bucks (visitors, 4 - 2) won
108 - 101 at the Nuggets (2 - 3). Bucks: Dante Albright 26 points, 3 rebounds, 5 assists; Corey
Vance 15 points, 3 rebounds, 4 assists; Marcus Redfield 21 points in 38 minutes; Nate Hollings 4
points, 3 rebounds (bench); Silas Ambrose 11 points, 5 rebounds (bench). Nuggets: Tyrell Hagan 27
points, 5 rebounds.
"""

from __future__ import annotations

import pytest

from factcheck.engine.judge import cost
from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document

_CHECKER: list[Checker] = []


def _errors(game, text: str) -> list[tuple[str, str, str]]:
    if not _CHECKER:
        _CHECKER.append(Checker())
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in _CHECKER[0].check(doc, game)]


def _found(game, text: str):
    if not _CHECKER:
        _CHECKER.append(Checker())
    return _CHECKER[0].check(Document.from_tokenized("T.txt", text), game)


@pytest.mark.parametrize("text, expected", [
    # another player's whole line: the name is the one error
    ("Corey Vance scored 26 points with three rebounds and five assists .",
     [("NAME", "Corey Vance", "Dante Albright")]),
    ("Dante Albright scored 26 points with three rebounds and five assists .", []),
    # only some figures fit the other player: fixing the numbers is fewer corrections, the name stays
    ("Nate Hollings added 11 points and three rebounds off the bench .", [("NUMBER", "11", "4")]),
    # a tie (one number, or the name) keeps the name that was written
    ("Corey Vance finished with 26 points and three rebounds .", [("NUMBER", "26", "15")]),
])
def test_the_smallest_set_of_corrections(example_game, text, expected):
    assert _errors(example_game, text) == expected


def test_a_line_said_of_he_after_a_sentence_naming_several_players_blames_no_name(example_game):
    # whose line it is, is unsure: no name is blamed and the numbers are not read as his
    text = "Marcus Redfield and Dante Albright starred . He finished with 26 points , three rebounds and five assists ."
    assert not [e for e in _errors(example_game, text) if e[0] == "NAME"]


@pytest.mark.parametrize("text, expected", [
    # a team's record that is the other team's is one slip: its numbers are marked, not the name
    ("The Bucks ( 2 - 3 ) won on Friday .", [("NUMBER", "2", "4"), ("NUMBER", "3", "2")]),
    ("The Bucks ( 4 - 2 ) won on Friday .", []),
])
def test_a_record_is_one_claim(example_game, text, expected):
    assert _errors(example_game, text) == expected


def test_cost_counts_corrections():
    from factcheck.claims import Category, Fix, Status, Verdict

    two = Verdict(None, Status.WRONG, "", (Fix(0, 1, Category.NUMBER, "1"), Fix(2, 3, Category.NUMBER, "2")))
    lookup = Verdict(None, Status.WRONG, "", (Fix(0, 1, Category.NOT_CHECKABLE),))
    assert cost([two]) == 2
    assert cost([lookup]) == 0


@pytest.mark.parametrize("text, expected", [
    # a team's sentence that fits the other team: its words are marked, as annotators mark them
    ("The Nuggets shot 48 percent from the field and out - rebounded the Bucks .",
     [("NUMBER", "48", "43"), ("WORD", "out - rebounded", "")]),
])
def test_a_team_name_is_not_weighed(example_game, text, expected):
    assert [e for e in _errors(example_game, text) if e[0] != "NAME"] == expected
    assert not [e for e in _errors(example_game, text) if e[0] == "NAME"]


@pytest.mark.parametrize("text, confidence, doubt", [
    ("Marcus Redfield finished with 24 points .", 1.0, ""),
    # the subject is taken up by "He" from an earlier sentence: the binder may be wrong
    ("Marcus Redfield led the way . He finished with 24 points .", 0.9, "implied"),
    # RotoWire rounds minutes: one minute more may be a rounding the other way
    ("Marcus Redfield played 39 minutes .", 0.5, "rounding"),
    ("Marcus Redfield played 30 minutes .", 1.0, ""),
])
def test_each_finding_says_how_sure_it_is(example_game, text, confidence, doubt):
    (error,) = _found(example_game, text)
    assert error.confidence == confidence
    assert (doubt in error.doubt) if doubt else error.doubt == ""


def test_minutes_one_less_than_the_rounded_figure_are_the_whole_minutes_played(example_game):
    # 38 in the box score (rounded): a writer who gives whole minutes played writes 37
    assert _found(example_game, "Marcus Redfield played 37 minutes .") == []
    assert [e.correction for e in _found(example_game, "Marcus Redfield played 36 minutes .")] == ["38"]


def test_min_confidence_drops_the_less_sure(example_game):
    text = "Marcus Redfield played 39 minutes . Dante Albright scored 20 points ."
    doc = Document.from_tokenized("T.txt", text)
    assert len(Checker().check(doc, example_game)) == 2
    assert [e.correction for e in Checker(min_confidence=0.6).check(doc, example_game)] == ["26"]


def test_the_record_before_the_game_is_a_less_sure_slip(example_game):
    # the Bucks won: 3 - 2 before the game, 4 - 2 after it (RotoWire's, and the shared task's)
    (error,) = _found(example_game, "The Bucks ( 3 - 2 ) won on Friday .")
    assert (error.correction, error.confidence, error.doubt) == ("4", 0.4, "the record before this game")
    (error,) = _found(example_game, "The Bucks ( 1 - 2 ) won on Friday .")
    assert error.confidence == 1.0


@pytest.mark.parametrize("text", [
    # a weekday of the game to come, said in the present tense or with a trip
    "The Bucks head home to face the Kings on Saturday .",
    "On deck for the Bucks is a visit from the Kings on Saturday .",
    # a weekday of an earlier game: a line "from Saturday"
    "To follow up his 30 points from Saturday , Dante Albright scored 26 points .",
])
def test_a_weekday_of_another_game_is_not_this_games(example_game, text):
    assert not [e for e in _errors(example_game, text) if e[1] == "Saturday"]


def test_a_weekday_of_this_game_is_still_checked(example_game):
    assert ("NAME", "Saturday", "Friday") in _errors(example_game, "The Bucks beat the Nuggets 108 - 101 on Saturday .")


def test_a_line_that_names_a_class_of_games_in_history_is_no_line_of_this_game(example_game):
    text = "Dante Albright recorded just the fourth 30 - point , 10 - assist game in franchise history ."
    assert _errors(example_game, text) == []
    assert _errors(example_game, "Dante Albright recorded a 30 - point , 10 - assist game .") != []


@pytest.mark.parametrize("text, expected", [
    # the statistic named before a passive lead is the one led in: assists, not points
    ("The Nuggets recorded 20 assists , led by Milo Sorensen’s 7 , their best mark of the year .", []),
    ("The Bucks recorded 25 assists , led by Dante Albright’s 5 , their best mark of the year .",
     [("WORD", "led", "")]),
])
def test_a_passive_lead_is_in_the_statistic_named_before_it(example_game, text, expected):
    assert _errors(example_game, text) == expected


@pytest.mark.parametrize("text", [
    # a day past the opening sentence with no result of this game in its sentence is another event's
    "The Bucks beat the Nuggets 108 - 101 on Friday . Redfield hurt his ankle on Tuesday .",
    "The Bucks beat the Nuggets 108 - 101 on Friday . It came one day after Albright scored 40 against Utah .",
])
def test_a_day_or_a_team_of_another_event_is_not_this_games(example_game, text):
    assert _errors(example_game, text) == []


def test_a_later_sentence_that_tells_the_result_still_has_this_games_day(example_game):
    text = "The Bucks were on the road . They beat the Nuggets 108 - 101 on Saturday ."
    assert ("NAME", "Saturday", "Friday") in _errors(example_game, text)


@pytest.mark.parametrize("text", [
    # a day of this game, said in a sentence with no result word: still checked
    "The Bucks beat the Nuggets 108 - 101 . Albright was an unstoppable force on Saturday .",
    "The Bucks beat the Nuggets 108 - 101 . Albright had 26 points and grabbed three rebounds on Saturday .",
])
def test_a_day_of_this_game_without_a_result_word_is_still_checked(example_game, text):
    assert ("NAME", "Saturday", "Friday") in _errors(example_game, text)


@pytest.mark.parametrize("text", [
    # a line of an earlier day's game, and the points of a numbered game of a series
    "Dante Albright followed up Saturday 's 46 - point , 18 - rebound game with 26 points .",
    "Albright had only four points in their game three win , so this was better .",
])
def test_a_line_of_another_days_or_series_game_is_not_this_games(example_game, text):
    assert [e for e in _errors(example_game, text) if e[0] == "NUMBER"] == []


@pytest.mark.parametrize("text, expected", [
    # points that are nobody's, with another player's whole shooting line: the name and the points
    ("Jalen Pruitt finished with 20 points ( 10 - 19 FG , 3 - 7 3Pt , 3 - 3 FT ) and five assists .",
     [("NAME", "Jalen Pruitt", "Dante Albright"), ("NUMBER", "20", "26")]),
    ("Dante Albright finished with 26 points ( 10 - 19 FG , 3 - 7 3Pt , 3 - 3 FT ) and five assists .", []),
    # no points said: two counts of another player's line, one of them five or more, identify him
    ("Caleb Thorne dished out seven assists and grabbed three rebounds .",
     [("NAME", "Caleb Thorne", "Milo Sorensen")]),
    ("Milo Sorensen dished out seven assists and grabbed three rebounds .", []),
    # small counts alone fit many players: the numbers are the slips
    ("Caleb Thorne had three assists and three rebounds .", [("NUMBER", "three", "two"), ("NUMBER", "three", "six")]),
    # points said that are not his: two counts are a coincidence, three with his minutes are his line
    ("Caleb Thorne had 13 points , seven assists and three rebounds .",
     [("NUMBER", "13", "10"), ("NUMBER", "seven", "two"), ("NUMBER", "three", "six")]),
    ("Caleb Thorne had 13 points , seven assists and three rebounds in 31 minutes .",
     [("NAME", "Caleb Thorne", "Milo Sorensen"), ("NUMBER", "13", "9")]),
])
def test_a_line_identifies_its_player_by_more_than_its_points(example_game, text, expected):
    assert _errors(example_game, text) == expected


def test_a_leaders_figure_is_accounted_for_by_the_name_fix(example_game):
    # "a game-high 27 points" are Hagan's: the name is the error, not the 27 as well ...
    text = "Gideon Mabry finished with a game - high 27 points ."
    assert _errors(example_game, text) == [("NAME", "Gideon Mabry", "Tyrell Hagan")]
    # ... unless the rest of the line is the named player's: then annotators mark his figure too
    text = "Gideon Mabry scored a game - high 27 points with 13 rebounds ."
    assert ("NUMBER", "27", "18") in _errors(example_game, text)


def test_claims_of_an_implied_subject_are_read_as_his_last_mention_is(example_game):
    from factcheck.claims import Category, Fix, Subject
    from factcheck.engine.context import CheckContext
    from factcheck.engine.judge import _implied_readings
    from factcheck.engine.readings import Reading

    doc = Document.from_tokenized("T.txt", "Caleb Thorne dished out seven assists . He 's averaged 15 points .")
    ctx = CheckContext(doc=doc, game=example_game)
    thorne = next(p for p in example_game.played if p.name == "Caleb Thorne")
    sorensen = next(p for p in example_game.played if p.name == "Milo Sorensen")

    class _Said:  # a claim of the second sentence whose subject ("He") is implied
        def __init__(self, subject):
            self.subject, self.words_at = subject, 9

    implied, named_other = _Said(Subject.of_player(thorne)), _Said(Subject.of_player(sorensen))
    reading = (Reading(sorensen, Fix(0, 2, Category.NAME, "Milo Sorensen", "")),)
    found = _implied_readings(ctx, [implied, named_other], {(0, 2): reading})
    assert found == {id(implied): reading}
    assert _implied_readings(ctx, [implied], {}) == {}


@pytest.mark.parametrize("text, expected", [
    # the 18 points and 13 rebounds are Mabry's: he was named, by the wrong name
    ("Tyrell Hagan scored 27 points , Ruben Estrada added 18 points and 13 rebounds and Andre Fontaine had 12 . "
     "Caleb Thorne was the only other Nugget in double figures .", [("NAME", "Ruben Estrada", "Gideon Mabry")]),
    # a name half Mabry's, half Thorne's names one of them: which, the name rule says
    ("Tyrell Hagan scored 27 points , Gideon Thorne added 18 and Andre Fontaine had 12 . "
     "Caleb Thorne was the only other Nugget in double figures .", [("NAME", "Gideon Thorne", "Gideon Mabry")]),
    # Mabry (18) was not named at all: "only other" is wrong
    ("Tyrell Hagan scored 27 points and Andre Fontaine had 12 . Caleb Thorne was the only other Nugget in double figures .",
     [("WORD", "only other", "")]),
])
def test_only_other_counts_the_players_a_wrong_name_stands_for(example_game, text, expected):
    assert _errors(example_game, text) == expected


def _renamed_game(gold_dir, names: dict[str, tuple[str, str]]):
    """The example game with players renamed: {old full name: (first, last)}."""
    import json

    from boxscore import game_from_record

    record = json.loads((gold_dir / "example_game.json").read_text(encoding="utf-8"))
    box = record["box_score"]
    for k, name in list(box["PLAYER_NAME"].items()):
        if name in names:
            first, last = names[name]
            box["PLAYER_NAME"][k], box["FIRST_NAME"][k], box["SECOND_NAME"][k] = f"{first} {last}", first, last
    return game_from_record(record)


@pytest.mark.parametrize("text, expected", [
    # "Williams" is a name of Milo Carter-Williams as much as of Caleb Williams: his line, no error
    ("Williams dished out seven assists and grabbed three rebounds .", []),
    # the full name of the other Williams is no name of his
    ("Caleb Williams dished out seven assists and grabbed three rebounds .",
     [("NAME", "Caleb Williams", "Milo Carter-Williams")]),
])
def test_a_part_of_a_hyphenated_surname_is_his_name(gold_dir, text, expected):
    game = _renamed_game(gold_dir, {"Caleb Thorne": ("Caleb", "Williams"), "Milo Sorensen": ("Milo", "Carter-Williams")})
    doc = Document.from_tokenized("T.txt", text)
    found = [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in Checker().check(doc, game)]
    assert found == expected


@pytest.mark.parametrize("text, expected", [
    # an opening clause of an earlier game names a team of that game, not of this one
    ("After outlasting the Kings in Sacramento 111 - 104 , the Bucks won again .", []),
    ("Coming off a road victory against the Celtics , the Bucks beat the Nuggets .", []),
    # in the main clause, or after a clause that is not an earlier game's, it is this game's
    ("After beating the Bucks , the Kings lost .", [("NAME", "Kings", "Nuggets")]),
    ("After the break , the Kings pulled away .", [("NAME", "Kings", "")]),
])
def test_a_team_of_an_earlier_game_in_an_opening_clause(example_game, text, expected):
    assert _errors(example_game, text) == expected


def test_alternative_cost_stops_early_with_the_full_count_s_answer() -> None:
    """An alternative reading's cost, asked claim by claim with a stop once it has lost, answers
    what counting every claim's corrections answers: its cost when it wins, None when it loses."""
    from itertools import product

    from factcheck.claims import Category, Fix, Status, Verdict
    from factcheck.engine.judge import MARGIN, _alternative_cost

    class Costs:  # a verifier whose verdicts on claim ``i`` make ``corrections[i]`` corrections
        def __init__(self, corrections):
            self.corrections = corrections

        def verdicts(self, claim, subject):
            fixes = tuple(Fix(0, 1, Category.NUMBER, "1") for _ in range(self.corrections[claim]))
            return [Verdict(None, Status.WRONG if fixes else Status.CORRECT, "", fixes)]

    for n in range(1, 6):
        for corrections in product(range(3), repeat=n):
            for best_cost in range(1, 8):
                wrong = list(corrections)
                full = 1 + sum(wrong) if 3 * sum(1 for w in wrong if w) <= n \
                    and 1 + sum(wrong) + MARGIN <= best_cost else None
                assert _alternative_cost(Costs(corrections), range(n), None, best_cost) == full
