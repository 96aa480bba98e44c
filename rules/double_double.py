"""Double-doubles, triple-doubles and double figures of a player."""

from __future__ import annotations

from boxscore import Player
from boxscore.models import COLUMN_NAMES, DOUBLE_DIGIT_STATS
from factcheck.claims import Category, DoubleDouble, DoubleFigures, Facts, Fix, Verdict, correct, unchecked, wrong
from factcheck.claims.players import TERM_NAMES

from .registry import rule

#: A "near" miss this many units short of ten in all (the best two or three statistics) is no
#: near miss ("a near double - double" of 5 points and 9 rebounds); writers stretch it to ~5.
NEAR_MIN_SHORTFALL = 6


def _figures(player: Player) -> str:
    return ", ".join(f"{player.stat(k)} {COLUMN_NAMES[k]}" for k in DOUBLE_DIGIT_STATS)


def _tokenized(name: str) -> str:
    """A term as the shared task tokenizes it ("double - double")."""
    return name.replace("-", " - ")


def _shortfall(player: Player, need: int) -> int:
    """How many units the player's best ``need`` statistics were short of ten, in all."""
    best = sorted((player.stat(k) or 0 for k in DOUBLE_DIGIT_STATS), reverse=True)[:need]
    return sum(max(0, 10 - v) for v in best)


def _term(claim: DoubleDouble, player: Player) -> Verdict:
    need, have = claim.need, player.double_digit_count
    (start, end), (at, _) = claim.phrase, claim.term
    if claim.near:
        if have >= need:
            # "a near double - double" -> "a double - double"; "nearly had a ..." has no one-span fix
            fix = _tokenized(TERM_NAMES[min(have, 4)]) if start < at or have != need else ""
            return wrong(claim, Fix(start, end, Category.WORD, fix,
                                    f"{player.name} had a {TERM_NAMES[min(have, 4)]}: {_figures(player)}"))
        short = _shortfall(player, need)
        if short >= NEAR_MIN_SHORTFALL:
            return wrong(claim, Fix(start, end, Category.WORD, "", f"{player.name} was {short} short of a "
                                                                   f"{TERM_NAMES[need]} in all: {_figures(player)}"))
        return correct(claim, f"{player.name} nearly had a {TERM_NAMES[need]}: {_figures(player)}")
    if have == need:
        return correct(claim, f"{player.name} had a {TERM_NAMES[need]}: {_figures(player)}")
    correction = _tokenized(TERM_NAMES[have]) if have in TERM_NAMES else ""
    what = f"a {TERM_NAMES[have]}" if have in TERM_NAMES else f"{have} double-digit statistic{'s' * (have != 1)}"
    return wrong(claim, Fix(at, end, Category.WORD, correction,
                            f"{player.name} had {what}, not a {TERM_NAMES[need]}: {_figures(player)}"))


def _double_figures(claim: DoubleFigures, players: tuple[Player, ...]) -> Verdict:
    stat = claim.stat
    facts = ", ".join(f"{p.name} had {p.stat(stat)} {stat.noun}" for p in players)
    if all((p.stat(stat) or 0) >= 10 for p in players):
        return correct(claim, facts)
    return wrong(claim, Fix(claim.term[0], claim.term[1], Category.WORD, "", facts))


@rule("double_double")
def verify_double(claim: DoubleDouble | DoubleFigures, facts: Facts) -> Verdict:
    """Double-doubles, triple-doubles ("a near triple - double") and double figures of a player.

    A double-double is ten or more in two of points, rebounds, assists, steals and blocks (three
    for a triple-double); "double figures" is ten or more points (or of the statistic named after
    it: "double figures in rebounds"). Generators hand out double-doubles to lines that miss one
    by a rebound, and call triple-doubles double-doubles. A wrong term is a WORD error over it,
    corrected to the term the box score reaches ("double - double" -> "triple - double"); a near
    miss is wrong when the player did reach it, or fell far short. Streaks, season counts,
    averages, plural "double - doubles" and negations are read but not checked.

    Example (correct): Marcus Redfield recorded a triple - double , and Oren Kastellan scored in double figures .
    Example (wrong): Oren Kastellan posted a [triple - double -> double - double] for the Bucks .
    """
    if isinstance(claim, DoubleDouble):
        player = claim.subject.player
        if not player.played:
            return unchecked(claim, "a player who did not play")
        return _term(claim, player)
    players = claim.players
    if not all(p.played for p in players):
        return unchecked(claim, "a player who did not play")
    return _double_figures(claim, players)
