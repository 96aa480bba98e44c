"""Reader component ``game_flow``: half and quarter narratives the line score settles.

Each claim is of kind "flow"; its form (:class:`~factcheck.claims.FlowForm`) says which narrative it is:

- "overtime": "this overtime win", "won in overtime", "forced overtime" (about this game);
- "pull_away": "pulled away in the second half" (the quarters, when named);
- "comeback": "battled back in the third quarter", "came back to win";
- "entire_half": "led for the entirety of the second half" ("double - digit" asks a margin of 10);
- "checkpoint": "led / trailed at halftime / after the first quarter / after three quarters";
- "majority": "led for the majority of the game" (read only when the sentence names both teams);
- "start": "got off to a hot start", "came out firing" (the first quarter unless "in the first half"
  is said; "came out strong in the third quarter": that quarter);
- "close": "kept the game close throughout";
- "quarters": "won every quarter", "won the first three quarters" (each of those quarters).

The subject is the team the narrative word is about (the subject of its clause, see
:mod:`factcheck.reader.teams`); when it is a player's or uncertain the claim is read with no
subject. A narrative about another game ("after a triple - overtime game", a streak) is read
with frame OTHER_GAME, one negated or hedged ("never trailed", "tried to pull away") with a note.
Claims that need the play-by-play (largest lead, runs, "came back from a 15 - point deficit")
are not read. The claims are :class:`~factcheck.claims.GameFlow`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Side
from factcheck.claims import GAME, FlowForm, Frame, GameFlow, Subject
from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .period_scores import owned_lead_at
from .registry import reader
from .teams import (clause_start, other_game_cue, nearest_actor, other_opponent, period_after, sentence_of,
                    sentence_subject, team_after, team_subject)
from .words import positions

COMEBACK = lexicon.phrase_list("comeback")
HEDGES = (lexicon.words("hedges") | lexicon.words("game_flow_hedges"))
PULL_AWAY = lexicon.phrase_list("pull_away")
#: "came out firing", "came out strong in the third quarter": a start, the team winning that period.
START_PHRASES = lexicon.phrases("start_phrases")
_START_STARTS = frozenset(p[0] for p in START_PHRASES)
START_ADJ = lexicon.words("start_adj")
#: "won every quarter", "won the first three quarters": the quarters the team won, each.
QUARTERS_WON = {tuple(p.split()): tuple(int(q) for q in qs.split()) for p, qs in lexicon.mapping("quarters_won").items()}
_QUARTERS_WON_PHRASES = tuple(sorted(QUARTERS_WON, key=len, reverse=True))
LEAD_WORDS = (lexicon.words("lead_verb_forms") | lexicon.words("lead_words"))
TRAIL_WORDS = (lexicon.words("trail_verb_forms") | lexicon.words("trail_words"))
#: Cumulative checkpoints: words after "at" / "after" / "into" naming the end of a quarter.
CHECKPOINTS = {tuple(p.split()): int(q) for p, q in lexicon.mapping("checkpoints").items()}
NEGATIONS = (lexicon.words("negations") | lexicon.words("game_flow_negations"))
#: Words that make a narrative hedged or denied ("nearly", "never"), read with a note.
_HEDGED_OR_NEGATED = NEGATIONS | HEDGES
#: Verbs that make "lead" the subject's own ("held a 55 - 51 lead at halftime").
LEAD_HOLDERS = lexicon.words("lead_holders")
RESULT_WORDS = lexicon.words("result_words")
#: "for the majority of the game", "for most of the game / night / contest".
MAJORITY = lexicon.phrase_list("majority")
GAME_NOUNS = lexicon.words("game_flow_game_nouns")
#: First words of everything the reader reads: other tokens are skipped without a look.
_TRIGGERS = frozenset({*lexicon.words("flow_triggers"),
                       *(p[0] for p in PULL_AWAY), *(p[0] for p in COMEBACK), *(p[0] for p in START_PHRASES),
                       *(p[0] for p in QUARTERS_WON),
                       *LEAD_WORDS, *TRAIL_WORDS})


class Flow(NamedTuple):
    """A narrative over tokens [start, end) about ``side`` while the reader reads it: the quarters
    it names (or, for "checkpoint", the quarters over at the break), whether it says the team led,
    and the margin it asks for ("double - digit": 10)."""

    start: int
    end: int
    side: Side | None
    quarters: tuple[int, ...] | None = None
    leads: bool = True
    need: int = 0


def _claim(ctx: CheckContext, form: str, flow: Flow, frame: Frame = Frame.GAME, note: str = "") -> GameFlow:
    if flow.side is not None:
        subject: Subject | None = team_subject(ctx, flow.start, flow.side)
    else:
        subject = GAME if form == "overtime" else None
    quarters = flow.quarters or ()
    if frame is Frame.GAME and quarters and form != "checkpoint":
        frame = Frame.PERIOD
    word = " ".join(ctx.doc.lower[flow.start:flow.end])
    return GameFlow(subject=subject, form=FlowForm(form), words=word, leads=flow.leads, need=flow.need, frame=frame,
                    period=quarters, cue=(flow.start, flow.end), note=note)


def _subject(ctx: CheckContext, i: int) -> Side | None:
    """The team a narrative word at ``i`` is about (None when a player is its subject)."""
    actor = nearest_actor(ctx, i, players=False)
    subject = sentence_subject(ctx, i)
    if subject is not None and actor is not subject and clause_start(ctx, i) > sentence_of(ctx, i)[0]:
        lo = clause_start(ctx, i)
        if not any(lo <= m.start < i and m.side is actor for m in ctx.mentions.teams):
            return None  # the nearest team is in another clause and is not the sentence's subject
    return actor


_UNSURE = "ambiguous binding: which team it is about is not certain"
_HEDGED = "hedged or negated"
_OTHER = "about another game"


@reader("game_flow", [GameFlow], "half and quarter narratives: 'pulled away in the second half', 'led at halftime', "
                               "'got off to a hot start', 'overtime'")
def read_game_flow(ctx: CheckContext) -> Iterator[GameFlow]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    # only words that can start one of the phrases below are looked at (the same positions, in order)
    for i in positions(ctx, _TRIGGERS):
        if low[i] in {"overtime", "ot"} and tokens[i] != "ot":
            yield from _overtime(ctx, i)
            continue
        pull = lexicon.phrase_at(low, i, PULL_AWAY)
        if pull:
            yield from _pull_away(ctx, i, len(pull))
            continue
        start = lexicon.phrase_at(low, i, START_PHRASES) if low[i] in _START_STARTS else None
        if start:
            yield from _start(ctx, i, len(start), any_period=True)
            continue
        won = lexicon.phrase_at(low, i, _QUARTERS_WON_PHRASES)
        if won:
            yield from _quarters_won(ctx, i, won)
            continue
        back = lexicon.phrase_at(low, i, COMEBACK)
        if back:
            yield from _comeback(ctx, i, len(back))
            continue
        if low[i] == "entirety" or (low[i] in {"entire", "whole"} and low[i + 1:i + 3] == ["second", "half"]):
            yield from _entire_half(ctx, i)
            continue
        if low[i] == "start" and i > 1 and low[i - 1] in START_ADJ and low[i - 2] in {"a", "an"}:
            yield from _start(ctx, i - 1)
            continue
        if low[i] == "close" and low[i + 1:i + 2] in (["throughout"], ["all"]):
            yield from _close(ctx, i)
            continue
        if low[i] in LEAD_WORDS | TRAIL_WORDS:
            if _majority_at(low, i + 1):
                yield from _majority(ctx, i)
                continue
            yield from _at_checkpoint(ctx, i)


_WENT_TO = [list(p) for p in lexicon.phrase_list("went_to")]
_OVERTIME_OTHER_GAME = lexicon.words("overtime_other_game")


def _overtime(ctx: CheckContext, i: int) -> Iterator[GameFlow]:
    """ "this overtime win", "won in overtime", "forced overtime": this game went to overtime."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    words = set(low[s_start:s_end])
    this_game = "this" in low[max(s_start, i - 3):i] or low[i - 2:i] in _WENT_TO \
        or low[i - 1] == "forced" or (low[i - 1] in {"in", "an"} and bool(words & RESULT_WORDS))
    if not this_game:
        return
    flow = Flow(i, i + 1, None)
    if words & (NEGATIONS - {"no"} | HEDGES):
        yield _claim(ctx, "overtime", flow, note=_HEDGED)  # "would have sent the contest into overtime"
    elif words & _OVERTIME_OTHER_GAME:
        yield _claim(ctx, "overtime", flow, Frame.OTHER_GAME, _OTHER)  # "one night after a triple - overtime game"
    elif other_game_cue(ctx, s_start, s_end) or \
            any(other_opponent(ctx, j, s_end) for j in range(s_start, s_end) if low[j] in {"to", "over", "against"}):
        yield _claim(ctx, "overtime", flow, Frame.OTHER_GAME, _OTHER)  # "lost to the Heat in overtime": another game
    else:
        yield _claim(ctx, "overtime", flow)


