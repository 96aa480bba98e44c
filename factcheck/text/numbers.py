"""Numbers as the summaries write them: digits, number words, "a"/"a pair", and back again.

Number words (including hyphenated ones split into "twenty - two") are read with text2num;
corrections are written back in the text's own form with num2words, so "six" is corrected to
"four", not "4".
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress
from operator import and_, or_

from factcheck.lexicon import mapping
from factcheck.text.slots import slot_setters


#: Number words by their part in a compound ("twenty - two": tens, then units).
_NUMBER_WORDS = mapping("number_words")
_WORD_NUMBERS = set(_NUMBER_WORDS)
#: The articles that may open a count ("a steal", "a pair of"): never a number parse_at reads.
COUNT_ARTICLES = frozenset({"a", "an"})
_ARTICLE_OR_NUMBER_WORDS = _WORD_NUMBERS | COUNT_ARTICLES
_TENS = {w for w, part in _NUMBER_WORDS.items() if part == "tens"}
_UNITS = {w for w, part in _NUMBER_WORDS.items() if part == "units"}
#: Words that stand for a small count before a noun: "a steal", "a pair of blocks".
#: Longest first, so "a pair of" wins over "a".
COUNT_PHRASES: tuple[tuple[tuple[str, ...], int], ...] = tuple(
    (tuple(phrase.split()), int(count)) for phrase, count in mapping("count_phrases").items())
_LONGEST_COUNT_PHRASE = max(len(phrase) for phrase, _ in COUNT_PHRASES)


@dataclass(frozen=True, slots=True, init=False)
class Number:
    """A number written over tokens ``[start, end)``; ``form`` is "digits", "word" or "article"."""

    start: int
    end: int
    value: int
    form: str

    def __init__(self, start: int, end: int, value: int, form: str) -> None:
        # the slots' own setters (see factcheck.text.slots): a run makes a few hundred thousand Numbers
        _set_start(self, start)
        _set_end(self, end)
        _set_value(self, value)
        _set_form(self, form)

    def render(self, value: int, tokenized: bool = True) -> str:
        """``value`` written in this number's form ("digits" -> "4", otherwise "four")."""
        return render_number(value, "digits" if self.form == "digits" else "word", tokenized)


_set_start, _set_end, _set_value, _set_form = slot_setters(Number, "start", "end", "value", "form")


@lru_cache(maxsize=4096)
def word_value(word: str) -> int | None:
    """The value of one number word ("six" -> 6, "Twenty" -> 20), else None."""
    w = word.lower()
    if w not in _WORD_NUMBERS:
        return None
    from text_to_num import text2num  # imported on first use: start-up stays short

    try:
        return text2num(w, "en")
    except ValueError:
        return None


#: The longest run of digits read as a number: longer ones are ids or noise, never a statistic.
MAX_DIGITS = 9


def is_digits(token: str) -> bool:
    """True for a token of ASCII digits of sane length ("113"): the only digits that are numbers
    ("²", Arabic-Indic digits and 5,000-digit strings are not; ``str.isdigit`` accepts them)."""
    return token.isascii() and token.isdigit() and len(token) <= MAX_DIGITS


def parse_at(tokens: list[str], i: int) -> Number | None:
    """The number starting at token ``i``: digits, a number word, or "twenty - two"; None when
    ``i`` is outside the text (a phrase at the text's end asks for the token after it)."""
    if i < 0:
        return None
    try:
        tok = tokens[i]
    except IndexError:
        return None
    if tok.isdecimal():  # first: this runs on every token
        # 1 to 4 ASCII digits: "٣" (Unicode Nd) and "²" (isdigit only) are no numbers here
        return _digits_at(i, tok) if len(tok) <= 4 and tok.isascii() else None
    low = tok.lower()
    if low not in _WORD_NUMBERS:
        return None
    value = word_value(low)
    if value is None:
        return None
    # "twenty - two" / "twenty-two" style compounds
    if low in _TENS and i + 2 < len(tokens) and tokens[i + 1] == "-":
        compound = _compound_value(low, tokens[i + 2].lower())
        if compound is not None:
            return _number(i, i + 3, compound, "word")
    return _number(i, i + 1, value, "word")


@lru_cache(maxsize=1 << 15)
def _digits_at(i: int, digits: str) -> Number:
    """``digits`` at token ``i`` as a :class:`Number`. Numbers are values: the readers of several
    rules parse the same positions of a text, and share one object instead of building it again."""
    return Number(i, i + 1, int(digits), "digits")


_number = lru_cache(maxsize=1 << 12)(Number)  # number words, shared likewise


