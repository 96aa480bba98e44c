"""No module of the readers, the text layer, the engine, the rules or the box score spells out a word
list: vocabulary lives in the lexicon (``factcheck/lexicon/*.toml``), one table per concept, and
modules derive their sets from it once, at import.

A literal (set, frozenset, list, tuple or dict, also inside an expression such as ``A | {...}`` or
``low[i:i + 3] in (["were", "led", "by"], ...)``) holding four or more plain words fails here, at
module level or inside a function, unless allow-listed below with the reason it is no vocabulary.
A phrase spelled as tokens (``["the", "player", "of", "the", "game"]``) counts as its words: it is a
phrase table. Only the elements of literals count, not strings elsewhere in an expression
(``return i, "home" if w == "road" else "road"`` is no list).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("factcheck/analysis", "factcheck/reader", "factcheck/text", "factcheck/engine", "rules", "boxscore")
#: A plain word or phrase: lower-case letters, with inner hyphens, apostrophes, dots or spaces ("n't", "'ve").
PLAIN = re.compile(r"^'?[a-z][a-z'.\-]*( '?[a-z][a-z'.\-]*)*$")
MIN_WORDS = 4

#: module:NAME (module:function.NAME inside a function) -> why the literal is not a lexicon table.
ALLOWED: dict[str, str] = {
    "factcheck.analysis.components:INPUTS": "the names of what the document gives the analysis's components, "
                                            "not words read",
    "factcheck.reader.schema:KINDS": "the claim kinds and their descriptions: the schema, not words read",
    "factcheck.reader.shot_words:_CLAIM_KIND": "claim-kind labels by the joint of a pair ('-', 'of', 'for'), the pair's syntax",
    "factcheck.reader.stats:(SPLIT, AVERAGE, SEASON, OTHER_GAME, RECORD)": "reason labels a claim's note shows, not words read",
    "factcheck.reader.stats:(NOT_TOTAL, GROUP, NOT_A_STAT, NAMED_AFTER)": "reason labels a claim's note shows, not words read",
    "factcheck.reader.stats:(UNBOUND, NOT_PLAYED, PLAYERS, OTHER_OPPONENT, SHARED)": "reason labels, not words read",
    "factcheck.text.references:resolve_references.side": "the side labels of the side_words table (home, vis, winner, "
                                                         "loser) mapped to the game's sides: labels, not words read",
    "rules.not_checkable:WHY": "the reasons a claim is not checkable, as comments write them",
    "boxscore.loaders:_PLAYER_FIELDS": "the field names of a box-score row, in the order the loader fills them: no words read",
}

_COLLECTIONS = (ast.Set, ast.List, ast.Tuple, ast.Dict)


def _words(node: ast.AST) -> list[str]:
    """The plain words that are elements (or keys, values) of a literal and of the literals nested in it."""
    found = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Constant) and isinstance(child.value, str) and PLAIN.match(child.value):
            found.append(child.value)
        elif isinstance(child, _COLLECTIONS):
            found.extend(_words(child))
    return found


class _Finder(ast.NodeVisitor):
    """The literals of four or more plain words in a module, by the scope and name they are bound to
    ("NAME", "function.NAME"), or by their first words where bound to no name ("function.(a b c ...)")."""

    def __init__(self) -> None:
        self.scope: list[str] = []
        self.found: dict[str, list[str]] = {}

    def _enter(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        self.scope.append(node.name)
        self.generic_visit(node)
        self.scope.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _enter

    def _bound(self, targets: list[ast.expr], value: ast.expr | None) -> None:
        if value is not None:
            names = [t.id for t in targets if isinstance(t, ast.Name)] or [ast.unparse(targets[0])]
            self._expression(value, names[0])

    def visit_Assign(self, node: ast.Assign) -> None:
        self._bound(node.targets, node.value)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self._bound([node.target], node.value)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self._bound([node.target], node.value)

    def _expression(self, node: ast.AST, name: str | None = None) -> None:
        if isinstance(node, _COLLECTIONS):
            words = _words(node)
            if len(words) >= MIN_WORDS and name != "__all__":
                key = name or "(" + " ".join(words[:3]) + " ...)"
                self.found.setdefault(".".join([*self.scope, key]), words)
            return
        for child in ast.iter_child_nodes(node):
            self._expression(child, name)

    def generic_visit(self, node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt):
                self.visit(child)
            else:
                self._expression(child)


def word_lists(path: Path) -> dict[str, list[str]]:
    """The literals of four or more plain words in a module (see :class:`_Finder` for their keys)."""
    finder = _Finder()
    finder.visit(ast.parse(path.read_text(encoding="utf-8")))
    return finder.found


def _offenders() -> dict[str, list[str]]:
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            for name, words in word_lists(path).items():
                out[f"{module}:{name}"] = words
    return out


OFFENDERS = _offenders()


@pytest.mark.parametrize("key", sorted(OFFENDERS))
def test_no_module_spells_out_a_word_list(key):
    assert key in ALLOWED, f"{key} spells out {len(OFFENDERS[key])} words {OFFENDERS[key][:6]}...: " \
                           f"make it a lexicon table (factcheck/lexicon/*.toml) and derive it"


@pytest.mark.parametrize("key", sorted(ALLOWED))
def test_every_allowed_list_still_exists(key):
    """The allow-list only shrinks: an entry whose list has gone is deleted."""
    assert key in OFFENDERS, f"{key} is allowed but defines no word list any more: remove it from ALLOWED"


def test_the_check_sees_a_word_list(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('A = {"one", "two", "three", "four"}\nB = X | {"a b", "c", "d", "e-f"}\nC = ("A", "B", "C", "D")\n'
                      'D = {"x": 1, "y": 2}\nE = set()\nE |= {"g", "h", "i", "j"}\n')
    assert set(word_lists(sample)) == {"A", "B", "E"}


def test_the_check_sees_a_word_list_inside_a_function(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('def f(low, i):\n'
                      '    if low[i] in ("while", "but", "however", "when"):\n'
                      '        return low[i:i + 3] in (["were", "led", "by"], ["was", "led", "by"])\n'
                      '    rest = [w for w in low if w not in {"the", "a", "an", "this"}]\n'
                      '    return i, "home" if low[i] == "road" else "road", "x", "y"\n'
                      'class K:\n'
                      '    def g(self, low):\n'
                      '        return low[:6] == ["of", "the", "second", "half"]\n')
    assert set(word_lists(sample)) == {"f.(while but however ...)", "f.(were led by ...)", "f.rest",
                                       "K.g.(of the second ...)"}
