"""Conference and division words of this game's teams, against the league table."""

from __future__ import annotations

from boxscore.league import season_of
from boxscore.league_table import league_table
from factcheck.claims import Category, Facts, Fix, GroupWord, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("league_groups", needs="C")
def verify_group(claim: GroupWord, facts: Facts) -> Verdict:
    """Conference and division words said of this game's two teams: "an Eastern Conference matchup", "a division rival".

    Generated summaries copy such words from other games: "a pair of Western Conference foes" of
    two Eastern teams, "a division rival" of teams of different divisions. The league table gives
    each team's conference and division in the game's season. A conference or division named
    wrongly is a NAME error (corrected when both teams share another); "division" or "cross -
    conference" said of teams it does not fit is a WORD error.

    Example (correct): The Bucks defeated the Nuggets in a cross - conference matchup on Friday .
    Example (wrong): The Bucks defeated the Nuggets in an [Eastern Conference matchup] on Friday .
    """
    table = league_table()
    season = season_of(facts.game.date)
    rows = [table.team(team, season) for team in claim.teams]
    if None in rows:
        return unchecked(claim, f"the league table does not hold the {season} season")
    groups = [getattr(row, claim.level) for row in rows]
    fact = "; ".join(f"the {row.team} play in the {row.conference}'s {row.division} Division" for row in rows)
    if claim.apart:
        holds = groups[0] != groups[1]
    elif claim.group:
        holds = all(g == claim.group for g in groups)
    else:
        holds = groups[0] == groups[1]
    if holds:
        return correct(claim, fact)
    if claim.group:
        shared = groups[0] if groups[0] == groups[1] else ""
        words = claim.written.split()
        correction = " ".join([_named(shared, claim.level, words[0]), *words[1:]]) if shared else ""
        return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, correction, fact))
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, "", fact))


def _named(group: str, level: str, written: str) -> str:
    """The group's name in the form the text wrote one ("Western" for "Eastern", "West" for "East")."""
    if level == "conference" and written.lower().endswith("ern"):
        return group + "ern"
    return group
