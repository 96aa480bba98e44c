"""The weekday of this game: "on Wednesday" when the game was played on a Friday."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, GameWeekday, Verdict, correct, wrong

from .registry import rule


@rule("weekday", needs="B")
def verify_weekday(claim: GameWeekday, facts: Facts) -> Verdict:
    """The weekday this game was played on.

    Generated summaries copy a weekday from their training texts, so a game played on a Friday is
    said to have been played "on Wednesday". A weekday with a cue of another game in its clause or
    sentence (the next one, an earlier one) is that game's and is not read as this game's (the
    next_game rule checks it against the schedule); this game's weekday is checked against the box
    score's date. The annotators mark a wrong weekday as a NAME error.

    Example (correct): The Bucks defeated the Nuggets on Friday .
    Example (wrong): The Bucks defeated the Nuggets on [Wednesday -> Friday] .
    """
    game = facts.game
    actual = game.weekday
    if claim.day == actual:
        return correct(claim, f"the game was played on {actual} {game.date.isoformat()}")
    return wrong(claim, Fix(claim.at, claim.at + 1, Category.NAME, actual,
                            f"the game was played on {actual} {game.date.isoformat()}, not {claim.day}"))
