"""Scores of parts of a game, from the line score: a period's points and the score at a quarter break.

Narratives of the course of a game ("pulled away in the second half", "led at halftime") and
comparisons of periods are settled by these few sums over the quarters of :class:`Team`.
"""

from __future__ import annotations

from factcheck.lexicon import mapping, phrase_list

from .models import Game, Side, Team

#: The ordinals of the four quarters ("first" ... "fourth").
_ORDINALS = tuple(w for w, n in mapping("ordinal_words").items() if w.isalpha() and int(n) <= 4)
#: How a comment names the end of each quarter, in order: "after the first quarter" ... "at the end".
QUARTER_BREAKS = tuple(" ".join(words) for words in phrase_list("quarter_breaks"))


def period_points(team: Team, quarters: tuple[int, ...]) -> int:
    """A team's points in ``quarters`` (1-based: (3, 4) is the second half)."""
    return sum(team.quarters[q - 1] for q in quarters)


def period_name(quarters: tuple[int, ...]) -> str:
    """How a comment names ``quarters``: "first half", "second half", "third quarter"."""
    if quarters == (1, 2):
        return "first half"
    if quarters == (3, 4):
        return "second half"
    return f"{_ORDINALS[quarters[0] - 1]} quarter"


def score_after(game: Game, side: Side, quarter: int) -> tuple[int, int]:
    """(team, opponent) cumulative points at the end of ``quarter``."""
    team, other = game.team(side), game.team(side.other)
    return sum(team.quarters[:quarter]), sum(other.quarters[:quarter])
