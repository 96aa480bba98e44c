"""Counts of players: "six players scored in double figures", "all five starters scored in double digits".

The box score settles how many of a team's players (or starters, or reserves) reached 10 points
("double figures" / "double digits" = 10 or more; or 10 of the statistic named: "in double
figures in rebounds"), and how many had a double-double. A wrong count is a NUMBER error over the
number, corrected in the text's own form ("six" -> "three"). Counts run from none to 15 ("only
one starter in double figures"; "a player" is no count). The team counted is:

- the team written in the count ("Six Hawks players", "All seven starters for Denver") or the
  one team of this game its sentence names ("The Jazz had six players ...", "... in double
  digits for Denver"); a sentence naming other teams, or both, is left alone;
- a sentence starting "They" / "Their": the one team the previous sentence names;
- when the sentence names no team ("Seven players scored in double figures"), either team or
  both together ("all five starters": either team): the count is wrong only when it fits none,
  and is corrected to the count of the team of the nearest sentences before (the first team
  they name, else the team of the last player named; none: no error, as no correction is sure).

"Other" players ("Four other players scored in double digits , including ...", "A and B were
the only other three players to reach double figures") are counted without the players named
before them: in the previous sentence, in this one before the count, both, or anywhere before
(the count is right under any of these readings; none named: left alone). When the count's own
sentence lists the counted players before "other N", those are the counted ones. The team of an
"other" count naming none is that of the players left out. Splits ("in the first half") are
left alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Game, Player, Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import TeamMention
from factcheck.numbers import Number, parse_at

from factcheck.reader.words import render, word_index
from .registry import rule

#: Nouns for the counted group and the pool they count from.
POOLS = {"players": "all", "starters": "starters", "reserves": "bench", "bench": "bench", "scorers": "all",
         "men": "all", "player": "all", "starter": "starters", "reserve": "bench", "scorer": "all"}
#: Words that may stand between the number and the noun ("six Jazz players", "six different players").
FILLER = {"other", "different", "total", "of", "the", "their", "its", "his", "team", "'s", "'"}
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


@dataclass(frozen=True, slots=True)
class Count:
    """A count read at a number: what it counts and the team written inside it, if any."""

    number: Number
    pool: str  # "all", "starters" or "bench"
    stat: str  # a box-score column (10 or more of it) or "DD"
    end: int  # the token after the claim
    other: bool  # "four other players", "the only other three players"
    team: TeamMention | None  # "six Hawks players", "all seven starters for Denver"


def _team_for(teams: dict[int, TeamMention], low: list[str], j: int) -> TeamMention | None:
    """The team of "for (the) <Team>" at ``j``."""
    if low[j:j + 1] != ["for"]:
        return None
    return teams.get(j + 1 + (low[j + 1:j + 2] == ["the"]))


def _count_claim(ctx: CheckContext, low: list[str], i: int) -> Count | None:
    """The count starting at number ``i``, else None."""
    num = ctx.doc.numbers.get(i)  # parse_at(tokens, i); i is a number start
    if num is None or num.value > 15 or num.form == "article":
        return None  # "a player in double figures" is no count
    j = num.end
    teams = ctx.shared("player_counts.teams_by_start", _teams_by_start)
    inside: TeamMention | None = None
    while j < len(low) and j < num.end + 4 and (low[j] in FILLER or j in teams):
        team = teams.get(j)
        inside = team or inside
        j = team.end if team is not None else j + 1
    if j < len(low) and low[j] in POOLS:
        pool = POOLS[low[j]]
    elif inside is not None and inside.end == j and j > num.end:
        pool, j = "all", j - 1  # the team's name is the noun: "three other Celtics scored double digits"
    else:
        return None
    other = "other" in low[num.end:j] or low[i - 1:i] == ["other"]
    if low[max(0, i - 1):i] == ["the"] and low[j + 1:j + 2] != ["who"]:
        return None  # "the five players" named before; "the five Mavericks who scored in double figures" counts
    k = i - 1 - (low[i - 1:i] in (["their"], ["the"], ["its"]))
    if k >= 1 and low[k] == "of" and parse_at(ctx.tokens, k - 1) is not None:
        return None  # "seven of their ten players reached double figures": ten is who played
    if low[max(0, i - 1):i] == ["all"] and pool == "all":
        return None  # "all five players" of a unit named before (the starters, the first unit)
    after = _team_for(teams, low, j + 1)  # "all seven starters for Denver scored in double figures"
    if after is not None:
        inside, j = inside or after, after.end - 1
    for k in range(j + 1, min(len(low), j + 7)):
        if low[k] in {".", ";", "while", "but"}:
            return None
        end = _phrase_at(low, k, DOUBLE_FIGURES)
        if end is not None:
            stat = "PTS"
            if low[end:end + 1] == ["in"] and end + 1 < len(low) and low[end + 1] in STAT_WORDS:
                stat, end = STAT_WORDS[low[end + 1]], end + 2
            return Count(num, pool, stat, end, other, inside)
        end = _phrase_at(low, k, DOUBLE_DOUBLES)
        if end is not None:
            return Count(num, pool, "DD", end, other, inside)
    return None


def _counted(game: Game, side: Side, count: Count) -> list[Player]:
    """The players of ``side``'s pool who reached double figures (or had a double-double)."""
    players = _pool(game, side, count.pool)
    if count.stat == "DD":
        return [p for p in players if p.double_digit_count >= 2]
    return [p for p in players if (p.stat(count.stat) or 0) >= 10]


def _named(ctx: CheckContext, lo: int, hi: int) -> set[str]:
    """The players (by box-score index) named in tokens ``lo`` to ``hi``."""
    return {m.player.index for m in ctx.mentions.players_in(lo, hi) if m.player is not None}


