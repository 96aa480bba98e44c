"""The lines of an "UP NEXT" section read as next-game claims of the label's team, and never as this
game's; the lines of a "TIP-INS" section as this game's. Invented recaps of the example game (Bucks
108 at Nuggets 101, Friday 2016-11-04) against the invented schedule of test_league: the Bucks
next play at the Jazz on Sunday, the Nuggets host the Hornets on Saturday."""

from __future__ import annotations

import pytest

from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document
from boxscore import Side
from factcheck.claims import Frame
from test_league import earlier_game, league, schedule_path  # noqa: F401 - fixtures

FAMILIES = ["next_game", "weekday"]


def errors(league, game, text: str) -> list[tuple[str, str, str]]:
    """(category, span, correction) of the next-game and weekday rules on a raw text."""
    doc = Document.from_raw("T", text)
    found = Checker(only=FAMILIES, league=league).check(doc, game, tokenized=False)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in found]


def up_next(*lines: str, flat: bool = False) -> str:
    text = "The Bucks beat the Nuggets on Friday.\n\nUP NEXT\n\n" + "\n\n".join(lines)
    return text.replace("\n", " ") if flat else text


@pytest.mark.parametrize("flat", [False, True], ids=["newlines", "one line"])
def test_true_lines_are_silent_and_wrong_ones_corrected_in_the_lines_words(league, example_game, flat):
    right = up_next("Bucks: At Utah on Sunday.", "Nuggets: Host Charlotte on Saturday night.", flat=flat)
    assert errors(league, example_game, right) == []
    wrong = up_next("Bucks: Host Utah on Saturday.", "Nuggets: At Charlotte on Saturday.", flat=flat)
    assert errors(league, example_game, wrong) == [
        ("WORD", "Host", "At"), ("NAME", "Saturday", "Sunday"), ("WORD", "At", "Host")]


@pytest.mark.parametrize("line, expected", [
    ("Bucks: Continue their road trip on Sunday.", []),
    ("Nuggets: Continue their road trip on Saturday.", [("WORD", "road", "home")]),
    ("Nuggets: Continue their homestand on Saturday.", []),
    ("Bucks: Continue their homestand on Sunday.", [("WORD", "homestand", "road trip")]),
    ("Bucks: Return home to face Utah on Sunday.", [("WORD", "home", "road")]),
    ("Nuggets: Return to Pepsi Center on Saturday.", []),
    ("Bucks: Return to Bradley Center on Sunday.", [("WORD", "Return", "visit")]),
    ("Bucks: Visit Utah on Sunday.", []),
    ("Bucks: Visit Charlotte on Sunday.", [("NAME", "Charlotte", "Utah")]),
    ("Nuggets: Open a three-game road trip at Charlotte on Saturday.", [("WORD", "road", "home")]),
    ("Bucks: Play at Utah on Tuesday.", [("NAME", "Tuesday", "Sunday")]),
    ("Nuggets: Play at Charlotte on Saturday.", [("WORD", "at", "against")]),
    ("The Nuggets try to get back on track at home against Charlotte on Saturday.", []),
    ("The Bucks try to get back on track at home on Sunday.", [("WORD", "at home", "on the road")]),
])
def test_the_phrasings_of_a_next_game_line(league, example_game, line, expected):
    assert errors(league, example_game, up_next(line)) == expected


def test_a_next_game_line_is_never_this_games(league, example_game, read_claims):
    text = up_next("Bucks: At Utah on Wednesday.")
    assert errors(league, example_game, text) == [("NAME", "Wednesday", "Sunday")]
    [(claim, verdict)] = [(c, v) for c, v in read_claims(text, "weekday") if c.value.word == "Wednesday"]
    # read without league data (the next-game reader then reads no line), the weekday is tied to a
    # game to come against the team the line names, for the weekday rule to find in a schedule
    assert claim.frame is Frame.NEXT_GAME and not claim.frame.this_game
    assert claim.ahead and claim.opponents == {"Jazz"} and claim.side is Side.VIS and claim.note == ""


def test_the_heading_itself_is_no_next_game_clause(league, example_game):
    doc = Document.from_raw("T", up_next("Bucks: At Utah on Sunday."))
    _, judged, _ = Checker(only=FAMILIES, league=league).check_with_verdicts(doc, example_game, tokenized=False)
    claims = [v.claim for v, _ in judged if v.claim.kind == "next_game"]
    assert claims and not any(c.note for c in claims)  # (no claim of "UP NEXT" without a subject)


def test_a_second_sentence_of_a_line_is_a_later_game(league, example_game):
    text = up_next("Bucks: At Utah on Sunday. Then host the Lakers on Tuesday.")
    assert errors(league, example_game, text) == []


def test_a_line_labelled_with_a_team_of_no_part_in_the_game_claims_nothing(league, example_game):
    assert errors(league, example_game, up_next("Celtics: Host Charlotte on Monday.")) == []


def test_a_line_of_notes_is_this_games(league, example_game):
    text = "The Bucks beat the Nuggets.\n\nTIP-INS\n\nBucks: Corey Vance scored 31 points on Wednesday."
    assert errors(league, example_game, text) == [("NAME", "Wednesday", "Friday")]


def test_games_to_come_at_large_name_no_next_opponent(league, example_game):
    text = "The Bucks will get plenty more chances to measure themselves against the Lakers this season."
    assert errors(league, example_game, text) == []
    text = "The Bucks will get another chance against the Lakers on Sunday."
    assert errors(league, example_game, text) == [("NAME", "Lakers", "Jazz")]


def test_a_next_game_told_of_they_or_their_is_the_teams_the_analysis_finds(league, example_game):
    text = "Things do n't get any easier for Denver , as they play the Hornets for their next game on Sunday ."
    assert errors(league, example_game, text) == [("NAME", "Sunday", "Saturday")]
    text = "The Nuggets are jockeying for position in the West . Their next contest will be on Sunday at home ."
    assert errors(league, example_game, text) == [("NAME", "Sunday", "Saturday")]
