"""What every review format is written from: the checked texts of a run, numbered as the CSV numbers them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..document import Document
from ..errors import Error

if TYPE_CHECKING:
    from boxscore import Game

    from .factgenie import Target
    from .gold import GoldSpan


@dataclass(frozen=True)
class Checked:
    """One checked text: its document, its numbered errors, and the game it was checked against."""

    doc: Document
    errors: list[tuple[int, Error]]
    game: "Game | None" = None
    #: The claims read in the text with their verdicts (JSON records), when they were asked for.
    claims: "list[dict] | None" = None

    @property
    def text_id(self) -> str:
        return self.doc.text_id[:-4] if self.doc.text_id.endswith(".txt") else self.doc.text_id


@dataclass
class Run:
    """Everything a writer needs: the checked texts, the run signature, and the gold if given."""

    texts: list[Checked]
    signature: str
    gold: "dict[str, list[GoldSpan]] | None" = None
    name: str = "factcheck"
    results: list[tuple[Document, list[Error]]] = field(default_factory=list)
    #: What a factgenie campaign annotates (dataset, split, setup, games file); None: from the games.
    factgenie: "Target | None" = None
