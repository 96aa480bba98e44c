"""``factcheck claims``: what the checker read in each sentence, and what it made of it.

For each text asked for, every claim the reader read (:mod:`factcheck.reader`) with its subject,
attribute, value, time frame and tokens, and its verdict: correct (with the box-score fact), wrong
(with the correction and the comment), or not checked (and why: another game, no data, an
ambiguous binding). A table on a terminal, JSON Lines with ``--format jsonl`` (one claim a line).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from factcheck.commands.support import fail, require, say
from factcheck.text.document import Document
from factcheck.engine.errors import Error
from factcheck.reader.schema import Claim, Status, Verdict


def claim_record(doc: Document, verdict: Verdict, errors: list[Error]) -> dict[str, Any]:
    """One claim and its verdict as a JSON object (token ids from 0, ends exclusive)."""
    claim = verdict.claim
    text = doc.text_id[:-4] if doc.text_id.endswith(".txt") else doc.text_id
    record: dict[str, Any] = {
        "text_id": text,
        "sentence": doc.sentence_of[claim.start] + 1 if claim.start < len(doc) else None,
        "kind": claim.kind,
        "attribute": claim.attribute,
        "subject": _subject(doc, claim),
        "value": _value(doc, claim),
        "frame": claim.frame.value,
        "period": list(claim.period) or None,
        "cue": _span(doc, claim.cue) if claim.cue else None,
        "tokens": [claim.start, claim.end],
        "text": doc.span_text(claim.start, claim.end) if claim.end > claim.start else "",
        "reader": claim.reader,
        "verdict": verdict.status.value,
        "rule": verdict.rule or None,
    }
    if verdict.status is Status.CORRECT:
        record["fact"] = verdict.fact
    elif verdict.status is Status.WRONG:
        record["errors"] = [{"tokens": [e.start, e.end], "text": doc.span_text(e.start, e.end),
                             "category": e.category.value, "correction": e.correction, "comment": e.comment,
                             "rule": e.rule} for e in errors]
    else:
        record["reason"] = verdict.reason
    return record


def _span(doc: Document, span: tuple[int, int]) -> dict[str, Any]:
    return {"tokens": list(span), "text": doc.span_text(*span)}


def _subject(doc: Document, claim: Claim) -> dict[str, Any] | None:
    s = claim.subject
    if s is None:
        return None
    out: dict[str, Any] = {"kind": s.kind, "name": s.label}
    if s.start >= 0:
        out.update(_span(doc, (s.start, s.end)))
    return out


def _value(doc: Document, claim: Claim) -> dict[str, Any] | None:
    v = claim.value
    if v is None:
        return None
    out: dict[str, Any] = {"kind": v.kind}
    for name in ("number", "second", "word"):
        got = getattr(v, name)
        if got not in (None, ""):
            out[name] = got
    out.update(_span(doc, (v.start, v.end)))
    return out


def checked_share(judged: list[tuple[Verdict, list[Error]]]) -> tuple[int, int]:
    """(claims checked: correct or wrong, claims read)."""
    return sum(v.status is not Status.UNCHECKED for v, _ in judged), len(judged)


_STYLE = {Status.CORRECT: "green", Status.WRONG: "bold red", Status.UNCHECKED: "dim"}


def print_table(console: Console, doc: Document, judged: list[tuple[Verdict, list[Error]]]) -> None:
    """The claims of one text as a table: sentence, tokens, kind, subject, value, frame, verdict."""
    checked, total = checked_share(judged)
    table = Table(title=escape(f"{doc.text_id}: {total} claim(s), {checked} checked"), title_justify="left")
    for col in ("s", "subject", "claim", "value", "frame", "verdict"):
        table.add_column(col, overflow="fold")
    for verdict, errors in judged:
        claim = verdict.claim
        s = claim.subject
        subject = "?" if s is None else (doc.span_text(s.start, s.end) if s.start >= 0 else f"({s.label})")
        parts = [span for span in (claim.value and (claim.value.start, claim.value.end), claim.cue) if span]
        value = " ".join(doc.span_text(*span) for span in sorted(set(parts)))
        if verdict.status is Status.WRONG:
            said = "; ".join(f"{doc.span_text(e.start, e.end)} -> {e.correction or e.category.value}: {e.comment}"
                             for e in errors)
        else:
            said = verdict.fact or verdict.reason
        table.add_row(str(doc.sentence_of[claim.start] + 1), escape(subject), escape(f"{claim.kind} {claim.attribute}"),
                      escape(value), claim.frame.value, f"[{_STYLE[verdict.status]}]{verdict.status.value}[/] {escape(said)}")
    console.print(table)


def _example_job():
    """The built-in example (gold/): its game and annotated text."""
    from boxscore import load_game

    from factcheck.io.inputs import Job
    from factcheck.io.resources import gold_dir

    base = gold_dir()
    path = base / "texts" / "G001.txt"
    doc = Document.from_tokenized(path.name, path.read_text(encoding="utf-8"))
    return Job(doc, load_game(base / "example_game.json"), True, str(path))


def claims_command(
    ids: Annotated[Optional[list[str]], typer.Argument(metavar="TEXT_ID", show_default=False,
                                                       help="Texts to show (ids such as S001, or the line number "
                                                            "of --outputs); default: all.")] = None,
    games: Annotated[Optional[Path], typer.Option(metavar="FILE", help="Game records, JSON Lines with shared_task_text_id.")] = None,
    texts: Annotated[Optional[Path], typer.Option(metavar="DIR", help="Directory of <TEXT_ID>.txt summaries (with --games).")] = None,
    rotowire: Annotated[Optional[Path], typer.Option(metavar="FILE", help="RotoWire JSON list of games (with --outputs).")] = None,
    outputs: Annotated[Optional[Path], typer.Option(metavar="FILE", help="NLG outputs, one summary per line (with --rotowire).")] = None,
    allow_count_mismatch: Annotated[bool, typer.Option("--allow-count-mismatch", help="Read --outputs even when its line count is not the number of games.")] = False,
    raw: Annotated[bool, typer.Option("--raw", help="Texts in --texts are detokenized: tokenize them first.")] = False,
    schedule: Annotated[Optional[Path], typer.Option(metavar="CSV", help="League schedule CSV.")] = None,
    league: Annotated[Optional[list[Path]], typer.Option("--league", metavar="JSON", help="RotoWire JSON lists of other games (repeatable).")] = None,
    fmt: Annotated[str, typer.Option("--format", metavar="table|jsonl", help="A table per text, or JSON Lines (one claim a line).")] = "table",
    unchecked: Annotated[bool, typer.Option("--unchecked/--checked-only", help="Also list the claims no rule checked.")] = True,
) -> None:
    """Show the claims read in each text and each claim's verdict (what the checker understood).

    Without --games/--rotowire, the built-in example (gold/) is shown.
    """
    from factcheck.io.inputs import InputError, InputProblem, jobs_from_outputs, jobs_from_text_dir
    from factcheck.commands.league_options import RecordError, build_league, split_paths
    from factcheck.engine.pipeline import Checker

    out = Console(highlight=False, soft_wrap=fmt != "table")
    if fmt not in ("table", "jsonl"):
        raise fail(f"--format {fmt}: give table or jsonl")
    require(files=[games, rotowire, outputs, schedule, *split_paths(league)], dirs=[texts])
    problems: list[InputProblem] = []
    if games is not None or texts is not None:
        if games is None or texts is None:
            raise fail("--games and --texts go together")
        jobs = list(jobs_from_text_dir(games, texts, problems, tokenized=not raw))
    elif rotowire is not None or outputs is not None:
        if rotowire is None or outputs is None:
            raise fail("--rotowire and --outputs go together")
        try:
            jobs = list(jobs_from_outputs(rotowire, outputs, problems, allow_count_mismatch))
        except InputError as exc:
            raise fail(str(exc)) from None
    else:
        jobs = [_example_job()]
    wanted = {i[:-4] if i.endswith(".txt") else i for i in ids or ()}
    if wanted:
        jobs = [j for j in jobs if (j.doc.text_id[:-4] if j.doc.text_id.endswith(".txt") else j.doc.text_id) in wanted]
        if not jobs:
            raise fail("no text with id " + ", ".join(sorted(wanted)))
    checker = Checker()
    try:
        checker.league = build_league(schedule, split_paths(league), (j.game for j in jobs))
    except RecordError as exc:
        raise fail(str(exc)) from None
    total = checked = 0
    for job in jobs:
        _, judged, failures = checker.check_with_verdicts(job.doc, job.game, job.tokenized)
        problems.extend(InputProblem(job.where or job.doc.text_id, f"{rule}: {message}", "rule failed")
                        for rule, message in failures)
        c, t = checked_share(judged)
        checked, total = checked + c, total + t
        shown = [(v, e) for v, e in judged if unchecked or v.status is not Status.UNCHECKED]
        if fmt == "jsonl":
            for verdict, errors in shown:
                out.file.write(json.dumps(claim_record(job.doc, verdict, errors), ensure_ascii=False) + "\n")
        else:
            print_table(out, job.doc, shown)
    for problem in problems:
        say(problem.label, str(problem))
    share = f" ({checked / total:.0%})" if total else ""
    say("", f"{len(jobs)} text(s): {total} claim(s) read, {checked} checked{share}")
    if problems:
        raise typer.Exit(1)
