"""The rules' documentation, written from their own docstrings: ``factcheck rules`` and docs/rules.md.

Each rule says what it checks, why, which claims it verifies, and a correct and a wrong example
about the built-in example game (the tests run the examples). This module only lays them out.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules import RuleSpec

#: What each letter of ``needs`` stands for (gold_buckets_train.csv's data classes).
NEEDS = {"A": "the box score", "B": "the game date", "C": "the league table (arenas, coaches, conferences and divisions; shipped in boxscore/data)", "D": "the league schedule",
         "E": "earlier games of the season", "F": "no data here (NOT_CHECKABLE)"}


def verifies(spec: RuleSpec) -> str:
    """The claim classes (or, for a whole-document check, the kinds) a rule verifies."""
    return ", ".join(v if isinstance(v, str) else v.__name__ for v in spec.verifies)


def _example_text(example) -> str:
    """An example's text with its marked spans and corrections: "scored [23 -> 21] points"."""
    tokens = example.text.split()
    for start, end, correction in reversed(example.marks):
        inside = " ".join(tokens[start:end])
        tokens[start:end] = [f"[{inside} -> {correction}]" if correction else f"[{inside}]"]
    return " ".join(tokens)


def rule_markdown(spec: RuleSpec) -> str:
    """One rule's section of docs/rules.md."""
    lines = [f"## `{spec.name}`", "", spec.description, ""]
    if spec.why:
        lines += [spec.why, ""]
    lines.append(f"- verifies: {verifies(spec)}")
    lines.append(f"- needs: {NEEDS.get(spec.needs, spec.needs)}")
    for example in spec.examples:
        lines.append(f"- {'wrong' if example.wrong else 'correct'}: `{_example_text(example)}`")
    return "\n".join(lines) + "\n"


def rules_markdown(registry: Mapping[str, RuleSpec]) -> str:
    """docs/rules.md: every rule, in name order."""
    head = ["# Rules", "",
            "Generated from the rules' docstrings (`factcheck rules --markdown`); a test keeps this file current.",
            "Examples are about the built-in example game (`gold/example_game.json`); marked tokens are",
            "wrong, with their correction after `->`.", ""]
    return "\n".join(head) + "\n".join(rule_markdown(s) for s in registry.values())


def rules_table_markdown(registry: Mapping[str, RuleSpec]) -> str:
    """The README's table of rules: name, what it checks, the data it needs."""
    rows = ["| rule | checks | needs |", "|---|---|---|"]
    rows += [f"| `{s.name}` | {s.description.replace('|', '/')} | {s.needs} |" for s in registry.values()]
    return "\n".join(rows) + "\n"
