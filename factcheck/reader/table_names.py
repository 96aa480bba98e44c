"""The league table's names as phrases of tokens: arenas, the places they are in, coaches.

The names are data (:mod:`boxscore.league_table`), not vocabulary: each written form ("AT&T
Center", "FedEx Forum", "Greg Popovich") is tokenized as documents are, in both the shared
task's scheme and as plain words, and looked up where a document holds its first word. A name
is read only where its first word is written with a capital (or a digit): "the Palace" is the
Pistons' arena, "a palace" is not.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

from factcheck.engine.context import CheckContext
from factcheck.text.document import tokenize_raw

from .words import positions

T = TypeVar("T")
_THE = "the"


@dataclass(frozen=True, slots=True)
class Found(Generic[T]):
    """A name at tokens ``[start, end)`` (a leading "the" of a spelling included) and what it names."""

    start: int
    end: int
    what: T


class NameFinder(Generic[T]):
    """Written forms of names, each with what it names, found longest first, left to right."""

    def __init__(self, forms: Iterable[tuple[str, T]]) -> None:
        by_first: dict[str, dict[tuple[str, ...], T]] = {}
        for written, what in forms:
            for words in {tuple(tokenize_raw(written)[0]), tuple(written.split())}:
                low = tuple(w.lower() for w in words)
                by_first.setdefault(low[0], {}).setdefault(low, what)
        #: per first word, its names longest first
        self._names = {first: sorted(names.items(), key=lambda kv: -len(kv[0])) for first, names in by_first.items()}

    def find(self, ctx: CheckContext, lo: int = 0, hi: int | None = None) -> list[Found[T]]:
        """The names in tokens ``[lo, hi)`` (the whole document by default)."""
        tokens, low = ctx.tokens, ctx.doc.lower
        hi = len(tokens) if hi is None else hi
        out: list[Found[T]] = []
        taken = lo
        for i in positions(ctx, self._names):
            if i < max(lo, taken) or i >= hi:
                continue
            for words, what in self._names[low[i]]:
                end = i + len(words)
                if end <= hi and tuple(low[i:end]) == words and _capitalised(tokens, i, end):
                    out.append(Found(i, end, what))
                    taken = end
                    break
        return out


def _capitalised(tokens: list[str], start: int, end: int) -> bool:
    """The name's first word (after a leading "the") starts with a capital or a digit."""
    k = start + (tokens[start].lower() == _THE and end - start > 1)
    first = tokens[k][:1]
    return first.isupper() or first.isdigit()
