"""Player names that cannot be right: the box score contradicts who is named.

- A player who did not play ("N/A" in the box score) credited with numbers ("Bogdanovic chipped
  in 14 points" when he sat out): his name is a NAME error, corrected to the teammate whose line
  the numbers are, when exactly one fits.
- A name that is no player of this game (or one who sat out) joined by "and" to a player who
  played, in a sentence that does not say he was missing ("the backcourt of Ty Lawson and
  Darren Collison"): NAME, without a correction (who was meant is not known).
- A name that is no player of this game, followed by his numbers: when it carries a game player's
  surname under another first name ("JJ Thompson" when Klay Thompson played) and that player's
  line fits, or when exactly one player's line fits two or more of the numbers, the name is a
  NAME error corrected to that player. First names sharing their initial ("Moe" / "Maurice") are
  taken as nicknames, not errors.

A player named twice in a pair ("Aldridge and Aldridge") is left alone: annotators mark either
name, or neither, so no rule on it reaches the precision asked for.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.unplayed_names import StatNumber, UnplayedName, misspelt, same_initial
from factcheck.engine.verdicts import unchecked

from .registry import legacy_rule


def _fits(player: Player, numbers: tuple[StatNumber, ...]) -> bool:
    return player.played and all(player.stat(stat) == num.value for num, stat in numbers)


def _only_fit(numbers: tuple[StatNumber, ...], pool: list[Player]) -> Player | None:
    fits = [p for p in pool if _fits(p, numbers)]
    return fits[0] if len(fits) == 1 else None


@legacy_rule("player_names", "a player who did not play, or is not in this game, credited with numbers",
      verifies=("name",))
def check_player_names(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "unplayed_names"):
        if claim.note:
            continue
        read: UnplayedName = claim.detail
        name, written = read.name, read.written
        if claim.attribute == "did_not_play":
            player = claim.subject.player
            other = _only_fit(read.numbers, [p for p in game.played if p.side is player.side])
            yield Error(name.start, name.end, Category.NAME, other.name if other else "",
                        f"{player.name} did not play" + (f"; the numbers are {other.name}'s" if other else ""),
                        "player_names", claim)
        elif claim.attribute == "unknown_with_numbers":
            surnamed = [p for p in name.surname_of if p.played]
            if len(surnamed) == 1 and not same_initial(written, surnamed[0]) and _fits(surnamed[0], read.numbers):
                right = surnamed[0]
            elif len(read.numbers) >= 2 and not name.surname_of:
                right = _only_fit(read.numbers, list(game.played))
            else:
                right = None
            if right is not None and (name.surname_of or not misspelt(written, right)):
                yield Error(name.start, name.end, Category.NAME, right.name,
                            f"{written} did not play in this game; the numbers are {right.name}'s", "player_names",
                            claim)
            else:
                unchecked(ctx, claim, "no one player of this game has these numbers")
        elif any(p.played and any(same_initial(w, p) for w in read.first_words) for p in name.surname_of):
            unchecked(ctx, claim, "a nickname of a player who played (same surname and initial)")
        else:  # "paired": "the backcourt of X and Y"
            yield Error(name.start, name.end, Category.NAME, "",
                        f"{written} did not play in this game ({read.partner.name} did)", "player_names", claim)