def _excluded(ctx: CheckContext, count: Count, lo: int) -> tuple[list[set[str]], set[str], set[str]]:
    """Who "other" may leave out, each a reading the count may be right under: the players named
    in the previous sentence, in this one before the count, both, or anywhere before it (readings
    that leave out nobody are none). When the count lists its own ("A and B were the (only)
    other three players") this sentence's players are the counted ones, not the left-out ones.
    Also the reading the correction takes (the previous sentence's players, with this one's when
    they are not the listed ones; else all named before) and the players whose team it is."""
    s = ctx.doc.sentence_of[lo]
    prev = _named(ctx, *ctx.doc.sentence_bounds(s - 1)) if s > 0 else set()
    here = _named(ctx, lo, count.number.start)
    earlier = _named(ctx, 0, count.number.start)
    if ctx.doc.lower[count.number.start - 1:count.number.start] == ["other"] and here:
        return [ex for ex in (prev, earlier - here) if ex], prev or earlier - here, here
    chosen = prev | here
    return [ex for ex in (prev, here, prev | here, earlier) if ex], chosen, chosen


def _context_side(ctx: CheckContext, lo: int) -> Side | None:
    """The team a count naming none is most likely about: the first team named in the nearest of
    the three sentences before it that names one, else the team of the last player named there."""
    s = ctx.doc.sentence_of[lo]
    for back in range(s - 1, max(-1, s - 4), -1):
        b_lo, b_hi = ctx.doc.sentence_bounds(back)
        teams = [m.side for m in ctx.mentions.teams_in(b_lo, b_hi) if m.side is not None]
        if teams:
            return teams[0]
        players = [m.player for m in ctx.mentions.players_in(b_lo, b_hi) if m.player is not None]
        if players:
            return players[-1].side
    return None


def _pronoun_side(ctx: CheckContext, lo: int) -> Side | None:
    """The team of a sentence starting "They" / "Their": the one team of this game the previous
    sentence names ("... the Suns have yet to pull it together . They had five players ...")."""
    if ctx.doc.lower[lo] not in {"they", "their"} or ctx.doc.sentence_of[lo] == 0:
        return None
    b_lo, b_hi = ctx.doc.sentence_bounds(ctx.doc.sentence_of[lo] - 1)
    sides = {m.side for m in ctx.mentions.teams_in(b_lo, b_hi)}
    return sides.pop() if len(sides) == 1 else None


def _expected(ctx: CheckContext, count: Count, lo: int, hi: int) -> tuple[set[int], Side | None, list[Player]]:
    """The values the count may be right at, and the side and players its correction takes
    (no side: no correction is sure). A count with no team is right at either team's count or
    (not after "all": "all five starters" are one team's) both teams'; an "other" count is right
    under any reading of who was named before."""
    game = ctx.game
    if count.team is not None:
        sides: list[Side] = [count.team.side] if count.team.side is not None else []
    else:
        side = _claim_side(ctx, lo, count.number.start, count.end, hi)
        if side is None and ctx.mentions.teams_in(lo, hi):
            return set(), None, []  # teams named, but not one of this game's alone: left alone
        side = side or _pronoun_side(ctx, lo)
        sides = [side] if side is not None else []
    excluded, chosen, whose = _excluded(ctx, count, lo) if count.other else ([set()], set(), set())
    if not excluded:
        return set(), None, []  # "other" than nobody named: who is left out is not known
    if not sides:
        if count.other:  # "four other players ...": the team of those named
            sides = list({p.side for p in game.played if p.index in whose})
            if len(sides) != 1:
                return set(), None, []
        else:
            sides = [Side.HOME, Side.VIS]
    every = ctx.doc.lower[count.number.start - 1:count.number.start] == ["all"]
    ok: set[int] = set()
    for ex in excluded:
        per_side = [len([p for p in _counted(game, side, count) if p.index not in ex]) for side in sides]
        ok.update(per_side)
        if not every:
            ok.add(sum(per_side))
    side = sides[0] if len(sides) == 1 else _context_side(ctx, lo)
    if side is None:
        return ok, None, []
    return ok, side, [p for p in _counted(game, side, count) if p.index not in chosen]


@rule("player_counts", "how many players reached double figures or had double-doubles")
def check_player_counts(ctx: CheckContext) -> Iterator[Error]:
    tokens, low, doc, game = ctx.tokens, ctx.doc.lower, ctx.doc, ctx.game
    index = word_index(ctx)
    if "double" not in index and "double-doubles" not in index:
        return  # every count names double figures or double-doubles
    for i in doc.number_starts:  # a count starts with a number (a superset of parse_at's, in order)
        count = _count_claim(ctx, low, i)
        if count is None:
            continue
        num, end = count.number, count.end
        lo, hi = doc.bounds_at[i]
        if set(low[end:min(hi, end + 6)]) & SPLIT_WORDS:
            continue
        ok, side, counted = _expected(ctx, count, lo, hi)
        if not ok or num.value in ok or side is None:
            continue
        actual = len(counted)
        correction = render(num, actual, ctx.tokenized)
        if tokens[num.start][:1].isupper():
            correction = correction[:1].upper() + correction[1:]
        group = ("other " if count.other else "") + {"all": "players", "starters": "starters",
                                                      "bench": "reserves"}[count.pool]
        what = {"DD": "had a double-double", "PTS": "scored in double figures"}.get(
            count.stat, f"had 10 or more {count.stat}")
        names = ", ".join(p.name for p in counted) or "none"
        yield Error(num.start, num.end, Category.NUMBER, correction,
                    f"{actual} {game.team(side).name} {group} {what}: {names}", "player_counts")
