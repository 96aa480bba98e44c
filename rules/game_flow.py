"""Half and quarter narratives that the line score settles.

The line score gives every quarter's points, hence the score at each quarter break. The
``game_flow`` reader reads the narratives and the team each is about; they are checked against
the line score here (each a WORD error on the narrative word):

- "pulled away in the second half": the team won the game and won that period;
- "battled back in the third quarter": the team was behind when the period began and won it;
  "battled back" with no period: the team was behind at some quarter break;
- "led for the entirety of the second half": ahead at halftime, after three quarters and at the
  end (by ten or more at each when "double - digit" is said);
- "led / trailed at halftime / after the first quarter / after three quarters";
- "led for the majority of the game": wrong when the team was behind at every break and at the end;
- "got off to a hot start": the team won the first quarter;
- "kept the game close throughout": no quarter break with a margin of CLOSE_MARGIN or more;
- "overtime" / "OT" when neither team scored past the fourth quarter.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.game_flow import Flow
from factcheck.reader.registry import claims_from
from factcheck.reader.teams import period_name, period_points, score_after
from factcheck.engine.verdicts import verified

from .registry import legacy_rule

#: A quarter-break margin this large makes "kept the game close throughout" wrong.
CLOSE_MARGIN = 15
#: How far behind a team must be after its "hot start" period for the claim to be plainly wrong.
START_MARGIN = 5


def _margins(ctx: CheckContext, side: Side) -> list[int]:
    """The team's margin at the end of quarters 1..4."""
    out = []
    for q in range(1, 5):
        mine, theirs = score_after(ctx.game, side, q)
        out.append(mine - theirs)
    return out


def _line(ctx: CheckContext) -> str:
    g = ctx.game
    a, b = g.vis, g.home
    return (f"line score: {a.name} {' '.join(map(str, a.quarters))} = {a.points}, "
            f"{b.name} {' '.join(map(str, b.quarters))} = {b.points}")


def _cum(ctx: CheckContext, side: Side, quarter: int) -> str:
    mine, theirs = score_after(ctx.game, side, quarter)
    return f"{mine} - {theirs}"


#: What a check finds: None (it cannot settle the claim), the fact that proves it (a string), or
#: the error (start, end, correction, comment).
Found = str | tuple[int, int, str, str] | None


@legacy_rule("game_flow", "half and quarter narratives: 'pulled away in the second half', 'led at halftime'",
      verifies=("flow",))
def check_game_flow(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "game_flow"):
        if claim.note or not claim.frame.this_game:
            continue  # about another game, hedged or negated, or whose team is not certain
        found = _CHECKS[claim.attribute](ctx, claim.detail)
        if isinstance(found, str):
            verified(ctx, claim, found)
        elif found is not None:
            start, end, correction, comment = found
            yield Error(start, end, Category.WORD, correction, f"{comment} ({_line(ctx)})", "game_flow", claim)


def _overtime(ctx: CheckContext, flow: Flow) -> Found:
    """ "this overtime win", "won in overtime", "forced overtime" in a game decided in regulation."""
    if ctx.game.home.has_overtime or ctx.game.vis.has_overtime:
        return "the game went to overtime"
    return flow.start, flow.end, "", "the game did not go to overtime"


def _pull_away(ctx: CheckContext, flow: Flow) -> Found:
    game = ctx.game
    team, other = game.team(flow.side), game.team(flow.side.other)
    if team is not game.winner:
        return flow.start, flow.end, "", f"the {team.name} lost the game, {other.points} - {team.points}"
    if flow.quarters is None:
        return None
    mine, theirs = period_points(team, flow.quarters), period_points(other, flow.quarters)
    if mine >= theirs:  # (a tied period is not plainly wrong)
        return f"the {team.name} won the game and scored {mine} - {theirs} in the {period_name(flow.quarters)}"
    return flow.start, flow.end, "", \
        f"the {team.name} were outscored {theirs} - {mine} in the {period_name(flow.quarters)}"


def _comeback(ctx: CheckContext, flow: Flow) -> Found:
    side, quarters = flow.side, flow.quarters
    team, other = ctx.game.team(side), ctx.game.team(side.other)
    margins = _margins(ctx, side)
    if quarters is not None:
        first = quarters[0]
        before = margins[first - 2] if first > 1 else 0
        mine, theirs = period_points(team, quarters), period_points(other, quarters)
        if before > 0:
            return flow.start, flow.end, "", \
                f"the {team.name} were ahead {_cum(ctx, side, first - 1)} when the {period_name(quarters)} began"
        if mine < theirs:
            return flow.start, flow.end, "", \
                f"the {team.name} were outscored {theirs} - {mine} in the {period_name(quarters)}"
        return f"the {team.name} were not ahead when the {period_name(quarters)} began and scored {mine} - {theirs} in it"
    if all(m > 0 for m in margins[:3]):
        return flow.start, flow.end, "", f"the {team.name} were ahead at the end of every quarter"
    return None


