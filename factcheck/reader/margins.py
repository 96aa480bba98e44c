"""Reader component ``margins``: the margin of the game and of the halftime score.

"a 30 - point win", "won by 12", "beat the Magic by 12 points" (attribute "final"); "a 10 -
point lead at halftime", "a 10 - point halftime lead", "trailed by 10 at the half" (attribute
"halftime", frame PERIOD of quarters 1 and 2). A margin is read only when the words around it say
which one it is. Margins of another game ("their last win", "this season") or against a team
that is not in this game are read with frame OTHER_GAME; a margin at some other moment of the
game ("led by as many as 20", "a 12 - point lead in the fourth quarter") is play-by-play and read
with a note saying so. A margin in some statistic ("won the rebounding battle by 10") is no
margin of the score and is not read.

Each claim's ``detail`` is a :class:`MarginClaim`: the number written and which margin it is.
"""

from __future__ import annotations

from factcheck.analysis.clauses import PUNCTUATION
from factcheck.analysis.periods import quarters_over
from collections.abc import Iterator


from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number

from .registry import reader
from factcheck.claims import GAME, Frame, GameMargin, MarginOf
from factcheck import lexicon
from .vocab import PLACES, POINT_KINDS, POINT_NOUNS, TEAM_COLUMNS, nouns_of
from .vocab_shots import PERCENT_WORDS
from .words import linked_positions

RESULT_NOUNS = lexicon.words("margins_result_nouns")
RESULT_VERBS = lexicon.words("margins_result_verbs")
LEAD_NOUNS = lexicon.words("lead_nouns")
LEAD_VERBS = (lexicon.words("lead_verb_forms") | lexicon.words("trail_verb_forms") | lexicon.words("margins_lead_verbs"))
HALFTIME = lexicon.words("halftime_words")
#: Cues of another game or a moment of this one: no final or halftime margin.
OTHER_MOMENT = lexicon.words("other_moment")
#: Words of a margin in some statistic, not in points of the score.
NOT_SCORE_WORDS = nouns_of(*TEAM_COLUMNS) | PLACES.keys() | POINT_KINDS | PERCENT_WORDS | {"battle", "starters", "reserves"}
OTHER_GAME = lexicon.words("margins_other_game")
#: What may follow "by N" of a margin: its points, or the end of its clause.
_BY_ENDS = POINT_NOUNS | {".", ",", "to", "on"}
#: A margin of "outscored X by N" is a period's (see the period_scores reader), not the game's.
OUTSCORED = lexicon.words("outscore")

_PLAY_BY_PLAY = "a margin at another moment of the game (play-by-play)"


def _clause(low: list[str], lo: int, hi: int, start: int, end: int) -> list[str]:
    """The lower-cased words (``low``: the document's) of the clause around [start, end) (between
    commas / semicolons)."""
    a = start - 1
    while a >= lo and low[a] not in PUNCTUATION:
        a -= 1
    b = end
    while b < hi and low[b] not in PUNCTUATION:
        b += 1
    return low[a + 1:b]


_AT_THE_HALF = [list(p) for p in lexicon.phrase_list("at_the_half")]


def _quarters_over_after(low: list[str], lo: int, i: int, end: int) -> int | None:
    """How many quarters are over at the moment the words right after a lead name ("a three -
    point lead into the fourth": 3, "into the break": 2, "after the first quarter": 1); None when
    they name none, or the words before the lead in its clause tell of another moment ("an early
    14 - point lead", "their largest lead")."""
    over = quarters_over(low, end)
    if over is None or not 0 < over < 4:
        return None
    a = i - 1
    while a >= lo and low[a] not in PUNCTUATION:
        a -= 1
    return None if set(low[a + 1:i]) & OTHER_MOMENT else over


def _at_half(words: list[str]) -> bool:
    return bool(set(words) & HALFTIME) or any(words[k:k + 3] in _AT_THE_HALF
                                              for k in range(len(words)))


_OTHER_OPPONENT_BEFORE = lexicon.words("other_opponent_before")


def _other_opponent(ctx: CheckContext, end: int, hi: int) -> bool:
    """The opponent named after a margin is no team (nor player) of this game: another game."""
    tokens = ctx.tokens
    linked = linked_positions(ctx)
    for j in range(end, min(hi, end + 7)):
        if tokens[j] in {",", ";"}:
            return False
        if tokens[j].lower() in _OTHER_OPPONENT_BEFORE:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < hi and tokens[k][:1].isupper() and tokens[k].isalpha() and k not in linked:
                return True
    return False


