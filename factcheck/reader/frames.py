"""Time frames: which game a clause is about, from the words that say so.

A summary of one game also tells of others: the next game ("will host the Bulls on Friday"),
earlier ones ("after beating the Heat on Tuesday", "a former Laker"), the season ("a half game
behind the Clippers for the eighth seed"). A claim read in such a clause is not about this box
score. The cues are taught here once; :func:`frame_at` gives the frame of the clause around a
token, and the reason (the cue word) for the claims report.
"""

from __future__ import annotations

from factcheck.context import CheckContext

from .schema import Frame

#: Words that end a clause when looking for the clause around a word.
CLAUSE_BREAKS = {",", ";", ":", "while", "but", "whereas", "and", "as", "after", "before", "when", "which", "who",
                 "(", ")", "following", "since", "until"}
#: Cue words of another game, and the frame they put a clause (or, for strong ones, a sentence) in.
NEXT_CUES = {"next", "upcoming", "will", "'ll", "wo", "tomorrow", "tonight", "await", "awaits", "awaiting", "slate",
             "docket", "schedule", "homestand", "trip", "stretch", "matchup", "matchups", "square", "host", "hosts",
             "visit", "visits", "face", "faces"}
PAST_CUES = {"last", "previous", "prior", "since", "ago", "earlier", "yesterday", "former", "formerly", "ex",
             "traded", "trade", "dealt", "acquired", "signed", "joined", "joining", "drafted", "recently", "opener",
             "beforehand", "member", "era", "historic", "coming", "kryptonite"}
SEASON_CUES = {"behind", "ahead", "standings", "conference", "division", "seed", "seeds", "seeded", "place",
               "playoff", "playoffs", "postseason", "spot", "tiebreaker", "tie", "race", "projected", "than", "both",
               "either", "series", "sweep", "round", "franchise", "history", "eliminated", "clinched", "streak",
               "streaks", "skid", "skids", "straight", "consecutive", "row", "within", "advantage", "opponents",
               "teams", "games", "action"}
#: Of those, the cues that hold for the whole sentence, not only their clause: most do, as a
#: sentence about the standings or the schedule tells of no play of this game.
CLAUSE_ONLY = {"host", "hosts", "visit", "visits", "face", "faces", "coming", "games", "both", "than", "row",
               "straight", "consecutive", "streak", "streaks", "skid", "skids"}
_FRAMES = ((NEXT_CUES, Frame.NEXT_GAME), (PAST_CUES, Frame.PREVIOUS_GAME), (SEASON_CUES, Frame.SEASON))
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def clause_around(ctx: CheckContext, i: int) -> tuple[int, int]:
    """The clause ``[start, end)`` holding token ``i``: between the nearest clause breaks."""
    low = ctx.doc.lower
    s, e = ctx.doc.bounds_at[i]
    a = i
    while a > s and low[a - 1] not in CLAUSE_BREAKS:
        a -= 1
    b = i + 1
    while b < e and low[b] not in CLAUSE_BREAKS:
        b += 1
    return a, b


def _cue(words: list[str], sentence_wide: bool) -> tuple[Frame, str] | None:
    for w in words:
        if sentence_wide and w in CLAUSE_ONLY:
            continue
        for cues, frame in _FRAMES:
            if w in cues:
                return frame, w
    return None


def frame_at(ctx: CheckContext, i: int, lo: int | None = None, hi: int | None = None) -> tuple[Frame, str]:
    """The frame of the clause around token ``i`` (or of ``[lo, hi)``) and the cue that says so
    ("" for this game): a cue word of another game in the clause, a sentence-wide cue in its
    sentence, or a weekday that is not this game's."""
    low = ctx.doc.lower
    if lo is None or hi is None:
        lo, hi = clause_around(ctx, i)
    found = _cue(low[lo:hi], False)
    if found is not None:
        return found
    s, e = ctx.doc.bounds_at[i]
    found = _cue(low[s:e], True)
    if found is not None:
        return found
    day = ctx.game.weekday.lower()
    for w in low[s:e]:
        if w in WEEKDAYS and w != day:
            return Frame.OTHER_GAME, w
    return Frame.GAME, ""
