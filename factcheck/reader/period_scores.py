"""Reader component ``period_scores``: quarter and half scores, and the margins of periods.

- a pair "N - M" whose sentence says whose points come first (the team that outscored, led,
  trailed or won the quarter) and which part of the game it covers: "outscored the Magic 31 - 19
  in the first half", "led 59 - 42 at halftime", "They won the third quarter 38 - 20" (kind
  "score", attribute "period", the subject the team whose points come first);
- "outscored the Lakers by 16 in the fourth quarter": one period's margin (kind "margin",
  attribute "period");
- "taking a 33 - 25 lead into the second quarter", "a 60 - 49 halftime lead": the score when the
  quarters named are over, the leader's points first (kind "score", attribute "lead");
- a pair after "outscored" whose sentence does not say who outscored whom is read with no
  subject.

The second half is the third and fourth quarters, also in a game that went to overtime. The
claims are :class:`~factcheck.claims.PeriodScore`, :class:`~factcheck.claims.PeriodMargin` and
:class:`~factcheck.claims.LeadScore`.
:func:`periods_at` (the part of the game a phrase names) also serves the team_period_points
reader.
"""

from __future__ import annotations

from factcheck.analysis.clauses import PUNCTUATION
from collections.abc import Iterator

from boxscore import Side
from factcheck.analysis import PairRole
from factcheck.analysis import SubjectKind
from factcheck.analysis.subjects import team_subject_of
from factcheck.analysis.periods import periods_at, quarters_over
from factcheck.claims import GAME, Frame, LeadScore, PeriodMargin, PeriodScore, Subject
from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .registry import reader
from .teams import ORDINALS as ORDINAL, PERIOD_NOUNS, team_subject
from .vocab import PLURAL_NOUNS, POINT_KINDS, TEAM_COLUMNS, nouns_of
from .words import positions

OUTSCORE = lexicon.words("outscore")
OUT_SPLIT = lexicon.words("out_split")  # "out - scored"
#: The lead verb's forms, and the words of a lead that stand as one ("pulled ahead 55 - 37 by halftime").
LEAD = lexicon.words("lead_verb_forms") | lexicon.words("lead_adverbs")
TRAIL = lexicon.words("trail_verb_forms")
#: Words after a pair that make it a count of some kind of points, not a score.
NOT_SCORE_WORDS = nouns_of(*TEAM_COLUMNS) | {w for w, c in PLURAL_NOUNS.items() if c == "PTS"} | POINT_KINDS
#: Verbs of winning a quarter: its subject's points come first ("won the second quarter , 43 - 15").
WIN_VERBS = lexicon.words("period_scores_win_verbs")
#: Words of a passive "were outscored" and the adverbs that may stand in it ("were also badly out - scored").
_PASSIVE = lexicon.words("period_scores_passive")
_ADVERBS = lexicon.words("period_scores_adverbs")
#: Nouns after a pair that make it a lead at some point ("a 33 - 25 lead into the second quarter").
LEAD_NOUNS = lexicon.words("lead_nouns")
#: Words before "a 37 - 20 lead" that make it the clause's team's, and the nouns of a deficit.
LEAD_OWNERS = lexicon.words("lead_owners")
#: Words of a lead's size between its article and its score ("a razor - thin 58 - 57 lead").
_LEAD_SIZES = lexicon.words("lead_sizes")
_LEAD_OR_TRAIL = frozenset(LEAD | TRAIL)
#: The words :func:`_first_side` acts on: a pair with none of them in the words before it is no one's
#: (most pairs: one look at the words instead of a test per word).
_SIDE_WORDS = frozenset(OUTSCORE | OUT_SPLIT | LEAD | TRAIL | WIN_VERBS | {"up", "down"})
DEFICIT_NOUNS = lexicon.words("deficit_nouns")
#: The words right after a pair that :func:`_lead_pairs` reads it by: a lead's noun, "halftime", "half".
_LEAD_NEXT = frozenset(LEAD_NOUNS | {"halftime", "half"})


def _nearest_period(tokens: list[str], start: int, end: int, lo: int, hi: int):
    """The period phrase nearest to the pair [start, end): after it first, then before it."""
    for i in range(end, min(hi, end + 8)):
        found = periods_at(tokens, i)
        if found:
            return found
    for i in range(start - 1, max(lo, start - 14) - 1, -1):
        found = periods_at(tokens, i)
        if found:
            return found
    return None


