"""The sentence analysis (factcheck/analysis): clauses, polarity, frames and number readings, on
invented sentences, read once per document and asked by position."""

from __future__ import annotations

import pytest

from factcheck.analysis import (PIPELINE, Joint, Level, Mode, PairRole, Polarity, Scope, analyse)
from factcheck.analysis.components import Component, PipelineError, check_order
from factcheck.claims import Frame
from factcheck.text.document import Document


def _sa(text: str, weekday: str = "monday"):
    doc = Document.from_raw("t", text)
    return doc, analyse(doc, None, weekday)


def _at(doc: Document, word: str, nth: int = 0) -> int:
    return [k for k, t in enumerate(doc.tokens) if t == word][nth]


def test_components_declare_what_they_need_and_run_in_order():
    assert [c.name for c in PIPELINE][:1] == ["clauses"]
    provided = {p for c in PIPELINE for p in c.provides}
    assert {"clauses", "frames", "polar", "numbers", "pairs"} <= provided
    late = Component("late", ("x",), ("nothing-provides-this",), lambda sa: None)
    with pytest.raises(PipelineError, match="late"):
        check_order([*PIPELINE, late])


def test_clauses_are_cut_at_joints_and_joined_by_level():
    doc, sa = _sa("Harris scored 20 points and added five assists , while Walker had 12 points ( 4 - of - 9 ) .")
    i = _at(doc, "five")
    assert sa.clause(i).joint is Joint.COORDINATION
    lo, hi = sa.clause_at(i, Level.MAJOR)
    assert doc.tokens[lo] == "Harris" and doc.tokens[hi] == "while"
    lo, hi = sa.clause_at(_at(doc, "Walker"), Level.SENTENCE)
    assert (lo, hi) == (0, len(doc.tokens))
    lo, hi = sa.clause_at(_at(doc, "12"), Level.CLAUSE)
    assert doc.tokens[lo] == "while" and doc.tokens[hi - 1] == "."  # a bracket does not cut a clause
    assert sa.clause_at(_at(doc, "12"), Level.PHRASE)[1] == _at(doc, "(")


@pytest.mark.parametrize("text, word, polarity", [
    ("Harris did not commit a turnover .", "a", Polarity.NEGATED),
    ("Harris went without a turnover in 30 minutes .", "a", Polarity.NEGATED),
    ("Harris failed to score in the first half .", "score", Polarity.NEGATED),
    ("Harris came within a rebound and an assist of a triple - double .", "an", Polarity.NEAR_MISS),
    ("Harris finished one assist shy of a triple - double .", "one", Polarity.NEAR_MISS),
    ("Harris not only scored 20 points but also grabbed 10 rebounds .", "20", Polarity.POSITIVE),
    ("Harris scored 20 points , but did n't grab a rebound .", "20", Polarity.POSITIVE),
])
def test_polarity_reaches_the_words_of_its_cue(text, word, polarity):
    doc, sa = _sa(text)
    assert sa.polarity_at(_at(doc, word)) is polarity


@pytest.mark.parametrize("text, word, frame", [
    ("Harris scored 20 points .", "20", Frame.GAME),
    ("Harris scored 12 points in the third quarter .", "12", Frame.PERIOD),
    ("The Hawks will host the Bulls on Friday .", "host", Frame.NEXT_GAME),
    ("Harris had 38 points on Saturday against the Kings .", "38", Frame.OTHER_GAME),
    ("Harris scored 20 points on Monday .", "20", Frame.GAME),
    ("They would host Game 7 if they lose .", "host", Frame.NEXT_GAME),
    ("If they lose , they will go home .", "lose", Frame.CONDITION),
    ("It would have looked better if the Bucks did n't allow 16 points .", "16", Frame.GAME),
    ("He has 31 points over his last two games .", "31", Frame.PREVIOUS_GAME),
])
def test_each_clause_has_a_time_frame(text, word, frame):
    doc, sa = _sa(text)
    assert sa.frame_of(_at(doc, word)).frame is frame


def test_a_part_of_the_game_is_named_with_its_quarters():
    doc, sa = _sa("Harris scored 12 points in the third quarter .")
    assert sa.frame_of(_at(doc, "12")).period == (3,)


