"""``--shared-task DIR``: the inputs of ``check`` and ``score`` found in a clone of the shared task.

The repository (github.com/ehudreiter/accuracySharedTask) keeps the training part at its root
(``shared_task.jsonl``, ``texts/``, ``gsml.csv``) and the test part in ``test_set/`` laid out the
same way. DIR is either folder; the files are looked up by name, with a fallback to the one
``*.jsonl`` / ``gsml*.csv`` a folder holds, so a renamed file in the test part is still found.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


class LayoutError(ValueError):
    """DIR is not a shared-task folder; ``str()`` is one line naming what is missing."""


@dataclass(frozen=True)
class SharedTask:
    """The files of one part (training or test) of the shared task."""

    root: Path
    games: Path
    texts: Path
    gsml: Path | None

    @property
    def part(self) -> str:
        """"test" for the repository's test_set/ folder, "train" otherwise (factgenie's split)."""
        return "test" if self.root.name.lower() in ("test_set", "test") else "train"


def _one(folder: Path, preferred: str, pattern: str) -> Path | None:
    if (folder / preferred).is_file():
        return folder / preferred
    found = sorted(p for p in folder.glob(pattern) if p.is_file())
    return found[0] if len(found) == 1 else None


def find(folder: Path, need_gsml: bool = False) -> SharedTask:
    """The shared task's files in ``folder``; :class:`LayoutError` if one that is needed is absent."""
    if not folder.is_dir():
        raise LayoutError(f"{folder}: not a directory (give a clone of accuracySharedTask or its test_set/)")
    games = _one(folder, "shared_task.jsonl", "*.jsonl")
    texts = folder / "texts"
    gsml = _one(folder, "gsml.csv", "gsml*.csv")
    hint = " (the test part is in its test_set/ folder)" if (folder / "test_set").is_dir() else ""
    if games is None:
        raise LayoutError(f"{folder}: no shared_task.jsonl (nor one *.jsonl file) with the game records{hint}")
    if not texts.is_dir():
        raise LayoutError(f"{folder}: no texts/ folder of <TEXT_ID>.txt summaries{hint}")
    if need_gsml and gsml is None:
        raise LayoutError(f"{folder}: no gsml.csv (the gold mistake list) to score against; give --gsml{hint}")
    return SharedTask(folder, games, texts, gsml)
