"""Rule families on small hand-made documents checked against the gold example game.

The example game (gold/example_game.json): Milwaukee Bucks (visitors, 4-2 after the game) won at
the Denver Nuggets (2-3), 108-101, on Friday 2016-11-04; halftime 55-51. Players used below:
Marcus Redfield 21/11/10, 2 steals, 1 block; Corey Vance (bench) 15 points, 4 assists, 0 steals;
Tyrell Hagan 27 points, 5 rebounds, 4 assists; Milo Sorensen 9 points, 3 rebounds, 7 assists;
Gideon Mabry 18 points, 13 rebounds, 3 blocks.
"""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.errors import Category, Error
from factcheck.engine.pipeline import Checker, check
from rules import load_all, rule, signature

FAMILIES = {"weekday", "final_score", "team_record", "player_stats"}


def findings(checker, game, text: str, tokenized: bool = True) -> list[tuple[str, str, str, str]]:
    """(category, tokens, correction, rule) of every finding in ``text``."""
    doc = Document.from_tokenized("T.txt", text) if tokenized else Document.from_raw("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction, e.rule)
            for e in checker.check(doc, game, tokenized)]


_FAMILY_CHECKERS: dict[str, Checker] = {}


@pytest.fixture()
def run(example_game):
    """Findings of one rule family only (so other families cannot mask or add findings)."""

    def run_family(family: str, text: str, tokenized: bool = True):
        if family not in _FAMILY_CHECKERS:
            _FAMILY_CHECKERS[family] = Checker(only=[family])
        return findings(_FAMILY_CHECKERS[family], example_game, text, tokenized)

    return run_family


@pytest.fixture()
def run_all(checker, example_game):
    """Findings of every registered rule, without the rule's name."""
    return lambda text, tokenized=True: [f[:3] for f in findings(checker, example_game, text, tokenized)]


# ---- weekday ---------------------------------------------------------------------------------
def test_wrong_weekday_is_a_name_error_corrected_to_the_game_day(run, run_all):
    text = "The Bucks beat the Nuggets on Wednesday ."
    assert run("weekday", text) == [("NAME", "Wednesday", "Friday", "weekday")]
    assert run_all(text) == [("NAME", "Wednesday", "Friday")]
    assert run("weekday", "The Bucks won on Wednesday 's game .") == [("NAME", "Wednesday", "Friday", "weekday")]


def test_right_weekday_is_not_flagged(run_all):
    assert run_all("The Bucks beat the Nuggets on Friday .") == []


@pytest.mark.parametrize("text", [
    "The Bucks will host the Sacramento Kings on Saturday .",
    "The Nuggets visit the Detroit Pistons on Saturday .",
    "The Bucks will host the Sacramento Kings on Sunday .",  # wrong, but about the next game
    "The Bucks beat the Nuggets on Friday , and will host the Kings on Tuesday .",
    "The Bucks bounced back after Wednesday 's loss .",
])
def test_weekday_of_another_game_is_not_flagged(run, text):
    assert run("weekday", text) == []


def test_weekday_of_this_game_before_a_next_game_clause(run):
    text = "The Bucks beat the Nuggets on Wednesday and will host the Kings on Saturday ."
    assert run("weekday", text) == [("NAME", "Wednesday", "Friday", "weekday")]


@pytest.mark.parametrize("text", [
    "The Bucks defeated the host Denver Nuggets on Wednesday at Pepsi Center .",  # "host" as adjective
    "The Nuggets fell to the visiting Bucks on Wednesday .",
    "The Bucks beat the Nuggets at Madison Square Garden on Wednesday .",  # "Square" is a name here
    "The Bucks ( 4 - 2 ) came into Wednesday 's contest having won four of their last five .",
    "The Bucks checked in to Wednesday 's game with only two road wins in their last six .",
])
def test_weekday_of_this_game_despite_cue_like_words(run, text):
    assert run("weekday", text) == [("NAME", "Wednesday", "Friday", "weekday")]


def test_a_contest_entered_after_another_game_is_still_another_game(run):
    assert run("weekday", "The Bucks bounced back after Wednesday 's contest .") == []


# ---- final score -----------------------------------------------------------------------------
def test_wrong_final_score_number_is_flagged_with_correction(run, run_all):
    text = "The Bucks defeated the Nuggets , 108 - 99 , on Friday ."
    assert run("final_score", text) == [("NUMBER", "99", "101", "final_score")]
    assert run_all(text) == [("NUMBER", "99", "101")]
    assert run("final_score", "The Bucks defeated the Nuggets , 110 - 101 .") == [
        ("NUMBER", "110", "108", "final_score")]
    assert run("final_score", "The Bucks defeated the Nuggets , 120 - 90 .") == [
        ("NUMBER", "120", "108", "final_score"), ("NUMBER", "90", "101", "final_score")]