def _pull_away(ctx: CheckContext, i: int, n: int) -> Iterator[GameFlow]:
    side = _subject(ctx, i)
    if side is None:
        yield _claim(ctx, "pull_away", Flow(i, i + n, None), note=_UNSURE)
        return
    s_start, s_end = sentence_of(ctx, i)
    found = period_after(ctx.tokens, i + n, s_end, 6)
    flow = Flow(i, i + n, side, found[0] if found is not None else None)
    if {t.lower() for t in ctx.tokens[s_start:i]} & HEDGES:
        yield _claim(ctx, "pull_away", flow, note=_HEDGED)
        return
    yield _claim(ctx, "pull_away", flow)


def _comeback(ctx: CheckContext, i: int, n: int) -> Iterator[GameFlow]:
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] in {"came", "come"} and low[i + 2:i + 3] not in (["to"], ["in"]):
        return  # "came back from a 15 - point deficit" needs the play-by-play; "came back to ..." is read
    if other_game_cue(ctx, s_start, s_end):
        yield _claim(ctx, "comeback", Flow(i, i + n, None), Frame.OTHER_GAME, _OTHER)
        return
    if set(low[s_start:i]) & NEGATIONS:
        yield _claim(ctx, "comeback", Flow(i, i + n, None), note=_HEDGED)
        return
    side = _subject(ctx, i)
    found = period_after(ctx.tokens, i + n, s_end, 4)
    flow = Flow(i, i + n, side, found[0] if found is not None else None)
    yield _claim(ctx, "comeback", flow, note="" if side is not None else _UNSURE)


