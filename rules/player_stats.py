"""A player's counting statistics: "<player> ... 38 points , six assists and a steal"."""

from __future__ import annotations

from boxscore import Stat
from factcheck.claims import Facts, Fix, PlayerStat, Verdict, correct, unchecked, wrong

from .registry import rule

#: How sure a minutes figure one off the box score is wrong: the box score rounds the seconds,
#: and writers who give whole minutes played write one less (on the generalization clean texts,
#: 87 of 95 minutes alarms are the box score's figure less one, none more), so one less is very
#: likely the writer's truncation; one more, a rounding the other way or a slip.
MINUTES_ONE_LESS = 0.3
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
    if actual == num.value:
        return correct(claim, f"{player.name} had {actual} {claim.stat.noun}")
    comment = f"{player.name} had {actual} {claim.stat.noun}, not {num.value}"
    if claim.stat is Stat.MIN and num.value == actual - 1:
        # RotoWire rounds minutes; a writer counting whole minutes played drops the seconds
        return wrong(claim, Fix.number(num, actual, comment, MINUTES_ONE_LESS,
                                       "minutes one less than the rounded figure: whole minutes played"))
    if claim.stat is Stat.MIN and num.value == actual + 1:
        return wrong(claim, Fix.number(num, actual, comment, MINUTES_ONE_MORE, "minutes off by one: rounding"))
    return wrong(claim, Fix.number(num, actual, comment))