def _claim(num: Number, which: str, cue: tuple[int, int], frame: Frame | None = None, note: str = "") -> GameMargin:
    if frame is None:
        frame = Frame.PERIOD if which == "halftime" else Frame.GAME
    period = (1, 2) if which == "halftime" else ()
    return GameMargin(subject=GAME, number=num, of=MarginOf(which), frame=frame, period=period, cue=cue, note=note)


_OTHER_GAME_BEFORE = lexicon.words("margins_other_game_before")


@reader("margins", [GameMargin], "the final margin ('a 30 - point win', 'won by 12') and the halftime margin "
                               "('a 10 - point lead at halftime')")
def read_margins(ctx: CheckContext) -> Iterator[GameMargin]:
    low = ctx.doc.lower
    n = len(low)
    for i, num in ctx.doc.numbers.items():  # parse_at(tokens, i) wherever it finds a number, in order
        if num.value == 0 or num.value > 70:
            continue
        e = num.end
        point = e + 1 < n and low[e] == "-" and low[e + 1] == "point"  # (no slices made for most numbers)
        if not point and (i == 0 or low[i - 1] != "by"):
            continue  # neither shape below (read first: most numbers are no margin)
        lo, hi = ctx.doc.bounds_at[i]
        before = low[max(lo, i - 2):i]
        kind = None
        # "a 12 - point win", "a 10 - point halftime lead"
        if point and num.end + 2 < hi:
            noun_at = num.end + 2
            halftime_adj = low[noun_at] in HALFTIME
            noun = low[noun_at + halftime_adj] if noun_at + halftime_adj < hi else ""
            if noun in RESULT_NOUNS and not halftime_adj:
                kind = "final"
            elif noun in LEAD_NOUNS:
                kind = "halftime" if halftime_adj else "lead"
            end = noun_at + 1 + halftime_adj
            cue = (noun_at, end)
        # "won by 12", "beat the Magic by 12 points"
        elif before[-1:] == ["by"] and (num.end >= len(low) or low[num.end] in _BY_ENDS):
            kind = "by"
            end = num.end + (num.end < len(low) and low[num.end] in POINT_NOUNS)
            cue = (i - 1, i)
        else:
            continue
        if kind is None:
            continue
        words = _clause(low, lo, hi, i, end)
        if set(words) & NOT_SCORE_WORDS:
            continue  # "won the rebounding battle by 10": no margin of the score
        which = kind if kind in ("final", "halftime") else "margin"
        cues = set(words) & OTHER_GAME or set(low[lo:i]) & _OTHER_GAME_BEFORE
        if cues:
            yield _claim(num, which, cue, Frame.OTHER_GAME, f"about another game or the season ('{min(cues)}')")
            continue
        if _other_opponent(ctx, end, hi):
            # "a 30 - point loss at the hands of the Celtics" in a game against others
            yield _claim(num, which, cue, Frame.OTHER_GAME, "against a team not in this game")
            continue
        moment = set(words) & OTHER_MOMENT
        if kind == "final":
            yield _claim(num, "final", cue, note=_PLAY_BY_PLAY if moment else "")
        elif kind == "halftime":
            yield _claim(num, "halftime", cue)
        elif kind == "lead":
            over = _quarters_over_after(low, lo, i, end)
            if _at_half(words) and not moment or over == 2:
                yield _claim(num, "halftime", cue)
            elif over is not None:  # "a three - point lead into the fourth": the score after three quarters
                yield GameMargin(subject=GAME, number=num, of=MarginOf.MOMENT, frame=Frame.PERIOD,
                                 period=tuple(range(1, over + 1)), cue=cue)
            else:
                yield _claim(num, "margin", cue, Frame.PERIOD, _PLAY_BY_PLAY)
        else:  # "by N"
            verbs = [w for w in words if w in RESULT_VERBS or w in LEAD_VERBS]
            if not verbs or set(words) & OUTSCORED:
                continue  # "by 12" of no result or lead; "outscored them by 12": a period's (period_scores)
            if moment:
                yield _claim(num, "margin", cue, Frame.PERIOD, _PLAY_BY_PLAY)
            elif _at_half(words) and set(verbs) <= LEAD_VERBS:
                yield _claim(num, "halftime", cue)
            elif set(verbs) & RESULT_VERBS and not _at_half(words):
                yield _claim(num, "final", cue)
