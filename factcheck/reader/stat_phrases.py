"""Statistic phrases: the numbers followed by a statistic ("38 points", "six assists", "a pair of
blocks", "an 18 - point , 12 - rebound double - double", "turning the ball over six times"), found
over lower-case tokens. Whether each is this game's total, and whose, is :mod:`.stats`' part."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

from factcheck import lexicon
from factcheck.text.numbers import COUNT_PHRASES, Number, count_phrase_at, number_positions, parse_at

from .vocab import (BLOCK_VERBS, ELLIPSIS_AFTER, FREE_THROW_AFTER_FOUL, STAT_MODIFIERS, STAT_NOUNS,
                    scoring_verb_before, times_stat)

#: Nouns a compound "18 - point" may qualify when it reports the player's own total.
COMPOUND_HEADS = lexicon.words("compound_heads")
#: Nouns after "point" that make it a shot type or a lead, not a player's points ("three point shooting").
POINT_COMPOUND = lexicon.words("point_compound")

#: First words of a statistic phrase after a number (a modifier or the noun itself).
_STAT_WORDS = STAT_NOUNS.keys() | STAT_MODIFIERS.keys()
#: Second words of the longer count phrases ("a pair of"): only these or a statistic word make an
#: article worth reading as a count.
_COUNT_SECOND_WORDS = {phrase[1] for phrase, _ in COUNT_PHRASES if len(phrase) > 1}


def _stat_after(low: list[str], j: int) -> tuple[str, int] | None:
    """The statistic whose noun starts at ``j`` (after optional modifiers) and where it ends;
    ``low`` is lower case."""
    stat_map: dict[str, str] = {}
    while j < len(low) and low[j] in STAT_MODIFIERS:
        stat_map.update(STAT_MODIFIERS[low[j]])
        j += 1
    if j >= len(low):
        return None
    stat = STAT_NOUNS.get(low[j])
    if stat is None:
        if low[j] in {"shots", "shot"} and j > 0 and low[j - 1] == "blocked":
            return "BLK", j + 1  # "four blocked shots"
        return None
    if stat == "PF" and low[j + 1:j + 2] and low[j + 1] in FREE_THROW_AFTER_FOUL:
        return None  # "59 foul shots", "8 - of - 10 foul shooting": free throws, not fouls
    return stat_map.get(stat, stat), j + 1


def numbers_with_stats(tokens: list[str], starts: list[int] | None = None) -> Iterator[tuple[Number, str, int]]:
    """(number, stat, end of noun) for every "N <stat>", "a <stat>", "N - <stat> ," phrase.

    Case does not matter. ``starts`` are where numbers may start, if already known.
    """
    low = [t.lower() for t in tokens]
    if starts is None:
        starts = number_positions(low, articles=True)
    return _numbers_with_stats(low, starts, partial(parse_at, low))


def _numbers_with_stats(low: list[str], starts: list[int],
                        number_at: Callable[[int], Number | None]) -> Iterator[tuple[Number, str, int]]:
    """:func:`numbers_with_stats` over lower-case tokens, ``number_at(i)`` being ``parse_at(low, i)``
    (``doc.numbers.get`` for a whole document: parsed once already)."""
    n = len(low)
    i = 0
    for at in starts:  # only where a number may start
        if at < i:
            continue
        i = at
        num = number_at(at)
        if num is None:
            # an article counts only before a statistic or as "a pair of": skip the many others
            nxt = low[at + 1] if at + 1 < n else ""
            if nxt not in _STAT_WORDS and nxt not in _COUNT_SECOND_WORDS:
                continue
            num = count_phrase_at(low, at)
            if num is None:
                continue
        end = num.end
        word = low[end] if end < n else ""
        found = _stat_after(low, end) if word in _STAT_WORDS else None
        if found is not None:
            stat, noun_end = found
            # "a steal" / "a pair of steals", but not "a points" or "a minutes" ("an offensive foul" is a play)
            if num.form != "article" or (num.value >= 2) == low[noun_end - 1].endswith("s") and stat != "PF":
                yield _value_span(num), stat, noun_end
            i = noun_end
            continue
        # compound adjective: "18 - point ," / "12 - rebound double - double"
        if word == "-" and num.form != "article" and end + 1 < n and low[end + 1] in _STAT_WORDS:
            found = _stat_after(low, end + 1)
            if found is not None and found[1] < n and low[found[1]] in COMPOUND_HEADS:
                stat, noun_end = found
                if not (stat == "PTS" and (num.value == 3 or num.value == 2 and low[noun_end] in POINT_COMPOUND)):
                    # "3 - point" is a shot type, so is "the two - point line"
                    yield num, stat, noun_end
                i = noun_end
                continue
        if word == "times" and (times := times_stat(low, at)):  # "turning the ball over six times"
            yield num, times, end + 1
            i = end + 1
            continue
        if word == "shots" and at and low[at - 1] in BLOCK_VERBS:  # "blocked four shots"
            yield num, "BLK", end + 1
            i = end + 1
            continue
        # a bare number after a scoring verb is points: "added 17 off the bench", "finished with 23"
        if num.form != "article" and (word in ELLIPSIS_AFTER or low[end:end + 3] == ["of", "his", "own"] and num.value > 1) \
                and scoring_verb_before(low, at) \
                and low[end:end + 3] != ["and", "-", "one"] and low[end:end + 2] != ["and", "-one"]:
            yield num, "PTS", end  # (but "scoring three and - one 's" counts plays)
        i = end


def _value_span(num: Number) -> Number:
    """For "a pair of", the word that carries the value ("pair") is the span."""
    if num.form == "article" and num.end - num.start > 1:
        return Number(num.start + 1, num.start + 2, num.value, num.form)
    return num
