"""``factcheck compare BASE NEW``: errors fixed and introduced between two versions of a system.

Within each text, an error of BASE and one of NEW are the same when they flag the same words
with the same category and correction (token positions are not compared: a new system version
rewrites the text). Unmatched BASE errors are *fixed*, unmatched NEW errors *introduced*. The
exit status suits CI: 1 when NEW has more errors per text than BASE by more than the tolerance,
0 otherwise, 2 for bad input and for runs that are not comparable: checked with different rule
sets or data (the jsonl header's signature: rules, schedule, league files, --not-checkable,
--min-confidence) or over different texts. ``--allow-different`` compares such
runs anyway and the report says how they differ.
"""

from __future__ import annotations

import json
import math
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from factcheck.commands.support import ResultConsole, fail, quiet_pipe, require, say
from factcheck.io.runs import CATEGORIES, RunData, RunInputError, read_run
from factcheck.io.signature import differences as signature_differences


@dataclass(frozen=True)
class TextDiff:
    """One text: errors in BASE and NEW, fixed and introduced."""

    text_id: str
    base: int
    new: int
    fixed: int
    introduced: int


@dataclass
class Comparison:
    """The whole comparison and its verdict."""

    texts: list[TextDiff]
    base_texts: int
    new_texts: int
    base_errors: int
    new_errors: int
    by_category: dict[str, tuple[int, int]]
    tolerance: float
    #: How the runs differ (rule sets, texts), one phrase each; empty when they are comparable.
    differences: list[str] = field(default_factory=list)

    @property
    def base_per_text(self) -> float:
        return self.base_errors / self.base_texts if self.base_texts else 0.0

    @property
    def new_per_text(self) -> float:
        return self.new_errors / self.new_texts if self.new_texts else 0.0

    @property
    def fixed(self) -> int:
        return sum(t.fixed for t in self.texts)

    @property
    def introduced(self) -> int:
        return sum(t.introduced for t in self.texts)

    @property
    def regressed(self) -> bool:
        return self.new_per_text - self.base_per_text > self.tolerance + 1e-12

    def as_dict(self) -> dict:
        return {
            "base_texts": self.base_texts, "new_texts": self.new_texts,
            "base_errors": self.base_errors, "new_errors": self.new_errors,
            "base_per_text": self.base_per_text, "new_per_text": self.new_per_text,
            "fixed": self.fixed, "introduced": self.introduced, "tolerance": self.tolerance,
            "regressed": self.regressed, "differences": self.differences,
            "by_category": {c: {"base": b, "new": n} for c, (b, n) in self.by_category.items()},
            "texts": [t.__dict__ for t in self.texts if t.fixed or t.introduced],
        }


def differences(base: RunData, new: RunData) -> list[str]:
    """Why two runs are not comparable, one phrase each (empty when they are).

    A rule set and the data inputs (schedule, league files, --not-checkable, --min-confidence) count as known only
    from a jsonl header's signature; texts are compared when both runs know
    their texts, and otherwise a run's texts with errors must be among the other's texts.
    """
    out = signature_differences(base.signature, new.signature)
    b_ids, n_ids = set(base.text_ids), set(new.text_ids)
    only_b = sorted(b_ids - n_ids, key=_text_order) if new.texts_known else []
    only_n = sorted(n_ids - b_ids, key=_text_order) if base.texts_known else []
    if only_b or only_n:
        parts = [f"{len(ids)} only in {side} ({_some(ids)})" for ids, side in ((only_b, "BASE"), (only_n, "NEW")) if ids]
        out.append("different texts: " + ", ".join(parts))
    return out


def _text_order(text_id: str) -> tuple[int, str]:
    return (len(text_id), text_id)


def _some(ids: list[str], n: int = 3) -> str:
    return ", ".join(ids[:n]) + (", ..." if len(ids) > n else "")


def compare(base: RunData, new: RunData, tolerance: float = 0.0) -> Comparison:
    """Match errors text by text and count what changed."""
    def by_text(run: RunData) -> dict[str, Counter]:
        out: dict[str, Counter] = {}
        for e in run.errors:
            out.setdefault(e.text_id, Counter())[e.key] += 1
        return out

    b, n = by_text(base), by_text(new)
    ids = sorted(set(base.text_ids) | set(new.text_ids) | set(b) | set(n), key=_text_order)
    diffs = []
    for tid in ids:
        bc, nc = b.get(tid, Counter()), n.get(tid, Counter())
        diffs.append(TextDiff(tid, sum(bc.values()), sum(nc.values()), sum((bc - nc).values()),
                              sum((nc - bc).values())))
    cats_b = Counter(e.category for e in base.errors)
    cats_n = Counter(e.category for e in new.errors)
    # A CSV run knows only its texts with errors: then both runs share one denominator.
    known = [len(r.texts) for r in (base, new) if r.texts is not None]
    shared = known[0] if known else len(ids)
    n_base = len(base.texts) if base.texts is not None else shared
    n_new = len(new.texts) if new.texts is not None else shared
    return Comparison(diffs, n_base, n_new, len(base.errors), len(new.errors),
                      {c: (cats_b[c], cats_n[c]) for c in CATEGORIES}, tolerance, differences(base, new))


