"""Reader component ``streaks``: runs of results and recent form of a team.

"won four of their last five", "N wins in their last M games", "their third straight loss",
"lost two in a row", "a five - game winning streak", "snapped a five - game skid", "this marks
their 10th win in their last 12 games", "six road wins in 17 tries".

"have now won ..." counts this game; "came into this game winners of ...", "checked in ...
having won ..." count the games before it (``inclusive``). The team is the last team named
before the claim as a subject, else the clause's subject (its first team name, or "They" of the
sentence before). A count that is not of the current run (an earlier run, one avoided,
head-to-head, home or road: "avoided their fourth straight loss") is read with a note, as are
claims with no team bound, runs denied or to come ("has n't lost three straight"), and runs
before another game named by its weekday (frame OTHER_GAME). The phrases read at one token
(:class:`~factcheck.claims.OfLast`, :class:`~factcheck.claims.WinsIn`, :class:`~factcheck.claims.Run`,
:class:`~factcheck.claims.Snapped`, :class:`~factcheck.claims.NthOfLast`) are one
:class:`~factcheck.claims.Streak`; a home or road record is a :class:`~factcheck.claims.HomeRoadRecord`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator

from factcheck.claims import (Claim, Frame, HomeRoadRecord, NthOfLast, OfLast, Run, Snapped, Streak, Subject, WinsIn,
                              WrittenRecord)
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import ORDINALS, Number, is_digits, parse_at
from factcheck import lexicon

from .league_text import WEEKDAYS, TeamRef, cued_clauses, game_team, is_object, side_of, subject_team
from .registry import reader

WIN_WORDS = lexicon.words("streaks_win_words")
LOSS_WORDS = lexicon.words("streaks_loss_words")
#: Cues that a count is of the games before this one.
BEFORE_CUES = tuple(" ".join(p) for p in lexicon.phrase_list("before_cues"))
_BEFORE_CUES = [cue.split() for cue in BEFORE_CUES]
#: Ordinals of a run ("third straight win"): a run of one is no run.
RUN_ORDINALS = {w: n for w, n in ORDINALS.items() if n >= 2}
RUN_WORDS = {"straight", "consecutive"}
WEEKDAYS_LOW = {d.lower() for d in WEEKDAYS}
MAX_RUN = 30
#: A clause without one of these words makes no claim of this module (a fast exit).
RUN_CUES = lexicon.words("run_cues")
#: Words before a count that make it a run other than the current one: an earlier run ("began the
#: season with", "prior to", "after a five - game skid"), one that did not happen ("avoided their
#: fourth straight loss"), or one against one opponent only ("seventh straight win over the Lakers").
PAST_RUN = lexicon.words("past_run")
#: After a count: a run that is over or did not happen ("already this season", "would have been").
HYPOTHETICAL = lexicon.words("streaks_hypothetical")
HEAD_TO_HEAD = (lexicon.words("opponent_prepositions") | lexicon.words("head_to_head"))
VENUE_WORDS = {"road", "home", "away"}
NOW_CUES = lexicon.words("now_cues")
NEGATIONS = lexicon.words("negations")
#: Words of a run to come: "will look for their third straight win" (the run so far plus this one).
FUTURE = lexicon.words("streaks_future")
ENDED = lexicon.words("streak_end_verbs")
#: Tokens that can start a claim besides numbers: ordinals ("third straight") and "snapped".
ORDINAL_SUFFIXES = lexicon.words("ordinal_suffixes")
CANDIDATES = set(RUN_ORDINALS) | ENDED | {f"{n}{suffix}" for n in range(11, 83) for suffix in ORDINAL_SUFFIXES}
_THEIR = (["their"], ["its"], ["the"])


Says = OfLast | WinsIn | Run | Snapped | NthOfLast
#: Why a count of a run denied or to come is not checked.
DENIED = "a count denied or to come ('has n't lost three straight', 'would need to win four straight')"


@reader("streaks", [Streak, HomeRoadRecord], "runs and recent form of a team: 'won four of their last five', "
        "'third straight loss', 'snapped a five - game skid', 'six road wins in 17 tries'")
def read_streaks(ctx: CheckContext) -> Iterator[Claim]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    day = ctx.game.weekday.lower()
    for _, a, b, in_clause in cued_clauses(ctx, RUN_CUES):
        team, subj = subject_team(ctx, in_clause, a, b)
        names = {t for r in in_clause for t in r.teams} & {t.name for t in ctx.game.teams}
        named = frozenset(side_of(ctx, t) for t in names)
        record = _record_after(tokens, subj.end) if subj is not None else None
        clause_record = WrittenRecord(side_of(ctx, team), *record) if team is not None and record is not None else None
        unbound = "" if team is not None else "ambiguous binding: no team of this game is the clause's subject"
        common = dict(clause_record=clause_record, named=named)
        cues = _cue_positions(low, a, b)
        subjects = _subjects(ctx, in_clause)
        for i in range(a, b):
            if low[i] not in CANDIDATES and parse_at(tokens, i) is None:
                continue
            if _not_a_current_run(low, a, i, b):
                venue = _venue_record(ctx, low, i)
                if venue is not None:
                    n, m, home = venue
                    subject = _subject(ctx, team, subj) if not unbound else None
                    yield HomeRoadRecord(subject=subject, frame=Frame.SEASON, cue=(n.start, m.end), note=unbound, n=n,
                                         m=m, home=home, words=ctx.doc.span_text(n.start, m.end),
                                         clause_record=clause_record)
                readings = tuple(_says_at(ctx, low, i, b))
                if readings:
                    yield _streak(ctx, i, readings, None, False, Frame.SPAN,
                                  unbound or "not the current run (an earlier, avoided, head-to-head or home/road run)",
                                  **common)
                continue
            who, ref, who_record = _claim_team(ctx, subjects, team, subj, i)
            inclusive = _counts_this_game(low, a, i, cues)
            frame, note = Frame.SPAN, unbound
            if who is None:
                note = note or "ambiguous binding: the only team named comes after the claim"
            if not inclusive and _other_game_named(low, day, i, b):
                frame, note = Frame.OTHER_GAME, note or "a run before another game, named by its weekday"
            readings = tuple(_says_at(ctx, low, i, b))
            if readings:
                subject = _subject(ctx, who, ref) if who is not None else None
                yield _streak(ctx, i, readings, subject, inclusive, frame, note, record=who_record, **common)


def _subject(ctx: CheckContext, team: str, ref: TeamRef | None) -> Subject:
    """The team as a subject, with its name's span when the text names it there."""
    return Subject.of_team(side_of(ctx, team), *((ref.start, ref.end, "", ref.kind) if ref is not None else ()))


