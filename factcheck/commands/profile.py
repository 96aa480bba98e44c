"""``factcheck profile``: how many errors of which kind each NLG system makes, side by side.

Per run (one per system): texts checked, errors, mean errors per text overall and by category
(as Table 9 of Thomson, Reiter and Sundararajan 2023 reports them) and, for jsonl runs, by rule
family. Printed as a table, optionally written as CSV and as a grouped bar chart (PNG).
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.markup import escape
from rich.table import Table

from factcheck.distribution import install_hint
from factcheck.io.outputs import OutputError, write_file
from factcheck.commands.support import ResultConsole, fail, quiet_pipe, require, say
from factcheck.io.runs import CATEGORIES, RunData, RunInputError, read_run

LETTER = dict(zip(CATEGORIES, "NUWCXO"))


@dataclass
class Profile:
    """One system's figures."""

    name: str
    texts: int
    texts_known: bool
    errors: int
    by_category: dict[str, int]
    by_rule: dict[str, int] = field(default_factory=dict)

    def per_text(self, count: int) -> float:
        return count / self.texts if self.texts else 0.0

    @property
    def mean(self) -> float:
        return self.per_text(self.errors)


def profile_run(run: RunData) -> Profile:
    """Counts of one run."""
    cats = Counter(e.category for e in run.errors)
    rules = Counter(e.rule for e in run.errors if e.rule)
    return Profile(run.name, len(run.text_ids), run.texts_known, len(run.errors),
                   {c: cats[c] for c in CATEGORIES}, dict(sorted(rules.items())))


def rule_families(profiles: list[Profile]) -> list[str]:
    return sorted({r for p in profiles for r in p.by_rule})


def to_csv(profiles: list[Profile]) -> str:
    """One row per system: counts and means per text."""
    rules = rule_families(profiles)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["system", "texts", "texts_known", "errors", "errors_per_text",
                *(f"{c}_per_text" for c in CATEGORIES), *(f"rule:{r}_per_text" for r in rules)])
    for p in profiles:
        w.writerow([p.name, p.texts, int(p.texts_known), p.errors, f"{p.mean:.4f}",
                    *(f"{p.per_text(p.by_category[c]):.4f}" for c in CATEGORIES),
                    *(f"{p.per_text(p.by_rule.get(r, 0)):.4f}" for r in rules)])
    return buf.getvalue()


def tables(profiles: list[Profile]) -> list[Table]:
    """The category table (like Table 9) and, when runs name their rules, the rule table."""
    t = Table(title="mean errors per text", caption="N NAME, U NUMBER, W WORD, C CONTEXT, X NOT_CHECKABLE, O OTHER"
              + ("" if all(p.texts_known for p in profiles) else "; * texts with errors only (give --checked)"))
    for col in ("system", "texts", "errors", "all", *(LETTER[c] for c in CATEGORIES)):
        t.add_column(col, justify="left" if col == "system" else "right", no_wrap=True)
    for p in profiles:
        t.add_row(escape(p.name), f"{p.texts}{'' if p.texts_known else '*'}", str(p.errors), f"{p.mean:.2f}",
                  *(f"{p.per_text(p.by_category[c]):.2f}" for c in CATEGORIES))
    out = [t]
    rules = rule_families(profiles)
    if rules:
        r = Table(title="mean errors per text by rule family")
        r.add_column("rule")
        for p in profiles:
            r.add_column(escape(p.name), justify="right")
        for rule in rules:
            r.add_row(escape(rule), *(f"{p.per_text(p.by_rule.get(rule, 0)):.3f}" for p in profiles))
        out.append(r)
    return out


def chart(profiles: list[Profile], path: Path) -> None:
    """Grouped bars: mean errors per text by category (and by rule family if known), one colour per system."""
    fig = figure(profiles)  # first: it says how to install matplotlib when it is missing
    import matplotlib.pyplot as plt

    png = io.BytesIO()
    fig.savefig(png, format=path.suffix.lstrip(".").lower() or "png", dpi=110)  # as savefig(path) picks it
    plt.close(fig)
    write_file(path, png.getvalue())  # atomically, never over a device or a directory


def _writing(path: Path, write) -> None:
    """Run ``write``; an OSError (``path`` is a directory, unwritable) is a RunInputError naming
    ``path`` as the user gave it, not the temporary file it went through."""
    try:
        write()
    except OSError as exc:
        reason = "is a directory" if path.is_dir() else (exc.strerror or str(exc))
        raise RunInputError(f"{path}: cannot write: {reason}") from None


