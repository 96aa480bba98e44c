"""Quarter and half scores: "outscored the Magic 31 - 19 in the first half", "led 59 - 42 at halftime".

The line score gives each team's points per quarter, so the score of any quarter, half, or the
cumulative score at halftime or after three quarters is known, and so is the margin by which a
team outscored the other in one of them ("outscored the Lakers by 16 in the fourth quarter").
The second half is the third and fourth quarters, also in a game that went to overtime. A pair "N - M" is checked when
its sentence says whose points come first (the team that outscored, led or trailed) and which
part of the game it covers; each wrong number is a NUMBER error corrected from the line score.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.registry import claims_from
from factcheck.reader.words import positions, render
from factcheck.verdicts import verified
from .registry import rule

OUTSCORE = {"outscored", "outscoring", "outscore", "outscores"}
OUT_SPLIT = {"scored", "scoring", "score", "scores"}  # "out - scored"
LEAD = {"led", "leading", "lead", "leads"}
TRAIL = {"trailed", "trailing", "trail", "trails"}
ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "opening": 1, "final": 4}
CUMULATIVE = {"halftime": (1, 2), "intermission": (1, 2), "break": (1, 2)}
PERIOD_NOUNS = {"quarter", "period", "frame", "stanza"}


def _periods(tokens: list[str], i: int) -> tuple[tuple[int, ...], bool] | None:
    """The quarters a phrase at ``i`` names, and whether it is a cumulative score ("at halftime")."""
    w = tokens[i].lower()
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    prev = tokens[i - 1].lower() if i else ""
    if w in CUMULATIVE or (w == "half" and prev == "the" and i > 1 and tokens[i - 2].lower() in {"at", "into"}) \
            or w == "half" and prev == "by":
        return (1, 2), True
    if w in {"first", "second"} and nxt == "half":
        return ((1, 2) if w == "first" else (3, 4)), False
    after = [t.lower() for t in tokens[i + 1:i + 4]]
    if w in ORDINAL and after[:1] == ["and"] and after[1:2] and after[1] in ORDINAL \
            and after[2:3] in (["quarters"], ["periods"]):
        # "the second and third quarters"; "the first and third quarters" are two, not a range
        return tuple(sorted({ORDINAL[w], ORDINAL[after[1]]})), False
    if w == "middle" and nxt == "two" and after[1:2] == ["quarters"]:
        return (2, 3), False
    if w in ORDINAL and nxt in PERIOD_NOUNS:
        if [t.lower() for t in tokens[max(0, i - 3):i]] == ["end", "of", "the"]:
            return tuple(range(1, ORDINAL[w] + 1)), True  # "at the end of the third quarter"
        return (ORDINAL[w],), False
    if w in {"first", "second", "third", "fourth"} and prev == "the" and nxt in {",", ".", "alone", "to", "and", ""}:
        return (ORDINAL[w],), False
    if w == "final" and nxt == "12" and i + 2 < len(tokens) and tokens[i + 2].lower() == "minutes":
        return (4,), False
    if w == "two" and nxt == "quarters" and prev in {"final", "last", "closing"}:
        return (3, 4), False
    if w == "three" and nxt == "quarters" and prev in {"after", "through"}:
        return (1, 2, 3), True
    return None


def _nearest_period(tokens: list[str], start: int, end: int, lo: int, hi: int):
    """The period phrase nearest to the pair [start, end): after it first, then before it."""
    for i in range(end, min(hi, end + 8)):
        found = _periods(tokens, i)
        if found:
            return found
    for i in range(start - 1, max(lo, start - 14) - 1, -1):
        found = _periods(tokens, i)
        if found:
            return found
    return None


def _points(game: Game, side: Side, quarters: tuple[int, ...]) -> int:
    team = game.team(side)
    return sum(team.quarters[q - 1] for q in quarters)


@rule("period_scores", "quarter and half scores from the line score")
def check_period_scores(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    doc = ctx.doc
    low = doc.lower  # the helpers below read lower-case words only
    for a, b in ctx.doc.digit_pairs:
        if tokens[a.start - 1:a.start] == ["("]:
            continue  # a record
        s_start, s_end = doc.bounds_at[a.start]
        first = _first_side(ctx, s_start, a.start)
        if first is None:
            continue
        period = _nearest_period(low, a.start, b.end, s_start, s_end)
        if period is None or set(_clause_words(low, b.end, s_end)) & NOT_SCORE_WORDS:
            continue  # "outscored the Nuggets 21 - 11 in fast - break points"
        if _unnamed_period_after(low, b.end, s_end):
            continue  # "by the end of the third quarter , ... a 31 - 9 margin during the period": which span?
        quarters, _cumulative = period
        want = (_points(ctx.game, first, quarters), _points(ctx.game, first.other, quarters))
        if want[0] < want[1] and a.value > b.value and _outscored(low, s_start, a.start):
            # "outscoring the Mavericks 24 - 19" when the Mavericks won the quarter 24 - 23: the
            # verb is wrong, and the pair is read as the period's score, the larger number first
            first, want = first.other, want[::-1]
        got = (a.value, b.value)
        if got == want or got == want[::-1]:
            continue  # right, or right with the teams swapped (a name error, not a number)
        label = _label(quarters, _cumulative)
        fact = (f"{ctx.game.team(first).name} {want[0]}, {ctx.game.team(first.other).name} {want[1]} {label}")
        for num, actual in ((a, want[0]), (b, want[1])):
            if num.value != actual:
                yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                            f"the line score gives {fact}", "period_scores")
    yield from _margins(ctx)
    yield from _team_points(ctx)
    yield from _lead_pairs(ctx)


def _team_points(ctx: CheckContext) -> Iterator[Error]:
    """"the Magic posted just 14 points in the third quarter": one team's points in named quarters."""
    low = ctx.doc.lower
    for read in claims_from(ctx, "team_period_points"):
        num, side, at = read.detail
        found = next((f for i in range(at, min(len(low), at + 3)) if (f := _periods(low, i))), None)
        if found is None or found[1]:
            continue  # no quarter or half named right after, or a score at a point ("at halftime")
        quarters = found[0]
        if any(q > len(ctx.game.team(side).quarters) for q in quarters):
            continue
        want = _points(ctx.game, side, quarters)
        fact = f"the line score gives the {ctx.game.team(side).name} {want} points {_label(quarters, False)}"
        if want == num.value:
            verified(ctx, read, fact)
            continue
        yield Error(num.start, num.end, Category.NUMBER, render(num, want, ctx.tokenized), fact, "period_scores", read)


