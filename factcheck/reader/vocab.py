"""The vocabulary of statistics the stat readers share: the nouns of each box-score column (from
the lexicon, :mod:`factcheck.lexicon.statistics`), and the verbs and phrases around a number that
make it a statistic ("blocked four shots", "chipped in 12").
"""

from __future__ import annotations

from boxscore.models import COLUMN_NAMES
from factcheck.lexicon import words
from factcheck.lexicon.statistics import lead_nouns, modifiers, stat_nouns

from .vocab_shots import COUNT_NOUNS

#: Statistic nouns (lower case) and the box-score column they report (the lexicon's, plural and singular).
STAT_NOUNS: dict[str, str] = stat_nouns()
#: "12 rebounds came from X": the verbs between a stat line and "from" the player it is credited to.
CREDIT_VERBS = words("credit_verbs")
#: Verbs before "N shots" that make them blocks: "blocked four shots", "swatted three shots".
BLOCK_VERBS = {"blocked", "blocking", "blocks", "swatted", "swatting", "rejected", "rejecting"}
#: Words before "N times" that make them turnovers: "turned the ball over six times".
TURNOVER_VERBS = [[verb, "the", "ball", "over"] for verb in ("turned", "turning", "turns", "turn", "coughed")]
#: "stole the ball four times": the count of steals.
STEAL_VERBS = [[verb, "the", "ball"] for verb in ("stole", "stealing", "steals", "steal")]


def times_stat(low: list[str], at: int) -> str | None:
    """The statistic "N times" counts after the verb phrase before ``at``: "turning the ball over
    six times" (turnovers), "stole the ball four times" (steals); None for other "times"."""
    if low[at - 4:at] in TURNOVER_VERBS:
        return "TO"
    return "STL" if low[at - 3:at] in STEAL_VERBS else None


#: Words after "foul" that make it a free throw, not a personal foul ("59 foul shots", "the foul line").
FREE_THROW_AFTER_FOUL = {"shots", "shot", "shooting", "line", "attempts", "attempt", "stripe"}
#: Words between the number and the noun that keep or change the statistic.
STAT_MODIFIERS: dict[str, dict[str, str]] = modifiers()
#: Verbs after which a bare number is points: "added 17 off the bench", "finished with 23".
SCORING_VERBS = {"scored", "scoring", "scores", "added", "adding", "adds", "contributed", "contributing", "tallied",
                 "tallying", "totaled", "totalled", "totaling", "dropped", "dropping", "netted", "notched", "posted",
                 "provided", "supplied", "collected", "registered", "managed", "mustered"}
SCORING_PHRASES = {("chipped", "in"), ("chips", "in"), ("chipping", "in"), ("poured", "in"), ("pouring", "in"),
                   ("pitched", "in"), ("pitching", "in"), ("finished", "with"), ("finishing", "with"),
                   ("put", "up"), ("putting", "up"), ("racked", "up"), ("racking", "up"), ("followed", "with"),
                   ("chipped", "in"), ("kicked", "in"), ("came", "through"), ("ended", "with"), ("went", "for"),
                   ("going", "for"), ("exploded", "for"), ("erupted", "for"), ("turned", "in"), ("turning", "in")}
#: After such a bare number, a word that ends it (not a noun it counts: "added two more free throws").
ELLIPSIS_AFTER = {",", ".", "and", "off", "in", "on", "while", "as", "with", "before", "after", ";", "but", "to",
                  "despite", "for", "behind", "(", "at"}
#: The name of each column in comments (the box-score model's).
STAT_NAMES = COLUMN_NAMES

#: Record words that may stand between a scoring verb and its bare number: "scored a team - high 25".
_HIGHS = {"team", "game", "season", "career"}


def scoring_verb_before(low: list[str], at: int) -> bool:
    """A verb of scoring stands right before ``at`` ("scored", "chipped in", "finished with"), or
    before "a team - high" there ("scored a team - high 25 in 35 minutes")."""
    if at >= 4 and low[at - 4] == "a" and low[at - 3] in _HIGHS and low[at - 2:at] == ["-", "high"]:
        at -= 4
    if at >= 1 and low[at - 1] in SCORING_VERBS:
        return True
    return at >= 2 and (low[at - 2], low[at - 1]) in SCORING_PHRASES


#: The nouns after "led the team in" ("scoring", "caroms") and their columns.
LEAD_NOUNS: dict[str, str] = lead_nouns()
_COUNTS_BY_FIRST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _phrase, _shot, _attempts in COUNT_NOUNS:
    _COUNTS_BY_FIRST.setdefault(_phrase[0], []).append((_phrase, _shot.attempted if _attempts else _shot.made))


def named_stat_at(low: list[str], j: int) -> tuple[str, int] | None:
    """The statistic a lead or a rank names at ``j`` (after its "in") and the token after its
    words: "scoring", "caroms", "offensive boards", "three - pointers", "free throw attempts"."""
    k, stat_map = j, {}
    while k < len(low) and low[k] in STAT_MODIFIERS:
        stat_map.update(STAT_MODIFIERS[low[k]])
        k += 1
    stat = LEAD_NOUNS.get(low[k]) if k < len(low) else None
    if stat is not None:
        return stat_map.get(stat, stat), k + 1
    for phrase, column in _COUNTS_BY_FIRST.get(low[j] if j < len(low) else "", ()):
        if tuple(low[j:j + len(phrase)]) == phrase:
            return column, j + len(phrase)
    return None