def _close(ctx: CheckContext, i: int) -> Iterator[GameFlow]:
    """ "kept the game close throughout": about the margin at every quarter break."""
    low = ctx.doc.lower
    if "game" not in low[max(0, i - 3):i] or low[i + 1] == "all" and low[i + 2:i + 3] not in (["game"], ["night"]):
        return
    side = _subject(ctx, i)
    yield _claim(ctx, "close", Flow(i, i + 1, side), note="" if side is not None else _UNSURE)


def _quarters_won(ctx: CheckContext, i: int, words: tuple[str, ...]) -> Iterator[GameFlow]:
    """ "won every quarter", "won the first three quarters": the team won each of those quarters."""
    low = ctx.doc.lower
    s_start, _ = sentence_of(ctx, i)
    flow = Flow(i, i + len(words), None, QUARTERS_WON[words])
    noted = _noted(ctx, "quarters", flow, not _HEDGED_OR_NEGATED.isdisjoint(low[max(s_start, i - 3):i]))
    if noted is not None:
        yield noted
        return
    side = _subject(ctx, i)
    yield _claim(ctx, "quarters", flow._replace(side=side), note="" if side is not None else _UNSURE)


def _noted(ctx: CheckContext, form: str, flow: Flow, hedged: bool) -> GameFlow | None:
    """The claim of a narrative ``hedged`` or negated, or told in a sentence about another game (read
    with a note, or with that frame); None when it is neither."""
    if hedged:
        return _claim(ctx, form, flow, note=_HEDGED)
    s_start, s_end = sentence_of(ctx, flow.start)
    if other_game_cue(ctx, s_start, s_end):
        return _claim(ctx, form, flow, Frame.OTHER_GAME, _OTHER)
    return None


def _majority_at(low: list[str], k: int) -> bool:
    words = next((w for w in MAJORITY if tuple(low[k:k + len(w)]) == w), None)
    return words is not None and low[k + len(words):k + len(words) + 1] and low[k + len(words)] in GAME_NOUNS


