"""Team counts written without "N <stat>", and reader component ``team_period_points`` (a team's
"14 points in the third quarter"): turnovers as "turned the ball over 18 times", "gave the
ball away a whopping 24 times"; and the other team's count after a team's: "recorded 12 blocks to Brooklyn 's three", "snatched down
45 boards to the Pistons ' 40", "committed 15 turnovers , compared to the Bulls ' 11", "turned the
ball over 18 times compared to just ten from the Hawks".

Writers set one team's count against the other's with the same statistic left unsaid after the
second number; the second number is a claim about the team named beside it. Read only when that
team is the other side than the first claim's, and when no other statistic's noun follows the
second number ("to the Bucks ' 40 percent" is another claim).

Also where a team line in parentheses belongs: "shot well from two - point land ( 17 - 35 , 49
percent )" is of the shot type named before it.
"""

from __future__ import annotations

from factcheck.analysis.clauses import POSSESSIVE_MARKS
from collections.abc import Iterable, Iterator

from boxscore import Side
from factcheck.claims import Frame, Subject, TeamPeriodPoints
from factcheck.engine.context import CheckContext
from factcheck.lexicon import words
from factcheck.text.linking import TeamMention
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from factcheck.analysis.periods import periods_at
from .registry import reader
from .shot_words import type_at
from .team_binding import owner
from .teams import team_subject
from .vocab import POINT_NOUNS, STAT_MODIFIERS, STAT_NOUNS
from .vocab_shots import MISS_VERBS, PERCENT_WORDS
from .words import positions

#: Words that may stand between a count and the "to" / "compared to" that sets the other's beside
#: it: the count's noun ("blocks", "total rebounds", "blocked shots", "times") and fillers.
_BETWEEN = frozenset(STAT_NOUNS) | frozenset(STAT_MODIFIERS) | {"shots", "times"} | words("count_fillers")
#: Words that open the other team's count.
_OPENERS = lexicon.phrase_list("openers")
#: Words between the opener and the other's number ("compared to just ten from the Hawks").
_FILLERS = lexicon.words("fillers")
#: Words that may follow the other's number: it ends there.
_ENDS = lexicon.words("ends")


def _team_at(ctx: CheckContext, start: int) -> TeamMention | None:
    """The team mention starting at ``start`` (after an optional "the")."""
    low = ctx.doc.lower
    if low[start:start + 1] == ["the"]:
        start += 1
    for m in ctx.mentions.teams_in(start, start + 4):
        if m.start == start:
            return m
    return None


def _ends_bare(low: list[str], num: Number, noun: str | None) -> bool:
    """The number stands alone or with the first count's own noun after it."""
    after = low[num.end:num.end + 1]
    if not after or after[0] in _ENDS:
        return True
    return noun is not None and STAT_NOUNS.get(after[0]) == noun


def _other_after(ctx: CheckContext, k: int) -> tuple[Number, TeamMention] | None:
    """At ``k`` (after the opener): "[the] Hawks ' 40" or "[just] ten from the Hawks"."""
    tokens, low = ctx.tokens, ctx.doc.lower
    team = _team_at(ctx, k)
    if team is not None:
        if low[team.end:team.end + 1] and low[team.end] in POSSESSIVE_MARKS:
            j = team.end + 1
        elif tokens[team.end - 1][-1:] in {"'", "’"} or tokens[team.end - 1].endswith(("'s", "’s")) \
                or parse_at(tokens, team.end) is not None and low[team.end + 1:team.end + 2] != ["-"]:
            j = team.end  # "to the Knicks 15": the apostrophe left out
        else:
            return None
        num = parse_at(tokens, j)
        return (num, team) if num is not None else None
    while low[k:k + 1] and low[k] in _FILLERS:
        k += 1
    num = parse_at(tokens, k)
    if num is None or low[num.end:num.end + 1] not in (["from"], ["by"], ["for"]):
        return None
    team = _team_at(ctx, num.end + 1)
    return (num, team) if team is not None else None


#: Verbs of forcing the other team's turnovers ("while forcing just six").
_FORCING = lexicon.words("forcing")


def _forced_after(ctx: CheckContext, k: int, hi: int) -> Number | None:
    """At ``k``: "[,] while forcing [just] N" with N standing alone (the other team's turnovers)."""
    low = ctx.doc.lower
    if low[k:k + 1] == ["while"]:
        k += 1
    if low[k:k + 1] != [] and low[k] in {"only", "just"}:
        k += 1
    if low[k:k + 1] == [] or low[k] not in _FORCING:
        return None
    k += 1
    while low[k:k + 1] != [] and low[k] in _FILLERS:
        k += 1
    num = parse_at(ctx.tokens, k) if k < hi else None
    if num is None or num.form == "article" or num.end > hi:
        return None
    after = low[num.end] if num.end < len(low) else "."
    if STAT_NOUNS.get(after, "TO") != "TO" or after in _NOT_BARE_AFTER:
        return None  # "forcing 12 shots", "forcing 12 - of - 20": no count of turnovers
    return num


