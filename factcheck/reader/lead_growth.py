"""Reader component ``lead_growth``: a lead said to grow up to a break of the game.

"The Spurs pushed the margin to 78 - 68 after three quarters", "extended their lead to 19 by the
end of the third quarter", "increased that lead to 21 points at halftime": the score or margin at
a break, and a verb saying the lead grew since the break before. The line score settles both, so
the claim is a :class:`~factcheck.claims.GameFlow` of form "extend" over the verb, with the
quarters over at the break (``period``) and the margin the words give (``need``); the rule checks
the verb only where that margin is the one at the break (else the figure or the moment is what
is wrong, and other rules speak of the figure).

Not read: a lead grown within a quarter ("stretched their lead to 16 early in the third"), which
needs the play-by-play, and a clause negated or about another game (from the sentence analysis).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck import lexicon
from factcheck.analysis.model import PairRole, Polarity
from factcheck.analysis.periods import quarters_over
from factcheck.claims import FlowForm, Frame, GameFlow, Subject
from factcheck.engine.context import CheckContext

from .registry import reader
from .teams import sentence_subject
from .words import positions

GROWTH_VERBS = lexicon.words("lead_growth_verbs")
LEAD_NOUNS = lexicon.words("lead_growth_nouns")
#: "extended the lead", "their lead", "that lead", "its margin".
_OWNERS = lexicon.words("possessive_pronouns") | lexicon.words("determiners")
#: "pushed the lead back up to 13": words between the lead and "to".
_PARTICLES = lexicon.words("lead_growth_particles")
_THIS_GAME = frozenset({Frame.GAME, Frame.PERIOD})


@reader("lead_growth", [GameFlow], "a lead grown up to a break: 'extended the lead to 88 - 81 after three quarters'")
def read_lead_growth(ctx: CheckContext) -> Iterator[GameFlow]:
    low = ctx.doc.lower
    sentences = ctx.analysis.sentences
    for i in positions(ctx, GROWTH_VERBS):
        j = i + 1
        if low[j:j + 1] == [] or low[j] not in _OWNERS or low[j + 1:j + 2] == [] or low[j + 1] not in LEAD_NOUNS:
            continue
        j += 2
        while j < len(low) and low[j] in _PARTICLES:
            j += 1
        if low[j:j + 1] != ["to"]:
            continue
        found = _margin_at(ctx, j + 1)
        if found is None:
            continue
        margin, end = found
        quarters = quarters_over(low, end)
        if quarters is None or not 1 <= quarters <= 3:
            continue
        if sentences.polarity_at(i) is not Polarity.POSITIVE or sentences.frame_of(i).frame not in _THIS_GAME:
            continue
        side = sentence_subject(ctx, i)
        yield GameFlow(subject=Subject.of_team(side) if side is not None else None, form=FlowForm.EXTEND,
                       words=low[i], need=margin, frame=Frame.PERIOD, period=tuple(range(1, quarters + 1)),
                       cue=(i, i + 1))


def _margin_at(ctx: CheckContext, k: int) -> tuple[int, int] | None:
    """The margin a score or a number at ``k`` gives ("88 - 81": 7, "13", "21 points", "a 12 -
    point lead" is not read here) and where its words end."""
    pair = ctx.analysis.sentences.pair(k)
    if pair is not None:
        if pair.role is PairRole.COMPARISON:
            return None
        return abs(int(pair.first.value) - int(pair.second.value)), pair.second.end
    number = ctx.doc.numbers.get(k)
    if number is None or number.value != int(number.value):
        return None
    end = number.end
    if ctx.doc.lower[end:end + 1] in (["points"], ["point"]):
        end += 1
    return int(number.value), end