def test_right_final_score_is_not_flagged(run_all):
    assert run_all("The Bucks defeated the Nuggets , 108 - 101 .") == []
    assert run_all("The Bucks won 108 - 101 on Friday .") == []


@pytest.mark.parametrize("text", [
    "The Bucks led 60 - 40 at halftime .",
    "At halftime , the Bucks were ahead 60 - 40 .",
    "The Bucks led 84 - 70 after three quarters .",
    "The Bucks outscored the Nuggets 99 - 62 in the fourth quarter .",
    "The Bucks went on a 72 - 62 run .",
    "The Bucks beat the Nuggets 110 - 90 in their last meeting .",
])
def test_partial_and_other_games_scores_are_not_read_as_final(run, text):
    assert run("final_score", text) == []


@pytest.mark.parametrize("text", [
    "The Bucks led 55 - 51 at halftime .",
    "At halftime , the Bucks were ahead 55 - 51 .",
    "The Bucks outscored the Nuggets 29 - 22 in the fourth quarter .",
])
def test_right_halftime_and_quarter_scores_are_not_flagged(run_all, text):
    assert run_all(text) == []


# ---- team record -----------------------------------------------------------------------------
def test_wrong_team_record_number_is_flagged(run, run_all):
    assert run("team_record", "The Bucks ( 5 - 2 ) won .") == [("NUMBER", "5", "4", "team_record")]
    assert run_all("The Bucks ( 5 - 2 ) won .") == [("NUMBER", "5", "4")]
    assert run("team_record", "Denver ( 2 - 4 ) lost .") == [("NUMBER", "4", "3", "team_record")]
    assert run("team_record", "The Nuggets ( 3 - 2 ) lost .") == [
        ("NUMBER", "3", "2", "team_record"), ("NUMBER", "2", "3", "team_record")]


def test_right_team_record_is_not_flagged(run_all):
    assert run_all("The Milwaukee Bucks ( 4 - 2 ) defeated the Denver Nuggets ( 2 - 3 ) .") == []


def test_other_teams_record_with_its_player_is_a_name_error(run, run_all):
    # Redfield is a Buck and ( 4 - 2 ) is the Bucks' record: the team's name is the error
    text = "Marcus Redfield scored 21 points as the Nuggets ( 4 - 2 ) won ."
    assert run("team_record", text) == [("NAME", "Nuggets", "Bucks", "team_record")]
    # "led the Nuggets": the judge reads the name as the Bucks' (team_names reports it), and the
    # record is checked as theirs
    text = "Marcus Redfield led the Nuggets ( 4 - 2 ) with 21 points ."
    assert run("team_record", text) == []
    assert run("team_names", text) == [("NAME", "Nuggets", "Bucks", "team_names")]
    assert run_all(text) == [("NAME", "Nuggets", "Bucks")]
    text = "Marcus Redfield led the Nuggets ( 2 - 3 ) with 21 points ."
    assert run("team_record", text) == [("NUMBER", "2", "4", "team_record"), ("NUMBER", "3", "2", "team_record")]


# ---- player statistics -----------------------------------------------------------------------
def test_wrong_player_numbers_are_flagged_with_correction(run, run_all):
    text = "Tyrell Hagan scored 25 points , with seven rebounds and four assists ."
    assert run("player_stats", text) == [
        ("NUMBER", "25", "27", "player_stats"), ("NUMBER", "seven", "five", "player_stats")]
    assert run_all(text) == [("NUMBER", "25", "27"), ("NUMBER", "seven", "five")]
    assert run("player_stats", "Marcus Redfield had 21 points , 11 rebounds and eight assists .") == [
        ("NUMBER", "eight", "ten", "player_stats")]
    assert run("player_stats", "Gideon Mabry had 18 points and four blocks .") == [
        ("NUMBER", "four", "three", "player_stats")]


def test_corrections_keep_the_texts_own_form(run):
    # a number word is corrected with a word, digits with digits
    assert run("player_stats", "Corey Vance scored 15 points with six assists off the bench .") == [
        ("NUMBER", "six", "four", "player_stats")]
    assert run("player_stats", "Corey Vance scored 15 points with 6 assists off the bench .") == [
        ("NUMBER", "6", "4", "player_stats")]
    assert run("player_stats", "Corey Vance scored seventeen points .") == [
        ("NUMBER", "seventeen", "fifteen", "player_stats")]
    # hyphenated number words: spaced in pre-tokenized text, joined in raw text
    assert run("player_stats", "Marcus Redfield had twenty - three points .") == [
        ("NUMBER", "twenty - three", "twenty - one", "player_stats")]
    assert run("player_stats", "Marcus Redfield had twenty-three points.", tokenized=False) == [
        ("NUMBER", "twenty - three", "twenty-one", "player_stats")]


