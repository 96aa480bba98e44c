"""The one vocabulary of statistics: the nouns writers use for each box-score column.

Every reader and rule that needs to know what "boards" or "dimes" report asks here; a new synonym
is one entry.
"""

from __future__ import annotations

from boxscore.models import COLUMN_NAMES

#: Statistic nouns (lower case) and the box-score column they report.
STAT_NOUNS: dict[str, str] = {
    "points": "PTS", "point": "PTS", "pts": "PTS",
    "rebounds": "REB", "rebound": "REB", "boards": "REB", "board": "REB",
    "assists": "AST", "assist": "AST", "dimes": "AST",
    "steals": "STL", "steal": "STL",
    "blocks": "BLK", "block": "BLK", "rejections": "BLK",
    "turnovers": "TO", "turnover": "TO",
    "fouls": "PF", "foul": "PF",
    "minutes": "MIN",
}
#: Words between the number and the noun that keep or change the statistic.
STAT_MODIFIERS: dict[str, dict[str, str]] = {
    "offensive": {"REB": "OREB"}, "defensive": {"REB": "DREB"},
    "blocked": {}, "personal": {}, "total": {},
}
#: The name of each column in comments (the box-score model's).
STAT_NAMES = COLUMN_NAMES
