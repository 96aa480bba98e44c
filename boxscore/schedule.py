"""A schedule CSV derived from RotoWire game records, for users who have no full league schedule.

Every game of the given files becomes one row in the format ``--schedule`` reads (date, season,
game_type, home/away city and name, points), one row per game however many summaries the files
hold of it. RotoWire also gives each team's record after the game, kept in four extra columns
(``home_wins`` ... ``away_losses``, ignored by the reader): from them :func:`coverage` counts the
games of each team's season the files leave out, which is what such a schedule lacks.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass

from .league import league_game_of, season_of, unique_games
from .models import Game

COLUMNS = ("date", "season", "game_type", "home_city", "home_name", "away_city", "away_name",
           "home_pts", "away_pts", "home_wins", "home_losses", "away_wins", "away_losses")


def _blank(value: int | None) -> str:
    return "" if value is None else str(value)


def game_type(game: Game) -> str:
    """RotoWire does not mark playoff games; in April to June their records are a series' (3 - 2),
    never a season's (the regular season has 82 games and ends in mid-April)."""
    records = [(t.wins or 0) + (t.losses or 0) for t in (game.home, game.vis)]
    return "playoffs" if game.date.month in (4, 5, 6) and max(records) < 30 else "regular"


def schedule_rows(games: Iterable[Game]) -> list[dict[str, str]]:
    """One row per distinct game (date, home, visitors), sorted by date then home team."""
    rows = []
    for game in unique_games(games).values():
        lg = league_game_of(game)
        rows.append({
            "date": lg.date.isoformat(), "season": season_of(lg.date),
            "game_type": game_type(game),
            "home_city": lg.home_city, "home_name": lg.home, "away_city": lg.away_city, "away_name": lg.away,
            "home_pts": _blank(lg.home_pts), "away_pts": _blank(lg.away_pts),
            "home_wins": _blank(game.home.wins), "home_losses": _blank(game.home.losses),
            "away_wins": _blank(game.vis.wins), "away_losses": _blank(game.vis.losses),
        })
    rows.sort(key=lambda r: (r["date"], r["home_name"]))
    return rows


def to_csv(rows: list[dict[str, str]]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue()


@dataclass(frozen=True)
class Coverage:
    """How much of the teams' seasons a derived schedule holds, judged by the records."""

    games: int
    #: Regular-season team-games known: each game counts once per team.
    team_games: int
    #: Team-games the records show were played up to each team's last known game but are absent.
    missing_team_games: int
    #: Seasons seen, e.g. ["2014-15", "2015-16"].
    seasons: list[str]

    @property
    def share(self) -> float:
        """The share of the team-games up to each team's last known game that the schedule holds."""
        total = self.team_games + self.missing_team_games
        return self.team_games / total if total else 1.0


def coverage(rows: list[dict[str, str]]) -> Coverage:
    """Count the team-games missing before and between known games, from wins + losses after each."""
    played: dict[tuple[str, str], list[int]] = {}
    team_games = 0
    for row in rows:
        for side in ("home", "away"):
            team_games += row["game_type"] == "regular"
            w, l = row[f"{side}_wins"], row[f"{side}_losses"]
            if w.isdigit() and l.isdigit() and row["game_type"] == "regular":
                played.setdefault((row[f"{side}_name"], row["season"]), []).append(int(w) + int(l))
    missing = 0
    for counts in played.values():
        counts.sort()
        before = 0
        for n in counts:
            missing += max(0, n - before - 1)
            before = max(before, n)
    return Coverage(len(rows), team_games, missing, sorted({r["season"] for r in rows}))
