"""Reader component ``player_counts``: counts of players who reached double figures or had a
double-double: "six players scored in double figures", "all five starters scored in double
digits", "Four other players scored in double digits , including ...".

A count is a number (none to 15; "a player" is no count) before a noun of the pool counted
("players", "starters", "reserves", "scorers"; or the team's name: "three other Celtics") and,
within a few words, "double figures" / "double digits" (10 or more points, or of the statistic
named: "in double figures in rebounds") or "double - doubles". Its team is the one written in
it ("Six Hawks players", "all seven starters for Denver"), else the one team of this game its
sentence names ("The Jazz had ...", "... for Denver"), else for "They" / "Their" the one team the
previous sentence names; none: either team or both, and the team the nearest sentences before
name is kept for a correction. "Other" players are counted without those named before: the
readings of who that is are kept for the verifier.

Each is a :class:`~factcheck.claims.PlayerCount`. A count of a part of the game or of other
games ("in the first half", "in three straight games") is read with its frame and a note; so are
counts whose team the sentence leaves unsure and "other" counts with nobody named before.
"""

from __future__ import annotations

import dataclasses
from factcheck.analysis.clauses import Level, ends_at
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Side, Stat
from factcheck.claims import Frame, PlayerCount, Subject, Unit
from factcheck.engine.context import CheckContext
from factcheck.text.linking import TeamMention
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from .registry import reader
from .vocab import named_stat_at
from .words import word_index

#: Where the clause a count governs ends.
_MAJOR_ENDS = ends_at(Level.MAJOR)

#: Nouns for the counted group and the unit they count from.
POOLS = {w: Unit[u] for w, u in lexicon.mapping("count_pools").items()}
#: Words that may stand between the number and the noun ("six Jazz players", "six different players").
FILLER = lexicon.words("player_counts_filler")
DOUBLE_FIGURES = lexicon.phrase_list("double_figures")
DOUBLE_DOUBLES = lexicon.phrase_list("double_doubles")
#: Words after the claim that make it a part of the game, not the whole of it, and their frame.
SPLIT_WORDS = {w: Frame[f] for w, f in lexicon.mapping("count_split_frames").items()}


@dataclass(frozen=True, slots=True)
class _Count:
    """A count read at a number: what it counts and the team written inside it, if any."""

    number: Number
    unit: Unit
    stat: str  # a box-score column (10 or more of it) or "DD"
    end: int  # the token after the claim
    other: bool  # "four other players", "the only other three players"
    team: TeamMention | None  # "six Hawks players", "all seven starters for Denver"


def _phrase_at(low: list[str], j: int, phrases: tuple[tuple[str, ...], ...]) -> int | None:
    """Where the phrase of ``phrases`` that starts at ``j`` ends, else None."""
    found = lexicon.phrase_at(low, j, phrases)
    return j + len(found) if found is not None else None


def _claim_side(ctx: CheckContext, lo: int, at: int, end: int, hi: int) -> Side | None:
    """The team a count is about: the one team named before it in its sentence ("The Jazz had six
    players"), or named right after the claim with "for" ("... in double digits for Denver").
    None when that is not one team of this game."""
    low = ctx.doc.lower
    before = ctx.mentions.teams_in(lo, at)
    sides = {m.side for m in before}
    if not before:
        named = named_stat_at(low, end + 1) if low[end:end + 1] == ["in"] else None
        j = named[1] if named is not None and named[1] <= hi else end
        if low[j:j + 1] == ["for"]:
            j += 1 + (low[j + 1:j + 2] == ["the"])
            sides = {m.side for m in ctx.mentions.teams if m.start == j}
    if len(sides) != 1 or None in sides:
        return None
    return sides.pop()


def _team_for(teams: dict[int, TeamMention], low: list[str], j: int) -> TeamMention | None:
    """The team of "for (the) <Team>" at ``j``."""
    if low[j:j + 1] != ["for"]:
        return None
    return teams.get(j + 1 + (low[j + 1:j + 2] == ["the"]))


def _count_claim(ctx: CheckContext, low: list[str], i: int) -> _Count | None:
    """The count starting at number ``i``, else None."""
    num = ctx.doc.numbers.get(i)  # parse_at(tokens, i); i is a number start
    if num is None or num.value > 15 or num.form == "article":
        return None  # "a player in double figures" is no count
    j = num.end
    teams = ctx.analysis.teams_by_start
    inside: TeamMention | None = None
    while j < len(low) and j < num.end + 4 and (low[j] in FILLER or j in teams):
        team = teams.get(j)
        inside = team or inside
        j = team.end if team is not None else j + 1
    if j < len(low) and low[j] in POOLS:
        pool = POOLS[low[j]]
    elif inside is not None and inside.end == j and j > num.end:
        pool, j = Unit.TEAM, j - 1  # the team's name is the noun: "three other Celtics scored double digits"
    else:
        return None
    other = "other" in low[num.end:j] or low[i - 1:i] == ["other"]
    if low[max(0, i - 1):i] == ["the"] and low[j + 1:j + 2] != ["who"]:
        return None  # "the five players" named before; "the five Mavericks who scored in double figures" counts
    k = i - 1 - (low[i - 1:i] in (["their"], ["the"], ["its"]))
    if k >= 1 and low[k] == "of" and parse_at(ctx.tokens, k - 1) is not None:
        return None  # "seven of their ten players reached double figures": ten is who played
    if low[max(0, i - 1):i] == ["all"] and pool is Unit.TEAM:
        return None  # "all five players" of a unit named before (the starters, the first unit)
    after = _team_for(teams, low, j + 1)  # "all seven starters for Denver scored in double figures"
    if after is not None:
        inside, j = inside or after, after.end - 1
    for k in range(j + 1, min(len(low), j + 7)):
        if low[k] in _MAJOR_ENDS:
            return None
        end = _phrase_at(low, k, DOUBLE_FIGURES)
        if end is not None:
            stat = "PTS"
            named = named_stat_at(low, end + 1) if low[end:end + 1] == ["in"] else None
            if named is not None:
                stat, end = named
            return _Count(num, pool, stat, end, other, inside)
        end = _phrase_at(low, k, DOUBLE_DOUBLES)
        if end is not None:
            return _Count(num, pool, "DD", end, other, inside)
    return None


