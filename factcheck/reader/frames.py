"""Time frames as the readers ask for them: of the clause around a token of a checked document.

The cues and the frame of every clause are the sentence analysis's
(:mod:`factcheck.analysis.frames`); this module asks it with a reader's context, and adds what
needs the game (this game's weekday) or the linker's mentions (an opponent of no team here).
"""

from __future__ import annotations

from factcheck.analysis.clauses import JOINTS, Level, PUNCTUATION, ends_at
from factcheck.analysis.frames import (  # noqa: F401  (the readers' names for the cues)
    FUTURE_CUES, GAME_NOUNS, NEAR_DAYS, OTHER_GAME_ANY, SPANS_OF_DAYS, WEAK_CUES, WEEKDAYS, _cue, _takes_on,
    clause_frame, days_apart, first_cue, first_take_on, future_clause, led_all, other_game_clause,
    part_of_other_thing)
from factcheck.claims import Frame
from factcheck.engine.context import CheckContext


def clause_around(ctx: CheckContext, i: int) -> tuple[int, int]:
    """The clause ``[start, end)`` holding token ``i``, without the joint that opens it (the
    analysis's clause at the phrase level: cut at every joint)."""
    lo, hi = ctx.analysis.sentences.clause_at(i, Level.PHRASE)
    if lo < i and ctx.doc.lower[lo] in JOINTS:
        lo += 1
    return lo, hi


def next_game_cue(ctx: CheckContext, i: int) -> str:
    """The cue that the clause around token ``i`` tells of a game to come ("" when none): "On deck
    for Portland is the Knicks on Tuesday", "Cleveland heads to New Orleans on Friday"."""
    lo, hi = clause_around(ctx, i)
    words = ctx.doc.lower[lo:hi]
    k = first_cue(words)
    if k is None:
        k = next((k for k in range(len(words)) if _takes_on(words, k)), None)
    return words[k] if k is not None else ""


def frame_at(ctx: CheckContext, i: int, lo: int | None = None, hi: int | None = None) -> tuple[Frame, str]:
    """Which game the clause around token ``i`` (or ``[lo, hi)``) is about, and the cue that says
    so ("" for this game, a part of it included): the analysis's frame of the clause."""
    if lo is None or hi is None:
        found = ctx.analysis.sentences.frame_of(i)
    else:
        found = clause_frame(ctx.doc.lower, lo, hi, ctx.doc.bounds_at[i], ctx.game.weekday.lower())
    if found.frame.this_game:
        return Frame.GAME, ""
    return found.frame, found.cue


def other_day_after(ctx: CheckContext, end: int) -> bool:
    """A weekday not this game's in the clause right after ``end``: "scored 10 points ( 2 - 10 FG )
    on Friday against the Suns" tells of another game."""
    low = ctx.doc.lower
    for w in low[end:min(len(low), end + 12)]:
        if w in _CLAUSE_ENDS:
            return False
        if w in WEEKDAYS:
            return w != ctx.game.weekday.lower()
    return False


_CLAUSE_ENDS = ends_at(Level.CLAUSE)


#: Words before the opponent a number was scored against.
_VERSUS = {"against", "versus", "vs"}


def other_opponent_after(ctx: CheckContext, noun_end: int) -> bool:
    """The clause names, right after the statistic, an opponent who is no team or player of this game."""
    tokens, low = ctx.tokens, ctx.doc.lower
    stop = min(len(tokens) - 1, noun_end + 4)
    if _VERSUS.isdisjoint(low[noun_end:stop]):
        return False  # (most statistics: no need to look word by word)
    for j in range(noun_end, stop):
        if low[j] in PUNCTUATION:
            return False
        if low[j] in _VERSUS:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < len(tokens) and tokens[k][:1].isupper() and tokens[k].isalpha() and \
                    not any(m.start <= k < m.end for m in (*ctx.mentions.teams, *ctx.mentions.players)):
                return True
    return False
