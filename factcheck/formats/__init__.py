"""Review outputs: the checker's findings in the files the tools of annotators and researchers read.

``factcheck check --format NAME`` (repeatable) picks them; each format is one module here:

- ``csv``: the shared task's submission CSV (the default, :mod:`factcheck.emitter`);
- ``jsonl``: one JSON object per error with offsets, rule id and a run signature;
- ``html``: a self-contained review page (optionally marked against a gold list);
- ``xmi``: UIMA CAS XMI files plus ``TypeSystem.xml`` for INCEpTION;
- ``factgenie``: an external campaign folder for factgenie;
- ``tsv``: WebAnno TSV 3.2 files, one per text, like the shared task's curation export;
- ``claims``: one JSON object per claim read, with its verdict (see ``factcheck claims``).

All formats show the same errors with the same numbers: overlaps are resolved once, and
annotation ids run through the whole run as in the CSV.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from ..document import Document
from ..emitter import resolve_overlaps, to_csv, write_atomic
from ..errors import Error
from .run import Checked, Run

if TYPE_CHECKING:
    from boxscore import Game

    from .run import Target


class FormatError(ValueError):
    """A --format/--out combination that cannot be written; ``str()`` says what to give."""


@dataclass(frozen=True)
class Format:
    """How a format is written: a file (``render`` returns its text) or a directory."""

    suffix: str
    is_dir: bool
    write: Callable[[Run, Path | None], str | None]


def _csv(run: Run, _dest: Path | None) -> str:
    return to_csv(run.results)


def _jsonl(run: Run, _dest: Path | None) -> str:
    from .jsonl import render

    return render(run)


def _html(run: Run, _dest: Path | None) -> str:
    from .html import render

    return render(run)


def _xmi(run: Run, dest: Path | None) -> None:
    from .xmi import write_dir

    write_dir(run, dest)


def _factgenie(run: Run, dest: Path | None) -> None:
    from .factgenie import write_dir

    write_dir(run, dest)


def _claims(run: Run, _dest: Path | None) -> str:
    import json

    return "".join(json.dumps(record, ensure_ascii=False) + "\n" for t in run.texts for record in t.claims or ())


def _tsv(run: Run, dest: Path | None) -> None:
    from .tsv import write_dir

    write_dir(run, dest)


FORMATS: dict[str, Format] = {
    "csv": Format(".csv", False, _csv),
    "jsonl": Format(".jsonl", False, _jsonl),
    "html": Format(".html", False, _html),
    "xmi": Format("-xmi", True, _xmi),
    "factgenie": Format("-factgenie", True, _factgenie),
    "tsv": Format("-webanno", True, _tsv),
    "claims": Format("-claims.jsonl", False, _claims),
}
#: Formats that need every claim read and judged, not only the errors.
NEEDS_CLAIMS = {"claims", "html"}


def targets(formats: Iterable[str] | None, out: Path | None) -> dict[str, Path | None]:
    """Where each format goes (None = stdout).

    One format: ``--out`` is its file or directory (stdout when absent, for file formats).
    Several: ``--out`` is a stem (or an existing directory, holding ``factcheck.*``); each format
    adds its suffix: ``run.csv``, ``run.jsonl``, ``run.html``, ``run-xmi/``, ``run-factgenie/``,
    ``run-webanno/``.
    """
    names = list(dict.fromkeys(f.strip().lower() for f in (formats or ["csv"])))
    unknown = [n for n in names if n not in FORMATS]
    if unknown:
        raise FormatError(f"unknown format(s) {', '.join(unknown)} (known: {', '.join(FORMATS)})")
    if len(names) == 1:
        name = names[0]
        if out is None and FORMATS[name].is_dir:
            raise FormatError(f"--format {name} writes a directory: give --out DIR")
        return {name: out}
    if out is None:
        raise FormatError("several --format options need --out STEM (each format adds its suffix)")
    if out.is_dir() or str(out).endswith(os.sep):
        stem = out / "factcheck"
    else:
        stem = out
        for fmt in FORMATS.values():
            if not fmt.is_dir and stem.name.endswith(fmt.suffix):
                stem = stem.with_name(stem.name[: -len(fmt.suffix)])
                break
    return {name: stem.with_name(stem.name + FORMATS[name].suffix) for name in names}


def run_signature(only: Iterable[str] | None = None) -> str:
    """Tool version, rule-set hash and rule selection, like sacrebleu's signature."""
    from rules import signature

    from .. import __version__

    chosen = ",".join(sorted(only)) if only else "all"
    return f"factcheck:{__version__}|rules:{signature()}|only:{chosen}"


def build_run(results: list[tuple[Document, list[Error]]], games: Mapping[str, "Game"] | None = None,
              only: Iterable[str] | None = None, gold_path: Path | None = None,
              claims: Mapping[str, list[dict]] | None = None, factgenie: "Target | None" = None) -> Run:
    """Number the errors as the CSV does and read the gold list if one is given."""
    texts, resolved, next_id = [], [], 1
    for doc, errors in results:
        kept = resolve_overlaps(errors)
        resolved.append((doc, kept))
        texts.append(Checked(doc, list(enumerate(kept, start=next_id)), (games or {}).get(doc.text_id),
                             (claims or {}).get(doc.text_id) if claims is not None else None))
        next_id += len(kept)
    gold = None
    if gold_path is not None:
        from .gold import read_gold

        gold = read_gold(gold_path, {t.text_id: t.doc for t in texts})
    return Run(texts, run_signature(only), gold, results=resolved, factgenie=factgenie)


def write_all(run: Run, where: Mapping[str, Path | None]) -> list[str]:
    """Write every format; return one line per output written (for the run's summary)."""
    done = []
    for name, dest in where.items():
        fmt = FORMATS[name]
        if fmt.is_dir:
            assert dest is not None
            fmt.write(run, dest)
            done.append(f"{name} -> {dest}/")
            continue
        content = fmt.write(run, dest)
        assert content is not None
        if dest is None:
            sys.stdout.write(content)
        else:
            write_atomic(dest, content)
            done.append(f"{name} -> {dest}")
    return done
