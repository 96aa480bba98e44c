"""How the command line meets a person: help, usage errors, missing paths, pipes.

- ``--help`` (and ``-h``, everywhere) shows each option's metavar (``FILE``, ``DIR``, ``N``) and nothing after a flag or an
  argument's name, never typer's own type labels such as ``<bool>`` or ``<list[Path]>``.
- A usage error (unknown option, missing or bad value) is one line on stderr and status 2, as is
  an input path that is not there; typer's boxed error panel is not used.
- Messages may hold brackets (``pip install 'nba-factcheck[plot]'``): :func:`say` escapes them, so
  rich markup never eats literal text.
- ``factcheck compare ... | head``: :class:`ResultConsole` (and :func:`quiet_pipe` for plain
  writes) stop writing to a closed stdout without a traceback; the command ends with its own status.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.markup import escape
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

try:  # typer 0.2x carries its own copy of click
    from typer._click.core import Context, Parameter
    from typer._click.exceptions import ClickException, UsageError
except ImportError:  # earlier typer is built on click itself
    from click import Context, Parameter  # type: ignore[no-redef]
    from click.exceptions import ClickException, UsageError  # type: ignore[no-redef]

#: ``-h`` as well as ``--help``, on the group and (inherited) on every command.
HELP_OPTIONS = {"help_option_names": ["-h", "--help"]}
_err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)
#: Notes, progress and errors: stderr, never coloured by markup in the messages.
STDERR = _err


def say(label: str, message: str, style: str = "yellow", console: Console | None = None) -> None:
    """One line on stderr: a styled ``label`` and the message, printed as written (no markup)."""
    styled = f"[{style}]{escape(label)}[/]" if style else escape(label)
    (console or _err).print(f"{styled} {escape(message)}" if label else escape(message))


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print ``error: message`` (one line) and return the Exit to raise: ``raise fail(...)``."""
    say("error:", message, "bold red")
    return typer.Exit(code)


# ---- help ----------------------------------------------------------------------------------------
class _NamedArgument(TyperArgument):
    """An argument whose help row shows its metavar only (typer adds a type label such as ``<path>``)."""

    def display_type_rich(self, ctx: Context) -> str | None:
        return None

    def _rich_display_name(self) -> str:  # RUN... whether or not the metavar was given
        return self.display_name_raw + ("..." if self.nargs != 1 else "")

    def _usage_display_name(self) -> str:  # typer 0.2x writes a required argument as {BASE}
        name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
        return name + ("..." if self.nargs != 1 else "")


def _tidy(params: Iterable[Parameter]) -> None:
    """Flags take no value: no metavar; arguments are named by their metavar alone."""
    for param in params:
        if isinstance(param, TyperOption) and param.is_flag and param.metavar is None:
            param.metavar = ""
        elif type(param) is TyperArgument:
            param.__class__ = _NamedArgument


class Command(TyperCommand):
    """A subcommand with tidy help (see the module's doc) and strict options: a single-valued
    option given twice is refused (click would keep the last one silently), and RotoWire files
    may follow one ``--league`` (``--league test.json valid.json``)."""

    def get_params(self, ctx: Context) -> list[Parameter]:
        params = super().get_params(ctx)
        _tidy(params)
        return params

    def parse_args(self, ctx: Context, args: list[str]) -> list[str]:
        params = self.get_params(ctx)
        if any("--league" in getattr(p, "opts", ()) for p in params):
            args = _league_tail(args, has_arguments=any(isinstance(p, TyperArgument) for p in params))
        _refuse_repeated(self, ctx, args)
        return super().parse_args(ctx, args)


def _league_tail(args: list[str], has_arguments: bool) -> list[str]:
    """``--league a.json b.json`` as ``--league a.json --league b.json``: the words after one
    ``--league`` value are league files too (for a command with arguments of its own, only
    those that are files)."""
    out: list[str] = []
    after_league = False
    i = 0
    while i < len(args):
        word = args[i]
        if word == "--":
            out.extend(args[i:])
            break
        if word == "--league" and i + 1 < len(args):
            out += args[i:i + 2]
            after_league, i = True, i + 2
            continue
        if after_league and not word.startswith("-") and (not has_arguments or Path(word).is_file()):
            out += ["--league", word]
        else:
            after_league = word.startswith("--league=")
            out.append(word)
        i += 1
    return out


