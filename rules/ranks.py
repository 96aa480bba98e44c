"""Rank words checked against the box score: "second on the team", "next", "right behind him".

- "<player> was second on the team (in scoring)", "the team 's third - leading scorer": the
  ordinal is the player's competition rank on his team in the statistic the sentence names (else
  the first one credited to him, else points). A wrong ordinal is a NUMBER error corrected to
  the rank ("second" -> "third").
- "<player> was next", "..., followed by <player>", "<player> was right behind him": the player
  comes after the team-mate named before him; a team-mate the text has not named yet who ranks
  strictly between the two makes the word a WORD error.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player
from factcheck.reader.claim_index import claims_between, claims_of_subject
from factcheck.reader.stats import StatClaim
from factcheck.reader.vocab import STAT_NAMES
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import PlayerMention
from factcheck.numbers import ORDINALS, spelled_ordinal

from factcheck.reader.words import positions
from factcheck.reader.leads import named_stat
from factcheck.reader.vocab_leads import CLAUSE_END
from boxscore.lines import better_player
from factcheck.reader.stats import line_context
from .registry import rule

#: Rank words ("second on the team"), first to seventh.
RANKS = {w: n for w, n in ORDINALS.items() if n <= 7 and not w[0].isdigit()}


#: Verbs between the player and a rank word: "<player> was second", "<player> finished next".
LINKING_VERBS = {"was", "finished", "came", "ranked", "checked", "is"}
#: "<A> ..., followed (closely) by <B>": B comes after A. ("<B> followed with 12 points" is
#: written loosely for "added" and is not read as a rank.)
FOLLOW_VERBS = {"followed", "trailed"}


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


def _stat_of(ctx: CheckContext, player: Player, lo: int, hi: int) -> tuple[str, StatClaim | None]:
    named = named_stat(ctx.tokens, lo, hi)
    for c in claims_between(ctx, lo, hi):
        if c.player is player and (named is None or c.stat == named):
            return c.stat, c
    return named or "PTS", None


def _clause_end(ctx: CheckContext, i: int) -> int:
    _, end = ctx.doc.bounds_at[i]
    low = ctx.doc.lower
    return next((k for k in range(i, end) if low[k] in CLAUSE_END), end)


def _claims_of(ctx: CheckContext, subject: PlayerMention) -> list[StatClaim]:
    """The claims bound to ``subject`` that the box score can check."""
    return [c for c in claims_of_subject(ctx, subject) if c.player.stat(c.stat) is not None]


def team_rank(game: Game, player: Player, stat: str) -> int:
    return game.rank(player, stat, within_team=True)


#: The ordinals a rank claim may start with ("first" is no rank to check).
_RANK_WORDS = frozenset(w for w, rank in RANKS.items() if rank != 1)


def _ordinal_claims(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    game = ctx.game
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
        subject = _subject_before(ctx, i, LINKING_VERBS | {"the", "team", "'s", "his"})
        if subject is None:
            continue
        player = subject.player
        if not player.played:
            continue
        hi = _clause_end(ctx, obj_end)
        stat, _ = _stat_of(ctx, player, obj_end, hi)
        if after[1:2] == ["leading"]:
            stat = "PTS"
        elif stat == "?":
            continue  # "second on the team in double figures": no box-score column to rank in
        # when the sentence's figures are another player's, the name is the error: rank him
        claims = _claims_of(ctx, subject)
        player = better_player(ctx.game, player, claims, *line_context(ctx, claims)) or player
        if player.stat(stat) is None:
            continue
        actual = team_rank(game, player, stat)
        tied = [p.name for p in game.played if p.side is player.side and p is not player
                and p.stat(stat) == player.stat(stat)]
        if actual == rank:
            continue  # (a tie is no excuse: annotators mark "second" for a player tied for first)
        name = STAT_NAMES.get(stat, stat)
        better = sorted((p for p in game.played if p.side is player.side and (p.stat(stat) or 0) > player.stat(stat)),
                        key=lambda p: -(p.stat(stat) or 0))
        above = ", ".join(f"{p.name} {p.stat(stat)}" for p in better) or "nobody"
        if tied:
            above += "; tied with " + ", ".join(tied)
        comment = f"{player.name} ranked {spelled_ordinal(actual)} on the {game.team(player.side).name} " \
                  f"with {player.stat(stat)} {name} (ahead of him: {above})"
        yield Error(i, i + 1, Category.NUMBER, spelled_ordinal(actual), comment, "ranks")


_NEXT_WORDS = frozenset({"next", "behind", *FOLLOW_VERBS})


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
    if low == "behind" and tokens[i - 1].lower() in {"right", "far", "close", "closely", "just"}:
        # "was right behind him", "was n't far behind"
        subject = _subject_before(ctx, i, {"was", "right", "close", "closely", "not", "n't", "far", "just"})
        if subject is None:
            return None
        start = i - 1 if tokens[i - 1].lower() == "right" else i
        end = i + 2 if nxt[:1] == ["him"] else i + 1
        return start, end, subject
    return None


def behind_words(ctx: CheckContext, start: int, end: int) -> bool:
    return ctx.tokens[start:end][-1].lower() in {"behind", "him"}


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


def _next_claims(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    game = ctx.game
    for i in positions(ctx, _NEXT_WORDS):  # no other words start rank words (see _next_span)
        if not 1 <= i < len(tokens) - 1:
            continue
        found = _next_span(ctx, i)
        if found is None:
            continue
        start, end, subject = found
        player = subject.player
        if not player.played:
            continue
        claims = _claims_of(ctx, subject)
        if better_player(ctx.game, player, claims, *line_context(ctx, claims)) is not None:
            continue  # the figures are another player's: the name is the error (player_stats)
        s_start, _ = ctx.doc.bounds_at[i]
        hi = _clause_end(ctx, end)
        stat, claim = _stat_of(ctx, player, end, hi)
        if stat == "?":
            continue  # "in <something else>": no box-score column
        own = player.stat(stat)
        if own is None:
            continue
        if claim is not None and behind_words(ctx, start, end):
            own = claim.number.value  # a wrong figure is its own error; "behind" is read against it
        previous = _previous_teammate(ctx, subject)
        if previous is None or previous.stat(stat) is None:
            continue
        # "next" is read against the real figure: a wrong figure is marked, and so is "next"
        # when the player's real figure ranks lower than the word says
        behind = behind_words(ctx, start, end)
        if behind and own >= previous.stat(stat):
            yield Error(start, end, Category.WORD, "", f"{player.name} had {own} {STAT_NAMES.get(stat, stat)}, "
                        f"not fewer than {previous.name}'s {previous.stat(stat)}", "ranks")
            continue
        if previous.stat(stat) <= own:
            continue  # he outscored the one before him: "next" in the text's order, not a rank
        first_end = ctx.shared("ranks.first_named", _first_named)
        named_before = {index for index, end in first_end.items() if end <= subject.start}
        skipped = [p for p in game.played if p.side is player.side and p.index not in named_before and p is not player
                   and own < (p.stat(stat) or 0) < previous.stat(stat)]
        if not skipped:
            continue
        skipped.sort(key=lambda p: -(p.stat(stat) or 0))
        name = STAT_NAMES.get(stat, stat)
        comment = f"{player.name} had {own} {name}, after {previous.name} with {previous.stat(stat)}; " + \
                  "in between and not named before: " + ", ".join(f"{p.name} {p.stat(stat)}" for p in skipped)
        yield Error(start, end, Category.WORD, "", comment, "ranks")


@rule("ranks", "rank words: second on the team, second-leading scorer, next, followed, right behind him")
def check_ranks(ctx: CheckContext) -> Iterator[Error]:
    yield from _ordinal_claims(ctx)
    yield from _next_claims(ctx)
