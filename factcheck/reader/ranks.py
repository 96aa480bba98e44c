"""Reader component ``ranks``: rank words about a player on his team.

- "<player> was second on the team (in scoring)", "the team 's third - leading scorer": an
  ordinal rank (value: the rank) in the statistic the sentence names, else the first one credited
  to him after it, else points ("- leading scorer": points);
- "<player> was next (with ...)", "..., followed (closely) by <player>", "<player> was right
  behind him": the player comes after the team-mate named before him (value: the rank word).

Each is a :class:`~factcheck.claims.TeamRank` or a :class:`~factcheck.claims.NextRank` about the
player named (the judge may read the sentence's figures as another player's: see
:mod:`factcheck.engine.readings.players`). A statistic with no box-score column ("second on the
team in double figures") is read with a note.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player, Stat
from factcheck.claims import NextRank, Subject, TeamRank
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import ORDINALS
from factcheck import lexicon

from .claim_index import claims_between
from .leads import named_stat
from .registry import reader
from .stats import BoundStat
from .vocab_leads import CLAUSE_END
from .words import positions

#: Rank words ("second on the team"), first to seventh.
RANKS = {w: n for w, n in ORDINALS.items() if n <= 7 and not w[0].isdigit()}
#: Verbs between the player and a rank word: "<player> was second", "<player> finished next".
LINKING_VERBS = lexicon.words("linking_verbs")
#: "<A> ..., followed (closely) by <B>": B comes after A. ("<B> followed with 12 points" is
#: written loosely for "added" and is not read as a rank.)
FOLLOW_VERBS = {"followed", "trailed"}
#: The ordinals a rank claim may start with ("first" is no rank to check).
_RANK_WORDS = frozenset(w for w, rank in RANKS.items() if rank != 1)
_NEXT_WORDS = frozenset({"next", "behind", *FOLLOW_VERBS})
_NO_COLUMN = "a statistic with no box-score column"


def _subject_before(ctx: CheckContext, i: int, allowed: set[str]) -> PlayerMention | None:
    """The player named just before ``i``, with only ``allowed`` words in between."""
    start, _ = ctx.doc.bounds_at[i]
    before = ctx.mentions.players_in(start, i)
    if not before or before[-1].player is None:
        return None
    low = ctx.doc.lower
    if not allowed.issuperset(low[before[-1].end:i]):
        return None
    # "A and B were next": a group, not one player
    if before[-1].start > start and low[before[-1].start - 1] in {"and", "&"}:
        return None
    return before[-1]


def _stat_of(ctx: CheckContext, player: Player, lo: int, hi: int) -> tuple[str, BoundStat | None]:
    named = named_stat(ctx.tokens, lo, hi)
    for c in claims_between(ctx, lo, hi):
        if c.player is player and (named is None or c.stat == named):
            return c.stat, c
    return named or "PTS", None


def _clause_end(ctx: CheckContext, i: int) -> int:
    """Where the clause from ``i`` ends (the text's end when ``i`` is past it: "was second on the team")."""
    if i >= len(ctx.tokens):
        return len(ctx.tokens)
    _, end = ctx.doc.bounds_at[i]
    low = ctx.doc.lower
    return next((k for k in range(i, end) if low[k] in CLAUSE_END), end)


def _column(stat: str) -> Stat | None:
    return None if stat == "?" else Stat(stat)


def _subject(mention: PlayerMention) -> Subject:
    return Subject.of_player(mention.player, mention.start, mention.end, mention.kind)


_ORDINAL_SKIPPED = LINKING_VERBS | lexicon.words("rank_subject_skipped")


def _ordinal_claims(ctx: CheckContext) -> Iterator[TeamRank]:
    tokens = ctx.tokens
    for i in positions(ctx, _RANK_WORDS):
        rank = RANKS[ctx.doc.lower[i]]
        if i + 1 >= len(tokens):
            continue
        after = ctx.doc.lower[i + 1:i + 4]
        # "second on the team", "second - leading scorer"
        if after[:2] == ["on", "the"] and after[2:3] == ["team"]:
            obj_end = i + 4
        elif after[:2] == ["-", "leading"] and tokens[i + 3:i + 4] and tokens[i + 3].lower() == "scorer":
            obj_end = i + 4
        else:
            continue
        subject = _subject_before(ctx, i, _ORDINAL_SKIPPED)
        if subject is None:
            continue
        hi = _clause_end(ctx, obj_end)
        stat, _ = _stat_of(ctx, subject.player, obj_end, hi)
        if after[1:2] == ["leading"]:
            stat = "PTS"
        yield TeamRank(subject=_subject(subject), rank=rank, at=i, stat=_column(stat), cue=(i, obj_end),
                       note=_NO_COLUMN if stat == "?" else "")


_BEHIND_ADVERBS = lexicon.words("behind_adverbs")
_BEHIND_SKIPPED = lexicon.words("behind_skipped")


def _next_span(ctx: CheckContext, i: int) -> tuple[int, int, PlayerMention] | None:
    """The rank words at ``i`` ("next", "followed", "right behind him") and their player."""
    tokens = ctx.tokens
    low = ctx.doc.lower[i]
    nxt = ctx.doc.lower[i + 1:i + 3]
    if low == "next" and nxt[:1] == ["with"]:
        subject = _subject_before(ctx, i, {"was", "came"})
        return (i, i + 1, subject) if subject else None
    if low in FOLLOW_VERBS and tokens[i - 1] == ",":
        k = i + 2 if nxt[:1] == ["closely"] else i + 1
        if k < len(tokens) and tokens[k].lower() == "by":
            subject = next((m for m in ctx.mentions.players if m.start == k + 1 and m.player is not None), None)
            if subject is not None and not (subject.end < len(tokens) and tokens[subject.end].lower() in {"and", "&"}):
                return i, k, subject
        return None
    if low == "behind" and tokens[i - 1].lower() in _BEHIND_ADVERBS:
        # "was right behind him", "was n't far behind"
        subject = _subject_before(ctx, i, _BEHIND_SKIPPED)
        if subject is None:
            return None
        start = i - 1 if tokens[i - 1].lower() == "right" else i
        end = i + 2 if nxt[:1] == ["him"] else i + 1
        return start, end, subject
    return None


def _previous_teammate(ctx: CheckContext, subject: PlayerMention) -> Player | None:
    """The last team-mate named before ``subject`` (another player), whom "next" follows."""
    player = subject.player
    for m in reversed(ctx.mentions.players_in(0, subject.start)):
        p = m.player
        if p is not None and p.side is player.side and p is not player:
            return p
    return None


def _first_named(ctx: CheckContext) -> dict[int, int]:
    """Where each player (by index) is first named, as the end of his first mention."""
    first: dict[int, int] = {}
    for m in ctx.mentions.players:
        for p in m.players:
            first[p.index] = min(first.get(p.index, m.end), m.end)
    return first


def _next_claims(ctx: CheckContext) -> Iterator[NextRank]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in positions(ctx, _NEXT_WORDS):  # no other words start rank words (see _next_span)
        if not 1 <= i < len(tokens) - 1:
            continue
        found = _next_span(ctx, i)
        if found is None:
            continue
        start, end, subject = found
        player = subject.player
        hi = _clause_end(ctx, end)
        stat, claim = _stat_of(ctx, player, end, hi)
        analysis = ctx.analysis
        first_end = analysis.first_named
        if first_end is None:
            first_end = analysis.first_named = _first_named(ctx)
        named_before = frozenset(index for index, e in first_end.items() if e <= subject.start)
        yield NextRank(subject=_subject(subject), phrase=(start, end), word=" ".join(low[start:end]),
                       stat=_column(stat), figure=claim.number if claim is not None else None,
                       behind=low[end - 1] in {"behind", "him"}, previous=_previous_teammate(ctx, subject),
                       named_before=named_before, cue=(start, end), note=_NO_COLUMN if stat == "?" else "")


@reader("ranks", [TeamRank, NextRank], "rank words: 'second on the team', 'the third - leading scorer', 'was next', "
                           "', followed by X', 'right behind him'")
def read_ranks(ctx: CheckContext) -> Iterator[TeamRank | NextRank]:
    yield from _ordinal_claims(ctx)
    yield from _next_claims(ctx)
