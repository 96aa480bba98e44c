"""What every review format is written from: the checked texts of a run, numbered as the CSV numbers them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..document import Document
from ..errors import Error

if TYPE_CHECKING:
    from boxscore import Game

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
        return text_id_of(self.doc)


@dataclass
class Run:
    """Everything a writer needs: the checked texts, the run signature, and the gold if given."""

    texts: list[Checked]
    signature: str
    gold: "dict[str, list[GoldSpan]] | None" = None
    name: str = "factcheck"
    results: list[tuple[Document, list[Error]]] = field(default_factory=list)
    #: Every text of the run, when the texts are written as they are checked (``texts`` is then empty).
    ids: list[str] | None = None

    @property
    def text_ids(self) -> list[str]:
        """The ids of every text checked, in order (as :attr:`Checked.text_id` gives them)."""
        return self.ids if self.ids is not None else [t.text_id for t in self.texts]


def text_id_of(doc: Document) -> str:
    """A document's text id as the formats write it: its file name without ``.txt``."""
    return doc.text_id[:-4] if doc.text_id.endswith(".txt") else doc.text_id
