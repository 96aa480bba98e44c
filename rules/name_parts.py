"""A name whose first name is one player's and surname another's: "Kyle DeRozan"."""

from __future__ import annotations

from boxscore import Player, Stat
from factcheck.claims import Category, Facts, Fix, MixedName, Number, Verdict, unchecked, wrong

from .registry import rule


def _fits(player: Player, figures: tuple[tuple[Number, Stat], ...]) -> bool:
    return all(player.stat(stat) == num.value for num, stat in figures)


@rule("name_parts")
def verify_name_parts(claim: MixedName, facts: Facts) -> Verdict:
    """A name that mixes two players of the game: one's first name with the other's surname.

    Generated summaries splice names ("Kyle DeRozan" for Kyle Lowry or DeMar DeRozan). The name
    is no player of the game: a NAME error, corrected to the player whose first name it has, or to
    the surname's owner when the figures the sentence credits to the name are his and not the
    other's. A sentence saying someone is missing ("without Kyle DeRozan") with no figures may
    name a player who is not in the box score at all, and is left alone.

    A first name several players of the game share ("Joe Gobert" when Joe Ingles and Joe Johnson
    played) is corrected to the one whose line the figures are, else left for the reader to choose.

    Example (correct): Marcus Redfield scored 21 points .
    Example (wrong): [Marcus Albright -> Dante Albright] scored 26 points .
    """
    first, surnamed, figures = claim.first_of, claim.surname_of, claim.figures
    if claim.absent and not figures:
        return unchecked(claim, "a missing player: perhaps one not in the box score at all")
    firsts = (first, *claim.first_also)
    fitting = [p for p in firsts if figures and _fits(p, figures)]
    right: Player | None = fitting[0] if len(fitting) == 1 else first if len(firsts) == 1 else None
    if figures and len(surnamed) == 1 and _fits(surnamed[0], figures) and not fitting:
        right = surnamed[0]  # the line is the surname's owner's: the first name is the slip
    why = (f"{claim.written} is no player of this game: {first.first_name} is "
           f"{' and '.join(p.name for p in firsts)}'s first name, "
           f"{surnamed[0].last_name} is {' and '.join(p.name for p in surnamed)}'s surname")
    if right is not None and figures and _fits(right, figures):
        why += f"; the numbers are {right.name}'s"
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.NAME, right.name if right else "", why))
