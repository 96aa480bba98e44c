"""A lead credited to the wrong player (the judge's lead-name reading) on invented sentences about
the example game (Bucks: Dante Albright 26 points, Marcus Redfield 21, Oren Kastellan 14; Nuggets:
Tyrell Hagan 27, the game's top scorer).

"Russell led the team in scoring , as he tallied 17 points" when Williams led with 17 and Russell
had 12: the lead and its figure are Williams's, the name is the error (NAME, corrected to the
leader), reported with the lead (or, when the lead names no one, with the figure)."""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker


def run(game, text: str) -> list[tuple[str, str, str]]:
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction)
            for e in Checker(only=["leaders", "player_stats"]).check(doc, game) if e.category.value == "NAME"]


@pytest.mark.parametrize("text, expected", [
    ("Marcus Redfield led the Bucks in scoring , as he tallied 26 points .",
     [("NAME", "Marcus Redfield", "Dante Albright")]),
    ("Marcus Redfield was the player of the game , as he scored 27 points .",
     [("NAME", "Marcus Redfield", "Tyrell Hagan")]),
    # the figure is nobody's lead: the leader word or the number is wrong, not the name
    ("Marcus Redfield led the Bucks in scoring , as he tallied 25 points .", []),
    # the named player's own figure: his lead is wrong, his name is not
    ("Marcus Redfield led the Bucks in scoring , as he tallied 21 points .", []),
    # one basket off his own figure, the rest of the line his: the figure is the slip
    ("Dante Albright was the player of the game , as he scored 27 points and {reb} rebounds .", []),
    # another player named before the figure: who it belongs to is not certain
    ("Dante Albright and Marcus Redfield led the Bucks , as he tallied 26 points .", []),
])
def test_the_leaders_line_under_another_name(example_game, text, expected):
    albright = next(p for p in example_game.players if p.name == "Dante Albright")
    hagan = next(p for p in example_game.players if p.name == "Tyrell Hagan")
    assert albright.stat("REB") != hagan.stat("REB")
    assert run(example_game, text.format(reb=albright.stat("REB"))) == expected


@pytest.mark.parametrize("text, expected", [
    # the lead is Hagan's (the name is the error); the rest of the line (11 rebounds) is Redfield's,
    # so annotators check the figure as Redfield's too
    ("Marcus Redfield was the player of the game , as he scored 27 points and 11 rebounds .",
     [("NAME", "Marcus Redfield", "Tyrell Hagan"), ("NUMBER", "27", "21")]),
    # no rest of a line that is his: the figure is the leader's, the name fix accounts for it
    ("Marcus Redfield was the player of the game , as he scored 27 points .",
     [("NAME", "Marcus Redfield", "Tyrell Hagan")]),
])
def test_the_mention_s_other_figures_are_still_the_written_player_s(example_game, text, expected):
    doc = Document.from_tokenized("T.txt", text)
    found = [(e.category.value, doc.span_text(e.start, e.end), e.correction)
             for e in Checker(only=["leaders", "player_stats"]).check(doc, example_game)]
    assert found == expected
