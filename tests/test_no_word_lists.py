"""No reader or rule module spells out a word list: vocabulary lives in the lexicon
(``factcheck/lexicon/*.toml``), one table per concept, and modules derive their sets from it.

A module-level literal (set, frozenset, list, tuple or dict, also inside an expression such as
``A | {...}``) holding four or more plain words fails here, unless allow-listed below with the
reason it is no vocabulary (or that it is not moved yet).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("factcheck/reader", "rules")
#: A plain word or phrase: lower-case letters, with inner hyphens, apostrophes, dots or spaces ("n't", "'ve").
PLAIN = re.compile(r"^'?[a-z][a-z'.\-]*( '?[a-z][a-z'.\-]*)*$")
MIN_WORDS = 4

#: module:NAME -> why the literal is not a lexicon table.
ALLOWED: dict[str, str] = {
    "factcheck.reader.schema:KINDS": "the claim kinds and their descriptions: the schema, not words read",
    "factcheck.reader.shot_words:_CLAIM_KIND": "claim-kind labels by the joint of a pair ('-', 'of', 'for'), the pair's syntax",
    "factcheck.reader.stats:(SPLIT, AVERAGE, SEASON, OTHER_GAME, RECORD)": "reason labels a claim's note shows, not words read",
    "factcheck.reader.stats:(NOT_TOTAL, GROUP, NOT_A_STAT, NAMED_AFTER)": "reason labels a claim's note shows, not words read",
    "factcheck.reader.stats:(UNBOUND, NOT_PLAYED, PLAYERS, OTHER_OPPONENT, SHARED)": "reason labels, not words read",
    "rules.not_checkable:WHY": "the reasons a claim is not checkable, as comments write them",
}


def _words(node: ast.AST) -> list[str]:
    """The plain words of a literal and of the literals nested in it."""
    return [n.value for n in ast.walk(node)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and PLAIN.match(n.value)]


def _literals(node: ast.AST) -> list[ast.AST]:
    """The outermost collection literals in an expression."""
    if isinstance(node, (ast.Set, ast.List, ast.Tuple, ast.Dict)):
        return [node]
    return [lit for child in ast.iter_child_nodes(node) for lit in _literals(child)]


def word_lists(path: Path) -> dict[str, list[str]]:
    """The module-level names bound to an expression with a literal of four or more plain words."""
    out: dict[str, list[str]] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        names = [t.id for t in targets if isinstance(t, ast.Name)] or [ast.unparse(targets[0])]
        found = [w for lit in _literals(value) for w in _words(lit)]
        if len(found) >= MIN_WORDS and names[0] != "__all__":
            out[names[0]] = found
    return out


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
