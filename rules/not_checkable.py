"""Claims no data given here can settle, marked NOT_CHECKABLE (only with ``--not-checkable``).

The reader (``unverifiable``) reads them: standings and seeding, the playoff race, betting, titles,
injuries, tip-off times, a player's season averages, season and career highs. An annotator still
has to look them up; the span says where. Off by default: a span here is a request to check, not
a finding. A "season - high" followed by a team's score of this game is left alone (the schedule
settles it). (history.py adds the player runs whose earlier box scores are missing.)
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.engine.verdicts import unchecked

from .registry import legacy_rule


@legacy_rule("not_checkable", "claims no given data can settle (standings, seeding, playoff race, odds, injuries, season "
      "averages, career marks); emitted only with --not-checkable", needs="F", verifies=("unverifiable",))
def check_not_checkable(ctx: CheckContext) -> Iterator[Error]:
    if not ctx.not_checkable:
        return
    for claim in claims_from(ctx, "unverifiable"):
        start, end, score = claim.detail
        if score is not None and any(t.points == score.value for t in ctx.game.teams):
            unchecked(ctx, claim, "a team's score of this game: the schedule settles a team's season high")
            continue
        unchecked(ctx, claim, claim.note)
        # a request to look it up, not a finding that the claim is wrong: the error names no claim
        yield Error(start, end, Category.NOT_CHECKABLE, "", claim.note, "not_checkable")
