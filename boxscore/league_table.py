"""The league table: each team's conference, division, city and arena by season, its coaches with
their dates, and the games played at neutral sites (London, Mexico City).

Static facts a box score does not hold but summaries state in every other text ("at the Amway
Center in Orlando", "Gregg Popovich 's crew", "a division rival"). They are data, not code: the
CSV files of ``boxscore/data/`` name their public sources in their headers; :func:`league_table`
reads them once per process into the typed model below, and every query is a dictionary lookup.
"""

from __future__ import annotations

import csv
import datetime as dt
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .league import season_of

DATA = Path(__file__).resolve().parent / "data"
#: The clubs whose city RotoWire writes two ways: the table's city and the other spelling.
CITY_SPELLINGS = {"Los Angeles": ("LA",)}


class TableError(ValueError):
    """A row of a league-table file that cannot be read (its file and line named)."""


@dataclass(frozen=True, slots=True)
class ArenaName:
    """One name of a building: "Talking Stick Resort Arena" (building "phoenix"), the places a text
    may say it is in (its city first), when the name was in use, and other spellings of it."""

    name: str
    building: str
    cities: tuple[str, ...]
    in_use: str
    spellings: tuple[str, ...] = ()

    @property
    def city(self) -> str:
        return self.cities[0]

    @property
    def written(self) -> tuple[str, ...]:
        """Every way the name is written: the name, then its spellings."""
        return (self.name, *self.spellings)


@dataclass(frozen=True, slots=True)
class TeamSeason:
    """A team in one season: its city as RotoWire writes it, conference ("East", "West"),
    division ("Atlantic" ...) and home arena (the name in use that season)."""

    season: str
    team: str
    city: str
    conference: str
    division: str
    arena: ArenaName

    @property
    def cities(self) -> tuple[str, ...]:
        """The team's city and its other spelling ("Los Angeles", "LA")."""
        return (self.city, *CITY_SPELLINGS.get(self.city, ()))


@dataclass(frozen=True, slots=True)
class CoachStint:
    """A coach in charge of a team from ``start`` to ``end`` (inclusive). ``role`` is "head",
    "interim" (a head coach until the end of the stint) or "acting" (standing in for an absent
    head coach, whose own stint goes on)."""

    team: str
    coach: str
    start: dt.date
    end: dt.date
    role: str
    spellings: tuple[str, ...] = ()

    def covers(self, date: dt.date) -> bool:
        return self.start <= date <= self.end

    @property
    def seasons(self) -> frozenset[str]:
        """The seasons the stint lies in."""
        first, last = (int(season_of(d)[:4]) for d in (self.start, self.end))
        return frozenset(f"{y}-{str(y + 1)[2:]}" for y in range(first, last + 1))


@dataclass(frozen=True, slots=True)
class NeutralSite:
    """A regular-season game played away from both teams' homes: the date, the designated home
    team and the visitors as the schedule lists them, and the arena."""

    date: dt.date
    home: str
    away: str
    arena: ArenaName


@dataclass(frozen=True, slots=True)
class Venue:
    """Where a game was played: the arena (its name that season), and whether it was a neutral
    site rather than the home team's own arena."""

    arena: ArenaName
    neutral: bool = False


