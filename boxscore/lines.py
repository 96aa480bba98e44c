"""Whose stat line is it: the player of the game that a set of claimed numbers fits best."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .models import Game, Player, Side


class _Number(Protocol):
    value: int


class LineNumber(Protocol):
    """A claimed number of a statistic (the reader's BoundStat)."""

    number: _Number
    stat: str


def misses(player: Player, claims: Sequence[LineNumber]) -> list:
    """The claims ``player``'s box score contradicts."""
    # getattr is what Player.stat does; called for every player of the game, so without the method call
    return [c for c in claims if getattr(player, c.stat) != c.number.value]


def better_player(game: Game, subject: Player, claims: Sequence[LineNumber], sides: set[Side],
                  scoring_lead: Side | None = None) -> Player | None:
    """Another player who fits the claims clearly better than the named one, if exactly one does.

    ``sides`` are the teams the claims' sentence names; ``scoring_lead`` the team the sentence says
    the named player led in scoring ("led the Lakers in scoring with 17 points"), when it says so.
    Such a lead with points that are not his but exactly the team's top scorer's is the top
    scorer's line. Else a whole stat line of three or more numbers that is exactly one other
    player's is his. Else, as points identify a stat line and small counts (a steal, two blocks)
    fit many players, the other player must have exactly the claimed points, miss fewer of the
    claims than the named player (who misses at least two) and at most half of them, and play for
    the team the sentence names (or the named player's team when it names none).
    """
    points = [c for c in claims if c.stat == "PTS"]
    if scoring_lead is not None and len(points) == 1 and subject.PTS != points[0].number.value:
        leaders = game.leaders("PTS", scoring_lead)
        if len(leaders) == 1 and leaders[0] is not subject and leaders[0].PTS == points[0].number.value:
            return leaders[0]
    if not points:
        return None
    own = len(misses(subject, claims))
    if own < 2:
        return None
    # a whole stat line (three or more numbers) that is exactly another player's, on either team
    perfect = [p for p in game.played if p is not subject and not misses(p, claims)]
    if len(claims) >= 3 and len(perfect) == 1:
        return perfect[0]
    sides = sides if len(sides) == 1 else {subject.side}
    fits = sorted(
        (len(misses(p, claims)), p.index, p) for p in game.played
        if p is not subject and p.side in sides and p.PTS == points[0].number.value
    )
    if not fits:
        return None
    best_misses, _, best = fits[0]
    tied = len(fits) > 1 and fits[1][0] == best_misses
    if tied or best_misses * 2 > len(claims) or best_misses >= own:
        return None
    return best


class _Named(Protocol):
    player: Player | None
    start: int


class SubjectNumber(LineNumber, Protocol):
    """A claimed number with its subject: the player it is credited to and where his name starts."""

    subject: _Named


def misfit_subjects(game: Game, claims: Sequence[SubjectNumber]) -> set[int]:
    """Starts of player names whose numbers fit a player of the *other* team better than his own
    (claims grouped by the start of their subject's name; each subject a player)."""
    by_subject: dict[int, list] = {}
    for c in claims:
        if c.subject.player.stat(c.stat) is not None:  # type: ignore[union-attr]
            by_subject.setdefault(c.subject.start, []).append(c)
    out = set()
    played = game.played
    for start, group in by_subject.items():
        player = group[0].subject.player
        own = len(misses(player, group))
        if own == 0:
            continue
        others = [len(misses(p, group)) for p in played if p.side is not player.side]
        if others and min(others) < own:
            out.add(start)
    return out
