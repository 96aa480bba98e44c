"""The rule registry: every claim family registers one check function under its name.

Adding a family is a one-file change: write ``rules/<family>.py`` with a function decorated by
:func:`rule`; :func:`load_all` imports every module of this package, so it is picked up.
"""

from __future__ import annotations

import hashlib
import importlib
import pkgutil
from pathlib import Path
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from factcheck.engine.context import CheckContext
    from factcheck.engine.errors import Error

RuleFunc = Callable[["CheckContext"], Iterable["Error"]]


@dataclass(frozen=True)
class RuleSpec:
    """A registered rule: its name, what it checks, and the function."""

    name: str
    description: str
    func: RuleFunc
    needs: str = "A"  # the data it needs, as in gold_buckets_train.csv: A box score, B date, ...
    verifies: tuple[str, ...] = ()  # the kinds of claim (factcheck.reader.schema.KINDS) it verifies


_REGISTRY: dict[str, RuleSpec] = {}
_INFRASTRUCTURE = {"registry"}


def rule(name: str, description: str, needs: str = "A",
         verifies: tuple[str, ...] = ()) -> Callable[[RuleFunc], RuleFunc]:
    """Register ``func`` as the check of claim family ``name``, verifying claims of ``verifies``."""

    def decorate(func: RuleFunc) -> RuleFunc:
        if name in _REGISTRY and _REGISTRY[name].func is not func:
            raise ValueError(f"rule {name!r} is registered twice")
        _REGISTRY[name] = RuleSpec(name, description, func, needs, tuple(verifies))
        return func

    return decorate


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
        h.update(spec.func.__code__.co_code)
    return h.hexdigest()[:12]
