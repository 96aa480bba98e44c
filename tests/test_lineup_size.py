"""The size of a starting lineup ("the starting five") against the box score's starters, on
sentences about the built-in example game (five starters a side)."""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category
from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document


def _check(text: str, game):
    doc = Document.from_tokenized("T", text)
    errors = Checker(only=["lineup_size"]).check(doc, game)
    return [(doc.span_text(e.start, e.end), e.category, e.correction) for e in errors]


@pytest.mark.parametrize("text,want", [
    ("The rest of the Bucks ' starting five combined for 40 points .", []),
    ("The rest of the Bucks ' starting seven combined for 40 points .", [("seven", Category.NUMBER, "five")]),
    ("Hagan was the only other member of the starting 4 to score .", [("4", Category.NUMBER, "5")]),
    # no lineup's size: a shooting line, a position
    ("Hagan was starting 0 - for - 5 from deep .", []),
    ("The starting two guard scored 12 points .", []),
])
def test_the_size_of_a_starting_lineup(text, want, example_game):
    assert _check(text, example_game) == want