def _refuse_repeated(command: TyperCommand, ctx: Context, args: list[str]) -> None:
    """A usage error for an option that takes one value given more than once, and for a stray
    argument of a command that takes none (click's parser is run once more to see them)."""
    try:
        _, rest, order = command.make_parser(ctx).parse_args(args=list(args))
    except ClickException:
        return  # the real parse reports it
    seen: dict[str, int] = {}
    for param in order:
        if isinstance(param, TyperOption) and not (param.multiple or param.is_flag or param.count):
            seen[param.opts[0]] = seen.get(param.opts[0], 0) + 1
    for name, times in seen.items():
        if times > 1:
            raise UsageError(f"option '{name}' given {times} times, but it takes one value: give it once", ctx)
    takes_arguments = any(isinstance(p, TyperArgument) for p in command.get_params(ctx))
    if rest and not takes_arguments and any("--league" in getattr(p, "opts", ()) for p in command.get_params(ctx)):
        raise UsageError(f"unexpected argument {rest[0]} (RotoWire files for earlier games go after --league)", ctx)


class Group(TyperGroup):
    """The ``factcheck`` group: tidy help, and usage errors in one line with status 2."""

    def get_params(self, ctx: Context) -> list[Parameter]:
        params = super().get_params(ctx)
        _tidy(params)
        return params

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        try:
            status = super().main(*args, standalone_mode=False, **kwargs)
        except ClickException as exc:
            if type(exc).__name__ == "NoArgsIsHelpError":  # click 8.2+: the help was printed
                sys.exit(exc.exit_code)
            message = exc.format_message().rstrip(".")
            ctx = getattr(exc, "ctx", None)
            if isinstance(exc, UsageError) and ctx is not None:
                message += f"; see '{ctx.command_path} --help'"
            fail(message)
            sys.exit(exc.exit_code)
        except typer.Abort:
            say("", "aborted")
            sys.exit(1)
        sys.exit(status if isinstance(status, int) else 0)


# ---- input paths ---------------------------------------------------------------------------------
def missing(path: Path | None, directory: bool = False) -> str | None:
    """Why ``path`` cannot be read as a file (or a directory), or None when it can (or is not given)."""
    if path is None:
        return None
    if directory:
        if path.is_dir():
            return None
        return f"{path}: not a directory" if path.exists() else f"{path}: directory not found"
    if path.is_file():
        return None
    return f"{path}: a directory, not a file" if path.is_dir() else f"{path}: file not found"


def require(files: Iterable[Path | None] = (), dirs: Iterable[Path | None] = (),
            either: Iterable[Path | None] = ()) -> None:
    """Stop with one line and status 2 at the first input that is not there.

    ``files`` must be files, ``dirs`` directories, ``either`` files or directories.
    """
    problems = [missing(p) for p in files] + [missing(p, directory=True) for p in dirs]
    problems += [None if p is None or p.exists() else f"{p}: no such file or directory" for p in either]
    for problem in problems:
        if problem:
            raise fail(problem)


# ---- pipes ---------------------------------------------------------------------------------------
def _stdout_to_devnull() -> None:
    """Send what is still written to stdout nowhere (its reader has gone)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


class ResultConsole(Console):
    """Results on stdout: when the reader goes (``| head``), stop printing quietly and go on.

    rich's own console exits with status 1 there, which a CI script reads as a regression from
    ``compare`` and which would stop ``profile`` before it writes its CSV and chart.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(highlight=False, soft_wrap=True, emoji=False, **kwargs)

    def on_broken_pipe(self) -> None:
        self.quiet = True
        _stdout_to_devnull()


@contextmanager
def quiet_pipe() -> Iterator[None]:
    """Plain writes to stdout inside: a reader that has gone ends them without a traceback."""
    try:
        yield
        sys.stdout.flush()
    except BrokenPipeError:
        _stdout_to_devnull()
