"""Read a checker run back (submission CSV or the jsonl format) for ``profile`` and ``compare``.

A CSV lists only texts with errors and has no rule ids; the jsonl's header lists every text
checked and each error names its rule. For a CSV the texts checked can be given as the NLG
outputs file (its non-blank lines, named by line index as ``check --outputs`` does) or the
directory of ``.txt`` texts; without them only the texts with at least one error are known.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path

from factcheck.engine.errors import REPORT_ORDER
from factcheck.evaluation.scorer import normalise_text_id
from factcheck.io.run_kind import wrong_kind

CATEGORIES = tuple(c.value for c in REPORT_ORDER)


class RunInputError(ValueError):
    """A run file that cannot be read; ``str()`` names the file and line."""


@dataclass(frozen=True)
class RunError:
    """One error of a run, with what identifies it across versions of a text."""

    text_id: str
    category: str
    tokens: str
    correction: str
    rule: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        """Same wrong words, same category, same correction: the same error."""
        return (self.category, " ".join(self.tokens.lower().split()), self.correction.strip().lower())


@dataclass
class RunData:
    """A run: its name, the texts checked (None if unknown) and its errors."""

    name: str
    path: Path
    texts: list[str] | None
    errors: list[RunError]
    signature: str = ""
    #: What was left out while reading (repeated error records, records of texts not checked), one line each.
    notes: list[str] = field(default_factory=list)

    @property
    def text_ids(self) -> list[str]:
        """The texts checked, or (when unknown) the texts with errors."""
        if self.texts is not None:
            return self.texts
        return sorted(dict.fromkeys(e.text_id for e in self.errors))

    @property
    def texts_known(self) -> bool:
        return self.texts is not None

    @property
    def has_rules(self) -> bool:
        return any(e.rule for e in self.errors)


def texts_checked(path: Path) -> list[str]:
    """Text ids of an outputs file (non-blank line indices) or of a directory of .txt texts."""
    if path.is_dir():
        return sorted(p.stem for p in path.glob("*.txt"))
    from factcheck.io.inputs import read_outputs  # the lines as 'check --outputs' numbers and reads them

    lines, _ = read_outputs(path)
    return [str(i) for i, line in enumerate(lines) if line is not None and line.strip()]


def read_run(path: Path, checked: Path | None = None) -> RunData:
    """A run from a .jsonl (header + errors) or a submission CSV."""
    name = path.stem
    try:
        if path.suffix == ".jsonl":
            run = _read_jsonl(path, name)
        else:
            run = _read_csv(path, name)
        if checked is not None:
            run.texts = texts_checked(checked)
    except OSError as exc:
        raise RunInputError(f"{getattr(exc, 'filename', None) or path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RunInputError(f"{path}: not UTF-8 text") from None
    except csv.Error as exc:  # a NUL byte, a field over the csv module's size limit
        raise RunInputError(f"{path}: malformed CSV: {exc}") from None
    return run


def _read_csv(path: Path, name: str) -> RunData:
    errors = []
    with path.open(encoding="utf-8-sig", newline="") as fh:  # a byte order mark is allowed, as in 'score'
        reader = csv.DictReader(fh)
        missing = [c for c in ("TEXT_ID", "TYPE", "TOKENS") if c not in (reader.fieldnames or [])]
        if missing:
            raise RunInputError(f"{path}: missing column(s) {', '.join(missing)}")
        for row in reader:
            category = (row.get("TYPE") or "").strip()
            if category not in CATEGORIES:
                raise RunInputError(f"{path}:{reader.line_num}: unknown category {category!r}")
            errors.append(RunError(normalise_text_id(row["TEXT_ID"] or ""), category, row.get("TOKENS") or "",
                                   row.get("CORRECTION") or "", row.get("RULE") or ""))
    return RunData(name, path, None, errors)


def _read_jsonl(path: Path, name: str) -> RunData:
    texts, signature, errors = None, "", []
    seen: dict[object, int] = {}
    repeated: list[int] = []
    where: list[int] = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise RunInputError(f"{path}:{n}: not JSON ({exc.msg})") from None
            except RecursionError:
                raise RunInputError(f"{path}:{n}: not JSON (nested too deeply)") from None
            if not isinstance(obj, dict):
                raise RunInputError(f"{path}:{n}: expected a JSON object (a run or error record), "
                                    f"got {type(obj).__name__}")
            refused = wrong_kind(obj, f"{path}:{n}")
            if refused:
                raise RunInputError(refused)
            if obj.get("record") == "run":
                texts, signature = _run_header(obj, f"{path}:{n}")
            elif obj.get("record") == "error":
                error = _error_record(obj, f"{path}:{n}")
                key = _identity(obj, n)
                if key in seen:  # the same record again (files concatenated, a run appended twice)
                    repeated.append(n)
                    continue
                seen[key] = n
                errors.append(error)
                where.append(n)
    run = RunData(name, path, texts, errors, signature)
    if repeated:
        run.notes.append(f"{path}: {_lines(repeated)} repeat earlier ones; each error counted once")
    if texts is not None:
        known = set(texts)
        foreign = [n for n, e in zip(where, errors) if e.text_id not in known]
        if foreign:
            run.errors = [e for e in errors if e.text_id in known]
            run.notes.append(f"{path}: {_lines(foreign)} are about texts not in the run header; left out")
    return run


def _identity(obj: dict, line: int) -> object:
    """What makes two error records the same record: the annotation id (unique in a run, as check
    writes it), else the text and token span; a record with neither is an error of its own."""
    if obj.get("annotation_id") is not None:
        return ("id", str(obj["annotation_id"]))
    if obj.get("token_start") is not None:
        return ("span", str(obj.get("text_id")), obj["token_start"], obj.get("token_end"))
    return ("line", line)


def _lines(numbers: list[int]) -> str:
    shown = ", ".join(map(str, numbers[:5])) + (", ..." if len(numbers) > 5 else "")
    return f"{len(numbers)} error record(s) (line{'s' if len(numbers) > 1 else ''} {shown})"


def _run_header(obj: dict, where: str) -> tuple[list[str], str]:
    """The texts checked and the signature of a jsonl run's header record."""
    texts, signature = obj.get("texts", []), obj.get("signature", "")
    if not isinstance(texts, list) or not all(isinstance(t, (str, int)) and not isinstance(t, bool) for t in texts):
        raise RunInputError(f"{where}: field 'texts': expected a list of text ids")
    if not isinstance(signature, str):
        raise RunInputError(f"{where}: field 'signature': expected a string")
    return [str(t) for t in texts], signature


def _error_record(obj: dict, where: str) -> RunError:
    """One error record of a jsonl run; RunInputError naming the field that is wrong."""
    if obj.get("category") not in CATEGORIES:
        raise RunInputError(f"{where}: unknown category {obj.get('category')!r}")
    text_id = obj.get("text_id")
    if not isinstance(text_id, (str, int)) or isinstance(text_id, bool) or str(text_id) == "":
        raise RunInputError(f"{where}: field 'text_id': expected a text id")
    fields = {}
    for key in ("tokens", "correction", "rule"):
        value = obj.get(key, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise RunInputError(f"{where}: field {key!r}: expected a string, got {type(value).__name__}")
        fields[key] = value
    return RunError(str(text_id), obj["category"], fields["tokens"], fields["correction"], fields["rule"])