def figure(profiles: list[Profile]):
    """The chart's figure: categories as columns; rule families as rows, so no two names overlap.

    Raises :class:`RunInputError` when matplotlib (the ``plot`` extra) is not installed.
    """
    try:
        import matplotlib
    except ImportError:
        raise RunInputError(f"the chart needs matplotlib: {install_hint('plot')}") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rules = rule_families(profiles)
    heights = [3.6] + ([0.9 + len(rules) * (0.16 + 0.06 * len(profiles))] if rules else [])  # inches: a row per family
    fig, axes = plt.subplots(len(heights), 1, figsize=(10, sum(heights)), squeeze=False,
                             gridspec_kw={"height_ratios": heights})
    width = 0.8 / max(len(profiles), 1)
    hatches = ["", "//", "..", "xx", "\\\\", "--", "++", "oo"]
    offset = [(i - (len(profiles) - 1) / 2) * width for i in range(len(profiles))]
    keys = ["all", *CATEGORIES]
    ax = axes[0, 0]
    for i, p in enumerate(profiles):
        values = [p.mean if k == "all" else p.per_text(p.by_category[k]) for k in keys]
        ax.bar([k + offset[i] for k in range(len(keys))], values, width, label=p.name,
               hatch=hatches[i % len(hatches)], edgecolor="black", linewidth=0.5)
    ax.set_xticks(range(len(keys)), [k if k == "all" else f"{LETTER[k]} {k}" for k in keys], fontsize=8)
    ax.set_ylabel("errors per text")
    ax.set_title("mean errors per text by category")
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8)
    if rules:
        ax = axes[1, 0]
        for i, p in enumerate(profiles):  # first system on top, as in the legend
            ax.barh([k + offset[i] for k in range(len(rules))], [p.per_text(p.by_rule.get(r, 0)) for r in rules],
                    width, label=p.name, hatch=hatches[i % len(hatches)], edgecolor="black", linewidth=0.5)
        ax.set_yticks(range(len(rules)), rules, fontsize=8)
        ax.set_ylim(len(rules) - 0.5, -0.5)  # the families in alphabetical order from the top
        ax.set_xlabel("errors per text")
        ax.set_title("mean errors per text by rule family")
        ax.grid(axis="x", alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def profile_command(
    runs: Annotated[list[Path], typer.Argument(metavar="RUN", show_default=False, help="Runs to profile: submission CSVs or jsonl files, one per system.")],
    checked: Annotated[Optional[list[Path]], typer.Option(metavar="PATH", help="Per run, in order: the outputs file or texts directory it checked (counts texts without errors in a CSV run).")] = None,
    csv_path: Annotated[Optional[Path], typer.Option("--csv", metavar="FILE", help="Write the profile as CSV.")] = None,
    chart_path: Annotated[Optional[Path], typer.Option("--chart", metavar="PNG", help="Write a bar chart comparing the systems (PNG).")] = None,
) -> None:
    """Profile runs: texts checked, mean errors per text by category and by rule family."""
    out = ResultConsole()
    if checked and len(checked) != len(runs):
        raise fail(f"{len(checked)} --checked for {len(runs)} run(s): give one per run, in order")
    require(files=runs, either=checked or ())
    try:
        from factcheck.io.collisions import input_files, refuse_replacing_inputs

        refuse_replacing_inputs([(p, False) for p in (csv_path, chart_path) if p is not None],
                                input_files([*(("RUN", r) for r in runs), *(("--checked", c) for c in checked or ())]))
        data = [read_run(r, checked[i] if checked else None) for i, r in enumerate(runs)]
        for run in data:
            for note in run.notes:
                say("note", note)
        profiles = [profile_run(d) for d in data]
        with quiet_pipe():  # '| head' reads part of the tables: the CSV and chart are still written
            for t in tables(profiles):
                out.print(t)
        if csv_path is not None:
            from factcheck.io.formats.submission import write_atomic

            _writing(csv_path, lambda: write_atomic(csv_path, to_csv(profiles)))
            say("", f"profile CSV written to {csv_path}")
        if chart_path is not None:
            _writing(chart_path, lambda: chart(profiles, chart_path))
            say("", f"chart written to {chart_path}")
    except (RunInputError, OutputError) as exc:
        raise fail(str(exc)) from None
