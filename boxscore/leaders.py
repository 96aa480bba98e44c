"""Who leads a pool of players in a statistic: a team, its bench, or the whole game (ties lead)."""

from __future__ import annotations

from .models import COLUMN_NAMES, Game, Player, Side


def pool_players(game: Game, side: Side, pool: str) -> list[Player]:
    if pool == "game":
        return list(game.played)
    if pool == "bench":  # the bench (a starter said to lead it is compared with it too)
        return [p for p in game.played if p.side is side and not p.starter]
    return [p for p in game.played if p.side is side]


def pool_name(game: Game, side: Side, pool: str) -> str:
    if pool == "game":
        return "both teams"
    team = game.team(side).name
    return f"the {team} bench" if pool == "bench" else f"the {team}"


def leader_fact(game: Game, player: Player, pool: str, stat: str) -> str | None:
    """None when ``player`` leads (ties included), else the box-score fact that refutes it."""
    players = pool_players(game, player.side, pool)
    if all(p is not player for p in players):  # by identity: pydantic's == compares every field
        players.append(player)
    values = [v for p in players if (v := getattr(p, stat)) is not None]  # getattr: Player.stat, without the call
    own = player.stat(stat)
    if own is None or not values or own >= max(values):
        return None
    best = max(values)
    leaders = [p.name for p in players if p.stat(stat) == best]
    name = COLUMN_NAMES.get(stat, stat)
    return f"{' and '.join(leaders)} led {pool_name(game, player.side, pool)} with {best} {name}; " \
           f"{player.name} had {own}"
