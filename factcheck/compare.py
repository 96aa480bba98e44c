"""``factcheck compare BASE NEW``: errors fixed and introduced between two versions of a system.

Within each text, an error of BASE and one of NEW are the same when they flag the same words
with the same category and correction (token positions are not compared: a new system version
rewrites the text). Unmatched BASE errors are *fixed*, unmatched NEW errors *introduced*. The
exit status suits CI: 1 when NEW has more errors per text than BASE by more than the tolerance,
0 otherwise (2 for bad input).
"""

from __future__ import annotations

import json
import math
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table

from .runs import CATEGORIES, RunData, RunInputError, read_run


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
            "regressed": self.regressed,
            "by_category": {c: {"base": b, "new": n} for c, (b, n) in self.by_category.items()},
            "texts": [t.__dict__ for t in self.texts if t.fixed or t.introduced],
        }


def compare(base: RunData, new: RunData, tolerance: float = 0.0) -> Comparison:
    """Match errors text by text and count what changed."""
    def by_text(run: RunData) -> dict[str, Counter]:
        out: dict[str, Counter] = {}
        for e in run.errors:
            out.setdefault(e.text_id, Counter())[e.key] += 1
        return out

    b, n = by_text(base), by_text(new)
    ids = sorted(set(base.text_ids) | set(new.text_ids) | set(b) | set(n), key=lambda t: (len(t), t))
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
                      {c: (cats_b[c], cats_n[c]) for c in CATEGORIES}, tolerance)


def report(c: Comparison, base: RunData, new: RunData, console: Console, show: int) -> None:
    """Totals, per category, and the texts that changed most."""
    t = Table(title=f"{base.name} -> {new.name}")
    for col in ("", "texts", "errors", "per text"):
        t.add_column(col, justify="left" if not col else "right")
    t.add_row(f"BASE {base.name}", str(c.base_texts), str(c.base_errors), f"{c.base_per_text:.3f}")
    t.add_row(f"NEW {new.name}", str(c.new_texts), str(c.new_errors), f"{c.new_per_text:.3f}")
    console.print(t)
    cat = Table(title="errors by category")
    for col in ("category", "BASE", "NEW", "change"):
        cat.add_column(col, justify="left" if col == "category" else "right")
    for name, (b, n) in c.by_category.items():
        cat.add_row(name, str(b), str(n), f"{n - b:+d}")
    console.print(cat)
    changed = sorted((d for d in c.texts if d.fixed or d.introduced),
                     key=lambda d: (-(d.introduced - d.fixed), -d.introduced, d.text_id))
    if changed and show:
        per = Table(title=f"texts that changed most ({min(show, len(changed))} of {len(changed)})")
        for col in ("text", "BASE", "NEW", "fixed", "introduced"):
            per.add_column(col, justify="left" if col == "text" else "right")
        for d in changed[:show]:
            per.add_row(d.text_id, str(d.base), str(d.new), str(d.fixed), str(d.introduced))
        console.print(per)
    delta = c.new_per_text - c.base_per_text
    verdict = "REGRESSION" if c.regressed else "ok"
    console.print(f"fixed {c.fixed}, introduced {c.introduced}; errors per text {c.base_per_text:.3f} -> "
                  f"{c.new_per_text:.3f} ({delta:+.3f}, tolerance {c.tolerance:g}): {verdict}")


def compare_command(
    base: Annotated[Path, typer.Argument(help="The baseline run (submission CSV or jsonl).")],
    new: Annotated[Path, typer.Argument(help="The new run to judge against it.")],
    tolerance: Annotated[float, typer.Option(help="Allowed increase in errors per text before failing.")] = 0.0,
    checked: Annotated[Optional[list[Path]], typer.Option(help="The outputs file(s) or texts dir(s) checked: once for both runs, or twice (BASE, NEW).")] = None,
    show: Annotated[int, typer.Option(help="How many changed texts to list.")] = 15,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
) -> None:
    """Compare two runs: errors fixed and introduced; exit 1 if NEW has more errors per text beyond --tolerance."""
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    checked = checked or []
    if len(checked) > 2:
        err.print("[bold red]error:[/] give --checked once (both runs) or twice (BASE, NEW)")
        raise typer.Exit(2)
    if not math.isfinite(tolerance) or tolerance < 0:  # nan compares false: it would pass every run
        err.print(f"[bold red]error:[/] --tolerance must be a finite number >= 0, got {tolerance:g}")
        raise typer.Exit(2)
    paths = (checked + checked)[:2] if checked else [None, None]
    try:
        b, n = read_run(base, paths[0]), read_run(new, paths[1])
    except RunInputError as exc:
        err.print(f"[bold red]error:[/] {exc}")
        raise typer.Exit(2) from None
    result = compare(b, n, tolerance)
    if as_json:
        sys.stdout.write(json.dumps(result.as_dict(), indent=2) + "\n")
    else:
        report(result, b, n, Console(highlight=False, soft_wrap=True), show)
    if not (b.texts_known and n.texts_known):
        err.print("note: a CSV run lists only texts with errors; give --checked for exact errors per text")
    if result.regressed:
        raise typer.Exit(1)
