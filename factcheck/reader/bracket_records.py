"""Reader component ``bracket_records``: a win-loss record in brackets right after a name.

RotoWire writes a team's record after the game right after its name: "the Celtics ( 32 - 18 )".
Each such record is read as a ``record`` claim (attribute "team") about the named team; a name
that fits both teams ("Los Angeles" in a Lakers - Clippers game) is read with no subject.

A record after a player's name in a team's slot ("defeated the David West ( 5 - 12 )") says the
name stands for a team: it is read as a ``name`` claim (attribute "player_as_team").

Each claim is a :class:`~factcheck.claims.TeamRecord` or a :class:`~factcheck.claims.PlayerAsTeam`:
the numbers, and who else the sentence names (what the verifier needs to tell a wrong number from
a wrong name).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.claims import PlayerAsTeam, Subject, TeamRecord
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, is_digits, parse_at

from .registry import reader


def _bracket_at(tokens: list[str], i: int) -> bool:
    """"( x - y )" starts at ``i``."""
    return tokens[i:i + 1] == ["("] and tokens[i + 2:i + 3] == ["-"] and tokens[i + 4:i + 5] == [")"]


def _team_records(ctx: CheckContext) -> Iterator[TeamRecord]:
    tokens = ctx.tokens
    for mention in ctx.mentions.teams:
        i = mention.end
        if not _bracket_at(tokens, i):
            continue
        wins, losses = parse_at(tokens, i + 1), parse_at(tokens, i + 3)
        if wins is None or losses is None:
            continue
        s_start, s_end = ctx.doc.bounds_at[mention.start]
        players = tuple(m.player for m in ctx.mentions.players_in(s_start, s_end) if m.player is not None)
        subject = Subject.of_team(mention.side, mention.start, mention.end, form=mention.kind) \
            if mention.side is not None else None
        yield TeamRecord(subject=subject, wins=wins, losses=losses, players=players, cue=(i, i + 5),
                         note="" if subject is not None else "ambiguous binding: the name fits both teams")


def _player_records(ctx: CheckContext) -> Iterator[PlayerAsTeam]:
    tokens = ctx.tokens
    for m in ctx.mentions.players:
        i = m.end
        if not _bracket_at(tokens, i) or not (is_digits(tokens[i + 1]) and is_digits(tokens[i + 3])):
            continue
        if m.player is None or m.start == 0 or tokens[m.start - 1].lower() != "the":
            continue  # "the <name> ( W - L )": a team's slot; "<name> ( 9 - 18 )" may be a shooting line
        s_start, s_end = ctx.doc.bounds_at[m.start]
        sides = frozenset(t.side for t in ctx.mentions.teams_in(s_start, s_end))
        yield PlayerAsTeam(subject=Subject.of_player(m.player, m.start, m.end, m.kind),
                           wins=Number(i + 1, i + 2, int(tokens[i + 1]), "digits"),
                           losses=Number(i + 3, i + 4, int(tokens[i + 3]), "digits"), sides=sides, cue=(i, i + 5))


@reader("bracket_records", [TeamRecord, PlayerAsTeam], "a record in brackets after a name: 'the Celtics ( 32 - 18 )', "
                                               "'defeated the David West ( 5 - 12 )' (a player's name for a team)")
def read_bracket_records(ctx: CheckContext) -> Iterator[TeamRecord | PlayerAsTeam]:
    yield from _team_records(ctx)
    yield from _player_records(ctx)
