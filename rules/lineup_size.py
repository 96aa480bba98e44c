"""The size of a starting lineup: "the starting five"."""

from __future__ import annotations

from boxscore import Side
from factcheck.claims import Facts, Fix, LineupSize, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("lineup_size")
def verify_lineup_size(claim: LineupSize, facts: Facts) -> Verdict:
    """The size of a starting lineup: "the rest of the starting five" (the box score's starters).

    A team starts five players (the box score's START_POSITION); summaries call them "the starting
    five", and a number copied from elsewhere ("the rest of the starting seven") is a NUMBER error,
    corrected to the box score's count. Left alone when the two teams' counts differ.

    Example (correct): The Bucks ' starting five combined for 76 points .
    Example (wrong): The Bucks ' starting [seven -> five] combined for 76 points .
    """
    game = facts.game
    sizes = {len(game.starters(side)) for side in (Side.HOME, Side.VIS)}
    if len(sizes) != 1:
        return unchecked(claim, "the two teams' box scores list different numbers of starters")
    size = sizes.pop()
    fact = f"each team started {size} players"
    if claim.number.value == size:
        return correct(claim, fact)
    return wrong(claim, Fix.number(claim.number, size, fact))
