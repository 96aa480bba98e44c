"""The margin of the game and of the halftime score: "a 30 - point win", "won by 12", "a 10 - point halftime lead".

The final margin is the difference of the two teams' points; the halftime margin the difference
of their first-half points (from the line score). The ``margins`` reader reads which margin the
words say it is; margins of other games or of other moments of the game are read with their
frame or a note and left alone here. A wrong margin is a NUMBER error over the number,
corrected in the text's form.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.margins import MarginClaim
from factcheck.reader.registry import claims_from
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


@legacy_rule("margin", "the final margin ('a 30 - point win', 'won by 12') and the halftime lead", verifies=("margin",))
def check_margin(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "margins"):
        if claim.note or not claim.frame.this_game:
            continue
        read: MarginClaim = claim.detail
        num = read.number
        if read.which == "final":
            actual = game.margin
            fact = f"the {game.winner.name} won {game.winner.points} - {game.loser.points}, by {actual}"
        else:
            home, vis = game.home.first_half, game.vis.first_half
            actual = abs(home - vis)
            if actual == 0:
                unchecked(ctx, claim, f"the game was tied {home} - {vis} at halftime")
                continue
            fact = f"the line score gives {game.home.name} {home}, {game.vis.name} {vis} at halftime"
        if num.value == actual:
            verified(ctx, claim, fact)
        elif actual > 0:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact, "margin", claim)
