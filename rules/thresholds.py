"""Bounds over a team's players: "no other Buck scored more than 13 points"."""

from __future__ import annotations

from factcheck.claims import Facts, Fix, Threshold, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("thresholds")
def verify_threshold(claim: Threshold, facts: Facts) -> Verdict:
    """Bounds over a team's players: "no other Buck scored more than 13 points", "every Nuggets starter scored at least 10".

    Such a bound sums up the rest of a team's box score, and generators get it wrong as often as
    the figures themselves. The pool is the team's players who played (its starters for "every
    starter"), less the players named before "no other"; the most (or the fewest) any of them had
    decides. A wrong bound is a NUMBER error over the number, corrected to that figure.

    Example (correct): Redfield led the way , and no other Buck scored more than 26 points .
    Example (wrong): Albright scored 26 , and no other Buck scored more than [12 -> 21] points .
    """
    side, num = claim.subject.side, claim.number
    players = [p for p in facts.game.played if p.side is side and p.index not in claim.excluded
               and (p.starter or not claim.starters)]
    if not players:
        return unchecked(claim, "no player of the pool played")
    value, player = (max if claim.most else min)(((p.stat(claim.stat) or 0, p) for p in players),
                                                  key=lambda v: v[0])
    fact = f"{player.name} had {value} {claim.noun}"
    if (value > num.value) if claim.most else (value < num.value):
        return wrong(claim, Fix.number(num, value, fact))
    return correct(claim, fact)
