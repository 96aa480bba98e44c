"""Reader component ``final_scores``: the final score of the game, written "113 - 107".

A pair of numbers joined by "-" is read as this game's final score when both are plausible team
totals (or it stands right after the second team of "X defeated Y"), it is not a record in
parentheses or a shooting line, and its clause has no cue of a part of the game (halftime, a
quarter, a run). The words right before it may say it is the final ("by a score of", "winning
112 - 104"); then only a cue of a part of the game or another day undoes it. A pair whose clause
or sentence is about another game ("last", "their previous meeting", another weekday or date, an
opponent not in this game) is read with frame OTHER_GAME; a pair about a part of the game is
left to the period_scores reader.

Each claim's ``detail`` is a :class:`FinalScore`: the two numbers as written.
"""

from __future__ import annotations

from factcheck.analysis.clauses import PUNCTUATION, SENTENCE_END, Joint, joint_words
from collections.abc import Iterator


from factcheck.analysis import PairRole
from factcheck.engine.context import CheckContext

from .registry import reader
from factcheck.claims import GAME, FinalScore, Frame
from factcheck import lexicon
from factcheck.lexicon.statistics import shot_abbreviations
from .words import Marks, linked_positions, marks, word_index

MIN_FINAL, MAX_FINAL = 60, 200
#: Cues of another game (a clause or sentence with one is not about this game's final score).
OTHER_GAME_CUES = lexicon.words("final_scores_other_game_cues")
#: Cues that a score is not this game's final: a part of the game, or another game.
NOT_FINAL_CUES = OTHER_GAME_CUES | lexicon.words("not_final_cues")
WEEKDAYS = {w.capitalize() for w in lexicon.words("weekdays")}
#: Cues anywhere in the sentence: another game, or a statistic that is no score.
SENTENCE_CUES = lexicon.words("final_scores_sentence_cues")
#: After a pair: a shooting line, not a score ("10 - 17 FG", "4 - 6 from deep", "3 - 8 shooting"):
#: the shot types' one-word abbreviations and the lexicon's shot_line_after words.
SHOT_SUFFIXES = frozenset(p[0] for p in shot_abbreviations() if len(p) == 1) | lexicon.words("shot_line_after")
RESULT_VERBS = lexicon.words("final_scores_result_verbs")
#: Words right before a pair that say it is the final score: "by a score of", "winning 112 - 104",
#: "defeated the Nuggets on Friday , 110 - 98".
FINAL_BEFORE = lexicon.phrase_list("final_before")
_RESULT_VERBS = frozenset(RESULT_VERBS)  # (a key of the word index)
FINAL_VERBS = RESULT_VERBS | lexicon.words("final_score_participles")
#: A part of the game: even after such words a pair is not the final score.
PART_CUES = lexicon.words("part_cues")
#: Month words of a date ("on Nov. 1", "on November 1").
_MONTHS = {m: int(k) for m, k in lexicon.mapping("months").items()}


def _after_the_teams(ctx: CheckContext, at: int) -> bool:
    """A pair written right after the second team of a result sentence ("X defeated Y ( 5 - 12 ) 116 - 0"):
    its place makes it the final score even when one number is not a plausible total."""
    tokens = ctx.tokens
    k = at - 1
    if k >= 0 and tokens[k] == ",":
        k -= 1
    record = k >= 4 and tokens[k] == ")" and tokens[k - 4] == "(" and tokens[k - 2] == "-"
    if record:
        k -= 5  # "the Pacers ( 5 - 12 ) 116 - 0": whoever the record is given to
    team = ctx.mentions.team_ending_at(k + 1) if k >= 0 else None
    if team is None and not record:
        return False
    s_start, _ = ctx.doc.bounds_at[at]
    return marks(ctx, _RESULT_VERBS).any_in(s_start, k + 1)


