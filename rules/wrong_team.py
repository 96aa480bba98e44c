"""A player put in the other team's narrative: his name is a CONTEXT error."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, StoryTeam, Verdict, correct, wrong

from .registry import rule


@rule("wrong_team")
def verify_story_team(claim: StoryTeam, facts: Facts) -> Verdict:
    """A player's line told in the other team's story: "X followed up with ..." (CONTEXT).

    Summaries tell a game team by team: "The Grizzlies were led by Marc Gasol ... Mike Conley
    followed up with 18 points ... Zach Randolph chipped in 14". Words such as "followed", "was
    next", "chipped in", "added", "also", "the only other starter", "led the second unit", or a
    ", while" clause joined to a teammate's line continue the team of the narrative. When such a
    continuation names a player of the *other* team and the clause names no team, the player's
    stats are right but put in the wrong team's story: annotators mark the name as CONTEXT. The
    reader follows the narrative team through the text clause by clause (a clause naming one team
    sets it; a clause opened by a player without a continuation word starts his team's story);
    without a continuation word, a line of the other team's player is misplaced only when it sits
    alone between two lines of the story's team in a text told team by team. Writers turn to the
    other team with "meanwhile", "on the other side", "in the loss": no continuation then.

    Example (correct): Dante Albright led the way for the Bucks with 26 points . Oren Kastellan followed with 14 points .
    Example (wrong): Dante Albright led the way for the Bucks with 26 points . [Tyrell Hagan] followed with 27 points .
    """
    game = facts.game
    player, side = claim.subject.player, claim.side
    fact = f"{player.name} played for the {game.team(player.side).name}"
    if player.side is side:
        return correct(claim, fact)
    return wrong(claim, Fix(claim.subject.start, claim.subject.end, Category.CONTEXT, "",
                            f"{fact}, not the {game.team(side).name}"))
