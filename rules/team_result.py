"""A team of this game named as the winner when it lost, or as the loser when it won.

"the Bucks were able to prevail with a huge road win" when the Bucks lost: the result is right,
the team is wrong, so the team's name is a NAME error corrected to the other team of the game.
Only a team that is the subject of a result verb in its own clause counts; records of other
games ("coming off a win"), streaks ("have now lost four straight": annotators read the count
as the error as often as the team) and negations are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.team_results import TeamResult
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


@legacy_rule("team_result", "a team named as this game's winner when it lost, or as the loser when it won",
      verifies=("result",))
def check_team_result(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "team_results"):
        if claim.subject is None or claim.note:
            continue
        read: TeamResult = claim.detail
        team = read.mention
        if read.weekdays - {game.weekday.lower()}:
            unchecked(ctx, claim, "another day's game")
            continue
        won = team.side is game.winner.side
        said_win = claim.value.word == "win"
        winner, loser = game.winner, game.loser
        if said_win == won:
            verified(ctx, claim, f"the {winner.name} won {winner.points} - {loser.points}")
            continue
        right = game.team(team.side.other)
        yield Error(team.start, team.end, Category.NAME, right.name_as(team.kind),
                    f"the {right.name} won {right.points} - {game.team(team.side).points}" if said_win
                    else f"the {game.team(team.side).name} won {game.team(team.side).points} - {right.points}",
                    "team_result", claim)
