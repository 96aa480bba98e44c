"""Review outputs: the checker's findings in the files the tools of annotators and researchers read.

``factcheck check --format NAME`` (repeatable) picks them; each format is one module here:

- ``csv``: the shared task's submission CSV (the default, :mod:`factcheck.io.formats.submission`);
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

import csv
import importlib.util
import json
import os
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Callable, Protocol

from factcheck.distribution import install_hint
from factcheck.text.document import Document
from factcheck.engine.emitter import resolve_overlaps
from factcheck.io.formats.submission import COLUMNS, rows
from factcheck.engine.errors import Error
from factcheck.io.manifest import previous_output
from factcheck.io.output_set import OutputSet, Pending
from factcheck.io.outputs import ENCODE_ERRORS, OutputError, open_text, real_target, safe_text
from factcheck.io.formats.run import Checked, Run
from factcheck.io.signature import run_signature  # noqa: F401 - the formats' signature, found here too

if TYPE_CHECKING:
    from boxscore import Game

    from factcheck.io.formats.run import Target


class FormatError(ValueError):
    """A --format/--out combination that cannot be written; ``str()`` says what to give."""


class Sink(Protocol):
    """A format being written text by text: ``add`` each checked text in order, then ``close``."""

    def add(self, text: Checked) -> None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Format:
    """How a format is written: ``open(run, where, name)`` gives its :class:`Sink`, writing to an
    open text file (file formats) or into a directory (``is_dir``; ``name`` is its final name)."""

    suffix: str
    is_dir: bool
    open: Callable[..., Sink]


class _CsvSink:
    def __init__(self, run: Run, out: IO[str], name: str = "") -> None:
        self.writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
        self.writer.writeheader()

    def add(self, text: Checked) -> None:
        if text.errors:
            self.writer.writerows(rows(text.doc, [e for _, e in text.errors], text.errors[0][0]))

    def close(self) -> None:
        pass


class _LinesSink:
    """JSON Lines: an optional header object, then each text's objects."""

    def __init__(self, out: IO[str], objects: Callable[[Checked], Iterable[dict]], header: dict | None = None) -> None:
        self.out, self.objects = out, objects
        if header is not None:
            self._write([header])

    def _write(self, objects: Iterable[dict]) -> None:
        self.out.write("".join(json.dumps(obj, ensure_ascii=False) + "\n" for obj in objects))

    def add(self, text: Checked) -> None:
        self._write(self.objects(text))

    def close(self) -> None:
        pass


def _jsonl(run: Run, out: IO[str], name: str = "") -> Sink:
    from factcheck.io.formats.jsonl import header, lines_of_text

    return _LinesSink(out, lines_of_text, header(run, run.text_ids))


def _claims(run: Run, out: IO[str], name: str = "") -> Sink:
    from factcheck.io.formats.jsonl import CLAIMS, header

    return _LinesSink(out, lambda text: text.claims or (), header(run, run.text_ids, CLAIMS))


class _HtmlSink:
    """The articles go to a temporary file as they come; the page is put together at the end."""

    def __init__(self, run: Run, out: IO[str], name: str = "") -> None:
        from factcheck.io.formats.html import Page

        self.out = out
        try:
            self.body = tempfile.TemporaryFile("w+", encoding="utf-8", errors=ENCODE_ERRORS)
        except OSError as exc:
            raise _temporary_error(exc) from None
        self.page = Page(run, self.body)

    def add(self, text: Checked) -> None:
        try:
            self.page.add(text)
        except OSError as exc:  # the page's body waits in TMPDIR: a full TMPDIR is not a full output disk
            raise _temporary_error(exc) from None

    def close(self) -> None:
        try:
            self.page.write(self.out)
        finally:
            self.body.close()


def _temporary_error(exc: OSError) -> OutputError:
    """A write error in the temporary directory, said as such (not as one of the output's)."""
    return OutputError(f"{tempfile.gettempdir()} (the temporary directory, TMPDIR): cannot write the HTML page's "
                       f"body there: {exc.strerror or exc}; set TMPDIR to a directory with room")


def _xmi(run: Run, dest: Path, name: str) -> Sink:
    from factcheck.io.formats.xmi import XmiSink

    return XmiSink(run, dest, name)


def _factgenie(run: Run, dest: Path, name: str) -> Sink:
    from factcheck.io.formats.factgenie import FactgenieSink

    return FactgenieSink(run, dest, name)


def _tsv(run: Run, dest: Path, name: str) -> Sink:
    from factcheck.io.formats.tsv import TsvSink

    return TsvSink(run, dest, name)


