"""Leads shared by a group: "led by the duo of A and B", "A and B paced the bench".

Two or three players named as leading together must be the top two or three of the pool (their
team, or its bench) in the statistic the sentence names, points by default: each one's rank in
the pool (ties share the better rank) is at most the size of the group. A member ranked lower
makes the leader word a WORD error. Groups mixing teams or naming a player twice are name or
context errors, other families'.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from factcheck.reader.vocab import STAT_NAMES, STAT_NOUNS
from factcheck.numbers import parse_at
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import PlayerMention

from boxscore.leaders import pool_players
from factcheck.reader.leads import named_stat, object_pool
from factcheck.reader.vocab_leads import (BENCH_OBJECTS, CLAUSE_END, LEAD_VERBS, REBOUND_PLACES, STARTER_OBJECTS,
                                          UNCHECKED_AFTER)
from factcheck.reader.words import positions
from .registry import rule

GROUP_NOUNS = {"duo", "trio", "tandem", "pair", "combination"}
JOINERS = {"and", "&", ","}


def _group_ending_at(ctx: CheckContext, end: int, start: int) -> list[PlayerMention]:
    """"A and B" / "A , B and C" whose last name ends at ``end`` (not before ``start``)."""
    by_end = ctx.shared("lead_groups.by_end", lambda c: {m.end: m for m in c.mentions.players})
    group: list[PlayerMention] = []
    k = end
    while k in by_end and by_end[k].start >= start:
        m = by_end[k]
        group.insert(0, m)
        j = m.start - 1
        if j < start or ctx.tokens[j].lower() not in JOINERS:
            break
        k = j
    return group


def _group_starting_at(ctx: CheckContext, begin: int, end: int) -> list[PlayerMention]:
    """"A and B" / "A , B and C" from ``begin``."""
    by_start = ctx.shared("lead_groups.by_start", lambda c: {m.start: m for m in c.mentions.players})
    group: list[PlayerMention] = []
    k = begin
    while k in by_start and k < end:
        m = by_start[k]
        group.append(m)
        if m.end >= end or ctx.tokens[m.end].lower() not in JOINERS:
            break
        k = m.end + 1
    return group


def _groups(ctx: CheckContext) -> Iterator[tuple[int, list[PlayerMention], str, int, int]]:
    """(verb, group, pool, start and end of the words naming the statistic) of every group lead."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for i in positions(ctx, LEAD_VERBS):  # the lead verbs only
        s_start, s_end = ctx.doc.bounds_at[i]
        if i + 1 < s_end and low[i + 1] == "by":
            # "were led by the duo of A and B", "led by A and B"
            k = i + 2
            words = low[k:k + 4]
            if words[:1] == ["the"] and words[1:2] and words[1] in GROUP_NOUNS and words[2:3] == ["of"]:
                k += 3
            group = _group_starting_at(ctx, k, s_end)
            before = set(low[s_start:i])
            if before & STARTER_OBJECTS or before & {"they", "rest", "other", "remaining"}:
                continue  # "the rest of the bench was led by": not the whole pool
            pool = "bench" if before & BENCH_OBJECTS or "unit" in before else "team"
            after = group[-1].end if group else k
        else:
            group = _group_ending_at(ctx, i, s_start)
            if len(group) < 2:
                continue
            player = group[0].player
            if player is None:
                continue
            found = object_pool(tokens, i + 1, s_end, ctx, player)
            if found is None:
                continue
            pool, after = found
            if _first_stat_noun(tokens, s_start, group[0].start):
                # "Matching 16 - point totals from A and B paced the Hornets": the figure is before
                after, s_end = s_start, group[0].start
        if not 2 <= len(group) <= 3:
            continue
        clause_end = next((k for k in range(after, s_end) if low[k] in CLAUSE_END), s_end)
        yield i, group, pool, after, clause_end


def _first_stat_noun(tokens: list[str], lo: int, hi: int) -> str | None:
    """The statistic of the first "N <stat>" or "N - <stat>" ("matching 16 - point efforts")."""
    for k in range(lo, hi):
        stat = STAT_NOUNS.get(tokens[k].lower())
        if stat and any(parse_at(tokens, j) for j in range(max(lo, k - 2), k)):
            return stat
    return None


@rule("lead_groups", "leads shared by a group: the duo of A and B, A and B led the way")
def check_lead_groups(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for verb, group, pool, lo, hi in _groups(ctx):
        players: list[Player] = [m.player for m in group if m.player is not None]
        if len(players) != len(group) or len({p.index for p in players}) != len(players):
            continue
        if len({p.side for p in players}) != 1 or not all(p.played for p in players):
            continue
        clause = ctx.doc.lower[lo:hi]
        if "combined" in clause or "combining" in clause:
            continue  # a shared total, not a ranking
        if clause[:1] and clause[0] in UNCHECKED_AFTER:
            continue  # "A and B led the way from deep": a shot type, not checked
        stat = "REB" if clause[:3] in REBOUND_PLACES else named_stat(ctx.tokens, lo, hi)
        if stat is None:
            stat = _first_stat_noun(ctx.tokens, lo, hi) or "PTS"
        if stat in ("?", "MIN"):
            continue
        if pool == "bench" and any(p.starter for p in players):
            continue  # a starter in the bench's group: a role error, another family's
        members = pool_players(game, players[0].side, pool)
        rank = {p.index: 1 + sum(1 for q in members if (q.stat(stat) or 0) > (p.stat(stat) or 0)) for p in players}
        low = [p for p in players if rank[p.index] > len(players)]
        if not low:
            continue
        top = sorted(members, key=lambda q: -(q.stat(stat) or 0))[:len(players) + 1]
        name = STAT_NAMES.get(stat, stat)
        comment = "; ".join(f"{p.name} ranked {rank[p.index]} with {p.stat(stat)} {name}" for p in low) + \
                  " — the leaders were " + ", ".join(f"{q.name} {q.stat(stat)}" for q in top)
        yield Error(verb, verb + 1, Category.WORD, "", comment, "lead_groups")
