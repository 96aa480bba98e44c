"""The rule registry: every claim family registers the function that verifies its claims.

A rule is a pure function ``verify(claim, facts) -> Verdict`` registered with :func:`rule`. The
claim classes it verifies are read from its first parameter's annotation (one class, or several
joined by ``|``), so the signature is the subscription. Its docstring is its documentation, as
``factcheck rules`` and docs/rules.md show it:

- the first line says what it checks;
- the paragraphs after it say why (what writers get wrong, how annotators mark it);
- ``Example (correct):`` and ``Example (wrong):`` lines give a text about the built-in example
  game (gold/example_game.json) that the rule finds true, and one it finds wrong, the wrong tokens
  marked ``[tokens -> correction]`` (``[tokens]`` when there is no correction). The tests run them.

Adding a family is a one-file change: write ``rules/<family>.py`` with a function decorated by
:func:`rule`; :func:`load_all` imports every module of this package, so it is picked up.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import pkgutil
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: ``verify(claim, facts) -> Verdict``
VerifyFunc = Callable[[Any, Any], Any]


@dataclass(frozen=True)
class Example:
    """A documented example: a text about the example game, and whether the rule finds it wrong.
    ``marks`` are the wrong spans of a wrong example: (first token, end token, correction)."""

    text: str
    wrong: bool
    marks: tuple[tuple[int, int, str | None], ...] = ()


@dataclass(frozen=True)
class RuleSpec:
    """A registered rule: its name, what it checks, its verifier and the claim classes it verifies."""

    name: str
    description: str
    verify: VerifyFunc
    verifies: tuple[type, ...]
    needs: str = "A"  # the data it needs, as in gold_buckets_train.csv: A box score, B date, ...
    why: str = ""
    examples: tuple[Example, ...] = field(default=(), compare=False)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of claim it verifies ("stat", "score", ...)."""
        return tuple(dict.fromkeys(v.kind for v in self.verifies))


_REGISTRY: dict[str, RuleSpec] = {}
_INFRASTRUCTURE = {"registry"}


def rule(name: str, needs: str = "A") -> Callable[[VerifyFunc], VerifyFunc]:
    """Register ``verify`` as the rule ``name``, verifying the claim classes its first parameter
    is annotated with; ``needs`` is the data it needs (A box score, B date, C league table, D schedule, E earlier
    games, F none here)."""

    def decorate(verify: VerifyFunc) -> VerifyFunc:
        if name in _REGISTRY and _REGISTRY[name].verify is not verify:
            raise ValueError(f"rule {name!r} is registered twice")
        what, why, examples = parse_doc(inspect.getdoc(verify) or "")
        if not what:
            raise ValueError(f"rule {name!r}: its docstring must say what it checks")
        _REGISTRY[name] = RuleSpec(name, what, verify, claim_classes(verify), needs, why, examples)
        return verify

    return decorate


def claim_classes(verify: VerifyFunc) -> tuple[type, ...]:
    """The claim classes ``verify``'s first parameter is annotated with."""
    first = verify.__code__.co_varnames[0]
    hint = verify.__annotations__[first]
    if isinstance(hint, str):  # (postponed: this one hint evaluated, not all of the function's as get_type_hints does)
        hint = eval(hint, verify.__globals__)  # noqa: S307 - an annotation of the project's own code
    args = typing.get_args(hint) if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union \
        else (hint,)
    return tuple(args)


_EXAMPLE = re.compile(r"^Example \((correct|wrong)\):\s*(.+)$")
_MARK = re.compile(r"\[([^\[\]]+?)(?:\s*->\s*([^\[\]]*?))?\]")


def parse_doc(doc: str) -> tuple[str, str, tuple[Example, ...]]:
    """(what, why, examples) of a rule's docstring (see the module's docstring)."""
    lines = doc.strip().splitlines()
    if not lines:
        return "", "", ()
    what = lines[0].strip()
    why_lines: list[str] = []
    examples: list[Example] = []
    for line in lines[1:]:
        found = _EXAMPLE.match(line.strip())
        if found:
            examples.append(_example(found.group(2), found.group(1) == "wrong"))
        else:
            why_lines.append(line)
    why = " ".join(" ".join(why_lines).split())
    return what, why, tuple(examples)


def _example(text: str, is_wrong: bool) -> Example:
    """An example line: its tokens, with the marked spans read out of it."""
    tokens: list[str] = []
    marks = []
    at = 0
    for found in _MARK.finditer(text):
        tokens.extend(text[at:found.start()].split())
        start = len(tokens)
        tokens.extend(found.group(1).split())
        marks.append((start, len(tokens), found.group(2)))
        at = found.end()
    tokens.extend(text[at:].split())
    return Example(" ".join(tokens), is_wrong, tuple(marks))


def load_all() -> dict[str, RuleSpec]:
    """Import every rule module of this package and return the registry, sorted by name."""
    here = str(Path(__file__).parent)  # (not "import rules": the package imports this module)
    for info in pkgutil.iter_modules([here]):
        if info.name not in _INFRASTRUCTURE and not info.name.startswith("_"):
            importlib.import_module(f"rules.{info.name}")
    return dict(sorted(_REGISTRY.items()))


def signature() -> str:
    """A short hash of the rule set (names and code), so a run can be reproduced."""
    h = hashlib.sha256()
    for name, spec in load_all().items():
        h.update(name.encode())
        h.update(spec.verify.__code__.co_code)
    return h.hexdigest()[:12]
