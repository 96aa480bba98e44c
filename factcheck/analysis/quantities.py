"""Quantities: how each number counts and what each score pair is.

- a number's **mode**: exact, or a bound ("at least 20", "eclipsed 35 minutes", "20 - plus",
  "more than 10", "fewer than 10");
- its **scope** when several are named: each one's ("18 points apiece"), their sum ("combined
  for 40"), in turn ("18 and 16 points , respectively"), an average ("averaging 20 points");
- a digit pair's **role**: the score at a moment of the game ("a 76 - 73 lead into the fourth",
  "to go up 68 - 64 entering the fourth", "the margin was just two , 65 - 63 , heading into the
  fourth") with how many quarters were over then, the points of a part of the game ("won the
  fourth 26 - 21", "outscored them 23 - 18 in the third"), or a score the words place nowhere.

Readers put the mode and scope on their claims and read a pair as its role says: a score at a
moment is no final score and no quarter's points.
"""

from __future__ import annotations

from bisect import bisect_left

import factcheck.lexicon as lexicon
from factcheck.lexicon.statistics import out_verbs, stat_verbs
from factcheck.text.numbers import Number

from .clauses import POSSESSIVE_MARKS, Level
from .components import component
from .model import Mode, NumberReading, PairReading, PairRole, Scope, SentenceAnalysis
from .periods import PERIOD_NOUNS, periods_at, quarters_over


