"""Starters and bench: "came off the bench", "led the second unit", "the only other starter".

A phrase that puts a player on the bench ("off the bench", "in a reserve role", "as reserves",
"led the bench / second unit / reserves", "bench - leading", "sixth man") is a WORD error when the
box score lists him as a starter; a phrase that makes him a starter ("starter", "started at", "in
his first start", "in the starting lineup", "rounded out the starting five", "member of the
starting five") is one when he came off the bench. Coordinated players ("A and B were productive
as reserves") are each held to it. The span is the role phrase; the correction is its opposite
where one fits; the comment states the role in the box score. The phrases and their subjects are
read by :mod:`factcheck.reader.roles`.

Who leads the bench, and team-level bench numbers, are other families' claims. A player who did
not play, a phrase about a team ("off their bench") or about nobody certain, and sentences about
a change of role ("returned to the starting lineup after coming off the bench") are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def _role(player: Player) -> str:
    if player.starter:
        return f"{player.name} started ({player.start_position})"
    return f"{player.name} came off the bench"


@legacy_rule("starters", "a player named a starter or a reserve against the box score's starting lineup",
      verifies=("role",))
def check_starters(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "roles"):
        role = claim.detail
        subjects, phrase = role.players, role.phrase
        if claim.subject is None:
            continue  # (the claim's note says why)
        if not all(p.played for p in subjects):
            unchecked(ctx, claim, "a player who did not play")
            continue
        wrong = list(dict.fromkeys(p for p in subjects if p.starter != phrase.starter))
        if not wrong:
            verified(ctx, claim, "; ".join(_role(p) for p in subjects))
            continue
        correction = role.opposite if not phrase.starter or len(subjects) == 1 else ""
        yield Error(phrase.start, phrase.end, Category.WORD, correction, "; ".join(_role(p) for p in wrong),
                    "starters", claim)
