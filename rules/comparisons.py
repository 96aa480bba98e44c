"""Comparison words between the two teams, settled by the line score and the team totals.

- "outscored / out - scored / outscoring the Heat ... in the third quarter": the subject scored
  more in that period (a quarter, a half, or "over the final 12 minutes");
- "out - rebounded", "won the rebounding battle", "dominated the glass / the boards",
  "rebounding was key for X": X had more rebounds;
- "the superior shooters", "shot better", "outshot": a better field-goal percentage;
- "committed more turnovers": more turnovers; "out - assisted": more assists.

- between two players: "A and B supplied matching 15 - point efforts", "matching 16 - point
  totals from A and B": the two had the same figure (else "matching" is a WORD error), and it is
  the one written (else the number is a NUMBER error).

- shooting judgements: "a meager 42 percent from beyond the arc", "a hot 38 percent from the
  field": a word for a poor (good) percentage said of one that is good (poor) for the NBA. The
  word is wrong only when it fits neither the written figure nor the team's real one (a wrong
  figure alone is the number family's error).

A wrong comparison is a WORD error on the comparison word, commented with both teams' figures.
Team totals come from the line score; when one is missing, from the sum over the players.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Side
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.comparisons import Comparison
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.teams import period_name, period_points
from factcheck.reader.vocab import STAT_NAMES
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule

#: Team statistic: (Team attribute, player column, words for the comment).
STATS = {
    "REB": ("rebounds", "REB", "rebounds"),
    "AST": ("assists", "AST", "assists"),
    "TO": ("turnovers", "TO", "turnovers"),
    "FG": ("fg_pct", None, "percent from the field"),
}
#: (poor at or below, good at or above) for field goals and threes: a "meager" share at or above
#: the good mark, or a "hot" one at or below the poor mark, is plainly wrong (the NBA's averages
#: are about 45 and 35 percent).
MARKS = {"FG": (40, 50), "FG3": (30, 40)}


def team_stat(game: Game, side: Side, stat: str) -> int | None:
    """A team total from the line score, or summed over the team's players when missing."""
    attr, column, _ = STATS[stat]
    value = getattr(game.team(side), attr)
    if value is not None or column is None:
        return value
    values = [p.stat(column) for p in game.roster(side) if p.played and p.stat(column) is not None]
    return sum(values) if values else None


def _figures(game: Game, side: Side, stat: str) -> str:
    words = STATS[stat][2]
    a, b = team_stat(game, side, stat), team_stat(game, side.other, stat)
    return (f"the {game.team(side).name} had {a} {words}, the {game.team(side.other).name} {b}"
            if stat != "FG" else f"the {game.team(side).name} shot {a} percent from the field, "
                                 f"the {game.team(side.other).name} {b} percent")


@legacy_rule("comparisons", "comparison words: 'outscored in the third quarter', 'out - rebounded', 'superior shooters'",
      verifies=("comparison",))
def check_comparisons(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "team_comparisons"):
        if claim.note or not claim.frame.this_game:
            continue
        form = claim.detail.form
        if form == "outscored":
            yield from _outscored(ctx, claim)
        elif form in ("more", "key"):
            yield from _more(ctx, claim)
        elif form in ("matching", "pair"):
            yield from _matching(ctx, claim)
        else:
            yield from _shooting_word(ctx, claim)


def _outscored(ctx: CheckContext, claim: Claim) -> Iterator[Error]:
    """ "outscored X in the third quarter": the subject won that period."""
    read: Comparison = claim.detail
    game, side, quarters = ctx.game, read.side, claim.period
    team, other = game.team(side), game.team(side.other)
    mine, theirs = period_points(team, quarters), period_points(other, quarters)
    if mine > theirs:
        verified(ctx, claim, f"the {team.name} scored {mine} to the {other.name}' {theirs} in the "
                             f"{period_name(quarters)}")
        return
    if read.pair == (theirs, mine) and mine != theirs:
        unchecked(ctx, claim, "the score written is the other team's: the names are swapped")
        return  # "the Hawks out - scored the Wizards 28 - 18" when the Wizards won it 28 - 18: the names are swapped
    state = f"scored {mine} to the {other.name}' {theirs}" if mine < theirs else f"tied {mine} - {theirs}"
    yield Error(read.start, read.end, Category.WORD, "were outscored by" if mine < theirs else "",
                f"the {team.name} {state} in the {period_name(quarters)}", "comparisons", claim)


