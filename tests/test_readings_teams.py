"""Team readings (factcheck/engine/readings/teams.py): a team named where the sentence shows the other
team is meant is read as the other team, for every claim of that name, and its NAME fix is reported
once (sentences written for the test, about the gold example game: the Bucks, 4 - 2, won 108 - 101 at
the Nuggets, 2 - 3; Bucks 48 percent from the field, Nuggets 43; Dante Albright 26 points for the
Bucks, Tyrell Hagan 27 points and five rebounds for the Nuggets)."""

from __future__ import annotations

import pytest

from factcheck.claims import PlayerTeam, SameTeam, TeamLedBy
from factcheck.engine.context import CheckContext
from factcheck.engine.pipeline import Checker
from factcheck.engine.readings import teams
from factcheck.reader.registry import claims_of_class
from factcheck.text.document import Document

_CHECKERS: dict[tuple[str, ...], Checker] = {}


def _run(game, text: str, *families: str) -> list[tuple[str, str, str, str]]:
    checker = _CHECKERS.setdefault(families, Checker(only=list(families) or None))
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction, e.rule) for e in checker.check(doc, game)]


def _readings(game, text: str) -> dict[str, tuple[str, str]]:
    """The team readings of ``text``: written name -> (team read, correction)."""
    ctx = CheckContext(Document.from_tokenized("T.txt", text), game)
    found = teams.readings(ctx, lambda classes: claims_of_class(ctx, classes))
    return {ctx.doc.span_text(*span): (game.team(r.side).name, r.name.correction) for span, r in found.items()}


@pytest.mark.parametrize("text, expected", [
    # the winner named first and second: the second name is the loser's
    ("The Bucks defeated the Bucks on Friday .", {"Bucks": ("Nuggets", "Nuggets")}),
    # the loser named as the winner: the first name is the winner's
    ("The Nuggets defeated the Nuggets on Friday .", {"Nuggets": ("Bucks", "Bucks")}),
    ("The Bucks fell to the Bucks on Friday .", {"Bucks": ("Nuggets", "Nuggets")}),
    # a contrast: the clause giving the other team's percentage names the wrong team
    ("The Bucks shot 48 percent from the field , while the Bucks shot 43 percent from the field .",
     {"Bucks": ("Nuggets", "Nuggets")}),
    ("The Bucks shot 50 percent from the field , while the Bucks shot 40 percent from the field .", {}),
    # a lead by a player of the other team, written as a city
    ("Tyrell Hagan led the way for Milwaukee with 27 points .", {"Milwaukee": ("Nuggets", "Denver")}),
    # his numbers are a Buck's (Dante Albright's 26): his name is the error, not the team's
    ("Tyrell Hagan led the way for the Bucks with 26 points .", {}),
    # led by a pair of one player of each team: the team is half right
    ("The Bucks were led by the duo of Tyrell Hagan and Dante Albright .", {}),
    ("The Nuggets ' Dante Albright scored 26 points .", {"Nuggets": ("Bucks", "Bucks")}),
])
def test_which_team_name_is_read_as_the_other_team(example_game, text, expected):
    assert _readings(example_game, text) == expected


def test_the_name_fix_is_reported_with_the_claim_that_shows_it(example_game):
    # the relation's claim is about the second name; the first is the wrong one
    text = "The Nuggets defeated the Nuggets on Friday ."
    assert _run(example_game, text, "team_names") == [("NAME", "Nuggets", "Bucks", "team_names")]
    ctx = CheckContext(Document.from_tokenized("T.txt", text), example_game)
    [claim] = claims_of_class(ctx, (SameTeam,))
    assert (claim.first.start, claim.subject.start) == (1, 4)


def test_every_claim_of_a_misnamed_team_is_verified_as_the_other_team(example_game):
    # the first Nuggets are the Bucks: their record ( 4 - 2 ) and their result are right
    text = "The Nuggets ( 4 - 2 ) defeated the Nuggets ( 2 - 3 ) on Friday ."
    assert _run(example_game, text, "team_record", "team_result") == []
    assert _run(example_game, text) == [("NAME", "Nuggets", "Bucks", "team_names")]
    # a record that is neither team's is checked as the team meant
    assert _run(example_game, "The Nuggets ( 5 - 2 ) defeated the Nuggets on Friday .", "team_record") == [
        ("NUMBER", "5", "4", "team_record")]


def test_each_wrong_name_is_fixed_by_the_claim_that_shows_it(example_game):
    # "the Nuggets ' Albright" (team_of_player) and "Albright led the Nuggets" (team_names)
    text = "The Nuggets ' Dante Albright led the Nuggets with 26 points ."
    found = _run(example_game, text, "team_names", "team_of_player")
    assert found == [("NAME", "Nuggets", "Bucks", "team_of_player"), ("NAME", "Nuggets", "Bucks", "team_names")]
    ctx = CheckContext(Document.from_tokenized("T.txt", text), example_game)
    assert {type(c) for c in claims_of_class(ctx, (TeamLedBy, PlayerTeam))} == {TeamLedBy, PlayerTeam}