#: Words after a pair that make it a count of some kind of points, not a score.
NOT_SCORE_WORDS = {"points", "paint", "fast", "bench", "chance", "turnovers", "rebounds", "assists", "rebounding"}


def _unnamed_period_after(low: list[str], j: int, hi: int) -> bool:
    """"... 31 - 9 margin during the period", "in that stretch": a period named back, not by its
    ordinal (``low``: the tokens in lower case)."""
    words = low[j:min(hi, j + 6)]
    return any(w in {"the", "that", "this"} and words[k + 1:k + 2] and words[k + 1] in PERIOD_NOUNS | {"stretch", "span"}
               and (k == 0 or words[k - 1] not in ORDINAL) for k, w in enumerate(words))


def _clause_words(tokens: list[str], j: int, hi: int) -> list[str]:
    """Up to six lower-cased words after ``j`` in its clause."""
    out = []
    for t in tokens[j:min(hi, j + 6)]:
        if t in {",", ";", "."}:
            break
        out.append(t.lower())
    return out


def _outscored(low: list[str], s_start: int, at: int) -> bool:
    """An "outscored" / "out - scored" verb in the ten words before ``at`` (``low``: the tokens in lower case)."""
    words = low[max(s_start, at - 10):at]
    return any(w in OUTSCORE or w in OUT_SPLIT and words[k - 2:k] == ["out", "-"] for k, w in enumerate(words))


