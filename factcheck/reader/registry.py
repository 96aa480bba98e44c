"""The reader registry: each reader component reads one family of claims from a document.

A component is a function ``ctx -> Iterable[Claim]`` registered with :func:`reader`, like a
spaCy pipeline component: it runs at most once per document, the first time a rule (or the
claims report) asks for one of its kinds, and every rule reads its claims from
:func:`claims_of`. Adding a family of claims is one function in one module of this package.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from factcheck.claims import Claim
from factcheck.engine.context import CheckContext

from .schema import KINDS

ReaderFunc = Callable[[CheckContext], Iterable[Claim]]


@dataclass(frozen=True)
class ReaderSpec:
    """A registered reader: its name, the kinds of claim it yields, what it reads, the function,
    and the claim classes it yields (:mod:`factcheck.claims`; empty for a reader of the untyped
    :class:`~factcheck.claims.Claim`)."""

    name: str
    kinds: tuple[str, ...]
    description: str
    func: ReaderFunc
    classes: tuple[type, ...] = ()


_set_reader = Claim.__dict__["reader"].__set__
_READERS: dict[str, ReaderSpec] = {}
_BY_KIND: dict[str, list[ReaderSpec]] = {}
_BY_CLASS: dict[type, list[ReaderSpec]] = {}
#: For each tuple of claim classes asked for: the readers to run (by name, their specs looked up
#: when run), in order, each with the classes to keep of its claims (None: all of them). Worked out
#: once per tuple, not per document; registering a reader drops them.
_PLANS: dict[tuple[type, ...], list[tuple[str, tuple[type, ...] | None]]] = {}


def reader(name: str, kinds: Iterable[str | type], description: str) -> Callable[[ReaderFunc], ReaderFunc]:
    """Register ``func`` as the reader ``name`` of claims of ``kinds``: claim classes of
    :mod:`factcheck.claims`, or kind names for a reader of untyped claims."""
    kinds = tuple(kinds)
    classes = tuple(k for k in kinds if isinstance(k, type))
    names = tuple(dict.fromkeys(k if isinstance(k, str) else k.kind for k in kinds))
    unknown = [k for k in names if k not in KINDS]
    if unknown:
        raise ValueError(f"reader {name!r}: unknown claim kind(s) {unknown} (see schema.KINDS)")

    def decorate(func: ReaderFunc) -> ReaderFunc:
        if name in _READERS and _READERS[name].func is not func:
            raise ValueError(f"reader {name!r} is registered twice")
        spec = ReaderSpec(name, names, description, func, classes)
        _READERS[name] = spec
        for kind in names:
            _BY_KIND.setdefault(kind, []).append(spec)
        for cls in classes:
            _BY_CLASS.setdefault(cls, []).append(spec)
        _PLANS.clear()
        return func

    return decorate


_LOADED = False
#: Modules of this package that hold no reader components.
_NOT_READERS = {"registry", "schema"}


def load_readers() -> dict[str, ReaderSpec]:
    """Import every module of the reader package (registering its components); the registry."""
    global _LOADED
    if not _LOADED:
        import factcheck.reader as package

        for info in pkgutil.iter_modules(package.__path__):
            if info.name not in _NOT_READERS:
                importlib.import_module(f"factcheck.reader.{info.name}")
        _LOADED = True
    return dict(_READERS)


def _read(ctx: CheckContext, spec: ReaderSpec) -> tuple[Claim, ...]:
    claims = ctx.analysis.claims
    found = claims.get(spec.name)
    if found is None:
        found = claims[spec.name] = tuple(spec.func(ctx))
        name = spec.name
        for claim in found:
            if not claim.reader:
                # (typed claims are frozen: the registry alone names their reader, once, by the slot's setter)
                _set_reader(claim, name)
    return found


def claims_of(ctx: CheckContext, *kinds: str) -> list[Claim]:
    """The document's claims of ``kinds``, each reader run once per document; in reading order
    (each reader's claims in text order, readers in registration order)."""
    if not _LOADED:
        load_readers()
    out: list[Claim] = []
    seen: set[str] = set()
    for kind in kinds:
        for spec in _BY_KIND.get(kind, ()):
            if spec.name in seen:
                continue
            seen.add(spec.name)
            found = _read(ctx, spec)
            if len(spec.kinds) == 1 or set(spec.kinds) <= set(kinds):
                out.extend(found)
            else:
                out.extend(c for c in found if c.kind in kinds)
    return out


def claims_of_class(ctx: CheckContext, classes: Iterable[type]) -> list:
    """The document's typed claims of ``classes`` (each an instance of one), each reader run once
    per document; each reader's claims in text order, readers in registration order."""
    if not _LOADED:
        load_readers()
    wanted = tuple(classes)
    plan = _PLANS.get(wanted)
    if plan is None:
        plan = _PLANS[wanted] = _plan(wanted)
    out: list = []
    read = ctx.analysis.claims
    for name, keep in plan:
        found = read.get(name)
        if found is None:
            found = _read(ctx, _READERS[name])
        if keep is None:
            out.extend(found)
        else:
            out.extend(c for c in found if isinstance(c, keep))
    return out


def _plan(wanted: tuple[type, ...]) -> list[tuple[str, tuple[type, ...] | None]]:
    """The readers of claims of ``wanted``, in order, each with the classes to keep of its claims
    (None when it yields only wanted classes)."""
    plan: list[tuple[str, tuple[type, ...] | None]] = []
    seen: set[str] = set()
    for cls in wanted:
        for spec in _BY_CLASS.get(cls, ()):
            if spec.name not in seen:
                seen.add(spec.name)
                plan.append((spec.name, None if set(spec.classes) <= set(wanted) else wanted))
    return plan


def claims_from(ctx: CheckContext, name: str) -> tuple[Claim, ...]:
    """The claims of reader ``name`` (read once per document): a rule that verifies what one
    reader reads asks for its claims by name, as their ``detail`` is that reader's record."""
    if not _LOADED:
        load_readers()
    return _read(ctx, _READERS[name])


def read_all(ctx: CheckContext) -> list[Claim]:
    """Every claim of the document, from every reader, in text order."""
    readers = load_readers()
    found = [c for spec in readers.values() for c in _read(ctx, spec)]
    return sorted(found, key=lambda c: (c.start, c.end))
