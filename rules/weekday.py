"""The weekday of this game: "on Wednesday" when the game was played on a Friday is a NAME error.

The reader (``game_weekday``) reads every weekday with its frame: one in a clause or sentence
with a cue of another game (the next one, an earlier one) is that game's, left to the schedule
rules. A weekday of this game is checked against the box score's date.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Frame
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


@legacy_rule("weekday", "the weekday this game was played on", needs="B", verifies=("weekday",))
def check_weekday(ctx: CheckContext) -> Iterator[Error]:
    actual = ctx.game.weekday
    for claim in claims_from(ctx, "game_weekday"):
        if claim.frame is not Frame.GAME:
            continue
        day = claim.detail.day
        if day == actual:
            verified(ctx, claim, f"the game was played on {actual} {ctx.game.date.isoformat()}")
            continue
        yield Error(claim.value.start, claim.value.end, Category.NAME, actual,
                    f"the game was played on {actual} {ctx.game.date.isoformat()}, not {day}", "weekday", claim)
