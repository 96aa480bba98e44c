"""Reader component ``lineup_size``: the size of a starting lineup, "the starting five".

A team starts five players, and writers call them "the starting five"; the number after
"starting" is read as the lineup's size, unless a hyphen or a line follows it ("starting 0 - for -
5" is a shooting line) or a position noun does ("the starting two guard"). Each claim is a
:class:`~factcheck.claims.LineupSize` about the game (either team's lineup).
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck import lexicon
from factcheck.claims import GAME, Frame, LineupSize
from factcheck.engine.context import CheckContext

from .registry import reader
from .words import positions

#: The word before a lineup's size ("the starting five").
_STARTING = lexicon.words("lineup_size_words")
#: Words after the number that make it no lineup's size ("the starting two guard", "starting 0 - for - 5").
_NOT_A_SIZE_AFTER = lexicon.words("lineup_size_not_after")


@reader("lineup_size", [LineupSize], "the size of a starting lineup ('the starting five')")
def read_lineup_size(ctx: CheckContext) -> Iterator[LineupSize]:
    low = ctx.doc.lower
    for i in positions(ctx, _STARTING):
        num = ctx.doc.numbers.get(i + 1)
        if num is None or num.end != i + 2 or not 1 < num.value < 12:
            continue
        if low[num.end:num.end + 1] and low[num.end] in _NOT_A_SIZE_AFTER:
            continue
        yield LineupSize(subject=GAME, number=num, frame=Frame.GAME, cue=(i, i + 1))
