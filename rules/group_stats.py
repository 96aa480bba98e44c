"""Figures told of several named players at once, verified: "A and B combined for 29 points" (the
sum of their box-score figures), "A and B each had 10 rebounds" (every one of them), "A and B
scored 18 and 14 points , respectively" (one each, in order).

A wrong figure is a NUMBER error over the number, corrected to the sum, to the figure they all
had, or to the player's own figure; when the players of an "each" claim had different figures,
there is no single correction and the comment gives each.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.models import COLUMN_NAMES
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.player_groups import EACH, SUM
from factcheck.reader.registry import claims_from
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


@legacy_rule("group_stats", "a figure of several named players: combined, each, respectively", verifies=("stat",))
def check_group_stats(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "player_groups"):
        players, mode, num, stat = claim.detail
        values = [p.stat(stat) for p in players]
        if any(v is None for v in values):
            unchecked(ctx, claim, "a player's figure is missing from the box score")
            continue
        name = COLUMN_NAMES.get(stat, stat)
        each = ", ".join(f"{p.name} {v}" for p, v in zip(players, values))
        if mode == SUM:
            actual = sum(values)  # type: ignore[arg-type]
            fact = f"{' and '.join(p.name for p in players)} had {actual} {name} together ({each})"
        elif mode == EACH:
            actual = values[0] if len(set(values)) == 1 else None
            fact = f"{each} {name}"
        else:
            actual = values[0]
            fact = f"{players[0].name} had {actual} {name}"
        if actual == num.value or (mode == EACH and all(v == num.value for v in values)):
            verified(ctx, claim, fact)
            continue
        correction = render(num, actual, ctx.tokenized) if actual is not None else ""
        yield Error(num.start, num.end, Category.NUMBER, correction, fact, "group_stats", claim)
