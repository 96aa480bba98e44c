"""Player names that cannot be right: the box score contradicts who is named."""

from __future__ import annotations

from boxscore import Player, Stat
from factcheck.claims import (Category, Facts, Fix, Number, UnknownLine, UnplayedLine, UnplayedPair, Verdict,
                              unchecked, wrong)

from .registry import rule

Figures = tuple[tuple[Number, Stat], ...]


def _fits(player: Player, figures: Figures) -> bool:
    return player.played and all(player.stat(stat) == num.value for num, stat in figures)


def _only_fit(figures: Figures, pool: list[Player] | tuple[Player, ...]) -> Player | None:
    fits = [p for p in pool if _fits(p, figures)]
    return fits[0] if len(fits) == 1 else None


def _among(player: Player, players: tuple[Player, ...]) -> bool:
    return any(p is player for p in players)


@rule("player_names")
def verify_player_names(claim: UnplayedLine | UnknownLine | UnplayedPair, facts: Facts) -> Verdict:
    """A player who did not play, or a name of no player of this game, credited with numbers or paired with one who played.

    A player who did not play ("N/A" in the box score) credited with numbers ("Bogdanovic chipped in
    14 points" when he sat out): his name is a NAME error, corrected to the teammate whose line the
    numbers are, when exactly one fits. A name that is no player of this game (or one who sat out)
    joined by "and" to a player who played, in a sentence that does not say he was missing ("the
    backcourt of Ty Lawson and Darren Collison"): NAME, without a correction (who was meant is not
    known). A name of no player of this game followed by his numbers: when it carries a game
    player's surname under another first name ("JJ Thompson" when Klay Thompson played) and that
    player's line fits, or when exactly one player's line fits two or more of the numbers, the name
    is a NAME error corrected to that player. First names sharing their initial ("Moe" / "Maurice")
    are taken as nicknames, not errors. A player named twice in a pair ("Aldridge and Aldridge") is
    left alone: annotators mark either name, or neither.

    Example (correct): Victor Sandoval did not play , and Corey Vance scored 15 points off the bench .
    Example (wrong): [Victor Sandoval -> Corey Vance] scored 15 points off the bench .
    """
    game = facts.game
    if isinstance(claim, UnplayedLine):
        player = claim.subject.player
        other = _only_fit(claim.figures, [p for p in game.played if p.side is player.side])
        return wrong(claim, Fix(claim.subject.start, claim.subject.end, Category.NAME, other.name if other else "",
                                f"{player.name} did not play" + (f"; the numbers are {other.name}'s" if other else "")))
    written = claim.written
    if isinstance(claim, UnknownLine):
        surnamed = [p for p in claim.surname_of if p.played]
        figures = claim.figures
        if len(surnamed) == 1 and not _among(surnamed[0], claim.initial_of) and _fits(surnamed[0], figures):
            right = surnamed[0]
        elif len(figures) >= 2 and not claim.surname_of:
            right = _only_fit(figures, game.played)
        else:
            right = None
        if right is not None and (claim.surname_of or not _among(right, claim.resembles)):
            return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, right.name,
                                    f"{written} did not play in this game; the numbers are {right.name}'s"))
        return unchecked(claim, "no one player of this game has these numbers")
    if claim.initial_of:
        return unchecked(claim, "a nickname of a player who played (same surname and initial)")
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, "",
                            f"{written} did not play in this game ({claim.partner.name} did)"))
