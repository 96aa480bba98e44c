"""Counts of players: "six players scored in double figures", "all five starters scored in double digits".

The box score settles how many of a team's players (or starters, or reserves) reached 10 points
(or 10 of the statistic named: "in double figures in rebounds"), and how many had a
double-double. A count is checked when its sentence names exactly one team of this game ("The
Jazz had six players ...", "... in double digits for Denver"); a wrong count is a NUMBER error
over the number, corrected in the text's own form ("six" -> "three").

Counts of "other" players ("five other players scored in double digits") depend on who was
named before and are left alone, as are splits ("in the first half") and counts with no team.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player, Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import TeamMention
from factcheck.numbers import Number, parse_at

from factcheck.reader.words import render, word_index
from .registry import rule

#: Nouns for the counted group and the pool they count from.
POOLS = {"players": "all", "starters": "starters", "reserves": "bench", "bench": "bench", "scorers": "all",
         "men": "all"}
#: Words that may stand between the number and the noun ("six Jazz players", "six different players").
FILLER = {"different", "total", "of", "the", "their", "its", "his", "team", "'s", "'"}
DOUBLE_FIGURES = (("double", "figures"), ("double", "digits"), ("double", "-", "figures"), ("double", "-", "digits"))
DOUBLE_DOUBLES = (("double", "-", "doubles"), ("double", "doubles"), ("double-doubles",))
STAT_WORDS = {"points": "PTS", "scoring": "PTS", "rebounds": "REB", "rebounding": "REB", "boards": "REB",
              "assists": "AST"}
#: Words after the claim that make it a part of the game, not the whole of it.
SPLIT_WORDS = {"quarter", "half", "period", "frame", "overtime", "halftime", "season", "games", "straight",
               "consecutive", "last", "previous"}


def _phrase_at(low: list[str], j: int, phrases: tuple[tuple[str, ...], ...]) -> int | None:
    for p in phrases:
        if tuple(low[j:j + len(p)]) == p:
            return j + len(p)
    return None


def _claim_side(ctx: CheckContext, lo: int, at: int, end: int, hi: int) -> Side | None:
    """The team a count is about: the one team named before it in its sentence ("The Jazz had six
    players"), or named right after the claim with "for" ("... in double digits for Denver").
    None when that is not one team of this game."""
    low = ctx.doc.lower
    before = ctx.mentions.teams_in(lo, at)
    sides = {m.side for m in before}
    if not before:
        j = end + (low[end:end + 1] == ["in"] and end + 1 < hi and low[end + 1] in STAT_WORDS) * 2
        if low[j:j + 1] == ["for"]:
            j += 1 + (low[j + 1:j + 2] == ["the"])
            sides = {m.side for m in ctx.mentions.teams if m.start == j}
    if len(sides) != 1 or None in sides:
        return None
    return sides.pop()


def _pool(game: Game, side: Side, pool: str) -> tuple[Player, ...]:
    if pool == "starters":
        return game.starters(side)
    if pool == "bench":
        return game.bench(side)
    return tuple(p for p in game.roster(side) if p.played)


def _teams_by_start(ctx: CheckContext) -> dict[int, TeamMention]:
    """The first team mention starting at each index."""
    out: dict[int, TeamMention] = {}
    for m in ctx.mentions.teams:
        out.setdefault(m.start, m)
    return out


def _count_claim(ctx: CheckContext, low: list[str], i: int) -> tuple[Number, str, str, int] | None:
    """(number, pool, what is counted, end of the claim) for a count at ``i``, else None."""
    num = ctx.doc.numbers.get(i)  # parse_at(tokens, i); i is a number start
    if num is None or num.value < 2 or num.value > 15:
        return None
    j = num.end
    teams = ctx.shared("player_counts.teams_by_start", _teams_by_start)
    while j < len(low) and j < num.end + 4 and (low[j] in FILLER or j in teams):
        team = teams.get(j)
        j = team.end if team is not None else j + 1
    if j >= len(low) or low[j] not in POOLS:
        return None
    pool = POOLS[low[j]]
    if low[num.end:j].count("other") or low[max(0, i - 1):i] in (["other"], ["the"]):
        return None
    k = i - 1 - (low[i - 1:i] in (["their"], ["the"], ["its"]))
    if k >= 1 and low[k] == "of" and parse_at(ctx.tokens, k - 1) is not None:
        return None  # "seven of their ten players reached double figures": ten is who played
    if low[max(0, i - 1):i] == ["all"] and pool == "all":
        return None  # "all five players" of a unit named before (the starters, the first unit)
    for k in range(j + 1, min(len(low), j + 7)):
        if low[k] in {".", ";", "while", "but"}:
            return None
        end = _phrase_at(low, k, DOUBLE_FIGURES)
        if end is not None:
            stat = "PTS"
            if low[end:end + 1] == ["in"] and end + 1 < len(low) and low[end + 1] in STAT_WORDS:
                stat, end = STAT_WORDS[low[end + 1]], end + 2
            return num, pool, stat, end
        end = _phrase_at(low, k, DOUBLE_DOUBLES)
        if end is not None:
            return num, pool, "DD", end
    return None


@rule("player_counts", "how many players reached double figures or had double-doubles")
def check_player_counts(ctx: CheckContext) -> Iterator[Error]:
    tokens, low, doc, game = ctx.tokens, ctx.doc.lower, ctx.doc, ctx.game
    index = word_index(ctx)
    if "double" not in index and "double-doubles" not in index or index.keys().isdisjoint(POOLS):
        return  # every count names a pool and double figures or double-doubles (most texts: no pool word)
    for i in doc.number_starts:  # a count starts with a number (a superset of parse_at's, in order)
        found = _count_claim(ctx, low, i)
        if found is None:
            continue
        num, pool, stat, end = found
        lo, hi = doc.bounds_at[i]
        side = _claim_side(ctx, lo, num.start, end, hi)
        if side is None or set(low[end:min(hi, end + 6)]) & SPLIT_WORDS:
            continue
        players = _pool(game, side, pool)
        if stat == "DD":
            counted = [p for p in players if p.double_digit_count >= 2]
            what = "had a double-double"
        else:
            counted = [p for p in players if (p.stat(stat) or 0) >= 10]
            what = "scored in double figures" if stat == "PTS" else f"had 10 or more {stat}"
        actual = len(counted)
        if actual == num.value:
            continue
        correction = render(num, actual, ctx.tokenized)
        if tokens[num.start][:1].isupper():
            correction = correction[:1].upper() + correction[1:]
        group = {"all": "players", "starters": "starters", "bench": "reserves"}[pool]
        names = ", ".join(p.name for p in counted) or "none"
        yield Error(num.start, num.end, Category.NUMBER, correction,
                    f"{actual} {game.team(side).name} {group} {what}: {names}", "player_counts")
