"""Win and loss words that contradict the final score.

The ``results`` reader reads the words and the team each is about; here they are checked
against the winner (each a WORD error):

- "The Rockets defeated the Nets" when the Nets won: the verb, corrected to its opposite ("lost
  to"); likewise "fell to", "lost to", "were beaten by" said of the winner ("defeated").
- "win / victory / loss / defeat" owned by a team ("the Hawks ' win", "Harden had 30 points in
  the win"): corrected to the other noun.
- "was n't enough to get the victory", "did n't have enough (offense) to keep up with the Nets"
  said of the winner: corrected to "was enough" / "had enough".
- "will look to bounce back" said of the winner ("keep rolling"), "will look to keep rolling /
  continue their winning ways" said of the loser ("bounce back", "losing").

Words about other games, hedged, negated or whose team is not certain are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.results import Result
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


def _score(ctx: CheckContext) -> str:
    g = ctx.game
    return f"the {g.winner.name} won {g.winner.points} - {g.loser.points} against the {g.loser.name}"


def _correction(form: str, result: Result) -> str:
    """The opposite of what the words say, in the words' own kind."""
    if form == "relation":
        return "lost to" if result.won else "defeated"
    if form == "noun":
        return "loss" if result.won else "win"
    if form == "not_enough":
        return "had enough" if "have" in result.phrase else "was enough"
    if form == "negated_win":
        return "was enough"
    # a plan: what the team will do next
    if not result.won:
        return "keep rolling" if result.phrase != ("play", "better") else "keep it up"
    return "losing" if result.phrase == ("continue", "their", "winning", "ways") else "bounce back"


@legacy_rule("win_loss", "win and loss words: 'defeated', 'in the win', 'will look to bounce back'", verifies=("result",))
def check_win_loss(ctx: CheckContext) -> Iterator[Error]:
    claims = claims_from(ctx, "results")
    if not claims:
        return
    winner, score = ctx.game.winner.side, _score(ctx)
    for claim in claims:
        if claim.note or not claim.frame.this_game:
            continue  # another game, hedged or negated, or no certain team
        result: Result = claim.detail
        if result.won == (result.side is winner):
            verified(ctx, claim, score)
            continue
        yield Error(result.start, result.end, Category.WORD, _correction(claim.attribute, result), score,
                    "win_loss", claim)
