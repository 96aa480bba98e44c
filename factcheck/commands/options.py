"""The input options of every command that checks texts, defined once.

``check`` and ``claims`` read the same inputs (games and texts, an NLG system's outputs, a clone
of the shared task, league data, the rules to run, the processes to use): :func:`input_options`
adds the one set of options to a command and hands their values over as one :class:`Inputs`,
and :func:`open_inputs` / :func:`load_jobs` turn them into a :class:`~factcheck.engine.pipeline.Checker`
and the jobs, with every problem said in one line. A command cannot drift from the others by
copying an option and changing it.
"""

from __future__ import annotations

import functools
import inspect
import math
import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional

import typer

from factcheck.commands.support import fail, require

if TYPE_CHECKING:
    from factcheck.engine.pipeline import Checker
    from factcheck.io.inputs import InputProblem, Job
    from factcheck.io.signature import DataInputs


def _jobs_at_least_zero(value: int) -> int:
    if value < 0:
        raise typer.BadParameter(f"{value} is not 0 or more (0: one process per CPU)")
    return value


def _confidence(value: Optional[str]) -> Optional[float]:
    """The value of --min-confidence as a number from 0 to 1 (read here, so a bad value is named)."""
    if value is None:
        return None
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    if not 0 <= number <= 1:  # nan fails both comparisons: refused too
        raise typer.BadParameter(f"{value!r} is not a confidence: give a number from 0 to 1")
    return number


GamesOption = Annotated[Optional[Path], typer.Option(
    "--games", metavar="FILE", help="Game records, JSON Lines with shared_task_text_id (shared_task.jsonl).")]
TextsOption = Annotated[Optional[Path], typer.Option(
    "--texts", metavar="DIR", help="Directory of <TEXT_ID>.txt summaries (with --games).")]
RotowireOption = Annotated[Optional[Path], typer.Option(
    "--rotowire", metavar="FILE", help="RotoWire JSON list of games (with --outputs).")]
OutputsOption = Annotated[Optional[Path], typer.Option(
    "--outputs", metavar="FILE", help="NLG outputs, one summary per line, line i = game i (with --rotowire).")]
CountMismatchOption = Annotated[bool, typer.Option(
    "--allow-count-mismatch", help="Check --outputs even when its line count is not the number of games "
                                   "(lines still go to games by position).")]
SharedTaskOption = Annotated[Optional[Path], typer.Option(
    "--shared-task", metavar="DIR", help="A clone of the shared task's repository, or its test_set/: its "
                                         "shared_task.jsonl and texts/ (instead of --games and --texts).")]
RawOption = Annotated[bool, typer.Option(
    "--raw", help="Tokenize every text first (default: each text not in the shared task's tokenization is; "
                  "token ids then count the tokenizer's tokens, not the file's).")]
TokenizedOption = Annotated[bool, typer.Option(
    "--tokenized", help="Take every text as tokenized, as the shared task's are: tokens are the runs of "
                        "non-space characters (default: each text in that tokenization is).")]
ScheduleOption = Annotated[Optional[Path], typer.Option(
    "--schedule", metavar="CSV", help="League schedule CSV (games_2014_2018.csv): next games, streaks.")]
LeagueOption = Annotated[Optional[list[Path]], typer.Option(
    "--league", metavar="JSON", help="RotoWire JSON lists of other games, repeatable, comma-separated, or several "
                                     "after one --league: earlier box scores.")]
NotCheckableOption = Annotated[bool, typer.Option(
    "--not-checkable", help="Also mark claims no given data can settle as NOT_CHECKABLE.")]
RulesOption = Annotated[Optional[str], typer.Option(
    "--rules", metavar="RULES", help="Comma-separated rule families to run (default: all).")]
MinConfidenceOption = Annotated[Optional[str], typer.Option(
    "--min-confidence", metavar="X", callback=_confidence,
    help="Leave out errors less sure than X (0 to 1) in every format; the run's signature names X.")]
JobsOption = Annotated[int, typer.Option(
    "--jobs", metavar="N", callback=_jobs_at_least_zero,
    help="Processes to check texts in (0: one per CPU); the output is the same.")]


