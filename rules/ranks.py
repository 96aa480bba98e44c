"""Rank words checked against the box score: "second on the team", "next", "right behind him".

- "<player> was second on the team (in scoring)", "the team 's third - leading scorer": the
  ordinal is the player's competition rank on his team in the statistic the sentence names (else
  the first one credited to him, else points). A wrong ordinal is a NUMBER error corrected to
  the rank ("second" -> "third").
- "<player> was next", "..., followed by <player>", "<player> was right behind him": the player
  comes after the team-mate named before him; a team-mate the text has not named yet who ranks
  strictly between the two makes the word a WORD error.

The rank words, their players and statistics are read by :mod:`factcheck.reader.ranks`.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player
from boxscore.models import COLUMN_NAMES
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.text.numbers import spelled_ordinal
from factcheck.reader.ranks import NextRank, OrdinalRank
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.stats import BoundStat, line_owner
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def team_rank(game: Game, player: Player, stat: str) -> int:
    return game.rank(player, stat, within_team=True)


def _checkable(claims: tuple[BoundStat, ...]) -> list[BoundStat]:
    """The claims the box score can check."""
    return [c for c in claims if c.player.stat(c.stat) is not None]


def _other_player(ctx: CheckContext, player: Player, claims: tuple[BoundStat, ...]) -> Player | None:
    """Another player whose line the sentence's figures are (then the name is the error)."""
    checkable = _checkable(claims)
    return line_owner(ctx, player, checkable)


def _check_ordinal(ctx: CheckContext, claim: Claim, rank: OrdinalRank) -> Iterator[Error]:
    game, stat = ctx.game, rank.stat
    player = rank.mention.player
    # when the sentence's figures are another player's, the name is the error: rank him
    player = _other_player(ctx, player, rank.claims) or player
    if player.stat(stat) is None:
        unchecked(ctx, claim, f"no {stat} figure of {player.name}")
        return
    actual = team_rank(game, player, stat)
    name = COLUMN_NAMES.get(stat, stat)
    if actual == rank.rank:  # (a tie is no excuse: annotators mark "second" for a player tied for first)
        verified(ctx, claim, f"{player.name} ranked {spelled_ordinal(actual)} on the {game.team(player.side).name} "
                             f"with {player.stat(stat)} {name}")
        return
    tied = [p.name for p in game.played if p.side is player.side and p is not player
            and p.stat(stat) == player.stat(stat)]
    better = sorted((p for p in game.played if p.side is player.side and (p.stat(stat) or 0) > player.stat(stat)),
                    key=lambda p: -(p.stat(stat) or 0))
    above = ", ".join(f"{p.name} {p.stat(stat)}" for p in better) or "nobody"
    if tied:
        above += "; tied with " + ", ".join(tied)
    comment = f"{player.name} ranked {spelled_ordinal(actual)} on the {game.team(player.side).name} " \
              f"with {player.stat(stat)} {name} (ahead of him: {above})"
    yield Error(rank.at, rank.at + 1, Category.NUMBER, spelled_ordinal(actual), comment, "ranks", claim)


def _check_next(ctx: CheckContext, claim: Claim, nxt: NextRank) -> Iterator[Error]:
    game, stat = ctx.game, nxt.stat
    player = nxt.mention.player
    if _other_player(ctx, player, nxt.claims) is not None:
        unchecked(ctx, claim, "the figures are another player's: the name is the error (player_stats)")
        return
    own = player.stat(stat)
    if own is None:
        unchecked(ctx, claim, f"no {stat} figure of {player.name}")
        return
    if nxt.claim is not None and nxt.behind:
        own = nxt.claim.number.value  # a wrong figure is its own error; "behind" is read against it
    previous = nxt.previous
    if previous is None or previous.stat(stat) is None:
        unchecked(ctx, claim, "no team-mate named before him to come after")
        return
    name = COLUMN_NAMES.get(stat, stat)
    # "next" is read against the real figure: a wrong figure is marked, and so is "next"
    # when the player's real figure ranks lower than the word says
    if nxt.behind and own >= previous.stat(stat):
        yield Error(nxt.start, nxt.end, Category.WORD, "", f"{player.name} had {own} {name}, "
                    f"not fewer than {previous.name}'s {previous.stat(stat)}", "ranks", claim)
        return
    fact = f"{player.name} had {own} {name}, after {previous.name} with {previous.stat(stat)}"
    if previous.stat(stat) <= own:
        unchecked(ctx, claim, "he outscored the one before him: 'next' in the text's order, not a rank")
        return
    skipped = [p for p in game.played if p.side is player.side and p.index not in nxt.named_before
               and p is not player and own < (p.stat(stat) or 0) < previous.stat(stat)]
    if not skipped:
        verified(ctx, claim, fact)
        return
    skipped.sort(key=lambda p: -(p.stat(stat) or 0))
    comment = f"{fact}; in between and not named before: " + ", ".join(f"{p.name} {p.stat(stat)}" for p in skipped)
    yield Error(nxt.start, nxt.end, Category.WORD, "", comment, "ranks", claim)


@legacy_rule("ranks", "rank words: second on the team, second-leading scorer, next, followed, right behind him",
      verifies=("rank",))
def check_ranks(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "ranks"):
        if claim.note:
            continue  # (the claim's note says why)
        if not claim.detail.mention.player.played:
            unchecked(ctx, claim, "a player who did not play")
            continue
        if isinstance(claim.detail, OrdinalRank):
            yield from _check_ordinal(ctx, claim, claim.detail)
        else:
            yield from _check_next(ctx, claim, claim.detail)
