"""Where each word of a document stands, found once for all rules.

Most rules start a claim only at a few trigger words ("led", "only", "while", a weekday). Each
of them scanning the whole text for its triggers costs a pass over every token per rule; one
index of the lower-case tokens, built per document, answers all of them by lookup. The tokens
inside linked names are kept here too, for the same reason, and corrections written as words
are remembered (:func:`render`). (The digit pairs, "113 - 107", are ``doc.digit_pairs``.)
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import chain, compress

from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, render_number


def _index(ctx: CheckContext) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for i, w in enumerate(ctx.doc.lower):
        found = index.get(w)
        if found is None:
            index[w] = [i]
        else:
            found.append(i)
    return index


def word_index(ctx: CheckContext) -> dict[str, list[int]]:
    """Every lower-case token of the document with the indices where it stands, in order
    (read-only: the lists are shared by every rule)."""
    return ctx.shared("words.index", _index)


def positions(ctx: CheckContext, words: Iterable[str]) -> list[int]:
    """The indices of the tokens whose lower-case form is one of ``words`` (a set), in text order:
    ``[k for k, w in enumerate(ctx.doc.lower) if w in words]`` without the pass over the text."""
    index = word_index(ctx)
    if isinstance(words, (set, frozenset, dict)) and len(words) > len(index):
        found = [at for w, at in index.items() if w in words]  # a vocabulary larger than the text: its words
    else:
        found = [index[w] for w in words if w in index]
    if not found:
        return []
    if len(found) == 1:
        return list(found[0])
    return sorted(chain.from_iterable(found))


class Marks:
    """Where the words of one set stand in a document (sorted indices), asked about a range.

    Readers ask of every claim whether its clause holds a cue or a break: scanning the clause is
    cheap in a normal sentence and quadratic in one of 40,000 tokens, where every claim's clause
    is the whole text. A question here is a binary search, whatever the length."""

    __slots__ = ("at",)

    def __init__(self, at: list[int]) -> None:
        self.at = at

    def any_in(self, lo: int, hi: int) -> bool:
        """Whether one of the words stands in [lo, hi)."""
        j = bisect_left(self.at, lo)
        return j < len(self.at) and self.at[j] < hi

    def first_in(self, lo: int, hi: int) -> int | None:
        """The first index in [lo, hi) of one of the words, or None."""
        j = bisect_left(self.at, lo)
        return self.at[j] if j < len(self.at) and self.at[j] < hi else None

    def last_in(self, lo: int, hi: int) -> int | None:
        """The last index in [lo, hi) of one of the words, or None."""
        j = bisect_left(self.at, hi) - 1
        return self.at[j] if j >= 0 and self.at[j] >= lo else None


def marks(ctx: CheckContext, words: frozenset[str] | set[str], exact: bool = False) -> Marks:
    """Where the words of ``words`` stand in the document (case-insensitive, or as written when
    ``exact``), found once per document and word set (a frozenset is its own key: give one)."""
    if not isinstance(words, frozenset):
        words = frozenset(words)
    return ctx.shared(("words.marks", words, exact), lambda c: Marks(
        list(compress(range(len(c.tokens)), map(words.__contains__, c.tokens))) if exact else positions(c, words)))


def bigrams(ctx: CheckContext, first: str, second: str) -> Marks:
    """Where the two tokens ``first second`` (as written) stand, by the first's index."""
    def find(c: CheckContext) -> Marks:
        tokens = c.tokens
        return Marks([k - 1 for k in marks(c, frozenset({second}), exact=True).at if k and tokens[k - 1] == first])

    return ctx.shared(("words.bigrams", first, second), find)


def phrase_in(ctx: CheckContext, lo: int, hi: int, firsts: frozenset[str],
              rest: Callable[[list[str], int], bool]) -> bool:
    """Whether a phrase starts in [lo, hi): a word of ``firsts`` at some k, ``rest(lower tokens, k)``
    true of the words after it. Only where a first word stands is looked at."""
    at, low = marks(ctx, firsts), ctx.doc.lower
    k = at.first_in(lo, hi)
    while k is not None:
        if rest(low, k):
            return True
        k = at.first_in(k + 1, hi)
    return False


def _linked(ctx: CheckContext) -> frozenset[int]:
    return frozenset(k for m in (*ctx.mentions.teams, *ctx.mentions.players) for k in range(m.start, m.end))


def linked_positions(ctx: CheckContext) -> frozenset[int]:
    """The indices of the tokens inside a team or player mention, found once per document."""
    return ctx.shared("words.linked", _linked)


@lru_cache(maxsize=1024)
def _render_number(value: int, form: str, tokenized: bool) -> str:
    return render_number(value, form, tokenized)


def render(num: Number, value: int, tokenized: bool) -> str:
    """``num.render(value, tokenized)``, remembered: writing a number as words (num2words) takes
    some 40 µs, and the same few corrections ("three", "eleven") recur in every text."""
    return _render_number(value, "digits" if num.form == "digits" else "word", tokenized)
