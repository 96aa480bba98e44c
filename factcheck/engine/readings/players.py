"""Player readings: a stat line that is clearly another player's is read as his (the name is wrong)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from boxscore import Side
from boxscore.lines import better_player, misses
from factcheck.claims import Category, Fix, NextRank, OnlyOther, PlayerStat
from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span

#: Claims a line-owner reading keeps as written: they are about the player named ("X was the only
#: other starter in double figures"), not about the stat line that is another player's.
KEEPS: tuple[type, ...] = (OnlyOther,)
#: Claims a line-owner reading leaves unverified: "<player> was next" ranks the player named after
#: the team-mate named before him; said of a name that is the error, it is no rank of the line's
#: owner (who may be that very team-mate).
LEAVES: tuple[type, ...] = (NextRank,)


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """The readings of the document's player mentions."""
    return player_readings(ctx, claims_of((PlayerStat,)))


def player_readings(ctx: CheckContext, stats: Iterable[PlayerStat]) -> dict[Span, Reading]:
    """The readings of the player mentions whose stat line fits another player clearly better.

    A mention whose numbers the named player fits has no entry (it is read as written)."""
    groups: dict[Span, list[PlayerStat]] = {}
    for claim in stats:
        subject = claim.subject
        if claim.note or subject is None or subject.player is None or subject.player.stat(claim.stat) is None:
            continue
        groups.setdefault((subject.start, subject.end), []).append(claim)
    out: dict[Span, Reading] = {}
    doc, mentions = ctx.doc, ctx.mentions
    for (start, end), claims in groups.items():
        player = claims[0].subject.player
        if not misses(player, claims):
            continue
        other = better_player(ctx.game, player, claims, *_line_context(ctx, claims))
        if other is None:
            continue
        subject_sentence = doc.sentence_of[start]
        if any(doc.sentence_of[c.number.start] != subject_sentence for c in claims) \
                and len(mentions.players_in(*doc.sentence_bounds(subject_sentence))) > 1:
            out[(start, end)] = Reading(None, leaves=LEAVES, keeps=KEEPS)  # "He" after a sentence naming several players: unsure
            continue
        written = doc.span_text(start, end)
        correction = other.name if claims[0].subject.form == "full" else other.last_name
        fitting = ", ".join(f"{c.number.value} {c.stat.noun}" for c in claims if other.stat(c.stat) == c.number.value)
        out[(start, end)] = Reading(other, Fix(start, end, Category.NAME, correction,
                                               f"{fitting} were {other.name}'s, not {written}'s"), claims[0],
                                       leaves=LEAVES, keeps=KEEPS)
    return out


def _line_context(ctx: CheckContext, claims: Sequence[PlayerStat]) -> tuple[set[Side], Side | None]:
    """The teams the line's sentence names, and the team it says the player led in scoring."""
    s_start, s_end = ctx.doc.bounds_at[claims[0].subject.start]
    sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    points = [c for c in claims if c.stat == "PTS"]
    return sides, points[0].led_side if len(points) == 1 else None
