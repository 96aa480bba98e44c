"""The other readings of a player's name, and the NAME fix that reading makes.

A player's name may stand for a player
whose box-score line the claims identify: the one who has exactly the points the sentence
credits (points identify a line; small counts fit many players), or every made-attempted pair of
a shooting line, on the team the sentence names (the written player's own when it names none or
both), or two of the counts credited, one of them five or more (three, minutes included, when
the points said are not his). The judge then weighs each: the
reading must be true of two thirds of the claims and spare corrections.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from boxscore import Player, Stat
from factcheck.claims import Category, Claim, Fix, PlayerShots, PlayerStat, Subject
from factcheck.engine.context import CheckContext


#: Counts below this fit many players by chance: a line of them alone identifies no one.
SMALL = 5


def alternatives(ctx: CheckContext, written: Subject, group: Sequence[Claim]) -> Iterator[Subject]:
    """The subjects the claims of ``group`` (said of ``written``) may be about instead: the players
    whose line the claims identify (:func:`_identified`)."""
    player = written.player
    if player is None:
        return
    stats = [c for c in group if isinstance(c, PlayerStat)]
    lines = [c for c in group if isinstance(c, PlayerShots) and c.made is not None and c.attempted is not None]
    if not stats and not lines:
        return
    s_start, s_end = ctx.doc.bounds_at[written.start]
    sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    sides = sides if len(sides) == 1 else {player.side}
    for other in ctx.game.played:
        if other is not player and _identified(other, stats, lines, sides):
            yield Subject.of_player(other, written.start, written.end, written.form)


def _identified(other: Player, stats: Sequence[PlayerStat], lines: Sequence[PlayerShots], sides: set) -> bool:
    """True when the claims identify ``other``'s line: his points exactly (on the team the
    sentence names, or with every figure his), every made-attempted pair of a shooting line
    exactly his (on that team), or two counts of his or more, one of them at least ``SMALL``
    (small counts alone, "one assist and two rebounds", fit many players; minutes cluster), three
    with his minutes when the points said are not his."""
    if any(c.stat is Stat.PTS and other.PTS == c.number.value for c in stats) \
            and (other.side in sides or _fits_all(other, stats)):
        return True
    if lines and other.side in sides and not any(c.misses(other) for c in lines):
        return True
    fitting = [c for c in stats if c.stat is not Stat.PTS and other.stat(c.stat) == c.number.value]
    counts = [c.number.value for c in fitting if c.stat is not Stat.MIN]
    if len(counts) < 2 or max(counts) < SMALL:
        return False
    # points said that are not his: only a longer line of his (minutes too) outweighs them
    return len(fitting) >= 3 or not any(c.stat is Stat.PTS for c in stats)


def _fits_all(player: Player, stats: Sequence[PlayerStat]) -> bool:
    return len(stats) >= 3 and all(player.stat(c.stat) == c.number.value for c in stats)


def name_fix(ctx: CheckContext, written: Subject, other: Subject, group: Sequence[Claim],
             confidence: float = 1.0) -> Fix:
    """The NAME fix of reading ``written`` as ``other``: the name in the form written, and what
    the claims say that is true of the other; ``confidence`` how clearly the reading wins."""
    doubt = "" if confidence >= 0.9 else "the other reading spares few corrections"
    text = ctx.doc.span_text(written.start, written.end)
    p = other.player
    correction = p.name if written.form == "full" else p.last_name
    fitting = ", ".join(f"{c.number.value} {c.stat.noun}" for c in group
                        if isinstance(c, PlayerStat) and p.stat(c.stat) == c.number.value)
    comment = f"{fitting} were {p.name}'s, not {text}'s" if fitting else \
        f"what the sentence says of {text} is true of {p.name}"
    return Fix(written.start, written.end, Category.NAME, correction, comment, confidence, doubt)
