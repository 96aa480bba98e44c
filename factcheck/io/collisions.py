"""No output replaces an input: every path a run writes is compared with every path it reads.

``check --games games.jsonl --out games.jsonl``, ``--out texts/S001.txt`` or ``--gold gsml.csv
--format csv --format html --out gsml`` (a stem: ``gsml.csv``) would write the result over a file
the run reads, and the outputs are put in place atomically, so nothing would warn. Paths are
compared as the files they are: symbolic links followed, and an existing file also by its device
and inode (a hard link, another spelling of the same path). A directory output (xmi, factgenie,
tsv) may neither be an input directory nor hold an input. The refusal comes before anything is
read or written.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from factcheck.io.outputs import OutputError


def _real(path: Path) -> Path:
    return Path(os.path.realpath(path))


def _same(a: Path, b: Path) -> bool:
    """True when ``a`` and ``b`` are one file or directory (links followed)."""
    if _real(a) == _real(b):
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist yet
        return False


def _inside(path: Path, folder: Path) -> bool:
    return _real(folder) in _real(path).parents


def input_files(options: Iterable[tuple[str, Path | None]]) -> list[tuple[str, Path]]:
    """(option, path) for every input given; a directory of texts also gives each of its texts."""
    out: list[tuple[str, Path]] = []
    for option, path in options:
        if path is None:
            continue
        out.append((option, path))
        if path.is_dir():
            out.extend((option, text) for text in sorted(path.glob("*.txt")))
    return out


def refuse_replacing_inputs(outputs: Iterable[tuple[Path, bool]], inputs: Iterable[tuple[str, Path]]) -> None:
    """OutputError naming both when an output (``(path, is_dir)``) would replace or write into an input."""
    read = list(inputs)
    for dest, is_dir in outputs:
        for option, source in read:
            if _same(dest, source):
                raise OutputError(f"{dest}: is the input {source} ({option}): an output never replaces an input; "
                                  "write it elsewhere")
            if is_dir and _inside(source, dest):
                raise OutputError(f"{dest}: a folder output would be written around the input {source} ({option}); "
                                  "write it elsewhere")
