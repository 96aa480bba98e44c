"""The vocabulary of leading: lead verbs, the pools they govern, and the phrases of a top scorer."""

from __future__ import annotations

from collections.abc import Iterable

from factcheck.lexicon.statistics import lead_nouns


#: Verbs of leading a pool: "<player> led the way", "<team> were led by <player>".
LEAD_VERBS = {"led", "paced", "topped", "leads", "paces"}
#: Verbs saying the player did *not* lead the pool he is compared with ("trailed the team in scoring").
TRAIL_VERBS = {"trailed", "trails"}
#: Objects after the verb that mean the player's team.
TEAM_OBJECTS = {"way", "team", "charge", "attack", "offense", "scoring", "squad", "club"}
#: Objects that mean the player's team's bench.
BENCH_OBJECTS = {"bench", "reserves", "second", "backups", "subs", "substitutes"}
#: "the <team> starters", "the first unit": not checked (a starter pool).
STARTER_OBJECTS = {"starters", "starting", "first", "frontcourt", "backcourt"}
#: "led all scorers", "led both teams": the whole game.
GAME_OBJECTS = {("all", "scorers"), ("all", "players"), ("both", "teams")}
#: "in scoring", "in rebounds", ... after the object names the statistic.
IN_STAT = lead_nouns()
#: Words that end the clause a leader word governs.
CLAUSE_END = {".", ";", "while", "but", "whereas"}
PRONOUNS = {"he", "who"}
#: Possessive tokens as the summaries write them (straight and curly apostrophes).
POSSESSIVE = {"'s", "'", "\u2019s", "\u2019"}
#: "led the way from deep / from three": a lead in a shot type this family does not check.
UNCHECKED_AFTER = {"from", "defensively", "beyond", "behind", "inside", "outside"}
#: "led the team on the glass / on the boards": rebounds.
REBOUND_PLACES = (["on", "the", "glass"], ["on", "the", "boards"], ["on", "the", "board"])
#: Several players sharing a lead: not a claim about one.
GROUP_WORDS = {"duo", "trio", "tandem", "pair", "combination", "both"}
#: Pool words of the "<pool> - high" / "<pool> - leading" adjectives.
HIGH_POOLS = {"game": "game", "team": "team", "bench": "bench"}
#: "the high - point man", "the leading scorer", "the top scorer" (points, his team by default).
SCORER_PHRASES = (("high", "-", "point", "man"), ("high", "-", "scorer"), ("leading", "scorer"), ("top", "scorer"))
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
    """"in scoring" / "in rebounds" within the few words after the object; "?" for "in <other>"
    right after it ("led the team in attempts", "led the team in the fourth quarter")."""
    if i + 1 < end and tokens[i].lower() == "in" and tokens[i + 1].lower() not in IN_STAT:
        return "?"
    for k in range(i, min(end, i + 6)):
        if tokens[k].lower() in CLAUSE_END or tokens[k] == ",":
            return None
        if tokens[k].lower() == "in" and k + 1 < end:
            stat = IN_STAT.get(tokens[k + 1].lower())
            if stat:
                return stat
    return None
