"""A player listed among a team's double-figure scorers who scored fewer than ten points.

"The Jazz had six players score in double figures , including Gordon Hayward" when Hayward had
six points: the list names the wrong player (NAME, no correction: any other double-figure
scorer of the team may have been meant; the comment lists them). The list is read by
:mod:`factcheck.reader.scorer_lists`; a listed player of the other team is another family's.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


@legacy_rule("double_figures_names", "a player listed among a team's double-figure scorers who scored under ten",
      verifies=("double",))
def check_double_figures_names(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "scorer_lists"):
        side, m = claim.detail
        p = m.player
        if p is None:
            continue  # (the claim's note says why)
        if p.side is not side:
            unchecked(ctx, claim, f"{p.name} does not play for the {game.team(side).name} the sentence names")
            continue
        points = p.stat("PTS") or 0
        if points >= 10:
            verified(ctx, claim, f"{p.name} scored {points} points")
            continue
        others = [q.name for q in game.double_figures(side)]
        yield Error(m.start, m.end, Category.NAME, "",
                    f"{p.name} scored {points}; the {game.team(side).name} in double figures: " + ", ".join(others),
                    "double_figures_names", claim)
