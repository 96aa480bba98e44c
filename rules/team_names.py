"""Team names the sentence contradicts: a team related to itself, or led by a player of the other team."""

from __future__ import annotations

from factcheck.claims import Facts, SameTeam, TeamLedBy, Verdict, correct, unchecked

from .registry import rule


@rule("team_names")
def verify_team_names(claim: SameTeam | TeamLedBy, facts: Facts) -> Verdict:
    """Team names: a team related to itself ("the Hawks defeated the Hawks"), or led by a player of the other team.

    A team cannot beat, outscore or hold itself, and a player leads his own team: "Paul Millsap
    led the way for Orlando" with Millsap a Hawk names the wrong team. Which name is wrong is the
    judge's team reading (factcheck/engine/readings/teams.py): of a team related to itself, the
    name the result contradicts (or, for a contrast of numbers, the name whose clause gives the
    other team's percentages); of a lead, the team's, unless the numbers credited to the player
    fit a player of the named team better (then his name is the error). The name is a NAME error
    corrected to the team meant, in the form written (city, nickname or both), and every claim of
    that mention (its record, its result) is verified as the other team's.

    Example (correct): Dante Albright led the way for the Bucks with 26 points .
    Example (wrong): Dante Albright led the way for the [Nuggets -> Bucks] with 26 points .
    """
    game = facts.game
    team = game.team(claim.subject.side)
    if isinstance(claim, SameTeam):
        if claim.first.side is not claim.subject.side:
            return correct(claim, f"the {game.team(claim.first.side).name} played the {team.name}")
        return unchecked(claim, "one team on both sides: which name is the other team's is the judge's reading")
    player = claim.player
    if player.side is claim.subject.side:
        return correct(claim, f"{player.name} played for the {team.name}")
    if any(q.side is claim.subject.side for q in claim.partners):
        return unchecked(claim, "led by a pair: the team is his partner's")
    return unchecked(claim, f"{player.name} played for the {game.team(player.side).name}, but his numbers are "
                            f"another player's of the {team.name}: his name is the likelier error")
