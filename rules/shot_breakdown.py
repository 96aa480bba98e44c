"""A player's shooting: made-attempted lines, counts of shots and percentages."""

from __future__ import annotations

import math

from boxscore import Player, Shot
from factcheck.claims import (Category, Facts, Fix, PlayerPercent, PlayerShots, ShotWords, Verdict, correct, unchecked,
                              wrong)

from .registry import rule


@rule("shot_breakdown")
def verify_player_shooting(claim: PlayerShots | PlayerPercent, facts: Facts) -> Verdict:
    """A player's shooting: "10 - of - 17 shooting", "( 10 - 17 FG , 3 - 6 3Pt )", "four threes", "50 percent".

    Shooting lines are dense with numbers, and writers and generators swap a line's numbers, give
    one player's line to a teammate, or name the wrong shot type. Each wrong number (the made and
    the attempted number separately) is a NUMBER error over that number, corrected in the text's
    own form, with the box score as the comment ("Isaiah Thomas made 13 of 24 field goals"). A
    percentage is right when it is either rounding of made / attempted or the box score's own
    value. Two readings with fewer errors take precedence where they clearly fit: the words naming
    the shot type are the WORD error when the pair is exactly the player's line of another shot
    type ("went 6 - for - 6 from the three - point line" for 6-of-6 free throws), and the "two" of
    "two - point" is the slip when the numbers are exactly the player's three-pointers. (When a
    player given a fitting line elsewhere in the text is given a second line that is exactly
    another player's, the name is the error: a reading of the judge.)

    Example (correct): Dante Albright shot 10 - of - 19 from the field .
    Example (wrong): Dante Albright shot 10 - of - [21 -> 19] from the field .
    """
    player = claim.subject.player
    shot = claim.shot
    made, att = shot.of(player)
    if made is None or att is None:
        return unchecked(claim, f"the box score gives {player.name} no {shot.noun}")
    if isinstance(claim, PlayerPercent):
        return _percent(claim, player, made, att)
    fact = f"{player.name} made {made} of {att} {shot.noun}"
    misses = claim.misses(player)
    if not misses:
        return correct(claim, fact)
    two = _two_for_three(claim, player, misses)
    if two is not None:
        return wrong(claim, Fix.number(two, 3, f"{player.name} made {player.FG3M} of {player.FG3A} three-pointers "
                                               f"(and {made} of {att} two-pointers)"))
    other = _wrong_type(claim, player, misses)
    if other is not None and claim.cue is not None:
        o_made, o_att = other.of(player)
        comment = f"{player.name} made {o_made} of {o_att} {other.noun} (and {made} of {att} {shot.noun})"
        return wrong(claim, Fix(claim.cue[0], claim.cue[1], Category.WORD, _type_words(claim, other), comment))
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in ((claim.made, made), (claim.attempted, att))
                          if num is not None and num.value != actual))


def _percent(claim: PlayerPercent, player: Player, made: int, att: int) -> Verdict:
    """A percentage is right when it is a rounding of made / attempted (down, up or to the nearest)
    or the box score's own value."""
    if not att:
        return unchecked(claim, f"{player.name} attempted no {claim.shot.noun}")
    exact = 100 * made / att
    ok = {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}
    line = player.stat(claim.shot.percent)
    if line is not None:
        ok.add(line)
    num = claim.number
    actual = line if line is not None and line in ok else math.floor(exact + 0.5)
    fact = f"{player.name} shot {actual} percent {claim.shot.phrase} ({made} of {att})"
    if num.value in ok:
        return correct(claim, fact)
    return wrong(claim, Fix.number(num, actual, fact))


def _wrong_type(claim: PlayerShots, player: Player, misses: int) -> Shot | None:
    """The shot type a pair was meant to name, when the words naming its type are the slip.

    That is the reading when the pair fits another shot type of its player exactly and misses
    both numbers of the type it names ("went 6 - for - 6 from the three - point line" for 6-of-6
    free throws), that type is not stated by another pair of the line, and the words could be the
    slip: a type named twice in one line ("( 8 - 13 FG , 1 - 4 3Pt , 6 - 10 FG )"), or words in
    running text. In the fixed "( 8 - 15 FG , 3 - 4 3Pt , 3 - 4 FT )" the labels are positional,
    and "including 4 - of - 4 from deep" is a part of the field goals: there the numbers are what
    is wrong.
    """
    if claim.made is None or claim.attempted is None or claim.cue is None or misses < 2:
        return None
    pair = (claim.made.value, claim.attempted.value)
    # two-pointers are a part of the field goals, not a type the words could have meant instead
    others = [t for t in Shot if t not in (claim.shot, Shot.FG2) and t.of(player) == pair and pair[1] > 0]
    if len(others) != 1 or others[0] in claim.stated:
        return None
    if claim.shot not in claim.stated and claim.fixed:
        return None
    return others[0]


def _type_words(claim: PlayerShots, shot: Shot) -> str:
    """The words for ``shot`` in the form of the words they replace ("FT" for "FG")."""
    if claim.words is ShotWords.LABEL_CAPS or claim.words is ShotWords.LABEL:
        return {Shot.FG: "FG", Shot.FG3: "3PT" if claim.words is ShotWords.LABEL_CAPS else "3Pt", Shot.FT: "FT"}[shot]
    return shot.phrase.replace("-", " - ")


def _two_for_three(claim: PlayerShots, player: Player, misses: int):
    """The "two" of "two - point" when the words were meant to say three-pointers: every number of
    the claim misses the player's two-pointers and is exactly his three-pointers ("drained four of
    his seven two - point attempts" for 4-of-7 threes)."""
    if claim.shot != Shot.FG2 or claim.two is None:
        return None
    fg3 = Shot.FG3.of(player)
    wanted = tuple(v for v, num in zip(fg3, (claim.made, claim.attempted)) if num is not None)
    stated = tuple(n.value for n in claim.numbers)
    if stated != wanted or misses < len(stated):
        return None
    return claim.two
