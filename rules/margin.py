"""The margin of the game and of the halftime score: "a 30 - point win", "won by 12", "a 10 - point halftime lead".

The final margin is the difference of the two teams' points; the halftime margin the difference
of their first-half points (from the line score). A margin is checked when the words around it
say which one it is:

- final: "a 12 - point win / victory / loss / defeat / blowout", "won by 12", "beat the Magic by
  12 points", "lost by 12";
- halftime: "a 10 - point lead at halftime / into the break", "a 10 - point halftime lead",
  "trailed by 10 at the half".

Leads at other moments of the game ("led by as many as 20", "a 12 - point lead in the fourth
quarter") are play-by-play and left alone; so are margins of other games ("their last win",
"this season") and a clause with a part of the game in it. A wrong margin is a NUMBER error over
the number, corrected in the text's form.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import Number

from factcheck.reader.words import linked_positions, render
from .registry import rule

RESULT_NOUNS = {"win", "victory", "loss", "defeat", "blowout", "rout", "triumph", "drubbing", "thrashing",
                "shellacking", "setback", "decision"}
RESULT_VERBS = {"won", "win", "wins", "winning", "lost", "lose", "loses", "losing", "beat", "beats", "beating",
                "defeated", "defeating", "topped", "edged", "routed", "fell", "falling", "downed", "outlasted",
                "dropped", "trounced", "blew", "crushed", "thumped", "dispatched"}
LEAD_NOUNS = {"lead", "advantage", "cushion", "edge", "deficit", "hole"}
LEAD_VERBS = {"led", "leading", "lead", "leads", "trailed", "trailing", "trail", "trails", "up", "down"}
HALFTIME = {"halftime", "intermission", "break", "half-time"}
#: Cues of another game or a moment of this one: no final or halftime margin.
OTHER_MOMENT = {"quarter", "quarters", "period", "first", "second", "third", "fourth", "overtime", "ot", "run",
                "minutes", "minute", "seconds", "left", "remaining", "early", "late", "many", "largest", "biggest",
                "cut", "trimmed", "pulled", "stretched", "extended", "built", "opened", "midway", "within"}
#: Words of a margin in some statistic, not in points of the score.
NOT_SCORE_WORDS = {"rebounding", "rebounds", "battle", "boards", "glass", "assists", "turnovers", "paint", "bench",
                   "percent", "fast", "starters", "reserves"}
OTHER_GAME = {"last", "previous", "prior", "earlier", "ago", "season", "streak", "straight", "consecutive",
              "next", "since", "meeting", "meetings", "series", "average", "averaging", "their", "his", "avenge",
              "avenged", "avenging", "will", "before", "coming"}
#: A margin of "outscored X by N" is a period's (see period_scores), not the game's.
OUTSCORED = {"outscored", "outscoring", "outscore", "outscores"}


def _clause(low: list[str], lo: int, hi: int, start: int, end: int) -> list[str]:
    """The lower-cased words (``low``: the document's) of the clause around [start, end) (between
    commas / semicolons)."""
    a = start - 1
    while a >= lo and low[a] not in {",", ";", "."}:
        a -= 1
    b = end
    while b < hi and low[b] not in {",", ";", "."}:
        b += 1
    return low[a + 1:b]


def _at_half(words: list[str]) -> bool:
    return bool(set(words) & HALFTIME) or any(words[k:k + 3] in (["at", "the", "half"], ["into", "the", "half"])
                                              for k in range(len(words)))


def margin_claims(ctx: CheckContext) -> Iterator[tuple[Number, str]]:
    """(number, "final" or "halftime") for every margin claim of the document."""
    low = ctx.doc.lower
    for i, num in ctx.doc.numbers.items():  # parse_at(tokens, i) wherever it finds a number, in order
        if num.value == 0 or num.value > 70:
            continue
        if low[num.end:num.end + 2] != ["-", "point"] and (i == 0 or low[i - 1] != "by"):
            continue  # neither shape below (read first: most numbers are no margin)
        lo, hi = ctx.doc.bounds_at[i]
        before = low[max(lo, i - 2):i]
        kind = None
        # "a 12 - point win", "a 10 - point halftime lead"
        if low[num.end:num.end + 2] == ["-", "point"] and num.end + 2 < hi:
            noun_at = num.end + 2
            halftime_adj = low[noun_at] in HALFTIME
            noun = low[noun_at + halftime_adj] if noun_at + halftime_adj < hi else ""
            if noun in RESULT_NOUNS and not halftime_adj:
                kind = "final"
            elif noun in LEAD_NOUNS:
                kind = "halftime" if halftime_adj else "lead"
            end = noun_at + 1 + halftime_adj
        # "won by 12", "beat the Magic by 12 points"
        elif before[-1:] == ["by"] and low[num.end:num.end + 1] in (["points"], ["."], [","], ["to"], ["on"], []):
            kind = "by"
            end = num.end + (low[num.end:num.end + 1] == ["points"])
        else:
            continue
        if kind is None:
            continue
        words = _clause(low, lo, hi, i, end)
        if set(words) & NOT_SCORE_WORDS:
            continue  # "won the rebounding battle by 10"
        if set(words) & OTHER_GAME or set(low[lo:i]) & {"last", "previous", "streak", "season"}:
            continue
        if _other_opponent(ctx, end, hi):
            continue  # "a 30 - point loss at the hands of the Celtics" in a game against others
        if kind == "final":
            if not set(words) & OTHER_MOMENT:
                yield num, "final"
        elif kind == "halftime":
            yield num, "halftime"
        elif kind == "lead":
            if _at_half(words) and not set(words) & OTHER_MOMENT:
                yield num, "halftime"
        else:  # "by N"
            verbs = [w for w in words if w in RESULT_VERBS or w in LEAD_VERBS]
            if not verbs or set(words) & (OTHER_MOMENT | OUTSCORED):
                continue
            if _at_half(words) and set(verbs) <= LEAD_VERBS:
                yield num, "halftime"
            elif set(verbs) & RESULT_VERBS and not _at_half(words):
                yield num, "final"


def _other_opponent(ctx: CheckContext, end: int, hi: int) -> bool:
    """The opponent named after a margin is no team (nor player) of this game: another game."""
    tokens = ctx.tokens
    linked = linked_positions(ctx)
    for j in range(end, min(hi, end + 7)):
        if tokens[j] in {",", ";"}:
            return False
        if tokens[j].lower() in {"over", "to", "against", "of", "versus", "vs"}:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < hi and tokens[k][:1].isupper() and tokens[k].isalpha() and k not in linked:
                return True
    return False


@rule("margin", "the final margin ('a 30 - point win', 'won by 12') and the halftime lead")
def check_margin(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for num, kind in margin_claims(ctx):
        if kind == "final":
            actual = game.margin
            fact = f"the {game.winner.name} won {game.winner.points} - {game.loser.points}, by {actual}"
        else:
            home, vis = game.home.first_half, game.vis.first_half
            actual = abs(home - vis)
            if actual == 0:
                fact = f"the game was tied {home} - {vis} at halftime"
            else:
                fact = f"the line score gives {game.home.name} {home}, {game.vis.name} {vis} at halftime"
        if num.value != actual and actual > 0:
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact, "margin")
