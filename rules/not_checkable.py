"""Claims no data given here can settle, marked NOT_CHECKABLE (only with ``--not-checkable``)."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, Lookup, Unverifiable, Verdict, unchecked

from .registry import rule

_STANDINGS = "the standings are not in the box score or schedule"
_SEASON = "a player's whole season is not in the data"
#: Why no data here settles each kind of claim (the comment of its span).
WHY = {
    Lookup.PLACE: "standings are not in the box score or schedule",
    Lookup.SEED: "seeding are not in the box score or schedule",
    Lookup.SEEDED: "seeding is not in the box score or schedule",
    Lookup.STANDINGS: _STANDINGS,
    Lookup.BETTING: "betting lines are not in the data",
    Lookup.TITLE: "earlier seasons' titles are not in the data",
    Lookup.SINCE: _SEASON,
    Lookup.SEASON_HIGH: _SEASON,
    Lookup.CAREER_HIGH: "a player's earlier seasons are not in the data",
    Lookup.PLAYOFF_RACE: "the playoff race (standings of the whole league) is not in the data",
    Lookup.TIP_OFF: "tip-off times are not in the box score or schedule",
    Lookup.INJURY: "injuries are not in the data",
    Lookup.SEASON_AVERAGE: "a player's season average needs every game of his season",
}


@rule("not_checkable", needs="F")
def verify_not_checkable(claim: Unverifiable, facts: Facts) -> Verdict:
    """Claims no given data can settle: standings, seeding, playoff race, odds, injuries, season averages.

    An annotator still has to look such claims up: the standings and seeding, the playoff race,
    betting lines, titles, injuries, tip-off times, a player's season averages, season and career
    highs. The span says where; the annotators mark it NOT_CHECKABLE. A span here is a request to
    check, not a finding, so it is emitted only when a run asks for such spans (``--not-checkable``).
    A "season - high" followed by a team's score of this game is left alone: the schedule settles
    it (the history rule). The history rule adds the player runs whose earlier box scores are missing.

    Example (correct): The Bucks defeated the Nuggets 108 - 101 on Friday .
    Example (wrong): Corey Vance scored 15 points despite an [ankle injury] as the Bucks moved into [third place] .
    """
    score = claim.score
    if score is not None and any(t.points == score.value for t in facts.game.teams):
        return unchecked(claim, "a team's score of this game: the schedule settles a team's season high")
    why = WHY[claim.lookup]
    # a request to look it up, emitted on request only: not a finding that the claim is wrong
    return unchecked(claim, why, Fix(claim.start_at, claim.end_at, Category.NOT_CHECKABLE, "", why))
