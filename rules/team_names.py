"""Team names the sentence contradicts, verified: a team related to itself ("the Hawks defeated the
Hawks") or led by a player of the other team ("Paul Millsap led the way for Orlando" with Millsap
a Hawk). The reader (:mod:`factcheck.reader.team_relations`) finds them and the side meant; each is
a NAME error corrected to that team, in the form written (city, nickname or both).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from

from .registry import legacy_rule


@legacy_rule("team_names", "team names: a team related to itself, or led by a player of the other team", verifies=("name",))
def check_team_names(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "team_relations"):
        mention, side, comment = claim.detail
        yield Error(mention.start, mention.end, Category.NAME, ctx.game.team(side).name_as(mention.kind), comment,
                    "team_names", claim)
