"""Thresholds over a team's players: "no other Buck scored more than 13 points", "No Toronto
player played more than 39 minutes", "every Nuggets starter scored at least 10 points".

The figure is the most (the fewest, for "at least") any player of the pool had; the pool and who
"other" leaves out are read by :mod:`factcheck.reader.thresholds`. A figure below that maximum
(above that minimum) is a NUMBER error, corrected to it. A threshold the players stay within is
true whatever it is, so only a figure they pass is wrong.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


@legacy_rule("thresholds", "thresholds over a team's players: 'no other Buck scored more than 13 points', "
                    "'every Nuggets starter scored at least 10 points'", verifies=("count",))
def check_thresholds(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "thresholds"):
        t = claim.detail
        players = [p for p in ctx.game.played if p.side is t.side and p.index not in t.excluded
                   and (p.starter or not t.starters)]
        if not players:
            unchecked(ctx, claim, "no player of the pool played")
            continue
        value, player = (max if t.most else min)(((p.stat(t.stat) or 0, p) for p in players), key=lambda v: v[0])
        num = t.number
        fact = f"{player.name} had {value} {t.noun}"
        if (value > num.value) if t.most else (value < num.value):
            yield Error(num.start, num.end, Category.NUMBER, render(num, value, ctx.tokenized), fact, "thresholds",
                        claim)
        else:
            verified(ctx, claim, fact)
