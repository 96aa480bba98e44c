"""A progress bar on stderr for big runs (a whole NLG system's outputs), silent otherwise.

The bar is drawn only when stderr is a terminal and the run has at least :data:`MIN_TEXTS` texts,
so logs, pipes and tests get no control characters; results on stdout are never touched.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TypeVar

from rich.console import Console

T = TypeVar("T")
MIN_TEXTS = 50


def count_texts(texts: Path | None = None, outputs: Path | None = None) -> int | None:
    """How many texts a run will check (non-blank output lines, or .txt files), None if unknown."""
    try:
        if outputs is not None:
            with outputs.open("rb") as fh:
                return sum(1 for line in fh if line.strip())
        if texts is not None:
            return sum(1 for _ in texts.glob("*.txt"))
    except OSError:
        return None
    return None


def track(items: Iterable[T], total: int | None, console: Console, description: str = "checking") -> Iterator[T]:
    """Yield ``items``, advancing a bar on ``console`` when it is a terminal and the run is big."""
    if not console.is_terminal or (total is not None and total < MIN_TEXTS):
        yield from items
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TextColumn("eta"), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(description, total=total)
        for item in items:
            yield item
            bar.advance(task)