def _streak(ctx: CheckContext, at: int, readings: tuple[Says, ...], subject: Subject | None, inclusive: bool,
            frame: Frame, note: str, **fields) -> Streak:
    """The claim of the phrases read at token ``at``: unbound, another run's, or every one denied
    are read with a note (and no subject)."""
    if not note and all(isinstance(r, Run) and r.denied for r in readings):
        note = DENIED
    spans = [r.span for r in readings]
    start, end = spans[0]
    return Streak(subject=subject if not note else None, frame=frame, note=note, readings=readings, at=at,
                  inclusive=inclusive, words=ctx.doc.span_text(start, end),
                  cue=(min(s for s, _ in spans), max(e for _, e in spans)), **fields)


def _says_at(ctx: CheckContext, low: list[str], i: int, hi: int) -> Iterator[Says]:
    """Every claim phrase starting at token ``i``."""
    for parse in (_of_last, _run, _snapped, _wins_in, _nth_of_last):
        says = parse(ctx, low, i, hi)
        if says is not None:
            yield says


def _record_after(tokens: list[str], i: int) -> tuple[int, int] | None:
    """ "( 20 - 30": the record written right after token ``i``."""
    if tokens[i:i + 1] != ["("] or tokens[i + 2:i + 3] != ["-"]:
        return None
    w, l = parse_at(tokens, i + 1), parse_at(tokens, i + 3)
    return None if w is None or l is None else (w.value, l.value)


