"""A player named a starter or a reserve against the box score's starting lineup."""

from __future__ import annotations

from boxscore import Player
from factcheck.claims import Category, Facts, Fix, Role, Verdict, correct, unchecked, wrong

from .registry import rule


def _role(player: Player) -> str:
    if player.starter:
        return f"{player.name} started ({player.start_position})"
    return f"{player.name} came off the bench"


@rule("starters")
def verify_role(claim: Role, facts: Facts) -> Verdict:
    """A player named a starter or a reserve: "off the bench", "led the second unit", "the only other starter".

    The box score's START_POSITION says who started. Generators send starters "off the bench"
    and make reserves "starters". A wrong role is a WORD error over the role words, corrected to
    their opposite when one fits ("off the bench" -> "as a starter"). Phrases in a
    sentence about a change of role ("returned to the starting lineup after coming off the
    bench") are left alone.

    Example (correct): Corey Vance scored 15 points off the bench .
    Example (wrong): Marcus Redfield scored 21 points [off the bench -> as a starter] .
    """
    players = claim.players
    if not players:
        return unchecked(claim, "ambiguous binding: whom the words are about is not certain")
    if not all(p.played for p in players):
        return unchecked(claim, "a player who did not play")
    bad = list(dict.fromkeys(p for p in players if p.starter != claim.starter))
    if not bad:
        return correct(claim, "; ".join(_role(p) for p in players))
    correction = claim.opposite if not claim.starter or len(players) == 1 else ""
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, correction, "; ".join(_role(p) for p in bad)))
