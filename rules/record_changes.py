"""A team's record where this game left it ("improved to 19 - 13", "fell to 6 - 6"), verified.

RotoWire's wins and losses are the record after the game. A wrong number is a NUMBER error over
that number, corrected to the record (playoff games, whose data count the series, are left alone
when the text gives a season's record).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Frame
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


@legacy_rule("record_changes", "a team's record after the game: 'improved to 19 - 13', 'are now 28 - 9'",
      verifies=("record",))
def check_record_changes(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "record_changes"):
        if claim.frame is not Frame.GAME:
            continue
        wins, losses, side = claim.detail
        team = ctx.game.team(side)
        if team.record is None:
            unchecked(ctx, claim, "the record is not in the box score")
            continue
        date = ctx.game.date
        playoffs = (date.month == 4 and date.day >= 15) or date.month in (5, 6)
        if playoffs and sum(team.record) <= 7 < wins.value + losses.value:
            unchecked(ctx, claim, "a playoff game: the data count the series")
            continue
        fact = f"the {team.name} were {team.wins} - {team.losses} after this game"
        if (wins.value, losses.value) == team.record:
            verified(ctx, claim, fact)
            continue
        for num, actual in ((wins, team.wins), (losses, team.losses)):
            if num.value != actual:
                yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact,
                            "record_changes", claim)
