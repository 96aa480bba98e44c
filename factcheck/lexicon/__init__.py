"""The lexicon: every word and phrase the readers know, as data, one table per concept.

Readers never spell out a word list: they derive their patterns from these tables, so a synonym
taught here ("caroms" for rebounds, "dimes" for assists) is read everywhere a statistic is read.
The tables live in TOML files beside this module, one file per concept (``statistic_words.toml``,
``time_frames.toml`` ...). Each table has an ``about`` line saying what its words are for, and one of:

- ``words = [...]``: a set of lower-case words (:func:`words`);
- ``phrases = ["chipped in", ...]``: word sequences, longest first (:func:`phrases`), or in the
  file's order (:func:`phrase_list`);
- ``map = {word = "value", ...}``: words with a value each (:func:`mapping`);
- ``groups = {VALUE = ["word", ...], ...}``: the same, written by value (:func:`mapping`);
- sub-tables ``[name.KEY]``, one per entry with named fields (:func:`entries`): the statistics
  and shot types, each with its nouns, singulars and comment wording (:mod:`.statistics`).

A table's name is unique across files; :func:`table_names` lists them, :func:`about` says what
one is for.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from collections.abc import Iterable, Sequence
from typing import Any

HERE = Path(__file__).resolve().parent


class LexiconError(KeyError):
    """An unknown table, or a table of another shape than asked for."""

    def __str__(self) -> str:
        return str(self.args[0])


@cache
def _tables() -> dict[str, dict[str, Any]]:
    return load_tables(HERE)


def load_tables(directory: Path) -> dict[str, dict[str, Any]]:
    """Every table of the TOML files in ``directory`` by name (a bad file is a one-line
    :class:`LexiconError` naming it, and the line for a syntax error)."""
    out: dict[str, dict[str, Any]] = {}
    for path in sorted(directory.glob("*.toml")):
        try:
            with path.open("rb") as handle:
                data = tomllib.load(handle)
        except tomllib.TOMLDecodeError as err:
            raise LexiconError(f"{path}: {err}") from None
        for name, table in data.items():
            if name in out:
                raise LexiconError(f"lexicon table {name!r} is defined twice ({path.name} and {out[name]['_file']})")
            if not isinstance(table, dict) or "about" not in table:
                raise LexiconError(f"{path.name}: table {name!r} needs an 'about' line")
            table["_file"] = path.name
            out[name] = table
    return out


def _table(name: str, shape: str) -> dict[str, Any]:
    table = _tables().get(name)
    if table is None:
        raise LexiconError(f"no lexicon table {name!r} (see factcheck/lexicon/*.toml)")
    if shape == "entries":
        if not any(isinstance(v, dict) for v in table.values()):
            raise LexiconError(f"lexicon table {name!r} has no entries ([{name}.KEY] sub-tables)")
        return table
    if shape not in table and not (shape == "map" and "groups" in table):
        kinds = [k for k in ("words", "phrases", "map", "groups") if k in table]
        raise LexiconError(f"lexicon table {name!r} has {kinds}, not {shape}")
    return table


@cache
def words(name: str) -> frozenset[str]:
    """The words of table ``name``."""
    return frozenset(_table(name, "words")["words"])


@cache
def phrases(name: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of table ``name`` as word tuples, longest first (then in the file's order)."""
    found = [tuple(p.split()) for p in _table(name, "phrases")["phrases"]]
    return tuple(sorted(found, key=len, reverse=True))


@cache
def phrase_list(name: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of table ``name`` as word tuples, in the file's order (where the first match wins)."""
    return tuple(tuple(p.split()) for p in _table(name, "phrases")["phrases"])


def phrase_at(words: Sequence[str], k: int, phrases: Iterable[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The first of ``phrases`` (word tuples, as :func:`phrases` gives them) that starts at
    ``words[k]``, else None. A tuple of phrases is tried only by those that begin with ``words[k]``
    (:func:`_by_first_word`): most positions asked start none."""
    if type(phrases) is tuple and 0 <= k < len(words):
        by_first = _BY_FIRST.get(id(phrases))
        if by_first is None or by_first[0] is not phrases:
            by_first = _BY_FIRST[id(phrases)] = (phrases, _by_first_word(phrases))
        if by_first[1] is not None:
            phrases = by_first[1].get(words[k], ())
    return next((p for p in phrases if tuple(words[k:k + len(p)]) == p), None)


#: The phrase tuples :func:`phrase_at` has been given, by identity (each kept, so its id is not
#: reused), with their phrases by first word. The tables' tuples are made once, at import.
_BY_FIRST: dict[int, tuple[tuple, dict[str, tuple[tuple[str, ...], ...]] | None]] = {}


def _by_first_word(phrases: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]] | None:
    """``phrases`` grouped by their first word, each group in the given order (None when a phrase
    is empty: it starts at every position)."""
    if not all(phrases):
        return None
    groups: dict[str, list[tuple[str, ...]]] = {}
    for p in phrases:
        groups.setdefault(p[0], []).append(p)
    return {first: tuple(group) for first, group in groups.items()}


@cache
def mapping(name: str) -> dict[str, str]:
    """The words of table ``name`` with their values (a ``map`` table, or a ``groups`` table
    turned word -> value). Do not change the returned dict: it is shared."""
    table = _table(name, "map")
    if "map" in table:
        return dict(table["map"])
    return {word: value for value, group in table["groups"].items() for word in group}


@cache
def entries(name: str) -> dict[str, dict[str, Any]]:
    """The entries of table ``name`` (its ``[name.KEY]`` sub-tables) by key, in the file's order.
    Do not change the returned dicts: they are shared."""
    return {key: value for key, value in _table(name, "entries").items() if isinstance(value, dict)}


def about(name: str) -> str:
    """What table ``name`` is for."""
    if name not in _tables():
        raise LexiconError(f"no lexicon table {name!r}")
    return _tables()[name]["about"]


def table_names() -> list[str]:
    """Every table's name."""
    return sorted(_tables())
