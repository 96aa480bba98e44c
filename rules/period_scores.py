"""Quarter and half scores: "outscored the Magic 31 - 19 in the first half", "led 59 - 42 at halftime"."""

from __future__ import annotations

from boxscore import Game, Side
from factcheck.claims import (Category, Facts, Fix, LeadScore, PeriodMargin, PeriodScore, TeamPeriodPoints, Verdict,
                              correct, name_doubted, unchecked, wrong)

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


@rule("period_scores")
def verify_period_score(claim: PeriodScore | PeriodMargin | TeamPeriodPoints | LeadScore, facts: Facts) -> Verdict:
    """Quarter and half scores, the score at a break, a period's margin and a team's points in a period.

    The line score gives each team's points per quarter, so the score of any quarter, half, or the
    cumulative score at halftime or after three quarters is known, and so is the margin by which a
    team outscored the other in one of them ("outscored the Lakers by 16 in the fourth quarter").
    Writers and generators confuse the quarters and invent the figures. Each wrong number is a
    NUMBER error corrected from the line score. The second half is the third and fourth quarters,
    also in a game that went to overtime.

    Example (correct): The Bucks outscored the Nuggets 26 - 24 in the first quarter .
    Example (wrong): The Bucks outscored the Nuggets [28 -> 26] - 24 in the first quarter .
    """
    if isinstance(claim, PeriodScore):
        return _pair(claim, facts.game)
    if isinstance(claim, PeriodMargin):
        return _margin(claim, facts.game)
    if isinstance(claim, TeamPeriodPoints):
        return _team_points(claim, facts.game)
    return _lead_pair(claim, facts.game)


def _pair(claim: PeriodScore, game: Game) -> Verdict:
    """A pair, the subject's points first, against the line score of its quarters."""
    a, b, first, quarters = claim.first, claim.second, claim.subject.side, claim.period
    want = (_points(game, first, quarters), _points(game, first.other, quarters))
    if want[0] < want[1] and a.value > b.value and claim.outscored:
        # "outscoring the Mavericks 24 - 19" when the Mavericks won the quarter 24 - 23: the
        # verb is wrong, and the pair is read as the period's score, the larger number first
        first, want = first.other, want[::-1]
    fact = f"the line score gives {game.team(first).name} {want[0]}, {game.team(first.other).name} " \
           f"{want[1]} {_label(quarters, claim.cumulative)}"
    got = (a.value, b.value)
    if got == want:
        return correct(claim, fact)
    fixes = [Fix.number(num, actual, fact) for num, actual in ((a, want[0]), (b, want[1])) if num.value != actual]
    if got == want[::-1]:
        # both numbers wrong as written, or the name: the judge weighs them against the name
        return name_doubted(claim, "right with the teams swapped (a name error, not a number)", *fixes)
    return wrong(claim, *fixes)


def _margin(claim: PeriodMargin, game: Game) -> Verdict:
    """"outscored the Lakers by 16 in the fourth quarter": the difference of one period's points."""
    num, first, quarters = claim.number, claim.subject.side, claim.period
    ours, theirs = _points(game, first, quarters), _points(game, first.other, quarters)
    fact = f"the line score gives {game.team(first).name} {ours}, {game.team(first.other).name} " \
           f"{theirs} {_label(quarters, False)}"
    if ours <= theirs:
        return unchecked(claim, "the other team outscored them: a word error, not this number")
    if num.value == ours - theirs:
        return correct(claim, fact)
    return wrong(claim, Fix.number(num, ours - theirs, fact))


def _team_points(claim: TeamPeriodPoints, game: Game) -> Verdict:
    """"the Magic posted just 14 points in the third quarter": one team's points in named quarters."""
    num, side, quarters = claim.number, claim.subject.side, claim.period
    if any(q > len(game.team(side).quarters) for q in quarters):
        return unchecked(claim, "the line score has no such period")
    want = _points(game, side, quarters)
    fact = f"the line score gives the {game.team(side).name} {want} points {_label(quarters, False)}"
    if want == num.value:
        return correct(claim, fact)
    return wrong(claim, Fix.number(num, want, fact))


def _lead_pair(claim: LeadScore, game: Game) -> Verdict:
    """"a 33 - 25 lead into the second quarter": the score when its quarters are over, the leader's
    first; said of a team that led (or trailed), its points first (or second)."""
    a, b, quarters = claim.first, claim.second, claim.period
    home, vis = _points(game, Side.HOME, quarters), _points(game, Side.VIS, quarters)
    if home == vis:
        return unchecked(claim, f"the game was tied {home} - {vis} {_label(quarters, True)}")
    leader = Side.HOME if home > vis else Side.VIS
    fact = (f"the line score gives {game.team(leader).name} {max(home, vis)}, {game.team(leader.other).name} "
            f"{min(home, vis)} {_label(quarters, True)}")
    if claim.subject.kind == "team":
        side = claim.subject.side
        ours, theirs = _points(game, side, quarters), _points(game, side.other, quarters)
        want = (ours, theirs) if claim.leads else (theirs, ours)
        if (a.value, b.value) == want:
            return correct(claim, fact)
        if (a.value, b.value) == want[::-1] and claim.cue is not None:
            # "The Rockets led 25 - 18 after one quarter" when they trailed 25 - 18: the lead word (or the
            # name, which the judge weighs), not the two numbers
            return wrong(claim, Fix(*claim.cue, Category.WORD, "", fact))
        return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in ((a, want[0]), (b, want[1]))
                              if num.value != actual))
    want = (max(home, vis), min(home, vis))
    if (a.value, b.value) == want or (a.value, b.value) == want[::-1]:
        return correct(claim, fact)
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in ((a, want[0]), (b, want[1]))
                          if num.value != actual))
