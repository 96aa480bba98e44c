"""The error model: one span-level mistake, as the shared task annotates it."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from factcheck.engine.wording import singular_for_one
from factcheck.text.slots import fast_init


class Category(str, Enum):
    """The shared task's error categories, in the annotation guideline's priority order."""

    NAME = "NAME"
    NUMBER = "NUMBER"
    CONTEXT = "CONTEXT"
    WORD = "WORD"
    NOT_CHECKABLE = "NOT_CHECKABLE"
    OTHER = "OTHER"

    @property
    def priority(self) -> int:
        """0 is the highest: the category that wins when two findings overlap."""
        return _PRIORITY.index(self)


_PRIORITY = list(Category)

#: The order the shared task lists the categories in its reports.
REPORT_ORDER: tuple[Category, ...] = (
    Category.NAME, Category.NUMBER, Category.WORD, Category.CONTEXT, Category.NOT_CHECKABLE, Category.OTHER,
)


@fast_init
@dataclass(frozen=True, slots=True)
class Error:
    """A mistake over tokens ``[start, end)`` (0-based, end exclusive) of one document.

    ``correction`` is written in the text's own form ("four" for "six"); ``comment`` states the
    fact that proves the error; ``rule`` names the rule family that found it; ``claim`` is the
    claim (:class:`factcheck.claims.Claim`) it was found in, when the rule says so (kept in the
    process that found it: not compared, not pickled to other processes). ``confidence`` (0 to 1)
    is how sure the reading behind it is, ``doubt`` why it is less than sure ("" when sure).
    """

    start: int
    end: int
    category: Category
    correction: str = ""
    comment: str = ""
    rule: str = ""
    claim: object = field(default=None, compare=False, repr=False)
    confidence: float = field(default=1.0, compare=False)
    doubt: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"empty or negative span [{self.start}, {self.end})")
        if self.comment:  # "had 1 blocks" -> "had 1 block", whichever rule wrote it
            object.__setattr__(self, "comment", singular_for_one(self.comment))

    def __reduce__(self):  # the claim stays in the process that found it (it holds the game's objects)
        return (Error, (self.start, self.end, self.category, self.correction, self.comment, self.rule, None,
                        self.confidence, self.doubt))

    def overlaps(self, other: "Error") -> bool:
        return self.start < other.end and other.start < self.end

    @property
    def width(self) -> int:
        return self.end - self.start
