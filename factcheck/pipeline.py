"""Check documents against games: run every registered rule, then resolve overlapping spans."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from boxscore import Game
from boxscore.league import League
from rules import RuleSpec, load_all

from .context import CheckContext
from .document import Document
from .emitter import resolve_overlaps
from .errors import Error


class Checker:
    """The rule set, loaded once, applied to any number of (document, game) pairs."""

    def __init__(self, rules: Mapping[str, RuleSpec] | None = None, only: Iterable[str] | None = None,
                 league: League | None = None, not_checkable: bool = False) -> None:
        self.league = league  # schedule and earlier games, for the rules that need them (D, E)
        self.not_checkable = not_checkable  # also emit NOT_CHECKABLE spans (off by default)
        registry = dict(rules) if rules is not None else load_all()
        if only is not None:
            wanted = set(only)
            unknown = wanted - set(registry)
            if unknown:
                raise ValueError(f"unknown rule(s): {', '.join(sorted(unknown))} (known: {', '.join(registry)})")
            registry = {k: v for k, v in registry.items() if k in wanted}
        self.rules = registry

    def check(self, doc: Document, game: Game, tokenized: bool = True) -> list[Error]:
        """All non-overlapping errors of ``doc``, in text order."""
        ctx = CheckContext(doc, game, tokenized, self.league, self.not_checkable)
        found: list[Error] = []
        for spec in self.rules.values():
            found.extend(spec.func(ctx))
        return resolve_overlaps(found)


def check(doc: Document, game: Game, tokenized: bool = True, league: League | None = None) -> list[Error]:
    """Convenience: check one document with every registered rule."""
    return Checker(league=league).check(doc, game, tokenized)
