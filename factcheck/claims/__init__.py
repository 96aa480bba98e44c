"""The claims interface: what the reader reads and what rules verify.

Readers (:mod:`factcheck.reader`) yield these typed claims; rules (:mod:`rules`) are pure
functions ``verify(claim, facts) -> Verdict`` over the claim classes they subscribe to. A rule
imports this package and the box-score model, nothing of the reader. One module per family of
claims; each lists its classes in ``__all__``.
"""

from factcheck.engine.errors import Category
from factcheck.text.numbers import Number

from .base import GAME, Claim, Frame, Mode, Subject, SubjectKind, Value, claim_kinds
from .comparisons import *  # noqa: F401,F403
from .comparisons import __all__ as _comparisons
from .facts import Facts
from .history import *  # noqa: F401,F403
from .history import __all__ as _history
from .league_table import *  # noqa: F401,F403
from .league_table import __all__ as _league_table
from .names import *  # noqa: F401,F403
from .names import __all__ as _names
from .players import *  # noqa: F401,F403
from .players import __all__ as _players
from .results import *  # noqa: F401,F403
from .results import __all__ as _results
from .schedule import *  # noqa: F401,F403
from .schedule import __all__ as _schedule
from .scores import LeadScore, PeriodMargin, PeriodScore
from .shots import *  # noqa: F401,F403
from .shots import __all__ as _shots
from .standings import *  # noqa: F401,F403
from .standings import __all__ as _standings
from .stats import PlayerStat, TeamPeriodPoints
from .team_stats import *  # noqa: F401,F403
from .team_stats import __all__ as _team_stats
from .verdict import Fix, Status, Verdict, correct, render_corrected, unchecked, wrong

__all__ = [
    "GAME", "Category", "Claim", "Facts", "Fix", "Frame", "LeadScore", "Mode", "Number", "PeriodMargin", "PeriodScore",
    "PlayerStat", "Status", "Subject", "SubjectKind", "TeamPeriodPoints", "Value", "Verdict", "claim_kinds",
    "correct", "render_corrected", "unchecked", "wrong",
    *_comparisons, *_history, *_league_table, *_names, *_players, *_results, *_schedule, *_shots, *_standings,
    *_team_stats,
]