@pytest.mark.parametrize("text", [
    "Marcus Redfield had 21 points , 11 rebounds and 10 assists .",
    "Marcus Redfield had twenty - one points , eleven rebounds and ten assists .",
    "Tyrell Hagan scored 27 points , with five rebounds and four assists .",
    "Gideon Mabry posted a double - double with 18 points , 13 rebounds and three blocks .",
    "Marcus Redfield had a pair of steals and a block .",
    "Corey Vance scored 15 points off the bench .",
])
def test_right_player_numbers_are_not_flagged(run_all, text):
    assert run_all(text) == []


def test_a_steal_when_he_had_none(run, run_all):
    text = "Corey Vance scored 15 points and had a steal ."
    assert run("player_stats", text) == [("NUMBER", "a", "zero", "player_stats")]
    assert run_all(text) == [("NUMBER", "a", "zero")]


def test_a_pair_of_is_checked_on_pair(run):
    assert run("player_stats", "Marcus Redfield had a pair of blocks .") == [("NUMBER", "pair", "one", "player_stats")]


@pytest.mark.parametrize("text", [
    "Tyrell Hagan scored 12 points in the fourth quarter .",
    "Tyrell Hagan scored 9 points in the fourth quarter .",
    "Tyrell Hagan had 27 points , including 12 points in the fourth quarter .",
    "Gideon Mabry had 18 points and four blocks in the fourth quarter .",
    "Tyrell Hagan scored 12 of his 27 points in the fourth quarter .",
])
def test_numbers_in_the_fourth_quarter_are_not_flagged(run_all, text):
    assert run_all(text) == []


def test_pronoun_continues_the_previous_sentences_player(run):
    assert run("player_stats", "Corey Vance came off the bench . He had 17 points .") == [
        ("NUMBER", "17", "15", "player_stats")]


def test_numbers_of_another_players_line_make_the_name_the_error(run):
    # 27 points and five rebounds are Hagan's; Sorensen had 9 and 3
    assert run("player_stats", "Milo Sorensen paced Denver with 27 points and five rebounds .") == [
        ("NAME", "Milo Sorensen", "Tyrell Hagan", "player_stats")]
    assert run("player_stats", "Milo Sorensen had 9 points and seven assists .") == []


# ---- the registry and the checker ------------------------------------------------------------
def test_registry_loads_all_four_families():
    registry = load_all()
    assert FAMILIES <= set(registry)
    assert list(registry) == sorted(registry)
    for name in FAMILIES:
        spec = registry[name]
        assert spec.name == name and callable(spec.verify) and spec.verifies and spec.description
    assert registry["weekday"].needs == "B"
    assert registry["final_score"].needs == "A"
    sig = signature()
    assert len(sig) == 12 and int(sig, 16) >= 0 and sig == signature()


def test_checker_only_restricts_the_rules(example_game):
    checker = Checker(only=["weekday"])
    assert set(checker.rules) == {"weekday"}
    text = "The Bucks ( 5 - 2 ) beat the Nuggets , 108 - 99 , on Wednesday ."
    assert findings(checker, example_game, text) == [("NAME", "Wednesday", "Friday", "weekday")]
    two = Checker(only=["final_score", "team_record"])
    assert set(two.rules) == {"final_score", "team_record"}
    assert [f[3] for f in findings(two, example_game, text)] == ["team_record", "final_score"]
    every = [f[:3] for f in findings(Checker(), example_game, text)]
    assert every == [("NUMBER", "5", "4"), ("NUMBER", "99", "101"), ("NAME", "Wednesday", "Friday")]


def test_unknown_rule_name_raises_value_error():
    with pytest.raises(ValueError, match="unknown rule\\(s\\): no_such_rule"):
        Checker(only=["weekday", "no_such_rule"])


def test_registering_a_name_twice_raises():
    from factcheck.claims import GameWeekday

    def another(claim: GameWeekday, facts):  # pragma: no cover - never run
        """Another weekday rule."""

    with pytest.raises(ValueError, match="registered twice"):
        rule("weekday")(another)
    assert load_all()["weekday"].verify is not another


def test_check_convenience_and_overlap_resolution(example_game):
    doc = Document.from_tokenized("T.txt", "The Bucks beat the Nuggets on Wednesday .")
    assert check(doc, example_game) == [
        Error(6, 7, Category.NAME, "Friday", "the game was played on Friday 2016-11-04, not Wednesday", "weekday")]
