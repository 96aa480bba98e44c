"""What ``factcheck league team`` and ``league standings`` print: the league table and the standings
as the checker verifies claims against them, in plain text (one block per season or conference)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from boxscore.league import League, season_of
from boxscore.league_table import LeagueTable, TeamSeason, league_table
from boxscore.standings import Standings, Table


def find_team(table: LeagueTable, name: str) -> str:
    """The nickname of the team ``name`` names (nickname, city or both, case aside); ValueError
    naming the teams when none or several fit."""
    want = " ".join(name.split()).lower()
    teams = {t.team: t for t in table.teams.values()}
    hits = sorted({t.team for t in teams.values()
                   if want in {t.team.lower(), *(c.lower() for c in t.cities), *(f"{c} {t.team}".lower() for c in t.cities)}})
    if len(hits) == 1:
        return hits[0]
    known = ", ".join(sorted(teams))
    if hits:
        raise ValueError(f"{name!r} names several teams ({', '.join(hits)}): give the nickname")
    raise ValueError(f"unknown team {name!r} (known: {known})")


def team_view(name: str, season: str | None = None) -> str:
    """A team's season table: conference, division, arena and its city, coaches with their dates,
    games played at neutral sites."""
    table = league_table()
    team = find_team(table, name)
    seasons = table.seasons if season is None else [season]
    if season is not None and season not in table.seasons:
        raise ValueError(f"no season {season!r} in the league table (seasons: {', '.join(table.seasons)})")
    blocks = []
    for s in seasons:
        ts = table.team(team, s)
        blocks.append(_season_block(table, ts))
    return "\n".join(blocks)


def _season_block(table: LeagueTable, ts: TeamSeason) -> str:
    lines = [f"{ts.city} {ts.team}, {ts.season}",
             f"  conference  {ts.conference}",
             f"  division    {ts.division}",
             f"  arena       {ts.arena.name} ({', '.join(ts.arena.cities)})"]
    first, last = (dt.date(int(ts.season[:4]), 8, 1), dt.date(int(ts.season[:4]) + 1, 7, 31))
    for stint in table.coaches:
        if stint.team == ts.team and stint.start <= last and stint.end >= first:
            span = f"{max(stint.start, first).isoformat()} to {min(stint.end, last).isoformat()}"
            lines.append(f"  coach       {stint.coach} ({stint.role}, {span})")
    for site in sorted(table.neutral.values(), key=lambda n: n.date):
        if season_of(site.date) == ts.season and ts.team in (site.home, site.away):
            lines.append(f"  neutral     {site.date.isoformat()} {site.away} at {site.home}: "
                         f"{site.arena.name} ({site.arena.city})")
    return "\n".join(lines) + "\n"


def standings_view(date: str, schedule: Path, before: bool = False) -> str:
    """The standings of both conferences on ``date`` (after its games, or ``before`` them)."""
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        raise ValueError(f"bad date {date!r} (expected YYYY-MM-DD)") from None
    league = League.from_files(schedule)
    table = Standings(league.games, league_table()).on(day, inclusive=not before)
    if table is None:
        raise ValueError(f"{schedule}: no regular-season results of the {season_of(day)} season "
                         f"(the league table holds {', '.join(league_table().seasons)})")
    when = "before" if before else "after"
    head = f"Standings {when} the games of {day.isoformat()} (last games counted: {table.date.isoformat()})\n"
    return head + "\n".join(_conference_block(table, conf) for conf in ("East", "West"))


def _conference_block(table: Table, conference: str) -> str:
    rows = table.ranked(conference)
    leader = rows[0]
    lines = [f"\n{conference}", f"  {'seed':>5}  {'team':14} {'W-L':>7} {'pct':>5} {'GB':>5}  division"]
    for row in rows:
        gb = row.games_behind(leader)
        lines.append(f"  {str(row.seed):>5}  {row.team:14} {row.record:>7} {row.pct:5.3f} "
                     f"{'-' if gb == 0 else f'{gb:g}':>5}  {row.division} ({row.division_rank})")
    return "\n".join(lines) + "\n"
