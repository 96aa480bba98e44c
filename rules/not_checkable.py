"""Claims no data given here can settle, marked NOT_CHECKABLE (only with ``--not-checkable``).

Standings and seeding ("third place in the Atlantic Division", "the seventh seed", "four games
behind", "climb up the standings"), the playoff race ("faint playoff hopes"), betting ("a double -
digit favorite"), titles ("the defending champion"), injuries ("a knee injury"), season averages of
a player ("averaging 16 points and 6 rebounds on the year": every game of his season would be
needed), a player's "season - high", "career - high" and "since the beginning of January". An
annotator still has to look them up; the span says where. Off by default: a span here is a
request to check, not a finding. (history.py adds the player runs whose earlier box scores are
missing.)
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import parse_at

from factcheck.reader.words import positions
from .registry import rule

PLACES = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
          "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "last", "top", "1st", "2nd", "3rd",
          "4th", "5th", "6th", "7th", "8th", "9th", "10th"}
SEASON_WORDS = {"season", "year", "campaign"}
STAT_NOUNS = {"points", "rebounds", "assists", "steals", "blocks", "boards", "minutes", "turnovers"}
MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"}


@rule("not_checkable", "claims no given data can settle (standings, seeding, playoff race, odds, injuries, season "
      "averages, career marks); emitted only with --not-checkable", needs="F")
def check_not_checkable(ctx: CheckContext) -> Iterator[Error]:
    if not ctx.not_checkable:
        return
    tokens = ctx.tokens
    low = ctx.doc.lower
    n = len(tokens)
    for i in positions(ctx, TRIGGERS):
        w = low[i]
        nxt = low[i + 1] if i + 1 < n else ""
        if w in PLACES and nxt in {"place", "seed"}:
            yield _nc(i, i + 2, f"{nxt == 'seed' and 'seeding' or 'standings'} are not in the box score or schedule")
        elif w in PLACES and low[i + 1:i + 3] == ["-", "seeded"]:
            yield _nc(i, i + 3, "seeding is not in the box score or schedule")
        elif w in {"favorite", "favorites", "underdog", "underdogs"} and low[i - 3:i] == ["double", "-", "digit"]:
            yield _nc(i - 3, i + 1, "betting lines are not in the data")
        elif w == "defending" and nxt in {"champion", "champions"}:
            yield _nc(i, i + 2, "earlier seasons' titles are not in the data")
        elif w == "averaging":
            yield from _season_average(ctx, low, i)
        elif w == "since" and low[i + 1:i + 4] == ["the", "beginning", "of"] and i + 4 < n and tokens[i + 4] in MONTHS:
            yield _nc(i, i + 5, "a player's whole season is not in the data")
        elif low[i:i + 3] == ["season", "-", "high"] and not _team_score_follows(ctx, i + 3):
            yield _nc(i, i + 3, "a player's whole season is not in the data")
        elif low[i:i + 3] == ["career", "-", "high"] or low[i:i + 3] == ["career", "-", "best"]:
            yield _nc(i, i + 3, "a player's earlier seasons are not in the data")
        elif w in {"playoff", "postseason"} and nxt in PLAYOFF_RACE:
            lo = i - 1 if low[i - 1] in {"faint", "slim", "dim", "fading", "bright"} else i
            yield _nc(lo, i + 2, "the playoff race (standings of the whole league) is not in the data")
        elif w in STANDINGS_MOVES and "standings" in low[i + 1:i + 5]:
            hi = i + 2 if nxt in {"up", "down"} else i + 1
            yield _nc(i, hi, "the standings are not in the box score or schedule")
        elif w in {"behind", "back"} and low[i - 1:i] == ["games"] and i >= 2 and parse_at(tokens, i - 2) is not None:
            yield _nc(parse_at(tokens, i - 2).start, i + 1, "the standings are not in the box score or schedule")
        elif w in {"afternoon", "morning"} and i and tokens[i - 1] in WEEKDAY_NAMES:
            # most games tip off in the evening; an afternoon tip is a claim no data here settles
            yield _nc(i, i + 1, "tip-off times are not in the box score or schedule")
        elif w in INJURY_WORDS and (w in {"sidelined", "concussion"} or i and low[i - 1] in BODY_PARTS):
            lo = i - 1 if i and low[i - 1] in BODY_PARTS else i  # "an ankle injury", not "the injury front"
            yield _nc(lo, i + 1, "injuries are not in the data")


PLAYOFF_RACE = {"hopes", "race", "picture", "spot", "berth", "contention", "push", "chase", "chances", "position"}
STANDINGS_MOVES = {"climb", "climbs", "climbing", "slide", "slides", "sliding", "fall", "falls", "falling", "drop",
                   "drops", "dropping", "rise", "rises", "rising", "move", "moves", "moving"}
INJURY_WORDS = {"injury", "injuries", "injured", "sidelined", "concussion"}
BODY_PARTS = {"ankle", "knee", "hamstring", "groin", "back", "shoulder", "wrist", "hand", "foot", "calf", "hip",
              "thumb", "finger", "elbow", "quad", "achilles", "toe", "neck", "head", "leg"}
WEEKDAY_NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
#: Every word that can start a claim above (a fast exit for the other tokens).
TRIGGERS = PLACES | {"favorite", "favorites", "underdog", "underdogs", "defending", "averaging", "since", "season",
                     "career", "playoff", "postseason", "behind", "back", "afternoon", "morning"} | STANDINGS_MOVES | INJURY_WORDS


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