def _period_of(ctx: CheckContext, a, b, s_start: int, s_end: int) -> tuple[tuple[int, ...], bool] | None:
    """The part of the game a pair's points cover, as the sentence analysis reads the pair: a
    period's points where it names one, the score when some quarters are over at a moment ("a 76
    - 73 lead into the fourth": three), else the nearest period phrase, not past the next pair."""
    reading = ctx.analysis.sentences.pair(a.start)
    if reading.role is PairRole.PERIOD:
        return reading.period, False
    if reading.role is PairRole.MOMENT:
        return (tuple(range(1, reading.through + 1)), True) if 1 <= reading.through <= 3 else None
    numbers = ctx.doc.numbers  # (a pair's first number starts where the next pair does)
    nxt = next((k for k in range(b.end, min(s_end, b.end + 8))
                if k in numbers and ctx.analysis.sentences.pair(k) is not None), s_end)
    return _nearest_period(ctx.doc.lower, a.start, b.end, s_start, nxt)


def _unnamed_period_after(low: list[str], j: int, hi: int) -> bool:
    """"... 31 - 9 margin during the period", "in that stretch": a period named back, not by its
    ordinal (``low``: the tokens in lower case)."""
    words = low[j:min(hi, j + 6)]
    return any(w in {"the", "that", "this"} and words[k + 1:k + 2] and words[k + 1] in PERIOD_NOUNS | {"stretch", "span"}
               and (k == 0 or words[k - 1] not in ORDINAL) for k, w in enumerate(words))


def _clause_words(tokens: list[str], j: int, hi: int) -> list[str]:
    """Up to six lower-cased words after ``j`` in its clause."""
    out = []
    for t in tokens[j:min(hi, j + 6)]:
        if t in PUNCTUATION:
            break
        out.append(t.lower())
    return out


def _outscored(low: list[str], s_start: int, at: int) -> bool:
    """An "outscored" / "out - scored" verb in the ten words before ``at`` (``low``: the tokens in lower case)."""
    words = low[max(s_start, at - 10):at]
    if not OUTSCORE.isdisjoint(words):
        return True
    return not OUT_SPLIT.isdisjoint(words) and any(w in OUT_SPLIT and words[k - 2:k] == ["out", "-"]
                                                   for k, w in enumerate(words))


def _subject_side(ctx: CheckContext, s_start: int, verb: int) -> Side | None:
    """The team named last before ``verb`` in its sentence, else the team a "they" there refers to."""
    subj = [m for m in ctx.mentions.teams_in(s_start, verb) if m.side is not None]
    if subj:
        return subj[-1].side
    low = ctx.doc.lower
    for r in ctx.mentions.references:
        if s_start <= r.start < verb and r.kind == "team" and r.side is not None and low[r.start] == "they":
            return r.side
    return None


def _first_side(ctx: CheckContext, s_start: int, at: int) -> Side | None:
    """Whose points the first number is: the team that outscored, led or trailed."""
    tokens = ctx.tokens
    lo = max(s_start, at - 10)
    words = ctx.doc.lower[lo:at]
    if _SIDE_WORDS.isdisjoint(words):
        return None
    for k in range(len(words) - 1, -1, -1):
        w = words[k]
        verb = w in OUTSCORE or (w in OUT_SPLIT and k >= 2 and words[k - 1] == "-" and words[k - 2] == "out")
        if verb:
            start = k - 2 if w in OUT_SPLIT else k
            if _passive(words, start):
                return _passive_side(ctx, s_start, lo + start, lo + k + 1, at)
            # the object after the verb is the team outscored: the first number is its opponent's
            obj = [m for m in ctx.mentions.teams_in(lo + k + 1, at) if m.side is not None]
            if obj:
                return obj[0].side.other
            subj = [m for m in ctx.mentions.teams_in(s_start, lo + k) if m.side is not None]
            return subj[-1].side if subj and words[k + 1:k + 2] == ["them"] else None
        if w in {"up", "down"} and k == len(words) - 1 and k >= 1 and words[k - 1] in {"were", "was"}:
            side = _subject_side(ctx, s_start, lo + k)  # "they were down 71 - 51 at the half": the larger first
            return side.other if side is not None and w == "down" else side
        if w in LEAD or w in TRAIL:
            if words[k + 1:k + 2] != [] and words[k + 1] not in {"by"} and tokens[lo + k + 1][:1].isdigit():
                return _subject_side(ctx, s_start, lo + k)
            return None
        if w in WIN_VERBS and words[k + 1:k + 2] == ["the"] and periods_at(words, k + 2) \
                and all(x not in words[k + 2:] for x in {"by", "lead", "after"}):
            return _subject_side(ctx, s_start, lo + k)  # "They won the third quarter 38 - 20"
    return None


def _passive(words: list[str], k: int) -> bool:
    """A passive verb of outscoring starts at ``k`` in ``words``: "were out - scored 36 - 17"."""
    j = k - 1
    while j >= 0 and words[j] in _ADVERBS:
        j -= 1
    return j >= 0 and words[j] in _PASSIVE


