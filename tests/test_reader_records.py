"""A team's record where the game left it (sentences written for the test; the example game's
Bucks and Nuggets records after the game are read from the box score)."""

from __future__ import annotations

import pytest

from factcheck.claims import Frame, Status


@pytest.fixture(scope="module")
def records(example_game):
    return example_game.vis.record, example_game.home.record  # (Bucks, Nuggets)


def _records(read_claims, text):
    return read_claims(text, "record", raw=False, reader="record_changes")


def test_improved_to_the_right_record_is_correct(read_claims, records):
    (w, l), _ = records
    [(claim, verdict)] = _records(read_claims, f"The Bucks improved to {w} - {l} with the win .")
    assert claim.subject.side.value == "vis" and claim.frame is Frame.GAME and verdict.status is Status.CORRECT


def test_a_wrong_record_is_corrected_number_by_number(read_claims, records):
    _, (w, l) = records
    [(claim, verdict)] = _records(read_claims, f"Denver fell to {w} - {l + 3} on the season .")
    assert verdict.status is Status.WRONG and verdict.correction == str(l)


def test_a_narrower_record_is_not_this_games(read_claims, records):
    [(claim, verdict)] = _records(read_claims, "The Bucks are now 5 - 1 at home .")
    assert claim.frame is Frame.SPAN and verdict.status is Status.UNCHECKED


def test_a_score_after_fell_is_no_record(read_claims):
    assert _records(read_claims, "The Nuggets fell 99 - 91 to the Bucks .") == []
