"""Leader words, verified: "led the team", "paced", "a game - high 31 points", "the lone bright spot"."""

from __future__ import annotations

from boxscore.leaders import leader_fact, pool_name, pool_players
from factcheck.claims import Category, Facts, Fix, Lead, LeadForm, Pool, Verdict, correct, unchecked, wrong

from .registry import rule


def _trail(claim: Lead, facts: Facts) -> Verdict:
    """"<player> trailed the team in scoring": wrong when he led it (ties lead)."""
    player, pool, stat = claim.subject.player, claim.pool.value, claim.stat
    fact = leader_fact(facts.game, player, pool, stat)
    if fact is not None:
        return correct(claim, fact)
    start, end = claim.phrase
    return wrong(claim, Fix(start, end, Category.WORD, "led",
                            f"{player.name} led {pool_name(facts.game, player.side, pool)} with "
                            f"{player.stat(stat)} {stat.noun}"))


@rule("leaders")
def verify_lead(claim: Lead, facts: Facts) -> Verdict:
    """Leader words: led / paced / topped a team, its bench or both teams; game-, team-, bench-high; the high-point man.

    The reader reads who was said to lead which pool (his team, his team's bench, or the whole
    game) in which statistic; the player's *actual* figure is compared with the best of the pool
    (ties lead). Generators call any high scorer the leader. A wrong claim is a WORD error over the
    shortest leader words ("led", "game - high"; "game - high" of a team's leader is corrected to
    "team - high"). "led the bench / the second unit" compares the player with his team's bench
    players (a starter said to lead it is a role error as well). When the lead's figure is exactly
    the pool leader's, or the sentence's figures are another player's line, the name is the error
    (the judge's reading) and the leader words are left alone.

    Example (correct): Tyrell Hagan led all scorers with 27 points , and Dante Albright paced the Bucks .
    Example (wrong): Redfield [led] the Bucks in scoring , and Kastellan had a [game - high -> team - high] 12 boards .
    """
    if claim.form is LeadForm.TRAIL:
        return _trail(claim, facts)
    if claim.form is LeadForm.PLAYER_OF_GAME:
        return unchecked(claim, "'the player of the game' is no box-score fact")
    game, player, pool, stat = facts.game, claim.subject.player, claim.pool.value, claim.stat
    figure = claim.figure
    if claim.form is LeadForm.HIGH and figure is not None and player.stat(stat) != figure.value:
        # "Paul scored a game - high 34 points": 34 is exactly the leader's figure, the "- high" is
        # right for it. (Not for "led ... with 14 points": annotators mark the figure and "led".)
        if figure.value == max((p.stat(stat) or 0) for p in pool_players(game, player.side, pool)):
            return unchecked(claim, "the figure is the pool leader's: the name is the error")
    fact = leader_fact(game, player, pool, stat)
    if fact is None:
        return correct(claim, f"{player.name} led {pool} with {player.stat(stat)}")
    start, end = claim.phrase
    correction = ""
    if claim.pool is Pool.GAME and end - start == 3 and leader_fact(game, player, "team", stat) is None:
        correction = "team - high"
    return wrong(claim, Fix(start, end, Category.WORD, correction, fact))
