"""Double-figure scorers: "the only other starter in double figures", "six players in double digits"."""

from __future__ import annotations

from boxscore import Game, Player, Side
from factcheck.claims import (Category, Facts, Fix, OnlyOther, ScorerCount, Unit, Verdict, correct, unchecked,
                              wrong)

from .registry import rule


def _unit(game: Game, side: Side, unit: Unit) -> list[Player]:
    players = [p for p in game.played if p.side is side]
    if unit is Unit.STARTERS:
        return [p for p in players if p.starter]
    if unit is Unit.BENCH:
        return [p for p in players if not p.starter]
    return players


def _fits(player: Player, unit: Unit) -> bool:
    return unit is Unit.TEAM or (unit is Unit.STARTERS) == player.starter


def _singular_of_other_team(game: Game, claim: OnlyOther, player: Player) -> list[Fix]:
    """"the only other Buck" said of a Nugget: the singular noun, corrected to his team's."""
    for k, side in claim.singulars:
        if side is player.side:
            continue
        name = game.team(player.side).name
        right = name[:-1] if name.endswith("s") else name
        return [Fix(k, k + 1, Category.NAME, right, f"{player.name} played for the {name}")]
    return []


def _missing(game: Game, claim: OnlyOther, player: Player, side: Side) -> list[Player]:
    """Players of ``side``'s unit (other than ``player``) with 10 or more points that "only (other)"
    leaves out: all of them, or for "only other" those not named before."""
    others = [p for p in _unit(game, side, claim.unit) if p is not player and (p.PTS or 0) >= 10]
    return [p for p in others if p.index not in claim.named_before] if claim.other else others


def _only(claim: OnlyOther, game: Game) -> Verdict:
    player = claim.subject.player
    if not player.played:
        return unchecked(claim, "a player who did not play")
    if not _fits(player, claim.unit):
        return unchecked(claim, "the unit word does not fit his role (the role family's)")
    points = player.PTS or 0
    side = claim.side
    fixes: list[Fix] = []
    if side is not None and side is not player.side:
        # "<a Nugget> was the only other Buck in double figures": a singular team noun of the
        # other team is a NAME error, corrected to his team's; a team name there ("Nets player")
        # is a context error (another family's); "only other" is wrong too when it fails for both
        fixes = _singular_of_other_team(game, claim, player)
        if points < 10 or not _missing(game, claim, player, side) or not _missing(game, claim, player, player.side):
            return wrong(claim, *fixes) if fixes else unchecked(claim, "the unit words name the other team")
    elif points < 10:
        return wrong(claim, Fix(claim.figures, claim.figures + 2, Category.WORD, "",
                                f"{player.name} scored {points} points"))
    missing = _missing(game, claim, player, player.side)
    if not missing:
        if fixes:
            return wrong(claim, *fixes)
        return correct(claim, f"{player.name} scored {points} points; every other of the unit in double figures "
                              "was named before" if claim.other else f"{player.name} scored {points} points, "
                              "the only one of the unit in double figures")
    label = {Unit.TEAM: f"the {game.team(player.side).name}", Unit.STARTERS: "its starters",
             Unit.BENCH: "its bench"}[claim.unit]
    comment = f"besides {player.name} ({points}), of {label} " + \
              ", ".join(f"{p.name} ({p.PTS})" for p in missing) + \
              (" also scored 10 or more and were not named before" if claim.other else " also scored 10 or more")
    return wrong(claim, *fixes, Fix(claim.phrase[0], claim.phrase[1], Category.WORD, "", comment))


def _count(claim: ScorerCount, game: Game) -> Verdict:
    num, side = claim.number, claim.subject.side
    scorers = [p for p in game.played if p.side is side and (p.PTS or 0) >= 10]
    fact = f"{len(scorers)} {game.team(side).name} players scored 10 or more: " + \
        ", ".join(f"{p.name} ({p.PTS})" for p in scorers)
    if len(scorers) == num.value:
        return correct(claim, fact)
    fix = Fix.number(num, len(scorers), fact)
    if claim.capital:
        fix = Fix(fix.start, fix.end, fix.category, fix.correction[:1].upper() + fix.correction[1:], fact)
    return wrong(claim, fix)


@rule("only_other")
def verify_only_other(claim: OnlyOther | ScorerCount, facts: Facts) -> Verdict:
    """Double-figure scorers: "the only other starter in double figures", "<Team> had six players in double digits".

    "<X> was the only other <unit> in double figures" says X scored 10 or more, and every other
    player of the unit (X's team; its starters or its reserves when the sentence says so) who did
    was named earlier in the text; "the only / the lone <unit> in double figures" that nobody else
    of it did. Generators write it of whoever they name last. An unnamed double-figure scorer makes
    "only other" a WORD error; X under 10 makes "double figures" one. A unit word that does not fit
    X ("starter" for a reserve) is a role error, another family's. "<Team> had six players score in
    double figures" is the count of the team's players with 10 or more points (a NUMBER error).

    Example (correct): Hagan scored 27 and Thorne 10 . Gideon Mabry was the only other starter in double figures .
    Example (wrong): Hagan scored 27 and Thorne 10 . Gideon Mabry was the [only other] Nugget in double figures .
    """
    if isinstance(claim, ScorerCount):
        return _count(claim, facts.game)
    return _only(claim, facts.game)
