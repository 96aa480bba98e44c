"""The sentence analysis: what every reader needs to know of a sentence, computed once.

Between the text (tokens, numbers, the linker's mentions) and the claim readers, each document is
analysed once by a pipeline of small components, each declaring what it provides and requires:

- ``clauses`` (:mod:`.clauses`): where each sentence is cut, by which kind of joint; the clause
  around a word at the level a reader asks for; the possessive marks;
- ``polarity`` (:mod:`.polarity`): negations ("did not commit a turnover") and near misses
  ("came within a rebound of a triple - double") and the words they reach;
- ``frames`` (:mod:`.frames`): each clause's time frame (this game, a part of it, another game, a
  span, the season, a condition);
- ``quantities`` (:mod:`.quantities`): each number's mode (exact or a bound) and scope (each,
  combined, respectively, per game), each score pair's role (a moment's score, a period's points);
- ``subjects`` (:mod:`.subjects`): each clause's subject (a player, several, a team, a team's
  bench or starters, both teams), pronouns and descriptions resolved once; and the same subject
  as the team readers and the team weighing read it, with the form of its words
  (``team_subject_of``).

Readers take these from ``ctx.analysis.sentences`` (a :class:`SentenceAnalysis`) and put them on
their claims; none defines its own clause boundaries, possessives or negations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import clauses, frames, polarity, quantities, subjects  # noqa: F401  (registers the components, in order)
from .clauses import Joint, Level
from .components import Component, pipeline
from .model import (Clause, ClauseSubject, Mode, NumberReading, PairReading, PairRole, Polar, Polarity, Scope,
                    SentenceAnalysis, SubjectKind, SubjectWay, TimeFrame)

if TYPE_CHECKING:
    from boxscore import Game
    from factcheck.text.document import Document
    from factcheck.text.linking import Mentions

PIPELINE: tuple[Component, ...] = pipeline()

__all__ = ["Clause", "ClauseSubject", "SubjectKind", "SubjectWay", "Component", "Joint", "Level", "Mode", "NumberReading", "PairReading", "PairRole", "Polar",
           "Polarity", "Scope", "SentenceAnalysis", "TimeFrame", "analyse", "PIPELINE"]


def analyse(doc: "Document", mentions: "Mentions | None" = None, weekday: str = "",
            game: "Game | None" = None) -> SentenceAnalysis:
    """The analysis of ``doc`` (``weekday``: this game's, lower case; ``game``: whose teams the
    subjects' sides are), every component run once."""
    sa = SentenceAnalysis(doc, mentions, weekday, game)
    for c in PIPELINE:
        c.run(sa)
    return sa
