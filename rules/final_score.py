"""The final score, written "113 - 107": both numbers must be the two teams' points.

A pair of numbers joined by "-" is read as this game's final score only when both are
plausible team totals (or it stands right after the second team of "X defeated Y"), it is not
a record in parentheses or a shooting line, and its clause has no cue of a part of the game
(halftime, a quarter, a run) or of another game.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.words import linked_positions, render
from .registry import rule

MIN_FINAL, MAX_FINAL = 60, 200
#: Cues that a score is not this game's final: a part of the game, or another game.
NOT_FINAL_CUES = {
    "half", "halftime", "quarter", "quarters", "period", "periods", "frame", "run", "lead", "led", "leading",
    "trailed", "trailing", "first", "second", "third", "fourth", "intermission", "break", "overtime", "ot",
    "regulation", "last", "previous", "earlier", "prior", "ago", "meeting", "meetings", "series", "season",
    "next", "since", "when", "streak", "through", "after", "entering", "into", "stretch", "midway", "early",
    "late", "remaining", "left",
    # a moment of the game, a part of the teams, or another game told in a relative clause
    "outscored", "outscoring", "out", "up", "down", "within", "closed", "seconds", "minutes", "clock", "play",
    "advantage", "taking", "starters", "bench", "combining", "differential", "statistics", "who", "where",
    "hangover", "coming", "that", "taste",
    # a date: the day of another game ("prevailed 108 - 87 on Nov . 12")
    "jan", "feb", "mar", "apr", "oct", "nov", "dec", "january", "february", "march", "april", "october",
    "november", "december",
}
WEEKDAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
#: Cues anywhere in the sentence: another game, or a statistic that is no score.
SENTENCE_CUES = {"last", "previous", "prior", "earlier", "ago", "hangover", "differential", "paint", "fastbreak",
                 "statistics", "within"}
SHOT_SUFFIXES = {"FG", "FT", "3Pt", "3PT", "3P", "from", "shooting"}


@rule("final_score", "the final score: 'defeated the Lakers , 113 - 107'")
def check_final_score(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    game = ctx.game
    high, low = game.winner.points, game.loser.points
    for a, b in ctx.doc.digit_pairs:
        if not (MIN_FINAL <= a.value <= MAX_FINAL and MIN_FINAL <= b.value <= MAX_FINAL) \
                and not (max(a.value, b.value) >= MIN_FINAL and _after_the_teams(ctx, a.start)):
            continue
        if (a.start > 0 and tokens[a.start - 1] == "(") or tokens[b.end:b.end + 1] and tokens[b.end] in SHOT_SUFFIXES:
            continue
        strong = _final_said(ctx, a.start)
        if a.value == b.value and not strong and not _after_the_teams(ctx, a.start):
            continue  # "tied at 65 - 65" is a moment; "X defeated Y , 110 - 110" is a (wrong) final score
        if _part_cue(ctx, a.start, b.end) if strong else _has_cue(ctx, a.start, b.end):
            continue
        first, second = sorted((a, b), key=lambda n: -n.value)
        if (first.value, second.value) == (high, low):
            continue
        score = f"{game.winner.name} {high}, {game.loser.name} {low}"
        if first.value == high or second.value == low:
            wrong = [(second, low)] if first.value == high else [(first, high)]
        else:
            wrong = [(first, high), (second, low)]
        for num, actual in wrong:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                        f"the final score was {score}", "final_score")


RESULT_VERBS = {"defeated", "beat", "topped", "edged", "routed", "downed", "lost", "fell", "won", "dropped",
                "outlasted", "blew", "dispatched", "held", "trounced", "crushed"}


def _after_the_teams(ctx: CheckContext, at: int) -> bool:
    """A pair written right after the second team of a result sentence ("X defeated Y ( 5 - 12 ) 116 - 0"):
    its place makes it the final score even when one number is not a plausible total."""
    tokens = ctx.tokens
    k = at - 1
    if k >= 0 and tokens[k] == ",":
        k -= 1
    record = k >= 4 and tokens[k] == ")" and tokens[k - 4] == "(" and tokens[k - 2] == "-"
    if record:
        k -= 5  # "the Pacers ( 5 - 12 ) 116 - 0": whoever the record is given to
    team = ctx.mentions.team_ending_at(k + 1) if k >= 0 else None
    if team is None and not record:
        return False
    s_start, _ = ctx.doc.bounds_at[at]
    return not RESULT_VERBS.isdisjoint(ctx.doc.lower[s_start:k + 1])


#: Words right before a pair that say it is the final score: "by a score of", "winning 112 - 104",
#: "defeated the Nuggets on Friday , 110 - 98".
FINAL_BEFORE = (("by", "a", "score", "of"), ("final", "score", "of"), ("a", "final", "of"), ("the", "final", "score"))
FINAL_VERBS = RESULT_VERBS | {"winning", "beating", "defeating", "topping", "losing", "falling", "won"}
#: A part of the game: even after such words a pair is not the final score.
PART_CUES = {"half", "halftime", "quarter", "quarters", "period", "frame", "run", "intermission", "regulation", "tied",
             "lead", "led", "leading", "trailed", "trailing", "up", "down", "first", "second", "third", "fourth"}


def _final_said(ctx: CheckContext, at: int) -> bool:
    """The words right before the pair at ``at`` say it is the final score."""
    low = ctx.doc.lower
    s_start, _ = ctx.doc.bounds_at[at]
    before = low[max(s_start, at - 4):at]
    if any(tuple(before[-len(p):]) == p for p in FINAL_BEFORE):
        return True
    k = at - 1 - (before[-1:] == [","])
    if k >= s_start and low[k] in FINAL_VERBS:
        return True  # "winning 112 - 104"
    # "defeated the Nuggets on Friday , 110 - 98": a result verb, then the team and the day
    if k >= s_start + 1 and ctx.tokens[k] in WEEKDAYS and low[k - 1] == "on":
        team = ctx.mentions.team_ending_at(k - 1)
        return team is not None and not RESULT_VERBS.isdisjoint(low[s_start:team.start])
    return False


def _part_cue(ctx: CheckContext, start: int, end: int) -> bool:
    """A pair the words say is final is not, in a clause about a part of the game or another day."""
    s_start, s_end = ctx.doc.bounds_at[start]
    lo = start - 1
    while lo >= s_start and ctx.tokens[lo] not in {",", ";"}:
        lo -= 1
    low = ctx.doc.lower
    if not PART_CUES.isdisjoint(low[max(lo + 1, start - 6):start]) or not PART_CUES.isdisjoint(low[end:end + 4]):
        return True
    day = ctx.game.weekday
    return any(t in WEEKDAYS and t != day for t in ctx.tokens[s_start:s_end]) or _other_date(ctx, s_start, s_end)


#: Month words of a date ("on Nov. 1", "on November 1").
_MONTHS = {m: k for k, ms in enumerate((("jan.", "january"), ("feb.", "february"), ("mar.", "march"),
                                        ("apr.", "april"), ("may",), ("jun.", "june"), ("jul.", "july"),
                                        ("aug.", "august"), ("sep.", "sept.", "september"), ("oct.", "october"),
                                        ("nov.", "november"), ("dec.", "december")), start=1) for m in ms}


def _other_date(ctx: CheckContext, lo: int, hi: int) -> bool:
    """A date in [lo, hi) that is not this game's: "which prevailed 108 - 87 on Nov. 1"."""
    low, date = ctx.doc.lower, ctx.game.date
    for k in range(lo, hi - 1):
        month = _MONTHS.get(low[k])
        if month is not None and low[k + 1].isdigit() and len(low[k + 1]) <= 2:
            if (month, int(low[k + 1])) != (date.month, date.day):
                return True
    return False