def report(c: Comparison, base: RunData, new: RunData, console: Console, show: int) -> None:
    """Totals, per category, and the texts that changed most."""
    t = Table(title=escape(f"{base.name} -> {new.name}"))
    for col in ("", "texts", "errors", "per text"):
        t.add_column(col, justify="left" if not col else "right")
    t.add_row(escape(f"BASE {base.name}"), str(c.base_texts), str(c.base_errors), f"{c.base_per_text:.3f}")
    t.add_row(escape(f"NEW {new.name}"), str(c.new_texts), str(c.new_errors), f"{c.new_per_text:.3f}")
    console.print(t)
    cat = Table(title="errors by category")
    for col in ("category", "BASE", "NEW", "change"):
        cat.add_column(col, justify="left" if col == "category" else "right")
    for name, (b, n) in c.by_category.items():
        cat.add_row(name, str(b), str(n), f"{n - b:+d}")
    console.print(cat)
    worse, better = most_changed(c.texts, show)
    if (worse or better) and show:
        n_worse = sum(d.new > d.base for d in c.texts)
        n_better = sum(d.new < d.base for d in c.texts)
        per = Table(title=f"texts that changed most: {len(worse)} of {n_worse} with more errors, "
                          f"{len(better)} of {n_better} with fewer")
        for col in ("text", "BASE", "NEW", "change", "fixed", "introduced"):
            per.add_column(col, justify="left" if col == "text" else "right")
        for group in (worse, better):
            for d in group:
                per.add_row(escape(d.text_id), str(d.base), str(d.new), f"{d.new - d.base:+d}", str(d.fixed), str(d.introduced))
            if group is worse and worse and better:
                per.add_section()
        console.print(per)
    delta = c.new_per_text - c.base_per_text
    verdict = "REGRESSION" if c.regressed else "ok"
    for difference in c.differences:
        console.print(f"runs not comparable, compared anyway (--allow-different): {difference}", markup=False)
    console.print(f"fixed {c.fixed}, introduced {c.introduced}; errors per text {c.base_per_text:.3f} -> "
                  f"{c.new_per_text:.3f} ({delta:+.3f}, tolerance {c.tolerance:g}): {verdict}"
                  + (" (runs differ: see above)" if c.differences else ""), markup=False)


def most_changed(texts: list[TextDiff], show: int) -> tuple[list[TextDiff], list[TextDiff]]:
    """Up to ``show`` texts whose error count rose most, and up to ``show`` whose count fell most."""
    worse = sorted((d for d in texts if d.new > d.base), key=lambda d: (d.base - d.new, -d.introduced, d.text_id))
    better = sorted((d for d in texts if d.new < d.base), key=lambda d: (d.new - d.base, -d.fixed, d.text_id))
    return worse[:show], better[:show]


def compare_command(
    base: Annotated[Path, typer.Argument(metavar="BASE", show_default=False, help="The baseline run (submission CSV or jsonl).")],
    new: Annotated[Path, typer.Argument(metavar="NEW", show_default=False, help="The new run to judge against it.")],
    tolerance: Annotated[float, typer.Option(metavar="X", help="Allowed increase in errors per text before failing.")] = 0.0,
    checked: Annotated[Optional[list[Path]], typer.Option(metavar="PATH", help="The outputs file(s) or texts dir(s) checked: once for both runs, or twice (BASE, NEW).")] = None,
    show: Annotated[int, typer.Option(metavar="N", help="How many texts to list with more errors, and how many with fewer.")] = 15,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
    allow_different: Annotated[bool, typer.Option("--allow-different", help="Compare runs checked with different rule sets or data, or over different texts (refused otherwise).")] = False,
) -> None:
    """Compare two runs: errors fixed and introduced; exit 1 if NEW has more errors per text beyond --tolerance."""
    checked = checked or []
    if len(checked) > 2:
        raise fail("give --checked once (both runs) or twice (BASE, NEW)")
    if not math.isfinite(tolerance) or tolerance < 0:  # nan compares false: it would pass every run
        raise fail(f"--tolerance must be a finite number >= 0, got {tolerance:g}")
    require(files=[base, new], either=checked)
    paths = (checked + checked)[:2] if checked else [None, None]
    try:
        b, n = read_run(base, paths[0]), read_run(new, paths[1])
    except RunInputError as exc:
        raise fail(str(exc)) from None
    for note in [*b.notes, *n.notes]:
        say("note", note)
    result = compare(b, n, tolerance)
    if result.differences and not allow_different:
        raise fail(f"{base} and {new} are not comparable: {'; '.join(result.differences)} "
                   "(give --allow-different to compare them anyway)")
    with quiet_pipe():  # '| head' reads part of the report: the status is still the verdict's
        if as_json:
            sys.stdout.write(json.dumps(result.as_dict(), indent=2) + "\n")
        else:
            report(result, b, n, ResultConsole(), show)
    if not (b.texts_known and n.texts_known):
        say("note:", "a CSV run lists only texts with errors; give --checked for exact errors per text", "")
    if result.regressed:
        raise typer.Exit(1)
