"""The arena of a team's next game, against the schedule and the league table."""

from __future__ import annotations

from boxscore.league import TeamGame
from boxscore.league_table import league_table
from factcheck.claims import Category, Facts, Fix, NextArena, Verdict, correct, unchecked, wrong

from .registry import rule

#: The longest the next game may lie ahead: beyond it the season is over (as the next_game rule says).
MAX_DAYS_AHEAD = 14


@rule("next_arena", needs="D")
def verify_next_arena(claim: NextArena, facts: Facts) -> Verdict:
    """The arena of a team's next game: "will host the Spurs at the AT&T Center".

    Wire recaps end with each team's next game, often with its arena ("Spurs: host their next
    opponent at the AT&T Center"), and generated ones copy the arena of another team. The next game
    is the team's first game after this one in the schedule; its arena is the home team's that
    season, or the neutral site of a game played abroad. A wrong arena is a NAME error, corrected
    to the next game's arena.

    Example (correct): The Bucks will host the Kings at the BMO Harris Bradley Center on Saturday .
    Example (wrong): The Bucks will host the Kings at the [Pepsi Center -> BMO Harris Bradley Center] on Saturday .
    """
    league = facts.league
    if league is None or not league.has_schedule:
        return unchecked(claim, "no schedule: the next game may not be the next one")
    team = facts.game.team(claim.subject.side).name
    nxt = league.next_game(team, facts.game.date)
    if nxt is None or (nxt.date - facts.game.date).days > MAX_DAYS_AHEAD:
        return unchecked(claim, f"the {team}' next game is not in the schedule")
    venue = league_table().venue(nxt.game.home, nxt.game.away, nxt.date)
    if venue is None:
        return unchecked(claim, "the league table does not hold that season")
    fact = (f"the {team}' next game, {nxt.game.away} at {nxt.game.home} on {nxt.date.isoformat()}, is at "
            f"{venue.arena.name} in {venue.arena.city}")
    if claim.arena == venue.arena.name:
        return correct(claim, fact)
    other = facts.game.team(claim.subject.side.other).name
    theirs = league.next_game(other, facts.game.date)
    if theirs is not None and claim.arena == _arena_of(theirs):
        return unchecked(claim, f"the arena of the {other}' next game: the team's name may be the error")
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, venue.arena.name, f"{fact}, not {claim.written}"))


def _arena_of(nxt: TeamGame) -> str | None:
    venue = league_table().venue(nxt.game.home, nxt.game.away, nxt.date)
    return venue.arena.name if venue is not None else None