def _passive_side(ctx: CheckContext, s_start: int, verb: int, after: int, at: int) -> Side | None:
    """Whose points come first after a passive "were outscored": the team after "by", else the
    subject's opponent (the subject named before the verb, or the team its "they" refers to)."""
    low = ctx.doc.lower
    obj = [m for m in ctx.mentions.teams_in(after, at) if m.side is not None]
    if obj:
        return obj[0].side if low[obj[0].start - 1] in {"by", "the"} and "by" in low[after:obj[0].start] else None
    if any(low[k] == "by" and low[k + 1] not in ("a", "an") for k in range(after, at)):
        return None  # (but "were outscored by a 69 - 30 margin": the margin, not a team)
    subj = [m for m in ctx.mentions.teams_in(s_start, verb) if m.side is not None]
    if subj:
        return subj[-1].side.other
    for r in ctx.mentions.references:
        if s_start <= r.start < verb and r.kind == "team" and r.side is not None and low[r.start] == "they":
            return r.side.other
    return None


def _period_of_subject(ctx: CheckContext, a, b) -> Side | None:
    """The team whose points come first in a period's points with no verb that says whose ("responded
    with a 31 - 22 fourth quarter", "used a 30 - 19 fourth quarter"): the clause's team. Only a pair
    that names its period right after it (not "a 19 - 3 run in the fourth quarter")."""
    named = periods_at(ctx.doc.lower, b.end)  # (a look at the next words before the pair's reading)
    if named is None or named[1]:
        return None
    sa = ctx.analysis.sentences
    reading = sa.pair(a.start)
    if reading is None or reading.role is not PairRole.PERIOD:
        return None
    found = team_subject_of(sa, a.start)
    if found is None or found.kind is not SubjectKind.TEAM or found.form == "ref":
        return None
    own = {k for m in ctx.mentions.teams_in(found.end, a.start) if m.side is found.side for k in range(m.start, m.end)}
    if any(t[:1].isupper() and k not in own for k, t in enumerate(ctx.tokens[found.end:a.start], found.end)):
        return None  # another name in between: "allowed the Thunder to crawl back in , thanks to a 34 - 21 fourth quarter"
    return found.side


def _pairs(ctx: CheckContext) -> Iterator[PeriodScore]:
    """Pairs whose sentence names the part of the game, the team whose points come first when it says."""
    tokens, doc = ctx.tokens, ctx.doc
    low = doc.lower  # the helpers below read lower-case words only
    for a, b in doc.digit_pairs:
        if tokens[a.start - 1:a.start] == ["("]:
            continue  # a record
        s_start, s_end = doc.bounds_at[a.start]
        first = _first_side(ctx, s_start, a.start)
        outscored = _outscored(low, s_start, a.start)
        if first is None and not outscored:
            first = _period_of_subject(ctx, a, b)
        if first is None and not outscored:
            continue  # (other pairs near a period may be anything: a final score, a run)
        period = _period_of(ctx, a, b, s_start, s_end)
        if period is None or set(_clause_words(low, b.end, s_end)) & NOT_SCORE_WORDS:
            continue  # "outscored the Nuggets 21 - 11 in fast - break points"
        quarters, cumulative = period
        if first is None:
            yield PeriodScore(first=a, second=b, frame=Frame.PERIOD, period=quarters, cumulative=cumulative,
                              outscored=outscored, note="ambiguous binding: whose points come first is not said")
            continue
        note = ""
        if _unnamed_period_after(low, b.end, s_end):
            # "by the end of the third quarter , ... a 31 - 9 margin during the period": which span?
            note = "which part of the game is not certain ('the period')"
        yield PeriodScore(subject=team_subject(ctx, a.start, first), first=a, second=b, frame=Frame.PERIOD, period=quarters,
                          cumulative=cumulative, outscored=outscored, note=note)


def _margins(ctx: CheckContext) -> Iterator[PeriodMargin]:
    """"outscored the Lakers by 16 in the fourth quarter": the difference of one period's points."""
    tokens, doc = ctx.tokens, ctx.doc
    lower = doc.lower
    for by in positions(ctx, {"by"}):  # a margin follows "by"
        i = by + 1
        if i >= len(tokens):
            break
        num = doc.numbers.get(i)  # parse_at(tokens, i)
        if num is None or num.value > 40 or tokens[num.end:num.end + 1] == ["-"]:
            continue
        s_start, s_end = doc.bounds_at[i]
        words = lower[max(s_start, i - 6):i]
        if OUTSCORE.isdisjoint(words) and OUT_SPLIT.isdisjoint(words):
            continue
        first = _first_side(ctx, s_start, i - 1)
        period = _nearest_period(lower, i, num.end, s_start, s_end)
        if period is None or period[1]:
            continue
        quarters = period[0]
        if first is None:
            yield PeriodMargin(number=num, frame=Frame.PERIOD, period=quarters, cue=(by, i),
                               note="ambiguous binding: which team outscored the other is not said")
            continue
        yield PeriodMargin(subject=team_subject(ctx, num.start, first), number=num, frame=Frame.PERIOD, period=quarters,
                           cue=(by, i))