def _more(ctx: CheckContext, claim: Claim) -> Iterator[Error]:
    """The subject had more of the statistic than the opponent (turnovers count as 'more' too)."""
    read: Comparison = claim.detail
    stat, side = claim.attribute, read.side
    mine, theirs = team_stat(ctx.game, side, stat), team_stat(ctx.game, side.other, stat)
    if mine is None or theirs is None:
        unchecked(ctx, claim, "a team total is missing from the box score")
        return
    if mine > theirs:
        verified(ctx, claim, _figures(ctx.game, side, stat))
        return
    if read.form == "more" and mine != theirs and read.pair == (theirs, mine):
        unchecked(ctx, claim, "the totals written are the other team's: the subject (or the voice) is the error")
        return  # "Miami has out - rebounded 43 - 37" when Miami had 37: the subject (or voice) is the error
    if stat == "FG" and read.percent == theirs != mine:
        unchecked(ctx, claim, "the percentage written is the other team's: the name is the error")
        return  # "the Rockets were the superior shooters , going 58 percent": the name is the error
    yield Error(read.start, read.end, Category.WORD, "", _figures(ctx.game, side, stat), "comparisons", claim)


def _matching(ctx: CheckContext, claim: Claim) -> Iterator[Error]:
    """ "A and B supplied matching 15 - point efforts": both had the same figure, the written one.
    Of "a pair of 16 - point efforts" the figure is each one's: figures that differ say nothing of
    the word."""
    read: Comparison = claim.detail
    stat, num, players = claim.attribute, read.number, read.players
    values = [p.stat(stat) for p in players]
    if None in values:
        unchecked(ctx, claim, "a figure is missing from the box score")
        return
    name = STAT_NAMES.get(stat, stat)
    line = " and ".join(f"{p.name} {v}" for p, v in zip(players, values))
    if values[0] != values[1]:
        if read.form == "matching":
            yield Error(read.start, read.end, Category.WORD, "", f"the figures differ: {line} {name}",
                        "comparisons", claim)
        else:
            unchecked(ctx, claim, f"the figures differ: {line} {name}")
    elif values[0] != num.value:
        yield Error(num.start, num.end, Category.NUMBER, render(num, values[0], ctx.tokenized),
                    f"{line} {name}", "comparisons", claim)
    else:
        verified(ctx, claim, f"{line} {name}")


def _shooting_word(ctx: CheckContext, claim: Claim) -> Iterator[Error]:
    """ "a meager 42 percent from beyond the arc" / "a hot 38 percent from the field"."""
    read: Comparison = claim.detail
    shot, num = claim.attribute, read.number
    team = ctx.game.team(read.side)
    actual = team.fg_pct if shot == "FG" else team.fg3_pct
    if actual is None:
        unchecked(ctx, claim, "the team's percentage is missing from the box score")
        return
    poor, good = MARKS[shot]
    if read.poor:
        wrong = num.value >= good and actual >= good
    else:
        wrong = num.value <= poor and actual <= poor
    what = "from the field" if shot == "FG" else "from three"
    fact = f"the {team.name} shot {actual} percent {what}"
    if not wrong:
        verified(ctx, claim, fact)
        return
    yield Error(read.start, read.end, Category.WORD, "",
                f"{fact} (about {45 if shot == 'FG' else 35} is the NBA's average)", "comparisons", claim)