def _margins(ctx: CheckContext) -> Iterator[Error]:
    """"outscored the Lakers by 16 in the fourth quarter": the difference of one period's points."""
    tokens, doc = ctx.tokens, ctx.doc
    lower = doc.lower
    for by in positions(ctx, {"by"}):  # a margin follows "by"
        i = by + 1
        if i >= len(tokens):
            break
        num = doc.numbers.get(i)  # parse_at(tokens, i)
        if num is None or num.value > 40 or tokens[num.end:num.end + 1] == ["-"]:
            continue
        s_start, s_end = doc.bounds_at[i]
        words = lower[max(s_start, i - 6):i]
        if OUTSCORE.isdisjoint(words) and OUT_SPLIT.isdisjoint(words):
            continue
        first = _first_side(ctx, s_start, i - 1)
        period = _nearest_period(lower, i, num.end, s_start, s_end)
        if first is None or period is None or period[1]:
            continue
        quarters = period[0]
        ours, theirs = _points(ctx.game, first, quarters), _points(ctx.game, first.other, quarters)
        if ours <= theirs or num.value == ours - theirs:
            continue  # right, or the wrong team outscored (a word error, not this number)
        label = _label(quarters, False)
        yield Error(num.start, num.end, Category.NUMBER, render(num, ours - theirs, ctx.tokenized),
                    f"the line score gives {ctx.game.team(first).name} {ours}, "
                    f"{ctx.game.team(first.other).name} {theirs} {label}", "period_scores")


def _label(quarters: tuple[int, ...], cumulative: bool) -> str:
    if cumulative:
        return {(1,): "after one quarter", (1, 2): "at halftime"}.get(quarters, "after three quarters")
    if quarters == (1, 2):
        return "in the first half"
    if quarters == (3, 4):
        return "in the second half"
    if len(quarters) > 1:
        return f"in quarters {quarters[0]} to {quarters[-1]}"
    return f"in quarter {quarters[0]}"


#: Verbs of winning a quarter: its subject's points come first ("won the second quarter , 43 - 15").
WIN_VERBS = {"won", "winning", "win", "wins", "took", "taking", "claimed", "claiming", "captured", "capturing"}


def _subject_side(ctx: CheckContext, s_start: int, verb: int) -> Side | None:
    """The team named last before ``verb`` in its sentence, else the team a "they" there refers to."""
    subj = [m for m in ctx.mentions.teams_in(s_start, verb) if m.side is not None]
    if subj:
        return subj[-1].side
    low = ctx.doc.lower
    for r in ctx.mentions.references:
        if s_start <= r.start < verb and r.kind == "team" and r.side is not None and low[r.start] == "they":
            return r.side
    return None


def _first_side(ctx: CheckContext, s_start: int, at: int) -> Side | None:
    """Whose points the first number is: the team that outscored, led or trailed."""
    tokens = ctx.tokens
    lo = max(s_start, at - 10)
    words = ctx.doc.lower[lo:at]
    for k in range(len(words) - 1, -1, -1):
        w = words[k]
        verb = w in OUTSCORE or (w in OUT_SPLIT and k >= 2 and words[k - 1] == "-" and words[k - 2] == "out")
        if verb:
            start = k - 2 if w in OUT_SPLIT else k
            if _passive(words, start):
                return _passive_side(ctx, s_start, lo + start, lo + k + 1, at)
            # the object after the verb is the team outscored: the first number is its opponent's
            obj = [m for m in ctx.mentions.teams_in(lo + k + 1, at) if m.side is not None]
            if obj:
                return obj[0].side.other
            subj = [m for m in ctx.mentions.teams_in(s_start, lo + k) if m.side is not None]
            return subj[-1].side if subj and words[k + 1:k + 2] == ["them"] else None
        if w in {"up", "down"} and k == len(words) - 1 and k >= 1 and words[k - 1] in {"were", "was"}:
            side = _subject_side(ctx, s_start, lo + k)  # "they were down 71 - 51 at the half": the larger first
            return side.other if side is not None and w == "down" else side
        if w in LEAD or w in TRAIL:
            if words[k + 1:k + 2] != [] and words[k + 1] not in {"by"} and tokens[lo + k + 1][:1].isdigit():
                return _subject_side(ctx, s_start, lo + k)
            return None
        if w in WIN_VERBS and words[k + 1:k + 2] == ["the"] and _periods(words, k + 2) \
                and all(x not in words[k + 2:] for x in {"by", "lead", "after"}):
            return _subject_side(ctx, s_start, lo + k)  # "They won the third quarter 38 - 20"
    return None


#: Words of a passive "were outscored" and the adverbs that may stand in it ("were also badly out - scored").
_PASSIVE = {"were", "was", "got", "been", "being", "get", "gets"}
_ADVERBS = {"also", "badly", "thoroughly", "soundly", "handily", "then", "just", "only", "again"}