def owned_lead_at(ctx: CheckContext, i: int) -> bool:
    """True when the lead word at ``i`` is read with its score as the clause's team's lead
    (:func:`_lead_pairs`): "led 25 - 18 after one quarter", "took a 55 - 51 lead into halftime".
    The score tells the lead at that break, and the game_flow reader leaves it to this claim."""
    low, numbers = ctx.doc.lower, ctx.doc.numbers
    found = team_subject_of(ctx.analysis.sentences, i)
    if found is None or found.kind is not SubjectKind.TEAM or found.form == "ref":
        return False
    first = numbers.get(i + 1)
    if low[i] in _LEAD_OR_TRAIL and first is not None:  # "led 25 - 18 after one quarter"
        return first.form == "digits" and low[first.end:first.end + 1] == ["-"]
    # "took a 55 - 51 lead", "a 60 - 49 halftime lead": the pair before the noun, an owner word before it
    j = i - 1 - (low[i - 1:i] in (["halftime"], ["half"]))
    second = next((b for a, b in ctx.doc.digit_pairs if b.end == j + 1), None)
    if second is None:
        return False
    a = next(a for a, b in ctx.doc.digit_pairs if b is second)
    article = _article_before(low, a.start)
    return article is not None and article >= 1 and low[article - 1] in LEAD_OWNERS


def _article_before(low: list[str], start: int) -> int | None:
    """Where the "a" / "an" of a score at a moment stands: right before the pair, or before the words
    of its size ("a razor - thin 58 - 57 lead"); None when there is none."""
    k = start - 1
    while k >= 0 and low[k] in _LEAD_SIZES:
        k -= 1
    return k if k >= 0 and low[k] in ("a", "an") else None


def _lead_pairs(ctx: CheckContext) -> Iterator[LeadScore]:
    """"taking a 33 - 25 lead into the second quarter", "a 60 - 49 halftime lead", "staring at a
    96 - 71 deficit heading into the final period": the score when the quarters named are over; the
    lead (or deficit) of the clause's team when the words make it its own ("took a 37 - 20 lead",
    "came back from a 74 - 70 deficit"); "led 60 - 50 at halftime", "Despite trailing 60 - 55 at
    the half , the Jazz ...": the clause's team led or trailed by that score."""
    low = ctx.doc.lower
    sa = ctx.analysis.sentences
    n = len(low)
    for a, b in ctx.doc.digit_pairs:
        j = b.end
        if (low[j] if j < n else "") not in _LEAD_NEXT and not (a.start and low[a.start - 1] in _LEAD_OR_TRAIL):
            continue  # no lead word after the pair, no lead verb before it: most pairs
        halftime = low[j:j + 1] in (["halftime"], ["half"]) and low[j + 1:j + 2] != [] and low[j + 1] in LEAD_NOUNS
        verb = low[a.start - 1] if a.start and low[a.start - 1] in _LEAD_OR_TRAIL else ""
        if halftime:
            done, noun = 2, j + 1
        elif verb:
            reading = sa.pair(a.start)
            done, noun = (reading.through if reading is not None and reading.role is PairRole.MOMENT else None), -1
        else:
            if low[j:j + 1] == [] or low[j] not in LEAD_NOUNS or _article_before(low, a.start) is None:
                continue
            done, noun = quarters_over(low, j + 1), j
        if done is None or done < 1 or done > 3:
            continue
        quarters = tuple(range(1, done + 1))
        subject, leads = GAME, True
        article = None if verb else _article_before(low, a.start)
        if verb or article is not None and article >= 1 and low[article - 1] in LEAD_OWNERS:
            found = team_subject_of(sa, a.start)
            if found is not None and found.kind is SubjectKind.TEAM and found.form != "ref":  # (a team named)
                subject = team_subject(ctx, a.start, found.side)
                leads = verb in LEAD if verb else low[noun] not in DEFICIT_NOUNS
            elif verb:
                continue  # "he led 60 - 50": no team's
        cue = (a.start - 1, a.start) if verb else (j, j + 1 + halftime)
        yield LeadScore(subject=subject, first=a, second=b, leads=leads, frame=Frame.PERIOD, period=quarters, cue=cue)


@reader("period_scores", [PeriodScore, PeriodMargin, LeadScore], "quarter and half scores ('outscored the Magic 31 - 19 in the first "
                                              "half', 'a 60 - 49 halftime lead') and margins ('outscored them by 16 "
                                              "in the fourth')")
def read_period_scores(ctx: CheckContext) -> Iterator[PeriodScore | PeriodMargin | LeadScore]:
    yield from _pairs(ctx)
    yield from _margins(ctx)
    yield from _lead_pairs(ctx)