#: Words after a number that make it no bare count.
_NOT_BARE_AFTER = lexicon.words("not_bare_after")


def opponent_counts(ctx: CheckContext, firsts: Iterable[tuple[Number, str, Side]]) -> Iterator[tuple[Number, str, Side]]:
    """For each team count (number, statistic, side), the other team's count set beside it."""
    low = ctx.doc.lower
    for first, key, side in firsts:
        _, hi = ctx.doc.bounds_at[first.start]
        k = first.end
        while k < min(hi, first.end + 5) and low[k] in _BETWEEN:
            k += 1
        forced = _forced_after(ctx, k, hi) if key == "TO" else None
        if forced is not None:
            yield forced, key, side.other  # "turning the ball over 14 times while forcing just six"
            continue
        opener = next((o for o in _OPENERS if tuple(low[k:k + len(o)]) == o), None)
        if opener is None:
            continue
        found = _other_after(ctx, k + len(opener))
        if found is None:
            continue
        num, team = found
        if team.side is None or team.side is side or num.end > hi:
            continue
        if num.form == "article" or not _ends_bare(low, num, key):
            continue
        yield num, key, team.side


#: "turned the ball over", "gave it away", "coughed the ball up": the verbs, objects and particles.
_GIVE_VERBS = lexicon.words("give_verbs")
_GIVE_PARTICLES = {"over", "away", "up"}
#: Words between the particle and the count ("gave the ball away a whopping 24 times").
_TIMES_FILLERS = lexicon.words("times_fillers")


def turned_over(ctx: CheckContext) -> Iterator[tuple[Number, int]]:
    """"turned the ball over 18 times", "gave the ball away a whopping 24 times": a count of turnovers
    (also one in the next clause: :func:`_total_after`)."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for k in positions(ctx, _GIVE_PARTICLES):
        j = k + 1
        verb = low[k - 3] if k >= 3 and low[k - 2:k] == ["the", "ball"] \
            else low[k - 2] if k >= 2 and low[k - 1:k] == ["it"] else ""
        if k >= 1 and low[k + 1:k + 3] == ["the", "ball"]:
            verb, j = low[k - 1], k + 3  # "coughing up the ball only six times"
        if verb not in _GIVE_VERBS:
            continue
        while j < len(low) and low[j] in _TIMES_FILLERS:
            j += 1
        num = parse_at(tokens, j) if j < len(low) else None
        if num is not None and low[num.end:num.end + 1] == ["times"]:
            yield num, num.end + 1
        elif num is None:
            total = _total_after(ctx, low, j)
            if total is not None:
                yield total, total.end


#: Words that may qualify a giving-away verb before a comma ("turned the ball over way too frequently").
_MANNER_WORDS = lexicon.words("manner_words")


_TOTAL_AFTER = [list(p) for p in lexicon.phrase_list("total_after")]


def _total_after(ctx: CheckContext, low: list[str], j: int) -> Number | None:
    """"turned the ball over way too frequently , finishing with a total of 23 as a team": the count
    of the next clause, with no noun after it, is of the turnovers just named."""
    while j < len(low) and low[j] in _MANNER_WORDS:
        j += 1
    if low[j:j + 3] not in _TOTAL_AFTER:
        return None
    j += 3
    while j < len(low) and low[j] in _TIMES_FILLERS:
        j += 1
    num = ctx.doc.numbers.get(j)
    if num is None or num.form == "article" or low[num.end:num.end + 1] not in ([","], ["."], [";"], ["as"]):
        return None
    if low[num.end] == "as" and low[num.end + 1:num.end + 3] != ["a", "team"]:
        return None
    return num


#: Words before a team's "N points" that make it no period total ("the first 10 points", "over 30 points").
_NOT_PERIOD_TOTAL = lexicon.words("not_period_total")
#: Words before it in its clause that make it an average or a margin ("averaging 30 points in the final two quarters").
_NOT_PERIOD_CLAUSE = lexicon.words("not_period_clause")


#: Nouns after "a N - point first quarter" that make N a margin.
_MARGIN_NOUNS = lexicon.words("margin_nouns")


#: "a 31 - point third quarter": the ordinal and the part (as one-word lists: slices of the tokens).
_QUARTER_ORDINALS = [[w] for w, n in lexicon.mapping("ordinal_words").items() if w.isalpha() and int(n) <= 4]
_PART_NOUNS = [[w] for w in lexicon.words("part_nouns")]


def team_period_points(ctx: CheckContext) -> Iterator[tuple[Number, Side, int]]:
    """"the Magic posted just 14 points in the third quarter": a team's points in a part of the game,
    the team bound as a team's count is, and where the words naming the part start."""
    low, doc = ctx.doc.lower, ctx.doc
    for k in positions(ctx, POINT_NOUNS):
        if k < 1 or low[k + 1:k + 2] not in (["in"], ["during"]):
            continue
        num = doc.numbers.get(k - 1)
        if num is None or num.end != k or num.form == "article" or low[num.start - 1] in _NOT_PERIOD_TOTAL:
            continue
        lo, _ = doc.bounds_at[k]
        if not _NOT_PERIOD_CLAUSE.isdisjoint(low[max(lo, num.start - 6):num.start]):
            continue
        bound = owner(ctx, num.start, "PTS")
        if bound is not None:
            yield num, bound.side, k + 2
    for k in positions(ctx, {"point"}):  # "used a 31 - point third quarter", "a 40 - point first half"
        num = doc.numbers.get(k - 2) if k >= 2 and low[k - 1] == "-" else None
        if num is None or num.end != k - 1 or low[k + 1:k + 2] not in _QUARTER_ORDINALS \
                or low[k + 2:k + 3] not in _PART_NOUNS or low[num.start - 1] != "a" \
                or low[k + 3:k + 4] and low[k + 3] in _MARGIN_NOUNS:
            continue  # ("a 10 - point first quarter lead" is a margin)
        bound = owner(ctx, num.start, "PTS")
        if bound is not None:
            yield num, bound.side, k + 1