def _majority(ctx: CheckContext, i: int) -> Iterator[GameFlow]:
    """ "led for the majority of the game". Only read when the sentence names both teams ("the
    Raptors led ..., as the Thunder ..."): about one team alone, a claim true of the other is as
    likely a wrong name as a wrong word."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] not in {"led", "trailed"}:
        return
    flow = Flow(i, i + 1, None, leads=low[i] == "led")
    noted = _noted(ctx, "majority", flow, not _HEDGED_OR_NEGATED.isdisjoint(low[s_start:i]))
    if noted is not None:
        yield noted
        return
    side = _subject(ctx, i)
    if side is None or not any(m.side is side.other for m in ctx.mentions.teams_in(s_start, s_end)):
        yield _claim(ctx, "majority", flow, note=_UNSURE)  # the subject itself may be the error
        return
    yield _claim(ctx, "majority", flow._replace(side=side))


_ENTIRETY_OF = list(lexicon.phrase_list("entirety_of")[0])


def _entire_half(ctx: CheckContext, i: int) -> Iterator[GameFlow]:
    """ "led for the entirety of the second half": ahead at halftime, after three and at the end."""
    low = ctx.doc.lower
    if low[i] == "entirety":
        if low[i + 1:i + 5] != _ENTIRETY_OF:
            return
    lo = clause_start(ctx, i)
    words = low[lo:i]
    lead_at = next((k for k in range(i - 1, lo - 1, -1) if low[k] in LEAD_WORDS), None)
    if lead_at is None or i - lead_at > 8:
        return
    need = 10 if "double" in words or "double-digit" in words else 0  # a tie at a break is let pass
    flow = Flow(lead_at, i + 1, None, (3, 4), need=need)
    if set(words) & NEGATIONS:
        yield _claim(ctx, "entire_half", flow, note=_HEDGED)
        return
    side = _subject(ctx, lead_at)
    yield _claim(ctx, "entire_half", flow._replace(side=side), note="" if side is not None else _UNSURE)


def _start(ctx: CheckContext, i: int, n: int = 2, any_period: bool = False) -> Iterator[GameFlow]:
    """ "got off to a hot start", "came out firing": the team won the period the sentence names
    (the first quarter unless it says "in the first half"; with ``any_period``, a phrase that starts
    any period: "came out strong in the third quarter")."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if {"season", "extra", "overtime"} & set(low[s_start:s_end]) or other_game_cue(ctx, s_start, s_end):
        yield _claim(ctx, "start", Flow(i, i + n, None, (1,)), Frame.OTHER_GAME, _OTHER)
        return
    side = _subject(ctx, i)
    if low[i + n:i + n + 1] == ["by"]:  # "answered a strong start by the Jazz"
        by = team_after(ctx, i + n + 1, 1)
        side = by.side if by is not None else None
    found = period_after(ctx.tokens, i + n, s_end, 16)
    quarters = found[0] if found is not None and (any_period or found[0][0] == 1) else (1,)
    yield _claim(ctx, "start", Flow(i, i + n, side, quarters), note="" if side is not None else _UNSURE)


_CHECKPOINT_PREPOSITIONS = lexicon.words("checkpoint_prepositions")
_HALVES = frozenset(lexicon.phrase_list("checkpoint_halves"))


def _at_checkpoint(ctx: CheckContext, i: int) -> Iterator[GameFlow]:
    """ "led at halftime", "trailed after the first quarter": the sign of the score at that break."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    quarter = None
    for j in range(i + 1, min(s_end, i + 8)):
        if low[j] in {",", ";", "and", "but", "while"}:
            break
        if low[j] in _CHECKPOINT_PREPOSITIONS:
            for words, q in CHECKPOINTS.items():
                if tuple(low[j + 1:j + 1 + len(words)]) == words:
                    if words[:2] in (("the", "fourth"),) and low[j] not in {"into", "entering"}:
                        continue
                    if words in _HALVES and low[j] != "into":
                        continue
                    quarter = q if words != ("the", "second", "half") else 2
                    break
            if quarter:
                break
    if quarter is None:
        return
    if low[i] == "lead" and not LEAD_HOLDERS & set(low[max(s_start, i - 5):i]):
        return  # "cut the lead to three at halftime": the other team's lead
    if owned_lead_at(ctx, i):
        return  # "led 25 - 18 after one quarter": the lead with its score, read by period_scores
    if low[i] in {"down", "behind", "ahead"} and low[i - 1] not in {"were", "was"}:
        return
    flow = Flow(i, i + 1, None, tuple(range(1, quarter + 1)), leads=low[i] in LEAD_WORDS)
    if set(low[s_start:i]) & NEGATIONS:
        yield _claim(ctx, "checkpoint", flow, note=_HEDGED)
        return
    side = _subject(ctx, i)
    yield _claim(ctx, "checkpoint", flow._replace(side=side), note="" if side is not None else _UNSURE)
