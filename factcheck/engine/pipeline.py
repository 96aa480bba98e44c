"""Check documents against games: run every registered rule, then resolve overlapping spans."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from boxscore import Game
from boxscore.league import League
from boxscore.standings import standings_of
from rules import RuleSpec, load_all

from factcheck.claims import Verdict
from factcheck.engine.context import CheckContext
from factcheck.text.document import Document
from factcheck.engine.emitter import errors_of, resolve_overlaps
from factcheck.engine.errors import Error
from factcheck.claims import Facts
from factcheck.reader.registry import claims_of_class, read_all
from factcheck.engine import judge
from factcheck.engine.verdicts import final_verdicts


class Checker:
    """The rule set, loaded once, applied to any number of (document, game) pairs."""

    def __init__(self, rules: Mapping[str, RuleSpec] | None = None, only: Iterable[str] | None = None,
                 league: League | None = None, not_checkable: bool = False, min_confidence: float = 0.0) -> None:
        self.league = league  # schedule and earlier games, for the rules that need them (D, E)
        self.not_checkable = not_checkable  # also emit NOT_CHECKABLE spans (off by default)
        if not 0 <= min_confidence <= 1:  # nan too
            raise ValueError(f"min_confidence must be from 0 to 1, got {min_confidence!r}")
        #: Findings less sure than this are dropped before overlaps are resolved, so a sure finding
        #: a doubtful one would have hidden is kept (0: every finding, the shared-task output).
        self.min_confidence = min_confidence
        registry = dict(rules) if rules is not None else load_all()
        if only is not None:
            wanted = set(only)
            unknown = wanted - set(registry)
            if unknown:
                raise ValueError(f"unknown rule(s): {', '.join(sorted(unknown))} (known: {', '.join(registry)})")
            registry = {k: v for k, v in registry.items() if k in wanted}
        self.rules = registry
        #: Also read every claim and judge it (``factcheck claims``, ``--format claims``, the review page).
        self.want_claims = False

    def context(self, doc: Document, game: Game, tokenized: bool = True) -> CheckContext:
        """What every rule is given; the one place both check methods build it."""
        league = self.league.for_game(game) if self.league is not None else None
        return CheckContext(doc, game, tokenized, league, self.not_checkable)

    def check(self, doc: Document, game: Game, tokenized: bool = True) -> list[Error]:
        """All non-overlapping errors of ``doc``, in text order (a failing rule raises)."""
        found, _, _, _ = self._run(self.context(doc, game, tokenized), strict=True)
        return resolve_overlaps(found)

    def check_collecting(self, doc: Document, game: Game,
                         tokenized: bool = True) -> tuple[list[Error], list[tuple[str, str]]]:
        """Like :meth:`check`, but a rule that raises is left out and reported, not raised:
        (errors of the other rules, [(rule, one-line message)]). One faulty rule, or one document
        it cannot handle, must not cost a corpus run its other findings."""
        errors, failures, _ = self.check_counting(doc, game, tokenized)
        return errors, failures

    def check_counting(self, doc: Document, game: Game, tokenized: bool = True
                       ) -> tuple[list[Error], list[tuple[str, str]], int]:
        """:meth:`check_collecting` and the number of claims the rules verified (0: nothing in the
        text was read as a fact of the game, which a run says)."""
        found, typed, failures, _ = self._run(self.context(doc, game, tokenized), strict=False)
        return resolve_overlaps(found), failures, len({id(v.claim) for v in typed})

    def check_with_verdicts(self, doc: Document, game: Game, tokenized: bool = True
                            ) -> tuple[list[Error], list[tuple[Verdict, list[Error]]], list[tuple[str, str]]]:
        """Like :meth:`check_collecting`, and every claim the reader read with its verdict and the
        errors found in it: (errors, [(verdict, errors)], failures)."""
        ctx = self.context(doc, game, tokenized)
        found, typed, failures, doubted = self._run(ctx, strict=False)
        try:
            claims = read_all(ctx)
        except Exception as exc:  # noqa: BLE001 - a reader bug costs the report, not the errors
            failures.append(("reader", " ".join(f"{type(exc).__name__}: {exc}".split())[:300]))
            claims = []
        kinds = {kind for spec in self.rules.values() for kind in spec.kinds}
        judged = final_verdicts(claims, typed, found, kinds, doubted, self.min_confidence)
        return resolve_overlaps(found), judged, failures

    def _run(self, ctx: CheckContext, strict: bool
             ) -> tuple[list[Error], list[Verdict], list[tuple[str, str]], list[Error]]:
        """Every rule's findings on one document: (errors, the typed rules' verdicts, failures, the
        errors left out as less sure than ``min_confidence``)."""
        doc = ctx.doc
        raw: list[tuple[str, Error]] = []
        failures: list[tuple[str, str]] = []
        typed_specs = list(self.rules.values())
        typed: list[Verdict] = []
        if typed_specs:
            standings = None if ctx.not_checkable or ctx.league is None else standings_of(ctx.league)
            facts = Facts(ctx.game, ctx.league, standings)
            typed, failed = judge.verdicts(ctx, typed_specs, facts, lambda classes: claims_of_class(ctx, classes),
                                           strict=strict)
            failures.extend(failed)
            raw.extend((e.rule, e) for e in errors_of(typed, ctx.tokenized, ctx.not_checkable, ctx.doc.sentence_of))
        found: list[Error] = []
        doubted: list[Error] = []
        floor = self.min_confidence
        for name, error in raw:
            if error.confidence < floor:
                doubted.append(error)
                continue
            fault = span_fault(doc, error)
            if fault is None:
                if not corrects_to_itself(doc, error):
                    found.append(error)
            elif strict:
                raise ValueError(f"rule {name}: {fault}")
            else:
                failures.append((name, f"dropped a finding: {fault}"))
        return found, typed, failures, doubted


def corrects_to_itself(doc: Document, error: Error) -> bool:
    """True when the correction is the text it corrects ("Green" -> "Green", two players sharing a
    surname): such a finding says nothing, and a reviewer would only have to reject it."""
    if not error.correction:
        return False
    said = " ".join(doc.span_text(error.start, error.end).split()).lower()
    return said == " ".join(error.correction.split()).lower()


def span_fault(doc: Document, error: Error) -> str | None:
    """Why ``error`` cannot be written for ``doc`` (outside the text, across sentences), or None."""
    if not isinstance(error, Error):
        return f"expected an Error, got {type(error).__name__}"
    if error.end > len(doc):
        return f"span [{error.start}, {error.end}) is outside the text's {len(doc)} tokens"
    if doc.sentence_of[error.start] != doc.sentence_of[error.end - 1]:
        return f"span [{error.start}, {error.end}) crosses a sentence boundary"
    return None


def check(doc: Document, game: Game, tokenized: bool = True, league: League | None = None) -> list[Error]:
    """Convenience: check one document with every registered rule."""
    return Checker(league=league).check(doc, game, tokenized)