class LeagueTable:
    """The team table, indexed once: by (team, season), arena names by their written forms,
    coaches by team and by name, neutral-site games by date and teams."""

    def __init__(self, teams: Iterable[TeamSeason], arenas: Iterable[ArenaName], coaches: Iterable[CoachStint],
                 neutral: Iterable[NeutralSite]) -> None:
        self.arenas = tuple(arenas)
        self.teams = {(t.season, t.team): t for t in teams}
        self.coaches = tuple(coaches)
        self.neutral = {(n.date, frozenset((n.home, n.away))): n for n in neutral}
        self._season_teams: dict[str, list[TeamSeason]] = {}
        self._by_coach: dict[str, list[CoachStint]] = {}
        for stint in self.coaches:
            self._by_coach.setdefault(stint.coach, []).append(stint)
        self._by_team_coach: dict[str, list[CoachStint]] = {}
        for stint in self.coaches:
            self._by_team_coach.setdefault(stint.team, []).append(stint)

    # ---- teams -------------------------------------------------------------------------------
    @property
    def seasons(self) -> list[str]:
        return sorted({season for season, _ in self.teams})

    def team(self, team: str, season: str) -> TeamSeason | None:
        return self.teams.get((season, team))

    def season_teams(self, season: str) -> list[TeamSeason]:
        """The teams of a season, by nickname (kept: the standings ask for them on every date)."""
        found = self._season_teams.get(season)
        if found is None:
            found = self._season_teams[season] = sorted((t for (s, _), t in self.teams.items() if s == season),
                                                        key=lambda t: t.team)
        return list(found)

    def venue(self, home: str, away: str, date: dt.date) -> Venue | None:
        """Where the game of ``home`` against ``away`` on ``date`` was played (None: a season or
        team the table does not hold)."""
        site = self.neutral.get((date, frozenset((home, away))))
        if site is not None:
            return Venue(site.arena, neutral=True)
        ts = self.team(home, season_of(date))
        return Venue(ts.arena) if ts is not None else None

    # ---- arenas ------------------------------------------------------------------------------
    def building_names(self, building: str) -> list[ArenaName]:
        return [a for a in self.arenas if a.building == building]

    def arena(self, name: str) -> ArenaName | None:
        """The arena name written ``name`` (a name or a spelling of it, case aside)."""
        low = name.lower()
        return next((a for a in self.arenas if low in (w.lower() for w in a.written)), None)

    # ---- coaches -----------------------------------------------------------------------------
    def coach_names(self) -> dict[str, str]:
        """Every written form of every coach's name, with the name it stands for."""
        out: dict[str, str] = {}
        for stint in self.coaches:
            for form in (stint.coach, *stint.spellings):
                out.setdefault(form, stint.coach)
        return out

    def stints_of(self, coach: str) -> list[CoachStint]:
        """Every stint of a coach (by the table's spelling), in the file's order."""
        return self._by_coach.get(coach, [])

    def coaches_on(self, team: str, date: dt.date) -> list[CoachStint]:
        """The team's coaches in charge on ``date``: its head (or interim) coach, and an acting
        coach standing in for him then."""
        return [s for s in self._by_team_coach.get(team, []) if s.covers(date)]

    def head_coach(self, team: str, date: dt.date) -> CoachStint | None:
        """The team's head or interim coach on ``date``."""
        return next((s for s in self.coaches_on(team, date) if s.role != "acting"), None)

    def coached(self, coach: str, team: str, date: dt.date) -> bool:
        """Whether ``coach`` may be named as ``team``'s coach of a game on ``date``: its head or
        interim coach that day, or an acting coach of the team in that season (their dates are
        approximate)."""
        season = season_of(date)
        return any(s.team == team and (s.covers(date) or s.role == "acting" and season in s.seasons)
                   for s in self.stints_of(coach))


# ---- reading the files ---------------------------------------------------------------------------
def _rows(path: Path) -> Iterator[tuple[int, dict[str, str]]]:
    """The rows of a data file by line number, its '#' header lines left out."""
    with path.open(encoding="utf-8", newline="") as handle:
        lines = [(k, line) for k, line in enumerate(handle, 1) if line.strip() and not line.startswith("#")]
    reader = csv.reader(line for _, line in lines)
    header = next(reader)
    for (lineno, _), fields in zip(lines[1:], reader):
        if len(fields) != len(header):
            raise TableError(f"{path.name}: line {lineno}: {len(fields)} fields, the header has {len(header)}")
        yield lineno, dict(zip(header, fields))


def _split(value: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split("|") if v.strip())


def _date(path: Path, lineno: int, value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise TableError(f"{path.name}: line {lineno}: bad date {value!r}") from None


def load_table(directory: Path = DATA) -> LeagueTable:
    """Read the four files of ``directory`` (teams, arenas, coaches, neutral sites)."""
    arenas = [ArenaName(r["name"], r["building"], _split(r["cities"]), r["in_use"], _split(r["spellings"]))
              for _, r in _rows(directory / "arenas.csv")]
    by_name = {a.name: a for a in arenas}

    def arena(path: Path, lineno: int, name: str) -> ArenaName:
        if name not in by_name:
            raise TableError(f"{path.name}: line {lineno}: arena {name!r} is not in arenas.csv")
        return by_name[name]

    path = directory / "teams.csv"
    teams = [TeamSeason(r["season"], r["team"], r["city"], r["conference"], r["division"], arena(path, k, r["arena"]))
             for k, r in _rows(path)]
    path = directory / "coaches.csv"
    coaches = [CoachStint(r["team"], r["coach"], _date(path, k, r["start"]), _date(path, k, r["end"]), r["role"],
                          _split(r["spellings"])) for k, r in _rows(path)]
    path = directory / "neutral_sites.csv"
    neutral = [NeutralSite(_date(path, k, r["date"]), r["home"], r["away"], arena(path, k, r["arena"]))
               for k, r in _rows(path)]
    return LeagueTable(teams, arenas, coaches, neutral)


@cache
def league_table() -> LeagueTable:
    """The table shipped in ``boxscore/data``, read once per process."""
    return load_table()