def _named(ctx: CheckContext, lo: int, hi: int) -> frozenset:
    """The players (by box-score index) named in tokens ``lo`` to ``hi``."""
    return frozenset(m.player.index for m in ctx.mentions.players_in(lo, hi) if m.player is not None)


def _excluded(ctx: CheckContext, count: _Count, lo: int) -> tuple[tuple[frozenset, ...], frozenset, frozenset]:
    """Who "other" may leave out, each a reading the count may be right under: the players named
    in the previous sentence, in this one before the count, both, or anywhere before it (readings
    that leave out nobody are none). When the count lists its own ("A and B were the (only)
    other three players") this sentence's players are the counted ones, not the left-out ones.
    Also the reading the correction takes (the previous sentence's players, with this one's when
    they are not the listed ones; else all named before) and the players whose team it is."""
    s = ctx.doc.sentence_of[lo]
    prev = _named(ctx, *ctx.doc.sentence_bounds(s - 1)) if s > 0 else frozenset()
    here = _named(ctx, lo, count.number.start)
    earlier = _named(ctx, 0, count.number.start)
    if ctx.doc.lower[count.number.start - 1:count.number.start] == ["other"] and here:
        return tuple(ex for ex in (prev, earlier - here) if ex), prev or earlier - here, here
    chosen = prev | here
    return tuple(ex for ex in (prev, here, prev | here, earlier) if ex), chosen, chosen


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


def _claim(ctx: CheckContext, count: _Count, lo: int, hi: int) -> PlayerCount:
    """The claim of ``count`` in the sentence [lo, hi): its team, who "other" leaves out, its frame."""
    num = count.number
    team = count.team

    def claim(side: Side | None, frame: Frame = Frame.GAME, note: str = "") -> PlayerCount:
        subject = Subject.of_group(count.unit.noun, side, team.start, team.end) if team is not None \
            else Subject.of_group(count.unit.noun, side)
        stat = Stat.PTS if count.stat == "DD" else Stat(count.stat)
        return PlayerCount(subject=subject, number=num, unit=count.unit, stat=stat, double_doubles=count.stat == "DD",
                           other=count.other, frame=frame, cue=(num.end, count.end), note=note)

    split = next((w for w in ctx.doc.lower[count.end:min(hi, count.end + 6)] if w in SPLIT_WORDS), None)
    if split is not None:
        return claim(None, SPLIT_WORDS[split], f"a part of the game or other games ('{split}')")
    if team is not None:
        side = team.side
    else:
        side = _claim_side(ctx, lo, num.start, count.end, hi)
        if side is None and ctx.mentions.teams_in(lo, hi):
            return claim(None, note="ambiguous binding: the sentence names no one team of this game")
        side = side or _pronoun_side(ctx, lo)
    if count.other:
        excluded, chosen, whose = _excluded(ctx, count, lo)
        if not excluded:
            return claim(side, note="'other' than nobody named: who is left out is not known")
    else:
        excluded, chosen, whose = (frozenset(),), frozenset(), frozenset()
    return dataclasses.replace(claim(side), excluded=excluded, chosen=chosen, whose=whose,
                               every=ctx.doc.lower[num.start - 1:num.start] == ["all"],
                               context_side=_context_side(ctx, lo) if side is None else None,
                               capital=ctx.tokens[num.start][:1].isupper())


@reader("player_counts", [PlayerCount], "how many players reached double figures or had double-doubles: "
                                    "'six players scored in double figures', 'all five starters ...'")
def read_player_counts(ctx: CheckContext) -> Iterator[PlayerCount]:
    low, doc = ctx.doc.lower, ctx.doc
    index = word_index(ctx)
    if "double" not in index and "double-doubles" not in index:
        return  # every count names double figures or double-doubles
    for i in doc.number_starts:  # a count starts with a number (a superset of parse_at's, in order)
        count = _count_claim(ctx, low, i)
        if count is not None:
            lo, hi = doc.bounds_at[i]
            yield _claim(ctx, count, lo, hi)
