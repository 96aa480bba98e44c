"""Team-name swaps in human-written summaries: the sentences of RotoWire's valid.json summaries that
say something of one team (its record in brackets, its result, a narrative with a score or a
percentage), with that team's name (nickname, city or both) replaced by the other team's.

The sentences are picked by their surface, not by what the checker reads: a record in brackets
that is the team's, a word of winning or losing, a score pair, a percentage or a part of the game.
A sentence the checker finds anything wrong with as written is left out (the writer may have
slipped, or the checker misreads it): the swap is then the one error of the sentence.

    python tests/_team_swaps.py [--limit N] [--show K]   # prints the figures and K failures
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
VALID = REPO_ROOT.parent / "shared" / "rotowire" / "valid.json"

#: Words that tell a result of the game, said of the team that opens the sentence.
RESULT_WORDS = {"defeated", "beat", "won", "lost", "fell", "prevailed", "topped", "edged", "downed", "routed",
                "rallied", "held", "outscored", "dropped", "victory", "win", "loss", "defeat", "escaped", "cruised"}
#: Words of a part of the game, or of a lead, with a score pair: a narrative.
PART_WORDS = {"quarter", "half", "halftime", "period", "overtime", "break", "lead", "led", "trailed",
              "trailing", "deficit", "run", "start"}
#: A figure of a team's shooting line: a percentage, or made - attempted ("5 - of - 22").
FIGURE = re.compile(r"\b\d+ percent\b|\b\d+ - (?:of|for) - \d+\b")
#: Words of another game, the season, a plan or a streak: such a sentence is not about this game.
OTHER_GAME_WORDS = {"will", "next", "last", "straight", "season", "previous", "streak", "consecutive", "since",
                    "'ll", "would", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                    "career", "road", "trip", "homestand", "series", "game", "games"}
PAIR = re.compile(r"(?<![(] )\b\d+ - \d+\b")
#: How many words after the name a result word may stand ("The Spurs were able to prevail").
NEAR = 6


@dataclass(frozen=True)
class Swap:
    """One sentence of game ``game`` (a valid.json index) with the team ``side``'s name at tokens
    [start, end) of ``tokens`` replaced by ``replacement`` (the other team's, written the same way)."""

    game: int
    side: str
    tokens: tuple[str, ...]
    start: int
    end: int
    replacement: tuple[str, ...]
    why: str

    @property
    def clean(self) -> str:
        return " ".join(self.tokens)

    @property
    def swapped(self) -> str:
        return " ".join(self.tokens[:self.start] + self.replacement + self.tokens[self.end:])

    @property
    def swapped_span(self) -> tuple[int, int]:
        return self.start, self.start + len(self.replacement)


def _sentences(tokens: list[str]) -> Iterator[list[str]]:
    cur: list[str] = []
    for t in tokens:
        cur.append(t)
        if t == ".":
            yield cur
            cur = []
    if cur:
        yield cur


def _names(record: dict, prefix: str) -> list[tuple[str, tuple[str, ...]]]:
    """(form, tokens) of a team's names, the longest first: full, nickname, city."""
    city, name = record[f"{prefix}_city"].split(), record[f"{prefix}_name"].split()
    return [("full", tuple(city + name)), ("name", tuple(name)), ("city", tuple(city))]


def _find(sentence: list[str], words: tuple[str, ...]) -> list[int]:
    n = len(words)
    return [i for i in range(len(sentence) - n + 1) if tuple(sentence[i:i + n]) == words]


def _mentions(sentence: list[str], names: list[tuple[str, tuple[str, ...]]]) -> list[tuple[int, int, str]]:
    """The team's mentions in the sentence, a full name counted once (not again as city or nickname)."""
    found: list[tuple[int, int, str]] = []
    taken: set[int] = set()
    for form, words in names:
        for i in _find(sentence, words):
            if not taken & set(range(i, i + len(words))):
                found.append((i, i + len(words), form))
                taken |= set(range(i, i + len(words)))
    return sorted(found)


def _why(sentence: list[str], start: int, end: int, record: tuple[int, int]) -> str:
    """What the sentence says of the team named at [start, end) that picks it: a record in brackets,
    a result said of the team opening the sentence, a narrative (a score pair with a part of the game
    or a lead, or a shooting line of two figures or more; a lone percentage is a total, not a
    narrative), "" for none. A sentence with words of another game, the season or a plan says
    nothing of this game."""
    if sentence[end:end + 1] == ["("] and sentence[end + 2:end + 3] == ["-"] and sentence[end + 4:end + 5] == [")"] \
            and (sentence[end + 1], sentence[end + 3]) == tuple(map(str, record)):
        return "record"
    low = [w.lower() for w in sentence]
    if set(low) & OTHER_GAME_WORDS or start > 1 or start == 1 and low[0] != "the":
        return ""
    if set(low[end:end + NEAR]) & RESULT_WORDS:
        return "result"
    text = " ".join(sentence)
    if set(low) & PART_WORDS and PAIR.search(text) or len(FIGURE.findall(text)) >= 2:
        return "narrative"
    return ""


def swaps(limit: int | None = None) -> Iterator[Swap]:
    """Every swap of the valid.json summaries: one per sentence and team named once in it, where the
    team names and cities differ (not "Los Angeles" in a Lakers - Clippers game)."""
    games = json.loads(VALID.read_text(encoding="utf-8"))
    for g, record in enumerate(games[:limit]):
        if record["home_city"] == record["vis_city"]:
            continue
        sides = {"home": _names(record, "home"), "vis": _names(record, "vis")}
        records = {p: (int(record[f"{p}_line"]["TEAM-WINS"]), int(record[f"{p}_line"]["TEAM-LOSSES"]))
                   for p in sides}
        for sentence in _sentences(list(record["summary"])):
            for side, names in sides.items():
                other = "vis" if side == "home" else "home"
                found = _mentions(sentence, names)
                if len(found) != 1:
                    continue
                start, end, form = found[0]
                if start > 0 and sentence[start - 1][:1].isupper() and sentence[start - 1] != "The":
                    continue  # part of a longer name ("Los Angeles Clippers" with the city written "LA")
                why = _why(sentence, start, end, records[side])
                if not why:
                    continue
                replacement = dict(sides[other])[form]
                if why == "record" and set(records[side]) & set(records[other]):
                    why = "record tie"  # (its record shares a number with the name written: one fits each)
                yield Swap(g, side, tuple(sentence), start, end, replacement,
                           why + ("" if not _mentions(sentence, sides[other]) else ", other team named"))


def outcome(checker, games, swap: Swap) -> tuple[bool, bool, list] | None:
    """(a NAME error on the swapped name, a NUMBER error elsewhere in the sentence: on its true
    numbers, the errors) of the swap; None when the clean sentence has an alarm (not counted)."""
    from factcheck.text.document import Document

    game = games[swap.game]
    if checker.check(Document.from_tokenized("C", swap.clean), game):
        return None
    doc = Document.from_tokenized("S", swap.swapped)
    errors = checker.check(doc, game)
    a, b = swap.swapped_span
    on_name = any(e.category.value == "NAME" and e.start < b and a < e.end for e in errors)
    on_numbers = any(e.category.value == "NUMBER" and not (e.start < b and a < e.end) for e in errors)
    return on_name, on_numbers, [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in errors]


def measure(checker, games, limit: int | None = None, show: int = 0) -> dict[str, list[int]]:
    """{kind: [swaps, NAME on the swapped name, NUMBER alarms on the true numbers]} by what picked
    the sentence ("record", "result", "narrative"; "record tie" when its record shares a number
    with the team written, "..., other team named" when the sentence names the other team too),
    and "all" and "all but ties"; ``show`` failures printed."""
    counts: dict[str, list[int]] = {}
    shown = 0
    for swap in swaps(limit):
        got = outcome(checker, games, swap)
        if got is None:
            continue
        named, numbers, errors = got
        for key in (swap.why, "all", *(() if "tie" in swap.why else ("all but ties",))):
            row = counts.setdefault(key, [0, 0, 0])
            row[0] += 1
            row[1] += named
            row[2] += numbers
        if (not named or numbers) and shown < show:
            shown += 1
            print(f"[{swap.why}] {swap.swapped}\n     -> {errors}")
    return counts


def main() -> None:
    import argparse

    from boxscore import load_games
    from factcheck.engine.pipeline import Checker

    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--show", type=int, default=20)
    args = parser.parse_args()
    counts = measure(Checker(), load_games(VALID).games, args.limit, args.show)
    print("| swaps of | swaps | NAME on the swapped name | NUMBER alarms on the true numbers |")
    print("| --- | --- | --- | --- |")
    for key, (n, named, numbers) in sorted(counts.items()):
        print(f"| {key} | {n} | {named} ({named / n:.3f}) | {numbers} ({numbers / n:.3f}) |")


if __name__ == "__main__":
    main()
