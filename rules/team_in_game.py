"""Teams named in this game's story that did not play in it, and names that mix two teams.

In a clause about this game only its two teams can act, lead or be beaten: "Trey Lyles led the
Pacers with 18 points" in a Jazz game, "the Celtics out - assisted the Lakers" when they played
the Pacers. Such a name is a NAME error. The correction is the team meant when the clause says
it: the team of the game players it names ("led the Pacers": Lyles's team), else the opponent of
the one game team the sentence names; otherwise the comment says who played and there is no
correction. "The Minnesota Heat": a city and another team's nickname; the part that is not this
game's is the slip, and the correction is the game team's full name.

Teams in clauses about other games (the next game, the standings, a former club: see
``factcheck.reader.frames``) are not this game's and are left alone here.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Side
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Frame
from factcheck.engine.verdicts import unchecked

from .registry import legacy_rule


def _meant(game: Game, players, sides) -> Side | None:
    """The game team a wrong team name stands for, when its clause or sentence says it."""
    teams = {p.side for p in players}
    if len(teams) == 1:
        return teams.pop()
    if len(sides) == 1:
        return sides[0].other
    return None


def _who_played(game: Game) -> str:
    return f"this game was the {game.vis.full_name} at the {game.home.full_name}"


@legacy_rule("team_in_game", "a team that did not play named in this game's story; a city with another team's nickname",
      verifies=("name",))
def check_team_in_game(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "league_teams"):
        value, name = claim.value, claim.detail
        written = value.word
        if claim.attribute == "city_name":  # no team at all, whatever game the clause is about
            city_teams, nick_teams = name.ref.teams, name.other.teams
            in_game = [t for t in game.teams if t.name in city_teams or t.name in nick_teams]
            right = in_game[0].full_name if len(in_game) == 1 and claim.frame is Frame.GAME else ""
            yield Error(value.start, value.end, Category.NAME, right,
                        f"{written} is no team: {name.ref.teams and ' or '.join(sorted(city_teams))} play in "
                        f"{ctx.doc.span_text(name.ref.start, name.ref.end)}, the {name.other.team or ''} elsewhere",
                        "team_in_game", claim)
            continue
        if claim.frame is not Frame.GAME:
            unchecked(ctx, claim, claim.note or f"about {claim.frame.value}")
            continue
        side = _meant(game, name.players, name.sides)
        correction = game.team(side).name_as(name.written_kind) if side is not None else ""
        yield Error(value.start, value.end, Category.NAME, correction,
                    f"the {claim.subject.team or written} did not play in this game: {_who_played(game)}",
                    "team_in_game", claim)
