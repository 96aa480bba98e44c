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

from .words import marks

T = TypeVar("T")
_THE = "the"


@dataclass(frozen=True, slots=True)
class Found(Generic[T]):
    """A name at tokens ``[start, end)`` (a leading "the" of a spelling included) and what it names."""

    start: int
    end: int
    what: T


class NameFinder(Generic[T]):
    """Written forms of names, each with what it names, found longest first, left to right. A form
    that starts with "the" ("The Palace") is looked up from its next word, the article checked
    before it: "the" stands in every sentence, the names in few."""

    def __init__(self, forms: Iterable[tuple[str, T]]) -> None:
        by_first: dict[str, dict[tuple[str, ...], tuple[bool, T]]] = {}
        #: the first words as the names write them (after "the"), and capitalised
        firsts: set[str] = set()
        for written, what in forms:
            for words in {tuple(tokenize_raw(written)[0]), tuple(written.split())}:
                article = words[0].lower() == _THE and len(words) > 1
                words = words[1:] if article else words
                firsts |= {words[0], words[0][:1].upper() + words[0][1:]}
                low = tuple(w.lower() for w in words)
                named = by_first.setdefault(low[0], {})
                if low not in named or named[low][0] and not article:
                    named[low] = (article, what)  # without the article, where a form has none
        #: per first word, its names longest first, each with whether it needs "the" before it
        self._names = {first: sorted(((w, a, t) for w, (a, t) in names.items()), key=lambda n: -len(n[0]))
                       for first, names in by_first.items()}
        #: looked up as written (a capital or a digit first), so that "at", "new" or "time" in lower
        #: case are not visited for "AT & T Center", "New Orleans Arena", "Time Warner Cable Arena"
        self._firsts = frozenset(w for w in firsts if w[:1].isupper() or w[:1].isdigit())

    def find(self, ctx: CheckContext, lo: int = 0, hi: int | None = None) -> list[Found[T]]:
        """The names in tokens ``[lo, hi)`` (the whole document by default)."""
        tokens, low = ctx.tokens, ctx.doc.lower
        hi = len(tokens) if hi is None else hi
        out: list[Found[T]] = []
        at = marks(ctx, self._firsts, exact=True)
        i = at.first_in(lo, hi)
        while i is not None:
            for words, article, what in self._names.get(low[i], ()):
                end = i + len(words)
                if end <= hi and tuple(low[i:end]) == words and _capitalised(tokens, i):
                    start = i
                    if article:
                        if i == 0 or low[i - 1] != _THE or i - 1 < lo:
                            continue
                        start = i - 1
                    out.append(Found(start, end, what))
                    i = end - 1
                    break
            i = at.first_in(i + 1, hi)
        return out


def _capitalised(tokens: list[str], k: int) -> bool:
    """The name's first word starts with a capital or a digit."""
    first = tokens[k][:1]
    return first.isupper() or first.isdigit()
