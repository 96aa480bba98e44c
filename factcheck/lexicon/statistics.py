"""The statistics and shot types of the lexicon (``statistic_words.toml``, ``shooting.toml``), as the readers
and comments use them: nouns by box-score column, the forms after a lead, comment wording.

Every view is derived from the two tables, once; a synonym added to a table is in every view.
Columns are the box score's names as strings ("REB", "FG3"): the lexicon is below the box-score
model and imports nothing of the project.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from . import LexiconError, entries

Phrase = tuple[str, ...]


def _phrase(text: str) -> Phrase:
    return tuple(text.split())


def _longest_first(phrases: list[Phrase]) -> list[Phrase]:
    return sorted(phrases, key=len, reverse=True)


@cache
def statistics() -> dict[str, dict[str, Any]]:
    """The counted statistics' entries by column (``[statistics.REB]`` ...), checked once."""
    found = entries("statistics")
    for column, entry in found.items():
        if "noun" not in entry:
            raise LexiconError(f"statistic_words.toml: statistic {column!r} needs a 'noun' (how comments name it)")
        if ("modifier" in entry) != ("of" in entry) or entry.get("of", column) not in found:
            raise LexiconError(f"statistic_words.toml: statistic {column!r} needs both 'modifier' and 'of' (a statistic)")
    return found


def _words_of(field: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for column, entry in statistics().items():
        for word in entry.get(field, ()):
            if out.setdefault(word, column) != column:
                raise LexiconError(f"statistic_words.toml: {word!r} names both {out[word]} and {column}")
    return out


@cache
def plural_nouns() -> dict[str, str]:
    """The nouns after a number ("12 rebounds", "nine dimes") and their columns."""
    return _words_of("plural")


@cache
def stat_nouns() -> dict[str, str]:
    """Every noun of a statistic after a number, plural or singular ("12 boards", "a steal", "a
    12 - rebound double - double"), and its column."""
    return plural_nouns() | _words_of("singular")


@cache
def lead_nouns() -> dict[str, str]:
    """The nouns after "led the team in": every plural noun ("in caroms") and the statistic's own
    words ("in scoring", "in rebounding"), with their columns."""
    return plural_nouns() | _words_of("in")


@cache
def doer_nouns() -> dict[str, str]:
    """The nouns of a player who does a statistic ("scorer", "rebounder"), with its column."""
    return _words_of("doer")


@cache
def places() -> dict[str, str]:
    """Where a statistic is won ("the glass", "the boards"), with its column."""
    return _words_of("places")


@cache
def out_verbs() -> dict[str, str]:
    """The verbs of having more of a statistic than the opponent, with its column (or shot type):
    each written whole ("outrebounded") and as it stands after "out -" ("rebounded")."""
    out: dict[str, str] = {}
    found = [(v, c) for c, e in statistics().items() for v in e.get("out", ())]
    found += [(v, s) for s, e in shots().items() for v in e.get("out", ())]
    for verb, column in found:
        out[verb] = out["out" + verb] = column
    return out


@cache
def stat_verbs() -> dict[str, str]:
    """The verbs that name a statistic before bare numbers ("scored", "grabbed"), with its column."""
    return _words_of("verbs")


@cache
def stat_verb_phrases() -> dict[Phrase, str]:
    """The verbs of more than one word that name a statistic ("chipped in", "finished with")."""
    return {_phrase(p): c for p, c in _words_of("verb_phrases").items()}


@cache
def times_phrases() -> dict[Phrase, str]:
    """The verb phrases before "N times" that count a statistic ("turned the ball over"), with its column."""
    return {_phrase(p): c for p, c in _words_of("times").items()}


@cache
def shots_verbs() -> dict[str, str]:
    """The verbs before "N shots" that count a statistic ("blocked four shots"), with its column."""
    return _words_of("shots_verbs")


@cache
def modifiers() -> dict[str, dict[str, str]]:
    """Words between a number and a statistic's noun, with how each changes the statistic:
    "offensive" {"REB": "OREB"}; the fillers ("personal", "total") change nothing."""
    out: dict[str, dict[str, str]] = {}
    for column, entry in statistics().items():
        if "modifier" in entry:
            out.setdefault(entry["modifier"], {})[entry["of"]] = column
    from . import words

    for word in sorted(words("stat_fillers")):
        out.setdefault(word, {})
    return out


@cache
def comment_nouns() -> dict[str, str]:
    """How comments name each statistic, by column ("OREB": "offensive rebounds", "FG3M":
    "three-pointers", "FG3A": "three-point attempts")."""
    out = {column: entry["noun"] for column, entry in statistics().items()}
    for shot, entry in shots().items():
        out[f"{shot}M"], out[f"{shot}A"] = entry["noun"], entry["noun_attempts"]
    return out


@cache
def team_comment_nouns() -> dict[str, str]:
    """How comments name a team's total of each statistic but points and minutes ("personal fouls")."""
    return {column: entry.get("team_noun", entry["noun"]) for column, entry in statistics().items()
            if column not in ("PTS", "MIN")}


# ---- shots ----------------------------------------------------------------------------------------
@cache
def shots() -> dict[str, dict[str, Any]]:
    """The shot types' entries by type ("FG", "FG3", "FT", "FG2"), in the file's order."""
    found = entries("shots")
    for shot, entry in found.items():
        missing = [k for k in ("noun", "noun_one", "noun_attempts", "phrase", "types", "made", "attempted")
                   if k not in entry]
        if missing:
            raise LexiconError(f"shooting.toml: shot type {shot!r} needs {missing}")
    return found


@cache
def shot_types() -> dict[str, list[Phrase]]:
    """The words naming each shot type after a pair or a percentage, longest first."""
    return {shot: _longest_first([_phrase(p) for p in entry["types"]]) for shot, entry in shots().items()}


@cache
def shot_counts() -> list[tuple[Phrase, str, bool]]:
    """The nouns of a count of shots ("four three - pointers", "12 free throw attempts"): (phrase,
    shot type, whether it counts attempts), longest first (then by type and made before attempted)."""
    found = [(_phrase(p), shot, attempts) for shot, entry in shots().items()
             for attempts, field in ((False, "made"), (True, "attempted")) for p in entry[field]]
    return sorted(found, key=lambda item: -len(item[0]))


@cache
def shot_abbreviations() -> frozenset[Phrase]:
    """The box-score labels among the type words ("3pt", "fg %")."""
    return frozenset(_phrase(p) for entry in shots().values() for p in entry.get("abbreviations", ()))


def shot_noun(shot: str) -> str:
    """How comments name shots of a type ("three-pointers")."""
    return shots()[shot]["noun"]


def shot_phrase(shot: str) -> str:
    """How comments say where shots of a type were taken ("from three-point range")."""
    return shots()[shot]["phrase"]


@cache
def comment_singulars() -> dict[str, str]:
    """The plural nouns comments count, with their singulars ("rebounds": "rebound"): the
    statistics', the shot types' and the other counted nouns of the ``comment_singulars`` table."""
    from . import mapping

    out = {e["noun"]: e["noun_one"] for e in statistics().values() if "noun_one" in e}
    out |= {e["noun"]: e["noun_one"] for e in shots().values()}
    return out | mapping("comment_singulars")
