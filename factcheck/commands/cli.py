"""The command line: ``factcheck check``, ``score``, ``demo`` and ``rules``.

Results go to stdout (or ``--out``), progress and messages to stderr. Bad input is reported in
one line naming the file and line, skipped, and the run goes on; it then ends with status 1.
"""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from factcheck import __version__
from factcheck.commands.options import Inputs, input_options
from factcheck.commands.support import HELP_OPTIONS, Command, Group, ResultConsole, fail, require, say

app = typer.Typer(
    cls=Group, add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
    context_settings=HELP_OPTIONS,
    help="Rule-based fact checker for NBA game summaries, in the INLG 2021 accuracy shared task's format.",
)
out = ResultConsole()  # results: a closed pipe ends them quietly
err = Console(stderr=True, highlight=False, soft_wrap=True, emoji=False)


_fail = fail  # one line, status 2


def _version(value: bool) -> None:
    if value:
        out.print(f"factcheck {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")] = False,
) -> None:
    """Check summaries against box scores; score error lists against a GSML."""


@app.command(cls=Command)
@input_options
def check(
    inputs: Inputs,
    out_path: Annotated[Optional[Path], typer.Option("--out", metavar="PATH", help="File (or directory) to write (default: stdout); with several --format, a stem.")] = None,
    formats: Annotated[Optional[list[str]], typer.Option("--format", metavar="FORMAT", help="Output format, repeatable: csv (default), jsonl, html, xmi, factgenie, tsv, claims. With several, --out is a stem.")] = None,
    gold: Annotated[Optional[Path], typer.Option(metavar="CSV", help="A GSML CSV: the html page (--format html) marks each span found / missed / false alarm.")] = None,
    setup_id: Annotated[Optional[str], typer.Option("--setup-id", metavar="ID", help="factgenie: the setup (system) the texts are outputs of (default: the --outputs file's name, or shared-task-texts).")] = None,
    dataset: Annotated[Optional[str], typer.Option("--dataset", metavar="ID", help="factgenie: the dataset id (default: rotowire, or rotowire-shared-task).")] = None,
    split: Annotated[Optional[str], typer.Option("--split", metavar="SPLIT", help="factgenie: the split (default: the --rotowire file's name, e.g. test; train or test for the shared task).")] = None,
) -> None:
    """Check texts against their games and write the errors (submission CSV or review --format).

    League files may also follow one --league: --league test.json valid.json.
    """
    from factcheck.io.collisions import refuse_replacing_inputs
    from factcheck.io.formats import FORMATS, NEEDS_CLAIMS, Numbering, Outputs, read_gold, targets
    from factcheck.io.formats.factgenie import Target
    from factcheck.io.formats.run import Run, text_id_of
    from factcheck.io.outputs import OutputError
    from factcheck.io.inputs import InputProblem
    from factcheck.io.signature import run_signature
    from factcheck.commands.options import data_inputs, load_jobs, no_claims_note, open_inputs, read_paths
    from factcheck.commands.progress import track
    from factcheck.engine.parallel import stream_checks
    from factcheck.evaluation.scorer import ScoreInputError

    sources, checker = open_inputs(inputs, also_files=[gold])
    try:
        where = targets(formats, out_path)
        refuse_replacing_inputs([(dest, FORMATS[name].is_dir) for name, dest in where.items() if dest is not None],
                                read_paths(inputs, sources, ("--gold", gold)))
    except (ValueError, OutputError) as exc:  # a bad format; a device, a FIFO, a directory, an input: refused before the run
        raise _fail(str(exc)) from None
    if gold is not None and "html" not in where:
        raise _fail("--gold marks the review page: give --format html too (the other formats do not show it)")
    loaded = load_jobs(inputs, sources, checker)
    jobs, problems = loaded.jobs, loaded.problems
    for note in loaded.notes:
        say("note", note)
    run = Run([], run_signature(inputs.only, data_inputs(inputs)), ids=[text_id_of(job.doc) for job in jobs],
              factgenie=Target.for_input(sources.games, sources.rotowire, sources.outputs, sources.part, dataset,
                                         split, setup_id))
    if gold is not None:
        try:
            run.gold = read_gold(gold, {text_id_of(job.doc): job.doc for job in jobs})
        except (ScoreInputError, ValueError) as exc:  # a bad --gold file (read before the run: nothing else)
            raise _fail(str(exc)) from None
    progress = lambda outcomes, total: track(outcomes, total, err)  # noqa: E731
    checker.want_claims = bool(NEEDS_CLAIMS & set(where))
    n_texts = n_errors = 0
    no_claims: list[str] = []
    numbering = Numbering()
    written: list[str] = []
    if jobs or not problems:
        try:  # each text is written to every format as soon as it is checked (a failing rule is reported, not fatal)
            with _stopped_cleanly(), Outputs(run, where) as outputs:
                for note in outputs.notes:
                    say("note", note)
                for job, outcome in stream_checks(checker, jobs, problems, inputs.jobs, progress=progress, release=True):
                    outputs.add(numbering.text(job.doc, outcome.errors, job.game, outcome.claims, job.tokenized,
                                               outcome.n_claims))
                    n_texts, n_errors = n_texts + 1, n_errors + len(outcome.errors)
                    if not outcome.n_claims:
                        no_claims.append(text_id_of(job.doc))
        except OutputError as exc:
            raise _fail(str(exc)) from None
        written = outputs.written
    problems.extend(InputProblem(*line.split(": ", 1)) for line in run.problems)  # a text a format left out
    for problem in problems:
        say(problem.label, str(problem))
    if not jobs and problems:  # nothing could be checked: the previous outputs stay as they were
        kept = f"; {out_path} left as it was" if out_path is not None else ""
        say("", f"checked no text: nothing written{kept}; {len(problems)} problem(s) reported above")
        raise typer.Exit(1)
    for note in loaded.after + no_claims_note(no_claims):
        say("note", note)
    dest = f" to {out_path}" if len(written) == 1 and out_path else (f" ({'; '.join(written)})" if written else "")
    say("", f"checked {n_texts} text(s), {n_errors} error(s) written{dest}"
        + (f"; {len(problems)} problem(s) reported above" if problems else ""))
    if problems:
        raise typer.Exit(1)


