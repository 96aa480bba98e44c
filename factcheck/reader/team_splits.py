"""Whether a team figure is this game's total: the words around it may make it a split ("in the
first quarter", "for much of the game"), an average, a start of the game ("started out shooting
10 - 15") or an example of other games ("the most recent example"). Shared by the team readers.
"""

from __future__ import annotations

from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .shot_words import clause_after
from .words import marks, phrase_in
from .vocab_shots import NOT_TOTAL_AFTER, NOT_TOTAL_CONTEXT

#: Words that end a sentence's run of coordinated figures ("shooting 71 percent ... and 60 percent ...").
HARD_BREAKS = lexicon.words("hard_breaks")
PERIOD_NOUNS = (lexicon.words("period_nouns") | lexicon.words("team_splits_period_nouns"))


_PART_TOLD_APART = [list(p) for p in lexicon.phrase_list("part_told_apart")]
_PERIOD_PREPOSITIONS = lexicon.words("period_split_prepositions")


def _split_later(low: list[str], end: int) -> bool:
    """A split named after a run of figures applies to all of them: "shooting 71 percent from the
    field and 60 percent from three in the first quarter", "... for much of the game"."""
    if _SPLIT_OPENERS.isdisjoint(low[end:end + 25]):
        return False  # most often: none of the words a split starts with follows
    for k in range(end, min(len(low), end + 25)):
        if low[k] in HARD_BREAKS or low[k] == "," and low[k + 2:k + 4] in _PART_TOLD_APART:
            return False  # (", most of which came in the first half": a part of the figure told apart)
        if low[k] in _PERIOD_PREPOSITIONS and set(low[k + 1:k + 4]) & PERIOD_NOUNS:
            return True
        if low[k:k + 3] == ["for", "much", "of"]:
            return True
    return False


#: The words :func:`_split_later` finds a split by.
_SPLIT_OPENERS = lexicon.words("split_openers")


def split_or_average(ctx: CheckContext, lo: int, start: int, end: int) -> bool:
    """Whether the figure [start, end) of a clause starting at ``lo`` is no total of this game.

    The words before it are asked of the word index: each figure of a long sentence would
    otherwise scan the sentence again."""
    low = ctx.doc.lower
    after = clause_after(low, end)
    if not NOT_TOTAL_AFTER.isdisjoint(after) and any(
            w in NOT_TOTAL_AFTER and not (w in _HIGH_OF and low[end + k + 1:end + k + 2] == ["-"])
            for k, w in enumerate(after)) \
            or _split_later(low, end):
        return True  # (but not "43 assists on their way to a season - high 140 points")
    if phrase_in(ctx, lo, start, _START_WORDS, lambda low, k: low[k + 1:k + 2] in (["out"], ["off"], ["the"])):
        return True  # "started out shooting 10 - 15 from distance": the start of the game
    if marks(ctx, _EXAMPLE_WORDS).any_in(lo, start) or "respectively" in clause_after(low, end, 12):
        return True
    return phrase_in(ctx, lo, start, _NOT_TOTAL_CONTEXT, lambda low, k: k + 1 >= start or low[k + 1] != "-")


_START_WORDS = frozenset({"started", "starting", "opened"})
_NOT_TOTAL_CONTEXT = frozenset(NOT_TOTAL_CONTEXT)
_HIGH_OF = {"season", "career"}  # "season - high", "career - high": a compound qualifying a later figure
_EXAMPLE_WORDS = frozenset({"recent", "example", "respectively"})