def _by_group(table: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """A groups table's phrases (as word tuples, longest first) with their group."""
    found = [(tuple(p.split()), group) for p, group in lexicon.mapping(table).items()]
    return tuple(sorted(found, key=lambda x: len(x[0]), reverse=True))


_BOUND_BEFORE = _by_group("bound_before")
_BOUND_AFTER = _by_group("bound_after")
#: "over" is a bound but after these, where it is a verb's particle ("turned it over six times").
_OVER = "over"
_PARTICLE_BEFORE = lexicon.words("bound_particle_before")
_SPANS = lexicon.words("over_span_nouns")
#: Verbs that count what follows ("played over 30 minutes", "scored over 20 points"): "over" after one is a bound.
_VERBS = frozenset(stat_verbs())
_SCOPES = _by_group("scope_words")
#: The last words of the bounds before a number and the first of those after it: most numbers have none.
_BEFORE_LAST = frozenset(p[-1] for p, _ in _BOUND_BEFORE)
_AFTER_FIRST = frozenset(p[0] for p, _ in _BOUND_AFTER)
_MOMENT_NOUNS = lexicon.words("score_moment_nouns")
_AGAINST = lexicon.words("comparison_pair_words")
#: Verbs of having more than the other team ("outrebounded", "out - rebounded"): a pair after one
#: is the two teams' figures of that statistic, not a score or a shooting line.
_OUT_VERBS = frozenset(out_verbs())
_MOMENT_VERBS = lexicon.words("score_moment_verbs")
#: What may stand between a moment noun and the score ("a 60 - 52 halftime lead").
_BEFORE_NOUN = lexicon.words("period_breaks")
_MODES = {m.value: m for m in Mode}
_SCOPE_OF = {s.value: s for s in Scope}
#: The first words of every scope cue: most clauses have none, and are passed over at once.
_SCOPE_FIRST = frozenset(p[0] for p, _ in _SCOPES)


def _ends_with(words: list[str], phrase: tuple[str, ...]) -> bool:
    return len(words) >= len(phrase) and tuple(words[len(words) - len(phrase):]) == phrase


def mode_of(low: list[str], num: Number, lo: int, hi: int) -> tuple[Mode, int]:
    """The mode of ``num`` in its clause ``[lo, hi)`` and where its cue stands (-1 for exact)."""
    if num.start > lo and low[num.start - 1] in _BEFORE_LAST:
        before = low[max(lo, num.start - 3):num.start]
        for phrase, group in _BOUND_BEFORE:
            if _ends_with(before, phrase):
                at = num.start - len(phrase)
                if phrase[-1] == _OVER and (at > lo and low[at - 1] in _PARTICLE_BEFORE or (
                        low[num.end:num.end + 1] and low[num.end] in _SPANS and not (at > lo and low[at - 1] in _VERBS))):
                    break  # "turned it over six times": a verb's particle; "a steal over 24 minutes": a span
                    # (but "played over 30 minutes" is a bound)
                return _MODES[group], at
    for j in (num.end, num.end + 1):  # "20 or more", "20 points or more"
        if j >= len(low) or low[j] not in _AFTER_FIRST:
            continue
        after = low[j:j + 3]  # (over a joint: "20 points or more")
        for phrase, group in _BOUND_AFTER:
            if tuple(after[:len(phrase)]) == phrase:
                return _MODES[group], j
    return Mode.EXACT, -1


#: How far from a number a word of its scope may stand ("A and B combined for 29 points , nine
#: rebounds and 14 assists"; a long sentence is not read again for each of its numbers).
_NEAR = 14


def scope_of(low: list[str], num: Number, lo: int, hi: int) -> tuple[Scope, int]:
    """The scope of ``num`` from the words of its clause ``[lo, hi)`` near it (and the cue's position)."""
    lo, hi = max(lo, num.start - _NEAR), min(hi, num.end + _NEAR)
    words = low[lo:hi]
    if _SCOPE_FIRST.isdisjoint(words):
        return Scope.SINGLE, -1
    for k in range(len(words)):
        if words[k] not in _SCOPE_FIRST:
            continue
        for phrase, group in _SCOPES:
            if tuple(words[k:k + len(phrase)]) == phrase:
                if group == "each" and phrase == ("each",) and words[k + 1:k + 2] == ["other"]:
                    break  # "each other"
                return _SCOPE_OF[group], lo + k
    return Scope.SINGLE, -1


def set_against(low: list[str], num: Number, hi: int, numbers: dict[int, Number]) -> tuple[int, int]:
    """The number ``num`` is set against and where the name owning it ends: "11 times to the
    Pelicans ' 14", "33 assists to Denver 's 17" ((-1, -1) when none), within its clause ``hi``."""
    j = num.end
    stop = min(hi, j + 4)
    while j < stop and low[j] not in _AGAINST:
        j += 1
    if j >= stop:
        return -1, -1
    for k in range(j + 2, min(hi, j + 7)):
        if low[k - 1] in POSSESSIVE_MARKS and k in numbers:
            return k, k - 1
    return -1, -1


def pair_role(low: list[str], a: Number, b: Number, lo: int, hi: int) -> PairReading:
    """The role of the digit pair ``a - b`` in its clause ``[lo, hi)`` (``low``: lower-case tokens)."""
    # the teams' figures after a verb of having more: "was out - rebounded 53 - 36", "outrebounded them 53 - 36"
    for k in range(a.start - 1, max(lo, a.start - 5) - 1, -1):  # (the object may stand between)
        if low[k] in _OUT_VERBS and (low[k].startswith("out") or low[max(lo, k - 2):k] == ["out", "-"]):
            return PairReading(a, b, PairRole.COMPARISON, 0, (), k)
    # a part of the game named right before: "won the fourth 26 - 21", "the third 27 - 19"
    i = a.start - 1 - (a.start - 1 > lo and low[a.start - 1] in PERIOD_NOUNS)
    found = periods_at(low, i) if i >= lo else None
    if found is not None and not found[1]:
        return PairReading(a, b, PairRole.PERIOD, 0, found[0], i)
    j = b.end
    nxt = low[j] if j < len(low) else ""
    # "a 60 - 52 halftime lead", "a 76 - 73 lead into the fourth", "a 69 - 62 edge"
    if nxt in _BEFORE_NOUN and low[j + 1:j + 2] and low[j + 1] in _MOMENT_NOUNS:
        return PairReading(a, b, PairRole.MOMENT, 2, (), j)
    if nxt in _MOMENT_NOUNS:
        return PairReading(a, b, PairRole.MOMENT, quarters_over(low, j + 1) or 0, (), j)
    through = quarters_over(low, j)
    if through is not None:
        return PairReading(a, b, PairRole.MOMENT, through, (), j)
    prev = low[a.start - 1] if a.start > lo else ""
    if prev in _MOMENT_VERBS or (prev == "," and a.start - 2 >= lo and low[a.start - 2] in _MOMENT_NOUNS):
        # "to lead 80 - 61", "to go up 68 - 64", "the margin was still just two , 65 - 63"
        return PairReading(a, b, PairRole.MOMENT, 0, (), a.start - 1)
    # a part named right after: "outscored them 23 - 18 in the third"
    for i in range(j, min(hi, j + 4)):
        found = periods_at(low, i)
        if found is not None:
            quarters, cumulative = found
            if cumulative:
                return PairReading(a, b, PairRole.MOMENT, len(quarters), (), i)
            return PairReading(a, b, PairRole.PERIOD, 0, quarters, i)
    return PairReading(a, b, PairRole.SCORE, 0, (), -1)


def plainly_exact(low: list[str], num: Number) -> bool:
    """No word of a bound stands right before ``num`` nor after it or its noun: exact, no reading
    needed (most numbers)."""
    end = num.end
    return not (num.start and low[num.start - 1] in _BEFORE_LAST) and \
        (end >= len(low) or low[end] not in _AFTER_FIRST) and (end + 1 >= len(low) or low[end + 1] not in _AFTER_FIRST)


def read_number(sa: SentenceAnalysis, num: Number) -> NumberReading:
    """One number's mode, scope and the number it is set against."""
    low = sa.doc.lower
    start = num.start
    lo, hi = sa.clause_at(start, Level.CLAUSE)
    mode, cue = mode_of(low, num, lo, hi)
    scope, at = Scope.SINGLE, -1
    major_lo, major_hi = sa.clause_at(start, Level.MAJOR)
    if _any_in(sa.scope_cues, max(major_lo, start - _NEAR), min(major_hi, num.end + _NEAR)):
        scope, at = scope_of(low, num, major_lo, major_hi)
    against, owner_end = set_against(low, num, hi, sa.doc.numbers) if _any_in(sa.against_cues, num.end, num.end + 4) \
        else (-1, -1)
    return NumberReading(num, mode, scope, cue if cue >= 0 else at, against, owner_end)


def _any_in(at: list[int], lo: int, hi: int) -> bool:
    """Whether a position of the sorted ``at`` lies in ``[lo, hi)``."""
    j = bisect_left(at, lo)
    return j < len(at) and at[j] < hi


def read_pair(sa: SentenceAnalysis, a: Number, b: Number) -> PairReading:
    """One digit pair's role, in its clause cut at marks and contrasts."""
    lo, hi = sa.clause_at(a.start, Level.MAJOR)
    return pair_role(sa.doc.lower, a, b, lo, hi)


@component("quantities", provides=("numbers", "pairs"), requires=("clauses", "numbers", "pairs"))
def read_quantities(sa: SentenceAnalysis) -> None:
    """Each number's mode and scope and each digit pair's role, read when first asked."""
    sa.numbers, sa.number_reader, sa.quick_exact = {}, read_number, plainly_exact
    sa.pairs, sa.pair_reader = {}, read_pair
    # where the words of a scope and of a figure set against another stand (most texts: a few)
    sa.scope_cues, sa.against_cues = sa.doc.positions_of(_SCOPE_FIRST), sa.doc.positions_of(_AGAINST)