def _subjects(ctx: CheckContext, refs: list[TeamRef]) -> tuple[list[TeamRef], list[int]]:
    """The clause's team names that are no object, and their ends, in order of their ends (found
    once per clause: every claim of the clause asks for the last one before it)."""
    subjects = sorted((r for r in refs if not is_object(ctx.tokens, r)), key=lambda r: r.end)
    return subjects, [r.end for r in subjects]


def _claim_team(ctx: CheckContext, refs: tuple[list[TeamRef], list[int]], team: str | None, subj: TeamRef | None,
                i: int) -> tuple[str | None, TeamRef | None, tuple[int, int] | None]:
    """The team a claim at ``i`` is about, its name (None for a pronoun) and the record written
    after its name: the last team named before it as a subject ("the Hornets had won 13 of their
    last 15", "sent the Spurs to their second straight loss"), else the clause's subject when it
    is a pronoun's; None when the only names come after the claim. ``refs``: :func:`_subjects`."""
    subjects, ends = refs
    k = bisect_right(ends, i) - 1  # the last team named as a subject before the claim
    if k >= 0:
        ref = subjects[k]
        who = game_team(ctx, ref)
        return who, ref, (_record_after(ctx.tokens, ref.end) if who is not None else None)
    return (team if subj is None else None), None, None


def _other_game_named(low: list[str], day: str, i: int, hi: int) -> bool:
    """ "had lost three in a row headed into their matchup in Toronto on Monday": another game's day."""
    return any(low[j] in WEEKDAYS_LOW and low[j] != day and low[j - 1] == "on" for j in range(i + 1, min(hi, i + 12)))


def _not_a_current_run(low: list[str], lo: int, i: int, hi: int) -> bool:
    """True when the count at ``i`` is of an earlier, hypothetical, head-to-head or home/road run."""
    if PAST_RUN & set(low[max(lo, i - 6):i]) or low[max(lo, i - 4):i][-2:] == ["went", "on"]:
        return True
    tail = low[i + 1:min(hi, i + 9)]
    stop = next((k for k, w in enumerate(tail) if w in {",", "as", "and", "while", "."}), len(tail))
    tail = tail[:stop]
    if HYPOTHETICAL & set(tail):
        return True
    return bool(HEAD_TO_HEAD & set(tail) or VENUE_WORDS & set(tail) or VENUE_WORDS & set(low[max(lo, i - 2):i]))


def _cue_positions(low: list[str], lo: int, hi: int) -> dict[int, bool]:
    """Positions of the clause's cues: True for "now"/"have" (this game counts), False for "had",
    "came into", "checked in" ... (the games before it)."""
    cues: dict[int, bool] = {}
    for j in range(lo, hi):
        if low[j] in NOW_CUES:
            cues[j] = True
        elif low[j] in {"had", "'d"} or any(low[j:j + len(c)] == c for c in _BEFORE_CUES):
            cues[j] = False
    return cues


def _counts_this_game(low: list[str], lo: int, i: int, cues: dict[int, bool]) -> bool:
    """Whether a count at ``i`` includes this game: the nearest cue before it decides.

    "have now won ..." counts it; "came into this game winners of ...", "checked in ... having
    won ..." do not; with no cue before, a cue of the games before just after it decides
    ("... eight straight headed into this game"); otherwise the count is as of now.
    """
    at = list(cues)  # (in text order: the nearest cue is found by binary search, not by a pass over all)
    k = bisect_right(at, i) - 1
    while k >= 0 and low[at[k]] in {"had", "'d"} and i - at[k] > 8:
        k -= 1  # a "had" far before the count does not decide it
    if k >= 0:
        return cues[at[k]]
    after = at[bisect_right(at, i):bisect_right(at, i + 8)]
    return not any(not cues[j] and low[j] != "had" for j in after)