@lru_cache(maxsize=256)
def _compound_value(tens: str, unit: str) -> int | None:
    """The value of "twenty" "-" "two" (lower case), None when ``unit`` is no unit word."""
    if unit not in _UNITS:
        return None
    from text_to_num import text2num

    try:
        return text2num(f"{tens}-{unit}", "en")
    except ValueError:  # pragma: no cover - text2num accepts every tens-units pair
        return None


def number_positions(tokens: list[str], articles: bool = False, lowered: bool = False) -> list[int]:
    """Indices where :func:`parse_at` (and, with ``articles``, :func:`count_phrase_at`) may find
    a number: a scan loop visits these instead of calling the parsers on every token.

    ``lowered`` says the tokens are already in lower case (``doc.lower``): they are not lowered again."""
    words = _ARTICLE_OR_NUMBER_WORDS if articles else _WORD_NUMBERS
    if lowered:  # candidates found in C (a number word or decimal digits), then the few checked for ASCII
        flags = map(or_, map(words.__contains__, tokens), map(str.isdecimal, tokens))
        return [i for i in compress(range(len(tokens)), flags) if tokens[i] in words or tokens[i].isascii()]
    # cheapest tests first; a lower-case word that is no number word needs no lower()
    return [i for i, tok in enumerate(tokens)
            if tok in words or (tok.isdecimal() and tok.isascii()) or (not tok.islower() and tok.lower() in words)]


def count_phrase_at(tokens: list[str], i: int) -> Number | None:
    """'a' / 'an' / 'a pair of' / 'a couple of' / 'a trio of' at ``i`` as a count (None outside the text)."""
    if not 0 <= i < len(tokens) or tokens[i].lower() not in COUNT_ARTICLES:
        return None
    window = tuple(t.lower() for t in tokens[i:i + _LONGEST_COUNT_PHRASE])  # lowered once, for every phrase
    for phrase, value in COUNT_PHRASES:
        n = len(phrase)
        if window[:n] == phrase:
            return Number(i, i + n, value, "article")
    return None


def digit_pairs(tokens: list[str], starts: Iterable[int] | None = None) -> Iterator[tuple[Number, Number]]:
    """Every "N - M" written in digits: scores, quarter scores, records, shooting lines.

    ``starts``, when given, are positions in increasing order among which every number in digits
    is (``Document.number_starts``): only those are looked at, not every token."""
    # (parse_at reads 1 to 4 ASCII digits as a "digits" number)
    n = len(tokens)
    if starts is None:  # the dashes between two decimal tokens are found in C
        if n < 3:
            return
        decimal = list(map(str.isdecimal, tokens))
        dash = map("-".__eq__, tokens[1:n - 1])
        starts = (i - 1 for i in compress(range(1, n - 1), map(and_, map(and_, decimal[:n - 2], dash), decimal[2:])))
    for i in starts:
        if i + 2 < n and tokens[i + 1] == "-":
            a, b = tokens[i], tokens[i + 2]
            if a.isdecimal() and b.isdecimal() and len(a) <= 4 and len(b) <= 4 and a.isascii() and b.isascii():
                yield _digits_at(i, a), _digits_at(i + 2, b)


def render_number(value: int, form: str, tokenized: bool = True) -> str:
    """Write ``value`` as digits or words; hyphens spaced as the shared task tokenizes them."""
    if form == "digits":
        return str(value)
    from num2words import num2words  # imported on first use: start-up stays short

    text = num2words(value)
    return text.replace("-", " - ") if tokenized else text


#: Ordinal words and their values, as texts write them ("third", "3rd").
ORDINALS: dict[str, int] = {w: int(n) for w, n in mapping("ordinal_words").items()}
_ORDINAL_WORDS = {v: k for k, v in ORDINALS.items() if not k[0].isdigit()}


def ordinal_word(n: int) -> str:
    """1 -> "first", 12 -> "12th": an ordinal in the form a run is written ("his 12th straight")."""
    return _ORDINAL_WORDS.get(n) or ordinal_digits(n)


def is_ordinal(token: str) -> bool:
    """True for an ordinal as texts write it: "fifth", "5th", "21st" (lower case)."""
    return token in ORDINALS or token[:-2].isdigit() and ordinal_digits(int(token[:-2])) == token


def ordinal_digits(n: int) -> str:
    """12 -> "12th", 21 -> "21st"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@lru_cache(maxsize=64)  # num2words takes tens of microseconds; the same few ranks recur
def spelled_ordinal(n: int) -> str:
    """3 -> "third", 12 -> "twelfth": an ordinal spelled out (a rank)."""
    from num2words import num2words

    return num2words(n, to="ordinal")
