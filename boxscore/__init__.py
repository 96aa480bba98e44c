"""The box-score model of one NBA game and its loaders (RotoWire JSON, JSON Lines)."""

from .loaders import LoadResult, RecordError, game_from_record, load_game, load_games
from .models import DOUBLE_DIGIT_STATS, Game, Player, Shot, Side, Stat, Team

__all__ = [
    "DOUBLE_DIGIT_STATS", "Game", "LoadResult", "Player", "RecordError", "Shot", "Side", "Stat", "Team",
    "game_from_record", "load_game", "load_games",
]
