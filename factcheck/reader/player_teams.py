"""Reader component ``player_teams``: a team named as a player's own team.

- "the Hawks ' Kyle Korver", "Atlanta guard Kyle Korver", "Atlanta 's veteran big man X": a team,
  a possessive or up to three role words, and the player's name (attribute "possessive");
- "Marcus Redfield added 21 points for the Nuggets": a stat line told "for <team>" (attribute
  "line_for"), read after the ``stat_numbers`` claim it follows, with that claim's frame.

Each is a ``team_of`` claim (:class:`~factcheck.claims.PlayerTeam`): the subject is the team
named (None when the name fits both teams), the value the player's name (read with a note when
it fits several players). Whether the team's name or the player's is wrong when he plays for the
other team is the judge's reading (:mod:`factcheck.engine.readings.teams`).
"""

from __future__ import annotations

from factcheck.analysis.clauses import POSSESSIVE_MARKS
from collections.abc import Iterator

from boxscore import Player
from factcheck.claims import Frame, PlayerTeam, PlayerTeamForm, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.mentions import TeamMention
from factcheck import lexicon

from .registry import claims_from, reader

#: Role words between a team and its player: "Hawks guard", "Atlanta 's veteran big man".
ROLE_WORDS = lexicon.words("role_words")


def _claim(form: PlayerTeamForm, team: TeamMention, player: Player | None, start: int, end: int,
           frame: Frame = Frame.GAME, note: str = "") -> PlayerTeam:
    if player is None and not note:
        note = "ambiguous binding: the name fits several players"
    elif team.side is None and not note:
        note = "ambiguous binding: the team's name fits both teams"
    subject = Subject.of_team(team.side, team.start, team.end, form=team.kind) if team.side is not None else None
    return PlayerTeam(subject=subject, form=form, player=player, player_start=start, player_end=end, frame=frame,
                      note=note)


def _possessives(ctx: CheckContext) -> Iterator[PlayerTeam]:
    """"the Hawks ' Kyle Korver", "Atlanta guard Kyle Korver"."""
    tokens = ctx.tokens
    starts = {m.start: m for m in ctx.mentions.players}
    for team in ctx.mentions.teams:
        i = team.end
        if i < len(tokens) and tokens[i] in POSSESSIVE_MARKS:
            i += 1
        roles = 0
        while i < len(tokens) and tokens[i].lower() in ROLE_WORDS and roles < 3:
            i += 1
            roles += 1
        if i == team.end or i not in starts:
            continue  # no possessive or role word: "the Hawks Kyle Korver" is not a construction
        mention = starts[i]
        yield _claim(PlayerTeamForm.POSSESSIVE, team, mention.player, mention.start, mention.end)


def _lines_for(ctx: CheckContext) -> Iterator[PlayerTeam]:
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
        yield _claim(PlayerTeamForm.LINE_FOR, team, c.subject.player, c.subject.start, c.subject.end, c.frame, note)


@reader("player_teams", [PlayerTeam], "a team named as a player's: 'the Hawks ' Kyle Korver', 'Atlanta guard "
                                     "Kyle Korver', 'added 21 points for the Nuggets'")
def read_player_teams(ctx: CheckContext) -> Iterator[PlayerTeam]:
    yield from _possessives(ctx)
    yield from _lines_for(ctx)
