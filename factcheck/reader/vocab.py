"""The vocabulary of statistics the stat readers share: the nouns of each box-score column (from
the lexicon, :mod:`factcheck.lexicon.statistics`), and the verbs and phrases around a number that
make it a statistic ("blocked four shots", "chipped in 12").
"""

from __future__ import annotations

from boxscore.models import COLUMN_NAMES
from factcheck.lexicon import words
from factcheck.lexicon.statistics import (doer_nouns, lead_nouns, modifiers, out_verbs, places, plural_nouns,
                                          shots_verbs, stat_nouns, stat_verb_phrases, stat_verbs, team_comment_nouns,
                                          times_phrases)
from factcheck import lexicon

from .vocab_shots import COUNT_NOUNS

#: Statistic nouns (lower case) and the box-score column they report (the lexicon's, plural and singular).
STAT_NOUNS: dict[str, str] = stat_nouns()
#: "12 rebounds came from X": the verbs between a stat line and "from" the player it is credited to.
CREDIT_VERBS = words("credit_verbs")
#: Verbs before "N shots" that make them blocks: "blocked four shots", "swatted three shots".
BLOCK_VERBS = frozenset(v for v, c in shots_verbs().items() if c == "BLK")
#: Verb phrases before "N times" and the statistic they count: "turned the ball over six times".
TIMES_PHRASES: dict[tuple[str, ...], str] = times_phrases()
_TIMES_LENGTHS = sorted({len(p) for p in TIMES_PHRASES}, reverse=True)
#: Words before "N times" that make them turnovers: "turned the ball over six times".
TURNOVER_VERBS = [list(p) for p, c in TIMES_PHRASES.items() if c == "TO"]


def times_stat(low: list[str], at: int) -> str | None:
    """The statistic "N times" counts after the verb phrase before ``at``: "turning the ball over
    six times" (turnovers), "stole the ball four times" (steals); None for other "times"."""
    for n in _TIMES_LENGTHS:
        stat = TIMES_PHRASES.get(tuple(low[at - n:at])) if at >= n else None
        if stat is not None:
            return stat
    return None


#: Words after "foul" that make it a free throw, not a personal foul ("59 foul shots", "the foul line").
FREE_THROW_AFTER_FOUL = lexicon.words("free_throw_after_foul")
#: Words between the number and the noun that keep or change the statistic.
STAT_MODIFIERS: dict[str, dict[str, str]] = modifiers()
#: Verbs after which a bare number is points: "added 17 off the bench", "finished with 23".
STAT_VERBS: dict[str, str] = stat_verbs()
SCORING_VERBS = frozenset(v for v, c in STAT_VERBS.items() if c == "PTS")
STAT_VERB_PHRASES: dict[tuple[str, ...], str] = stat_verb_phrases()
SCORING_PHRASES = frozenset(p for p, c in STAT_VERB_PHRASES.items() if c == "PTS")
#: After such a bare number, a word that ends it (not a noun it counts: "added two more free throws").
ELLIPSIS_AFTER = lexicon.words("ellipsis_after")
#: The name of each column in comments (the box-score model's).
STAT_NAMES = COLUMN_NAMES

#: Record words that may stand between a scoring verb and its bare number: "scored a team - high 25".
_HIGHS = lexicon.words("scoring_highs")


def scoring_verb_before(low: list[str], at: int) -> bool:
    """A verb of scoring stands right before ``at`` ("scored", "chipped in", "finished with"), or
    before "a team - high" there ("scored a team - high 25 in 35 minutes")."""
    if at >= 4 and low[at - 4] == "a" and low[at - 3] in _HIGHS and low[at - 2:at] == ["-", "high"]:
        at -= 4
    if at >= 1 and low[at - 1] in SCORING_VERBS:
        return True
    return at >= 2 and (low[at - 2], low[at - 1]) in SCORING_PHRASES


