"""Half and quarter narratives that the line score settles: "pulled away in the second half", "led at halftime"."""

from __future__ import annotations

from collections.abc import Callable

from boxscore import Game, Side
from boxscore.periods import QUARTER_BREAKS, period_name, period_points, score_after
from factcheck.claims import Category, Facts, Fix, FlowForm, GameFlow, Verdict, correct, unchecked, wrong

from .registry import rule

#: A quarter-break margin this large makes "kept the game close throughout" wrong.
CLOSE_MARGIN = 15
#: How far behind a team must be after its "hot start" period for the claim to be plainly wrong.
START_MARGIN = 5

@rule("game_flow")
def verify_game_flow(claim: GameFlow, facts: Facts) -> Verdict:
    """Half and quarter narratives that the line score settles: "pulled away in the second half", "led at halftime".

    The line score gives every quarter's points, hence the score at each quarter break. Writers and
    generators tell the course of a game loosely: a team "pulled away in the second half" it lost,
    "battled back in the third quarter" while ahead, "led at halftime" while behind, "got off to a
    hot start" in a first quarter it lost, "kept the game close throughout" a blowout, or the game
    "went to overtime" when it was decided in regulation. A team pulling away must have won the
    game and that period; battling back, been behind when the period began and won it (with no
    period: behind at some quarter break); leading for the entire second half, ahead at halftime,
    after three quarters and at the end (by ten or more at each when "double - digit" is said);
    leading for the majority of the game is wrong only when the team was behind at every break; a
    lead "extended" or "pushed" to the score at a break must be larger than at the break before; a
    team that "won every quarter" (or "the first three quarters") must have won each of them.
    Each wrong narrative is a WORD error over its words ("led" becomes "trailed", a hot start a
    "slow start"; no correction where no word says the opposite), with the line score as comment.

    Example (correct): The Bucks led at halftime and pulled away in the fourth quarter .
    Example (wrong): The Nuggets [led -> trailed] at halftime .
    """
    return _CHECKS[claim.form](facts.game, claim)


def _wrong(game: Game, claim: GameFlow, correction: str, comment: str) -> Verdict:
    """The narrative words are wrong: a WORD error over them, the line score in the comment."""
    start, end = claim.cue  # type: ignore[misc]
    return wrong(claim, Fix(start, end, Category.WORD, correction, f"{comment} ({_line(game)})"))


def _margins(game: Game, side: Side) -> list[int]:
    """The team's margin at the end of quarters 1..4."""
    out = []
    for q in range(1, 5):
        mine, theirs = score_after(game, side, q)
        out.append(mine - theirs)
    return out


def _line(game: Game) -> str:
    a, b = game.vis, game.home
    return (f"line score: {a.name} {' '.join(map(str, a.quarters))} = {a.points}, "
            f"{b.name} {' '.join(map(str, b.quarters))} = {b.points}")


def _cum(game: Game, side: Side, quarter: int) -> str:
    mine, theirs = score_after(game, side, quarter)
    return f"{mine} - {theirs}"


def _overtime(game: Game, claim: GameFlow) -> Verdict:
    """ "this overtime win", "won in overtime", "forced overtime" in a game decided in regulation."""
    if game.home.has_overtime or game.vis.has_overtime:
        return correct(claim, "the game went to overtime")
    return _wrong(game, claim, "", "the game did not go to overtime")


def _pull_away(game: Game, claim: GameFlow) -> Verdict:
    side, quarters = claim.subject.side, claim.period
    team, other = game.team(side), game.team(side.other)
    if team is not game.winner:
        return _wrong(game, claim, "", f"the {team.name} lost the game, {other.points} - {team.points}")
    if not quarters:
        return unchecked(claim, "the team won; when it pulled away needs the play-by-play")
    mine, theirs = period_points(team, quarters), period_points(other, quarters)
    name = period_name(quarters)
    if mine >= theirs:  # (a tied period is not plainly wrong)
        return correct(claim, f"the {team.name} won the game and scored {mine} - {theirs} in the {name}")
    return _wrong(game, claim, "", f"the {team.name} were outscored {theirs} - {mine} in the {name}")


def _comeback(game: Game, claim: GameFlow) -> Verdict:
    side, quarters = claim.subject.side, claim.period
    team, other = game.team(side), game.team(side.other)
    margins = _margins(game, side)
    if quarters:
        first = quarters[0]
        before = margins[first - 2] if first > 1 else 0
        mine, theirs = period_points(team, quarters), period_points(other, quarters)
        name = period_name(quarters)
        if before > 0:
            ahead = _cum(game, side, first - 1)
            return _wrong(game, claim, "", f"the {team.name} were ahead {ahead} when the {name} began")
        if mine < theirs:
            return _wrong(game, claim, "", f"the {team.name} were outscored {theirs} - {mine} in the {name}")
        return correct(claim, f"the {team.name} were not ahead when the {name} began and scored {mine} - {theirs} "
                              "in it")
    if all(m > 0 for m in margins[:3]):
        return _wrong(game, claim, "", f"the {team.name} were ahead at the end of every quarter")
    return unchecked(claim, "the team was behind at a quarter break; the comeback itself needs the play-by-play")


def _close(game: Game, claim: GameFlow) -> Verdict:
    """ "kept the game close throughout": no quarter break with a margin of CLOSE_MARGIN or more."""
    side = claim.subject.side
    margins = _margins(game, side)
    worst = max(range(4), key=lambda q: abs(margins[q]))
    if abs(margins[worst]) < CLOSE_MARGIN:
        return correct(claim, f"the margin was under {CLOSE_MARGIN} at every quarter break")
    where = QUARTER_BREAKS[worst]
    score = _cum(game, side, worst + 1)
    return _wrong(game, claim, "", f"the score was {score} {where} for the {game.team(side).name}")


