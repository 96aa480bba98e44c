"""Counts of players: "six players scored in double figures", "all five starters scored in double digits".

The box score settles how many of a team's players (or starters, or reserves) reached 10 points
("double figures" / "double digits" = 10 or more; or 10 of the statistic named: "in double
figures in rebounds"), and how many had a double-double. A wrong count is a NUMBER error over the
number, corrected in the text's own form ("six" -> "three"). The counts, their team and who
"other" leaves out are read by :mod:`factcheck.reader.player_counts`:

- a count with a team (written in it, or the one its sentence names) is that team's;
- a count naming no team is of either team or both together ("all five starters": either
  team): it is wrong only when it fits none, and is corrected to the count of the team of the
  nearest sentences before (none: no error, as no correction is sure);
- "other" players are counted without the players named before them, under any of the readings
  of who that is (the count is right under any of them); an "other" count naming no team is
  about the team of the players left out.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player, Side
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.player_counts import Count, PlayerCount
from factcheck.reader.registry import claims_from
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def _pool(game: Game, side: Side, pool: str) -> tuple[Player, ...]:
    if pool == "starters":
        return game.starters(side)
    if pool == "bench":
        return game.bench(side)
    return tuple(p for p in game.roster(side) if p.played)


def _counted(game: Game, side: Side, count: Count) -> list[Player]:
    """The players of ``side``'s pool who reached double figures (or had a double-double)."""
    players = _pool(game, side, count.pool)
    if count.stat == "DD":
        return [p for p in players if p.double_digit_count >= 2]
    return [p for p in players if (p.stat(count.stat) or 0) >= 10]


def _expected(game: Game, read: PlayerCount) -> tuple[set[int], Side | None, list[Player]] | None:
    """The values the count may be right at, and the side and players its correction takes
    (no side: no correction is sure); None when whose team it is cannot be said."""
    count = read.count
    sides = list(read.sides)
    if not sides:
        if count.other:  # "four other players ...": the team of those named
            sides = list({p.side for p in game.played if p.index in read.whose})
            if len(sides) != 1:
                return None
        else:
            sides = [Side.HOME, Side.VIS]
    ok: set[int] = set()
    for ex in read.excluded:
        per_side = [len([p for p in _counted(game, side, count) if p.index not in ex]) for side in sides]
        ok.update(per_side)
        if not read.every:
            ok.add(sum(per_side))
    side = sides[0] if len(sides) == 1 else read.context_side
    if side is None:
        return ok, None, []
    return ok, side, [p for p in _counted(game, side, count) if p.index not in read.chosen]


@legacy_rule("player_counts", "how many players reached double figures or had double-doubles", verifies=("count",))
def check_player_counts(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "player_counts"):
        read = claim.detail
        if read is None:
            continue  # (the claim's note or frame says why)
        expected = _expected(game, read)
        if expected is None:
            unchecked(ctx, claim, "the players left out by 'other' play for both teams")
            continue
        ok, side, counted = expected
        count = read.count
        num = count.number
        if num.value in ok:
            verified(ctx, claim, f"{num.value} fits the box score's count of "
                                 + ("either team or both" if len(read.sides) != 1 else game.team(read.sides[0]).name))
            continue
        if side is None:
            unchecked(ctx, claim, "which team's count it is, and so the correction, is not certain")
            continue
        actual = len(counted)
        correction = render(num, actual, ctx.tokenized)
        if read.capital:
            correction = correction[:1].upper() + correction[1:]
        group = ("other " if count.other else "") + {"all": "players", "starters": "starters",
                                                      "bench": "reserves"}[count.pool]
        what = {"DD": "had a double-double", "PTS": "scored in double figures"}.get(
            count.stat, f"had 10 or more {count.stat}")
        names = ", ".join(p.name for p in counted) or "none"
        yield Error(num.start, num.end, Category.NUMBER, correction,
                    f"{actual} {game.team(side).name} {group} {what}: {names}", "player_counts", claim)
