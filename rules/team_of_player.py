"""A team named as a player's own team when he plays for the other one; a player's name where a team is meant."""

from __future__ import annotations

from factcheck.claims import (Category, Facts, Fix, PlayerAsTeam, PlayerTeam, PlayerTeamForm, Verdict, correct, unchecked,
                              wrong)

from .registry import rule


@rule("team_of_player")
def verify_team_of_player(claim: PlayerTeam, facts: Facts) -> Verdict:
    """A team named as the team of a player of the other team: "the Hawks ' Kyle Korver", "added 21 points for the Nuggets".

    "the Hawks ' Kyle Korver", "Atlanta guard Kyle Korver", "added 21 points for the Nuggets" name
    a player's team; when he played for the other team, either name may be wrong. The judge's team
    reading (factcheck/engine/readings/teams.py) reads the team's name as his team's, a NAME error
    corrected in the form written, unless the numbers credited to him fit a player of the named
    team better than his own (then his name is the error, which the player readings and
    player_stats find). The lead verbs ("Korver led the Hawks") are team_names'.

    Example (correct): Milwaukee 's Dante Albright scored 26 points .
    Example (wrong): The [Nuggets -> Bucks] ' Dante Albright scored 26 points .
    """
    game = facts.game
    player = claim.player
    right = game.team(player.side)
    if player.side is claim.subject.side:
        return correct(claim, f"{player.name} played for the {right.name}")
    if claim.form is PlayerTeamForm.WITHOUT:
        # no line of his to weigh: the team named is the one that missed him
        subject = claim.subject
        return wrong(claim, Fix(subject.start, subject.end, Category.NAME, right.name_as(subject.form),
                                f"{player.name} plays for the {right.name}"))
    return unchecked(claim, f"{player.name} played for the {right.name}, but his numbers are another player's of "
                            f"the {game.team(claim.subject.side).name}: his name is the likelier error")


@rule("player_as_team")
def verify_player_as_team(claim: PlayerAsTeam, facts: Facts) -> Verdict:
    """A player's name where a team is meant: "defeated the David West ( 5 - 12 )".

    A record "( W - L )" follows team names only; after a player's name in a team's slot ("the
    <name> ( W - L )"), the name stands for a team: a NAME error, corrected to the team whose
    record it is in this game, or else to the team the sentence does not name ("the Suns ( 11 - 8 )
    defeated the <player> ( 5 - 12 )").

    Example (correct): The Bucks ( 4 - 2 ) defeated the Nuggets ( 2 - 3 ) .
    Example (wrong): The Bucks defeated the [Tyrell Hagan -> Denver Nuggets] ( 2 - 3 ) .
    """
    game = facts.game
    record = (claim.wins.value, claim.losses.value)
    player, sides = claim.subject.player, claim.sides
    teams = [t for t in game.teams if t.record == record]
    if len(teams) != 1:
        # "the Suns ( 11 - 8 ) defeated the <player> ( 5 - 12 )": the team the sentence does not name
        teams = [game.team(next(iter(sides)).other)] if len(sides) == 1 and None not in sides else []
    correction = teams[0].full_name if teams else ""
    return wrong(claim, Fix(claim.subject.start, claim.subject.end, Category.NAME, correction,
                            f"a record ( {record[0]} - {record[1]} ) follows a team's name; {player.name} is a player"
                            + (f"; the team is the {teams[0].name}" if teams else "")))
