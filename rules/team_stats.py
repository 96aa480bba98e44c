"""A team's statistics: shooting, rebounds, assists, turnovers, steals, blocks, the rebounding battle, bench points."""

from __future__ import annotations

import math

from boxscore import Game, Side, Stat
from boxscore.facts import percent_fits, team_fact, team_fits, team_percent, team_total
from factcheck.claims import (Category, Facts, Fix, GroupPoints, ReboundBattle, ReboundBattleWord, TeamPercent,
                              TeamShots, TeamStat, Verdict, correct, unchecked, wrong)

from .registry import rule


@rule("team_stats")
def verify_team_stats(claim: TeamStat | TeamShots | TeamPercent | ReboundBattle | ReboundBattleWord | GroupPoints,
                      facts: Facts) -> Verdict:
    """A team's statistics: shooting, rebounds, assists, turnovers, steals, blocks, the rebounding battle, bench points.

    The line score gives each team's shooting percentages, rebounds, assists and turnovers; its made
    and attempted shots, steals, blocks and fouls, and the points of its bench or starters, are the
    sums over its players. Generators and writers swap the teams' figures and invent them. Each
    wrong number is a NUMBER error corrected from the box score (either rounding of made /
    attempted, and the line score's own value, are right for a percentage; a decimal is corrected
    to one decimal). "Nine two - pointers" that are the team's three-pointers make the "two" the
    error; "the Hawks forced the Hawks into 14 turnovers" makes the object's name the NAME error; a
    rebounding battle "lost" by the team with more rebounds makes the verb the WORD error. (When a
    clause's numbers all fit the other team, the name is the error: a reading of the judge.)

    Example (correct): The Bucks shot 48 percent from the field and grabbed 46 rebounds .
    Example (wrong): The Nuggets committed [19 -> 13] turnovers .
    """
    game = facts.game
    if isinstance(claim, ReboundBattle):
        return _battle_pair(claim, game)
    if isinstance(claim, ReboundBattleWord):
        return _battle_verb(claim, game)
    if isinstance(claim, GroupPoints):
        return _group_points(claim, game)
    return _team_figure(claim, game)


def _team_figure(claim: TeamStat | TeamShots | TeamPercent, game: Game) -> Verdict:
    side, key = claim.subject.side, claim.stat
    named: tuple[Fix, ...] = ()
    if claim.object_name is not None:
        m = claim.object_name
        named = (Fix(m.start, m.end, Category.NAME, game.team(side).name_as(m.form),
                     f"a team cannot hold or force itself: the opponent was the {game.team(side).name}"),)
    fact = team_fact(game, side, key)
    if isinstance(claim, TeamPercent) and claim.mode.bound:
        return _bound_percent(claim, game, side, named, fact)
    if team_fits(game, side, key, claim.figure):
        return wrong(claim, *named) if named else correct(claim, fact)
    slip = _two_for_three(claim, game, side)
    if slip is not None:
        return wrong(claim, *named, slip)
    correction = _correction(claim, game, side)
    if correction is None:
        return wrong(claim, *named) if named else unchecked(claim, "the box score has no such figure")
    num = claim.number
    return wrong(claim, *named, Fix(num.start, num.end, Category.NUMBER, correction, fact))


#: How far from the actual percentage a bound may stand and still tell it: "shot over 45 percent"
#: of a team that shot 47; of one that shot 58, the writer meant another figure.
BOUND_REACH = 5.0


def _bound_percent(claim: TeamPercent, game: Game, side: Side, named: tuple[Fix, ...], fact: str) -> Verdict:
    """"shot over 45 percent", "almost 50 percent", "under 40 percent": the team's exact percentage
    must satisfy the bound and lie within :data:`BOUND_REACH` of it."""
    line, exact = team_percent(game, side, claim.stat)
    actual = exact if exact is not None else line
    if actual is None:
        return wrong(claim, *named) if named else unchecked(claim, "the box score has no such figure")
    if claim.mode.holds(claim.percent, actual) and abs(actual - claim.percent) <= BOUND_REACH:
        return wrong(claim, *named) if named else correct(claim, f"{fact} ({claim.mode.value.replace('_', ' ')} "
                                                                  f"{claim.number.value})")
    return wrong(claim, *named, Fix.number(claim.number, math.floor(actual + 0.5), fact))


