"""Reader component ``group_leads``: leads shared by a group of players.

"were led by the duo of A and B", "led by A and B", "A and B paced the bench", "A , B and C led
the way": two or three players named together as leading their team (or its bench) in the
statistic the clause names ("on the glass": rebounds; "in assists"; the first "N <stat>"), points
by default. "Matching 16 - point totals from A and B paced the Hornets" takes its statistic from
the words before the players.

Each is a :class:`~factcheck.claims.GroupLead` with its pool and statistic, subject the group
over the names (no subject when a name links to no single player), value the lead verb. A clause the rule cannot rank is still read, with a note:
a shared total ("combined for"), a shot type ("led the way from deep"), a statistic with no
box-score column ("led the team in double figures"), minutes (rounded in the box score).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Stat
from factcheck.claims import GroupLead, Pool, Subject
from factcheck.engine.context import CheckContext
from factcheck import lexicon
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import parse_at

from .leads import named_stat, object_pool
from .registry import reader
from .vocab import STAT_NOUNS
from .vocab_leads import (CLAUSE_END, GROUP_WORDS, LEAD_VERBS, REBOUND_PLACES, TRAIL_VERBS, UNCHECKED_AFTER,
                          passive_pool)
from .words import positions

#: Nouns for a group named before its players: "the duo of A and B".
GROUP_NOUNS = GROUP_WORDS - {"both"}
JOINERS = {"and", "&", ","}


def _group_ending_at(ctx: CheckContext, end: int, start: int) -> list[PlayerMention]:
    """"A and B" / "A , B and C" whose last name ends at ``end`` (not before ``start``)."""
    by_end = ctx.analysis.players_by_end
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
    by_start = ctx.analysis.players_by_start
    group: list[PlayerMention] = []
    k = begin
    while k in by_start and k < end:
        m = by_start[k]
        group.append(m)
        if m.end >= end or ctx.tokens[m.end].lower() not in JOINERS:
            break
        k = m.end + 1
    return group


_NOT_WHOLE_POOL = lexicon.words("not_whole_pool")


def _groups(ctx: CheckContext) -> Iterator[tuple[int, list[PlayerMention], str, int, int]]:
    """(verb, group, pool, start and end of the words naming the statistic) of every group lead."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for i in positions(ctx, LEAD_VERBS | TRAIL_VERBS):  # the lead verbs only
        s_start, s_end = ctx.doc.bounds_at[i]
        if i + 1 < s_end and low[i + 1] == "by":
            if low[i] in TRAIL_VERBS:
                continue  # "trailed by 10": a margin
            # "were led by the duo of A and B", "led by A and B"
            k = i + 2
            words = low[k:k + 4]
            if words[:1] == ["the"] and words[1:2] and words[1] in GROUP_NOUNS and words[2:3] == ["of"]:
                k += 3
            group = _group_starting_at(ctx, k, s_end)
            before = low[s_start:i]
            pool = passive_pool(before)
            if pool is None or not _NOT_WHOLE_POOL.isdisjoint(before):
                continue  # "the rest of the bench was led by": not the whole pool
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


def _stat(ctx: CheckContext, lo: int, hi: int) -> tuple[str, str]:
    """(the statistic the words [lo, hi) after the lead name, why the lead cannot be ranked or "")."""
    clause = ctx.doc.lower[lo:hi]
    if "combined" in clause or "combining" in clause:
        return "", "a shared total, not a ranking"
    if clause[:1] and clause[0] in UNCHECKED_AFTER:
        return "", "a shot type or a place ('from deep'), not a box-score statistic"
    stat = "REB" if clause[:3] in REBOUND_PLACES else named_stat(ctx.tokens, lo, hi)
    if stat is None:
        stat = _first_stat_noun(ctx.tokens, lo, hi) or "PTS"
    if stat == "?":
        return stat, "a statistic with no box-score column"
    if stat == "MIN":
        return stat, "minutes (rounded in the box score)"
    return stat, ""


@reader("group_leads", [GroupLead], "leads shared by two or three players: 'the duo of A and B', "
                                       "'A and B paced the bench'")
def read_group_leads(ctx: CheckContext) -> Iterator[GroupLead]:
    low = ctx.doc.lower
    for verb, group, pool, lo, hi in _groups(ctx):
        players = tuple(m.player for m in group)
        stat, note = _stat(ctx, lo, hi)
        subject = None if None in players else Subject.of_group("players", players[0].side, group[0].start,
                                                                group[-1].end)
        yield GroupLead(subject=subject, group=tuple(p for p in players if p is not None), pool=Pool(pool),
                        stat=Stat(stat) if stat in Stat.__members__ else None, verb=verb, word=low[verb],
                        trail=low[verb] in TRAIL_VERBS, cue=(verb, verb + 1),
                        note=note or ("" if subject else "ambiguous binding"))
