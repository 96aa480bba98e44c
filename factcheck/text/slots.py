"""Frozen value classes made by the thousand per corpus run, at the cost of a plain class.

A frozen dataclass's generated ``__init__`` sets each field with ``object.__setattr__``, which
costs two to three times a slot's own setter. The classes made for nearly every number or name
of every text (:class:`~factcheck.text.numbers.Number`, the mentions, league team references) keep
``frozen=True`` (assigning to a field still raises) but are declared with ``init=False`` and an
``__init__`` that calls the setters this returns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def slot_setters(cls: type, *names: str) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each named slot of ``cls``, in order."""
    return tuple(cls.__dict__[name].__set__ for name in names)