@dataclass(frozen=True)
class Inputs:
    """The values of the shared input options (field names are the commands' parameter names)."""

    games: Optional[Path] = None
    texts: Optional[Path] = None
    rotowire: Optional[Path] = None
    outputs: Optional[Path] = None
    allow_count_mismatch: bool = False
    shared_task: Optional[Path] = None
    raw: bool = False
    tokenized: bool = False
    schedule: Optional[Path] = None
    league: Optional[list[Path]] = None
    not_checkable: bool = False
    rules: Optional[str] = None
    min_confidence: Optional[float] = None
    jobs: int = 1

    @property
    def given(self) -> bool:
        """True when any games or texts are named (``claims`` shows its example otherwise)."""
        return any(v is not None for v in (self.games, self.texts, self.rotowire, self.outputs, self.shared_task))

    @property
    def only(self) -> list[str] | None:
        """The rule families asked for (None: all)."""
        return [r.strip() for r in self.rules.split(",") if r.strip()] if self.rules else None

    @property
    def league_files(self) -> list[Path]:
        from factcheck.commands.league_options import split_paths

        return split_paths(self.league)

    @property
    def tokenization(self) -> bool | None:
        """How texts are read: True as tokenized, False tokenized first, None each as it looks."""
        return True if self.tokenized else False if self.raw else None


_ANNOTATIONS: dict[str, Any] = {
    "games": GamesOption, "texts": TextsOption, "rotowire": RotowireOption, "outputs": OutputsOption,
    "allow_count_mismatch": CountMismatchOption, "shared_task": SharedTaskOption, "raw": RawOption,
    "tokenized": TokenizedOption,
    "schedule": ScheduleOption, "league": LeagueOption, "not_checkable": NotCheckableOption,
    "rules": RulesOption, "min_confidence": MinConfidenceOption, "jobs": JobsOption,
}


def input_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """Give ``command`` the shared input options; it receives their values as ``inputs: Inputs``.

    In ``--help`` they come after the command's arguments and before its own options."""
    signature = inspect.signature(command)
    hints = typing.get_type_hints(command, include_extras=True)  # the annotations as objects, not strings
    own = [p.replace(annotation=hints.get(p.name, p.annotation)) for p in signature.parameters.values()
           if p.name != "inputs"]
    shared = [inspect.Parameter(f.name, inspect.Parameter.KEYWORD_ONLY, default=f.default,
                                annotation=_ANNOTATIONS[f.name]) for f in fields(Inputs)]
    clash = {p.name for p in own} & {p.name for p in shared}
    assert not clash, f"{command.__name__} defines shared input options itself: {clash}"
    arguments = [p for p in own if _is_argument(p)]
    options = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own if not _is_argument(p)]

    @functools.wraps(command)
    def with_inputs(*args: Any, **kwargs: Any) -> Any:
        values = {f.name: kwargs.pop(f.name, f.default) for f in fields(Inputs)}
        return command(*args, inputs=Inputs(**values), **kwargs)

    with_inputs.__signature__ = signature.replace(parameters=[*arguments, *shared, *options])  # type: ignore[attr-defined]
    return with_inputs


def _is_argument(param: inspect.Parameter) -> bool:
    metadata = getattr(param.annotation, "__metadata__", ())
    return any(isinstance(m, typer.models.ArgumentInfo) for m in metadata)


@dataclass
class Sources:
    """Where the texts and games come from, once the options are resolved (``--shared-task`` read)."""

    games: Path | None
    texts: Path | None
    rotowire: Path | None
    outputs: Path | None
    #: "train" or "test" for a clone of the shared task (factgenie's split), else None.
    part: str | None = None


@dataclass
class Loaded:
    """The jobs of a run, and what was said while reading them."""

    jobs: list["Job"]
    problems: list["InputProblem"] = field(default_factory=list)
    #: What to say before the run (about the inputs as read).
    notes: list[str] = field(default_factory=list)
    #: What to say after a run that checked texts: which claims the league data given leaves
    #: unchecked, how many texts were tokenized first. Never said on a run that fails.
    after: list[str] = field(default_factory=list)


