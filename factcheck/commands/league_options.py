"""The CLI's league data: build the League from ``--schedule`` / ``--league`` and say what is skipped.

Kept out of cli.py so the command stays a thin layer: the CLI passes the options and the games
being checked, gets a League (or None) and the one-line notices to print once on stderr.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from boxscore import Game, RecordError
from boxscore.league import League

#: Rule families that need the schedule (D) or earlier games (E), and what is lost without them.
NEEDS_SCHEDULE = {"next_game": "next-game claims", "streaks": "streak and recent-form claims",
                  "form_words": "form words"}
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
                    games: Sequence[Game] = ()) -> list[str]:
    """One line per family of claims left unchecked for lack of data."""
    rules = set(rules)
    notes = [f"{bad} (left out of the league data)" for bad in (league.skipped if league is not None else ())]
    if league is not None and league.has_schedule and league.partial and NEEDS_SCHEDULE.keys() & rules:
        covered = sum(league.for_game(g) is league for g in games)
        notes.append(f"the schedule is derived from RotoWire (it may lack games): schedule claims checked in {covered} of "
                     f"{len(games)} texts, those whose teams' next game and last 3 games it holds (more RotoWire "
                     "files to 'factcheck league build' cover more)")
    if league is None or not league.has_schedule:
        lost = [what for name, what in NEEDS_SCHEDULE.items() if name in rules]
        if lost:
            notes.append(f"no schedule given (--schedule): {', '.join(lost)} not checked")
    if not rotowire or league is None or not league.has_schedule:
        lost = [what for name, what in NEEDS_BOX_SCORES.items() if name in rules]
        if lost:
            notes.append(f"no schedule and earlier box scores given (--schedule and --league): {', '.join(lost)} "
                         "checked only against the box scores at hand")
    return notes


__all__ = ["RecordError", "build_league", "skipped_notices", "split_paths"]
