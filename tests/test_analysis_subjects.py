"""The sentence analysis's subjects: whom each clause is about (sentences written for the test,
about the gold example game: the Milwaukee Bucks (visitors) at the Denver Nuggets)."""

from __future__ import annotations

import pytest

from boxscore import Side
from factcheck.analysis import SubjectKind, SubjectWay
from factcheck.reader.analysis import Analysis
from factcheck.text.document import Document


def _subjects(example_game, text: str, raw: bool = False):
    doc = Document.from_raw("T", text) if raw else Document.from_tokenized("T", text)
    sa = Analysis(doc, example_game).sentences
    return doc, sa


def _at(example_game, text: str, word: str, nth: int = 0, raw: bool = False):
    """The subject of the clause holding the ``nth`` token written ``word``."""
    doc, sa = _subjects(example_game, text, raw)
    i = [k for k, t in enumerate(doc.tokens) if t == word][nth]
    found = sa.subject_at(i)
    return None if found is None else (found.kind, doc.span_text(found.start, found.end),
                                       [p.name for p in found.players], found.side, found.way)


def test_a_named_player_and_the_clauses_that_go_on_with_him(example_game):
    text = "Marcus Redfield scored 21 points , adding six rebounds , and he also had four assists ."
    assert _at(example_game, text, "21") == (SubjectKind.PLAYER, "Marcus Redfield", ["Marcus Redfield"], Side.VIS,
                                            SubjectWay.NAMED)
    assert _at(example_game, text, "six")[4] is SubjectWay.CARRIED
    assert _at(example_game, text, "four")[:3] == (SubjectKind.PLAYER, "he", ["Marcus Redfield"])


def test_he_opening_a_sentence_is_the_player_the_sentence_before_was_about(example_game):
    text = "Corey Vance came off the bench for the Bucks . He scored 15 points ."
    assert _at(example_game, text, "15")[:4] == (SubjectKind.PLAYER, "He", ["Corey Vance"], Side.VIS)


def test_coordinated_players_are_one_subject(example_game):
    text = "Marcus Redfield and Tyrell Hagan combined for 48 points ."
    kind, words, players, side, _ = _at(example_game, text, "48")
    assert kind is SubjectKind.PLAYERS and players == ["Marcus Redfield", "Tyrell Hagan"] and side is None


def test_the_former_and_the_latter(example_game):
    text = "Tyrell Hagan and Marcus Redfield starred . The former had 27 points , while the latter had 21 ."
    assert _at(example_game, text, "27")[:3] == (SubjectKind.PLAYER, "The former", ["Tyrell Hagan"])
    assert _at(example_game, text, "21")[:3] == (SubjectKind.PLAYER, "the latter", ["Marcus Redfield"])


@pytest.mark.parametrize("text, kind, side", [
    ("The Bucks ' bench scored 40 points .", SubjectKind.BENCH, Side.VIS),
    ("The Nuggets starters combined for 40 points .", SubjectKind.STARTERS, Side.HOME),
    ("The Bucks won on the road . The bench scored 40 points .", SubjectKind.BENCH, Side.VIS),
    ("Milwaukee pulled away , while the second unit scored 40 points .", SubjectKind.BENCH, Side.VIS),
    ("Both teams scored 40 points in the paint .", SubjectKind.BOTH_TEAMS, None),
    ("The visitors scored 40 points in the paint .", SubjectKind.TEAM, Side.VIS),
])
def test_teams_their_groups_and_both_teams(example_game, text, kind, side):
    found = _at(example_game, text, "40")
    assert (found[0], found[3]) == (kind, side)


def test_a_team_of_no_part_in_the_game_is_a_subject_without_a_side(example_game):
    doc, sa = _subjects(example_game, "The Celtics remain in third place .")
    found = sa.subject_at(2)
    assert found.kind is SubjectKind.TEAM and found.side is None and found.team == "Celtics"


def test_a_clause_opening_with_no_subject_of_its_own_in_a_first_clause_has_none(example_game):
    assert _at(example_game, "Four players scored in double figures for Denver .", "Four") is None


def test_a_labelled_line_is_about_its_labels_team(example_game):
    text = "Bucks win in Denver\n\nTIP-INS\n\nBucks: Shot 12 of 30 from deep.\n"
    kind, words, _, side, _ = _at(example_game, text, "12", raw=True)
    assert (kind, words, side) == (SubjectKind.TEAM, "Bucks", Side.VIS)


def test_the_reader_floor_may_resolve_team_pronouns(example_game):
    doc, sa = _subjects(example_game, "They shot 50 percent .")
    assert sa.subject_at(1).side is None
    sa.subjects.clear()
    sa.team_sides = lambda k: Side.HOME  # (what the team binding answers)
    assert sa.subject_at(1).side is Side.HOME


def test_subjects_look_back_over_many_sentences_without_recursion(example_game):
    text = "Corey Vance came off the bench . " + "He scored . " * 3000
    doc, sa = _subjects(example_game, text)
    assert sa.subject_at(len(doc.tokens) - 3).players[0].name == "Corey Vance"


def test_a_participial_opening_has_the_main_clauses_player(example_game):
    text = "Despite taking the loss , Marcus Redfield had a monster game ."
    assert _at(example_game, text, "loss")[:3] == (SubjectKind.PLAYER, "Marcus Redfield", ["Marcus Redfield"])
    assert _at(example_game, text, "loss")[4] is SubjectWay.CARRIED
    # a phrase with no gerund opening it is no participial phrase
    assert _at(example_game, "In the loss , Marcus Redfield had a monster game .", "loss") is None


@pytest.mark.parametrize("text, words, side", [
    ("On deck for the Bucks is a matchup with the Kings on Saturday .", "the Bucks", Side.VIS),
    ("Up next for Denver is a road game against the Pistons .", "Denver", Side.HOME),
    ("On deck for the Celtics is a matchup with the Kings on Saturday .", "the Celtics", None),
])
def test_the_team_a_next_game_clause_is_for_is_its_subject(example_game, text, words, side):
    found = _at(example_game, text, "is")
    assert found is not None and (found[0], found[1], found[3]) == (SubjectKind.TEAM, words, side)


def test_for_a_team_elsewhere_in_a_clause_makes_no_subject(example_game):
    """Only the words that open a next-game clause ("On deck for") name its subject: "For the
    Bucks , a stingy defense ..." is about the defense."""
    found = _at(example_game, "For the Bucks , a stingy Nuggets defense held firm .", "held")
    assert found is None or found[1] != "the Bucks"
