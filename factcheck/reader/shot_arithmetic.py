"""Reader component ``shot_arithmetic``: shooting figures that must agree with each other.

"31 - of - 38 ( 89 percent )" states the percentage of its own pair: whatever game or player it
is about, 31 of 38 is 82 percent. "4 - 5 ( 80 percent )", "9 of 15 ( 60 % )" alike. A pair with a
shot type after it ("7 - of - 6 from the field", "( 5 - 4 FT )") cannot have more made than
attempted. These claims need no box score and no subject: the words alone contradict themselves.
The claims are :class:`~factcheck.claims.PercentOfPair` and :class:`~factcheck.claims.MadeOverAttempted`.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext

from factcheck.analysis import PairRole
from factcheck.claims import MadeOverAttempted, PercentOfPair

from .registry import reader
from .shot_words import claim_starts, pair_words_at


@reader("shot_arithmetic", [PercentOfPair, MadeOverAttempted], "shooting figures that contradict each other: "
                                                  "'31 - of - 38 ( 89 percent )', '7 - of - 6 from the field'")
def read_shot_arithmetic(ctx: CheckContext) -> Iterator[PercentOfPair | MadeOverAttempted]:
    low = ctx.doc.lower
    for at, kind in claim_starts(ctx):
        if kind != "pair" or (at > 0 and low[at - 1] in {"-", "of", "for"}):
            continue
        words = pair_words_at(ctx, at)
        if words is None:
            continue
        (made, attempted, joint), after, percent, typed = words
        if percent is not None and attempted.value > 0:
            claim: PercentOfPair | MadeOverAttempted = PercentOfPair(made=made, attempted=attempted, percent=percent,
                                                                      end_at=after)
        elif typed is not None and made.value > attempted.value and joint in ("hyphenated", "dash", "of") \
                and not (joint == "dash" and at > 0 and low[at - 1] == "(" and typed[1] != after):
            claim = MadeOverAttempted(made=made, attempted=attempted)
        else:
            continue
        # (the pair's reading asked only of a pair that makes a claim: most shooting lines make none)
        reading = ctx.analysis.sentences.pair(at)
        if reading is not None and reading.role is PairRole.COMPARISON:
            continue  # "was out - rebounded 53 - 36 overall": the two teams' rebounds
        yield claim
