"""Leads shared by a group: "the duo of A and B", "A and B led the way"."""

from __future__ import annotations

from boxscore import Player
from boxscore.leaders import pool_players
from factcheck.claims import Category, Facts, Fix, GroupLead, Pool, Verdict, correct, unchecked, wrong

from .registry import rule


def _unranked(players: tuple[Player, ...], pool: Pool) -> str:
    """Why the group is not ranked here (another family's error, or no lead to check), or ""."""
    if len({p.index for p in players}) != len(players):
        return "a player named twice"
    if len({p.side for p in players}) != 1:
        return "players of both teams"
    if not all(p.played for p in players):
        return "a player who did not play"
    if pool is Pool.BENCH and any(p.starter for p in players):
        return "a starter in the bench's group (a role error)"
    return ""


@rule("lead_groups")
def verify_group_lead(claim: GroupLead, facts: Facts) -> Verdict:
    """Leads shared by two or three players: "the duo of A and B paced the Bucks", "A and B led the bench".

    A group of n players said to lead its team (or bench) must be its n best in the statistic
    the clause names (points by default; ties rank alike). A member ranked lower makes the lead
    verb a WORD error; the comment gives his rank and the real leaders. A player of the other
    team, one named twice or a starter in a bench group is another family's error, and the lead is
    left alone.

    A group said to *trail* its pool ("A and B trailed the Nets with matching 17 - point efforts")
    is wrong when it is the pool's n best: the verb is corrected to "led".

    Example (correct): Dante Albright and Marcus Redfield led the way for the Bucks .
    Example (wrong): Dante Albright and Jalen Pruitt [led] the way for the Bucks .
    """
    players, stat = claim.group, claim.stat
    why = _unranked(players, claim.pool)
    if why:
        return unchecked(claim, why)
    members = pool_players(facts.game, players[0].side, claim.pool)
    rank = {p.index: 1 + sum(1 for q in members if (q.stat(stat) or 0) > (p.stat(stat) or 0)) for p in players}
    low = [p for p in players if rank[p.index] > len(players)]
    name = stat.noun
    if claim.trail:
        ranks = ", ".join(f"{p.name} ranked {rank[p.index]} with {p.stat(stat)} {name}" for p in players)
        return correct(claim, ranks) if low else wrong(claim, Fix(claim.verb, claim.verb + 1, Category.WORD, "led", ranks))
    if not low:
        return correct(claim, ", ".join(f"{p.name} ranked {rank[p.index]} with {p.stat(stat)} {name}"
                                        for p in players))
    top = sorted(members, key=lambda q: -(q.stat(stat) or 0))[:len(players) + 1]
    comment = "; ".join(f"{p.name} ranked {rank[p.index]} with {p.stat(stat)} {name}" for p in low) + \
        " — the leaders were " + ", ".join(f"{q.name} {q.stat(stat)}" for q in top)
    return wrong(claim, Fix(claim.verb, claim.verb + 1, Category.WORD, "", comment))