def _direction(low: list[str], i: int, lo: int) -> tuple[bool, int] | None:
    """(claims wins, index of the word) for the nearest win/loss word at or before ``i`` (within
    the text: ``i`` and ``lo`` may lie before its start)."""
    for j in range(min(i, len(low) - 1), max(lo, i - 4, 0) - 1, -1):
        if low[j] in WIN_WORDS:
            return True, j
        if low[j] in LOSS_WORDS:
            return False, j
    return None


def _of_last(ctx: CheckContext, low: list[str], i: int, hi: int) -> OfLast | None:
    """ "won N of their last M (games)"."""
    if low[i + 1:i + 2] != ["of"] or low[i + 2:i + 3] not in _THEIR or low[i + 3:i + 4] != ["last"]:
        return None
    n, m = parse_at(ctx.tokens, i), parse_at(ctx.tokens, i + 4) if i + 4 < hi else None
    d = _direction(low, i - 1, i - 8)
    if n is None or m is None or d is None or not 1 < m.value <= 20:
        return None
    return OfLast(n, m, d[0], d[1], low[d[1]] in {"won", "lost"})


def _wins_in(ctx: CheckContext, low: list[str], i: int, hi: int) -> WinsIn | None:
    """ "N wins in their previous / last M games"."""
    if low[i + 1:i + 2] not in (["wins"], ["losses"], ["victories"]) or low[i + 2:i + 3] != ["in"]:
        return None
    j = i + 3 + (low[i + 3:i + 4] in _THEIR)
    if low[j:j + 1] not in (["last"], ["previous"], ["past"]):
        return None
    n, m = parse_at(ctx.tokens, i), parse_at(ctx.tokens, j + 1) if j + 1 < hi else None
    if n is None or m is None or not 1 < m.value <= 20:
        return None
    return WinsIn(n, m, low[i + 1] != "losses")


def _run(ctx: CheckContext, low: list[str], i: int, hi: int) -> Run | None:
    """ "won N straight", "lost N in a row", "N - straight games", "Nth straight win", "N - game winning streak"."""
    if low[i] in RUN_ORDINALS and low[i + 1:i + 2] and low[i + 1] in RUN_WORDS and i + 2 < hi:
        noun = low[i + 2]
        if noun in WIN_WORDS or noun in LOSS_WORDS:
            return _with_cues(ctx, low, RUN_ORDINALS[low[i]], i, i + 1, None, noun in WIN_WORDS, i)
        return None
    n = parse_at(ctx.tokens, i)
    if n is None:
        return None
    j = n.end
    kind = _streak_kind(low, j, hi)
    if kind is not None:
        if set(low[max(0, i - 4):i]) & ENDED or low[i - 1] in {"'", "'s"}:
            return None  # a run that ended (_snapped), or another team's ("the Nuggets ' three - game ...")
        d = kind
    elif low[j:j + 1] and (low[j] in RUN_WORDS or low[j:j + 2] == ["-", "straight"] or low[j:j + 3] == ["in", "a", "row"]):
        noun = low[j + 1] if j + 1 < hi and low[j] in RUN_WORDS else ""
        # "two consecutive losses": the noun after says which way; else the verb before ("won two straight")
        d = (noun in WIN_WORDS, j + 1) if noun in WIN_WORDS or noun in LOSS_WORDS else _direction(low, i - 1, i - 4)
        if d is None:
            return None
    else:
        return None
    if n.value < 2 or n.value > MAX_RUN:
        return None
    return _with_cues(ctx, low, n.value, n.start, n.end, n, d[0], d[1])


