"""Reading shooting words at a position: a made-attempted pair ("10 - of - 17"), the shot type named
after it, a percentage in parentheses, a count of shots. Shared by the player and the team readers.
"""

from __future__ import annotations

from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from .analysis import PairWords
from .vocab_shots import (CLAUSE_END, COUNT_NOUNS, FG, FIELD_GOAL_GENERICS, GENERIC_NOUNS, PERCENT_WORDS,
                          TYPE_PHRASES)


# ---- reading the text -------------------------------------------------------------------------------
def _lower(tokens: list[str]) -> list[str]:
    return [t.lower() for t in tokens]


def _by_first_word(phrases: list) -> dict[str, list]:
    """Phrases (or entries whose [0] is a phrase) grouped by first word, each group in list order:
    only the phrases starting with the word at hand need comparing."""
    out: dict[str, list] = {}
    for item in phrases:
        phrase = item[0] if isinstance(item[0], tuple) else item
        out.setdefault(phrase[0], []).append(item)
    return out


def _by_first_words(entries: list[tuple[tuple[str, ...], str]]) -> tuple[dict, dict]:
    """(phrase, shot type) entries, longest first, split into the phrases of two words or more by
    their first two words and the one-word phrases by their word (the first one listed): at a
    position only the phrases starting with its two words need comparing ("from" starts 25)."""
    by_two: dict[tuple[str, str], list[tuple[tuple[str, ...], str]]] = {}
    by_one: dict[str, str] = {}
    for phrase, shot in entries:
        if len(phrase) > 1:
            by_two.setdefault(phrase[:2], []).append((phrase, shot))
        else:
            by_one.setdefault(phrase[0], shot)
    return by_two, by_one


#: Every shot type's phrases, longest first and, among equally long ones, in the order FG, FG3,
#: FT: the first phrase written at a position is the one :func:`type_at` takes.
_TYPE_BY_TWO, _TYPE_BY_ONE = _by_first_words(sorted(
    ((p, shot) for shot, phrases in TYPE_PHRASES.items() for p in phrases), key=lambda item: -len(item[0])))
_COUNT_BY_FIRST = _by_first_word(COUNT_NOUNS)


#: The first words of every shot type's phrases.
_TYPE_FIRST_WORDS = frozenset(w for w, _ in _TYPE_BY_TWO) | _TYPE_BY_ONE.keys()


def type_at(low: list[str], j: int) -> tuple[str, int] | None:
    """The shot type named at ``j`` and the token after its words (the longest phrase)."""
    if j >= len(low) or low[j] not in _TYPE_FIRST_WORDS:
        return None  # (most words asked: no phrase starts with them)
    if j + 1 < len(low):
        for phrase, shot in _TYPE_BY_TWO.get((low[j], low[j + 1]), ()):
            n = len(phrase)
            if n == 2 or tuple(low[j + 2:j + n]) == phrase[2:]:
                return shot, j + n
    shot = _TYPE_BY_ONE.get(low[j]) if j < len(low) else None
    return (shot, j + 1) if shot is not None else None


def skip_percent_paren(tokens: list[str], j: int) -> tuple[int, Number | None]:
    """Skip "( 39 percent )" / "( 39 % )" at ``j``; return the next token and the percentage."""
    if j >= len(tokens) or tokens[j] != "(":
        return j, None  # the common case, decided without building the lower-case window
    low = _lower(tokens[j:j + 4])
    if low[:1] == ["("] and len(low) == 4 and low[2] in PERCENT_WORDS and low[3] == ")":
        num = parse_at(tokens, j + 1)
        if num is not None and num.end == j + 2:
            return j + 4, num
    return j, None


def pair_at(tokens: list[str], low: list[str], i: int,
             numbers: dict[int, Number]) -> tuple[Number, Number, str] | None:
    """A made-attempted pair starting at ``i``: (made, attempted, how they are joined).
    ``numbers`` is the document's numbers by start (``doc.numbers``)."""
    made = numbers.get(i)
    if made is None:
        return None
    k, n = made.end, len(low)
    if k >= n:
        return None
    # decided on the word after the number (most often none of these) before looking further
    word = low[k]
    if word == "-":
        if k + 2 < n and low[k + 2] == "-" and low[k + 1] in ("of", "for"):
            joint, k = "hyphenated", k + 3  # "10 - of - 17", "10 - for - 17"
        else:
            joint, k = "dash", k + 1  # "10 - 17"
    elif word == "of":
        if k + 1 < n and low[k + 1] in ("his", "her"):
            joint, k = "of his", k + 2  # "10 of his 17"
        else:
            joint, k = "of", k + 1  # "10 of 17"
    elif word == "for":
        joint, k = "of", k + 1  # "10 for 17"
    else:
        return None
    attempted = numbers.get(k)  # (no number starts past the last token)
    if attempted is None:
        return None
    return made, attempted, joint


def clause_after(low: list[str], j: int, n: int = 6) -> list[str]:
    """Up to ``n`` words after ``j`` in the same clause (a parenthesis right at ``j`` is skipped)."""
    if low[j:j + 1] == ["("] and ")" in low[j:j + 12]:
        j = low.index(")", j) + 1
    out = low[j:j + n]
    for k, w in enumerate(out):
        if w in CLAUSE_END:
            return out[:k]
    return out


