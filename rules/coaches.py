"""A coach named as a team's, against the league table's coaches and their dates."""

from __future__ import annotations

from boxscore.league import season_of
from boxscore.league_table import league_table
from factcheck.claims import Category, CoachNamed, Facts, Fix, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("coaches", needs="C")
def verify_coach(claim: CoachNamed, facts: Facts) -> Verdict:
    """A coach named as the coach of a team: "Gregg Popovich 's crew", "coach Erik Spoelstra 's Heat".

    Generated summaries copy a coach from their training texts ("touching up Gregg Popovich 's
    crew" of the Warriors). A coach named without a team ("Popovich 's crew", "coach Tyronn Lue")
    must have been the coach of a team of this game on its day. A coach named with a team
    ("Mavericks head coach Rick Carlisle", "coach Erik Spoelstra 's Heat") must have been its
    coach; when he coached another team then, the team's name may be the error as well as the
    coach's, and it is left alone.
    Mid-season changes count by their dates (Tyronn Lue took over the Cavaliers on January 22,
    2016); an interim coach is the team's coach of his games, and a coach standing in for an absent
    head coach (Luke Walton for Steve Kerr in 2015-16) may be named as well as the head coach. A
    wrong coach is a NAME error, corrected to the coach of the team named, or of the team of this
    game the sentence names last before him.

    Example (correct): The Bucks , coach Jason Kidd 's crew , defeated the Nuggets on Friday .
    Example (wrong): The Bucks defeated the Nuggets , touching up [Gregg Popovich -> Michael Malone] 's crew for 108 points .
    Example (wrong): Nuggets head coach [Brian Shaw -> Michael Malone] shortened his rotation .
    """
    table = league_table()
    game = facts.game
    season = season_of(game.date)
    if claim.team:
        if table.team(claim.team, season) is None:
            return unchecked(claim, f"the league table does not hold the {claim.team} in {season}")
        teams = [claim.team]
    else:
        teams = [t.name for t in game.teams]
        if table.team(teams[0], season) is None:
            return unchecked(claim, f"the league table does not hold the {season} season")
    coaches = {team: table.head_coach(team, game.date) for team in teams}
    fact = "; ".join(f"the {team}' coach was {stint.coach}" for team, stint in coaches.items() if stint is not None)
    if any(table.coached(claim.coach, team, game.date) for team in teams):
        return correct(claim, f"{claim.coach} coached the {' or '.join(t for t in teams if table.coached(claim.coach, t, game.date))} "
                              f"on {game.date.isoformat()}")
    if claim.team:
        elsewhere = [s.team for s in table.stints_of(claim.coach) if table.coached(claim.coach, s.team, game.date)]
        if elsewhere:
            return unchecked(claim, f"{claim.coach} coached the {elsewhere[0]} then: the team's name may be the "
                                    "error as well as the coach's")
    meant = claim.team or claim.near
    stint = coaches.get(meant)
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, stint.coach if stint is not None else "",
                            f"on {game.date.isoformat()} {fact}, not {claim.written}"))
