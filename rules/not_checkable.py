"""Claims no data given here can settle, marked NOT_CHECKABLE (only with ``--not-checkable``)."""

from __future__ import annotations

from factcheck.claims import Category, Facts, Fix, Unverifiable, Verdict, unchecked

from .registry import rule


@rule("not_checkable", needs="F")
def verify_not_checkable(claim: Unverifiable, facts: Facts) -> Verdict:
    """Claims no given data can settle: standings, seeding, playoff race, odds, injuries, season averages, career marks.

    The shared task's annotators mark such claims NOT_CHECKABLE: the box score, the schedule and
    earlier box scores do not say whether a team is "in seventh place", a player "nursing a knee
    injury" or "averaging 16 points on the year". The span says what an annotator has to look up;
    it is a request to check, not a finding, so it is written only with ``--not-checkable``. A
    "season - high" followed by a team's score of this game is left alone (the schedule settles it).

    Example (correct): The Bucks defeated the Nuggets on Friday .
    Example (wrong): Oren Kastellan scored 14 points despite a [knee injury] .
    """
    score = claim.score
    if score is not None and any(t.points == score.value for t in facts.game.teams):
        return unchecked(claim, "a team's score of this game: the schedule settles a team's season high")
    return unchecked(claim, claim.why, Fix(claim.start_at, claim.end_at, Category.NOT_CHECKABLE, "", claim.why))
