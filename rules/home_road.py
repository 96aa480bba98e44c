"""Home and road words of this game: "the host Raptors", "a road win", "at home"."""

from __future__ import annotations

from boxscore import Game
from factcheck.claims import Category, Facts, Fix, Verdict, VenueClaim, VenueForm, correct, unchecked, wrong

from .registry import rule


def _venue(game: Game) -> str:
    return f"the {game.home.name} were the home team, the {game.vis.name} the visitors"


@rule("home_road")
def verify_venue(claim: VenueClaim, facts: Facts) -> Verdict:
    """Home and road words of this game: "the host Raptors", "a road win", "at home", "the road team prevailed".

    Summaries swap the host and the visitors: "the host Bucks" for the visiting team, "a road win"
    for a home win. The words are read with the team they are about (the named team of "the host
    Raptors", the nearest actor of "a road win"); a sentence about another game or a game to come
    is left alone. A wrong word is a WORD error corrected to its opposite ("host" -> "visiting").
    When the clause also gives the team a result it did not get, the team's name is the likelier
    error, and the word is left alone.

    Example (correct): The Bucks defeated the host Denver Nuggets , 108 - 101 .
    Example (wrong): The Bucks defeated the [visiting -> host] Denver Nuggets , 108 - 101 .
    """
    game = facts.game
    side = claim.subject.side
    fix = Fix(claim.start_at, claim.end_at, Category.WORD, claim.opposite, _venue(game))
    if claim.form is VenueForm.VENUE_TEAM:  # "the road team prevailed"
        if (side is game.winner.side) != claim.won:
            return wrong(claim, fix)
        return correct(claim, f"the {game.winner.name} won; {_venue(game)}")
    if (side is game.home.side) == claim.home:
        return correct(claim, _venue(game))
    won = side is game.winner.side
    if claim.form is VenueForm.VENUE_WORD and (claim.says_win and not won or claim.says_loss and won):
        return unchecked(claim, "the clause gives the team a result it did not get: its name is the likelier error")
    return wrong(claim, fix)