def open_inputs(inputs: Inputs, *, required: bool = True, also_files: Iterable[Path | None] = ()) -> tuple[Sources, "Checker"]:
    """The sources and a Checker for the options given; a usage error (exit 2, one line) for a
    combination that cannot work, an input path that is not there or an unknown rule.

    ``required=False`` lets a command go on without any texts (``claims`` shows its example)."""
    games, texts, rotowire, outputs = inputs.games, inputs.texts, inputs.rotowire, inputs.outputs
    part = None
    if inputs.raw and inputs.tokenized:
        raise fail("--raw and --tokenized say opposite things: give one (or neither: each text is read as it looks)")
    if inputs.shared_task is not None:
        if games is not None or texts is not None or rotowire is not None or outputs is not None:
            raise fail("--shared-task DIR gives the games and texts: leave out --games, --texts, --rotowire "
                       "and --outputs")
        from factcheck.io.shared_task import LayoutError, find

        try:
            found = find(inputs.shared_task)
        except LayoutError as exc:
            raise fail(str(exc)) from None
        games, texts, part = found.games, found.texts, found.part
    if required or inputs.given:
        if (games is None) == (rotowire is None):
            raise fail("give either --games with --texts, or --rotowire with --outputs (or --shared-task DIR)")
        if games is not None and texts is None:
            raise fail("--games needs --texts DIR")
        if rotowire is not None and outputs is None:
            raise fail("--rotowire needs --outputs FILE")
        if outputs is not None and games is not None:
            raise fail("--outputs goes with --rotowire, not with --games")
        if texts is not None and games is None:
            raise fail("--texts goes with --games")
    # every input there before the run starts (not a "skipped" line and status 1 after it)
    require(files=[games, rotowire, outputs, inputs.schedule, *inputs.league_files, *also_files], dirs=[texts])
    from factcheck.engine.pipeline import Checker

    try:
        checker = Checker(only=inputs.only, not_checkable=inputs.not_checkable,
                          min_confidence=inputs.min_confidence or 0.0)
    except ValueError as exc:  # an unknown rule
        raise fail(str(exc)) from None
    return Sources(games, texts, rotowire, outputs, part), checker


def load_jobs(inputs: Inputs, sources: Sources, checker: "Checker") -> Loaded:
    """Read the texts and games and give the checker its league; problems with single texts or
    records are collected (the run goes on), input that makes the whole run wrong stops it (exit 2)."""
    from factcheck.commands.league_options import RecordError, build_league, skipped_notices
    from factcheck.io.inputs import InputError, jobs_from_outputs, jobs_from_text_dir

    loaded = Loaded([])
    try:
        if sources.games is not None:
            assert sources.texts is not None
            jobs = jobs_from_text_dir(sources.games, sources.texts, loaded.problems, tokenized=inputs.tokenization)
        else:
            assert sources.rotowire is not None and sources.outputs is not None
            jobs = jobs_from_outputs(sources.rotowire, sources.outputs, loaded.problems, inputs.allow_count_mismatch,
                                     loaded.notes, tokenized=inputs.tokenization)
        loaded.jobs = list(jobs)
    except InputError as exc:
        raise fail(str(exc)) from None
    league_files = inputs.league_files
    try:
        checker.league = build_league(inputs.schedule, league_files, (job.game for job in loaded.jobs))
    except RecordError as exc:
        raise fail(str(exc)) from None
    loaded.after += skipped_notices(checker.league, checker.rules, league_files, [job.game for job in loaded.jobs],
                                    named=inputs.only is not None)
    tokenized = sum(not job.tokenized for job in loaded.jobs)
    if tokenized:
        how = "--raw" if inputs.raw else "not in the shared task's tokenization; --tokenized takes them as they are"
        loaded.after.append(f"{tokenized} of {len(loaded.jobs)} text(s) tokenized first ({how})")
    return loaded


def read_paths(inputs: Inputs, sources: Sources, *extra: tuple[str, Path | None]) -> list[tuple[str, Path]]:
    """(option, path) of every file and directory the run reads, for the outputs to be kept off them."""
    from factcheck.io.collisions import input_files

    given = "--shared-task" if inputs.shared_task is not None else None
    return input_files([(given or "--games", sources.games), (given or "--texts", sources.texts),
                        ("--rotowire", sources.rotowire), ("--outputs", sources.outputs),
                        ("--schedule", inputs.schedule), *(("--league", f) for f in inputs.league_files), *extra])


def no_claims_note(text_ids: list[str]) -> list[str]:
    """The note on texts in which no claim was read: a run with no error there says nothing else."""
    if not text_ids:
        return []
    shown = ", ".join(text_ids[:5]) + (", ..." if len(text_ids) > 5 else "")
    return [f"{len(text_ids)} text(s) gave no claim to check ({shown}): nothing in them was read as a fact of "
            "the game, so they have no error to report"]


def data_inputs(inputs: Inputs) -> "DataInputs":
    """What the run's signature says about the data the checker was given besides the texts."""
    from factcheck.io.signature import DataInputs

    return DataInputs(inputs.schedule, tuple(inputs.league_files), inputs.not_checkable, inputs.min_confidence)
