"""The player readings on invented sentences about the gold example game (Nuggets starters: Hagan
27 points, Mabry 18 and 13 rebounds, Thorne 10, Estrada 9, Sorensen 9; Bucks: Albright 26, Redfield
21, Kastellan 14 and 12 rebounds).

A stat line credited to a player that is clearly another's is read as his (the name is the error):
the judge then verifies the mention's claims as his, except the claims the reading keeps as
written (they are about the player named) or leaves unverified (said of the wrong name)."""

from __future__ import annotations

from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document


def run(game, text: str, *rules: str) -> list[tuple[str, str, str]]:
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction)
            for e in Checker(only=list(rules)).check(doc, game)]


def test_only_other_is_kept_as_said_of_the_player_named(example_game):
    # 18 points and 13 rebounds are Mabry's line: the name is the error; "the only other starter in
    # double figures" is still Thorne's (true of him: Hagan and Mabry were named before), and is not
    # re-read as Mabry's (then Thorne, named nowhere before, would make it wrong)
    text = "Tyrell Hagan scored 27 and Gideon Mabry added 18 . Caleb Thorne was the only other starter in " \
           "double figures , with 18 points and 13 rebounds ."
    assert run(example_game, text, "only_other", "player_stats") == [("NAME", "Caleb Thorne", "Gideon Mabry")]


def test_next_said_of_a_name_that_is_the_error_is_left_alone(example_game):
    # 14 points and 12 rebounds are Kastellan's: the name is the error. "next" ranked Redfield
    # after Albright (true); it is not re-read as Kastellan's rank (Redfield and Vance between)
    text = "Dante Albright scored 26 points . Marcus Redfield was next with 14 points and 12 rebounds ."
    assert run(example_game, text, "ranks", "player_stats") == [("NAME", "Marcus Redfield", "Oren Kastellan")]


def test_an_ordinal_rank_is_read_as_the_line_owner_s(example_game):
    # 14 points and 12 rebounds are Kastellan's, fourth on the Bucks in scoring: "second" is his rank
    text = "Marcus Redfield was second on the team with 14 points and 12 rebounds ."
    assert run(example_game, text, "ranks", "player_stats") == [
        ("NAME", "Marcus Redfield", "Oren Kastellan"), ("NUMBER", "second", "fourth")]


def test_a_lead_said_of_a_name_that_is_the_error_is_left_alone(example_game):
    # 14 points and 12 rebounds are Kastellan's: the name is the error, and "led" is not re-read as
    # Kastellan's lead (he did not lead the Bucks: that would add a WORD error annotators do not mark)
    text = "Corey Vance led the Bucks with 14 points and 12 rebounds ."
    assert run(example_game, text, "leaders", "player_stats") == [("NAME", "Corey Vance", "Oren Kastellan")]
