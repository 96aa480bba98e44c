"""Counts of players: "six players scored in double figures", "all five starters scored in double digits"."""

from __future__ import annotations

from boxscore import Game, Player, Side
from factcheck.claims import Facts, Fix, PlayerCount, Unit, Verdict, correct, unchecked, wrong

from .registry import rule


def _unit(game: Game, side: Side, unit: Unit) -> tuple[Player, ...]:
    if unit is Unit.STARTERS:
        return game.starters(side)
    if unit is Unit.BENCH:
        return game.bench(side)
    return tuple(p for p in game.roster(side) if p.played)


def _counted(game: Game, side: Side, claim: PlayerCount) -> list[Player]:
    """The players of ``side``'s unit who reached double figures (or had a double-double)."""
    players = _unit(game, side, claim.unit)
    if claim.double_doubles:
        return [p for p in players if p.double_digit_count >= 2]
    return [p for p in players if (p.stat(claim.stat) or 0) >= 10]


def _expected(game: Game, claim: PlayerCount) -> tuple[set[int], Side | None, list[Player]] | None:
    """The values the count may be right at, and the side and players its correction takes
    (no side: no correction is sure); None when whose team it is cannot be said."""
    said = claim.subject.side
    sides = [said] if said is not None else []
    if not sides:
        if claim.other:  # "four other players ...": the team of those named
            sides = list({p.side for p in game.played if p.index in claim.whose})
            if len(sides) != 1:
                return None
        else:
            sides = [Side.HOME, Side.VIS]
    ok: set[int] = set()
    for ex in claim.excluded:
        per_side = [len([p for p in _counted(game, side, claim) if p.index not in ex]) for side in sides]
        ok.update(per_side)
        if not claim.every:
            ok.add(sum(per_side))
    side = sides[0] if len(sides) == 1 else claim.context_side
    if side is None:
        return ok, None, []
    return ok, side, [p for p in _counted(game, side, claim) if p.index not in claim.chosen]


@rule("player_counts")
def verify_player_count(claim: PlayerCount, facts: Facts) -> Verdict:
    """How many players reached double figures or had double-doubles: "six players scored in double figures".

    The box score settles how many of a team's players (or starters, or reserves) reached 10
    points ("double figures" / "double digits"; or 10 of the statistic named: "in double figures
    in rebounds"), and how many had a double-double; generators miscount them. A wrong count is a
    NUMBER error over the number, corrected in the text's own form ("six" -> "three"). A count
    naming no team is of either team or both together: it is wrong only when it fits none, and is
    corrected to the count of the team of the nearest sentences before (none: no error, as no
    correction is sure). "Other" players are counted without the players named before them,
    under any of the readings of who that is.

    Example (correct): The Bucks had five players score in double figures .
    Example (wrong): The Nuggets had [six -> four] players score in double figures .
    """
    game = facts.game
    expected = _expected(game, claim)
    if expected is None:
        return unchecked(claim, "the players left out by 'other' play for both teams")
    ok, side, counted = expected
    num = claim.number
    if num.value in ok:
        said = claim.subject.side
        return correct(claim, f"{num.value} fits the box score's count of "
                              + ("either team or both" if said is None else game.team(said).name))
    if side is None:
        return unchecked(claim, "which team's count it is, and so the correction, is not certain")
    actual = len(counted)
    fix = Fix.number(num, actual, "")
    correction = fix.correction[:1].upper() + fix.correction[1:] if claim.capital else fix.correction
    group = ("other " if claim.other else "") + claim.unit.noun
    what = "had a double-double" if claim.double_doubles else {"PTS": "scored in double figures"}.get(
        claim.stat, f"had 10 or more {claim.stat}")
    names = ", ".join(p.name for p in counted) or "none"
    return wrong(claim, Fix(num.start, num.end, fix.category, correction,
                            f"{actual} {game.team(side).name} {group} {what}: {names}"))
