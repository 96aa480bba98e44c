"""Capitalised words that may be names no mention covers: someone the linker does not know.

A binder must not hand a number across such a name ("X , who started with Y no longer on the
roster , finished with 20 points" is X's; "X said Y had 20 points" is not): :func:`unknown_name_between`
says whether one stands between two positions. Found once per document.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import compress, count
from operator import ne

from factcheck.engine.context import CheckContext
from factcheck.text.linking import TEAM_NAME_ALIASES
from factcheck.text.name_forms import ABBREVIATIONS
from factcheck import lexicon

from .analysis import NameWords
from .player_refs import title_positions


def _name_words(ctx: CheckContext) -> NameWords:
    starts = set(ctx.doc.sentence_starts)
    tokens = ctx.tokens
    # a singular nickname is a team word, not a name: "the only other Laker in double figures"
    singular_of = {n for t in ctx.game.teams for n in (t.name, *TEAM_NAME_ALIASES.get(t.name, ()))}
    titles = title_positions(ctx)  # "the reigning Rookie of the Year": no one else's name
    # the tokens that differ from their lower case, found in C: the many others are never looked at
    not_lower = compress(count(), map(ne, tokens, ctx.doc.lower))
    positions = [k for k in not_lower if (tok := tokens[k])[:1].isupper() and tok.isalpha() and k not in starts
                 and tok not in _CAPITALISED_WORDS and tok + "s" not in singular_of and k not in titles]
    covering: dict[int, tuple[int, int]] = {}
    for m in (*ctx.mentions.players, *ctx.mentions.teams):
        for k in range(m.start, m.end):
            covering[k] = (m.start, m.end)
    return NameWords(positions, covering, [k for k in positions if k not in covering])


def name_words(ctx: CheckContext) -> NameWords:
    """The document's :class:`NameWords`, found once per document."""
    analysis = ctx.analysis
    found = analysis.name_words
    if found is None:
        found = analysis.name_words = _name_words(ctx)
    return found


def unknown_name_between(ctx: CheckContext, lo: int, hi: int, oblique_ok: bool = False) -> bool:
    """A capitalised word that is no linked mention, inside a sentence: someone else's name.

    A word counts as linked when its mention lies within [lo, hi). With ``oblique_ok``, a name
    that is the object of a preposition ("filling in for Ricky Rubio", "in place of the injured
    X") is no new subject and does not count.
    """
    words = name_words(ctx)
    tokens = ctx.tokens
    uncovered = words.uncovered
    n = bisect_left(uncovered, lo)
    while n < len(uncovered) and uncovered[n] < hi:
        if not (oblique_ok and after_preposition(tokens, uncovered[n], lo)):
            return True
        n += 1
    # a mention reaching out of [lo, hi) holds the position lo or hi - 1: its words inside count too
    positions = words.positions
    for span in (words.covering.get(lo), words.covering.get(hi - 1)):
        if span is not None and (span[0] < lo or span[1] > hi):
            m = bisect_left(positions, max(lo, span[0]))
            while m < len(positions) and positions[m] < min(hi, span[1]):
                if not (oblique_ok and after_preposition(tokens, positions[m], lo)):
                    return True
                m += 1
    return False


#: Words before a player that make him the object of a preposition, never the "he" of a later clause.
_OBLIQUE_BEFORE = lexicon.words("oblique_before")


def after_preposition(tokens: list[str], k: int, lo: int) -> bool:
    """The name the word at ``k`` belongs to follows a preposition: "for B", "for the ailing B",
    "in place of B"."""
    end = k
    while end + 1 < len(tokens) and tokens[end + 1][:1].isupper():
        end += 1
    if tokens[end].endswith(("'s", "’s")) or tokens[end + 1:end + 2] in (["'s"], ["'"], ["’s"]):
        return False  # "for X 's first off night": X is the doer of what follows
    j = k - 1
    while j >= lo and tokens[j][:1].isupper():
        j -= 1  # (the name's first words)
    if j >= lo and tokens[j] not in _OBLIQUE_BEFORE and j - 2 >= lo and tokens[j - 1] in {"the", "his"}:
        j -= 2  # "the ailing"
    return j >= lo and tokens[j] in _OBLIQUE_BEFORE


_CAPITALISED_WORDS = {"I"} | ABBREVIATIONS | {
    # weekdays, months, and function words a writer capitalised mid-sentence ("Meanwhile , The Heat were rolling")
    w.capitalize() for w in (*lexicon.words("weekdays"), *(m for m in lexicon.mapping("months") if not m.endswith(".")),
                             *lexicon.words("capitalised_function_words"))}
