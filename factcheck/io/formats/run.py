"""What every review format is written from: the checked texts of a run, numbered as the CSV numbers them."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from factcheck.text.document import Document
from factcheck.engine.errors import Error

if TYPE_CHECKING:
    from boxscore import Game

    from factcheck.io.formats.gold import GoldSpan


def slug(name: str) -> str:
    """An id factgenie keeps unchanged (it slugifies dataset, split, setup and campaign ids)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "factcheck"


@dataclass(frozen=True)
class Target:
    """What the campaign annotates: factgenie's dataset, split and setup, and the games file."""

    dataset: str = "rotowire"
    split: str = "test"
    setup_id: str = "factcheck"
    #: The game records checked; copied as the dataset's split so example_idx finds each game.
    games_file: Path | None = None

    @classmethod
    def for_input(cls, games: Path | None = None, rotowire: Path | None = None, outputs: Path | None = None,
                  part: str | None = None, dataset: str | None = None, split: str | None = None,
                  setup_id: str | None = None) -> "Target":
        """Names that say what was checked: RotoWire's ``test.json`` is dataset ``rotowire``,
        split ``test``, and an NLG system's outputs file names the setup (``hier.txt``: ``hier``);
        the shared task's texts are dataset ``rotowire-shared-task``, split ``train`` or ``test``."""
        if rotowire is not None:
            d, s = "rotowire", rotowire.stem
            u = outputs.stem if outputs is not None else "factcheck"
            source = rotowire
        else:
            d, u, source = "rotowire-shared-task", "shared-task-texts", games
            s = part or ("test" if games is not None and games.parent.name.lower() == "test_set" else "train")
        return cls(slug(dataset or d), slug(split or s), slug(setup_id or u), source)

    @property
    def campaign_id(self) -> str:
        return slug(f"factcheck-{self.dataset}-{self.split}-{self.setup_id}")


@dataclass(frozen=True)
class Checked:
    """One checked text: its document, its numbered errors, and the game it was checked against."""

    doc: Document
    errors: list[tuple[int, Error]]
    game: "Game | None" = None
    #: The claims read in the text with their verdicts (JSON records), when they were asked for.
    claims: "list[dict] | None" = None
    #: True: read as given in the shared task's tokenization; False: tokenized first; None: not said.
    tokenized: bool | None = None
    #: How many claims were verified in it (None: not counted).
    n_claims: int | None = None

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
    #: One line per output a writer left out ("<path>: why"): reported, the rest is still written.
    problems: list[str] = field(default_factory=list)
    #: What a factgenie campaign annotates (dataset, split, setup, games file); None: from the games.
    factgenie: Target | None = None
    #: Every text of the run, when the texts are written as they are checked (``texts`` is then empty).
    ids: list[str] | None = None

    @property
    def text_ids(self) -> list[str]:
        """The ids of every text checked, in order (as :attr:`Checked.text_id` gives them)."""
        return self.ids if self.ids is not None else [t.text_id for t in self.texts]


def text_id_of(doc: Document) -> str:
    """A document's text id as the formats write it: its file name without ``.txt``."""
    return doc.text_id[:-4] if doc.text_id.endswith(".txt") else doc.text_id
