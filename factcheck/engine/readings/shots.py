"""Shooting readings: a shooting line that is exactly another player's is read as his (the name is wrong)."""

from __future__ import annotations

from collections.abc import Sequence

from boxscore import Player, Stat
from factcheck.claims import Category, Fix, PlayerPercent, PlayerShots, PlayerStat
from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span

#: The fewest numbers a line (with the points before it) needs to be read as another player's.
MIN_NUMBERS = 4
#: The claims these readings are of: a shooting line is read on its own numbers (and the points
#: told with it), whatever other readings say of the mention's other claims.
SHOOTING = (PlayerShots, PlayerPercent)


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """The readings of the player mentions given a shooting line that is another player's.

    A player given two different shooting lines in one text, one that fits him and one that fits
    another player exactly, is a wrong name on the second (one error, not four). It is taken only
    when the named player has a fitting line elsewhere in the text, this line has at least
    MIN_NUMBERS numbers (two made-attempted pairs, or a pair and the points before it), the named
    player misses at least two of them, and exactly one other player of the team the sentence
    names (or the named player's team) fits them all. A mention whose shooting line is the named
    player's own is read as written, whatever other readings say of its other claims; a line that
    misses is left to them (the player whose stat line it is takes it with him)."""
    groups: dict[Span, list[PlayerShots | PlayerPercent]] = {}
    for claim in claims_of(SHOOTING):
        subject = claim.subject
        if not claim.note and subject is not None and subject.player is not None:
            groups.setdefault((subject.start, subject.end), []).append(claim)
    if not groups:
        return {}
    misses = {span: [c.misses(c.subject.player) for c in claims] for span, claims in groups.items()}
    fitting = {claims[0].subject.player.index for span, claims in groups.items()
               if _has_pair(claims) and not any(misses[span])}
    out: dict[Span, Reading] = {}
    points: dict[int, list[PlayerStat]] | None = None
    for (start, end), claims in groups.items():
        named = claims[0].subject.player
        if named.index not in fitting or not _has_pair(claims):
            continue
        if points is None:
            points = _points_by_subject(claims_of((PlayerStat,)))
        other = _better_player(ctx, named, start, claims, points.get(start, []))
        if other is not None:
            correction = other.name if claims[0].subject.form == "full" else other.last_name
            comment = f"the shooting line is {other.name}'s, not {ctx.doc.span_text(start, end)}'s"
            out[(start, end)] = Reading(other, Fix(start, end, Category.NAME, correction, comment), claims[0],
                                        classes=SHOOTING)
    for span, claims in groups.items():
        if not any(misses[span]):  # a line that is the named player's own is his, whatever his other numbers say
            out.setdefault(span, Reading(claims[0].subject.player, classes=SHOOTING))
    return out


def _has_pair(claims: Sequence[PlayerShots | PlayerPercent]) -> bool:
    return any(isinstance(c, PlayerShots) and c.made is not None and c.attempted is not None for c in claims)


def _points_by_subject(stats: Sequence[PlayerStat]) -> dict[int, list[PlayerStat]]:
    """The document's points claims, by where their player's name starts."""
    out: dict[int, list[PlayerStat]] = {}
    for c in stats:
        if c.stat is Stat.PTS and not c.note and c.subject is not None and c.frame.this_game:
            out.setdefault(c.subject.start, []).append(c)
    return out


def _better_player(ctx: CheckContext, named: Player, start: int, claims: Sequence[PlayerShots | PlayerPercent],
                   points: Sequence[PlayerStat]) -> Player | None:
    """The one other player whose box score fits every number of the line and the points told
    with it, when the named player misses at least two of them."""
    n_numbers = sum(len(c.numbers) for c in claims if isinstance(c, PlayerShots)) + len(points)
    own = sum(c.misses(named) for c in claims) + sum(named.PTS != p.number.value for p in points)
    if n_numbers < MIN_NUMBERS or own < 2:
        return None
    s_start, s_end = ctx.doc.bounds_at[start]
    sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    sides = sides if len(sides) == 1 else {named.side}
    fits = [p for p in ctx.game.played
            if p is not named and p.side in sides
            and all(c.misses(p) == 0 for c in claims) and all(p.PTS == c.number.value for c in points)]
    return fits[0] if len(fits) == 1 else None
