"""A team named as this game's winner when it lost, or as the loser when it won."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, TeamResult, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("team_result")
def verify_team_result(claim: TeamResult, facts: Facts) -> Verdict:
    """A team as the subject of a result word: "The Bucks were able to prevail", "Milwaukee lost at home".

    When a sentence opens with a team and says it won or lost, and the other team is the one that
    did, the annotators read the name as the error: a NAME error over the team's name, corrected to
    the other team in the form written (city, nickname or both). A sentence naming another weekday
    than this game's is about another game and is left alone.

    Example (correct): The Bucks were able to prevail on the road .
    Example (wrong): The [Nuggets -> Bucks] were able to prevail on the road .
    """
    game = facts.game
    subject = claim.subject
    if claim.weekdays - {game.weekday.lower()}:
        return unchecked(claim, "another day's game")
    won = subject.side is game.winner.side
    winner, loser = game.winner, game.loser
    if claim.won == won:
        return correct(claim, f"the {winner.name} won {winner.points} - {loser.points}")
    team, right = game.team(subject.side), game.team(subject.side.other)
    comment = f"the {right.name} won {right.points} - {team.points}" if claim.won \
        else f"the {team.name} won {team.points} - {right.points}"
    return wrong(claim, Fix(subject.start, subject.end, Category.NAME, right.name_as(subject.form), comment))
