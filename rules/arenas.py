"""Where this game was played: the arena and city a text names, against the league table."""

from __future__ import annotations

from boxscore.league import season_of
from boxscore.league_table import ArenaName, Venue, league_table
from factcheck.claims import ArenaRole, Category, CityNamed, Facts, Fix, NamedArena, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("arenas", needs="C")
def verify_arena(claim: NamedArena | CityNamed, facts: Facts) -> Verdict:
    """The arena and city of this game, and a team's home arena.

    Summaries place the game ("at the Amway Center in Orlando", "in front of their home crowd at
    the Moda Center"), and generated ones copy the arena of another team's game, or a name the
    arena no longer had: Sacramento moved from Sleep Train Arena to Golden 1 Center in October
    2016, Detroit from The Palace of Auburn Hills to Little Caesars Arena in 2017, and Utah's,
    Phoenix's, Charlotte's and Washington's arenas were renamed. The game's arena is the home
    team's that season, or the neutral site of a game played abroad (London, Mexico City); a
    city named with it, or in a wire story's dateline ("SAN ANTONIO (AP) —"), must be the arena's
    (its city, borough or state) or the home team's city.
    "away from the Barclays Center" names the team's own arena; "their 17th win at Verizon Center"
    an arena of the teams' season (either team's home or this game's). The annotators mark a wrong
    arena or city as a NAME error, corrected to the right one; a spelling of the right name
    ("Phillips Arena") is no error.

    Example (correct): The Bucks defeated the Nuggets 108 - 101 on Friday at Pepsi Center in Denver .
    Example (wrong): The Bucks defeated the Nuggets 108 - 101 on Friday at the [Staples Center -> Pepsi Center] in [Los Angeles -> Denver] .
    """
    table = league_table()
    game = facts.game
    venue = table.venue(game.home.name, game.vis.name, game.date)
    season = season_of(game.date)
    if venue is None:
        return unchecked(claim, f"the league table does not hold the {season} season")
    if isinstance(claim, CityNamed):
        return _city(claim, venue, table.team(game.home.name, season).cities)
    if claim.role is ArenaRole.HOME:
        team = game.team(claim.subject.side).name
        home = table.team(team, season).arena
        other = game.team(claim.subject.side.other).name
        if claim.arena != home.name and claim.arena == table.team(other, season).arena.name:
            return unchecked(claim, f"the {other}' home arena: the team's name may be the error")
        return _named(claim, home, f"the {team}' home arena in {season} was {home.name} ({home.city})")
    where = _where(venue, game.home.name)
    if claim.role is ArenaRole.SEASON:
        homes = [table.team(t.name, season).arena for t in game.teams]
        for arena in (venue.arena, *homes):
            if claim.building == arena.building and claim.arena == arena.name:
                return correct(claim, f"{arena.name} is this game's or a team's home arena in {season}")
    return _named(claim, venue.arena, where)


def _where(venue: Venue, home: str) -> str:
    if venue.neutral:
        return f"the game was played at a neutral site, {venue.arena.name} in {venue.arena.city}"
    return f"the game was played at the {home}' home arena, {venue.arena.name} in {venue.arena.city}"


def _named(claim: NamedArena, arena: ArenaName, fact: str) -> Verdict:
    """The arena named is ``arena`` under the name it had then, or it is wrong."""
    if claim.arena == arena.name:
        return correct(claim, fact)
    if claim.building == arena.building:
        fact = f"{fact}: {claim.arena} is another name of that building ({arena.name} then)"
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, arena.name, f"{fact}, not {claim.written}"))


def _city(claim: CityNamed, venue: Venue, home_cities: tuple[str, ...]) -> Verdict:
    places = set(venue.arena.cities) | (set() if venue.neutral else set(home_cities))
    fact = f"{venue.arena.name} is in {venue.arena.city}"
    if claim.city in places:
        return correct(claim, fact)
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, venue.arena.city,
                            f"the game was played at {venue.arena.name} in {venue.arena.city}, not in {claim.city}"))
