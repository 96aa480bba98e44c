"""The shape of the code: rules are peers on one floor, no import circles, small modules.

Rules verify claims the reader read; a rule imports the reader, the box-score model, league data
and the registry, never another rule. Every import counts, including those inside functions and
under ``TYPE_CHECKING``: a circle hidden in a function is still a circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("factcheck", "rules", "boxscore")
MAX_LINES = 500


def _modules() -> dict[str, Path]:
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            out[name] = path
    return out


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """The project modules ``name`` imports (a package's name stands for its ``__init__``)."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            targets = [f"{module}.{a.name}" for a in node.names] + [module]
        else:
            continue
        for target in targets:
            # the longest project module the target names ("rules.leaders.lead_claims" -> "rules.leaders")
            parts = target.split(".")
            for k in range(len(parts), 0, -1):
                candidate = ".".join(parts[:k])
                if candidate in MODULES:
                    if candidate != name:
                        found.add(candidate)
                    break
    # "from factcheck.reader.x import y" also names the package "factcheck.reader": it only runs its
    # __init__, which is an edge only when that __init__ imports something
    return found


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _cycles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in GRAPH:
        if v not in index:
            visit(v)
    return out


# Known violations being removed (issue 13). Each entry must still be a violation: when one is
# fixed, the test fails until the entry is deleted, so these lists only shrink.
KNOWN_CYCLES: list[list[str]] = []
KNOWN_RULE_IMPORTS: dict[str, list[str]] = {}
KNOWN_LONG: set[str] = set()


def test_no_import_circles():
    assert _cycles() == KNOWN_CYCLES


def _rule_modules() -> list[str]:
    return [n for n in MODULES if n.startswith("rules.") and n != "rules.registry"]


def test_rules_import_no_other_rule():
    offenders = {name: sorted(t for t in GRAPH[name] if t.startswith("rules.") and t != "rules.registry")
                 for name in _rule_modules()}
    assert {k: v for k, v in offenders.items() if v} == KNOWN_RULE_IMPORTS


def test_rules_read_only_claims_and_facts():
    """A rule is a pure verifier of typed claims: it reads the claims (factcheck.claims), the box
    score and league data (boxscore) and its registry, no reader, engine or text module."""
    allowed = ("factcheck.claims", "boxscore", "rules.registry")
    offenders = {name: sorted(t for t in GRAPH[name] if not t.startswith(allowed)) for name in _rule_modules()}
    assert {k: v for k, v in offenders.items() if v} == {}
    assert "factcheck.claims" in GRAPH["rules.player_stats"]  # (the graph sees the imports)


def test_rules_have_no_private_helper_modules():
    """Shared helpers live in the reader, not in ``rules/_*.py``."""
    assert [n for n in _rule_modules() if n.split(".")[-1].startswith("_")] == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_over_500_lines(name):
    lines = MODULES[name].read_text(encoding="utf-8").count("\n")
    assert (lines <= MAX_LINES) != (name in KNOWN_LONG), f"{MODULES[name].relative_to(ROOT)} has {lines} lines"


def test_the_graph_sees_the_imports():
    """The checks above are only as good as the import reading: it must see a rule's imports."""
    assert "rules.registry" in GRAPH["rules.player_stats"]
    assert "factcheck.claims" in GRAPH["rules.player_stats"]
    assert "factcheck.engine.context" in GRAPH["factcheck.reader.registry"]


#: What finding words in the text looks like: a rule that does it reads tokens instead of claims.
TOKEN_READING_NAMES = {"positions", "positions_of", "word_index", "phrase_subjects", "bind_subject"}


def _token_reads(path: Path) -> list[str]:
    """The places a module reads the text's words itself: ``ctx.tokens``, ``ctx.doc.lower``, or
    a call of a word finder or binder of the reader."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in {"tokens", "lower"} \
                and isinstance(node.value, (ast.Name, ast.Attribute)) \
                and ast.unparse(node.value) in {"ctx", "ctx.doc", "doc"}:
            found.append(f"{ast.unparse(node)} (line {node.lineno})")
        elif isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            if name in TOKEN_READING_NAMES:
                found.append(f"{name}() (line {node.lineno})")
    return found


@pytest.mark.parametrize("name", _rule_modules())
def test_rules_verify_claims_and_read_no_tokens(name):
    """Issue 13: every rule family takes the claims the reader read; it never scans the words."""
    assert _token_reads(MODULES[name]) == [], f"{MODULES[name].relative_to(ROOT)} reads the text itself"


def test_the_token_read_check_sees_a_token_read(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def rule(ctx):\n    return ctx.tokens[0], ctx.doc.lower, positions(ctx, {'led'})\n")
    assert len(_token_reads(sample)) == 3


def test_every_rule_says_what_it_verifies():
    from rules import load_all

    assert [name for name, spec in load_all().items() if not spec.verifies] == []
