"""The final score, written "113 - 107": both numbers must be the two teams' points.

A pair of numbers joined by "-" is read as this game's final score only when both are
plausible team totals, it is not a record in parentheses or a shooting line, and its clause
has no cue of a part of the game (halftime, a quarter, a run) or of another game.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import digit_pairs

from .registry import rule

MIN_FINAL, MAX_FINAL = 60, 200
#: Cues that a score is not this game's final: a part of the game, or another game.
NOT_FINAL_CUES = {
    "half", "halftime", "quarter", "quarters", "period", "periods", "frame", "run", "lead", "led", "leading",
    "trailed", "trailing", "first", "second", "third", "fourth", "intermission", "break", "overtime", "ot",
    "regulation", "last", "previous", "earlier", "prior", "ago", "meeting", "meetings", "series", "season",
    "next", "since", "when", "streak", "through", "after", "entering", "into", "stretch", "midway", "early",
    "late", "remaining", "left",
}
SHOT_SUFFIXES = {"FG", "FT", "3Pt", "3PT", "3P", "from", "shooting"}


@rule("final_score", "the final score: 'defeated the Lakers , 113 - 107'")
def check_final_score(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    game = ctx.game
    high, low = game.winner.points, game.loser.points
    for a, b in digit_pairs(tokens):
        if not (MIN_FINAL <= a.value <= MAX_FINAL and MIN_FINAL <= b.value <= MAX_FINAL):
            continue
        if (a.start > 0 and tokens[a.start - 1] == "(") or tokens[b.end:b.end + 1] and tokens[b.end] in SHOT_SUFFIXES:
            continue
        if _has_cue(ctx, a.start, b.end):
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
            yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized),
                        f"the final score was {score}", "final_score")


def _has_cue(ctx: CheckContext, start: int, end: int) -> bool:
    s_start, s_end = ctx.doc.sentence_bounds(ctx.doc.sentence_index(start))
    lo = start - 1
    while lo >= s_start and ctx.tokens[lo] not in {",", ";"}:
        lo -= 1
    hi = end
    while hi < s_end and ctx.tokens[hi] not in {",", ";", "."}:
        hi += 1
    window = {t.lower() for t in ctx.tokens[lo + 1:start] + ctx.tokens[end:hi]}
    return bool(window & NOT_FINAL_CUES)
