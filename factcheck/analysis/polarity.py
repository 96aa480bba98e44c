"""Polarity: what a clause denies ("did not commit a turnover") and the figures it says were missed
("came within a rebound of a triple - double", "one assist shy of").

A number in a negation's scope is no count of what happened; a number in a near miss's scope is
what was missing. Readers take the polarity from here and put it on their claims (or leave such
numbers alone) instead of each looking for "not" in its own window.
"""

from __future__ import annotations

import factcheck.lexicon as lexicon

from factcheck.text.numbers import COUNT_ARTICLES

from .clauses import Level
from .components import component
from .model import Polar, Polarity, SentenceAnalysis

NEGATIONS = lexicon.words("negations")
_NEGATION_PHRASES = lexicon.phrases("negation_phrases")
_LIFTED = lexicon.phrases("negation_lifted")
_SCOPE_ENDS = lexicon.words("negation_scope_ends")
_NEAR = lexicon.mapping("near_miss_phrases")
_NEAR_AFTER = tuple(sorted((tuple(p.split()) for p, where in _NEAR.items() if where == "after"), key=len, reverse=True))
_NEAR_BEFORE = tuple(sorted((tuple(p.split()) for p, where in _NEAR.items() if where == "before"), key=len, reverse=True))
#: How many words a missing figure before its cue may take ("two offensive rebounds shy of").
_FIGURE = 4
#: Articles that count one ("an assist shy of").
_ARTICLES = frozenset(COUNT_ARTICLES)
#: The first words of every cue: a sentence with none of them (most) is passed over at once.
_FIRST = NEGATIONS | {p[0] for p in (*_NEGATION_PHRASES, *_NEAR_AFTER, *_NEAR_BEFORE)}


def _cues(low: list[str], start: int, end: int):
    """Each cue in ``[start, end)``: (polarity, cue start, cue end, whether its scope is before it)."""
    for k in range(start, end):
        w = low[k]
        if w not in _FIRST:
            continue
        words = low[k:end]
        if lexicon.phrase_at(words, 0, _LIFTED):
            continue
        phrase = lexicon.phrase_at(words, 0, _NEAR_AFTER)
        if phrase:
            yield Polarity.NEAR_MISS, k, k + len(phrase), False
            continue
        phrase = lexicon.phrase_at(words, 0, _NEAR_BEFORE)
        if phrase:
            yield Polarity.NEAR_MISS, k, k + len(phrase), True
            continue
        phrase = lexicon.phrase_at(words, 0, _NEGATION_PHRASES)
        if phrase:
            yield Polarity.NEGATED, k, k + len(phrase), False
        elif w in NEGATIONS:
            yield Polarity.NEGATED, k, k + 1, False


@component("polarity", provides=("polar",), requires=("clauses",))
def find_polarity(sa: SentenceAnalysis) -> None:
    """The negations and near misses of each sentence, with the tokens each reaches."""
    low = sa.doc.lower
    polar: dict[int, list[Polar]] = {}
    for s, (start, end) in enumerate(sa.doc.bounds):
        if _FIRST.isdisjoint(low[start:end]):
            continue
        for polarity, a, b, before in _cues(low, start, end):
            lo, hi = sa.clause_at(a, Level.CLAUSE)
            if before:
                # the missing figure written right before: "one assist shy of", "two points short of"
                numbers = sa.doc.numbers
                first = next((k for k in range(max(lo, a - _FIGURE), a) if k in numbers or low[k] in _ARTICLES), a)
                scope = (first, a)
            elif polarity is Polarity.NEAR_MISS:
                # "came within a rebound and an assist of a triple - double": up to the "of", over "and"
                hi = sa.clause_at(a, Level.MAJOR)[1]
                of = next((k for k in range(b, hi) if low[k] == "of"), hi)
                scope = (b, of)
            else:
                hi = sa.clause_at(a, Level.PHRASE)[1]
                scope = (b, next((k for k in range(b, hi) if low[k] in _SCOPE_ENDS), hi))
            polar.setdefault(s, []).append(Polar(polarity, a, b, *scope))
    sa.polar = polar
