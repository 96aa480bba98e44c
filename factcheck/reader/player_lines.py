"""Reader component ``stat_numbers``: every "N <statistic>" of a summary as a stat claim.

Each number before a statistic noun ("38 points", "a pair of blocks", "an 18 - point , 12 -
rebound double - double") becomes a ``stat`` claim. Its subject is the player the binder
(:mod:`factcheck.reader.binder`) attaches it to; its frame is this game unless the words around it
make it a split, an average, a season's or another game's (:mod:`factcheck.reader.stats`). A
number that is no player's total of this game keeps the reason in ``note`` and is checked by
nobody; its ``detail`` is then None. A bound claim's ``detail`` is its
:class:`~factcheck.reader.stats.StatClaim`.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.context import CheckContext
from factcheck.numbers import Number

from .registry import reader
from .schema import Claim, Frame, Subject, Value
from .stats import FRAME_OF_REASON, StatClaim, binding_reasons, line_reasons


def number_value(num: Number) -> Value:
    """A number as a claim's value (an article's "a" / "a pair of" is written as a word)."""
    return Value("number", num.start, num.end, num.value, form="digits" if num.form == "digits" else "word")


@reader("stat_numbers", ["stat"], "numbers before a statistic noun, bound to the player they are about")
def read_stat_numbers(ctx: CheckContext) -> Iterator[Claim]:
    bound = {b.number.start: (b, why) for b, why in binding_reasons(ctx)}
    for num, stat, noun_end, _sent_start, why in line_reasons(ctx):
        value = number_value(num)
        if why:
            yield Claim("stat", stat, None, value, FRAME_OF_REASON.get(why, Frame.GAME), cue=(num.end, noun_end),
                        note=why)
            continue
        b, why = bound[num.start]
        mention = b.subject
        if why or mention is None or mention.player is None:
            subject = Subject.of_player(mention.player, mention.start, mention.end) \
                if mention is not None and mention.player is not None else None
            yield Claim("stat", stat, subject, value, cue=(num.end, noun_end), note=why)
            continue
        detail = StatClaim(num, stat, mention.player, mention, noun_end)
        yield Claim("stat", stat, Subject.of_player(mention.player, mention.start, mention.end), value,
                    cue=(num.end, noun_end), detail=detail)
