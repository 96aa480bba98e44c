"""Every statistic noun of the lexicon is read in every sentence shape that reads statistic words.

A synonym taught to the lexicon (``factcheck/lexicon/stats.toml``, ``shots.toml``) must be read
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
