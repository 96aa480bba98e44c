"""Facts of a game the box score gives only as sums: a team's totals and its shooting.

RotoWire's team line has points, percentages, rebounds, assists and turnovers; a team's made and
attempted shots, steals and blocks are the sums over its players (RotoWire's own totals are
exactly those sums). Computed once per game and kept by game identity: a text asks for the same
few figures for every claim and every side it tries.
"""

from __future__ import annotations

import math

from factcheck.lexicon.statistics import team_comment_nouns

from .game_cache import GameCache
from .models import Game, Shot, Side

#: shot type -> (made column, attempted column, percentage column) of the box score (two-pointers
#: are derived: field goals less three-pointers, with no line percentage).
SHOTS: dict[str, tuple[str, str, str]] = {shot: (shot.made, shot.attempted, shot.percent) for shot in Shot}

# ---- the box score ------------------------------------------------------------------------------
#: Team totals and percentages by game identity: a text asks for the same few figures for every
#: claim and every side it tries.
_FIGURES: GameCache[dict[tuple, object]] = GameCache(lambda game: {}, size=1024)


def _game_figures(game: Game) -> dict[tuple, object]:
    """The figures of ``game`` computed so far, by (side, column), (side, column, "percent") and
    (side, "played")."""
    return _FIGURES(game)


def team_total(game: Game, side: Side, key: str) -> int | None:
    """A team's total of a box-score column: the line score's value, else the sum over its players."""
    totals = _game_figures(game)
    try:
        return totals[(side, key)]  # type: ignore[return-value]
    except KeyError:
        value = totals[(side, key)] = _team_total(game, side, key)
        return value


def _team_total(game: Game, side: Side, key: str) -> int | None:
    team = game.team(side)
    line = {"REB": team.rebounds, "AST": team.assists, "TO": team.turnovers}.get(key)
    if line is not None:
        return line
    values = [p.stat(key) for p in _played(game, side)]
    if all(v is None for v in values):
        return None
    return sum(v or 0 for v in values)


def _played(game: Game, side: Side) -> tuple:
    """The players of a team who played, found once per game (every total sums over them)."""
    figures = _game_figures(game)
    try:
        return figures[(side, "played")]  # type: ignore[return-value]
    except KeyError:
        found = figures[(side, "played")] = tuple(p for p in game.roster(side) if p.played)
        return found


def shot_of_percent(key: str) -> str:
    """The shot type whose percentage column ``key`` is ("FG3_PCT" -> "FG3")."""
    return next(shot for shot, cols in SHOTS.items() if cols[2] == key)


def team_percent(game: Game, side: Side, key: str) -> tuple[int | None, float | None]:
    """The line score's percentage of a shot type and the exact one from the players' sums."""
    figures = _game_figures(game)
    try:
        return figures[(side, key, "percent")]  # type: ignore[return-value]
    except KeyError:
        value = figures[(side, key, "percent")] = _team_percent(game, side, key)
        return value


def _team_percent(game: Game, side: Side, key: str) -> tuple[int | None, float | None]:
    team = game.team(side)
    line = {"FG_PCT": team.fg_pct, "FG3_PCT": team.fg3_pct, "FT_PCT": team.ft_pct, "FG2_PCT": None}[key]
    made_col, att_col, _ = SHOTS[shot_of_percent(key)]
    made, att = team_total(game, side, made_col), team_total(game, side, att_col)
    exact = 100 * made / att if made is not None and att else None
    return line, exact


def percent_fits(value: float, line: int | None, exact: float | None) -> bool:
    """A written percentage is right when it is the line score's or a rounding of the exact one."""
    if line is not None and value == line:
        return True
    if exact is None:
        return line is None  # nothing to check against
    if value != int(value):
        return abs(value - exact) < 0.1 or math.floor(value) in (line,)
    return int(value) in {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}


#: A team's counting statistics (totals of the line score or sums over its players), and how
#: comments name them.
TEAM_COUNTS: dict[str, str] = team_comment_nouns()


def team_fits(game: Game, side: Side, key: str, value: float) -> bool:
    """A team's figure of ``key`` (a count, made or attempted shots, a percentage) is ``value``, as
    far as the box score tells (a figure it does not have fits)."""
    if key.endswith("_PCT"):
        return percent_fits(value, *team_percent(game, side, key))
    total = team_total(game, side, key)
    return total is None or total == value


def team_fact(game: Game, side: Side, key: str) -> str:
    """A team's figure of ``key`` as a comment says it ("the Bucks made 12 of 30 three-pointers")."""
    name = game.team(side).name
    if key.endswith("_PCT"):
        line, exact = team_percent(game, side, key)
        shown = line if line is not None else (round(exact) if exact is not None else "?")
        return f"the {name} shot {shown} percent {Shot(shot_of_percent(key)).phrase}"
    total = team_total(game, side, key)
    for shot in Shot:
        if key in (shot.made, shot.attempted):
            return (f"the {name} made {team_total(game, side, shot.made)} of {team_total(game, side, shot.attempted)} "
                    f"{shot.noun}")
    return f"the {name} had {total} {TEAM_COUNTS.get(key, key)}"
