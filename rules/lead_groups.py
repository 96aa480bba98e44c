"""Leads shared by a group: "led by the duo of A and B", "A and B paced the bench".

Two or three players named as leading together must be the top two or three of the pool (their
team, or its bench) in the statistic the sentence names, points by default: each one's rank in
the pool (ties share the better rank) is at most the size of the group. A member ranked lower
makes the leader word a WORD error. Groups mixing teams or naming a player twice are name or
context errors, other families'. The groups are read by :mod:`factcheck.reader.group_leads`.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from boxscore.leaders import pool_players
from boxscore.models import COLUMN_NAMES
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def _unranked(players: list[Player], pool: str) -> str:
    """Why the group is not ranked here (another family's error, or no lead to check), or ""."""
    if len({p.index for p in players}) != len(players):
        return "a player named twice"
    if len({p.side for p in players}) != 1:
        return "players of both teams"
    if not all(p.played for p in players):
        return "a player who did not play"
    if pool == "bench" and any(p.starter for p in players):
        return "a starter in the bench's group (a role error)"
    return ""


@legacy_rule("lead_groups", "leads shared by a group: the duo of A and B, A and B led the way", verifies=("group_lead",))
def check_lead_groups(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "group_leads"):
        lead = claim.detail
        if claim.subject is None or claim.note:
            continue  # (the claim's note says why)
        players: list[Player] = list(lead.players)
        why = _unranked(players, lead.pool)
        if why:
            unchecked(ctx, claim, why)
            continue
        stat = lead.stat
        members = pool_players(game, players[0].side, lead.pool)
        rank = {p.index: 1 + sum(1 for q in members if (q.stat(stat) or 0) > (p.stat(stat) or 0)) for p in players}
        low = [p for p in players if rank[p.index] > len(players)]
        name = COLUMN_NAMES.get(stat, stat)
        if not low:
            verified(ctx, claim, ", ".join(f"{p.name} ranked {rank[p.index]} with {p.stat(stat)} {name}"
                                           for p in players))
            continue
        top = sorted(members, key=lambda q: -(q.stat(stat) or 0))[:len(players) + 1]
        comment = "; ".join(f"{p.name} ranked {rank[p.index]} with {p.stat(stat)} {name}" for p in low) + \
                  " — the leaders were " + ", ".join(f"{q.name} {q.stat(stat)}" for q in top)
        yield Error(lead.verb, lead.verb + 1, Category.WORD, "", comment, "lead_groups", claim)
