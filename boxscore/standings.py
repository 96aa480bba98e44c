"""Standings computed from the schedule for any date: records, ranks, games behind, seeds.

Summaries place the teams in the league ("remain in last place in the Southeast Division",
"slotted in the sixth seed", "tied for the worst record in the East", "three games behind
Boston"). All of it follows from the regular season's results up to a date and the league table's
conferences and divisions. A season's records are accumulated once, date by date (one snapshot
per day with games); a date's :class:`Table` is ranked when first asked and kept.

Ties are not broken: the NBA's tiebreakers (head-to-head, division record, ...) need more than the
records, so a rank is the range of places a team holds among the teams level with it
(:class:`Rank`), and a claim is true when its place is in that range. Seeds are the conference
ranks; in 2014-15 a division winner was also guaranteed a top-four seed, so that season's seeds
are the ranges of both orders.
"""

from __future__ import annotations

import bisect
import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .league import League, LeagueGame, season_of
from .league_table import LeagueTable, league_table

#: Seasons whose division winners were guaranteed a top-four seed (the rule ended after 2014-15).
DIVISION_WINNERS_SEEDED = frozenset({"2014-15"})


@dataclass(frozen=True, slots=True)
class Rank:
    """The places (from 1) a team may hold in a ranking: ``best`` to ``worst``, a range when teams
    are level (no tiebreaker applied)."""

    best: int
    worst: int

    def holds(self, place: int) -> bool:
        return self.best <= place <= self.worst

    @property
    def tied(self) -> bool:
        return self.best != self.worst

    def __str__(self) -> str:
        return str(self.best) if not self.tied else f"{self.best}-{self.worst} (tied)"


@dataclass(frozen=True, slots=True)
class Standing:
    """One team's line on a date: its record and where it stands in the league, its conference and
    its division, and its conference seed."""

    team: str
    conference: str
    division: str
    wins: int
    losses: int
    league_rank: Rank
    conference_rank: Rank
    division_rank: Rank
    seed: Rank

    @property
    def pct(self) -> float:
        """Winning percentage (0.5 before a team's first game, as standings list it level)."""
        played = self.wins + self.losses
        return self.wins / played if played else 0.5

    def games_behind(self, other: "Standing") -> float:
        """Games this team is behind ``other`` (negative: ahead)."""
        return ((other.wins - self.wins) + (self.losses - other.losses)) / 2

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}"


class Table:
    """The standings of one season after the games of a date (:meth:`Standings.on`)."""

    def __init__(self, season: str, date: dt.date, records: dict[str, tuple[int, int]], table: LeagueTable) -> None:
        self.season = season
        self.date = date
        teams = {t.team: t for t in table.season_teams(season)}
        pct = {team: _pct(*records.get(team, (0, 0))) for team in teams}
        conf = {team: t.conference for team, t in teams.items()}
        div = {team: t.division for team, t in teams.items()}
        by_conf = _group(conf)
        by_div = _group(div)
        seeds = {team: _rank(pct, team, by_conf[conf[team]]) for team in teams}
        if season in DIVISION_WINNERS_SEEDED:
            seeds = {team: _widen(seeds[team], _division_seed(pct, team, by_conf[conf[team]], by_div, div))
                     for team in teams}
        self.rows = {team: Standing(team, conf[team], div[team], *records.get(team, (0, 0)),
                                    league_rank=_rank(pct, team, list(teams)),
                                    conference_rank=_rank(pct, team, by_conf[conf[team]]),
                                    division_rank=_rank(pct, team, by_div[div[team]]), seed=seeds[team])
                     for team in teams}

    def of(self, team: str) -> Standing | None:
        return self.rows.get(team)

    def ranked(self, conference: str = "", division: str = "") -> list[Standing]:
        """The teams of a conference, a division or the league (neither given), best first."""
        rows = [r for r in self.rows.values() if (not conference or r.conference == conference)
                and (not division or r.division == division)]
        return sorted(rows, key=lambda r: (-r.pct, -r.wins, r.team))

    def leader(self, conference: str = "", division: str = "") -> Standing:
        return self.ranked(conference, division)[0]


class Standings:
    """Every regular season of a schedule, accumulated once: a snapshot of the records after each
    date with games, so the standings of any date are a binary search away."""

    def __init__(self, games: Iterable[LeagueGame], table: LeagueTable) -> None:
        self.table = table
        by_season: dict[str, list[LeagueGame]] = {}
        for g in games:
            if g.game_type == "regular" and g.home_pts is not None and g.away_pts is not None:
                by_season.setdefault(g.season or season_of(g.date), []).append(g)
        #: per season: the dates with games, and the records after each
        self._dates: dict[str, list[dt.date]] = {}
        self._records: dict[str, list[dict[str, tuple[int, int]]]] = {}
        for season, season_games in by_season.items():
            if season not in table.seasons:
                continue
            season_games.sort(key=lambda g: g.date)
            records: dict[str, tuple[int, int]] = {}
            dates, snapshots = [], []
            for g in season_games:
                if dates and dates[-1] != g.date:
                    snapshots.append(dict(records))
                if not dates or dates[-1] != g.date:
                    dates.append(g.date)
                home_won = g.home_pts > g.away_pts
                for team, won in ((g.home, home_won), (g.away, not home_won)):
                    w, l = records.get(team, (0, 0))
                    records[team] = (w + won, l + (not won))
            if dates:
                snapshots.append(dict(records))
                self._dates[season], self._records[season] = dates, snapshots
        self._tables: dict[tuple[str, int], Table] = {}
        self._after_game: dict[tuple[dt.date, str, str, bool], Table] = {}

    @property
    def seasons(self) -> list[str]:
        return sorted(self._dates)

    def on(self, date: dt.date, inclusive: bool = True) -> Table | None:
        """The standings after the games of ``date`` (``inclusive``) or before them; after the
        regular season, its final standings. None for a season the schedule does not hold."""
        season = season_of(date)
        dates = self._dates.get(season)
        if dates is None:
            return None
        k = (bisect.bisect_right if inclusive else bisect.bisect_left)(dates, date) - 1
        key = (season, k)
        table = self._tables.get(key)
        if table is None:
            records = self._records[season][k] if k >= 0 else {}
            table = self._tables[key] = Table(season, dates[k] if k >= 0 else date, records, self.table)
        return table

    def after_game(self, date: dt.date, home: str, away: str, home_won: bool) -> Table | None:
        """The standings a writer sees right after one game: every team's record before the games of
        ``date``, and this game's result (the other games of the day not yet played or counted)."""
        before = self.on(date, inclusive=False)
        if before is None:
            return None
        key = (date, home, away, home_won)
        table = self._after_game.get(key)
        if table is None:
            records = {team: (row.wins, row.losses) for team, row in before.rows.items()}
            for team, won in ((home, home_won), (away, not home_won)):
                w, l = records.get(team, (0, 0))
                records[team] = (w + won, l + (not won))
            table = self._after_game[key] = Table(before.season, date, records, self.table)
        return table

    def season_dates(self, season: str) -> list[dt.date]:
        """The dates of a regular season with games."""
        return list(self._dates.get(season, ()))