def _passive(words: list[str], k: int) -> bool:
    """A passive verb of outscoring starts at ``k`` in ``words``: "were out - scored 36 - 17"."""
    j = k - 1
    while j >= 0 and words[j] in _ADVERBS:
        j -= 1
    return j >= 0 and words[j] in _PASSIVE


def _passive_side(ctx: CheckContext, s_start: int, verb: int, after: int, at: int) -> Side | None:
    """Whose points come first after a passive "were outscored": the team after "by", else the
    subject's opponent (the subject named before the verb, or the team its "they" refers to)."""
    low = ctx.doc.lower
    obj = [m for m in ctx.mentions.teams_in(after, at) if m.side is not None]
    if obj:
        return obj[0].side if low[obj[0].start - 1] in {"by", "the"} and "by" in low[after:obj[0].start] else None
    if any(low[k] == "by" for k in range(after, at)):
        return None
    subj = [m for m in ctx.mentions.teams_in(s_start, verb) if m.side is not None]
    if subj:
        return subj[-1].side.other
    for r in ctx.mentions.references:
        if s_start <= r.start < verb and r.kind == "team" and r.side is not None and low[r.start] == "they":
            return r.side.other
    return None


#: Nouns after a pair that make it a lead at some point ("a 33 - 25 lead into the second quarter").
LEAD_NOUNS = {"lead", "advantage", "edge", "cushion", "deficit", "hole"}
#: Words after "into" and "at" that name the break the lead is carried into, and the quarters before it.
_BREAKS = {"halftime": 2, "intermission": 2, "break": 2, "half": 2}


def _through(low: list[str], j: int) -> int | None:
    """How many quarters are over at the words from ``j`` ("into the second quarter": 1, "at
    halftime": 2, "after one period": 1, "heading into the final period": 3), else None."""
    words = low[j:j + 6]
    if words[:1] in (["heading"], ["going"], ["entering"]):
        words = words[1:]
    if words[:1] in (["into"], ["at"]):
        rest = words[1:]
        if rest[:1] == ["the"]:
            rest = rest[1:]
        if rest[:1] and rest[0] in _BREAKS and (words[0] == "into" or rest[0] != "break" or words[1] == "the"):
            return _BREAKS[rest[0]]
        if words[0] == "into" and rest[:1] and rest[0] in ORDINAL and rest[0] != "first" \
                and rest[1:2] and rest[1] in PERIOD_NOUNS | {",", ".", "and"}:
            return ORDINAL[rest[0]] - 1
        return None
    if words[:1] == ["after"]:
        rest = words[1:]
        if rest[:2] in (["one", "quarter"], ["one", "period"], ["the", "first"]):
            return 1
        if rest[:2] in (["three", "quarters"], ["the", "third"]):
            return 3
    return None


def _lead_pairs(ctx: CheckContext) -> Iterator[Error]:
    """"taking a 33 - 25 lead into the second quarter", "a 60 - 49 halftime lead", "staring at a
    96 - 71 deficit heading into the final period": the score when the quarters named are over,
    the leader's points first."""
    low, game = ctx.doc.lower, ctx.game
    for a, b in ctx.doc.digit_pairs:
        j = b.end
        halftime = low[j:j + 1] in (["halftime"], ["half"]) and low[j + 1:j + 2] != [] and low[j + 1] in LEAD_NOUNS
        if halftime:
            done = 2
        else:
            if low[j:j + 1] == [] or low[j] not in LEAD_NOUNS or low[a.start - 1:a.start] not in (["a"], ["an"]):
                continue
            done = _through(low, j + 1)
        if done is None or done < 1 or done > 3:
            continue
        quarters = tuple(range(1, done + 1))
        home, vis = _points(game, Side.HOME, quarters), _points(game, Side.VIS, quarters)
        if home == vis:
            continue
        want = (max(home, vis), min(home, vis))
        if (a.value, b.value) == want or (a.value, b.value) == want[::-1]:
            continue
        leader = Side.HOME if home > vis else Side.VIS
        fact = (f"the line score gives {game.team(leader).name} {want[0]}, {game.team(leader.other).name} {want[1]} "
                f"{_label(quarters, True)}")
        for num, actual in ((a, want[0]), (b, want[1])):
            if num.value != actual:
                yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact,
                            "period_scores")