def _final_said(ctx: CheckContext, at: int) -> bool:
    """The words right before the pair at ``at`` say it is the final score."""
    low = ctx.doc.lower
    s_start, _ = ctx.doc.bounds_at[at]
    before = low[max(s_start, at - 4):at]
    if any(tuple(before[-len(p):]) == p for p in FINAL_BEFORE):
        return True
    k = at - 1 - (before[-1:] == [","])
    if k >= s_start and low[k] in FINAL_VERBS:
        return True  # "winning 112 - 104"
    # "defeated the Nuggets on Friday , 110 - 98": a result verb, then the team and the day
    if k >= s_start + 1 and ctx.tokens[k] in WEEKDAYS and low[k - 1] == "on":
        team = ctx.mentions.team_ending_at(k - 1)
        return team is not None and marks(ctx, _RESULT_VERBS).any_in(s_start, team.start)
    return False


_OTHER_DAY = "on another day"


_CLAUSE_BEFORE = PUNCTUATION - joint_words(Joint.BRACKET) - {SENTENCE_END}  # (a record in brackets is inside)
_CLAUSE_AFTER = PUNCTUATION - joint_words(Joint.BRACKET)
_NOT_FINAL = frozenset(NOT_FINAL_CUES)
#: The cues of another game in alphabetical order: the first one a clause holds is named.
_OTHER_IN_ORDER = tuple(sorted(OTHER_GAME_CUES))
#: Beyond this many words, a clause is searched in the document's word index, not word by word.
_SCAN = 32


def _clause(ctx: CheckContext, start: int, end: int) -> tuple[int, int, int, int]:
    """(sentence start, sentence end, the comma or semicolon before ``start`` (sentence start - 1
    if none), the comma, semicolon or stop at or after ``end`` (sentence end if none))."""
    s_start, s_end = ctx.doc.bounds_at[start]
    lo = marks(ctx, _CLAUSE_BEFORE, exact=True).last_in(s_start, start)
    hi = marks(ctx, _CLAUSE_AFTER, exact=True).first_in(end, s_end)
    return s_start, s_end, s_start - 1 if lo is None else lo, s_end if hi is None else hi


def _sentence_facts(ctx: CheckContext, s_start: int, s_end: int) -> tuple[frozenset[str], bool, bool, bool]:
    """What a pair's sentence says whatever the pair, read once per sentence: (its cues of
    SENTENCE_CUES, a date not this game's, a weekday not this game's, another weekday's game
    "Friday 's")."""
    memo = ctx.analysis.score_sentences
    facts = memo.get(s_start)
    if facts is None:
        low, tokens, day = ctx.doc.lower, ctx.tokens, ctx.game.weekday
        other_day = [k for k in range(s_start, s_end) if tokens[k] in WEEKDAYS and tokens[k] != day]
        facts = memo[s_start] = (
            SENTENCE_CUES.intersection(low[s_start:s_end]), _other_date(ctx, s_start, s_end), bool(other_day),
            any(tokens[k + 1:k + 2] == ["'s"] for k in other_day))
    return facts


def _part_cue(ctx: CheckContext, start: int, end: int) -> str | None:
    """Why a pair the words say is final is not: "" for a clause about a part of the game, a note
    for another day; None when nothing undoes it."""
    s_start, s_end, lo, _ = _clause(ctx, start, end)
    low = ctx.doc.lower
    if not PART_CUES.isdisjoint(low[max(lo + 1, start - 6):start]) or not PART_CUES.isdisjoint(low[end:end + 4]):
        return ""
    _, other_date, other_day, _ = _sentence_facts(ctx, s_start, s_end)
    return _OTHER_DAY if other_day or other_date else None


def _other_date(ctx: CheckContext, lo: int, hi: int) -> bool:
    """A date in [lo, hi) that is not this game's: "which prevailed 108 - 87 on Nov. 1"."""
    low, date = ctx.doc.lower, ctx.game.date
    for k in range(lo, hi - 1):
        month = _MONTHS.get(low[k])
        if month is not None and low[k + 1].isdigit() and len(low[k + 1]) <= 2:
            if (month, int(low[k + 1])) != (date.month, date.day):
                return True
    return False