@contextmanager
def _stopped_cleanly() -> Iterator[None]:
    """SIGTERM (``timeout``, a scheduler) and SIGHUP (a closed terminal) end the run like Ctrl-C:
    temporary outputs are removed, the locks released and the previous outputs stay. Worker
    processes keep the default action."""
    main = os.getpid()

    def stop(signum: int, _frame: object) -> None:
        if os.getpid() != main:
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        raise SystemExit(128 + signum)

    stops = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    try:
        previous = {signum: signal.signal(signum, stop) for signum in stops}
    except ValueError:  # not the main thread (an embedding application): leave signals alone
        yield
        return
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


@app.command(cls=Command)
def score(
    submission: Annotated[Path, typer.Option(metavar="FILE", help="The submission CSV to score, or a run's jsonl (check --format jsonl).")],
    gsml: Annotated[Optional[Path], typer.Option(metavar="CSV", help="The gold standard mistake list (GSML CSV).")] = None,
    texts: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Directory of the <TEXT_ID>.txt texts: maps sentence ids and checks TOKENS.")] = None,
    token_lookup: Annotated[Optional[Path], typer.Option(metavar="YAML", help="The organisers' token_lookup.yaml (instead of --texts).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of a table.")] = False,
    raw: Annotated[bool, typer.Option("--raw", help="Tokenize every text in --texts first (default: each text not in the shared task's tokenization is, as check does).")] = False,
    tokenized: Annotated[bool, typer.Option("--tokenized", help="Take every text in --texts as tokenized (default: each text in the shared task's tokenization is).")] = False,
    buckets: Annotated[Optional[Path], typer.Option(metavar="CSV", help="Also report recall per claim family from a file like gold_buckets_train.csv.")] = None,
    shared_task: Annotated[Optional[Path], typer.Option("--shared-task", metavar="DIR", help="A clone of the shared task's repository, or its test_set/: its gsml.csv and texts/ (instead of --gsml and --texts).")] = None,
    sweep: Annotated[bool, typer.Option("--sweep", help="Precision and recall at each confidence of the run's errors (keeping those at or above it); needs the run's jsonl.")] = False,
) -> None:
    """Score a submission against a GSML with the shared task's evaluate.py method."""
    if shared_task is not None:
        if gsml is not None or texts is not None or token_lookup is not None:
            raise _fail("--shared-task DIR gives the GSML and texts: leave out --gsml, --texts and --token-lookup")
        from factcheck.io.shared_task import LayoutError, find

        try:
            found = find(shared_task, need_gsml=True)
        except LayoutError as exc:
            raise _fail(str(exc)) from None
        gsml, texts = found.gsml, found.texts
    if gsml is None:
        raise _fail("give --gsml GSML.csv (or --shared-task DIR)")
    if raw and tokenized:
        raise _fail("--raw and --tokenized say opposite things: give one (or neither: each text is read as it looks)")
    from factcheck.evaluation.scorer import ScoreInputError, load_token_lookup, no_common_text, read_mistakes
    from factcheck.evaluation.scorer import score as compute
    from factcheck.evaluation.sweep import JsonlRun, read_jsonl_run

    is_jsonl = submission.suffix.lower() == ".jsonl"
    if sweep and not is_jsonl:
        raise _fail(f"{submission}: a submission CSV carries no confidences: --sweep needs the run's jsonl "
                    "(check --format jsonl)")
    if sweep and buckets is not None:
        raise _fail("--sweep scores the run per threshold: leave out --buckets (give it without --sweep)")
    require(files=[gsml, submission, token_lookup, buckets], dirs=[texts])
    text_maps = None
    try:
        if texts is not None:
            text_maps = _load_text_dir(texts, True if tokenized else False if raw else None)
        elif token_lookup is not None:
            text_maps = load_token_lookup(token_lookup)
        # with the texts known, a row for any other text is an error (a TEXT_ID typo, the wrong texts)
        gold = read_mistakes(gsml, text_maps, known_texts_only=True)
        run: JsonlRun | None = None
        if is_jsonl:
            run = read_jsonl_run(submission, text_maps, known_texts_only=True)
            sub = run.mistakes
        else:
            sub = read_mistakes(submission, text_maps, known_texts_only=True)
        found = run.sure() if sweep and run is not None else None
    except ScoreInputError as exc:
        raise _fail(str(exc)) from None
    disjoint = no_common_text(str(submission), sub, str(gsml), gold)
    if disjoint:  # the gold list of the other partition: recall 0 would be no result
        raise _fail(disjoint)
    unknown = sorted(set(sub) - set(gold))
    if unknown and text_maps is None:  # perhaps texts without gold mistakes: said, not refused
        shown = ", ".join(unknown[:5]) + (", ..." if len(unknown) > 5 else "")
        err.print(f"[yellow]note[/] {escape(f'{submission}: {len(unknown)} text id(s) not in {gsml} ({shown}); their rows count as false alarms')}",
                  markup=True)
    if found is not None:
        _print_sweep(submission, gsml, gold, found, as_json)
        return
    result = compute(gold, sub)
    per_family = None
    if buckets is not None:
        from factcheck.evaluation.buckets import bucket_recall, read_buckets

        try:
            per_family = bucket_recall(gold, sub, read_buckets(buckets))
        except ScoreInputError as exc:
            raise _fail(str(exc)) from None
    if as_json:
        payload = {k: v.as_dict() for k, v in result.items()}
        if per_family is not None:
            payload["buckets"] = {kind: {name: {"gold": g, "recalled": r, "recall": r / g if g else None}
                                         for name, (g, r) in rows.items()} for kind, rows in per_family.items()}
        sys.stdout.write(json.dumps(payload, indent=2) + "\n")  # plain: never coloured
        return
    table = Table(title=escape(f"{submission.name} against {gsml.name}"), caption="R recall, P precision; "
                  "gold / submitted / recalled mistakes")
    rows = [[name, *(_fmt(x) for x in (s.mistake_recall, s.mistake_precision, s.token_recall, s.token_precision)),
             str(s.gold_mistakes), str(s.submitted_mistakes), str(s.recalled_mistakes)] for name, s in result.items()]
    _fill(table, ["", "mistake R", "mistake P", "token R", "token P", "gold", "sub", "rec"], rows)
    out.print(table)
    if per_family is not None:
        for kind, rows in per_family.items():
            t = Table(title=escape(f"recall per {kind} (overall matching)"))
            for col in (kind, "gold", "recalled", "recall"):
                t.add_column(escape(col), justify="left" if col == kind else "right")
            for name, (g, r) in rows.items():
                t.add_row(escape(name), str(g), str(r), _fmt(r / g if g else None))
            out.print(t)


