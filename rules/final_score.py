"""The final score, written "113 - 107": both numbers must be the two teams' points."""

from __future__ import annotations

from factcheck.claims import Facts, FinalScore, Fix, Verdict, correct, wrong

from .registry import rule


@rule("final_score")
def verify_final_score(claim: FinalScore, facts: Facts) -> Verdict:
    """The final score: "defeated the Lakers , 113 - 107".

    The reader takes a pair for this game's final score when both numbers are plausible totals or
    it stands right after "X defeated Y", and it is no record, shooting line or part of the game; a
    pair about another game is read with that frame and left alone. Either team's points may come
    first. Each wrong number is a NUMBER error, corrected to the winner's points (the larger
    number) or the loser's (the smaller); a pair with one number right keeps it.

    Example (correct): The Bucks defeated the Nuggets , 108 - 101 , on Friday .
    Example (wrong): The Bucks defeated the Nuggets , 108 - [99 -> 101] , on Friday .
    """
    game = facts.game
    high, low = game.winner.points, game.loser.points
    fact = f"the final score was {game.winner.name} {high}, {game.loser.name} {low}"
    first, second = sorted((claim.first, claim.second), key=lambda n: -n.value)
    if (first.value, second.value) == (high, low):
        return correct(claim, fact)
    if first.value == high or second.value == low:
        bad = [(second, low)] if first.value == high else [(first, high)]
    else:
        bad = [(first, high), (second, low)]
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in bad))
