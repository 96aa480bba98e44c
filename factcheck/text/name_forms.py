"""How texts write names: a player's name variants (accents, initials, suffixes), the phrase index that
finds them, and the capitalised runs that may be names nobody linked.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from itertools import compress
from operator import itemgetter

from boxscore import Player

from factcheck.lexicon import mapping as lexicon_mapping, words as lexicon_words
from factcheck.text.document import Document, tokenize_raw
from factcheck.text.mentions import NAME_SUFFIXES


@lru_cache(maxsize=8192)
def strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def name_parts(player: Player) -> tuple[str, str]:
    """(first name, surname) from PLAYER_NAME, without suffixes such as "Jr." or "III"."""
    return _name_parts(player.name)


@lru_cache(maxsize=8192)
def _name_parts(name: str) -> tuple[str, str]:
    words = [w.rstrip(",") for w in name.split()]
    while len(words) > 2 and words[-1] in NAME_SUFFIXES:
        words.pop()
    if len(words) == 1:
        return words[0], words[0]
    return words[0], " ".join(words[1:])


def _initials_forms(word: str) -> set[str]:
    """A first name of initials written four ways: "JJ", "J.J.", "J. J.", "J.J" (the last dot dropped)."""
    letters = word.replace(".", "")
    if not (2 <= len(letters) <= 3 and letters.isalpha() and letters.isupper()):
        return {word}
    return {letters, ".".join(letters) + ".", ". ".join(letters) + ".", ".".join(letters)}


@lru_cache(maxsize=16384)
def name_variants(name: str) -> frozenset[tuple[str, ...]]:
    """Token sequences a text may write ``name`` as: as is, without accents, without dots,
    initials with or without dots ("JJ Redick", "J.J. Redick", "J. J. Redick")."""
    forms = {name, strip_accents(name)}
    forms |= {f.replace(".", "") for f in forms if "." in f}
    # lower-case particles capitalised: "Luc Mbah A Moute"
    forms |= {" ".join(w.capitalize() if w.islower() else w for w in f.split()) for f in forms}
    for f in list(forms):
        first, _, rest = f.partition(" ")
        if rest:
            forms |= {f"{i} {rest}" for i in _initials_forms(first)}
    out = set()
    for f in forms:
        if f.strip():
            out.add(tuple(tokenize_raw(f)[0]))
            out.add(tuple(f.split()))  # as a tokenized text keeps it ("C.J Miles": one token "C.J")
    return frozenset(out)


_END_OF_MATCH = itemgetter(1)


@lru_cache(maxsize=8192)  # a player's name comes back in game after game
def full_name_variants(name: str) -> frozenset[tuple[str, ...]]:
    """How a text may write a player's full name: as the box score has it, or without a suffix."""
    first, last = _name_parts(name)
    return name_variants(name) | name_variants(f"{first} {last}")


class PhraseIndex:
    """Exact token sequences looked up by their first token: a dictionary phrase matcher
    (case-sensitive, as spaCy's PhraseMatcher on ORTH), cheap to build once per game."""

    def __init__(self) -> None:
        self._by_first: dict[str, dict[tuple[str, ...], list[str]]] = {}

    def add(self, key: str, pattern: tuple[str, ...]) -> None:
        # get before set: setdefault would build an empty dict and list on every call
        by_pattern = self._by_first.get(pattern[0])
        if by_pattern is None:
            by_pattern = self._by_first[pattern[0]] = {}
        keys = by_pattern.get(pattern)
        if keys is None:
            by_pattern[pattern] = [key]
        elif key not in keys:
            keys.append(key)

    def matches(self, tokens: list[str]) -> list[tuple[int, int, list[str]]]:
        """Every (start, end, keys) where a pattern occurs, in order of start then end."""
        by_first = self._by_first
        found = []
        n = len(tokens)
        # only tokens that start a pattern are looked at; they are found by a scan in C
        for i in compress(range(n), map(by_first.__contains__, tokens)):
            candidates = by_first[tokens[i]]
            here = []
            for pattern, keys in candidates.items():
                end = i + len(pattern)
                if end <= n and (end == i + 1 or tuple(tokens[i:end]) == pattern):
                    here.append((i, end, keys))
            if len(here) > 1:
                here.sort(key=_END_OF_MATCH)
            found.extend(here)
        return found