def _print_sweep(submission: Path, gsml: Path, gold, found, as_json: bool) -> None:
    """The run scored at each threshold: a table of the overall figures, or JSON with every category."""
    from factcheck.evaluation.sweep import sweep

    rows = sweep(gold, found)
    if as_json:
        sys.stdout.write(json.dumps({"thresholds": [r.as_dict() for r in rows]}, indent=2) + "\n")
        return
    table = Table(title=escape(f"{submission.name} against {gsml.name}, per confidence threshold"),
                  caption="errors at or above the threshold kept; overall (categories ignored); "
                          "R recall, P precision; gold / recalled mistakes")
    cells = [[f"{r.threshold:.2f}", str(r.kept), *(_fmt(x) for x in (r.overall.mistake_recall, r.overall.mistake_precision,
                                                                     r.overall.token_recall, r.overall.token_precision)),
              str(r.overall.gold_mistakes), str(r.overall.recalled_mistakes)] for r in rows]
    _fill(table, ["min confidence", "kept", "mistake R", "mistake P", "token R", "token P", "gold", "rec"], cells)
    out.print(table)


def _fill(table: Table, heads: list[str], rows: list[list[str]]) -> None:
    """Columns and rows, every cell whole (counts are never cut): when one-line headers would not
    fit, they take two lines. An empty first head is a left-aligned label column."""
    one_line = sum(max(len(h), *(len(r[i]) for r in rows)) + 3 for i, h in enumerate(heads)) + 1
    for h in heads:
        table.add_column(h if one_line <= out.width else h.replace(" ", "\n"), justify="right" if h else "left",
                         no_wrap=True)
    for row in rows:
        table.add_row(*row)


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def _load_text_dir(texts: Path, tokenized: bool | None):
    from factcheck.text.document import Document
    from factcheck.io.inputs import read_text_file
    from factcheck.evaluation.scorer import ScoreInputError, normalise_text_id

    if not texts.is_dir():
        raise ScoreInputError(f"{texts}: not a directory of <TEXT_ID>.txt files")
    maps = {}
    for path in sorted(texts.glob("*.txt")):
        try:
            content = read_text_file(path)
        except (OSError, ValueError) as exc:
            err.print(f"[yellow]skipped[/] {escape(f'{path}:1: {exc}')}", markup=True)
            continue
        maps[normalise_text_id(path.name)] = Document.from_text(path.name, content, tokenized)
    return maps


