"""Reader component ``player_teams``: a team named as a player's own team.

- "the Hawks ' Kyle Korver", "Atlanta guard Kyle Korver", "Atlanta 's veteran big man X": a team,
  a possessive or up to three role words, and the player's name (attribute "possessive");
- "Marcus Redfield added 21 points for the Nuggets": a stat line told "for <team>" (attribute
  "line_for"), read after the ``stat_numbers`` claim it follows, with that claim's frame.

Each is a ``team_of`` claim: the subject is the player (None when the name fits several), the
value the team's name. ``detail`` is a :class:`TeamOf`: the team's mention and where the player's
name starts (the verifier asks whether his numbers are another player's of the named team).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.text.mentions import TeamMention

from .registry import claims_from, reader
from .schema import Claim, Frame, Subject, Value

POSSESSIVE = {"'s", "'"}
#: Role words between a team and its player: "Hawks guard", "Atlanta 's veteran big man".
ROLE_WORDS = {"guard", "forward", "center", "centre", "star", "rookie", "veteran", "big", "man", "point",
              "shooting", "small", "power", "swingman", "reserve", "starter", "sixth", "sharpshooter"}


class TeamOf(NamedTuple):
    """A team named as ``player``'s: its mention, and the start of the player's name."""

    team: TeamMention
    player: Player | None
    player_start: int


def _claim(ctx: CheckContext, attribute: str, team: TeamMention, player: Player | None, start: int, end: int,
           frame: Frame = Frame.GAME, note: str = "") -> Claim:
    subject = Subject.of_player(player, start, end) if player is not None else None
    if subject is None and not note:
        note = "ambiguous binding: the name fits several players"
    elif team.side is None and not note:
        note = "ambiguous binding: the team's name fits both teams"
    return Claim("team_of", attribute, subject,
                 Value("word", team.start, team.end, word=ctx.doc.span_text(team.start, team.end)), frame,
                 note=note, detail=TeamOf(team, player, start))


def _possessives(ctx: CheckContext) -> Iterator[Claim]:
    """"the Hawks ' Kyle Korver", "Atlanta guard Kyle Korver"."""
    tokens = ctx.tokens
    starts = {m.start: m for m in ctx.mentions.players}
    for team in ctx.mentions.teams:
        i = team.end
        if i < len(tokens) and tokens[i] in POSSESSIVE:
            i += 1
        roles = 0
        while i < len(tokens) and tokens[i].lower() in ROLE_WORDS and roles < 3:
            i += 1
            roles += 1
        if i == team.end or i not in starts:
            continue  # no possessive or role word: "the Hawks Kyle Korver" is not a construction
        mention = starts[i]
        yield _claim(ctx, "possessive", team, mention.player, mention.start, mention.end)


def _lines_for(ctx: CheckContext) -> Iterator[Claim]:
    """"Marcus Redfield added 21 points for the Nuggets": a stat line told for a team."""
    low = ctx.doc.lower
    teams = {m.start: m for m in ctx.mentions.teams}
    for c in claims_from(ctx, "stat_numbers"):
        if c.subject is None or c.note or c.cue is None:
            continue
        k = c.cue[1]
        if low[k:k + 1] != ["for"]:
            continue
        team = teams.get(k + 1 + (low[k + 1:k + 2] == ["the"]))
        if team is None or low[team.end:team.end + 1] in (["'s"], ["'"]):
            continue  # ("for the Nuggets ' starters" names a group, not his team)
        note = "" if c.frame.this_game else c.note or f"about {c.frame.value.replace('_', ' ')}"
        yield _claim(ctx, "line_for", team, c.subject.player, c.subject.start, c.subject.end, c.frame, note)


@reader("player_teams", ["team_of"], "a team named as a player's: 'the Hawks ' Kyle Korver', 'Atlanta guard "
                                     "Kyle Korver', 'added 21 points for the Nuggets'")
def read_player_teams(ctx: CheckContext) -> Iterator[Claim]:
    yield from _possessives(ctx)
    yield from _lines_for(ctx)