@pytest.mark.parametrize("text, word, mode", [
    ("Both players eclipsed 35 minutes .", "35", Mode.AT_LEAST),
    ("He scored 20 - plus points .", "20", Mode.AT_LEAST),
    ("He had 10 points or more in every game .", "10", Mode.AT_LEAST),
    ("He scored more than 30 points .", "30", Mode.MORE_THAN),
    ("They shot under 40 percent .", "40", Mode.LESS_THAN),
    ("He committed fewer than three fouls .", "three", Mode.LESS_THAN),
    ("He scored 30 points .", "30", Mode.EXACT),
    ("He added two blocks over 19 minutes .", "19", Mode.EXACT),
    ("They shot over 45 percent from the field .", "45", Mode.MORE_THAN),
    ("They shot almost 50 percent from the field .", "50", Mode.AT_MOST),
    ("They held the Bucks to sub - 40 percent shooting .", "40", Mode.LESS_THAN),
    ("They turned it over six times .", "six", Mode.EXACT),
    ("He turned the ball over 11 times .", "11", Mode.EXACT),
])
def test_a_number_is_exact_or_a_bound(text, word, mode):
    doc, sa = _sa(text)
    reading = sa.number(_at(doc, word))
    assert reading.mode is mode
    assert mode.holds(reading.number.value, reading.number.value + (1 if mode in (Mode.AT_LEAST, Mode.MORE_THAN) else
                                                                      -1 if mode is not Mode.EXACT else 0))


@pytest.mark.parametrize("text, word, scope", [
    ("Harris and Walker scored 18 points apiece .", "18", Scope.EACH),
    ("Harris and Walker combined for 40 points .", "40", Scope.COMBINED),
    ("Harris and Walker scored 18 and 16 points , respectively .", "16", Scope.RESPECTIVELY),
    ("Harris is averaging 20 points per game .", "20", Scope.PER_GAME),
    ("Harris scored 18 points .", "18", Scope.SINGLE),
])
def test_a_number_has_a_scope(text, word, scope):
    doc, sa = _sa(text)
    assert sa.number(_at(doc, word)).scope is scope


@pytest.mark.parametrize("text, role, through, period", [
    ("The Pacers carried a 76 - 73 lead into the fourth .", PairRole.MOMENT, 3, ()),
    ("The Raptors outscored them 23 - 18 to go up 68 - 64 entering the fourth .", PairRole.MOMENT, 3, ()),
    ("The margin was still just two , 65 - 63 , heading into the fourth .", PairRole.MOMENT, 3, ()),
    ("They turned a deficit into a 60 - 52 halftime lead .", PairRole.MOMENT, 2, ()),
    ("They pushed ahead to build a 69 - 62 edge .", PairRole.MOMENT, 0, ()),
    ("Miami won the fourth 26 - 21 .", PairRole.PERIOD, 0, (4,)),
    ("The Pacers took the third 27 - 19 .", PairRole.PERIOD, 0, (3,)),
    ("They outscored the Magic 31 - 19 in the first half .", PairRole.PERIOD, 0, (1, 2)),
    ("They led 50 - 45 at halftime .", PairRole.MOMENT, 2, ()),
    ("The Hawks beat the Bulls 101 - 94 .", PairRole.SCORE, 0, ()),
])
def test_a_score_pair_has_a_role(text, role, through, period):
    doc, sa = _sa(text)
    a = next(a for a, b in doc.digit_pairs if b.value in (73, 64, 63, 52, 62, 21, 19, 45, 94))
    pair = sa.pair(a.start)
    assert (pair.role, pair.through, pair.period) == (role, through, period)


def test_a_number_set_against_another_teams():
    doc, sa = _sa("They turned the ball over just 11 times to the Pelicans ' 14 .")
    reading = sa.number(_at(doc, "11"))
    assert reading.against == _at(doc, "14") and doc.tokens[reading.owner_end] == "'"


def test_the_analysis_is_computed_once_per_document(example_game):
    from factcheck.engine.context import CheckContext

    ctx = CheckContext(Document.from_raw("t", "Harris scored 20 points ."), example_game)
    assert ctx.analysis.sentences is ctx.analysis.sentences


def test_a_negated_article_is_a_count_of_none(read_claims):
    claims = [(c, v) for c, v in read_claims("Marcus Redfield did not record a block .", "stat")]
    assert [(c.stat.value, c.number.value, c.note) for c, _ in claims] == [("BLK", 0, "")]
    assert claims[0][1].status.value in ("correct", "wrong")


