"""A team's record where the game left it: "improved to 19 - 13", "are now 28 - 9"."""

from __future__ import annotations

from factcheck.claims import Facts, Fix, RecordChange, Verdict, correct, unchecked, wrong

from .registry import rule


@rule("record_changes")
def verify_record_change(claim: RecordChange, facts: Facts) -> Verdict:
    """A team's record after the game, said with a verb: "improved to 19 - 13", "are now 28 - 9".

    RotoWire's wins and losses are the record after the game. Summaries move a record by one
    game, swap wins and losses, or give the other team's. A narrower record ("12 - 3 at home",
    "8 - 2 in their last ten") is read with its frame and left alone. Each wrong number is a
    NUMBER error corrected to the record. In the playoffs RotoWire counts the series, so a
    season record there is left alone.

    Example (correct): The Bucks improved to 4 - 2 with the win .
    Example (wrong): The Nuggets fell to 2 - [4 -> 3] with the loss .
    """
    game = facts.game
    team = game.team(claim.subject.side)
    wins, losses = claim.wins, claim.losses
    if team.record is None:
        return unchecked(claim, "the record is not in the box score")
    date = game.date
    playoffs = (date.month == 4 and date.day >= 15) or date.month in (5, 6)
    if playoffs and sum(team.record) <= 7 < wins.value + losses.value:
        return unchecked(claim, "a playoff game: the data count the series")
    fact = f"the {team.name} were {team.wins} - {team.losses} after this game"
    if (wins.value, losses.value) == team.record:
        return correct(claim, fact)
    return wrong(claim, *(Fix.number(num, actual, fact) for num, actual in ((wins, team.wins), (losses, team.losses))
                          if num.value != actual))
