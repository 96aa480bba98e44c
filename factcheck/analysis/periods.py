"""Parts of this game and moments in it, from the words that name them.

Two questions every reader of scores and splits asks: which quarters a phrase names ("the first
half", "the third", "the middle two quarters", "through three quarters") and how many quarters
were over at a moment ("into the fourth": three, "at the break": two, "after one quarter": one).
They are answered here once.
"""

from __future__ import annotations

import factcheck.lexicon as lexicon

#: Ordinals of a quarter, by its number ("the opening quarter", "the final period").
ORDINALS = {w: int(q) for w, q in lexicon.mapping("quarter_ordinals").items()}
#: The plain ordinals of the four quarters ("first" ... "fourth"; not "opening", "final").
QUARTER_WORDS = frozenset(w for w, n in lexicon.mapping("ordinal_words").items() if w.isalpha() and int(n) <= 4)
PERIOD_NOUNS = lexicon.words("period_nouns")
#: Words naming the halftime break (a score there is after two quarters).
BREAKS = lexicon.words("period_breaks")
CUMULATIVE = {w: (1, 2) for w in ("halftime", "intermission", "break")}
#: "after one quarter", "after the third": the quarters a score is after (as lists: slices of the tokens).
QUARTERS_AFTER = [(phrase.split(), int(q)) for phrase, q in lexicon.mapping("quarters_after").items()]
#: Words after a quarter's ordinal that end its phrase ("the third , ...", "the fourth alone").
_AFTER_QUARTER = frozenset({",", ".", "alone", "to", "and", "", ";"})
#: Verbs of going into a moment ("heading into the fourth", "entering the final period").
_GOING = lexicon.words("moment_going_verbs")
#: The words a phrase of :func:`periods_at` starts at: a word not among them starts none.
PERIOD_STARTS = frozenset({*ORDINALS, *QUARTER_WORDS, *BREAKS, *lexicon.words("period_phrase_starts")})


def periods_at(tokens: list[str], i: int) -> tuple[tuple[int, ...], bool] | None:
    """The quarters a phrase at ``i`` names, and whether it is a cumulative score ("at halftime");
    None when no phrase of a part of the game starts there (``tokens`` in lower case)."""
    if not 0 <= i < len(tokens) or tokens[i] not in PERIOD_STARTS:
        return None  # (most words: asked of every word near a score)
    w = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    prev = tokens[i - 1] if i else ""
    if w in CUMULATIVE or (w == "half" and prev == "the" and i > 1 and tokens[i - 2] in {"at", "into"}) \
            or w == "half" and prev == "by":
        return (1, 2), True
    if w in {"first", "second"} and nxt == "half":
        return ((1, 2) if w == "first" else (3, 4)), False
    after = tokens[i + 1:i + 4]
    if w in ORDINALS and after[:1] == ["and"] and after[1:2] and after[1] in ORDINALS \
            and after[2:3] in (["quarters"], ["periods"]):
        # "the second and third quarters"; "the first and third quarters" are two, not a range
        return tuple(sorted({ORDINALS[w], ORDINALS[after[1]]})), False
    if w == "middle" and nxt == "two" and after[1:2] == ["quarters"]:
        return (2, 3), False
    if w in ORDINALS and nxt in PERIOD_NOUNS:
        if tokens[max(0, i - 3):i] == ["end", "of", "the"]:
            return tuple(range(1, ORDINALS[w] + 1)), True  # "at the end of the third quarter"
        return (ORDINALS[w],), False
    if w in QUARTER_WORDS and prev == "the" and (nxt in _AFTER_QUARTER or nxt[:1].isdigit()):
        return (ORDINALS[w],), False  # "the third ,", "won the fourth 26 - 21"
    if w == "final" and nxt == "12" and i + 2 < len(tokens) and tokens[i + 2] == "minutes":
        return (4,), False
    if w == "two" and nxt == "quarters" and prev in {"final", "last", "closing"}:
        return (3, 4), False
    if w == "three" and nxt == "quarters" and prev in {"after", "through"}:
        return (1, 2, 3), True
    return None


def quarters_over(low: list[str], j: int) -> int | None:
    """How many quarters are over at the words from ``j`` ("into the second quarter": 1, "at
    halftime": 2, "after one period": 1, "heading into the final period": 3, "through three
    quarters": 3, "by halftime": 2, "by the end of the third quarter": 3), else None (``low``: the tokens in lower case)."""
    words = low[j:j + 9]
    if words[:1] == [","]:
        words = words[1:]  # "65 - 63 , heading into the fourth"
    if words[:1] == ["by"]:  # "by halftime" is at it; "by the end of the third quarter" after it
        words = ["after", *words[4:]] if words[1:4] == ["the", "end", "of"] else ["at", *words[1:]]
    if words[:1] and words[0] in _GOING:
        words = (["into"] if words[0] == "entering" else []) + words[1:]
    if words[:1] in (["into"], ["at"]):
        rest = words[1:]
        if rest[:1] == ["the"]:
            rest = rest[1:]
        if rest[:1] and rest[0] in BREAKS and (words[0] == "into" or rest[0] != "break" or words[1] == "the"):
            return 2
        if words[0] == "into" and rest[:1] and rest[0] in ORDINALS and rest[0] != "first" \
                and rest[1:2] and rest[1] in PERIOD_NOUNS | {",", ".", "and", ";"}:
            return ORDINALS[rest[0]] - 1
        if words[0] == "into" and rest[:1] and rest[0] in ORDINALS and rest[0] != "first" and len(rest) == 1:
            return ORDINALS[rest[0]] - 1  # "... into the fourth" at the text's end
        return None
    if words[:1] in (["after"], ["through"]):
        rest = words[1:]
        for words_after, quarters in QUARTERS_AFTER:
            if rest[:len(words_after)] == words_after:
                return quarters
    return None