def _has_cue(ctx: CheckContext, start: int, end: int) -> bool:
    s_start, s_end = ctx.doc.bounds_at[start]
    lo = start - 1
    while lo >= s_start and ctx.tokens[lo] not in {",", ";"}:
        lo -= 1
    hi = end
    while hi < s_end and ctx.tokens[hi] not in {",", ";", "."}:
        hi += 1
    low = ctx.doc.lower
    if not NOT_FINAL_CUES.isdisjoint(low[lo + 1:start]) or not NOT_FINAL_CUES.isdisjoint(low[end:hi]) \
            or not SENTENCE_CUES.isdisjoint(low[s_start:s_end]) or _other_date(ctx, s_start, s_end):
        return True
    # "Atlanta took Friday 's game 87 - 81": a game of another day
    other_day = False
    if not WEEKDAYS.isdisjoint(ctx.tokens[s_start:s_end]):
        day = ctx.game.weekday  # (a strftime: read once)
        other_day = any(t in WEEKDAYS and t != day and ctx.tokens[k + 1:k + 2] == ["'s"]
                        for k, t in enumerate(ctx.tokens[s_start:s_end], start=s_start))
    return other_day or _other_opponent(ctx, end, hi)


def _other_opponent(ctx: CheckContext, end: int, hi: int) -> bool:
    """"a 124 - 86 victory over New York", "a 115 - 100 loss at the hands of the Pelicans" in a game
    of other teams: the opponent named after the score is no team (nor player) of this game."""
    tokens = ctx.tokens
    linked = linked_positions(ctx)
    for j in range(end, min(hi, end + 7)):
        if tokens[j].lower() in {"over", "to", "against", "of", "by", "versus", "vs"}:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < hi and tokens[k][:1].isupper() and tokens[k].isalpha() and k not in linked:
                return True
    return False
