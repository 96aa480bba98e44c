"""The weekday of this game: "on Wednesday" when the game was played on a Friday is a NAME error.

A weekday can also name the next game ("will host the Pistons on Friday") or an earlier one
("after Monday's loss"); those are left to the schedule rules. A weekday is taken to be this
game's only when its clause has no cue of another game.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from .registry import rule

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
#: Words that end a clause: a cue before one of them says nothing about the weekday after it.
CLAUSE_BREAKS = {",", ";", ":", "while", "whereas", "before", "after", "and", "but", "as", "when", "since", "."}
#: Cues that the clause is about another game than this one: the next, or an earlier one.
OTHER_GAME_CUES = {
    # next game
    "next", "will", "'ll", "host", "hosts", "hosting", "visit", "visits", "visiting", "travel", "travels",
    "head", "heads", "return", "returns", "returning", "face", "faces", "facing", "await", "awaits",
    "play", "plays", "playing", "upcoming", "tomorrow", "take", "takes", "look", "looks", "remain",
    "remains", "stay", "stays", "go", "goes", "going", "meet", "meets", "continue", "continues",
    "wrap", "wraps", "open", "opens", "begin", "begins", "conclude", "concludes", "try", "tries",
    "hope", "hopes", "battle", "battles", "square", "clash", "set", "scheduled", "slated", "back",
    "again", "matchup", "showdown", "date",
    # earlier game
    "last", "previous", "previously", "earlier", "prior", "ago", "since", "streak", "straight",
    "consecutive", "snapped", "bounce", "bounced", "rebound", "rebounded", "after", "following",
}


@rule("weekday", "the weekday this game was played on", needs="B")
def check_weekday(ctx: CheckContext) -> Iterator[Error]:
    actual = ctx.game.weekday
    tokens = ctx.tokens
    for i, tok in enumerate(tokens):
        if tok not in WEEKDAYS or tok == actual:
            continue
        if _other_game(tokens, i):
            continue
        yield Error(i, i + 1, Category.NAME, actual,
                    f"the game was played on {actual} {ctx.game.date.isoformat()}, not {tok}", "weekday")


def _other_game(tokens: list[str], i: int) -> bool:
    """True when a cue of another game stands in the weekday's clause."""
    lo = i - 1
    while lo >= 0 and tokens[lo].lower() not in CLAUSE_BREAKS:
        lo -= 1
    hi = i + 1
    while hi < len(tokens) and tokens[hi].lower() not in CLAUSE_BREAKS:
        hi += 1
    before = {t.lower() for t in tokens[lo + 1:i]}
    after = {t.lower() for t in tokens[i + 1:hi]}
    # "after Monday 's loss" / "since Friday": the break word itself is the cue
    if lo >= 0 and tokens[lo].lower() in {"after", "since", "before"}:
        return True
    return bool((before | after) & OTHER_GAME_CUES)