def _correction(claim: TeamStat | TeamShots | TeamPercent, game: Game, side: Side) -> str | None:
    """The team's figure, written as the claim writes it (a decimal percentage with one decimal)."""
    if isinstance(claim, TeamPercent):
        line, exact = team_percent(game, side, claim.stat)
        if claim.percent != int(claim.percent) and exact is not None:
            return f"{exact:.1f}"
        value = line if line is not None else (math.floor(exact + 0.5) if exact is not None else None)
    else:
        value = team_total(game, side, claim.stat)
    return None if value is None else Fix.number(claim.number, value, "").correction


def _two_for_three(claim: TeamStat | TeamShots | TeamPercent, game: Game, side: Side) -> Fix | None:
    """"made only nine two - pointers" or "34 percent from two - point range" for a team whose
    three-pointers those are (and not its two-pointers): the "two" is the slip, not the figure."""
    if isinstance(claim, TeamStat) or claim.two is None:
        return None
    made, att = team_total(game, side, "FG3M"), team_total(game, side, "FG3A")
    if isinstance(claim, TeamPercent):
        if not percent_fits(claim.percent, *team_percent(game, side, "FG3_PCT")):
            return None
    elif claim.number.value != (att if claim.attempts else made):
        return None
    return Fix.number(claim.two, 3, f"the {game.team(side).name} made {made} of {att} three-pointers")


def _rebounds(game: Game) -> str:
    return (f"the {game.home.name} had {team_total(game, Side.HOME, 'REB')} rebounds, "
            f"the {game.vis.name} {team_total(game, Side.VIS, 'REB')}")


def _battle_pair(claim: ReboundBattle, game: Game) -> Verdict:
    """"winning that battle , 43 - 24": the teams' rebounds, the larger first (either order is right)."""
    a, b = claim.first, claim.second
    high, low = sorted((team_total(game, Side.HOME, "REB") or 0, team_total(game, Side.VIS, "REB") or 0), reverse=True)
    fact = _rebounds(game)
    if tuple(sorted((a.value, b.value), reverse=True)) == (high, low):
        return correct(claim, fact)
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in ((a, high), (b, low))
                          if num.value != actual))


def _battle_verb(claim: ReboundBattleWord, game: Game) -> Verdict:
    """"they lost that battle , 58 - 38" said of the team with more rebounds (or won, of fewer)."""
    side = claim.subject.side
    own, other = team_total(game, side, "REB"), team_total(game, side.other, "REB")
    if own is None or other is None or own == other:
        return unchecked(claim, "the teams' rebounds are not known or equal")
    if sorted((claim.first.value, claim.second.value)) != sorted((own, other)):
        return unchecked(claim, "the pair itself is wrong: its numbers are the errors")
    fact = f"the {game.team(side).name} had {own} rebounds, the {game.team(side.other).name} {other}"
    if claim.verb.won == (own > other):
        return correct(claim, fact)
    return wrong(claim, Fix(claim.at, claim.at + 1, Category.WORD, claim.verb.opposite, fact))


def _group_points(claim: GroupPoints, game: Game) -> Verdict:
    """"The Pistons ' bench accounted for 52 points": the points of a team's bench or starters."""
    side, group = claim.subject.side, claim.subject.group
    played = [p for p in game.played if p.side is side]
    if sum(p.starter for p in played) != 5:
        return unchecked(claim, "no starting five in the box score: no bench to tell apart")
    total = sum(p.stat(Stat.PTS) or 0 for p in played if p.starter == (group == "starters"))
    fact = f"the {game.team(side).name}' {group} scored {total} points"
    if total == claim.number.value:
        return correct(claim, fact)
    return wrong(claim, Fix.number(claim.number, total, fact))
