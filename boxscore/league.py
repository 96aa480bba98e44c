"""The league beyond one box score: every game of the seasons, indexed per team and per player.

Built once from a schedule CSV (date, season, game_type, home/away city and name, points) and
from RotoWire game records (which also carry box scores), then queried by every text: a team's
next game after a date, its previous games, record, streak, the season series between two
teams, and a player's earlier box-score lines. Teams are keyed by nickname ("Lakers"), which is
unique in the NBA, so "Los Angeles" / "LA" city spellings never split a team.
"""

from __future__ import annotations

import bisect
import copy
import csv
import datetime as dt
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .loaders import RecordError, load_games
from .models import Game, Player

SCHEDULE_COLUMNS = ("date", "home_city", "home_name", "away_city", "away_name", "home_pts", "away_pts")


@dataclass(frozen=True, slots=True)
class LeagueGame:
    """One game of the league: who hosted whom, when, and the score (None if unknown)."""

    date: dt.date
    home: str
    home_city: str
    away: str
    away_city: str
    home_pts: int | None = None
    away_pts: int | None = None
    game_type: str = "regular"
    season: str = ""
    #: Each team's (wins, losses) in the season after this game, when known: RotoWire records
    #: carry them, so a schedule derived from RotoWire can prove what it lacks.
    home_record: tuple[int, int] | None = None
    away_record: tuple[int, int] | None = None

    @property
    def key(self) -> tuple[dt.date, str, str]:
        return (self.date, self.home, self.away)


@dataclass(frozen=True, slots=True)
class TeamGame:
    """A league game seen from one team: its opponent, venue and result."""

    game: LeagueGame
    team: str
    home: bool

    @property
    def date(self) -> dt.date:
        return self.game.date

    @property
    def weekday(self) -> str:
        return self.game.date.strftime("%A")

    @property
    def opponent(self) -> str:
        return self.game.away if self.home else self.game.home

    @property
    def opponent_city(self) -> str:
        return self.game.away_city if self.home else self.game.home_city

    @property
    def city(self) -> str:
        return self.game.home_city if self.home else self.game.away_city

    @property
    def venue_city(self) -> str:
        """The city the game is played in (the home team's)."""
        return self.game.home_city

    @property
    def points(self) -> int | None:
        return self.game.home_pts if self.home else self.game.away_pts

    @property
    def opp_points(self) -> int | None:
        return self.game.away_pts if self.home else self.game.home_pts

    @property
    def won(self) -> bool | None:
        if self.points is None or self.opp_points is None:
            return None
        return self.points > self.opp_points

    @property
    def playoffs(self) -> bool:
        return self.game.game_type == "playoffs"

    @property
    def season_record(self) -> tuple[int, int] | None:
        """The team's (wins, losses) after this game, when the schedule says."""
        return self.game.home_record if self.home else self.game.away_record

    @property
    def played(self) -> int | None:
        """The team's games of the season after this one (wins + losses), when known."""
        rec = self.season_record
        return None if rec is None else rec[0] + rec[1]


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """A player's box-score line in an earlier game."""

    date: dt.date
    player: Player
    game: Game


def season_of(date: dt.date) -> str:
    """The NBA season a date falls in: seasons start in October ("2016-17")."""
    start = date.year if date.month >= 8 else date.year - 1
    return f"{start}-{str(start + 1)[2:]}"


