"""A player's name made of two players' names: "Kyle DeRozan" for Kyle Lowry or DeMar DeRozan.

The name names nobody in the box score, so it is a NAME error. It is corrected to the player
whose line the numbers told about the name fit: the first name's owner (the surname was the
slip) or the surname's owner (the first name was). With no numbers, or numbers that fit both
or neither, the surname is taken as the slip, as a surname is what a text repeats and a
generator copies from the wrong row; the comment says both readings.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.text.numbers import Number
from factcheck.reader.registry import claims_from

from .registry import legacy_rule


def _fits(player: Player, numbers: tuple[tuple[Number, str], ...]) -> bool:
    return all(player.stat(stat) == num.value for num, stat in numbers)


@legacy_rule("name_parts", "a name whose first name is one player's and surname another's: 'Kyle DeRozan'",
      verifies=("name",))
def check_name_parts(ctx: CheckContext) -> Iterator[Error]:
    for claim in claims_from(ctx, "name_parts"):
        parts = claim.detail
        first, surnamed = parts.first_of, parts.surname_of
        if parts.absent and not parts.numbers:
            continue  # "without Kyle DeRozan ( knee )": perhaps a player not in the box score at all
        value = claim.value
        right = first
        if parts.numbers and len(surnamed) == 1 and _fits(surnamed[0], parts.numbers) \
                and not _fits(first, parts.numbers):
            right = surnamed[0]  # the line is the surname's owner's: the first name is the slip
        why = (f"{value.word} is no player of this game: {first.first_name} is {first.name}'s first name, "
               f"{surnamed[0].last_name} is {' and '.join(p.name for p in surnamed)}'s surname")
        if parts.numbers and _fits(right, parts.numbers):
            why += f"; the numbers are {right.name}'s"
        yield Error(value.start, value.end, Category.NAME, right.name, why, "name_parts", claim)