def _with_cues(ctx: CheckContext, low: list[str], value: int, start: int, end: int, num: Number | None, wins: bool,
               verb_at: int) -> Run:
    """The run, with the cues of the eight words before it."""
    s0 = ctx.doc.bounds_at[start][0]
    before = set(low[max(s0, start - 8):start])
    return Run(value, start, end, num, wins, verb_at, bool(num is None and FUTURE & before), bool(NOW_CUES & before),
               bool(num is not None and (FUTURE | NEGATIONS) & before))


def _streak_kind(low: list[str], j: int, hi: int) -> tuple[bool, int] | None:
    """After a number: "- game winning streak", "- game skid", "- game losing streak" -> (wins, word)."""
    if low[j:j + 2] != ["-", "game"]:
        return None
    words = low[j + 2:min(hi, j + 4)]
    if not words or not ({"streak", "skid"} & set(words)):
        return None
    if words[0] in {"winning", "win"}:
        return True, j + 2
    if words[0] in {"losing", "skid"}:
        return False, j + 2
    return None


def _ordinal_at(low: list[str], i: int) -> int | None:
    """ "third" -> 3, "17th" -> 17."""
    w = low[i]
    if w in RUN_ORDINALS:
        return RUN_ORDINALS[w]
    if len(w) > 2 and is_digits(w[:-2]) and w[-2:] in ORDINAL_SUFFIXES:
        return int(w[:-2])
    return None


_RESULT_NOUNS = [[w] for w in lexicon.words("result_nouns")]


def _nth_of_last(ctx: CheckContext, low: list[str], i: int, hi: int) -> NthOfLast | None:
    """ "this marks their 10th win in their last 12 games": this game is the Nth win of the last M."""
    n = _ordinal_at(low, i)
    if n is None or low[i + 1:i + 2] not in _RESULT_NOUNS or low[i + 2:i + 3] != ["in"]:
        return None
    j = i + 3 + (low[i + 3:i + 4] in _THEIR)
    m = parse_at(ctx.tokens, j + 1) if low[j:j + 1] in (["last"], ["past"]) and j + 1 < hi else None
    if m is None or not 1 < m.value <= 30:
        return None
    return NthOfLast(n, m, low[i + 1] in {"win", "victory"}, i, low[i][0].isdigit())


_SNAP_VERBS = lexicon.words("snap_verbs")
_HOPING_TO = [list(p) for p in lexicon.phrase_list("hoping_to")]


def _snapped(ctx: CheckContext, low: list[str], i: int, hi: int) -> Snapped | None:
    """ "snapped a N - game losing streak / skid": a run before this game, ended by it."""
    if low[i] not in _SNAP_VERBS or low[i + 1:i + 2] != ["a"]:
        return None
    n = parse_at(ctx.tokens, i + 2) if i + 2 < hi else None
    if n is None or low[n.end:n.end + 2] != ["-", "game"]:
        return None
    rest = low[n.end + 2:n.end + 4]
    if "skid" in rest or "losing" in rest:
        wins = False
    elif "winning" in rest:
        wins = True
    else:
        return None
    hoped = low[i - 2:i] in _HOPING_TO
    s0 = ctx.doc.bounds_at[i][0]
    return Snapped(n, wins, i, hoped, hoped and bool({"will", "'ll"} & set(low[max(s0, i - 6):i])))


_VENUE_WINS = [list(p) for p in lexicon.phrase_list("venue_wins")]


def _venue_record(ctx: CheckContext, low: list[str], i: int) -> tuple[Number, Number, bool] | None:
    """ "N road wins in M games / tries": the road (or home) record before this game (wins, games, at home)."""
    if low[i + 1:i + 3] not in _VENUE_WINS:
        return None
    if low[i + 3:i + 4] != ["in"]:
        return None
    n, m = parse_at(ctx.tokens, i), parse_at(ctx.tokens, i + 4)
    if n is None or m is None:
        return None
    return n, m, low[i + 1] == "home"
