"""The weekday of a game: this one's against its date, another one's against the schedule."""

from __future__ import annotations

import datetime as dt

from boxscore import Team
from boxscore.league import League, TeamGame
from factcheck.claims import Category, Facts, Fix, GameWeekday, Verdict, correct, unchecked, wrong

from .registry import rule

#: A weekday names a day of the week around the game: games further away are not what it names.
WEEK = 6


@rule("weekday", needs="B")
def verify_weekday(claim: GameWeekday, facts: Facts) -> Verdict:
    """The weekday this game was played on, and the weekday of the previous or next game.

    Generated summaries copy a weekday from their training texts, so a game played on a Friday is
    said to have been played "on Wednesday". A weekday with a cue of another game in its clause or
    sentence (the next one, an earlier one) is that game's and is not read as this game's (the
    next_game rule checks the next game's against the schedule); this game's weekday is checked
    against the box score's date. The annotators mark a wrong weekday as a NAME error.

    Another game's weekday is checked against the schedule only where it tells which game is
    meant: the one team of no part in this game its sentence names is the opponent of one of the
    teams' previous or next games (within a week: "Sunday against the Pelicans"), or the clause
    tells of a game to come and both teams play each other next (a series: "Game 5 will take place
    Wednesday") or it is about both teams and their next games fall on one day ("Both teams return
    to action on Monday"). Left alone: this game's weekday, and a day on which another game the words may
    name was played that week (against that team, or a game to come); without a schedule, all.

    Example (correct): The Bucks defeated the Nuggets on Friday .
    Example (wrong): The Bucks defeated the Nuggets on [Wednesday -> Friday] .
    """
    game = facts.game
    if not claim.frame.this_game:
        return _other_game(claim, facts)
    actual = game.weekday
    if claim.day == actual:
        return correct(claim, f"the game was played on {actual} {game.date.isoformat()}")
    return wrong(claim, Fix(claim.at, claim.at + 1, Category.NAME, actual,
                            f"the game was played on {actual} {game.date.isoformat()}, not {claim.day}"))


def _other_game(claim: GameWeekday, facts: Facts) -> Verdict:
    """Another game's weekday, where the schedule tells which game is meant."""
    league, game = facts.league, facts.game
    if league is None or not league.has_schedule:
        return unchecked(claim, "another game: no schedule to tell which game it is")
    near: list[TeamGame] = []  # the teams' previous and next games within the week
    for team in _teams(claim, facts):
        for g in (*league.previous_games(team.name, game.date, 1), league.next_game(team.name, game.date)):
            if g is not None and abs((g.date - game.date).days) <= WEEK:
                near.append(g)
    if claim.opponents:
        meant = [g for g in near if g.opponent in claim.opponents and (g.date > game.date or not claim.ahead)]
    else:  # a game to come, named by no team: both teams' next game, when they play each other (or the
        # clause is about both teams: "Both teams return to action on Monday")
        meant = [g for g in near if g.date > game.date]
        if len(meant) != 2 or meant[0].game.key != meant[1].game.key and not claim.both:
            meant = []
    if len({g.date for g in meant}) != 1:
        return unchecked(claim, "another game: the schedule does not tell which one")
    tg = meant[0]
    which = "next" if tg.date > game.date else "previous"
    fact = f"the {tg.team}' {which} game, against the {tg.opponent}, was on {tg.weekday} {tg.date.isoformat()}"
    if len({g.game.key for g in meant}) > 1:
        fact = "; ".join(f"the {g.team}' next game, against the {g.opponent}, was on {g.weekday} {g.date.isoformat()}"
                         for g in meant)
    if claim.day == tg.weekday:
        return correct(claim, fact)
    if claim.day == game.weekday or claim.day in _days_played(claim, facts, league):
        return unchecked(claim, f"another game: {fact}, but another game it may name was on {claim.day}")
    return wrong(claim, Fix(claim.at, claim.at + 1, Category.NAME, tg.weekday, f"{fact}, not {claim.day}"))


def _days_played(claim: GameWeekday, facts: Facts, league: League) -> set[str]:
    """The weekdays of the other games the words may name, within a week of this game: against
    the team named (either team's), or to come (when the clause tells of a game to come)."""
    date = facts.game.date
    days = set()
    for team in _teams(claim, facts):
        for g in league.team_games(team.name):
            if 0 < abs((g.date - date).days) <= WEEK and (g.opponent in claim.opponents or not claim.opponents) \
                    and (g.date > date or not claim.ahead):
                days.add(g.weekday)
    return days


def _teams(claim: GameWeekday, facts: Facts) -> list[Team]:
    """The teams whose games the weekday may name: its clause's, else both."""
    return [t for t in facts.game.teams if claim.side is None or t.side == claim.side]
