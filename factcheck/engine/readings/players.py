"""Player readings: when the name is the error.

- A stat line that is clearly another player's is read as his (the name is wrong): the mention's
  claims are verified as his, but for the claims about the player named (kept as written) and the
  leader and rank words said of the wrong name (left alone).
- A lead whose figure is exactly another player's leading figure ("Russell led the team in scoring
  , as he tallied 17 points" when Williams led with 17 and Russell had 12): the name is wrong,
  corrected to the leader; the mention's other figures are still checked as the written player's,
  as annotators mark them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from boxscore import Side
from boxscore.leaders import pool_name, pool_players
from boxscore.lines import better_player, misses
from factcheck.claims import Category, Claim, Fix, Lead, LeadForm, NextRank, OnlyOther, PlayerStat, Pool
from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span

#: Claims a line-owner reading keeps as written: they are about the player named ("X was the only
#: other starter in double figures"), not about the stat line that is another player's.
KEEPS: tuple[type, ...] = (OnlyOther,)
#: Claims a line-owner reading leaves unverified: said of a name that is the error, "led" and "next"
#: are not read as the line owner's ("next" ranks the player named after the team-mate named before
#: him, who may be the owner himself; annotators mark the name, not "led").
LEAVES: tuple[type, ...] = (Lead, NextRank)


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """The readings of the document's player mentions: the line owners', with the names that lead
    claims find wrong (whose NAME fix wins where both speak, as the lead's is the more specific)."""
    stats = claims_of((PlayerStat,))
    out = player_readings(ctx, stats)
    for span, (fix, first, figure) in lead_names(ctx, claims_of((Lead,)), stats).items():
        line = out.get(span)
        if line is None:  # (the figure is the leader's: the name fix accounts for it)
            out[span] = Reading(first.subject.player, fix, first, explains=(figure,) if figure else ())
        elif line.player is not None:  # (reported with the line, as when the lead's rule is not run)
            out[span] = Reading(line.player, fix, line.first, leaves=LEAVES, keeps=KEEPS)
        # (a line whose owner is unsure stays unsure: its mention's claims are not verified)
    return out


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
            # "He" after a sentence naming several players: whose line it is, is unsure
            out[(start, end)] = Reading(None, leaves=LEAVES, keeps=KEEPS)
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


def lead_names(ctx: CheckContext, leads: Sequence[Lead], stats: Sequence[PlayerStat]
               ) -> dict[Span, tuple[Fix, Claim, PlayerStat | None]]:
    """The names that leads make wrong: "X led the team in scoring , as he tallied 17 points" when
    17 is exactly another player's figure, the one leader of the pool, and not X's. The NAME fix of
    the mention the figure is bound to, and the claim it is reported with (the lead when it names
    that mention, else the figure), and the figure's claim when the name fix accounts for it: the
    rest of the line fits the leader as well as the player named (else the line is the player's,
    and annotators mark his figure too).

    Only a sentence that opens with the player and names no one else before the figure is his line;
    when his own figure is one basket off and the rest of the line is his, the figure is the slip."""
    out: dict[Span, tuple[Fix, Claim, PlayerStat | None]] = {}
    candidates = [c for c in leads if c.figure is not None and c.pool is not Pool.BENCH and not c.note
                  and c.form not in (LeadForm.BRIGHT, LeadForm.TRAIL)]
    if not candidates:
        return out
    game, doc = ctx.game, ctx.doc
    by_number = {c.number.start: c for c in stats if not c.note and c.subject is not None}
    done: set[int] = set()
    for lead in candidates:
        figure, player, stat = lead.figure, lead.subject.player, lead.stat
        bound = by_number.get(figure.start)
        if bound is None or bound.subject.start in done:
            continue
        start, end = bound.subject.start, bound.subject.end
        s_start = doc.bounds_at[figure.start][0]
        if start != s_start or lead.phrase[0] < s_start or \
                any(m.player is not player for m in ctx.mentions.players_in(s_start, figure.start)):
            continue  # only a sentence that opens with the player and names no one else is his line
        own = player.stat(stat)
        if own is None or own == figure.value:
            continue
        pool = pool_players(game, player.side, lead.pool.value)
        values = [p.stat(stat) for p in pool if p.stat(stat) is not None]
        if not values or figure.value != max(values):
            continue
        leaders = [p for p in pool if p.stat(stat) == figure.value]
        if len(leaders) != 1 or leaders[0] is player:
            continue
        leader = leaders[0]
        others = [c for c in stats if c is not bound and not c.note and c.subject is not None
                  and c.subject.start == start]
        his = sum(player.stat(c.stat) == c.number.value for c in others)
        leaders_too = sum(leader.stat(c.stat) == c.number.value for c in others)
        if abs(own - figure.value) <= 2 and his > leaders_too:
            continue  # his own figure is one basket off and the rest of the line is his: a number slip
        done.add(start)
        subject = lead.subject
        first: Claim = lead if (subject.start, subject.end) == (start, end) else bound
        out[(start, end)] = (Fix(start, end, Category.NAME, leader.name,
                                 f"{leader.name} led {pool_name(game, player.side, lead.pool.value)} with "
                                 f"{figure.value} {stat.noun}; {player.name} had {own}"), first,
                                 bound if leaders_too >= his else None)
    return out
