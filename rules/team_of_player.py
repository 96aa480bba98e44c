"""A team named as a player's own team when he plays for the other one: "the Hawks ' Kyle Korver",
"Atlanta guard Kyle Korver" with Korver a Knick.

The team's name is a NAME error corrected to the player's team, unless the numbers credited to
him are another player's of the named team (then his name is the error, which player_stats
finds). The lead verbs ("Korver led the Hawks") are rules/team_names.py's.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from .registry import rule
from .team_names import _name_is_the_error
from .team_record import team_name_as

POSSESSIVE = {"'s", "'"}
#: Role words between a team and its player: "Hawks guard", "Atlanta 's veteran big man".
ROLE_WORDS = {"guard", "forward", "center", "centre", "star", "rookie", "veteran", "big", "man", "point",
              "shooting", "small", "power", "swingman", "reserve", "starter", "sixth", "sharpshooter"}


@rule("team_of_player", "a team named as the team of a player of the other team: 'the Hawks ' Kyle Korver'")
def check_team_of_player(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    starts = {m.start: m for m in ctx.mentions.players}
    misfits = None
    for team in ctx.mentions.teams:
        if team.side is None:
            continue
        i = team.end
        if i < len(tokens) and tokens[i] in POSSESSIVE:
            i += 1
        roles = 0
        while i < len(tokens) and tokens[i].lower() in ROLE_WORDS and roles < 3:
            i += 1
            roles += 1
        if i == team.end or i not in starts:
            continue  # no possessive or role word: "the Hawks Kyle Korver" is not a construction
        player = starts[i].player
        if player is None or player.side is team.side:
            continue
        if misfits is None:
            misfits = _name_is_the_error(ctx)
        if i in misfits:
            continue
        right = ctx.game.team(player.side)
        yield Error(team.start, team.end, Category.NAME, team_name_as(right, team.kind),
                    f"{player.name} played for the {right.name}", "team_of_player")
