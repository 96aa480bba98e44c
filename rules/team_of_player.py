"""A team named as a player's own team when he plays for the other one: "the Hawks ' Kyle Korver",
"Atlanta guard Kyle Korver" with Korver a Knick.

The team's name is a NAME error corrected to the player's team, unless the numbers credited to
him are another player's of the named team (then his name is the error, which player_stats
finds). The lead verbs ("Korver led the Hawks") are rules/team_names.py's.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.player_teams import TeamOf
from factcheck.reader.bracket_records import PlayerRecord
from factcheck.reader.registry import claims_from
from factcheck.reader.team_relations import name_is_the_error
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


@legacy_rule("team_of_player", "a team named as the team of a player of the other team: 'the Hawks ' Kyle Korver'",
      verifies=("team_of",))
def check_team_of_player(ctx: CheckContext) -> Iterator[Error]:
    """A team named as a player's ("the Hawks ' Kyle Korver", "added 21 points for the Nuggets")
    when he played for the other team: NAME on the team, corrected to his."""
    misfits = None
    for claim in claims_from(ctx, "player_teams"):
        if claim.subject is None or claim.note:
            continue
        read: TeamOf = claim.detail
        team, player = read.team, read.player
        right = ctx.game.team(player.side)
        if player.side is team.side:
            verified(ctx, claim, f"{player.name} played for the {right.name}")
            continue
        if misfits is None:
            misfits = name_is_the_error(ctx)
        if read.player_start in misfits:
            continue  # his numbers are another player's of the named team: his name is the error
        yield Error(team.start, team.end, Category.NAME, right.name_as(team.kind),
                    f"{player.name} played for the {right.name}", "team_of_player", claim)


@legacy_rule("player_as_team", "a player's name where a team is meant: 'defeated the David West ( 5 - 12 )'",
      verifies=("name",))
def check_player_as_team(ctx: CheckContext) -> Iterator[Error]:
    """A record "( W - L )" follows team names only; after a player's name, when it is one team's
    record in this game, the name stands for that team: NAME, corrected to the team."""
    for claim in claims_from(ctx, "bracket_records"):
        if claim.attribute != "player_as_team":
            continue
        read: PlayerRecord = claim.detail
        m, record, sides = read.mention, read.record, read.sides
        teams = [t for t in ctx.game.teams if t.record == record]
        if len(teams) != 1:
            # "the Suns ( 11 - 8 ) defeated the <player> ( 5 - 12 )": the team the sentence does not name
            teams = [ctx.game.team(next(iter(sides)).other)] if len(sides) == 1 and None not in sides else []
        correction = teams[0].full_name if teams else ""
        yield Error(m.start, m.end, Category.NAME, correction,
                    f"a record ( {record[0]} - {record[1]} ) follows a team's name; {m.player.name} is a player"
                    + (f"; the team is the {teams[0].name}" if teams else ""), "player_as_team", claim)
