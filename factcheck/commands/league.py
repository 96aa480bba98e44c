"""``factcheck league``: build a schedule CSV, and show what the checker knows of the league.

``league build``: a schedule CSV from the RotoWire files a user has.

A full league schedule is not part of RotoWire or of the shared task; this derives one, in the
format ``check --schedule`` reads, from every game in RotoWire's train/valid/test JSON files,
and says on stderr how much of the teams' seasons it covers (see :mod:`boxscore.schedule`).
``league team`` prints a team's season table (:mod:`boxscore.league_table`), ``league standings``
the standings of a date computed from a schedule (:mod:`boxscore.standings`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.markup import escape

from factcheck.commands.support import HELP_OPTIONS, Command, Group, ResultConsole, fail, require

league_app = typer.Typer(cls=Group, no_args_is_help=True, help="League data: a schedule for --schedule, what the checker "
                                                                "knows of a team and of the standings.",
                         context_settings=HELP_OPTIONS)
err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)
out = ResultConsole()


@league_app.command("build", cls=Command)
def build(
    files: Annotated[list[Path], typer.Argument(metavar="ROTOWIRE.json", show_default=False,
                                                help="RotoWire JSON lists (train.json valid.json test.json) or JSON Lines.")],
    out: Annotated[Optional[Path], typer.Option("--out", metavar="SCHEDULE.csv", help="The CSV to write (default: stdout).")] = None,
) -> None:
    """Derive a schedule CSV (for check --schedule) from RotoWire game files: every game they hold, once."""
    import sys

    from boxscore import RecordError, load_games
    from boxscore.schedule import coverage, schedule_rows, to_csv

    from factcheck.io.outputs import OutputError, write_file

    require(files=files)
    if out is not None:
        from factcheck.io.collisions import refuse_replacing_inputs

        try:
            refuse_replacing_inputs([(out, False)], [("ROTOWIRE.json", f) for f in files])
        except OutputError as exc:
            raise fail(str(exc)) from None
    games, records, bad = [], 0, 0
    for path in files:
        try:
            result = load_games(path)
        except RecordError as exc:
            err.print(f"[bold red]error:[/] {escape(str(exc))}", markup=True)
            raise typer.Exit(2) from None
        for problem in result.errors:
            err.print(f"[yellow]skipped[/] {escape(str(problem))}", markup=True)
        games.extend(result.games)
        records += len(result.games)
        bad += len(result.errors)
    rows = schedule_rows(games)
    content = to_csv(rows)
    if out is None:
        sys.stdout.write(content)
    else:
        try:
            write_file(out, content)  # atomically, never over a device or a directory
        except OutputError as exc:
            raise fail(str(exc)) from None
        except OSError as exc:
            raise fail(f"{out}: cannot write: {exc.strerror or exc}") from None
    cov = coverage(rows)
    dest = f" to {out}" if out else ""
    err.print(escape(f"wrote {cov.games} games{dest} from {records} records ({records - cov.games} seen twice); "
                     f"seasons {', '.join(cov.seasons) or '-'}"))
    err.print(escape(f"by the teams' records, {cov.missing_team_games} team-games before the last known game of "
                     f"each team are missing: the schedule holds {cov.share:.0%} of them (check uses it only for "
                     "texts whose teams' next game and last 3 games it holds)"))
    if bad:
        raise typer.Exit(1)


@league_app.command("team", cls=Command)
def team(
    name: Annotated[str, typer.Argument(metavar="TEAM", show_default=False,
                                        help="A team: its nickname, city or both ('Spurs', 'San Antonio Spurs').")],
    season: Annotated[Optional[str], typer.Option("--season", metavar="SEASON",
                                                  help="One season ('2016-17'; default: every season of the table).")] = None,
) -> None:
    """A team's season table as the checker knows it: conference, division, arena, coaches, neutral-site games."""
    from factcheck.commands.league_view import team_view

    try:
        out.print(team_view(name, season), markup=False, highlight=False, end="")
    except ValueError as exc:
        raise fail(str(exc)) from None


@league_app.command("standings", cls=Command)
def standings(
    date: Annotated[str, typer.Argument(metavar="DATE", show_default=False, help="The date (YYYY-MM-DD).")],
    schedule: Annotated[Path, typer.Option("--schedule", metavar="SCHEDULE.csv", show_default=False,
                                           help="The full league schedule the standings are computed from.")],
    before: Annotated[bool, typer.Option("--before", help="Before the games of DATE (default: after them).")] = False,
) -> None:
    """The standings on a date, computed from the schedule: records, games behind, seeds, division ranks."""
    from boxscore import RecordError

    from factcheck.commands.league_view import standings_view

    require(files=[schedule])
    try:
        out.print(standings_view(date, schedule, before), markup=False, highlight=False, end="")
    except (ValueError, RecordError) as exc:
        raise fail(str(exc)) from None
