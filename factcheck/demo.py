"""``factcheck demo``: check the built-in example and show each error in place, explained."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table
from rich.text import Text

from boxscore import load_game

from .document import Document
from .errors import Category, Error
from .pipeline import Checker
from .resources import gold_dir

#: Colours per category; the letter keeps them apart in greyscale (the shared task's key).
STYLE = {
    Category.NAME: ("N", "bold white on red"), Category.NUMBER: ("U", "bold white on blue"),
    Category.WORD: ("W", "bold black on yellow"), Category.CONTEXT: ("C", "bold white on magenta"),
    Category.NOT_CHECKABLE: ("X", "bold black on cyan"), Category.OTHER: ("O", "bold black on white"),
}


def render(doc: Document, errors: list[Error]) -> Text:
    """The text with every error span highlighted and numbered: "[1 U|six]"."""
    text = Text()
    by_start = {e.start: (n, e) for n, e in enumerate(errors, start=1)}
    i = 0
    while i < len(doc.tokens):
        if i:
            text.append(" ")
        if i in by_start:
            n, e = by_start[i]
            letter, style = STYLE[e.category]
            text.append(f"[{n} {letter}|{doc.span_text(e.start, e.end)}]", style=style)
            i = e.end
        else:
            text.append(doc.tokens[i])
            i += 1
    return text


def explain(doc: Document, errors: list[Error]) -> Table:
    table = Table(show_lines=False)
    for col in ("#", "type", "tokens", "correction", "why", "rule"):
        table.add_column(col)
    for n, e in enumerate(errors, start=1):
        table.add_row(str(n), e.category.value, doc.span_text(e.start, e.end), e.correction, e.comment, e.rule)
    return table


def run_demo(console: Console) -> None:
    base = gold_dir()
    game = load_game(base / "example_game.json")
    text_path = base / "texts" / "G001.txt"
    doc = Document.from_tokenized(text_path.name, text_path.read_text(encoding="utf-8"))
    errors = Checker().check(doc, game)
    console.print(f"[bold]{game.vis.full_name} at {game.home.full_name}, {game.weekday} {game.date:%B %d, %Y}: "
                  f"{game.vis.name} {game.vis.points}, {game.home.name} {game.home.points}[/]")
    console.print(render(doc, errors))
    console.print()
    console.print(explain(doc, errors))
    _compare_with_gold(console, base, doc, errors)


def _compare_with_gold(console: Console, base, doc: Document, errors: list[Error]) -> None:
    """How the checker's findings compare with the example's hand annotation."""
    from .scorer import Mistake, normalise_text_id, read_mistakes, score

    tid = normalise_text_id(doc.text_id)
    gold = read_mistakes(base / "gsml.csv", {tid: doc})
    sub = {tid: [Mistake(tid, e.start + 1, e.end, e.category.value, 0) for e in errors]}
    s = score(gold, sub)["overall"]
    console.print(f"Against the hand annotation (gold/gsml.csv): {s.recalled_mistakes} of {s.gold_mistakes} "
                  f"annotated errors found, {s.submitted_mistakes - s.recalled_mistakes} finding(s) not annotated.")
