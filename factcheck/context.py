"""What a rule sees: the document, the game, and the analyses shared by all rules."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from boxscore import Game

from .document import Document
from .linking import Mentions, link


@dataclass
class CheckContext:
    """One document checked against one game; shared analyses are computed once, on demand."""

    doc: Document
    game: Game
    #: True when ``doc`` was given pre-tokenized (corrections then space hyphens: "twenty - two").
    tokenized: bool = True

    @cached_property
    def mentions(self) -> Mentions:
        return link(self.doc, self.game)

    @property
    def tokens(self) -> list[str]:
        return self.doc.tokens
