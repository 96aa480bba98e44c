"""The claims of a text as a person reads them: one entry per claim, compact at 80 columns.

Each entry is the sentence number, a mark (✓ correct, ✗ wrong, · not checked), who the claim is
about as a reader knows them (the words of the text, or the team's name: never an internal side
such as "vis"), the kind of claim, the words it was read from (once: a value inside its cue is
not repeated) and what became of it: the fact that proves it, the correction and why, or why it
was not checked. An entry wraps under itself, never into the columns of a table::

      1 ✓ Milwaukee Bucks, record "( 4 - 2 )": the Bucks were 4 - 2 after this game
      1 ✗ the game, final score "108 - 99": 99 -> 101, the final score was Bucks 108,
          Nuggets 101
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

from factcheck.io.outputs import safe_text
from factcheck.text.document import Document

if TYPE_CHECKING:
    from boxscore import Game

MARK = {"correct": ("✓", "green"), "wrong": ("✗", "bold red"), "unchecked": ("·", "dim")}
#: Kinds of claim as a reader calls them (the others are their own name, "_" as a space).
KIND_WORDS = {"stat": "", "shots": "shooting", "score": "score", "team_of": "plays for", "name": "name",
              "next_game": "next game", "only": "only", "group_lead": "shared lead", "flow": "course of the game",
              "unverifiable": "not checkable"}
ATTRIBUTE_WORDS = {("score", "final"): "final score", ("record", "team"): "record"}


def who(record: dict, game: "Game | None") -> str:
    """The claim's subject as a person names it."""
    subject = record.get("subject")
    if not subject:
        return "?"
    if subject.get("text"):
        return subject["text"]
    team = subject.get("team") or (_team(game, subject["name"]) if game is not None else None)
    if subject["kind"] == "game":
        return "the game"
    if subject["kind"] == "group":
        group = subject["name"].split(" (")[0]
        return f"{group} ({team})" if team else group
    if subject["kind"] == "team" and team:
        return team
    return subject["name"]


def _team(game: "Game", side: str) -> str | None:
    return {"home": game.home.full_name, "vis": game.vis.full_name}.get(side)


def what(record: dict) -> str:
    """The kind of claim in words ("final score", "record", "plays for")."""
    kind = record["kind"]
    attribute = str(record.get("attribute") or "")
    if (kind, attribute) in ATTRIBUTE_WORDS:
        return ATTRIBUTE_WORDS[(kind, attribute)]
    return KIND_WORDS.get(kind, kind.replace("_", " "))


def words(record: dict) -> str:
    """The words the claim was read from: its value and cue, each stretch of the text once (a value
    inside its cue, "4 - 2" in "( 4 - 2 )", is not shown again)."""
    parts = sorted(((tuple(p["tokens"]), p["text"]) for p in (record.get("value"), record.get("cue")) if p),
                   key=lambda part: (part[0][0], -part[0][1]))
    shown = ""
    end = -1
    for (start, stop), text in parts:
        if stop <= end:
            continue
        shown += ("" if not shown else " " if start == end else " ... ") + text
        end = stop
    return shown


def outcome(record: dict) -> str:
    """What became of the claim: the fact, the correction and why, or why it was not checked."""
    verdict = record["verdict"]
    if verdict == "correct":
        return record.get("fact") or "correct"
    if verdict == "wrong":
        parts = []
        for e in record.get("errors") or ():
            fix = f"{e['text']} -> {e['correction']}" if e.get("correction") else e["category"]
            parts.append(f"{fix}: {e['comment']}" if e.get("comment") else fix)
        return "; ".join(parts) or "wrong"
    return "not checked: " + (record.get("reason") or "no rule checks it")


def entry(record: dict, game: "Game | None") -> tuple[str, str, str]:
    """(sentence number, mark, the rest of the entry) as plain text."""
    kind = what(record)
    said = words(record)
    person = who(record, game)
    if said == person:  # a claim about a name: the name is its words
        said = ""
    head = person + (f", {kind}" if kind else "") + (f' "{said}"' if said else "")
    return str(record.get("sentence") or "-"), record["verdict"], f"{head}: {outcome(record)}"


def print_text(console: Console, doc: Document, game: "Game | None", records: list[dict],
               share: tuple[int, int]) -> None:
    """The entries of one text, wrapped to the console's width under themselves."""
    checked, total = share
    text_id = doc.text_id[:-4] if doc.text_id.endswith(".txt") else doc.text_id
    teams = f" ({game.vis.full_name} at {game.home.full_name})" if game is not None else ""
    pct = f" ({checked / total:.0%})" if total else ""
    console.print(Text(f"{text_id}{teams}: {total} claim(s) read, {checked} checked{pct}", style="bold"))
    width = max(40, console.width)
    for record in records:
        sentence, verdict, rest = entry(record, game)
        rest = safe_text(rest)
        mark, style = MARK[verdict]
        lead = f"{sentence:>3} "
        lines = textwrap.wrap(rest, width=width - len(lead) - 2, break_long_words=True, break_on_hyphens=False) or [""]
        line = Text(lead)
        line.append(mark, style=style)
        line.append(" " + lines[0])
        console.print(line)
        for more in lines[1:]:
            console.print(Text(" " * (len(lead) + 2) + more))
    console.print()
