"""Claims no data given here can settle, marked NOT_CHECKABLE (only with ``--not-checkable``).

Standings and seeding ("third place in the Atlantic Division", "the seventh seed"), betting
("a double - digit favorite"), titles ("the defending champion"), season averages of a player
("averaging 16 points and 6 rebounds on the year": every game of his season would be needed),
a player's "season - high" and "since the beginning of January". An annotator still has to look
them up; the span says where. Off by default: a span here is a request to check, not a finding.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import parse_at

from .registry import rule

PLACES = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
          "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "last", "top", "1st", "2nd", "3rd",
          "4th", "5th", "6th", "7th", "8th", "9th", "10th"}
SEASON_WORDS = {"season", "year", "campaign"}
STAT_NOUNS = {"points", "rebounds", "assists", "steals", "blocks", "boards", "minutes", "turnovers"}
MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"}


@rule("not_checkable", "claims no given data can settle (standings, seeding, odds, season averages); "
      "emitted only with --not-checkable", needs="F")
def check_not_checkable(ctx: CheckContext) -> Iterator[Error]:
    if not ctx.not_checkable:
        return
    tokens = ctx.tokens
    low = [t.lower() for t in tokens]
    n = len(tokens)
    for i, w in enumerate(low):
        nxt = low[i + 1] if i + 1 < n else ""
        if w in PLACES and nxt in {"place", "seed"}:
            yield _nc(i, i + 2, f"{nxt == 'seed' and 'seeding' or 'standings'} are not in the box score or schedule")
        elif w in {"favorite", "favorites", "underdog", "underdogs"}:
            lo = i - 3 if low[i - 3:i] == ["double", "-", "digit"] else i
            yield _nc(lo, i + 1, "betting lines are not in the data")
        elif w == "defending" and nxt in {"champion", "champions"}:
            yield _nc(i, i + 2, "earlier seasons' titles are not in the data")
        elif w == "averaging":
            yield from _season_average(ctx, low, i)
        elif w == "since" and low[i + 1:i + 4] == ["the", "beginning", "of"] and i + 4 < n and tokens[i + 4] in MONTHS:
            yield _nc(i, i + 5, "a player's whole season is not in the data")
        elif low[i:i + 3] == ["season", "-", "high"] and not _team_score_follows(ctx, i + 3):
            yield _nc(i, i + 3, "a player's whole season is not in the data")


def _nc(start: int, end: int, comment: str) -> Error:
    return Error(start, end, Category.NOT_CHECKABLE, "", comment, "not_checkable")


def _season_average(ctx: CheckContext, low: list[str], i: int) -> Iterator[Error]:
    """ "averaging 16 points and 6 rebounds on the year": each number is a separate claim."""
    numbers = []
    j = i + 1
    while j < len(low):
        num = parse_at(ctx.tokens, j)
        if num is not None and num.end < len(low) and low[num.end] in STAT_NOUNS:
            numbers.append(num)
            j = num.end + 1
        elif low[j] in {",", "and", "per", "game"}:
            j += 1
        else:
            break
    tail = low[j:j + 3]
    if numbers and any(w in SEASON_WORDS for w in tail) and tail[:1] in (["on"], ["this"], ["for"], ["in"]):
        for num in numbers:
            yield _nc(num.start, num.end, "a player's season average needs every game of his season")


def _team_score_follows(ctx: CheckContext, i: int) -> bool:
    """ "a season - high 114 points" where 114 is a team's score: the schedule settles it."""
    num = parse_at(ctx.tokens, i) if i < len(ctx.tokens) else None
    return num is not None and any(t.points == num.value for t in ctx.game.teams)
