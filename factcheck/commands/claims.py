"""``factcheck claims``: what the checker read in each sentence, and what it made of it.

For each text asked for, every claim the reader read (:mod:`factcheck.reader`) with its subject,
attribute, value, time frame and tokens, and its verdict: correct (with the box-score fact), wrong
(with the correction and the comment), or not checked (and why: another game, no data, an
ambiguous binding). A compact report for a person (:mod:`factcheck.commands.claims_report`), or
JSON Lines with ``--format jsonl``: a run header as ``check --format jsonl`` writes it, then one
claim a line. The inputs are ``check``'s (:mod:`factcheck.commands.options`).
"""

from __future__ import annotations

import json
from typing import Annotated, Optional

import typer

from factcheck.commands.options import Inputs, input_options
from factcheck.commands.support import STDERR, ResultConsole, fail, say
from factcheck.io.formats.claim_records import claim_record  # noqa: F401 - the records this command writes
from factcheck.claims import Status
from factcheck.text.document import Document


def checked_share(records: list[dict]) -> tuple[int, int]:
    """(claims checked: correct or wrong, claims read)."""
    return sum(r["verdict"] != Status.UNCHECKED.value for r in records), len(records)


def _example_job():
    """The built-in example (gold/): its game and annotated text."""
    from boxscore import load_game

    from factcheck.io.inputs import Job
    from factcheck.io.resources import gold_dir

    base = gold_dir()
    path = base / "texts" / "G001.txt"
    doc = Document.from_tokenized(path.name, path.read_text(encoding="utf-8"))
    return Job(doc, load_game(base / "example_game.json"), True, str(path))


@input_options
def claims_command(
    ids: Annotated[Optional[list[str]], typer.Argument(metavar="TEXT_ID", show_default=False,
                                                       help="Texts to show (ids such as S001, or the line number "
                                                            "of --outputs); default: all.")] = None,
    inputs: Inputs = Inputs(),
    fmt: Annotated[str, typer.Option("--format", metavar="table|jsonl", help="A report per text, or JSON Lines (a run header, then one claim a line).")] = "table",
    unchecked: Annotated[bool, typer.Option("--unchecked/--checked-only", help="Also list the claims no rule checked.")] = True,
) -> None:
    """Show the claims read in each text and each claim's verdict (what the checker understood).

    Without --games/--rotowire/--shared-task, the built-in example (gold/) is shown.
    """
    from factcheck.commands.claims_report import print_text
    from factcheck.commands.options import data_inputs, load_jobs, no_claims_note, open_inputs
    from factcheck.commands.progress import track
    from factcheck.engine.parallel import stream_checks
    from factcheck.io.formats.jsonl import CLAIMS, run_header
    from factcheck.io.formats.run import text_id_of
    from factcheck.io.inputs import InputProblem
    from factcheck.io.outputs import safe_text
    from factcheck.io.signature import run_signature

    if fmt not in ("table", "jsonl"):
        raise fail(f"--format {fmt}: give table or jsonl")
    sources, checker = open_inputs(inputs, required=False)
    problems: list[InputProblem] = []
    after: list[str] = []
    if inputs.given:
        loaded = load_jobs(inputs, sources, checker)
        jobs, problems, after = loaded.jobs, loaded.problems, loaded.after
        for note in loaded.notes:
            say("note", note)
    else:
        jobs = [_example_job()]
    wanted = {i[:-4] if i.endswith(".txt") else i for i in ids or ()}
    if wanted:
        jobs = [j for j in jobs if text_id_of(j.doc) in wanted]
        if not jobs:
            raise fail("no text with id " + ", ".join(sorted(wanted)))
    checker.want_claims = True
    out = ResultConsole()
    if fmt == "jsonl":
        header = run_header(run_signature(inputs.only, data_inputs(inputs)), [text_id_of(j.doc) for j in jobs],
                            CLAIMS)
        out.file.write(safe_text(json.dumps(header, ensure_ascii=False) + "\n"))
    total = checked = 0
    no_claims = []
    progress = lambda outcomes, n: track(outcomes, n, STDERR, "reading claims")  # noqa: E731
    for job, outcome in stream_checks(checker, jobs, problems, inputs.jobs, progress=progress):
        records = outcome.claims or []
        if not records:
            no_claims.append(text_id_of(job.doc))
        c, t = checked_share(records)
        checked, total = checked + c, total + t
        shown = [r for r in records if unchecked or r["verdict"] != Status.UNCHECKED.value]
        if fmt == "jsonl":
            out.file.write(safe_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in shown)))
        else:
            print_text(out, job.doc, job.game, shown, (c, t))
    for problem in problems:
        say(problem.label, str(problem))
    if jobs:
        for note in after + no_claims_note(no_claims):
            say("note", note)
    share = f" ({checked / total:.0%})" if total else ""
    say("", f"{len(jobs)} text(s): {total} claim(s) read, {checked} checked{share}")
    if problems:
        raise typer.Exit(1)