def _close(ctx: CheckContext, flow: Flow) -> Found:
    """ "kept the game close throughout": no quarter break with a margin of CLOSE_MARGIN or more."""
    side = flow.side
    margins = _margins(ctx, side)
    worst = max(range(4), key=lambda q: abs(margins[q]))
    if abs(margins[worst]) < CLOSE_MARGIN:
        return f"the margin was under {CLOSE_MARGIN} at every quarter break"
    where = ["after the first quarter", "at halftime", "after three quarters", "at the end"][worst]
    return flow.start, flow.end, "", f"the score was {_cum(ctx, side, worst + 1)} {where} " \
        f"for the {ctx.game.team(side).name}"


def _majority(ctx: CheckContext, flow: Flow) -> Found:
    """ "led for the majority of the game": wrong when the team was behind at every quarter break
    and at the end (the reverse for "trailed"); anything else needs the play-by-play."""
    side, leads = flow.side, flow.leads
    margins = _margins(ctx, side)
    if not all(m < 0 if leads else m > 0 for m in margins):
        return None
    team = ctx.game.team(side)
    scores = ", ".join(f"{_cum(ctx, side, q)} {where}" for q, where in
                       ((1, "after the first quarter"), (2, "at halftime"), (3, "after three quarters"), (4, "at the end")))
    state = "behind" if leads else "ahead"
    return flow.start, flow.end, "trailed" if leads else "led", f"the {team.name} were {state} at every break: {scores}"


def _entire_half(ctx: CheckContext, flow: Flow) -> Found:
    """ "led for the entirety of the second half": ahead at halftime, after three and at the end."""
    side, need = flow.side, flow.need
    margins = _margins(ctx, side)[1:]
    team = ctx.game.team(side)
    if all(m >= need for m in margins):
        return f"the {team.name} were {_cum(ctx, side, 2)} at halftime, {_cum(ctx, side, 3)} after three quarters " \
               f"and {_cum(ctx, side, 4)} at the end"
    if margins[0] < need:
        fact = f"the score at halftime was {_cum(ctx, side, 2)} for the {team.name}"
    elif margins[1] < need:
        fact = f"the score after three quarters was {_cum(ctx, side, 3)} for the {team.name}"
    else:
        fact = f"the final score was {_cum(ctx, side, 4)} for the {team.name}"
    return flow.start, flow.end, "", fact


def _start(ctx: CheckContext, flow: Flow) -> Found:
    """ "got off to a hot start": the team won the period the sentence names; a start lost by less
    than START_MARGIN is left alone."""
    side, quarters = flow.side, flow.quarters
    team, other = ctx.game.team(side), ctx.game.team(side.other)
    mine, theirs = period_points(team, quarters), period_points(other, quarters)
    if theirs - mine < START_MARGIN:
        return f"the {team.name} won the {period_name(quarters)} {mine} - {theirs}" if mine > theirs else None
    return flow.start, flow.end, "slow start", f"the {team.name} lost the {period_name(quarters)} {mine} - {theirs}"


def _at_checkpoint(ctx: CheckContext, flow: Flow) -> Found:
    """ "led at halftime", "trailed after the first quarter": the sign of the score at that break."""
    side, leads = flow.side, flow.leads
    quarter = len(flow.quarters)
    margin = _margins(ctx, side)[quarter - 1]
    team = ctx.game.team(side)
    state = "tied" if margin == 0 else ("ahead" if margin > 0 else "behind")
    where = {1: "after the first quarter", 2: "at halftime", 3: "after three quarters"}[quarter]
    fact = f"the {team.name} were {state} {_cum(ctx, side, quarter)} {where}"
    if (leads and margin > 0) or (not leads and margin < 0):
        return fact
    return flow.start, flow.end, "" if margin == 0 else ("trailed" if leads else "led"), fact


_CHECKS = {"overtime": _overtime, "pull_away": _pull_away, "comeback": _comeback, "close": _close,
           "majority": _majority, "entire_half": _entire_half, "start": _start, "checkpoint": _at_checkpoint}
