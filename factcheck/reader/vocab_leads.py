"""The vocabulary of leading: lead verbs, the pools they govern, and the phrases of a top scorer."""

from __future__ import annotations

from factcheck.analysis.clauses import Level, POSSESSIVE_MARKS, ends_at
from collections.abc import Iterable
from factcheck import lexicon

from .vocab import PLACES, named_stat_at


#: Verbs of leading a pool: "<player> led the way", "<team> were led by <player>".
LEAD_VERBS = lexicon.words("vocab_leads_lead_verbs")
#: Verbs saying the player did *not* lead the pool he is compared with ("trailed the team in scoring").
TRAIL_VERBS = {"trailed", "trails"}
#: Objects after the verb that mean the player's team.
TEAM_OBJECTS = lexicon.words("team_objects")
#: Objects that mean the player's team's bench.
BENCH_OBJECTS = lexicon.words("bench_objects")
#: "the <team> starters", "the first unit": not checked (a starter pool).
STARTER_OBJECTS = lexicon.words("starter_objects")
#: "led all scorers", "led both teams": the whole game.
GAME_OBJECTS = frozenset(lexicon.phrase_list("game_objects"))
#: Words that end the clause a leader word governs.
CLAUSE_END = ends_at(Level.MAJOR)
PRONOUNS = {"he", "who"}
#: "led the way from deep / from three": a lead in a shot type this family does not check.
UNCHECKED_AFTER = lexicon.words("unchecked_after")
#: "led the team on the glass / on the boards": rebounds.
REBOUND_PLACES = tuple(["on", "the", place] for place, column in PLACES.items() if column == "REB")
#: Several players sharing a lead: not a claim about one.
GROUP_WORDS = lexicon.words("vocab_leads_group_words")
#: Pool words of the "<pool> - high" / "<pool> - leading" adjectives.
HIGH_POOLS = {w: w for w in lexicon.words("high_pools")}
#: "the high - point man", "the leading scorer", "the top scorer" (points, his team by default).
SCORER_PHRASES = lexicon.phrase_list("scorer_phrases")
SCORER_FIRSTS = frozenset(p[0] for p in SCORER_PHRASES)


def passive_pool(before: Iterable[str]) -> str | None:
    """The pool "<words> was / were led by <player(s)>" names with the words before the verb: the
    bench ("the bench", "the second unit"), else the team; None for the starters (not a pool the
    lead is checked in)."""
    words = set(before)
    if words & STARTER_OBJECTS:
        return None
    return "bench" if words & BENCH_OBJECTS or "unit" in words else "team"


def named_stat(tokens: list[str], i: int, end: int) -> str | None:
    """"in scoring" / "in rebounds" / "in three - pointers" within the few words after the object
    (:func:`~factcheck.reader.vocab.named_stat_at`); "?" for "in <other>" right after it ("led the
    team in attempts", "led the team in the fourth quarter")."""
    low = [t.lower() for t in tokens[i:min(end, i + 12)]]  # (the few words read, relative to i)
    n = min(end - i, 6)
    if 1 < len(low) and low[0] == "in" and named_stat_at(low, 1) is None:
        return "?"
    for k in range(n):
        if low[k] in CLAUSE_END or low[k] == ",":
            return None
        if low[k] == "in" and k + 1 < len(low):
            found = named_stat_at(low, k + 1)
            if found:
                return found[0]
    return None


def stat_just_before(low: list[str], lo: int, verb: int, nouns: dict[str, str]) -> str:
    """The statistic (``nouns``: noun -> column) of the figure right before a passive lead verb,
    "recorded 31 assists , led by X 's 11": the one the lead is in; else points."""
    k = verb - 1
    while k > lo and low[k] in {",", "and"}:
        k -= 1
    return nouns.get(low[k], "PTS") if lo < k and low[k - 1][:1].isdigit() else "PTS"
