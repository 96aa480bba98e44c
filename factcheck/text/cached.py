"""A per-instance cached property without the lock of Python 3.11's ``functools.cached_property``.

The document, its checking context and the readers' :class:`~factcheck.reader.analysis.Analysis`
compute some twenty values each, once, the first time a reader asks. ``functools.cached_property``
takes a re-entrant lock around every first computation, which costs more than most of the
lookups it guards (Python 3.12 dropped that lock for this reason). Documents are checked in one
thread each, so the lock guards nothing here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class cached_property(Generic[T]):  # noqa: N801 - the name of the decorator it stands for
    """``functools.cached_property`` without the lock: the value is computed on first access and
    kept in the instance's ``__dict__`` under the property's name, where later reads find it as a
    plain attribute (this descriptor is not consulted again)."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> "cached_property[T]": ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.func(instance)
        return value
