"""Shooting figures that contradict each other, whatever the box score says.

"31 - of - 38 ( 89 percent )": a percentage is right when it is a rounding of its pair (down, up or
to the nearest). "7 - of - 6 from the field": more made than attempted. Which number is the slip
the words do not tell, so the error covers the whole expression (NUMBER), with the arithmetic as
the comment and no correction.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


@legacy_rule("shot_arithmetic", "shooting figures that contradict each other: '31 - of - 38 ( 89 percent )'",
      verifies=("percent", "shots"))
def check_shot_arithmetic(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "shot_arithmetic"):
        made, attempted, percent, end = claim.detail
        if percent is None:
            yield Error(made.start, attempted.end, Category.NUMBER, "",
                        f"{made.value} made of {attempted.value} attempted: more made than attempted",
                        "shot_arithmetic", claim)
            continue
        exact = 100 * made.value / attempted.value
        ok = {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}
        if percent.value in ok:
            verified(ctx, claim, f"{made.value} of {attempted.value} is {exact:.1f} percent")
            continue
        yield Error(made.start, end, Category.NUMBER, "",
                    f"{made.value} of {attempted.value} is {math.floor(exact + 0.5)} percent, not {percent.value}",
                    "shot_arithmetic", claim)
