"""Reproducers of the fuzz run's crashes (issue 15, items 1-2): each text is checked against the game
of training text S001 and no rule may fail on it; numbers are ASCII digits of sane length only.
"""

from __future__ import annotations

import pytest
from factcheck.document import Document
from factcheck.numbers import is_digits, number_positions, parse_at

HUGE = "7" * 5000  # past Python's int-digit limit (4,300)


def failures(checker, game, text: str) -> list[tuple[str, str]]:
    _, failed = checker.check_collecting(Document.from_tokenized("S001.txt", text), game)
    return failed


@pytest.mark.parametrize("text", [
    # item 1: "in double figures" names no box-score column ("?" from named_stat)
    "Luol Deng was second on the team in double figures .",
    "Luol Deng was next in double figures .",
    # item 2: superscripts, other Unicode digits and 5,000-digit numbers in every number slot
    "The Celtics outscored the Lakers \u00b2 - 30 in the first quarter .",
    f"The Celtics outscored the Lakers {HUGE} - 30 in the first quarter .",
    "The Celtics outscored the Lakers \u0663\u0660 - 30 in the first quarter .",
    "The Celtics shot \u00b2 percent from the field , while the Lakers outscored them 30 - 20 in the third .",
    f"The Celtics shot {HUGE} percent from the field , while the Lakers outscored them 30 - 20 in the third .",
    "Isaiah Thomas led the Celtics ( \u00b2 - 3 ) with 20 points . The Isaiah Thomas ( 3 - \u00b2 ) lost .",
    f"The Isaiah Thomas ( {HUGE} - 3 ) beat the Lakers ( 3 - {HUGE} ) , 113 - 107 .",
    f"The Celtics ( {HUGE} - 30 ) beat the Lakers ( \u00b2 - 3 ) , {HUGE} - 107 , for their {HUGE}th win .",
    "This marks their \u00b2nd win in their last 12 games , and Isaiah Thomas scored \u00b9\u2070 points .",
])
def test_no_rule_fails_on_odd_text(checker, games_by_text_id, text):
    assert failures(checker, games_by_text_id["S001"], text) == []


def test_a_rank_in_double_figures_is_not_checked_but_scoring_is(checker, games_by_text_id):
    game = games_by_text_id["S001"]
    deng = next(p for p in game.players if p.name == "Luol Deng")
    actual = game.rank(deng, "PTS", within_team=True)
    wrong = "second" if actual != 2 else "third"
    found = checker.check(Document.from_tokenized("S001.txt", f"Luol Deng was {wrong} on the team in scoring ."), game)
    assert [(e.rule, e.start) for e in found] == [("ranks", 3)]
    found = checker.check(Document.from_tokenized("S001.txt", f"Luol Deng was {wrong} on the team in double figures ."),
                          game)
    assert [e for e in found if e.rule == "ranks"] == []


@pytest.mark.parametrize("token, digits", [
    ("113", True), ("0", True), ("123456789", True), ("1234567890", False), (HUGE, False),
    ("\u00b2", False), ("\u0663", False), ("\uff11", False), ("1\u00b2", False), ("", False), ("-3", False),
])
def test_numbers_are_ascii_digits_of_sane_length(token, digits):
    assert is_digits(token) is digits
    tokens = [token or "x"]
    read = parse_at(tokens, 0)
    assert (read is not None) == (digits and len(token) <= 4)  # parse_at reads 1 to 4 digits
    assert (number_positions(tokens) == [0]) == (token.isascii() and token.isdecimal())


def test_an_ordinal_in_odd_digits_is_no_ordinal():
    from rules.streaks import _ordinal_at

    assert [_ordinal_at([w], 0) for w in ("17th", "\u00b2nd", f"{HUGE}th", "\u0663rd", "third")] == [17, None, None, None, 3]
