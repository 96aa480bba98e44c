"""The claims interface: what the reader reads and what rules verify.

Readers (:mod:`factcheck.reader`) yield these typed claims; rules (:mod:`rules`) are pure
functions ``verify(claim, facts) -> Verdict`` over the claim classes they subscribe to. A rule
imports this package and the box-score model, nothing of the reader.
"""

from factcheck.engine.errors import Category
from factcheck.text.numbers import Number

from .base import GAME, Claim, Frame, Subject, SubjectKind, Value, claim_kinds
from .facts import Facts
from .scores import LeadScore, PeriodMargin, PeriodScore
from .stats import PlayerStat, TeamPeriodPoints
from .verdict import Fix, Status, Verdict, correct, render_corrected, unchecked, wrong

__all__ = [
    "GAME", "Category", "Claim", "Facts", "Fix", "Frame", "LeadScore", "Number", "PeriodMargin", "PeriodScore",
    "PlayerStat", "Status", "Subject", "SubjectKind", "TeamPeriodPoints", "Value", "Verdict", "claim_kinds",
    "correct", "render_corrected", "unchecked", "wrong",
]
