"""Where each word of a document stands, found once for all rules.

Most rules start a claim only at a few trigger words ("led", "only", "while", a weekday). Each
of them scanning the whole text for its triggers costs a pass over every token per rule; one
index of the lower-case tokens, built per document, answers all of them by lookup. The tokens
inside linked names are kept here too, for the same reason, and corrections written as words
are remembered (:func:`render`). (The digit pairs, "113 - 107", are ``doc.digit_pairs``.)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import chain

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
