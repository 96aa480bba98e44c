"""``factcheck demo``: check the built-in example and show each error in place, explained.

Written for a terminal of 80 columns: the text is wrapped between words and never inside a
marked span, each error is a short entry (what, correction, rule, then why), and the gold
annotation's errors the checker missed are listed with what the reader made of their words.
"""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from boxscore import load_game

from factcheck.text.document import Document
from factcheck.engine.errors import Category, Error
from factcheck.io.formats.gold import GoldSpan, match, read_gold
from factcheck.engine.pipeline import Checker
from factcheck.claims import Status, Verdict
from factcheck.io.resources import gold_dir

#: Colours per category; the letter keeps them apart in greyscale (the shared task's key).
STYLE = {
    Category.NAME: ("N", "bold white on red"), Category.NUMBER: ("U", "bold white on blue"),
    Category.WORD: ("W", "bold black on yellow"), Category.CONTEXT: ("C", "bold white on magenta"),
    Category.NOT_CHECKABLE: ("X", "bold black on cyan"), Category.OTHER: ("O", "bold black on white"),
}


def render(doc: Document, errors: list[Error], width: int | None = None) -> Text:
    """The text with every error span highlighted and numbered: "[1 U|six]".

    With ``width``, lines are broken between tokens to fit it, never inside a marked span.
    """
    units: list[tuple[str, str]] = []  # (text, style): a token, or a whole marked span
    by_start = {e.start: (n, e) for n, e in enumerate(errors, start=1)}
    i = 0
    while i < len(doc.tokens):
        if i in by_start:
            n, e = by_start[i]
            letter, style = STYLE[e.category]
            units.append((f"[{n} {letter}|{doc.span_text(e.start, e.end)}]", style))
            i = e.end
        else:
            units.append((doc.tokens[i], ""))
            i += 1
    text, column = Text(), 0
    for k, (part, style) in enumerate(units):
        if k:
            wrap = width is not None and column + 1 + len(part) > width
            text.append("\n" if wrap else " ")
            column = 0 if wrap else column + 1
        text.append(part, style=style)
        column += len(part)
    return text


def _category(cat: Category | str) -> Text:
    cat = Category(cat)
    letter, style = STYLE[cat]
    return Text.assemble((f" {letter} ", style), f" {cat.value}")


def explain(doc: Document, errors: list[Error]) -> Table:
    """One entry per error: number, category, words -> correction, rule; the reason under it."""
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", no_wrap=True)
    table.add_column(overflow="fold")
    for n, e in enumerate(errors, start=1):
        head = _category(e.category)
        head.append(f'  "{doc.span_text(e.start, e.end)}"')
        if e.correction:
            head.append(f" -> {e.correction}")
        head.append(f"  ({e.rule})", style="dim")
        table.add_row(f"{n}.", Text.assemble(head, "\n", e.comment))
    return table


def _shower(console: Console):
    """``console.print`` that wraps long lines between words (the CLI's console leaves them to the terminal)."""
    return lambda *items: console.print(*items, soft_wrap=False)


def run_demo(console: Console) -> None:
    base = gold_dir()
    game = load_game(base / "example_game.json")
    text_path = base / "texts" / "G001.txt"
    doc = Document.from_tokenized(text_path.name, text_path.read_text(encoding="utf-8"))
    errors, judged, _ = Checker().check_with_verdicts(doc, game)
    show = _shower(console)
    title = f"{game.vis.full_name} at {game.home.full_name}, {game.weekday} {game.date:%B %d, %Y}"
    show(Text(title, style="bold"))
    show(Text(f"final score: {game.vis.name} {game.vis.points}, {game.home.name} {game.home.points}"))
    show()
    show(render(doc, errors, console.width))
    show()
    show(Text(f"{len(errors)} error(s) found:", style="bold"))
    show(explain(doc, errors))
    _compare_with_gold(console, base, doc, errors, [v for v, _ in judged])


def _compare_with_gold(console: Console, base: Path, doc: Document, errors: list[Error],
                       verdicts: list[Verdict]) -> None:
    """How the checker's findings compare with the example's hand annotation, and why it missed what it missed."""
    golds = read_gold(base / "gsml.csv", {doc.text_id[:-4]: doc})[doc.text_id[:-4]]
    found = match(golds, errors)
    show = _shower(console)
    false_alarms = len(errors) - len(found.matched)
    show()
    show(Text(f"Against the hand annotation (gold/gsml.csv): {len(golds) - len(found.missed)} of {len(golds)} "
                       f"annotated errors found, {false_alarms} finding(s) not annotated.", style="bold"))
    if not found.missed:
        return
    show(Text(f"Missed ({len(found.missed)}):", style="bold"))
    table = Table.grid(padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column(overflow="fold")
    for g in found.missed:
        head = _category(g.category)
        head.append(f'  "{doc.span_text(g.start, g.end)}"')
        if g.correction:
            head.append(f" -> {g.correction}")
        table.add_row("-", Text.assemble(head, "\n", g.comment, "\n", (f"why missed: {why_missed(doc, g, verdicts)}", "italic")))
    show(table)


def why_missed(doc: Document, gold: GoldSpan, verdicts: list[Verdict]) -> str:
    """What the reader made of a gold error's words: the claims read there and their verdicts."""
    there = [v for v in verdicts if any(s < gold.end and gold.start < e for s, e in v.claim.spans())]
    if not there:
        return "no claim was read in these words"
    return "; ".join(_read_as(doc, v) for v in there)


def _read_as(doc: Document, verdict: Verdict) -> str:
    claim = verdict.claim
    subject = claim.subject.label if claim.subject is not None else "no one (not bound)"
    value = f" '{doc.span_text(claim.value.start, claim.value.end)}'" if claim.value is not None else ""
    frame = "" if claim.frame.value == "game" else f", frame {claim.frame.value}"
    said = f"read as {claim.kind} {claim.attribute}{value} of {subject}{frame}"
    if verdict.status is Status.CORRECT:
        return f"{said}: judged correct ({verdict.fact})"
    if verdict.status is Status.WRONG:
        return f"{said}: judged wrong, but the error marked other words"
    return f"{said}: not checked ({verdict.reason or 'no reason given'})"