@reader("team_period_points", [TeamPeriodPoints], "a team's points in a quarter or half: 'posted just 14 points in the third'")
def read_team_period_points(ctx: CheckContext) -> Iterator[TeamPeriodPoints]:
    low = ctx.doc.lower
    for num, side, at in team_period_points(ctx):
        # the quarter or half named right after ("in the third quarter"), not a point ("at halftime")
        found = next((f for i in range(at, min(len(low), at + 3)) if (f := periods_at(low, i))), None)
        note = "" if found is not None and not found[1] else \
            "a score at a point of the game" if found is not None else "no quarter or half named"
        yield TeamPeriodPoints(subject=team_subject(ctx, num.start, side), number=num, frame=Frame.PERIOD,
                               period=found[0] if found is not None else (), note=note)


# ---- a team's shooting line in parentheses after its shot type -------------------------------------
#: Verbs of a team's shooting line ("shot 7 - 24 from three").
SHOOTING_VERBS = lexicon.words("shooting_verbs")

#: Adverbs between a shooting verb and its shot type ("shot well from two - point land").
_MANNER = lexicon.words("manner")


def type_before_paren(low: list[str], lo: int, p: int) -> tuple[str, int, int] | None:
    """The shot type a team line in parentheses at ``p`` is of: "shot well from two - point land ( 17
    - 35 )", and a list going on, "from the field ( 43 - 85 ) and three - point land ( 13 - 31 )"."""
    for k in range(p - 1, max(lo, p - 8) - 1, -1):
        found = type_at(low, k)
        if found is None or found[1] != p and not (found[1] == p - 1 and low[p - 1] in {"land", "range", "territory"}):
            continue
        if low[k] == "from":
            v = k - 1
            while v > lo and low[v] in _MANNER:
                v -= 1
            if low[v] in PERCENT_WORDS:  # "shot 48 percent from the field ( 43 - 85 )"
                v = max(lo, v - 4)
                return (found[0], k, p) if not SHOOTING_VERBS.isdisjoint(low[v:k]) else None
            return (found[0], k, p) if low[v] in SHOOTING_VERBS else None
        if low[k - 2:k] in ([")", "and"], [")", ","]) and not SHOOTING_VERBS.isdisjoint(low[lo:k]):
            return found[0], k, p
        if found[1] == p and k - 2 >= lo and low[k - 1][:1].isalnum() and parse_at(low, k - 1) is not None \
                and (low[k - 2] in SHOOTING_VERBS or low[k - 2] in MISS_VERBS):
            return found[0], k, p  # "missed eight free throws ( 14 - 22 )": the count's made - attempted
    return None


def paren_percent(ctx: CheckContext, low: list[str], j: int) -> Number | None:
    """The percentage of "( 17 - 35 , 49 percent )" after the pair ending at ``j``."""
    if low[j:j + 1] != [","]:
        return None
    num = ctx.doc.numbers.get(j + 1)
    if num is None or low[num.end:num.end + 2] not in (["percent", ")"], ["%", ")"]):
        return None
    return num
