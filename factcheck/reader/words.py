"""Where each word of a document stands, found once for all rules.

Most rules start a claim only at a few trigger words ("led", "only", "while", a weekday). Each
of them scanning the whole text for its triggers costs a pass over every token per rule; one
index of the lower-case tokens, built per document, answers all of them by lookup. The tokens
inside linked names are kept here too, for the same reason, and corrections written as words
are remembered (:func:`render`). (The digit pairs, "113 - 107", are ``doc.digit_pairs``.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, render_number

from .analysis import Marks

__all__ = ["Marks", "bigrams", "linked_positions", "marks", "phrase_in", "positions", "render", "word_index"]


def word_index(ctx: CheckContext) -> dict[str, list[int]]:
    """Every lower-case token of the document with the indices where it stands, in order
    (read-only: the lists are shared by every rule)."""
    return ctx.analysis.word_index


def positions(ctx: CheckContext, words: Iterable[str]) -> list[int]:
    """The indices of the tokens whose lower-case form is one of ``words`` (a set), in text order:
    ``[k for k, w in enumerate(ctx.doc.lower) if w in words]`` without the pass over the text."""
    return ctx.analysis.positions(words)


def marks(ctx: CheckContext, words: frozenset[str] | set[str], exact: bool = False) -> Marks:
    """Where the words of ``words`` stand in the document (case-insensitive, or as written when
    ``exact``), found once per document and word set (a frozenset is its own key: give one)."""
    return ctx.analysis.marks(words if isinstance(words, frozenset) else frozenset(words), exact)


def bigrams(ctx: CheckContext, first: str, second: str) -> Marks:
    """Where the two tokens ``first second`` (as written) stand, by the first's index."""
    return ctx.analysis.bigrams(first, second)


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


def linked_positions(ctx: CheckContext) -> frozenset[int]:
    """The indices of the tokens inside a team or player mention, found once per document."""
    return ctx.analysis.linked_positions


@lru_cache(maxsize=1024)
def _render_number(value: int, form: str, tokenized: bool) -> str:
    return render_number(value, form, tokenized)


def render(num: Number, value: int, tokenized: bool) -> str:
    """``num.render(value, tokenized)``, remembered: writing a number as words (num2words) takes
    some 40 µs, and the same few corrections ("three", "eleven") recur in every text."""
    return _render_number(value, "digits" if num.form == "digits" else "word", tokenized)
