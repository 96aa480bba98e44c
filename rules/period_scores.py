"""Quarter and half scores: "outscored the Magic 31 - 19 in the first half", "led 59 - 42 at halftime".

The line score gives each team's points per quarter, so the score of any quarter, half, or the
cumulative score at halftime or after three quarters is known, and so is the margin by which a
team outscored the other in one of them ("outscored the Lakers by 16 in the fourth quarter").
The ``period_scores`` reader reads which part of the game a pair or margin covers and whose
points come first; the ``team_period_points`` reader one team's points in a quarter or half.
Each wrong number is a NUMBER error corrected from the line score.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Side
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.period_scores import LeadScore, PeriodMargin, PeriodScore
from factcheck.reader.registry import claims_from
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import rule


def _points(game: Game, side: Side, quarters: tuple[int, ...]) -> int:
    team = game.team(side)
    return sum(team.quarters[q - 1] for q in quarters)


def _label(quarters: tuple[int, ...], cumulative: bool) -> str:
    if cumulative:
        return {(1,): "after one quarter", (1, 2): "at halftime"}.get(quarters, "after three quarters")
    if quarters == (1, 2):
        return "in the first half"
    if quarters == (3, 4):
        return "in the second half"
    if len(quarters) > 1:
        return f"in quarters {quarters[0]} to {quarters[-1]}"
    return f"in quarter {quarters[0]}"


@rule("period_scores", "quarter and half scores from the line score", verifies=("score", "margin"))
def check_period_scores(ctx: CheckContext) -> Iterator[Error]:
    claims = [c for c in claims_from(ctx, "period_scores") if c.detail is not None]
    for claim in claims:
        if isinstance(claim.detail, PeriodScore):
            yield from _pair(ctx, claim)
    for claim in claims:
        if isinstance(claim.detail, PeriodMargin):
            yield from _margin(ctx, claim)
    yield from _team_points(ctx)
    for claim in claims:
        if isinstance(claim.detail, LeadScore):
            yield from _lead_pair(ctx, claim)


def _pair(ctx: CheckContext, claim) -> Iterator[Error]:
    """A pair, ``side``'s points first, against the line score of its quarters."""
    a, b, first, quarters, cumulative, outscored = claim.detail
    want = (_points(ctx.game, first, quarters), _points(ctx.game, first.other, quarters))
    if want[0] < want[1] and a.value > b.value and outscored:
        # "outscoring the Mavericks 24 - 19" when the Mavericks won the quarter 24 - 23: the
        # verb is wrong, and the pair is read as the period's score, the larger number first
        first, want = first.other, want[::-1]
    fact = f"the line score gives {ctx.game.team(first).name} {want[0]}, {ctx.game.team(first.other).name} " \
           f"{want[1]} {_label(quarters, cumulative)}"
    got = (a.value, b.value)
    if got == want:
        verified(ctx, claim, fact)
        return
    if got == want[::-1]:
        unchecked(ctx, claim, "right with the teams swapped (a name error, not a number)")
        return
    for num, actual in ((a, want[0]), (b, want[1])):
        if num.value != actual:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact,
                        "period_scores", claim)


def _margin(ctx: CheckContext, claim) -> Iterator[Error]:
    """"outscored the Lakers by 16 in the fourth quarter": the difference of one period's points."""
    num, first, quarters = claim.detail
    ours, theirs = _points(ctx.game, first, quarters), _points(ctx.game, first.other, quarters)
    fact = f"the line score gives {ctx.game.team(first).name} {ours}, {ctx.game.team(first.other).name} " \
           f"{theirs} {_label(quarters, False)}"
    if ours <= theirs:
        unchecked(ctx, claim, "the other team outscored them: a word error, not this number")
    elif num.value == ours - theirs:
        verified(ctx, claim, fact)
    else:
        yield Error(num.start, num.end, Category.NUMBER, render(num, ours - theirs, ctx.tokenized), fact,
                    "period_scores", claim)


def _team_points(ctx: CheckContext) -> Iterator[Error]:
    """"the Magic posted just 14 points in the third quarter": one team's points in named quarters."""
    for read in claims_from(ctx, "team_period_points"):
        if read.note:
            continue  # no quarter or half named right after, or a score at a point ("at halftime")
        num, side, _ = read.detail
        quarters = read.period
        if any(q > len(ctx.game.team(side).quarters) for q in quarters):
            unchecked(ctx, read, "the line score has no such period")
            continue
        want = _points(ctx.game, side, quarters)
        fact = f"the line score gives the {ctx.game.team(side).name} {want} points {_label(quarters, False)}"
        if want == num.value:
            verified(ctx, read, fact)
            continue
        yield Error(num.start, num.end, Category.NUMBER, render(num, want, ctx.tokenized), fact, "period_scores", read)


def _lead_pair(ctx: CheckContext, claim) -> Iterator[Error]:
    """"a 33 - 25 lead into the second quarter": the score when its quarters are over, the leader's first."""
    game = ctx.game
    a, b, quarters = claim.detail
    home, vis = _points(game, Side.HOME, quarters), _points(game, Side.VIS, quarters)
    if home == vis:
        unchecked(ctx, claim, f"the game was tied {home} - {vis} {_label(quarters, True)}")
        return
    want = (max(home, vis), min(home, vis))
    leader = Side.HOME if home > vis else Side.VIS
    fact = (f"the line score gives {game.team(leader).name} {want[0]}, {game.team(leader.other).name} {want[1]} "
            f"{_label(quarters, True)}")
    if (a.value, b.value) == want or (a.value, b.value) == want[::-1]:
        verified(ctx, claim, fact)
        return
    for num, actual in ((a, want[0]), (b, want[1])):
        if num.value != actual:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact,
                        "period_scores", claim)
