"""Reader component ``player_shots``: a player's shooting as typed claims.

The lines, counts and percentages :mod:`factcheck.reader.shots` reads and binds become
:class:`~factcheck.claims.PlayerShots` and :class:`~factcheck.claims.PlayerPercent` claims, with
what a verifier asks of their words: how the shot type's words are written (for a correction in
their form), whether they are a fixed label, where a "two" of "two - point" stands, and which shot
types the player's other lines of the sentence state.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Shot
from factcheck.analysis.frames import season_figure
from factcheck.claims import Frame, PlayerPercent, PlayerShots, ShotWords, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number

from .registry import reader
from .shot_words import two_at
from .shots import ShotClaim, open_parenthesis, shared_shot_claims
from .vocab_shots import ABBREVIATIONS


def _words(ctx: CheckContext, span: tuple[int, int] | None) -> ShotWords:
    """How the words naming a shot type are written: a phrase, or a label ("3 PT" in capitals)."""
    if span is None:
        return ShotWords.NONE
    written = ctx.tokens[span[0]:span[1]]
    if tuple(ctx.doc.lower[span[0]:span[1]]) not in ABBREVIATIONS:
        return ShotWords.PHRASE
    last = written[-1]
    caps = last.isupper() and last.isalpha() and last not in {"FG", "FT"}
    return ShotWords.LABEL_CAPS if caps else ShotWords.LABEL


def _fixed(ctx: CheckContext, claim: ShotClaim) -> bool:
    """The type words are a fixed label ("8 - 15 FG", a pair in parentheses) or the pair is a part
    of another figure ("including 4 - of - 4 from deep"): there the numbers, not the words, are
    what a slip changed."""
    start, end = claim.type_span if claim.type_span is not None else (0, 0)
    made_at = claim.numbers[0].start
    sent_start, _ = ctx.doc.bounds_at[made_at]
    return tuple(ctx.doc.lower[start:end]) in ABBREVIATIONS \
        or open_parenthesis(ctx.tokens, sent_start, made_at) is not None \
        or (made_at > 0 and ctx.doc.lower[made_at - 1] == "including")


def _two(ctx: CheckContext, claim: ShotClaim) -> Number | None:
    """The "two" / "2" of a two-point claim's type words ("four of his seven two - point attempts"),
    when there is one: a slip of "three" is possible there."""
    low = ctx.doc.lower
    at = two_at(low, claim.type_span[0] if claim.type_span is not None else claim.numbers[-1].end)
    if at is None:
        return None
    return Number(at, at + 1, 2, "digits" if low[at] == "2" else "word")


def _stated(ctx: CheckContext, claims: tuple[ShotClaim, ...]) -> dict[int, frozenset[Shot]]:
    """For each line (by its index), the shot types the other lines of its player mention state in
    its sentence: "( 8 - 13 FG , 1 - 4 3Pt , 6 - 10 FG )" names field goals twice."""
    sentence_of = ctx.doc.sentence_of
    groups: dict[tuple[int, int, int], list[int]] = {}
    for k, c in enumerate(claims):
        if c.kind == "pair":
            groups.setdefault((c.mention.start, c.mention.end, sentence_of[c.numbers[0].start]), []).append(k)
    out: dict[int, frozenset[Shot]] = {}
    for members in groups.values():
        for k in members:
            out[k] = frozenset(claims[j].shot for j in members if j != k)
    return out


def typed(ctx: CheckContext, claim: ShotClaim, stated: frozenset[Shot] = frozenset()) -> PlayerShots | PlayerPercent:
    """A shooting claim as a typed claim about its player."""
    m = claim.mention
    subject = Subject.of_player(claim.player, m.start, m.end, m.kind)
    if season_figure(ctx.doc.lower, claim.numbers[0].start):
        # "added eight more threes to his NBA - leading 162 treys": the season's figure
        return PlayerShots(subject=subject, shot=claim.shot, made=claim.numbers[0], cue=claim.type_span,
                           frame=Frame.SEASON, note="the season's figure")
    if claim.kind == "percent":
        return PlayerPercent(subject=subject, shot=claim.shot, number=claim.numbers[0], cue=claim.type_span)
    pair = claim.kind == "pair"
    made = claim.numbers[0] if claim.kind != "attempted" else None
    attempted = claim.numbers[-1] if claim.kind != "made" else None
    return PlayerShots(subject=subject, shot=claim.shot, made=made, attempted=attempted, cue=claim.type_span,
                       words=_words(ctx, claim.type_span),
                       fixed=pair and claim.type_span is not None and _fixed(ctx, claim),
                       stated=stated, two=_two(ctx, claim) if claim.shot == Shot.FG2 else None)


@reader("player_shots", [PlayerShots, PlayerPercent], "a player's shooting: '10 - of - 17 from the field', "
                                                      "'four three - pointers', '50 percent from the floor'")
def read_player_shots(ctx: CheckContext) -> Iterator[PlayerShots | PlayerPercent]:
    claims = shared_shot_claims(ctx)
    stated = _stated(ctx, claims)
    for k, claim in enumerate(claims):
        yield typed(ctx, claim, stated.get(k, frozenset()))
