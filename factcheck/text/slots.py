"""Frozen value classes made by the thousand per corpus run, at the cost of a plain class.

A frozen dataclass's generated ``__init__`` sets each field with ``object.__setattr__``, which
costs two to three times a slot's own setter. The classes made for nearly every number or name
of every text (:class:`~factcheck.text.numbers.Number`, the mentions, league team references) keep
``frozen=True`` (assigning to a field still raises) but are declared with ``init=False`` and an
``__init__`` that calls the setters :func:`slot_setters` returns; the classes with many fields
(the claims, the verdicts, the box-score rows) have :func:`fast_init` write that ``__init__``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any


def slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each named slot of ``cls``, in order."""
    return tuple(cls.__dict__[name].__set__ for name in names)


def fast_init(cls: type) -> type:
    """Give a frozen slotted dataclass an ``__init__`` that sets each slot with its own setter.

    The same signature and defaults as the dataclass's own (positional fields, then keyword-only
    ones; ``default_factory`` called when the argument is left out; ``__post_init__`` called),
    but two to three times cheaper per field. For classes made by the ten thousand per run (the
    claims, verdicts and box-score rows); apply it above ``@dataclass``."""
    if not dataclasses.is_dataclass(cls) or not cls.__dataclass_params__.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"fast_init: {cls.__name__} is no frozen slotted dataclass")
    if any(f._field_type is dataclasses._FIELD_INITVAR for f in cls.__dataclass_fields__.values()):  # type: ignore[attr-defined]
        raise TypeError(f"fast_init: {cls.__name__} has an InitVar")
    env: dict[str, Any] = {"_HAS_FACTORY": _HAS_FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    for f in dataclasses.fields(cls):
        name = f.name
        setter = f"_set_{name}"
        env[setter] = next(k.__dict__[name] for k in cls.__mro__ if name in k.__dict__).__set__
        has_factory = f.default_factory is not dataclasses.MISSING
        if has_factory:
            env[f"_factory_{name}"] = f.default_factory
        if not f.init:
            if has_factory:
                body.append(f"    {setter}(self, _factory_{name}())")
            elif f.default is not dataclasses.MISSING:
                env[f"_default_{name}"] = f.default
                body.append(f"    {setter}(self, _default_{name})")
            continue
        if has_factory:
            param = f"{name}=_HAS_FACTORY"
            body.append(f"    {setter}(self, _factory_{name}() if {name} is _HAS_FACTORY else {name})")
        else:
            if f.default is not dataclasses.MISSING:
                env[f"_default_{name}"] = f.default
                param = f"{name}=_default_{name}"
            else:
                param = name
            body.append(f"    {setter}(self, {name})")
        (keyword if f.kw_only else positional).append(param)
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    params = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    source = f"def __init__({params}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, env)  # noqa: S102 - made from the class's own field names, as dataclasses does
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init  # type: ignore[misc]
    return cls


class _HasFactory:
    """The default of an argument whose field has a ``default_factory``: the factory is called."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


_HAS_FACTORY = _HasFactory()