#: The plural nouns of the statistics ("12 boards", not "a 12 - board") and their columns.
PLURAL_NOUNS: dict[str, str] = plural_nouns()
#: The plural nouns of points ("points", "pts").
POINT_NOUNS = frozenset(w for w, c in PLURAL_NOUNS.items() if c == "PTS")
#: The nouns after "led the team in" ("scoring", "caroms") and their columns.
LEAD_NOUNS: dict[str, str] = lead_nouns()
#: Where a statistic is won ("the glass", "the boards") and its column.
PLACES: dict[str, str] = places()
#: The verbs of having more of it than the opponent ("outrebounded", "out - rebounded") and the column (or shot type).
OUT_VERBS: dict[str, str] = out_verbs()
#: The nouns of a player who does a statistic ("a double - digit scorer") and their columns.
DOER_NOUNS: dict[str, str] = doer_nouns()
_COUNTS_BY_FIRST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _phrase, _shot, _attempts in COUNT_NOUNS:
    _COUNTS_BY_FIRST.setdefault(_phrase[0], []).append((_phrase, _shot.attempted if _attempts else _shot.made))


def named_stat_at(low: list[str], j: int) -> tuple[str, int] | None:
    """The statistic a lead or a rank names at ``j`` (after its "in") and the token after its
    words: "scoring", "caroms", "offensive boards", "three - pointers", "free throw attempts"."""
    return stat_words_at(low, j, LEAD_NOUNS)


def stat_words_at(low: list[str], j: int, nouns: dict[str, str] = STAT_NOUNS) -> tuple[str, int] | None:
    """The statistic whose words stand at ``j`` and the token after them: a noun of ``nouns``
    after optional modifiers ("12 offensive boards"), or a count of shots ("three treys", "four
    free throw attempts"); the column's name ("OREB", "FG3M", "FTA")."""
    k, stat_map = j, {}
    while k < len(low) and low[k] in STAT_MODIFIERS:
        stat_map.update(STAT_MODIFIERS[low[k]])
        k += 1
    stat = nouns.get(low[k]) if k < len(low) else None
    if stat is not None:
        return stat_map.get(stat, stat), k + 1
    for phrase, column in _COUNTS_BY_FIRST.get(low[j] if j < len(low) else "", ()):
        if tuple(low[j:j + len(phrase)]) == phrase:
            return column, j + len(phrase)
    return None


def words_of(*columns: str) -> frozenset[str]:
    """Every word of the lexicon for the statistics ``columns``: their nouns (plural and singular),
    their words after a lead ("rebounding"), where they are won ("glass") and the verbs of having
    more of them ("outrebounded", "rebounded" of "out - rebounded")."""
    return frozenset(w for table in (STAT_NOUNS, LEAD_NOUNS, PLACES, OUT_VERBS) for w, c in table.items()
                     if c in columns)


def nouns_of(*columns: str) -> frozenset[str]:
    """The plural nouns of the statistics ``columns`` and their words after a lead ("rebounds",
    "boards", "rebounding"): the words of a clause about them. (Not the singulars: "steal" and
    "block" are verbs as often.)"""
    return frozenset(w for w, c in LEAD_NOUNS.items() if c in columns)


#: The statistics of a team's line besides its points ("REB", "AST", "TO", ...).
TEAM_COLUMNS: tuple[str, ...] = tuple(team_comment_nouns())
#: Words naming a kind of points, not the score ("in the paint", "fast - break points").
POINT_KINDS = words("point_kinds")


#: Nouns a compound "18 - point" may qualify when it reports the player's own total.
COMPOUND_HEADS = lexicon.words("compound_heads")
#: Words between a compound and its head ("a 32 - point scoring performance").
_COMPOUND_MODIFIERS = lexicon.words("compound_modifiers")


def heads_compound(low: list[str], k: int) -> bool:
    """Whether the word at ``k`` (``low``: lower-case tokens) is the head a compound before it
    qualifies ("18 - point effort"), or a modifier before one ("32 - point scoring performance")."""
    return low[k] in COMPOUND_HEADS or low[k] in _COMPOUND_MODIFIERS and k + 1 < len(low) and low[k + 1] in COMPOUND_HEADS

#: After a statistic's noun: the number is a split of the game or an average, not the game total.
SPLIT_WORDS_AFTER = lexicon.words("split_words_after")
AVERAGE_WORDS_AFTER = lexicon.words("average_words_after")
AVERAGE_WORDS_BEFORE = lexicon.words("average_words_before")
