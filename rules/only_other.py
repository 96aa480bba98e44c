"""Double-figure scorers: "the only other starter in double figures", "six players in double digits".

- "<X> was the only other <pool> in double figures", "The only other <pool> to reach double
  figures in points was <X>": X scored 10 or more, and every other player of the pool (X's
  team; its starters or its reserves when the sentence says so) who did was named earlier in
  the text. An unnamed one makes "only other" a WORD error; X under 10 makes "double figures"
  one. "the only / the lone <pool> in double figures": nobody else of the pool reached 10.
  A pool word that does not fit X ("starter" for a reserve) is a role error, another family's.
- "<Team> had six players score in double figures", "Six players scored in double digits for
  <Team>": the count of the team's players with 10 or more points (a NUMBER error).

The phrases are read by :mod:`factcheck.reader.only_others`.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player, Side
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.only_others import OnlyOther
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def pool_of(game: Game, side: Side, pool: str) -> list[Player]:
    players = [p for p in game.played if p.side is side]
    if pool == "starters":
        return [p for p in players if p.starter]
    if pool == "bench":
        return [p for p in players if not p.starter]
    return players


def _fits(player: Player, pool: str) -> bool:
    return pool == "team" or (pool == "starters") == player.starter


def _singular_of_other_team(ctx: CheckContext, only: OnlyOther, player: Player, claim: Claim) -> Iterator[Error]:
    """"the only other Buck" said of a Nugget: the singular noun, corrected to his team's."""
    for k, side in only.singulars:
        if side is player.side:
            continue
        name = ctx.game.team(player.side).name
        right = name[:-1] if name.endswith("s") else name
        yield Error(k, k + 1, Category.NAME, right, f"{player.name} played for the {name}", "only_other", claim)
        return


def _missing(ctx: CheckContext, only: OnlyOther, side: Side) -> list[Player]:
    """Players of ``side``'s pool (other than the subject) with 10 or more points that "only
    (other)" leaves out: all of them, or for "only other" those not named before."""
    others = [p for p in pool_of(ctx.game, side, only.pool) if p is not only.mention.player and (p.PTS or 0) >= 10]
    return [p for p in others if p.index not in only.named_before] if only.other else others


def _check_only(ctx: CheckContext, claim: Claim) -> Iterator[Error]:
    only: OnlyOther = claim.detail
    player = only.mention.player
    if not player.played:
        unchecked(ctx, claim, "a player who did not play")
        return
    if not _fits(player, only.pool):
        unchecked(ctx, claim, "the pool word does not fit his role (the role family's)")
        return
    points = player.PTS or 0
    side = only.side
    if side is not None and side is not player.side:
        # "<a Nugget> was the only other Buck in double figures": a singular team noun of the
        # other team is a NAME error, corrected to his team's; a team name there ("Nets player")
        # is a context error (another family's); "only other" is wrong too when it fails for both
        yield from _singular_of_other_team(ctx, only, player, claim)
        if points < 10 or not _missing(ctx, only, side) or not _missing(ctx, only, player.side):
            return
    elif points < 10:
        yield Error(only.figures, only.figures + 2, Category.WORD, "", f"{player.name} scored {points} points",
                    "only_other", claim)
        return
    missing = _missing(ctx, only, player.side)
    if not missing:
        verified(ctx, claim, f"{player.name} scored {points} points; every other of the pool in double figures "
                             "was named before" if only.other else f"{player.name} scored {points} points, "
                             "the only one of the pool in double figures")
        return
    label = {"team": f"the {ctx.game.team(player.side).name}", "starters": "its starters", "bench": "its bench"}[
        only.pool]
    comment = f"besides {player.name} ({points}), of {label} " + \
              ", ".join(f"{p.name} ({p.PTS})" for p in missing) + \
              (" also scored 10 or more and were not named before" if only.other else " also scored 10 or more")
    yield Error(only.at, only.end, Category.WORD, "", comment, "only_other", claim)


def _check_count(ctx: CheckContext, claim: Claim) -> Iterator[Error]:
    count = claim.detail
    game, num = ctx.game, count.number
    scorers = [p for p in game.played if p.side is count.side and (p.PTS or 0) >= 10]
    fact = f"{len(scorers)} {game.team(count.side).name} players scored 10 or more: " + \
        ", ".join(f"{p.name} ({p.PTS})" for p in scorers)
    if len(scorers) == num.value:
        verified(ctx, claim, fact)
        return
    correction = render(num, len(scorers), ctx.tokenized)
    if count.capital:
        correction = correction[:1].upper() + correction[1:]
    yield Error(num.start, num.end, Category.NUMBER, correction, fact, "only_other", claim)


@legacy_rule("only_other", "double-figure scorers: the only other starter in double figures, N players in double digits",
      verifies=("only", "count"))
def check_only_other(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "only_others"):
        if claim.kind == "count":
            yield from _check_count(ctx, claim)
        elif claim.subject is not None and not claim.note:
            yield from _check_only(ctx, claim)
