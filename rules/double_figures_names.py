"""A player listed among a team's double-figure scorers who scored under ten."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, ListedScorer, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("double_figures_names")
def verify_listed_scorer(claim: ListedScorer, facts: Facts) -> Verdict:
    """A player listed among a team's double-figure scorers: "six players in double figures , including A and B".

    Generators fill such lists with any of the team's names. A listed player who scored fewer
    than ten points is a NAME error over his name (no correction: the list's other names are
    given in the comment). A player of the other team than the one the sentence names is left to
    the team rules.

    Example (correct): Six Bucks scored in double figures , including Dante Albright and Corey Vance .
    Example (wrong): Six Bucks scored in double figures , including Dante Albright and [Nate Hollings] .
    """
    game, p, side = facts.game, claim.subject.player, claim.team
    if p.side is not side:
        return unchecked(claim, f"{p.name} does not play for the {game.team(side).name} the sentence names")
    points = p.stat("PTS") or 0
    if points >= 10:
        return correct(claim, f"{p.name} scored {points} points")
    others = [q.name for q in game.double_figures(side)]
    subject = claim.subject
    return wrong(claim, Fix(subject.start, subject.end, Category.NAME, "",
                            f"{p.name} scored {points}; the {game.team(side).name} in double figures: "
                            + ", ".join(others)))
