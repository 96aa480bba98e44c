"""What a rule sees: the document, the game, and the analyses shared by all rules."""

from __future__ import annotations

from dataclasses import dataclass
from factcheck.text.cached import cached_property
from typing import TYPE_CHECKING

from boxscore import Game

from factcheck.reader.analysis import Analysis
from factcheck.text.document import Document
from factcheck.text.linking import Mentions

if TYPE_CHECKING:
    from boxscore.league import League


@dataclass
class CheckContext:
    """One document checked against one game; the analyses readers share are its :attr:`analysis`."""

    doc: Document
    game: Game
    #: True when ``doc`` was given pre-tokenized (corrections then space hyphens: "twenty - two").
    tokenized: bool = True
    #: Games beyond this one (schedule, earlier box scores); None when no league data was given.
    league: "League | None" = None
    #: Emit NOT_CHECKABLE spans for claims no given data can settle (``--not-checkable``).
    not_checkable: bool = False

    @cached_property
    def analysis(self) -> Analysis:
        """What the readers derive from the document, each part computed once, when first asked."""
        return Analysis(self.doc, self.game)

    @cached_property
    def mentions(self) -> Mentions:
        return self.analysis.mentions

    @cached_property  # read on almost every step of every rule: a plain attribute after the first
    def tokens(self) -> list[str]:
        return self.doc.tokens
