"""The judge: which reading of a sentence the claims are verified under, and every rule's verdicts.

Rules verify one claim at a time. A reviewer reads a sentence as a whole and marks the smallest
set of corrections that makes it true: when the numbers credited to a player are another
player's line, the *name* is the error, not each number. The judge decides such readings once,
for every rule: for each player named with a stat line, the reading is the written player, or
the player whose box-score line the numbers fit clearly better (:func:`boxscore.lines.better_player`,
then the name is a NAME fix); every claim of that mention is then verified under the reading's
subject.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from boxscore import Player, Side
from boxscore.lines import better_player, misses
from factcheck.claims import Category, Claim, Facts, Fix, PlayerStat, Status, Subject, Verdict

from .context import CheckContext


@dataclass(frozen=True, slots=True)
class Reading:
    """How the claims of one subject mention are read: as said of ``player`` (None: the reading is
    unsure, and its claims are not verified), with ``name`` the fix of the written name when the
    player is not the one written."""

    player: Player | None
    name: Fix | None = None
    #: The claim the name fix is reported with (the mention's first).
    first: Claim | None = None


Span = tuple[int, int]


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
            out[(start, end)] = Reading(None)  # "He" after a sentence naming several players: unsure
            continue
        written = doc.span_text(start, end)
        correction = other.name if claims[0].subject.form == "full" else other.last_name
        fitting = ", ".join(f"{c.number.value} {c.stat.noun}" for c in claims if other.stat(c.stat) == c.number.value)
        out[(start, end)] = Reading(other, Fix(start, end, Category.NAME, correction,
                                               f"{fitting} were {other.name}'s, not {written}'s"), claims[0])
    return out


def _line_context(ctx: CheckContext, claims: Sequence[PlayerStat]) -> tuple[set[Side], Side | None]:
    """The teams the line's sentence names, and the team it says the player led in scoring."""
    s_start, s_end = ctx.doc.bounds_at[claims[0].subject.start]
    sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    points = [c for c in claims if c.stat == "PTS"]
    return sides, points[0].led_side if len(points) == 1 else None


def verdicts(ctx: CheckContext, specs: Sequence, facts: Facts, claims_of: Callable[[tuple[type, ...]], list],
             strict: bool = False) -> tuple[list[Verdict], list[tuple[str, str]]]:
    """Every verdict of the typed rules ``specs`` on the document's claims (``claims_of(classes)``
    gives the claims of some classes), and the rules that failed: [(rule, one-line message)]
    (``strict``: a failing rule raises)."""
    out: list[Verdict] = []
    failures: list[tuple[str, str]] = []
    readings: dict[Span, Reading] | None = None
    for spec in specs:
        claims = claims_of(spec.verifies)
        if readings is None and any(isinstance(c, PlayerStat) for c in claims):
            readings = player_readings(ctx, claims_of((PlayerStat,)))
        try:
            out.extend(_verify(spec, claims, facts, readings or {}))
        except Exception as exc:
            if strict:
                raise  # noqa: BLE001 - a rule's bug costs its verdicts, not the run
            failures.append((spec.name, " ".join(f"{type(exc).__name__}: {exc}".split())[:300]))
    return out, failures


def _verify(spec, claims: Sequence[Claim], facts: Facts, readings: dict[Span, Reading]) -> Iterable[Verdict]:
    named: set[Span] = set()
    verify, name = spec.verify, spec.name
    for read in claims:
        if read.note:
            continue  # the reader could not read it whole: its note says why
        claim, subject = read, read.subject
        reading = readings.get((subject.start, subject.end)) if subject is not None and subject.start >= 0 else None
        if reading is not None:
            if reading.player is None:
                continue
            if reading.name is not None and (subject.start, subject.end) not in named and reading.first is read:
                named.add((subject.start, subject.end))
                yield Verdict(read, Status.WRONG, reading.name.comment, (reading.name,), rule=name)
            claim = claim.with_subject(Subject.of_player(reading.player, subject.start, subject.end, subject.form))
        verdict = verify(claim, facts)
        if verdict is not None:  # (said of the claim as read, whatever subject it was verified with)
            yield Verdict(read, verdict.status, verdict.fact, verdict.fixes, verdict.reason, name)
