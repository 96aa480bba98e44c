"""The margin of the game and of the halftime score: "a 30 - point win", "won by 12", "a 10 - point halftime lead"."""

from __future__ import annotations

from boxscore import Side
from boxscore.periods import QUARTER_BREAKS, score_after
from factcheck.claims import Facts, Fix, Frame, GameMargin, MarginOf, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("margin")
def verify_margin(claim: GameMargin, facts: Facts) -> Verdict:
    """The final margin ("a 30 - point win", "won by 12"), the halftime lead and a lead at a quarter break.

    The final margin is the difference of the two teams' points; the halftime margin the
    difference of their first-half points (from the line score), a lead "into the fourth" the
    difference after three quarters. The reader reads which margin
    the words say it is; margins of other games or of other moments of the game are read with
    their frame or a note and left alone. A wrong margin is a NUMBER error over the number,
    corrected in the text's form.

    Example (correct): The Bucks earned a 7 - point win over the Nuggets .
    Example (wrong): The Bucks earned a [9 -> 7] - point win over the Nuggets .
    """
    game, num = facts.game, claim.number
    if claim.of is MarginOf.FINAL:
        actual = game.margin
        fact = f"the {game.winner.name} won {game.winner.points} - {game.loser.points}, by {actual}"
    elif claim.of is MarginOf.HALFTIME:
        home, vis = game.home.first_half, game.vis.first_half
        actual = abs(home - vis)
        if actual == 0:
            return unchecked(claim, f"the game was tied {home} - {vis} at halftime")
        fact = f"the line score gives {game.home.name} {home}, {game.vis.name} {vis} at halftime"
    elif claim.period and claim.frame is Frame.PERIOD and not claim.note:
        over = len(claim.period)
        home, vis = score_after(game, Side.HOME, over)
        actual = abs(home - vis)
        if actual == 0:
            return unchecked(claim, f"the game was tied {home} - {vis} {QUARTER_BREAKS[over - 1]}")
        fact = f"the line score gives {game.home.name} {home}, {game.vis.name} {vis} {QUARTER_BREAKS[over - 1]}"
    else:
        return unchecked(claim, "a margin at another moment of the game")
    if num.value == actual:
        return correct(claim, fact)
    if actual > 0:
        return wrong(claim, Fix.number(num, actual, fact))
    return unchecked(claim, "no margin: the game was tied")
