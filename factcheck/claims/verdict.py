"""What a rule answers about a claim: correct (with the fact), wrong (with the fixes), or unchecked.

A rule is a pure function ``verify(claim, facts) -> Verdict``: it reads the claim's typed fields
and the facts (box score, league data), writes nothing anywhere and may be asked again about
the same claim with another subject. A wrong verdict carries its :class:`Fix` es: the tokens to
blame, the category, and what they should say; the emitter turns them into errors, once.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from factcheck.engine.errors import Category
from factcheck.text.numbers import Number, render_number
from factcheck.text.slots import fast_init

from .base import Claim


class Status(StrEnum):
    """A rule's verdict on a claim."""

    CORRECT = "correct"      # verified against the data
    WRONG = "wrong"          # the fixes say what is wrong
    UNCHECKED = "unchecked"  # read, but not verified (``Verdict.reason`` says why)


@fast_init
@dataclass(frozen=True, slots=True)
class Fix:
    """One correction: tokens ``[start, end)`` are wrong (``category``) and should say ``correction``.

    ``correction`` is written as the shared task tokenizes ("twenty - two", "team - high"); the
    emitter joins the hyphens for a text that was given untokenized. ``comment`` is the fact that
    proves it. A ``NOT_CHECKABLE`` fix is a request to look the tokens up, emitted only when the
    run asks for such spans. ``confidence`` below 1 says the rule knows a reason to doubt it (a
    writer's convention the figure may follow: minutes rounded, the record before the game), and
    ``doubt`` says which."""

    start: int
    end: int
    category: Category
    correction: str = ""
    comment: str = ""
    confidence: float = 1.0
    doubt: str = ""

    @classmethod
    def number(cls, num: Number, actual: int, comment: str, confidence: float = 1.0, doubt: str = "") -> "Fix":
        """A wrong number, corrected in the text's own form ("six" -> "four", "6" -> "4")."""
        return cls(num.start, num.end, Category.NUMBER, render_corrected(num, actual), comment, confidence, doubt)


def render_corrected(num: Number, value: int) -> str:
    """``value`` written as ``num`` is: digits, or words for a number word or an article."""
    return _render(value, "digits" if num.form == "digits" else "word")


_RENDERED: dict[tuple[int, str], str] = {}


def _render(value: int, form: str) -> str:
    # remembered: writing a number as words (num2words) takes some 40 µs, and the same few
    # corrections ("three", "eleven") recur in every text
    key = (value, form)
    got = _RENDERED.get(key)
    if got is None:
        got = _RENDERED[key] = render_number(value, form, tokenized=True)
    return got


@fast_init
@dataclass(frozen=True, slots=True)
class Verdict:
    """A rule's verdict on one claim: the fact it checked against (``fact``), the fixes when
    wrong, the reason when it could not check. ``rule`` is stamped by the engine."""

    claim: Claim
    status: Status
    fact: str = ""
    fixes: tuple[Fix, ...] = ()
    reason: str = ""
    rule: str = ""

    @property
    def wrong(self) -> bool:
        return self.status is Status.WRONG

    @property
    def correction(self) -> str:
        """The first fix's correction ("" when none)."""
        return self.fixes[0].correction if self.fixes else ""


def correct(claim: Claim, fact: str) -> Verdict:
    """``claim`` holds: ``fact`` is what the data says ("Kyle Lowry had 21 points")."""
    return Verdict(claim, Status.CORRECT, fact)


def wrong(claim: Claim, *fixes: Fix, fact: str = "") -> Verdict:
    """``claim`` is wrong; ``fixes`` say where and what it should say (at least one)."""
    if not fixes:
        raise ValueError("a wrong verdict needs a fix")
    return Verdict(claim, Status.WRONG, fact or fixes[0].comment, fixes)


def unchecked(claim: Claim, reason: str, *lookups: Fix) -> Verdict:
    """``claim`` was read but cannot be settled: ``reason`` says why ("no box score of that game").
    ``lookups`` are NOT_CHECKABLE spans for a reviewer to look up (emitted on request only)."""
    return Verdict(claim, Status.UNCHECKED, reason=reason, fixes=lookups)


def name_doubted(claim: Claim, reason: str, *fixes: Fix) -> Verdict:
    """``claim`` is wrong as written in a way that a wrong team name explains as well as ``fixes``
    do ("the Hawks out - scored the Wizards 28 - 18" when the Wizards won it 28 - 18: the verb, or
    the two names). It is left unchecked: the fixes are what it would cost if the name were right,
    and the judge weighs them against the name (:func:`factcheck.engine.judge.cost`), but reports
    none of them by themselves."""
    return Verdict(claim, Status.UNCHECKED, reason=reason, fixes=fixes)