def test_a_near_miss_and_a_condition_are_no_totals(read_claims):
    near = [c for c, _ in read_claims("Marcus Redfield finished one assist shy of a triple - double .", "stat")]
    assert near and all(c.note.startswith("a near miss") for c in near)
    cond = [c for c, _ in read_claims("If Marcus Redfield scores 30 points , they will win .", "stat")]
    assert cond and all(c.frame.value == "condition" for c in cond)


def test_a_bound_is_read_as_a_bound(read_claims):
    claims = [(c, v) for c, v in read_claims("Marcus Redfield eclipsed 30 minutes .", "stat")]
    assert [(c.number.value, c.mode.value) for c, _ in claims] == [(30, "at_least")]
    assert "at least 30" in claims[0][1].reason or claims[0][1].status.value == "correct"


def test_a_description_is_not_bound_to_a_starter_of_another_position(example_game):
    """"the point guard" after a forward is named is someone else (left unresolved); after a guard, him."""
    from factcheck.text.linking import link

    for name, meant in (("Marcus Redfield", False), ("Dante Albright", True)):  # a forward, a guard
        doc = Document.from_tokenized("t", f"{name} scored 10 points , although the point guard had six turnovers .")
        [ref] = [r for r in link(doc, example_game).references if r.kind == "description"]
        assert (ref.player is not None and ref.player.name == name) is meant


def test_an_aside_is_about_the_name_it_follows(read_claims):
    claims = read_claims("Marcus Redfield ( 21 points ) and Corey Vance ( 15 points off the bench ) led the way .",
                         "role")
    assert [c.subject.player.name for c, _ in claims] == ["Corey Vance"]


def test_a_percentage_of_attempts_after_another_shot_type_is_not_the_field_goals(read_claims):
    text = "The free - throw line told the story . The Nuggets converted 95 percent of their attempts ."
    assert [c for c, _ in read_claims(text, raw=False) if type(c).__name__ == "TeamPercent"] == []
    text = "The Nuggets converted 45 percent of their attempts ."
    assert [c.shot.value for c, _ in read_claims(text, raw=False) if type(c).__name__ == "TeamPercent"] == ["FG"]


def test_a_comparison_of_shooting_names_its_shot_type(read_claims):
    text = "The Nuggets actually shot better from three - point range ( 40 percent to 30 percent ) ."
    claims = [c for c, _ in read_claims(text, raw=False) if type(c).__name__ == "HadMore"]
    assert [c.stat.value for c in claims] == ["FG3_PCT"]


def test_a_score_at_a_moment_is_no_quarters_points(read_claims):
    text = "The Nuggets won the third quarter 27 - 26 and carried a 76 - 73 lead into the fourth ."
    periods = {(c.first.value, c.period) for c, _ in read_claims(text, raw=False) if type(c).__name__ == "PeriodScore"}
    assert (27, (3,)) in periods and (76, (4,)) not in periods
    finals = [c for c, _ in read_claims(text, raw=False) if type(c).__name__ == "FinalScore"]
    assert finals == []


def test_a_league_leading_figure_is_the_seasons(read_claims):
    text = "Marcus Redfield added two more three - pointers to his NBA - leading 162 three - pointers ."
    shots = [c for c, _ in read_claims(text, raw=False) if type(c).__name__ == "PlayerShots" and c.made.value == 162]
    assert shots and all(c.frame is Frame.SEASON for c in shots)


def test_a_line_under_up_next_is_in_the_next_games_frame():
    doc = Document.from_raw("t", "Harris scored 20 points .\n\nUP NEXT\n\nHornets: Host the Bulls on Friday night.")
    sa = analyse(doc, None, "monday")
    assert sa.frame_of(doc.tokens.index("Host")).frame is Frame.NEXT_GAME
    assert sa.frame_of(doc.tokens.index("20")).frame is Frame.GAME


@pytest.mark.parametrize("text", ["Milwaukee was out - rebounded 53 - 36 overall .", "They outrebounded them 53 - 36 ."])
def test_a_pair_after_a_verb_of_having_more_is_the_teams_figures(text):
    doc, sa = _sa(text)
    assert sa.pair(_at(doc, "53")).role is PairRole.COMPARISON


def test_a_shooting_line_after_shot_is_no_comparison():
    doc, sa = _sa("He shot 7 - 15 from the field .")
    assert sa.pair(_at(doc, "7")).role is not PairRole.COMPARISON
