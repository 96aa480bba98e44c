"""A team's record after this game, written "( 32 - 18 )" right after the team's name.

RotoWire's wins and losses are the record after the game. A wrong number is a NUMBER error
over that number, corrected to the record. The name is the error instead (a NAME error over the
team's name, corrected to the opponent's, as the annotators read such sentences) when the
sentence is about a player of the other team and the record is exactly the other team's, or is
the other team's in part and the sentence names no player of the named team. A name that the
team_names rule shows to be the opponent's ("the Kings defeated the Kings ( 16 - 25 )",
"Anthony led the way for the Hawks ( 21 - 20 )" with Anthony a Knick) has its record checked
against the opponent.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player, Team
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.bracket_records import TeamRecord
from factcheck.reader.registry import claims_from
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def renamed_by_team_names(ctx: CheckContext) -> set[tuple[int, int]]:
    """Spans of team names the sentence shows to be the opponent's (the team_relations reader)."""
    return {(c.value.start, c.value.end) for c in claims_from(ctx, "team_relations")}


@legacy_rule("team_record", "a team's win-loss record after the game: 'the Celtics ( 32 - 18 )'", verifies=("record",))
def check_team_record(ctx: CheckContext) -> Iterator[Error]:
    renamed = None
    for claim in claims_from(ctx, "bracket_records"):
        if claim.attribute != "team" or claim.subject is None:
            continue
        read: TeamRecord = claim.detail
        mention, wins, losses = read.mention, read.wins, read.losses
        team = ctx.game.team(mention.side)
        other = ctx.game.team(mention.side.other)
        if team.record is None or other.record is None:
            unchecked(ctx, claim, "the records are not in the box score")
            continue
        claimed = (wins.value, losses.value)
        if _series_record(ctx) and wins.value + losses.value > 7:
            unchecked(ctx, claim, "a playoff game: the data count the series")
            continue  # a playoff game's data count the series; the text gives the season's record
        if renamed is None:
            renamed = renamed_by_team_names(ctx)
        opponents = (mention.start, mention.end) in renamed  # team_names: the name is the opponent's
        if opponents or claimed != team.record and _names_player_of(read.players, other) and (
                claimed == other.record
                or (wins.value == other.wins or losses.value == other.losses)
                and not _names_player_of(read.players, team)):
            comment = (f"( {wins.value} - {losses.value} ) is the {other.name}' record; the {team.name} were "
                       f"{team.wins} - {team.losses}") if claimed == other.record else \
                f"the team meant is the {other.name} ({other.wins} - {other.losses}), the {team.name}' opponent"
            yield Error(mention.start, mention.end, Category.NAME, other.name_as(mention.kind), comment,
                        "team_record", claim)
            team = other
        record = f"{team.wins} - {team.losses}"
        if claimed == team.record:
            verified(ctx, claim, f"the {team.name} were {record} after this game")
        for num, actual in ((wins, team.wins), (losses, team.losses)):
            if num.value != actual:
                yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                            f"the {team.name} were {record} after this game", "team_record", claim)


def _series_record(ctx: CheckContext) -> bool:
    """True when the game's records are a playoff series' (mid-April to June, at most 7 games):
    RotoWire then counts the series, not the season."""
    game = ctx.game
    date = game.date
    playoffs = (date.month == 4 and date.day >= 15) or date.month in (5, 6)
    return playoffs and all(t.record is not None and sum(t.record) <= 7 for t in game.teams)


def _names_player_of(players: tuple[Player, ...], team: Team) -> bool:
    """True when the record's sentence names a player of ``team``."""
    return any(p.side is team.side for p in players)