class RecordedStandings(Standings):
    """The standings of a schedule that may lack games (one derived from RotoWire), from the records
    its games carry (each team's wins and losses after the game): a date's standings exist only when
    every team's record that day is proven, by its last known game and a next one played right after
    it (or the season's 82nd)."""

    def __init__(self, games: Iterable[LeagueGame], table: LeagueTable) -> None:
        self.table = table
        #: per season and team: (date, games played, record) of each known regular-season game
        self._known: dict[str, dict[str, list[tuple[dt.date, int, tuple[int, int]]]]] = {}
        for g in games:
            season = g.season or season_of(g.date)
            if g.game_type != "regular" or season not in table.seasons:
                continue
            for team, record in ((g.home, g.home_record), (g.away, g.away_record)):
                if record is not None:
                    self._known.setdefault(season, {}).setdefault(team, []).append((g.date, sum(record), record))
        for teams in self._known.values():
            for entries in teams.values():
                entries.sort()
        self._dates = {season: sorted({e[0] for entries in teams.values() for e in entries})
                       for season, teams in self._known.items()}
        self._proven: dict[tuple[dt.date, bool], Table | None] = {}
        self._after_game = {}

    def on(self, date: dt.date, inclusive: bool = True) -> Table | None:
        season = season_of(date)
        teams = self._known.get(season)
        if teams is None:
            return None
        key = (date, inclusive)
        if key not in self._proven:
            records = {}
            for row in self.table.season_teams(season):
                record = _proven_record(teams.get(row.team, []), date, inclusive)
                if record is None:
                    self._proven[key] = None
                    break
                records[row.team] = record
            else:
                self._proven[key] = Table(season, date, records, self.table)
        return self._proven[key]


#: Games of a team's regular season.
SEASON_GAMES = 82


def _proven_record(entries: list[tuple[dt.date, int, tuple[int, int]]], date: dt.date,
                   inclusive: bool) -> tuple[int, int] | None:
    """A team's record after (or before) the games of ``date``, when its known games prove it."""
    k = (bisect.bisect_right if inclusive else bisect.bisect_left)(entries, (date, SEASON_GAMES + 1, (0, 0)) if inclusive
                                                                         else (date, -1, (0, 0)))
    last = entries[k - 1] if k else None
    nxt = entries[k] if k < len(entries) else None
    if last is None:
        return (0, 0) if nxt is not None and nxt[1] == 1 else None
    if nxt is None:
        return last[2] if last[1] == SEASON_GAMES else None
    return last[2] if nxt[1] == last[1] + 1 else None


def _pct(wins: int, losses: int) -> float:
    return wins / (wins + losses) if wins + losses else 0.5


def _group(of: dict[str, str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for team, key in of.items():
        out.setdefault(key, []).append(team)
    return out


def _rank(pct: dict[str, float], team: str, pool: list[str]) -> Rank:
    mine = pct[team]
    better = sum(pct[t] > mine for t in pool)
    level = sum(pct[t] == mine for t in pool)
    return Rank(better + 1, better + level)


def _widen(a: Rank, b: Rank) -> Rank:
    return Rank(min(a.best, b.best), max(a.worst, b.worst))


def _division_seed(pct: dict[str, float], team: str, conference: list[str], by_div: dict[str, list[str]],
                   div: dict[str, str]) -> Rank:
    """The seed under 2014-15's rule: the division leaders and the best other team take the top
    four places, by record; the rest follow by record. Leaders level with a rival may or may not
    lead, so the range covers both."""
    best_in_div = {d: max(pct[t] for t in teams) for d, teams in by_div.items()}
    leaders = [t for t in conference if pct[t] == best_in_div[div[t]]]
    others = [t for t in conference if t not in leaders]
    top_other = max((pct[t] for t in others), default=0.0)
    top = set(leaders) | {t for t in others if pct[t] == top_other}
    if team in top:
        return _rank(pct, team, sorted(top))
    rest = _rank(pct, team, others)
    return Rank(rest.best + len(leaders), rest.worst + len(leaders))


@lru_cache(maxsize=4)
def standings_of(league: League) -> Standings | None:
    """The standings of a league's schedule, accumulated once per league (None without a schedule;
    from the records of a schedule derived from RotoWire, which lacks games, on the dates they prove)."""
    if not league.has_schedule:
        return None
    return (RecordedStandings if league.partial else Standings)(league.games, league_table())
