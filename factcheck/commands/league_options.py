"""The CLI's league data: build the League from ``--schedule`` / ``--league`` and say what is skipped.

Kept out of cli.py so the command stays a thin layer: the CLI passes the options and the games
being checked, gets a League (or None) and the one-line notices to print once on stderr.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from boxscore import Game, RecordError
from boxscore.league import League, season_of

#: Rule families that need the schedule (D) or earlier games (E), and what is lost without them.
NEEDS_SCHEDULE = {"next_game": "next-game claims", "streaks": "streak and recent-form claims",
                  "form_words": "form words", "next_arena": "next games' arenas", "standings": "standings claims"}
NEEDS_BOX_SCORES = {"history": "player runs over earlier games"}


def split_paths(values: Sequence[Path] | None) -> list[Path]:
    """``--league a.json --league b.json`` or ``--league a.json,b.json``."""
    out: list[Path] = []
    for value in values or ():
        out.extend(Path(p) for p in str(value).split(",") if p)
    return out


def build_league(schedule: Path | None, rotowire: Sequence[Path], checked: Iterable[Game]) -> League | None:
    """The league from the given files plus the games being checked; None when no file was given.

    Raises :class:`RecordError` (one line, naming the file) for an unreadable file.
    """
    if schedule is None and not rotowire:
        return None
    return League.from_files(schedule, rotowire, extra=checked)


def skipped_notices(league: League | None, rules: Iterable[str], rotowire: Sequence[Path],
                    games: Sequence[Game] = (), named: bool = True) -> list[str]:
    """One line per family of claims left unchecked for lack of data.

    A run given no league data at all checks against the box scores alone, as the README says:
    what that leaves out is said only when such rules were asked for by name (``named``)."""
    rules = set(rules)
    if league is None and not named:
        return []
    notes = [f"{bad} (left out of the league data)" for bad in (league.skipped if league is not None else ())]
    if league is not None and league.has_schedule and league.partial and NEEDS_SCHEDULE.keys() & rules:
        covered = sum(league.for_game(g) is league for g in games)
        notes.append(f"the schedule is derived from RotoWire (it may lack games): schedule claims checked in {covered} of "
                     f"{len(games)} texts, those whose teams' next game and last 3 games it holds (more RotoWire "
                     "files to 'factcheck league build' cover more)")
    uncovered = uncovered_notice(league, games, bool(rotowire)) if (NEEDS_SCHEDULE.keys() | NEEDS_BOX_SCORES.keys()) & rules else None
    if uncovered:
        notes.append(uncovered)
    if league is None or not league.has_schedule:
        lost = [what for name, what in NEEDS_SCHEDULE.items() if name in rules]
        if lost:
            notes.append(f"no schedule given (--schedule): {', '.join(lost)} not checked")
    if not rotowire or league is None or not league.has_schedule:
        lost = [what for name, what in NEEDS_BOX_SCORES.items() if name in rules]
        if lost:
            missing = [f"{what} ({option})" for what, option, given in (
                ("no schedule", "--schedule", league is not None and league.has_schedule),
                ("no earlier box scores", "--league", bool(rotowire))) if not given]
            notes.append(f"{' and '.join(missing)} given: {', '.join(lost)} checked only against the box scores at hand")
    return notes


def uncovered_notice(league: League | None, games: Sequence[Game], league_files: bool = False) -> str | None:
    """One line on the texts whose season the schedule (or, without one, the --league files)
    does not hold: they are checked as without that data, not against a season that starts at them."""
    if league is None or not games:
        return None
    if league.has_schedule and not league.partial:
        missing = [g for g in games if not league.schedule_covers(g)]
        what = "the schedule (--schedule) lacks the season of"
        outcome = "their schedule claims are not checked"
    elif not league.has_schedule:
        missing = [g for g in games if league.for_game(g) is None]
        what = "the --league files lack the season of"
        outcome = "they are checked without league data"
    else:
        return None  # a partial schedule has its own note
    if not missing:
        return None
    seasons = ", ".join(sorted({season_of(g.date) for g in missing}))
    bare = sum(league.for_game(g) is None for g in missing) if league.has_schedule and league_files else 0
    also = f"; {bare} of them, whose season no --league file holds either, are checked without league data" \
        if bare else ""
    return f"{what} {len(missing)} of {len(games)} texts ({seasons}): {outcome}{also}"


__all__ = ["RecordError", "build_league", "skipped_notices", "split_paths"]
