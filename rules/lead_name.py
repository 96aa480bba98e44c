"""A lead credited to the wrong player: the leader's line under another name.

"Russell led the team in scoring , as he tallied 17 points" when Williams led the Lakers with
17 and Russell had 12: the lead and its figure are right, they are Williams's; the player's name
is the error (NAME, corrected to the leader). The leaders family leaves "led" alone in that case.
Only a pool with one leader whose figure is exactly the one written, not the named player's,
is taken as proof, unless the named player's own figure is one basket off and the rest of the
line is his (then the figure is the slip: "Griffin led the way with 21 points" when he had 20).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.leaders import pool_name, pool_players
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.leads import LeaderClaim
from factcheck.reader.registry import claims_from
from factcheck.reader.claim_index import claims_between, claims_named_at
from factcheck.reader.stats import BoundStat

from .registry import legacy_rule


def _figure(ctx: CheckContext, claim: LeaderClaim) -> BoundStat | None:
    """The number the sentence credits the leader with: bound by the leader parser, or the first
    claim of the lead's statistic for the same player later in the sentence."""
    if claim.claimed is not None:
        return claim.claimed
    s_end = ctx.doc.bounds_at[claim.start][1]
    return next((c for c in claims_between(ctx, claim.end, s_end) if c.player is claim.player and c.stat == claim.stat),
                None)


@legacy_rule("lead_name", "a lead and its figure that are another player's: the player's name is wrong (NAME)",
      verifies=("leader",))
def check_lead_name(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    seen: set[int] = set()
    for read in claims_from(ctx, "leads"):
        claim = read.detail
        if claim.form in ("bright", "trail"):
            continue
        if claim.pool not in ("team", "game"):
            continue  # a bench lead under the wrong name is read as a wrong role or a wrong "led"
        figure = _figure(ctx, claim)
        if figure is None or figure.subject.start in seen:
            continue
        s_start = ctx.doc.bounds_at[figure.number.start][0]
        if figure.subject.start != s_start or claim.start < s_start or \
                any(m.player is not claim.player for m in ctx.mentions.players_in(s_start, figure.number.start)):
            continue  # only a sentence that opens with the player and names no one else is his line
        own = claim.player.stat(claim.stat)
        if own is None or own == figure.number.value:
            continue
        pool = pool_players(game, claim.player.side, claim.pool)
        values = [p.stat(claim.stat) for p in pool if p.stat(claim.stat) is not None]
        if not values or figure.number.value != max(values):
            continue
        leaders = [p for p in pool if p.stat(claim.stat) == figure.number.value]
        if len(leaders) != 1 or leaders[0] is claim.player:
            continue
        leader = leaders[0]
        others = [c for c in claims_named_at(ctx, figure.subject.start) if c is not figure]
        if abs(own - figure.number.value) <= 2 and sum(claim.player.stat(c.stat) == c.number.value for c in others) > \
                sum(leader.stat(c.stat) == c.number.value for c in others):
            continue  # his own figure is one basket off and the rest of the line is his: a number slip
        seen.add(figure.subject.start)
        yield Error(figure.subject.start, figure.subject.end, Category.NAME, leader.name,
                    f"{leader.name} led {pool_name(game, claim.player.side, claim.pool)} with "
                    f"{figure.number.value} {figure.stat_name}; {claim.player.name} had {own}", "lead_name", read)