def _clause_cues(ctx: CheckContext, ranges: tuple[tuple[int, int], ...]) -> set[str]:
    """The cues of NOT_FINAL_CUES in the ranges; of a long clause, only whether it holds one and
    its first cue of another game in alphabetical order (all that :func:`_has_cue` tells)."""
    low = ctx.doc.lower
    if sum(hi - lo for lo, hi in ranges) <= _SCAN:
        return {w for lo, hi in ranges for w in low[lo:hi] if w in NOT_FINAL_CUES}
    cues = marks(ctx, _NOT_FINAL)
    if not any(cues.any_in(lo, hi) for lo, hi in ranges):
        return set()
    index = word_index(ctx)
    for word in _OTHER_IN_ORDER:
        at = index.get(word)
        if at and any(Marks(at).any_in(lo, hi) for lo, hi in ranges):
            return {word}
    return {""}  # a cue of a part of the game only


def _has_cue(ctx: CheckContext, start: int, end: int) -> str | None:
    """Why a pair is not the final score: a note when it is about another game, "" when about a
    part of the game (or a statistic); None when nothing says so."""
    s_start, s_end, lo, hi = _clause(ctx, start, end)
    sentence_cues, other_date, _, other_days_game = _sentence_facts(ctx, s_start, s_end)
    found = _clause_cues(ctx, ((lo + 1, start), (end, hi))) | sentence_cues
    if found:
        other = found & OTHER_GAME_CUES
        return f"about another game ('{min(other)}')" if other else ""
    if other_date:
        return _OTHER_DAY
    # "Atlanta took Friday 's game 87 - 81": a game of another day
    if other_days_game:
        return _OTHER_DAY
    return "against a team not in this game" if _other_opponent(ctx, end, hi) else None


#: Words before another team's name ("... 110 - 98 over the Nets"; a final score also "by").
_OTHER_OPPONENT_BEFORE = lexicon.words("other_opponent_before") | {"by"}


def _other_opponent(ctx: CheckContext, end: int, hi: int) -> bool:
    """"a 124 - 86 victory over New York", "a 115 - 100 loss at the hands of the Pelicans" in a game
    of other teams: the opponent named after the score is no team (nor player) of this game."""
    tokens = ctx.tokens
    linked = linked_positions(ctx)
    for j in range(end, min(hi, end + 7)):
        if tokens[j].lower() in _OTHER_OPPONENT_BEFORE:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < hi and tokens[k][:1].isupper() and tokens[k].isalpha() and k not in linked:
                return True
    return False


#: The roles of a pair that place it during the game: no final score.
_DURING = frozenset({PairRole.MOMENT, PairRole.PERIOD})


@reader("final_scores", [FinalScore], "the final score: 'defeated the Lakers , 113 - 107'")
def read_final_scores(ctx: CheckContext) -> Iterator[FinalScore]:
    tokens = ctx.tokens
    for a, b in ctx.doc.digit_pairs:
        if not (MIN_FINAL <= a.value <= MAX_FINAL and MIN_FINAL <= b.value <= MAX_FINAL) \
                and not (max(a.value, b.value) >= MIN_FINAL and _after_the_teams(ctx, a.start)):
            continue
        if (a.start > 0 and tokens[a.start - 1] == "(") or tokens[b.end:b.end + 1] and tokens[b.end].lower() in SHOT_SUFFIXES:
            continue  # a record, a shooting line
        strong = _final_said(ctx, a.start)
        if not strong and ctx.analysis.sentences.pair(a.start).role in _DURING:
            continue  # "a 69 - 62 edge", "65 - 63 , heading into the fourth", "won the fourth 26 - 21"
        if a.value == b.value and not strong and not _after_the_teams(ctx, a.start):
            continue  # "tied at 65 - 65" is a moment; "X defeated Y , 110 - 110" is a (wrong) final score
        why = _part_cue(ctx, a.start, b.end) if strong else _has_cue(ctx, a.start, b.end)
        if why == "":
            continue  # a part of the game (the period_scores reader's), or a statistic
        frame = Frame.GAME if why is None else Frame.OTHER_GAME
        yield FinalScore(subject=GAME, first=a, second=b, frame=frame, note=why or "")