# ---- claims -----------------------------------------------------------------------------------------
#: The kind of claim a number may start, by the word right after it: a pair's joint ("10 - of -
#: 17", "10 of 17", "10 - 17"), a percent word ("50 percent") or the first word of a count ("four
#: three - pointers"). No word starts two kinds, so one reader per number is tried.
_CLAIM_KIND = {"-": "pair", "of": "pair", "for": "pair"} | dict.fromkeys(PERCENT_WORDS, "percent") \
    | dict.fromkeys(_COUNT_BY_FIRST, "count")


def claim_starts(ctx: CheckContext) -> tuple[tuple[int, str], ...]:
    """The numbers a shooting claim may start at, in text order, with the kind of claim ("pair",
    "percent" or "count") the word after each may start.

    Found once per document for the player and the team readers: each reader needs its words right
    after its number, and most numbers of a summary are "N points"."""
    analysis = ctx.analysis
    found = analysis.claim_starts
    if found is None:
        found = analysis.claim_starts = _claim_starts(ctx)
    return found


def _claim_starts(ctx: CheckContext) -> tuple[tuple[int, str], ...]:
    low = ctx.doc.lower
    n = len(low)
    kinds = _CLAIM_KIND
    return tuple((i, kinds[low[num.end]]) for i, num in ctx.doc.numbers.items()
                 if num.end < n and low[num.end] in kinds)


def shot_type_after(low: list[str], j: int) -> tuple[str, int, int] | None:
    """(shot type, start, end of its words) named at ``j``, after an optional generic noun."""
    typed = type_at(low, j)
    if typed is not None:
        return typed[0], j, typed[1]
    if low[j:j + 2] == ["shot", "attempts"]:  # "two of his 17 shot attempts (from beyond the arc)"
        later = type_at(low, j + 2) if low[j + 2:j + 3] == ["from"] else None
        return (later[0], j + 2, later[1]) if later is not None else (FG, j, j + 2)
    if j < len(low) and low[j] in GENERIC_NOUNS:
        typed = type_at(low, j + 1)
        if typed is not None:
            return typed[0], j + 1, typed[1]
        if low[j] in FIELD_GOAL_GENERICS:
            # "4 - 7 shooting effort from deep": a "from ..." a few words on names the type
            for k in range(j + 1, min(j + 4, len(low))):
                if low[k] in CLAUSE_END:
                    break
                later = type_at(low, k) if low[k] == "from" else None
                if later is not None:
                    return later[0], k, later[1]
            return FG, j, j + 1
    return None




def pair_words_at(ctx: CheckContext, i: int) -> PairWords | None:
    """A made-attempted pair at ``i`` (:func:`pair_at`) and the words after it: the token after an
    optional "( 39 percent )", that percentage (:func:`skip_percent_paren`) and the shot type
    named there (:func:`shot_type_after`). Read once per document for the player and the team readers."""
    memo = ctx.analysis.pair_words
    try:
        return memo[i]
    except KeyError:
        pass
    low = ctx.doc.lower
    pair = pair_at(ctx.tokens, low, i, ctx.doc.numbers)
    found: PairWords | None = None
    # (a pair, its percentage and its type are read within the pair's sentence: "... 21 - of . -
    # Twenty shooting" is no pair)
    end = ctx.doc.bounds_at[i][1]
    if pair is not None and pair[1].end <= end:
        j, percent = skip_percent_paren(ctx.tokens, pair[1].end)
        if j > end:
            j, percent = pair[1].end, None
        typed = shot_type_after(low, j)
        found = (pair, j, percent, typed if typed is None or typed[2] <= end else None)
    memo[i] = found
    return found


def shot_count_at(ctx: CheckContext, low: list[str], i: int) -> tuple[Number, str, bool, int] | None:
    """A count of shots starting at token ``i``: "four three - pointers", "12 free throw attempts":
    (the number, the shot type, whether it counts attempts, the token after the phrase). Shared by
    the player (here) and the team (team_stats) readers."""
    num = ctx.doc.numbers.get(i)
    if num is None:
        return None
    first = low[num.end] if num.end < len(low) else ""
    for phrase, shot, attempts in _COUNT_BY_FIRST.get(first, ()):
        if tuple(low[num.end:num.end + len(phrase)]) == phrase:
            return num, shot, attempts, num.end + len(phrase)
    return None


#: Between a percentage and its two-point type: "34 percent from two - point range", "on two - pointers".
_TO_TYPE = lexicon.words("to_type")


def two_point_word(ctx: CheckContext, number: Number, percent: bool) -> int | None:
    """Where the "two" / "2" of the two-point shot type a count or percentage is told of stands,
    when a slip of "three" is possible there: right after a count ("nine two - pointers"), after
    "percent from / on" for a percentage ("34 percent from two - point range"). None otherwise;
    a count in a made-attempted pair ("6 - of - 9") is no such slip."""
    low = ctx.doc.lower
    if not percent:
        if number.start > 0 and low[number.start - 1] in {"-", "of", "for"}:
            return None
        at = number.end
    else:
        at = number.end
        while at < len(low) and at - number.end < 4 and low[at] in _TO_TYPE:
            at += 1
    return two_at(low, at)


def two_at(low: list[str], at: int) -> int | None:
    """``at`` when a "two" / "2" stands there: where a slip of "three" in "two - point" may be."""
    return at if at < len(low) and low[at] in {"two", "2"} else None


def paren_close(low: list[str], j: int) -> int | None:
    """The ")" closing a short parenthesis opened at ``j`` ("( 3 - for - 10 )"), else None."""
    if low[j:j + 1] != ["("]:
        return None
    return next((k for k in range(j + 1, min(len(low), j + 9)) if low[k] == ")"), None)
