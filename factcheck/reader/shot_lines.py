"""What a verifier of shooting claims asks about a claim's words: the type words as written (for a
correction in their form), whether they are a fixed label, where a "two" of "two - point" stands.
The reading stays in the reader; the rule only asks."""

from __future__ import annotations

from factcheck.engine.context import CheckContext

from .shot_words import two_at
from .shots import ShotClaim, open_parenthesis
from .vocab_shots import ABBREVIATIONS


def written_type(ctx: CheckContext, claim: ShotClaim) -> tuple[str, ...]:
    """The words naming the claim's shot type, as written ("3Pt", "from deep"): for a correction
    in the same form."""
    assert claim.type_span is not None
    return tuple(ctx.tokens[claim.type_span[0]:claim.type_span[1]])


def type_is_label(ctx: CheckContext, claim: ShotClaim) -> bool:
    """The type words are a fixed label ("8 - 15 FG", a pair in parentheses) or the pair is a part
    of another figure ("including 4 - of - 4 from deep"): there the numbers, not the words, are
    what a slip changed."""
    start, end = claim.type_span if claim.type_span is not None else (0, 0)
    made_at = claim.numbers[0].start
    sent_start, _ = ctx.doc.bounds_at[made_at]
    return tuple(ctx.doc.lower[start:end]) in ABBREVIATIONS \
        or open_parenthesis(ctx.tokens, sent_start, made_at) is not None \
        or (made_at > 0 and ctx.doc.lower[made_at - 1] == "including")


def two_point_at(ctx: CheckContext, claim: ShotClaim) -> int | None:
    """Where the "two" / "2" of a two-point claim's type words stands ("four of his seven two -
    point attempts"), when there is one: a slip of "three" is possible there."""
    return two_at(ctx.doc.lower, claim.type_span[0] if claim.type_span is not None else claim.numbers[-1].end)
