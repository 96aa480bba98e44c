"""Reader component ``record_changes``: a team's record told as where the game left it.

"The Heat improved to 19 - 13", "Dallas fell to 6 - 6", "the Clippers evened their record at
7 - 7", "they are now 28 - 9": the record after this game (frame GAME). A record followed by
what narrows it ("3 - 3 in their last six", "12 - 4 at home", "5 - 1 since the break", "2 - 0
against the Bulls") is another record and is read with frame SPAN or SEASON, not checked here.

The team is the subject of the clause: a team named before the verb in the clause, or the team
"they" / "the team" refers to. Each claim's ``detail`` is a :class:`RecordChange`.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Level, ends_at
from collections.abc import Iterator

from boxscore import Side
from factcheck.engine.context import CheckContext

from .registry import reader
from factcheck.claims import Frame, RecordChange, Subject
from factcheck import lexicon
from .words import positions

#: Verbs that tell where a result left a record ("improved to", "fell to", "evened ... at").
RECORD_VERBS = lexicon.words("record_verbs")
#: Words that may stand between the verb and "to"/"at": "improved their record to".
_BETWEEN = lexicon.words("between")
#: After the record: it is a narrower record (a span, home or road, against a team).
NARROWERS = lexicon.words("narrowers")
_CLAUSE_BREAKS = ends_at(Level.CLAUSE)


def _subject_side(ctx: CheckContext, verb: int) -> tuple[Side | None, int, int]:
    """The team a record verb's clause is about: a team named before the verb in its clause, or
    the team "they" / "the team" at the clause's head refers to; with the tokens naming it."""
    low = ctx.doc.lower
    s_start, _ = ctx.doc.bounds_at[verb]
    lo = verb
    while lo > s_start and low[lo - 1] not in _CLAUSE_BREAKS:
        lo -= 1
    teams = [m for m in ctx.mentions.teams_in(lo, verb) if m.side is not None]
    if teams:
        if len({m.side for m in teams}) != 1 or ctx.mentions.players_in(lo, verb):
            return None, -1, -1
        return teams[0].side, teams[0].start, teams[0].end
    for r in ctx.mentions.references:
        if lo <= r.start < verb and r.kind == "team" and r.side is not None:
            return r.side, r.start, r.end
    return None, -1, -1


_NOW_BEFORE = lexicon.words("now_before")
_ON_THE_SEASON = [list(p) for p in lexicon.phrase_list("on_the_season")]


@reader("record_changes", [RecordChange], "a team's record where the game left it: 'improved to 19 - 13', 'are now 28 - 9'")
def read_record_changes(ctx: CheckContext) -> Iterator[RecordChange]:
    low = ctx.doc.lower
    numbers = ctx.doc.numbers
    n = len(low)
    for v in positions(ctx, RECORD_VERBS):
        if low[v] == "now" and (v == 0 or low[v - 1] not in _NOW_BEFORE):
            continue
        k = v + 1
        while k < n and k - v <= 4 and low[k] in _BETWEEN and numbers.get(k) is None:
            k += 1
        wins = numbers.get(k)
        if wins is None or wins.form != "digits" or low[wins.end:wins.end + 1] != ["-"]:
            continue
        losses = numbers.get(wins.end + 1)
        if losses is None or losses.form != "digits":
            continue
        if low[v] != "now" and "to" not in low[v + 1:k] and "at" not in low[v + 1:k]:
            continue  # "fell 109 - 94": a score, not a record
        side, s, e = _subject_side(ctx, v)
        if side is None:
            continue
        after = low[losses.end:losses.end + 3]
        frame, note = Frame.GAME, ""
        overall = after in _ON_THE_SEASON \
            or after[:2] == ["this", "season"]
        if not overall and (after[:1] and after[0] in NARROWERS or "last" in after):
            frame, note = Frame.SPAN, f"a narrower record ('{' '.join(after[:2])}')"
        yield RecordChange(subject=Subject.of_team(side, s, e), wins=wins, losses=losses, frame=frame, cue=(v, v + 1),
                           note=note)
