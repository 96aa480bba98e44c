"""The one vocabulary of statistics: the nouns writers use for each box-score column.

Every reader and rule that needs to know what "boards" or "dimes" report asks here; a new synonym
is one entry.
"""

from __future__ import annotations

from boxscore.models import COLUMN_NAMES

#: Statistic nouns (lower case) and the box-score column they report.
STAT_NOUNS: dict[str, str] = {
    "points": "PTS", "point": "PTS", "pts": "PTS",
    "rebounds": "REB", "rebound": "REB", "boards": "REB", "board": "REB", "caroms": "REB",
    "assists": "AST", "assist": "AST", "dimes": "AST", "helpers": "AST",
    "steals": "STL", "steal": "STL",
    "blocks": "BLK", "block": "BLK", "rejections": "BLK", "swats": "BLK",
    "turnovers": "TO", "turnover": "TO",
    "fouls": "PF", "foul": "PF",
    "minutes": "MIN",
}
#: Words between the number and the noun that keep or change the statistic.
STAT_MODIFIERS: dict[str, dict[str, str]] = {
    "offensive": {"REB": "OREB"}, "defensive": {"REB": "DREB"},
    "blocked": {}, "personal": {}, "total": {}, "team": {},
}
#: Verbs after which a bare number is points: "added 17 off the bench", "finished with 23".
SCORING_VERBS = {"scored", "scoring", "scores", "added", "adding", "adds", "contributed", "contributing", "tallied",
                 "tallying", "totaled", "totalled", "totaling", "dropped", "dropping", "netted", "notched", "posted",
                 "provided", "supplied", "collected", "registered", "managed", "mustered"}
SCORING_PHRASES = {("chipped", "in"), ("chips", "in"), ("chipping", "in"), ("poured", "in"), ("pouring", "in"),
                   ("pitched", "in"), ("pitching", "in"), ("finished", "with"), ("finishing", "with"),
                   ("put", "up"), ("putting", "up"), ("racked", "up"), ("racking", "up"), ("followed", "with"),
                   ("chipped", "in"), ("kicked", "in"), ("came", "through"), ("ended", "with"), ("went", "for"),
                   ("going", "for"), ("exploded", "for"), ("erupted", "for")}
#: After such a bare number, a word that ends it (not a noun it counts: "added two more free throws").
ELLIPSIS_AFTER = {",", ".", "and", "off", "in", "on", "while", "as", "with", "before", "after", ";", "but", "to",
                  "despite", "for", "behind", "(", "at"}
#: The name of each column in comments (the box-score model's).
STAT_NAMES = COLUMN_NAMES
