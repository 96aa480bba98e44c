"""A player's counting statistics: "<player> ... 38 points , six assists and a steal"."""

from __future__ import annotations

from boxscore import Stat
from factcheck.claims import Facts, Fix, Mode, PlayerStat, Verdict, correct, unchecked, wrong

from .registry import rule

EXACT = Mode.EXACT

#: How sure a minutes figure one more than the box score is wrong: a rounding the other way or a slip.
#: One less is no error: the box score rounds the seconds, and writers who give the whole minutes
#: played write one less (on RotoWire's human-written valid summaries, 87 of 95 minutes figures
#: that differ from the box score are its figure less one; in the NLG systems' outputs one less and
#: one more are about as rare as each other), so the figure is what the game's clock says.
MINUTES_ONE_MORE = 0.5


@rule("player_stats")
def verify_player_stat(claim: PlayerStat, facts: Facts) -> Verdict:
    """A player's points, rebounds, assists, steals, blocks, turnovers, fouls or minutes in this game.

    The most frequent error of generated summaries: a figure that is not the player's, off by a
    few or copied from a team-mate. Each number bound to a player and a statistic is compared with
    his box-score line; a wrong one is a NUMBER error over the number, corrected in the text's own
    form ("six" -> "four"). When the figures credited to a player are another player's line, the
    judge reads the sentence as about that player: the name is the error, and the numbers are
    checked as his.

    Example (correct): Marcus Redfield scored 21 points and grabbed 11 rebounds .
    Example (wrong): Corey Vance scored 15 points with [six -> four] assists off the bench .
    """
    player = claim.subject.player
    actual = player.stat(claim.stat)
    if actual is None:
        return unchecked(claim, f"{player.name} has no {claim.stat.noun} figure")
    num = claim.number
    if claim.mode is not EXACT:  # "eclipsed 35 minutes", "20 - plus points": a bound, verified as one
        said = f"{claim.mode.value.replace('_', ' ')} {num.value}"
        if claim.mode.holds(num.value, actual):
            return correct(claim, f"{player.name} had {actual} {claim.stat.noun} ({said})")
        return wrong(claim, Fix.number(num, actual, f"{player.name} had {actual} {claim.stat.noun}, not {said}"))
    if actual == num.value:
        return correct(claim, f"{player.name} had {actual} {claim.stat.noun}")
    comment = f"{player.name} had {actual} {claim.stat.noun}, not {num.value}"
    if claim.stat is Stat.MIN and num.value == actual - 1:
        # RotoWire rounds minutes; a writer counting whole minutes played drops the seconds
        return correct(claim, f"{player.name} had {actual} minutes, rounded: {num.value} whole minutes")
    if claim.stat is Stat.MIN and num.value == actual + 1:
        return wrong(claim, Fix.number(num, actual, comment, MINUTES_ONE_MORE, "minutes off by one: rounding"))
    return wrong(claim, Fix.number(num, actual, comment))
