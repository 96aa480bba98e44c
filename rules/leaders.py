"""Leader words, verified: "led the team", "paced", "a game - high 31 points", "the lone bright spot".

The reader (:mod:`factcheck.reader.leads`) reads who was said to lead which pool (his team, his
team's bench, or the whole game) in which statistic; this rule compares the player's *actual*
figure with the best of the pool (ties lead). A wrong claim is a WORD error over the shortest
leader words ("led", "game - high").

"led the bench / the second unit" compares the player with his team's bench players. A starter
said to lead the bench is also a role error (another family flags "bench"); "led" is wrong as
well when a bench player outscored him.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore.leaders import leader_fact, pool_name, pool_players
from boxscore.models import COLUMN_NAMES
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.leads import LeaderClaim
from factcheck.reader.registry import claims_from
from factcheck.reader.claim_index import claims_of_subject
from factcheck.reader.stats import line_owner
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


def _name_is_the_error(ctx: CheckContext, claim: LeaderClaim) -> bool:
    """The numbers credited to the player are another player's: the name is the error, not "led".

    Either a "- high" figure is exactly the pool leader's (and not the named player's), or the
    player-stats family would correct the name (so the two families read the sentence alike).
    """
    c = claim.claimed
    if c is None:
        return False
    if claim.form != "lead" and claim.player.stat(claim.stat) != c.number.value:
        # "Paul scored a game - high 34 points": 34 is exactly the leader's figure, the "- high" is
        # right for it. (Not for "led ... with 14 points": annotators mark the figure and "led".)
        best = max((p.stat(claim.stat) or 0) for p in pool_players(ctx.game, claim.player.side, claim.pool))
        if c.number.value == best:
            return True
    claims = [x for x in claims_of_subject(ctx, c.subject) if x.player.stat(x.stat) is not None]
    return bool(claims) and line_owner(ctx, claim.player, claims) is not None


@legacy_rule("leaders", "leader words: led / paced / topped a team, its bench or both teams; game-, team-, bench-high",
      verifies=("leader",))
def check_leaders(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for read in claims_from(ctx, "leads"):
        claim = read.detail
        if claim.form == "trail":
            yield from _trail(ctx, read)
            continue
        if claim.form == "player_of_game" or _name_is_the_error(ctx, claim):
            continue
        fact = leader_fact(game, claim.player, claim.pool, claim.stat)
        if fact is None:
            best = claim.player.stat(claim.stat)
            verified(ctx, read, f"{claim.player.name} led {claim.pool} with {best}")
            continue
        correction = ""
        if claim.pool == "game" and claim.end - claim.start == 3 and \
                leader_fact(game, claim.player, "team", claim.stat) is None:
            correction = "team - high" if ctx.tokenized else "team-high"
        yield Error(claim.start, claim.end, Category.WORD, correction, fact, "leaders", read)


def _trail(ctx: CheckContext, read) -> Iterator[Error]:
    """"<player> trailed the team in scoring": wrong when he led it (ties lead)."""
    claim = read.detail
    fact = leader_fact(ctx.game, claim.player, claim.pool, claim.stat)
    if fact is not None:
        verified(ctx, read, fact)
        return
    own = claim.player.stat(claim.stat)
    yield Error(claim.start, claim.end, Category.WORD, "led",
                f"{claim.player.name} led {pool_name(ctx.game, claim.player.side, claim.pool)} with {own} "
                f"{COLUMN_NAMES.get(claim.stat, claim.stat)}", "leaders", read)
