"""Every statistic noun of the lexicon is read in every sentence shape that reads statistic words.

A synonym taught to the lexicon (``factcheck/lexicon/statistic_words.toml``, ``shooting.toml``) must be read
wherever a statistic is: after a number, after a lead ("led the team in caroms"), after a
"team - high", before "came from", after a possessive, in a stat line, in a relative clause. Each
(noun, shape) pair is one test: the sentence, about a player of the built-in example game
(gold/example_game.json), must yield a claim of that statistic about that player. Texts are
tokenized as in the shared task ("team - high", "X 's").
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from factcheck.lexicon import statistics

#: Who is written about for each statistic, and his figure in the example game (a true claim; the
#: leader of his team where a lead is stated).
SUBJECTS = {
    "PTS": ("Dante Albright", 26), "REB": ("Oren Kastellan", 12), "OREB": ("Oren Kastellan", 4),
    "DREB": ("Gideon Mabry", 8), "AST": ("Milo Sorensen", 7), "STL": ("Tyrell Hagan", 2),
    "BLK": ("Gideon Mabry", 3), "TO": ("Tyrell Hagan", 3), "PF": ("Oren Kastellan", 4),
    "MIN": ("Marcus Redfield", 38),
    "FGM": ("Dante Albright", 10), "FGA": ("Dante Albright", 19), "FG3M": ("Dante Albright", 3),
    "FG3A": ("Dante Albright", 7), "FTM": ("Marcus Redfield", 4), "FTA": ("Marcus Redfield", 5),
    "FG2M": ("Oren Kastellan", 6), "FG2A": ("Oren Kastellan", 11),
}


class Form(NamedTuple):
    """A way to write a statistic after a number: its words and the box-score column."""

    words: str
    column: str


def _forms(field: str = "plural") -> list[Form]:
    """The lexicon's forms of every statistic: its plural nouns (with "offensive" / "defensive"
    before the rebounds' for those columns) and the shot types' counts; or its singular nouns."""
    out = []
    stats = statistics.statistics()
    for column, entry in stats.items():
        if "modifier" in entry:  # "offensive boards": the modifier before each noun of its statistic
            out += [Form(f"{entry['modifier']} {noun}", column) for noun in stats[entry["of"]].get(field, ())]
            continue
        out += [Form(noun, column) for noun in entry.get(field, ())]
    if field == "plural":
        for shot, entry in statistics.shots().items():
            out += [Form(p, f"{shot}M") for p in entry["made"]]
            out += [Form(p, f"{shot}A") for p in entry["attempted"]]
    return out


FORMS = _forms()
SINGULARS = _forms("singular")
#: The sentence shapes that read a statistic word: {P} the player, {V} his figure, {N} the noun.
SHAPES = {
    "grabbed": "{P} grabbed {V} {N} .",
    "team-high": "{P} had a team - high {V} {N} .",
    "came-from": "{V} {N} came from {P} .",
    "possessive": "{P} 's {V} {N} helped the team .",
    "line": "{P} had {W} and {V} {N} .",
    "who-had": "{P} , who had {V} {N} , was solid .",
}
LEAD_SHAPE = "{P} led the team in {N} ."
#: A singular noun in a compound: "a 12 - rebound effort".
COMPOUND_SHAPE = "{P} posted a {V} - {N} effort ."
#: A team's count: "the Bucks grabbed 45 rebounds" (the statistics of a team's line, and shots).
TEAM_SHAPE = "The Bucks grabbed 9 {N} ."
TEAM_COLUMNS = set(statistics.team_comment_nouns()) | {f"{s}{x}" for s in statistics.shots() for x in "MA"}


def _text(shape: str, form: Form) -> str:
    player, value = SUBJECTS[form.column]
    other = "20 minutes" if form.column == "PTS" else "20 points" if form.column != "MIN" else "30 points"
    return shape.format(P=player, V=value, N=form.words, W=other)


def _read(read_claims, text: str, column: str) -> list:
    player = SUBJECTS[column][0]
    found = []
    for claim, _ in read_claims(text, raw=False):
        stat = getattr(claim, "stat", None)
        if column in (getattr(stat, "value", stat), claim.attribute) and claim.subject is not None \
                and claim.subject.player is not None and claim.subject.player.name == player:
            found.append(claim)
    return found


CASES = [pytest.param(shape, form, id=f"{name}:{form.words}")
         for form in FORMS for name, shape in SHAPES.items()]
LEAD_CASES = [pytest.param(form, id=f"lead:{form.words}") for form in FORMS]
SINGULAR_CASES = [pytest.param(form, id=f"compound:{form.words}") for form in SINGULARS]
TEAM_CASES = [pytest.param(form, id=f"team:{form.words}") for form in FORMS if form.column in TEAM_COLUMNS]


@pytest.mark.parametrize("shape,form", CASES)
def test_a_statistic_noun_is_read_in_every_shape(read_claims, shape, form):
    text = _text(shape, form)
    found = _read(read_claims, text, form.column)
    assert found, f"no {form.column} claim read in {text!r}"
    if "high" in shape:
        assert any(type(c).__name__ == "Lead" for c in found), f"no lead in {form.column} read in {text!r}"


@pytest.mark.parametrize("form", LEAD_CASES)
def test_a_lead_in_a_statistic_is_read(read_claims, form):
    text = _text(LEAD_SHAPE, form)
    assert any(type(c).__name__ == "Lead" for c in _read(read_claims, text, form.column)), \
        f"no lead in {form.column} read in {text!r}"


@pytest.mark.parametrize("form", SINGULAR_CASES)
def test_a_singular_noun_is_read_in_a_compound(read_claims, form):
    text = _text(COMPOUND_SHAPE, form)
    assert _read(read_claims, text, form.column), f"no {form.column} claim read in {text!r}"


@pytest.mark.parametrize("form", TEAM_CASES)
def test_a_team_count_is_read(read_claims, form):
    text = TEAM_SHAPE.format(N=form.words)
    found = [c for c, _ in read_claims(text, raw=False) if c.attribute == form.column and c.subject is not None
             and c.subject.player is None and c.subject.side is not None and c.subject.side.value == "vis"]
    assert found, f"no team claim of {form.column} read in {text!r}"


def test_every_statistic_has_a_subject():
    assert {f.column for f in FORMS + SINGULARS} <= SUBJECTS.keys()


def test_the_shapes_fail_for_a_word_no_reader_knows(read_claims):
    """The check above can fail: a noun the lexicon does not have yields no claim."""
    assert not _read(read_claims, _text(SHAPES["grabbed"], Form("widgets", "REB")), "REB")


# -- the sentence analysis's tables: frames, negation, number modes -----------------------------------
# Every word of the analysis's tables is read in the sentence shapes that use it: each (word, shape)
# is one test, about the built-in example game's Marcus Redfield (38 minutes, 21 points, 3 turnovers).

from factcheck import lexicon  # noqa: E402
from factcheck.analysis import Mode, PairRole, Polarity, Scope, analyse  # noqa: E402
from factcheck.claims import Frame  # noqa: E402
from factcheck.text.document import Document  # noqa: E402


def _analysed(text: str):
    doc = Document.from_tokenized("T", text)
    return doc, analyse(doc, None, "friday")


def _at(doc: Document, word: str) -> int:
    return doc.tokens.index(word)


NEGATIONS = sorted(lexicon.words("negations")) + [" ".join(p) for p in lexicon.phrases("negation_phrases")]


@pytest.mark.parametrize("cue", NEGATIONS)
@pytest.mark.parametrize("shape", ["Marcus Redfield did {C} record 7 blocks .", "Marcus Redfield , {C} 7 blocks , played well ."])
def test_a_negation_reaches_the_figure_after_it(cue, shape):
    doc, sa = _analysed(shape.format(C=cue))
    assert sa.polarity_at(_at(doc, "7")) is Polarity.NEGATED


NEAR = lexicon.mapping("near_miss_phrases")


@pytest.mark.parametrize("phrase", sorted(NEAR))
def test_a_near_miss_reaches_the_missing_figure(phrase):
    shape = ("Marcus Redfield finished 2 assists {C} a triple - double ." if NEAR[phrase] == "before"
             else "Marcus Redfield {C} 2 assists of a triple - double .")
    doc, sa = _analysed(shape.format(C=phrase))
    assert sa.polarity_at(_at(doc, "2")) is Polarity.NEAR_MISS
    assert sa.polarity_at(_at(doc, "Redfield")) is Polarity.POSITIVE


BOUNDS = [(p, g, "before") for p, g in lexicon.mapping("bound_before").items()] + \
         [(p, g, "after") for p, g in lexicon.mapping("bound_after").items()]


@pytest.mark.parametrize("phrase, mode, where", BOUNDS)
@pytest.mark.parametrize("noun", ["minutes", "points"])
def test_a_bound_is_read_with_its_mode(phrase, mode, where, noun):
    shape = "Marcus Redfield played {C} 30 {N} ." if where == "before" else "Marcus Redfield played 30 {C} {N} ."
    doc, sa = _analysed(shape.format(C=phrase, N=noun))
    assert sa.number(_at(doc, "30")).mode is Mode(mode)


def test_a_bound_is_verified_as_a_bound(read_claims):
    claims = read_claims("Marcus Redfield eclipsed 35 minutes .", "stat", raw=False)
    assert [(c.mode, v.status.value) for c, v in claims] == [(Mode.AT_LEAST, "correct")]  # he played 38
    claims = read_claims("Marcus Redfield eclipsed 40 minutes .", "stat", raw=False)
    assert [(c.mode, v.status.value) for c, v in claims] == [(Mode.AT_LEAST, "wrong")]


SCOPES = [(p, g) for p, g in lexicon.mapping("scope_words").items()]


@pytest.mark.parametrize("phrase, scope", SCOPES)
def test_a_scope_word_is_read(phrase, scope):
    shape = {"each": "Marcus Redfield and Dante Albright scored 18 points {C} .",
             "respectively": "Marcus Redfield and Dante Albright scored 18 and 16 points , {C} .",
             "combined": "Marcus Redfield and Dante Albright {C} 18 points .",
             "per_game": "Marcus Redfield is scoring 18 points {C} ."}[scope]
    if scope == "per_game" and phrase.split()[0].startswith("averag"):
        shape = "Marcus Redfield is {C} 18 points ."
    if scope == "combined" and phrase in ("between them", "together"):
        shape = "Marcus Redfield and Dante Albright scored 18 points {C} ."
    doc, sa = _analysed(shape.format(C=phrase))
    assert sa.number(_at(doc, "18")).scope is Scope(scope)


@pytest.mark.parametrize("noun", sorted(lexicon.words("score_moment_nouns")))
def test_a_score_at_a_moment_is_no_periods_points(noun):
    doc, sa = _analysed(f"The Nuggets carried a 76 - 73 {noun} into the fourth .")
    reading = sa.pair(_at(doc, "76"))
    assert reading.role is PairRole.MOMENT and reading.through in (2, 3)


PAST = lexicon.mapping("past_cues")


@pytest.mark.parametrize("cue", sorted(PAST))
def test_a_cue_of_the_past_frames_its_clause(cue):
    doc, sa = _analysed(f"Marcus Redfield scored 20 points {cue} .")
    expected = Frame.PREVIOUS_GAME if PAST[cue] == "game" else Frame.CAREER
    assert sa.frame_of(_at(doc, "20")).frame is expected


@pytest.mark.parametrize("cue", sorted(lexicon.words("condition_cues")))
def test_a_condition_frames_its_clause(cue):
    doc, sa = _analysed(f"{cue.capitalize()} Marcus Redfield scores 30 points , the Nuggets will go home .")
    assert sa.frame_of(_at(doc, "30")).frame is Frame.CONDITION
