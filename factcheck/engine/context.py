"""What a rule sees: the document, the game, and the analyses shared by all rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, TypeVar

from boxscore import Game

from factcheck.text.document import Document
from factcheck.text.linking import Mentions, link

if TYPE_CHECKING:
    from boxscore.league import League

T = TypeVar("T")
#: No analysis under this key yet (None is a value an analysis may have).
_MISSING = object()


@dataclass
class CheckContext:
    """One document checked against one game; shared analyses are computed once, on demand."""

    doc: Document
    game: Game
    #: True when ``doc`` was given pre-tokenized (corrections then space hyphens: "twenty - two").
    tokenized: bool = True
    #: Games beyond this one (schedule, earlier box scores); None when no league data was given.
    league: "League | None" = None
    #: Emit NOT_CHECKABLE spans for claims no given data can settle (``--not-checkable``).
    not_checkable: bool = False
    #: Analyses several rules share (see :meth:`shared`), by key.
    _shared: dict = field(default_factory=dict, repr=False, compare=False)

    def shared(self, key: str, compute: "Callable[[CheckContext], T]") -> T:
        """``compute(self)``, computed once per document for every rule that asks by ``key``
        (e.g. the bound stat claims that several readers read)."""
        value = self._shared.get(key, _MISSING)  # (a miss raising KeyError cost more than the lookup)
        if value is _MISSING:
            value = self._shared[key] = compute(self)
        return value

    @cached_property
    def mentions(self) -> Mentions:
        return link(self.doc, self.game)

    @cached_property  # read on almost every step of every rule: a plain attribute after the first
    def tokens(self) -> list[str]:
        return self.doc.tokens