def _majority(game: Game, claim: GameFlow) -> Verdict:
    """ "led for the majority of the game": wrong when the team was behind at every quarter break
    and at the end (the reverse for "trailed"); anything else needs the play-by-play."""
    side, leads = claim.subject.side, claim.leads
    margins = _margins(game, side)
    if not all(m < 0 if leads else m > 0 for m in margins):
        return unchecked(claim, "how long a team led needs the play-by-play")
    team = game.team(side)
    scores = ", ".join(f"{_cum(game, side, q)} {where}" for q, where in enumerate(QUARTER_BREAKS, 1))
    state = "behind" if leads else "ahead"
    return _wrong(game, claim, "trailed" if leads else "led", f"the {team.name} were {state} at every break: {scores}")


def _entire_half(game: Game, claim: GameFlow) -> Verdict:
    """ "led for the entirety of the second half": ahead at halftime, after three and at the end."""
    side, need = claim.subject.side, claim.need
    margins = _margins(game, side)[1:]
    team = game.team(side)
    if all(m >= need for m in margins):
        return correct(claim, f"the {team.name} were {_cum(game, side, 2)} at halftime, {_cum(game, side, 3)} after "
                              f"three quarters and {_cum(game, side, 4)} at the end")
    if margins[0] < need:
        fact = f"the score at halftime was {_cum(game, side, 2)} for the {team.name}"
    elif margins[1] < need:
        fact = f"the score after three quarters was {_cum(game, side, 3)} for the {team.name}"
    else:
        fact = f"the final score was {_cum(game, side, 4)} for the {team.name}"
    return _wrong(game, claim, "", fact)


def _start(game: Game, claim: GameFlow) -> Verdict:
    """ "got off to a hot start": the team won the period the sentence names; a start lost by less
    than START_MARGIN is left alone."""
    side, quarters = claim.subject.side, claim.period
    team, other = game.team(side), game.team(side.other)
    mine, theirs = period_points(team, quarters), period_points(other, quarters)
    name = period_name(quarters)
    if theirs - mine < START_MARGIN:
        if mine > theirs:
            return correct(claim, f"the {team.name} won the {name} {mine} - {theirs}")
        return unchecked(claim, f"the {team.name} scored {mine} - {theirs} in the {name}: too close to call the start")
    return _wrong(game, claim, "slow start", f"the {team.name} lost the {name} {mine} - {theirs}")


def _at_checkpoint(game: Game, claim: GameFlow) -> Verdict:
    """ "led at halftime", "trailed after the first quarter": the sign of the score at that break."""
    side, leads = claim.subject.side, claim.leads
    quarter = len(claim.period)
    margin = _margins(game, side)[quarter - 1]
    team = game.team(side)
    state = "tied" if margin == 0 else ("ahead" if margin > 0 else "behind")
    where = {1: "after the first quarter", 2: "at halftime", 3: "after three quarters"}[quarter]
    fact = f"the {team.name} were {state} {_cum(game, side, quarter)} {where}"
    if (leads and margin > 0) or (not leads and margin < 0):
        return correct(claim, fact)
    return _wrong(game, claim, "" if margin == 0 else ("trailed" if leads else "led"), fact)


def _extend(game: Game, claim: GameFlow) -> Verdict:
    """ "pushed the margin to 78 - 68 after three quarters": the leader at that break led by more
    than at the break before (checked only where the words' margin is the one at the break)."""
    quarter = len(claim.period)
    home = _margins(game, Side.HOME)[quarter - 1]
    where = ("at the start", *QUARTER_BREAKS)
    if home == 0:
        return unchecked(claim, f"the game was tied {where[quarter]}")
    leader = Side.HOME if home > 0 else Side.VIS
    margins = [0, *_margins(game, leader)]
    now, before = margins[quarter], margins[quarter - 1]
    team = game.team(leader)
    if now != claim.need or (claim.subject is not None and claim.subject.side is not leader):
        return unchecked(claim, f"the {team.name} led by {now} {where[quarter]}: the figure, the moment or the team "
                                "may be what is wrong")
    fact = f"the {team.name} led by {before} {where[quarter - 1]} and by {now} {where[quarter]}"
    if now > before:
        return correct(claim, fact)
    return _wrong(game, claim, "", f"{fact}: the lead did not grow")


def _quarters(game: Game, claim: GameFlow) -> Verdict:
    """ "won every quarter", "won the first three quarters": each of those quarters won."""
    side = claim.subject.side
    team, other = game.team(side), game.team(side.other)
    scores = [(q, period_points(team, (q,)), period_points(other, (q,))) for q in claim.period]
    lost = [(q, mine, theirs) for q, mine, theirs in scores if mine <= theirs]
    if not lost:
        return correct(claim, f"the {team.name} won " + ", ".join(f"quarter {q} {m} - {t}" for q, m, t in scores))
    q, mine, theirs = lost[0]
    return _wrong(game, claim, "", f"the {team.name} scored {mine} - {theirs} in quarter {q}")


_CHECKS: dict[FlowForm, Callable[[Game, GameFlow], Verdict]] = {
    FlowForm.OVERTIME: _overtime, FlowForm.PULL_AWAY: _pull_away, FlowForm.COMEBACK: _comeback,
    FlowForm.CLOSE: _close, FlowForm.MAJORITY: _majority, FlowForm.ENTIRE_HALF: _entire_half,
    FlowForm.START: _start, FlowForm.CHECKPOINT: _at_checkpoint, FlowForm.EXTEND: _extend,
    FlowForm.QUARTERS: _quarters}
