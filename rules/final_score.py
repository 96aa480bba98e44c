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
    number) or the loser's (the smaller), or, when that is fewer corrections, to the points of the
    team whose place it holds ("94 - 99" for 94 - 90: the 99 is the one slip); a pair with one
    number right keeps it.

    Example (correct): The Bucks defeated the Nuggets , 108 - 101 , on Friday .
    Example (wrong): The Bucks defeated the Nuggets , 108 - [99 -> 101] , on Friday .
    Example (wrong): The Bucks defeated the Nuggets , 108 - [111 -> 101] , on Friday .
    """
    game = facts.game
    high, low = game.winner.points, game.loser.points
    fact = f"the final score was {game.winner.name} {high}, {game.loser.name} {low}"
    first, second = sorted((claim.first, claim.second), key=lambda n: -n.value)
    if (first.value, second.value) == (high, low):
        return correct(claim, fact)
    # the larger number read as the winner's, or each number where it is written ("94 - 99" when
    # the score was 94 - 90: the 99 is the slip); the fewer corrections win, ties the larger-first
    readings = ([(first, high), (second, low)], [(claim.first, high), (claim.second, low)],
                [(claim.first, low), (claim.second, high)])
    bad = min(([(num, actual) for num, actual in pairs if num.value != actual] for pairs in readings), key=len)
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in bad))