@dataclass(eq=False)  # compared and hashed by identity: caches key on the league object
class League:
    """All known games, indexed once: per team by date, per player by date."""

    games: list[LeagueGame] = field(default_factory=list)
    box_scores: list[Game] = field(default_factory=list)
    #: True when a full schedule file was loaded (every game of the seasons is known).
    has_schedule: bool = False
    #: True when the schedule was derived from RotoWire (``factcheck league build``): it lacks the
    #: games RotoWire has no record of, so it is trusted only around games the records show complete.
    partial: bool = False
    #: Records of the RotoWire files that could not be loaded (each names its file and line), left out.
    skipped: list[RecordError] = field(default_factory=list)
    #: The seasons the RotoWire files hold games of (None: those of ``box_scores``). A game of
    #: another season has no league data beyond the schedule.
    box_seasons: frozenset[str] | None = None

    def __post_init__(self) -> None:
        merged: dict[tuple[dt.date, str, str], LeagueGame] = {g.key: g for g in self.games}
        # the teams' seasons the schedule file itself holds, before the box scores fill in: a full
        # schedule is used for a game only if it holds both teams' season (a header-only file or a
        # season left out would make every record and streak start at the games being checked)
        listed = self.games if self.has_schedule else []
        self._team_seasons = frozenset((team, season_of(g.date)) for g in listed for team in (g.home, g.away))
        self._schedule_seasons = frozenset(season for _, season in self._team_seasons)
        if self.box_seasons is None:
            self.box_seasons = frozenset(season_of(g.date) for g in self.box_scores)
        self._box: dict[tuple[dt.date, str, str], Game] = {}
        for game in self.box_scores:
            lg = league_game_of(game)
            merged.setdefault(lg.key, lg)
            self._box[lg.key] = game
        self.games = sorted(merged.values(), key=lambda g: (g.date, g.home))
        self._by_team: dict[str, list[TeamGame]] = {}
        for g in self.games:
            self._by_team.setdefault(g.home, []).append(TeamGame(g, g.home, True))
            self._by_team.setdefault(g.away, []).append(TeamGame(g, g.away, False))
        self._dates = {team: [tg.date for tg in tgs] for team, tgs in self._by_team.items()}
        self._cities: dict[str, str] = {}
        for g in self.games:  # the schedule's spelling wins (it comes first in the merge)
            self._cities.setdefault(g.home, g.home_city)
            self._cities.setdefault(g.away, g.away_city)
        self._players: dict[str, list[PlayerLine]] = {}
        for key, game in sorted(self._box.items(), key=lambda kv: kv[0][0]):
            for p in game.players:
                self._players.setdefault(p.name, []).append(PlayerLine(game.date, p, game))
        self._unscheduled: League | None = None

    def for_game(self, game: Game, back: int = 3) -> "League | None":
        """The league as a text about ``game`` may use it; None when no file here holds its season.

        A full schedule counts only for games whose season it holds for both teams: without it (a
        header-only file, a season left out) every team's record and streak would start at the
        games being checked. A partial schedule counts only where it is complete for both teams:
        their next game and their last ``back`` games (or all since the season began) are there, as
        the records show. Elsewhere the text is checked as without a schedule (its twin league
        below), and as without league data when neither the schedule nor a RotoWire file holds a
        game of its season.
        """
        if self.schedule_covers(game, back):
            return self
        season = season_of(game.date)
        if season not in self._schedule_seasons and season not in (self.box_seasons or ()):
            return None
        if not self.has_schedule:
            return self
        if self._unscheduled is None:
            twin = copy.copy(self)
            twin.has_schedule = False
            self._unscheduled = twin
        return self._unscheduled

    def schedule_covers(self, game: Game, back: int = 3) -> bool:
        """Whether the schedule may be used for ``game``: a full one holds both teams' season, a
        partial one is complete around the game for both teams."""
        if not self.has_schedule:
            return False
        if not self.partial:
            season = season_of(game.date)
            return all((t.name, season) in self._team_seasons for t in (game.home, game.vis))
        return all(self.complete_around(t.name, game.date, back) for t in (game.home, game.vis))

    def complete_around(self, team: str, date: dt.date, back: int = 10) -> bool:
        """Whether no game of the team is missing from ``back`` games before ``date`` to the next one."""
        games = self._by_team.get(team, [])
        i = bisect.bisect_left(self._dates.get(team, []), date)
        if i >= len(games) or games[i].date != date or games[i].playoffs or games[i].played is None:
            return False
        nxt = games[i + 1] if i + 1 < len(games) else None
        if nxt is None or nxt.playoffs or nxt.played != games[i].played + 1:
            return False
        for _ in range(back):
            played = games[i].played
            if played is None or played <= 1:
                return played == 1
            if i == 0 or games[i - 1].playoffs or games[i - 1].played != played - 1:
                return False
            i -= 1
        return True

    # ---- construction ------------------------------------------------------------------------
    @classmethod
    def from_files(cls, schedule: Path | str | None = None, rotowire: Sequence[Path | str] = (),
                   extra: Iterable[Game] = ()) -> "League":
        """Load a schedule CSV and RotoWire files; ``extra`` adds the records being checked.

        RotoWire's splits share games (about 500 between train, valid and test, each under
        another summary, their box scores sometimes differing in a name or a figure): a game
        keeps one box score, that of the record being checked, else of the first file given.
        """
        games = read_schedule(schedule) if schedule is not None else []
        loaded: list[Game] = []
        skipped: list[RecordError] = []
        for path in rotowire:
            result = load_games(path)
            if result.errors and not result.games:  # a CSV, a text, JSON Lines without box scores: refused
                first = result.errors[0]
                more = f" ({len(result.errors)} bad records in all)" if len(result.errors) > 1 else ""
                raise RecordError(first.source, first.where,
                                  f"{first.reason}; --league takes RotoWire JSON game records with box scores{more}")
            skipped.extend(result.errors)  # one broken record of a RotoWire file costs its own game only
            loaded.extend(result.games)
        seasons = frozenset(season_of(g.date) for g in loaded)  # before the games being checked join
        boxes = unique_games(loaded)
        for game in extra:
            boxes[league_game_of(game).key] = game
        partial = any(g.home_record is not None for g in games)
        return cls(games, list(boxes.values()), has_schedule=schedule is not None, partial=partial,
                   skipped=skipped, box_seasons=seasons)

    # ---- teams -------------------------------------------------------------------------------
    @property
    def teams(self) -> list[str]:
        return sorted(self._by_team)

    def city(self, team: str) -> str | None:
        return self._cities.get(team)

    def knows(self, team: str) -> bool:
        return team in self._by_team

    def team_games(self, team: str) -> list[TeamGame]:
        return self._by_team.get(team, [])

    def game_on(self, team: str, date: dt.date) -> TeamGame | None:
        """The team's game on ``date`` (None if it did not play that day)."""
        dates = self._dates.get(team, [])
        i = bisect.bisect_left(dates, date)
        return self._by_team[team][i] if i < len(dates) and dates[i] == date else None

    def next_game(self, team: str, date: dt.date) -> TeamGame | None:
        """The team's first game strictly after ``date`` (in a partial schedule, only a proven one)."""
        dates = self._dates.get(team, [])
        i = bisect.bisect_right(dates, date)
        if i >= len(dates):
            return None
        nxt = self._by_team[team][i]
        if self.partial and i > 0:
            before = self._by_team[team][i - 1]
            if before.played is None or nxt.played != before.played + 1:
                return None
        return nxt

    def previous_games(self, team: str, date: dt.date, n: int, inclusive: bool = False,
                       same_season: bool = True) -> list[TeamGame]:
        """Up to ``n`` games before ``date`` (or up to and including it), most recent last."""
        dates = self._dates.get(team, [])
        i = (bisect.bisect_right if inclusive else bisect.bisect_left)(dates, date)
        games = self._by_team.get(team, [])[max(0, i - n):i]
        if same_season:
            season = season_of(date)
            games = [g for g in games if season_of(g.date) == season]
        return games

    def days_between(self, team: str, date: dt.date) -> int | None:
        """Days from ``date`` to the team's next game (1 = the next day, a back-to-back)."""
        nxt = self.next_game(team, date)
        return (nxt.date - date).days if nxt else None

    def record(self, team: str, date: dt.date, inclusive: bool = True, playoffs: bool = False) -> tuple[int, int]:
        """Regular-season (or playoff) wins and losses of the season up to ``date``."""
        season = season_of(date)
        if self.partial and not playoffs:  # counting would miss the games the schedule lacks
            for g in reversed(self.previous_games(team, date, 200, inclusive=inclusive)):
                if not g.playoffs and g.season_record is not None:
                    return g.season_record
            return 0, 0
        wins = losses = 0
        for g in self.previous_games(team, date, 200, inclusive=inclusive):
            if g.playoffs != playoffs or season_of(g.date) != season or g.won is None:
                continue
            wins += g.won
            losses += not g.won
        return wins, losses

    def streak(self, team: str, date: dt.date, inclusive: bool = True) -> tuple[bool, int] | None:
        """(won, length) of the team's current run of wins or losses in the season."""
        games = self.previous_games(team, date, 200, inclusive=inclusive)
        if not games or games[-1].won is None:
            return None
        won = games[-1].won
        length = 0
        for k in range(len(games) - 1, -1, -1):
            g = games[k]
            if g.won is not won:
                break
            length += 1
            if self.partial and not (g.played == 1 or (k > 0 and g.played is not None
                                                          and games[k - 1].played == g.played - 1)):
                return None  # a game may be missing before this one: the run's length is unknown
        return won, length

    def season_series(self, team: str, opponent: str, date: dt.date, inclusive: bool = True) -> list[TeamGame]:
        """The season's games between two teams up to ``date``."""
        return [g for g in self.previous_games(team, date, 200, inclusive=inclusive) if g.opponent == opponent]

    # ---- players -----------------------------------------------------------------------------
    def player_lines(self, name: str, before: dt.date, n: int = 82) -> list[PlayerLine]:
        """The player's box-score lines before ``before`` in the same season, most recent last."""
        season = season_of(before)
        lines = [pl for pl in self._players.get(name, []) if pl.date < before and season_of(pl.date) == season]
        return lines[-n:]

    def box_score(self, tg: TeamGame) -> Game | None:
        return self._box.get(tg.game.key)


