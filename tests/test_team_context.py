"""Team context rules and the linker's additions, on invented sentences about the example game.

Example game: Milwaukee Bucks (visitors) won at the Denver Nuggets, 108-101. Bucks: Marcus
Redfield 21 pts, Dante Albright 26, Oren Kastellan 14, Corey Vance (bench) 15, Victor Sandoval
did not play. Nuggets: Tyrell Hagan 27, Gideon Mabry 18, Andre Fontaine (bench) 12, Milo
Sorensen 9, Hugo Brennan did not play.
"""

from __future__ import annotations

import pytest

from factcheck.context import CheckContext
from factcheck.document import Document
from factcheck.pipeline import Checker

_CHECKERS: dict[str, Checker] = {}


def run(game, family: str, text: str) -> list[tuple[str, str, str]]:
    if family not in _CHECKERS:
        _CHECKERS[family] = Checker(only=[family])
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in _CHECKERS[family].check(doc, game)]


# ---- wrong_team --------------------------------------------------------------------------------
@pytest.mark.parametrize("follow", [
    "Tyrell Hagan followed with 27 points .",
    "Tyrell Hagan was next with 27 points .",
    "Tyrell Hagan chipped in 27 points .",
    "Oren Kastellan added 14 points , while Tyrell Hagan chipped in 27 points .",
])
def test_other_teams_player_continuing_the_story_is_context(example_game, follow):
    text = "Dante Albright led the way for the Bucks with 26 points . " + follow
    assert ("CONTEXT", "Tyrell Hagan", "") in run(example_game, "wrong_team", text)


@pytest.mark.parametrize("text", [
    # same team continues
    "Dante Albright led the way for the Bucks with 26 points . Oren Kastellan followed with 14 points .",
    # a new team's story opens without a continuation word
    "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan finished with 27 points .",
    # the clause names the team
    "Dante Albright led the Bucks with 26 points . For Denver , Tyrell Hagan added 27 points .",
    # a sentence about both teams leaves the story unknown
    "Dante Albright scored 26 points . The Bucks beat the Nuggets . Tyrell Hagan added 27 points .",
])
def test_no_context_error_when_the_story_allows_the_player(example_game, text):
    assert run(example_game, "wrong_team", text) == []


def test_story_follows_the_player_when_a_team_name_conflicts(example_game):
    # "the Nuggets were led by <a Buck>": which name is wrong is unclear, so no story
    text = "The Nuggets were led by Dante Albright 's 26 points . Tyrell Hagan followed with 27 points ."
    assert run(example_game, "wrong_team", text) == []