def longest_first(spans: list[tuple[int, int, list[str]]]) -> list[tuple[int, int, list[str]]]:
    """Non-overlapping spans, the longest (then the first) preferred, in text order: spaCy's
    ``filter_spans``."""
    result = []
    seen: set[int] = set()
    for span in sorted(spans, key=lambda m: (m[1] - m[0], -m[0]), reverse=True):
        start, end = span[0], span[1]
        if start not in seen and end - 1 not in seen:
            result.append(span)
            seen.update(range(start, end))
    result.sort(key=lambda m: m[0])
    return result


def is_name_word(token: str) -> bool:
    """A capitalised word that may be (part of) a name: letters, or letters joined by a hyphen or
    an apostrophe ("Cauley-Stein", "O'Bryant": "Garrett Cauley-Stein" is one name, not Garrett)."""
    return token[:1].isupper() and _letters(token) and token not in {"The", "A", "An"}


def _letters(token: str) -> bool:
    if token.isalpha():
        return True
    if token.endswith(("'s", "’s")):  # a possessive written on the name ("Felton’s") owns what follows
        return False
    return token.replace("-", "").replace("'", "").replace("’", "").isalpha()


@lru_cache(maxsize=16384)
def fold(text: str) -> str:
    return strip_accents(text).replace(".", "").lower()


#: Similarity (rapidfuzz ratio, 0-100) a misspelt full name needs to link to a player.
FUZZY_THRESHOLD = 90
#: Capitalised abbreviations of box scores and awards, never part of a person's name.
ABBREVIATIONS = frozenset({"NBA", "MVP", "FG", "FT", "Pt", "OT"})
#: Capitalised words that are no part of a person's name: the weekdays, the months, the lexicon's
#: not_name_words, and abbreviations.
NOT_NAME_WORDS = {w.capitalize() for w in (*lexicon_words("weekdays"),
                                            *(m for m in lexicon_mapping("months") if not m.endswith(".")),
                                            *lexicon_words("not_name_words"))} | ABBREVIATIONS
#: Last words of capitalised sequences that name a place or a body, not a person.
PLACE_NOUNS = {w.capitalize() for w in lexicon_words("place_nouns")}


@lru_cache(maxsize=16384)  # asked of every capitalised word of every text; names recur
def _is_person_word(token: str) -> bool:
    """A word that may be part of a person's name: "Kyle", "O'Neal", "Kidd-Gilchrist", "Jr."."""
    if not token[:1].isupper():  # most words: cheapest test first (every suffix is capitalised)
        return False
    if token in NAME_SUFFIXES:
        return True
    return _letters(token) and token not in NOT_NAME_WORDS


def name_runs(doc: Document, covered: set[int]) -> list[tuple[int, int]]:
    """Spans of two or more person-like capitalised words, in one sentence, that nothing linked."""
    tokens = doc.tokens
    sentence_of = doc.sentence_of
    runs: list[tuple[int, int]] = []
    i = 0
    # a run starts with a capitalised word: only those positions are looked at, in order
    for start in doc.capitalised:
        if start < i:
            continue
        i = start
        if i in covered or not _is_person_word(tokens[i]) or tokens[i] in NAME_SUFFIXES:
            continue
        j = i + 1
        while j < len(tokens) and j not in covered and _is_person_word(tokens[j]) \
                and sentence_of[j] == sentence_of[i]:
            j += 1
        if j - i >= 2 and tokens[j - 1] not in PLACE_NOUNS:
            runs.append((i, j))
        i = j
    return runs


def part_of_longer_name(doc: Document, start: int, end: int, name_tokens: frozenset[int] | set[int] = frozenset()) -> bool:
    """True when a partial name touches another capitalised word: a different person.

    A capitalised word before the name counts only inside a sentence ("Forward Smith" at the
    start of a sentence is still Smith), unless it is itself part of a player's name ("JJ" of
    JJ Redick in "JJ Thompson").
    """
    tokens = doc.tokens
    if end < len(tokens) and is_name_word(tokens[end]) and tokens[end] not in NAME_SUFFIXES:
        return True
    if start == 0 or not is_name_word(tokens[start - 1]):
        return False
    if doc.sentence_of[start - 1] != doc.sentence_of[start]:
        return False
    return start - 1 not in doc.sentence_starts or start - 1 in name_tokens