def unique_games(games: Iterable[Game]) -> dict[tuple[dt.date, str, str], Game]:
    """One record per game (date, home, visitors), the first one seen."""
    out: dict[tuple[dt.date, str, str], Game] = {}
    for game in games:
        out.setdefault((game.date, game.home.name, game.vis.name), game)
    return out


def _record(wins: int | None, losses: int | None) -> tuple[int, int] | None:
    return None if wins is None or losses is None else (wins, losses)


def league_game_of(game: Game) -> LeagueGame:
    return LeagueGame(game.date, game.home.name, game.home.city, game.vis.name, game.vis.city,
                      game.home.points, game.vis.points, "regular", season_of(game.date),
                      _record(game.home.wins, game.home.losses), _record(game.vis.wins, game.vis.losses))


def read_schedule(path: Path | str) -> list[LeagueGame]:
    """Read a schedule CSV; a bad row (or file) raises :class:`RecordError` naming its line.

    Rows must have exactly the header's fields: a short row or a stray extra field shifts the
    columns, and a silently shifted schedule would check claims against the wrong games."""
    path = Path(path)
    text = _schedule_text(path)
    games: list[LeagueGame] = []
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader, [])
        missing = [c for c in SCHEDULE_COLUMNS if c not in header]
        if missing:
            raise RecordError(str(path), "line 1", f"missing column(s): {', '.join(missing)} (a schedule CSV "
                                                   f"has a header with {', '.join(SCHEDULE_COLUMNS)})")
        for fields in reader:
            lineno = reader.line_num
            if not fields:
                continue  # a blank line
            if len(fields) != len(header):
                raise RecordError(str(path), f"line {lineno}",
                                  f"{len(fields)} field(s), but the header has {len(header)}")
            games.append(_schedule_game(dict(zip(header, fields)), str(path), lineno))
    except csv.Error as exc:  # an unterminated quote, a quote inside a field
        raise RecordError(str(path), f"line {reader.line_num}", f"malformed CSV: {exc}") from None
    return games


