"""A figure of several named players: "A and B combined for 29 points", "each had 10", "respectively"."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, GroupMode, GroupStat, Verdict, correct, render_corrected, unchecked, wrong

from .registry import rule


@rule("group_stats")
def verify_group_stat(claim: GroupStat, facts: Facts) -> Verdict:
    """A figure of several named players: "A and B combined for 29 points", "each had 10", "respectively".

    A sum is the players' figures added; "each" needs every one of them to have it; with
    "respectively" each number is its own player's. Generators add wrongly and hand one player's
    figure to both. A wrong figure is a NUMBER error over the number, corrected to the sum (or the
    players' common figure; none when they differ).

    Example (correct): Dante Albright and Marcus Redfield combined for 47 points .
    Example (wrong): Dante Albright and Marcus Redfield combined for [45 -> 47] points .
    """
    players, mode, num, stat = claim.players, claim.mode, claim.number, claim.stat
    values = [p.stat(stat) for p in players]
    if any(v is None for v in values):
        return unchecked(claim, "a player's figure is missing from the box score")
    name = stat.noun
    each = ", ".join(f"{p.name} {v}" for p, v in zip(players, values))
    if mode is GroupMode.SUM:
        actual = sum(values)  # type: ignore[arg-type]
        fact = f"{' and '.join(p.name for p in players)} had {actual} {name} together ({each})"
    elif mode is GroupMode.EACH:
        actual = values[0] if len(set(values)) == 1 else None
        fact = f"{each} {name}"
    else:
        actual = values[0]
        fact = f"{players[0].name} had {actual} {name}"
    if actual == num.value or (mode is GroupMode.EACH and all(v == num.value for v in values)):
        return correct(claim, fact)
    correction = render_corrected(num, actual) if actual is not None else ""
    return wrong(claim, Fix(num.start, num.end, Category.NUMBER, correction, fact))
