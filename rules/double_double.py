"""Double-doubles, triple-doubles and double figures of a player.

- "Aaron Gordon posted a 10 - point , 12 - rebound double - double": a double-double is ten or
  more in two of points, rebounds, assists, steals and blocks (three for a triple-double); the
  term is a WORD error when the player's box score does not reach it, or reaches more ("double -
  double" for a triple-double is corrected to "triple - double").
- "was one rebound shy of a double - double", "a near triple - double": a near miss is wrong
  when the player did reach it.
- "Thaddeus Young was the only other starter in double figures": ten or more points (or of the
  statistic named after it: "double figures in rebounds").

The phrases and whom they are about are read by :mod:`factcheck.reader.doubles`; streaks,
season counts, averages, plural "double - doubles" and negations are read there but not checked.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from boxscore.models import COLUMN_NAMES, DOUBLE_DIGIT_STATS
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule

TERM_NAMES = {2: "double-double", 3: "triple-double", 4: "quadruple-double"}
#: A "near" miss this many units short of ten in all (the best two or three statistics) is no
#: near miss ("a near double - double" of 5 points and 9 rebounds); writers stretch it to ~5.
NEAR_MIN_SHORTFALL = 6


def _figures(player: Player) -> str:
    return ", ".join(f"{player.stat(k)} {COLUMN_NAMES[k]}" for k in DOUBLE_DIGIT_STATS)


def _form(name: str, tokenized: bool) -> str:
    return name.replace("-", " - ") if tokenized else name


def _shortfall(player: Player, need: int) -> int:
    """How many units the player's best ``need`` statistics were short of ten, in all."""
    best = sorted((player.stat(k) or 0 for k in DOUBLE_DIGIT_STATS), reverse=True)[:need]
    return sum(max(0, 10 - v) for v in best)


def _check_term(ctx: CheckContext, claim: Claim) -> Error | None:
    """The error of a "<double|triple> - double" claim, if it is wrong."""
    d = claim.detail
    player = d.players[0]
    need, have = d.need, player.double_digit_count
    if d.near:
        if have >= need:
            # "a near double - double" -> "a double - double"; "nearly had a ..." has no one-span fix
            fix = _form(TERM_NAMES[min(have, 4)], ctx.tokenized) if d.start < d.at or have != need else ""
            return Error(d.start, d.end, Category.WORD, fix,
                         f"{player.name} had a {TERM_NAMES[min(have, 4)]}: {_figures(player)}", "double_double", claim)
        short = _shortfall(player, need)
        if short >= NEAR_MIN_SHORTFALL:
            return Error(d.start, d.end, Category.WORD, "",
                         f"{player.name} was {short} short of a {TERM_NAMES[need]} in all: {_figures(player)}",
                         "double_double", claim)
        verified(ctx, claim, f"{player.name} nearly had a {TERM_NAMES[need]}: {_figures(player)}")
        return None
    if have == need:
        verified(ctx, claim, f"{player.name} had a {TERM_NAMES[need]}: {_figures(player)}")
        return None
    correction = _form(TERM_NAMES[have], ctx.tokenized) if have in TERM_NAMES else ""
    what = f"a {TERM_NAMES[have]}" if have in TERM_NAMES else f"{have} double-digit statistic{'s' * (have != 1)}"
    return Error(d.at, d.end, Category.WORD, correction,
                 f"{player.name} had {what}, not a {TERM_NAMES[need]}: {_figures(player)}", "double_double", claim)


def _check_figures(ctx: CheckContext, claim: Claim) -> Error | None:
    """The error of a "double figures" / "double digits" claim, if it is wrong."""
    d = claim.detail
    facts = ", ".join(f"{p.name} had {p.stat(d.stat)} {COLUMN_NAMES[d.stat]}" for p in d.players)
    if all((p.stat(d.stat) or 0) >= 10 for p in d.players):
        verified(ctx, claim, facts)
        return None
    return Error(d.at, d.end, Category.WORD, "", facts, "double_double", claim)


@legacy_rule("double_double", "double-doubles, triple-doubles and double figures of a player", verifies=("double",))
def check_double_double(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "doubles"):
        if claim.subject is None or claim.note or not claim.frame.this_game:
            continue  # (the claim's note or frame says why)
        if not all(p.played for p in claim.detail.players):
            unchecked(ctx, claim, "a player who did not play")
            continue
        error = _check_term(ctx, claim) if claim.detail.need else _check_figures(ctx, claim)
        if error is not None:
            yield error