def _schedule_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise RecordError(str(path), "0", "is a directory, expected a schedule CSV") from None
    except OSError as exc:
        raise RecordError(str(path), "0", f"cannot read: {exc.strerror or exc}") from None
    if b"\x00" in data:
        line = data[:data.index(b"\x00")].count(b"\n") + 1
        raise RecordError(str(path), f"line {line}", "binary file, expected a schedule CSV (UTF-8 text)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise RecordError(str(path), f"line {line}", f"not UTF-8 text (invalid byte at offset {exc.start})") from None


def _schedule_game(row: dict[str, str], source: str, lineno: int) -> LeagueGame:
    """One schedule row as a game; RecordError naming the line and the field that is wrong."""
    try:
        date = dt.date.fromisoformat(row["date"])
    except ValueError:
        raise RecordError(source, f"line {lineno}", f"bad date {row['date'][:40]!r} (expected YYYY-MM-DD)") from None
    points = []
    for column in ("home_pts", "away_pts"):
        value = row[column].strip()
        if value and not (value.isascii() and value.isdigit() and len(value) <= 4):
            raise RecordError(source, f"line {lineno}", f"bad {column} {value[:40]!r} (expected a score or nothing)")
        points.append(int(value) if value else None)
    for column in ("home_name", "away_name"):
        if not row[column].strip():
            raise RecordError(source, f"line {lineno}", f"empty {column}")
    records = []  # the records after the game, in a schedule derived from RotoWire (league build)
    for side in ("home", "away"):
        wins, losses = (row.get(f"{side}_{c}") or "" for c in ("wins", "losses"))
        if any(v and not (v.isascii() and v.isdigit() and len(v) <= 3) for v in (wins, losses)):
            raise RecordError(source, f"line {lineno}", f"bad {side} record {wins[:10]!r} - {losses[:10]!r}")
        records.append(_record(int(wins) if wins else None, int(losses) if losses else None))
    return LeagueGame(date, row["home_name"], row["home_city"], row["away_name"], row["away_city"],
                      points[0], points[1], row.get("game_type") or "regular", row.get("season") or season_of(date),
                      records[0], records[1])
