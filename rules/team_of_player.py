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
from factcheck.numbers import is_digits
from factcheck.reader.registry import claims_from
from factcheck.reader.stats import StatClaim
from factcheck.reader.team_relations import name_is_the_error

from .registry import rule

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
            misfits = name_is_the_error(ctx)
        if i in misfits:
            continue
        right = ctx.game.team(player.side)
        yield Error(team.start, team.end, Category.NAME, right.name_as(team.kind),
                    f"{player.name} played for the {right.name}", "team_of_player")
    yield from _line_for_team(ctx)


def _line_for_team(ctx: CheckContext) -> Iterator[Error]:
    """A player's stat line told "for the Nuggets" when he played for the other team: "Marcus
    Redfield added 21 points for the Nuggets" (NAME on the team, corrected to his)."""
    low = ctx.doc.lower
    teams = {m.start: m for m in ctx.mentions.teams}
    misfits = None
    for c in claims_from(ctx, "stat_numbers"):
        if not isinstance(c.detail, StatClaim) or not c.frame.this_game or c.cue is None:
            continue
        k = c.cue[1]
        if low[k:k + 1] != ["for"]:
            continue
        team = teams.get(k + 1 + (low[k + 1:k + 2] == ["the"]))
        player = c.detail.player
        if team is None or team.side is None or team.side is player.side or low[team.end:team.end + 1] in (["'s"], ["'"]):
            continue  # ("for the Nuggets ' starters" names a group, not his team)
        if misfits is None:
            misfits = name_is_the_error(ctx)
        if c.detail.subject.start in misfits:
            continue
        right = ctx.game.team(player.side)
        yield Error(team.start, team.end, Category.NAME, right.name_as(team.kind),
                    f"{player.name} played for the {right.name}", "team_of_player")


@rule("player_as_team", "a player's name where a team is meant: 'defeated the David West ( 5 - 12 )'")
def check_player_as_team(ctx: CheckContext) -> Iterator[Error]:
    """A record "( W - L )" follows team names only; after a player's name, when it is one team's
    record in this game, the name stands for that team: NAME, corrected to the team."""
    tokens = ctx.tokens
    for m in ctx.mentions.players:
        i = m.end
        if tokens[i:i + 1] != ["("] or tokens[i + 2:i + 3] != ["-"] or tokens[i + 4:i + 5] != [")"]:
            continue
        if not (is_digits(tokens[i + 1]) and is_digits(tokens[i + 3])):
            continue
        if m.player is None or m.start == 0 or tokens[m.start - 1].lower() != "the":
            continue  # "the <name> ( W - L )": a team's slot; "<name> ( 9 - 18 )" may be a shooting line
        record = (int(tokens[i + 1]), int(tokens[i + 3]))
        teams = [t for t in ctx.game.teams if t.record == record]
        if len(teams) != 1:
            # "the Suns ( 11 - 8 ) defeated the <player> ( 5 - 12 )": the team the sentence does not name
            s_start, s_end = ctx.doc.bounds_at[m.start]
            sides = {t.side for t in ctx.mentions.teams_in(s_start, s_end)}
            teams = [ctx.game.team(sides.pop().other)] if len(sides) == 1 and None not in sides else []
        correction = teams[0].full_name if teams else ""
        yield Error(m.start, m.end, Category.NAME, correction,
                    f"a record ( {record[0]} - {record[1]} ) follows a team's name; {m.player.name} is a player"
                    + (f"; the team is the {teams[0].name}" if teams else ""), "player_as_team")