FORMATS: dict[str, Format] = {
    "csv": Format(".csv", False, _CsvSink),
    "jsonl": Format(".jsonl", False, _jsonl),
    "html": Format(".html", False, _HtmlSink),
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
    if "xmi" in names and importlib.util.find_spec("cassis") is None:
        raise FormatError(f"--format xmi needs dkpro-cassis: {install_hint('xmi')}")
    if len(names) == 1:
        name = names[0]
        if out is None and FORMATS[name].is_dir:
            raise FormatError(f"--format {name} writes a directory: give --out DIR")
        if out is not None:
            _writable(name, out)  # a device, FIFO, ...: refused before the run
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
    where = {name: stem.with_name(stem.name + FORMATS[name].suffix) for name in names}
    for name, dest in where.items():
        _writable(name, dest)
    return where


def _writable(name: str, dest: Path) -> None:
    """OutputError before the run for what ``dest`` cannot be: a device, a FIFO, a directory where a
    file goes, a directory of files factcheck did not write (:mod:`factcheck.io.manifest`)."""
    real = real_target(dest, FORMATS[name].is_dir)
    if FORMATS[name].is_dir:
        previous_output(dest, real, name)


class Numbering:
    """Numbers each text's errors as the CSV does: overlaps resolved, ids running through the run."""

    def __init__(self, first_id: int = 1) -> None:
        self.next_id = first_id

    def text(self, doc: Document, errors: list[Error], game: "Game | None" = None,
             claims: list[dict] | None = None, tokenized: bool | None = None, n_claims: int | None = None) -> Checked:
        kept = resolve_overlaps(errors)
        checked = Checked(doc, list(enumerate(kept, start=self.next_id)), game, claims, tokenized, n_claims)
        self.next_id += len(kept)
        return checked


def build_run(results: list[tuple[Document, list[Error]]], games: Mapping[str, "Game"] | None = None,
              only: Iterable[str] | None = None, gold_path: Path | None = None,
              claims: Mapping[str, list[dict]] | None = None, factgenie: "Target | None" = None) -> Run:
    """Number the errors as the CSV does and read the gold list if one is given."""
    numbering = Numbering()
    texts = [numbering.text(doc, errors, (games or {}).get(doc.text_id),
                            claims.get(doc.text_id) if claims is not None else None) for doc, errors in results]
    resolved = [(t.doc, [e for _, e in t.errors]) for t in texts]
    gold = read_gold(gold_path, {t.text_id: t.doc for t in texts}) if gold_path is not None else None
    return Run(texts, run_signature(only), gold, results=resolved, factgenie=factgenie)


def read_gold(path: Path, docs: Mapping[str, Document]):
    """The gold spans of a GSML for the html page (ValueError for a bad file)."""
    from factcheck.io.formats.gold import read_gold as read

    return read(path, docs)


def write_all(run: Run, where: Mapping[str, Path | None]) -> list[str]:
    """Write every format of a finished run; return one line per output written."""
    with Outputs(run, where) as outputs:
        for text in run.texts:
            outputs.add(text)
    return outputs.written


class Outputs:
    """Every format of a run, fed text by text as the texts are checked, so no format holds the
    whole run (a 500-text run with every format took 1 GB). The destinations are locked and each
    output is written under a temporary name beside its destination; leaving the ``with`` block
    normally puts them all in place as one set, an exception (or an interrupted run) removes them
    and leaves the old outputs (:mod:`factcheck.io.output_set`)."""

    def __init__(self, run: Run, where: Mapping[str, Path | None]) -> None:
        self.written: list[str] = []
        self._open: list[tuple[str, Sink, Pending | None, IO[str] | None]] = []
        self._set = OutputSet()
        try:
            self._set.lock([(dest, FORMATS[name].is_dir) for name, dest in where.items() if dest is not None])
            for name, dest in where.items():
                fmt = FORMATS[name]
                if dest is None:  # stdout: streamed as it comes
                    self._open.append((name, fmt.open(run, _SafeStdout(), ""), None, None))
                    continue
                pending = self._set.stage(dest, fmt.is_dir, name)
                if name == "factgenie":
                    from factcheck.io.formats.factgenie import refuse_foreign

                    refuse_foreign(run, pending)  # before the run: a campaign of the same name not ours
                self._open.append((name, _no_sink, pending, None))
                if fmt.is_dir:
                    sink, fh = self._opening(pending, lambda: fmt.open(run, pending.tmp, pending.real.name)), None
                else:
                    fh = self._opening(pending, lambda: open_text(pending.tmp))
                    sink = self._opening(pending, lambda: fmt.open(run, fh, ""))
                self._open[-1] = (name, sink, pending, fh)
        except BaseException:
            self.discard()
            self._set.release()
            raise

    @property
    def notes(self) -> list[str]:
        """What was found and undone before the run (a commit an earlier run left half done)."""
        return self._set.notes

    @staticmethod
    def _opening(pending: Pending, make: Callable[[], object]):
        try:
            return make()
        except OSError as exc:
            raise pending.error(exc) from None

    def add(self, text: Checked) -> None:
        """Write one checked text to every format."""
        for _, sink, pending, _ in self._open:
            try:
                sink.add(text)
            except OSError as exc:
                if pending is None:
                    raise
                raise pending.error(exc) from None

    def commit(self) -> None:
        """Finish every format, then put them all in place as one set."""
        for _, sink, pending, fh in self._open:
            try:
                sink.close()
                if fh is not None:
                    fh.close()
            except OSError as exc:
                if pending is None:
                    raise
                raise pending.error(exc) from None
        self._set.commit()
        for name, _, pending, _ in self._open:
            if pending is not None:
                self.written.append(f"{name} -> {pending.given}" + ("/" if pending.is_dir else ""))
        sys.stdout.flush()
        self._open = []

    def discard(self) -> None:
        """Remove every temporary output; the destinations stay as they were."""
        for _, _, _, fh in self._open:
            if fh is not None:
                fh.close()
        self._set.discard()
        self._open = []

    def __enter__(self) -> "Outputs":
        return self

    def __exit__(self, kind, exc, tb) -> None:
        try:
            if kind is None:
                try:
                    self.commit()
                except BaseException:
                    self.discard()
                    raise
            else:
                self.discard()
        finally:
            self._set.release()


class _SafeStdout:
    """Standard output as the formats write it: lone surrogates as U+FFFD, as in the files."""

    def write(self, text: str) -> int:
        return sys.stdout.write(safe_text(text))

    def flush(self) -> None:
        sys.stdout.flush()


class _NoSink:
    def add(self, text: Checked) -> None: ...

    def close(self) -> None: ...


_no_sink = _NoSink()
