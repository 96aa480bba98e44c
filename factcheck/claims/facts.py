"""What rules verify claims against: this game's box score, and the league around it."""

from __future__ import annotations

from dataclasses import dataclass

from boxscore import Game
from boxscore.league import League
from boxscore.standings import Standings
from factcheck.text.slots import fast_init


@fast_init
@dataclass(frozen=True, slots=True)
class Facts:
    """The data a text about ``game`` may be checked against.

    ``league`` is the league as a text about this game may use it (its schedule and earlier box
    scores, :meth:`boxscore.league.League.for_game`); None when the run has no league data.
    ``standings`` are the league's standings when the run verifies standings claims: None without
    a schedule, and when the run marks them NOT_CHECKABLE (``--not-checkable``, as the shared
    task's annotators did)."""

    game: Game
    league: League | None = None
    standings: Standings | None = None
