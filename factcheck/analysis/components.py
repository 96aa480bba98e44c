"""The analysis's components: each declares what it provides and what it requires.

Like a spaCy pipeline's components (``assigns`` / ``requires``), each part of the sentence
analysis is a small function that fills some attributes of a
:class:`~factcheck.analysis.model.SentenceAnalysis` from others. They run in the order they are
registered; :func:`pipeline` refuses an order in which a component needs what no component before
it provides, so a new part is added by declaring what it reads, not by knowing the others.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: What the document and the linker give before any component runs.
INPUTS = frozenset({"tokens", "sentences", "numbers", "pairs", "mentions", "layout"})


@dataclass(frozen=True, slots=True)
class Component:
    """One part of the analysis: ``run`` fills ``provides`` from ``requires``."""

    name: str
    provides: tuple[str, ...]
    requires: tuple[str, ...]
    run: Callable[[Any], None]
    doc: str = ""


_REGISTERED: list[Component] = []


class PipelineError(ValueError):
    """A component needs what no component before it provides."""


def component(name: str, provides: tuple[str, ...], requires: tuple[str, ...]):
    """Register the decorated function as the component ``name``."""

    def register(run: Callable[[Any], None]) -> Callable[[Any], None]:
        doc = (run.__doc__ or "").strip().splitlines()[0] if run.__doc__ else ""
        _REGISTERED.append(Component(name, provides, requires, run, doc))
        return run

    return register


def check_order(components: list[Component]) -> tuple[Component, ...]:
    """The components in order, after checking that each needs only what comes before it."""
    have = set(INPUTS)
    for c in components:
        missing = [r for r in c.requires if r not in have]
        if missing:
            raise PipelineError(f"analysis component {c.name!r} requires {missing}, which no component before it provides")
        have.update(c.provides)
    return tuple(components)


def pipeline() -> tuple[Component, ...]:
    """The registered components, in order (checked)."""
    return check_order(list(_REGISTERED))
