"""The final score, written "113 - 107": both numbers must be the two teams' points.

The ``final_scores`` reader reads which pairs are this game's final score (plausible totals or
the pair right after "X defeated Y", no record, shooting line or part of the game); a pair about
another game is read with that frame and left alone here. Each wrong number is a NUMBER error,
corrected to the winner's points (the larger number) or the loser's (the smaller).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.final_scores import FinalScore
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Frame
from factcheck.reader.words import render
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


@legacy_rule("final_score", "the final score: 'defeated the Lakers , 113 - 107'", verifies=("score",))
def check_final_score(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    high, low = game.winner.points, game.loser.points
    score = f"{game.winner.name} {high}, {game.loser.name} {low}"
    for claim in claims_from(ctx, "final_scores"):
        if claim.frame is not Frame.GAME or claim.note:
            continue
        read: FinalScore = claim.detail
        first, second = sorted(read, key=lambda n: -n.value)
        if (first.value, second.value) == (high, low):
            verified(ctx, claim, f"the final score was {score}")
            continue
        if first.value == high or second.value == low:
            wrong = [(second, low)] if first.value == high else [(first, high)]
        else:
            wrong = [(first, high), (second, low)]
        for num, actual in wrong:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                        f"the final score was {score}", "final_score", claim)
