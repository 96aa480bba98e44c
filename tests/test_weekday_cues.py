"""Weekdays of other games or events are not this game's (the example game was on a Friday)."""

from __future__ import annotations

import pytest

from factcheck.document import Document
from factcheck.pipeline import Checker


def _flags(example_game, text: str) -> list[str]:
    doc = Document.from_tokenized("T", text)
    return [doc.span_text(e.start, e.end) for e in Checker(only=["weekday"]).check(doc, example_game)]


@pytest.mark.parametrize("text", [
    "Up next , the Bucks welcome the Heat to town on Monday .",
    "Denver will host the down - and - out Knicks on Monday .",
    "Albright struggled to eight points on Wednesday , so it was a nice bounce back for him .",
    "Albright followed up his 30 - point night on Wednesday with 26 points .",
    "The Nuggets are now off until Monday night , when the Heat come to town .",
    "The Heat play the Magic , also on Sunday .",
    "Albright was acquired in a deadline deal on Wednesday .",
    "They were coming off a loss to the Heat on Wednesday .",
    "Both teams resume the series Sunday afternoon .",
])
def test_other_games_and_events(example_game, text):
    assert _flags(example_game, text) == []


@pytest.mark.parametrize("text", [
    "The Bucks beat the Nuggets on Wednesday .",
    "The Bucks came off the bench strong in Wednesday 's win .",
    "Wednesday 's win came at home for the Bucks .",
    "The Bucks checked in to Wednesday 's contest with two wins in their previous seven games .",
])
def test_this_game_weekday_is_still_checked(example_game, text):
    assert _flags(example_game, text) == ["Wednesday"]