@app.command(cls=Command)
def demo() -> None:
    """Check the built-in example (gold/) and print the text with its errors explained."""
    from factcheck.commands.demo import run_demo

    run_demo(out)


@app.command(name="rules", cls=Command)
def list_rules(
    name: Annotated[Optional[str], typer.Argument(metavar="RULE", help="Show one rule whole: why, what it verifies, examples.", show_default=False)] = None,
    markdown: Annotated[bool, typer.Option("--markdown", help="Print every rule's documentation as Markdown (docs/rules.md).")] = False,
) -> None:
    """List the rule families and what each checks."""
    from factcheck.commands.rule_docs import rule_markdown, rules_markdown
    from rules import load_all, signature

    registry = load_all()
    if markdown:
        out.print(rules_markdown(registry), markup=False, highlight=False, end="")
        return
    if name is not None:
        if name not in registry:
            raise _fail(f"unknown rule {escape(name)!r} (known: {', '.join(registry)})")
        out.print(rule_markdown(registry[name]), markup=False, highlight=False, end="")
        return
    table = Table(title=f"rule set {signature()}")
    table.add_column("rule")
    table.add_column("needs")
    table.add_column("checks")
    for spec in registry.values():
        table.add_row(spec.name, spec.needs, escape(spec.description))
    out.print(table)


def _register_review_commands() -> None:
    """``profile`` and ``compare`` live in their own modules (regression testing of NLG systems)."""
    from factcheck.commands.claims import claims_command
    from factcheck.commands.compare import compare_command
    from factcheck.commands.profile import profile_command

    app.command(name="profile", cls=Command)(profile_command)
    app.command(name="compare", cls=Command)(compare_command)
    app.command(name="claims", cls=Command)(claims_command)
    from factcheck.commands.league import league_app

    app.add_typer(league_app, name="league")


_register_review_commands()


def main() -> None:
    """Console-script entry point."""
    app()
