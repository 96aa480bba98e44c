"""Use from Python: load games, check texts, read the errors and claims, score a run.

Everything here is exported from :mod:`factcheck`. A check of one text:

>>> import factcheck
>>> record, text = factcheck.example()              # the built-in example game and summary
>>> game = factcheck.load_games(record)[0]
>>> checker = factcheck.Checker()
>>> checked = checker.check(game, "The Milwaukee Bucks defeated the Denver Nuggets 108 - 99 .")
>>> [(e.tokens, e.category, e.correction) for e in checked.errors]
[('99', 'NUMBER', '101')]
>>> checked.errors[0].to_dict()["DOC_TOKEN_START"]       # token ids from 1, as the shared task's
10

An evaluation loop over (game record, text) pairs, as an NLG system's outputs give them:

>>> pairs = [(record, text), (record, "The Bucks won 108 - 101 on Friday .")]
>>> run = checker.check_all(pairs)
>>> frame = run.to_dataframe()
>>> frame.groupby("TYPE").size().to_dict()
{'CONTEXT': 1, 'NAME': 2, 'NUMBER': 5, 'WORD': 1}
>>> print(f"{run.errors_per_text():.1f} errors per text")
4.5 errors per text

Scoring a run against a gold mistake list (the shared task's evaluate.py method):

>>> scores = factcheck.score(factcheck.Checker().check_all([(record, text)], text_ids=["G001"]),
...                          factcheck.example_gsml())
>>> round(scores["overall"].mistake_recall, 2) > 0.5
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from boxscore import Game, RecordError, game_from_record
from boxscore.league import League
from boxscore.loaders import load_games as _load_file
from factcheck.engine.errors import Category, Error
from factcheck.engine.pipeline import Checker as _Pipeline
from factcheck.evaluation.scorer import Score
from factcheck.io.formats.submission import COLUMNS, rows
from factcheck.io.resources import gold_dir
from factcheck.text.document import Document

if TYPE_CHECKING:
    import pandas

__all__ = ["CheckedText", "Checker", "Finding", "RecordError", "Run", "Score", "example", "example_gsml",
           "load_games", "load_league", "score"]

GameSource = Game | Mapping[str, Any] | str | Path


# ---- inputs -----------------------------------------------------------------------------------
def load_games(source: GameSource | Sequence[Mapping[str, Any]]) -> list[Game]:
    """Games from a RotoWire JSON list, a shared-task JSON Lines file (by path), one record (a
    dict), or a list of records. A bad record raises :class:`boxscore.RecordError`, whose message
    names the file (or the list index) and the line.

    >>> [g.home.name for g in load_games(example()[0])]
    ['Nuggets']
    """
    if isinstance(source, Game):
        return [source]
    if isinstance(source, Mapping):
        return [game_from_record(dict(source))]
    if isinstance(source, (str, Path)):
        result = _load_file(source)
        if result.errors:
            raise result.errors[0]
        return result.games
    return [game_from_record(dict(r), "<list>", f"index {k}", k) for k, r in enumerate(source)]


def load_league(schedule: str | Path | None = None, rotowire: Iterable[str | Path] = ()) -> League:
    """League data for claims beyond one box score: a schedule CSV (next games, streaks) and
    RotoWire JSON files (earlier box scores), as ``--schedule`` and ``--league`` take them."""
    return League.from_files(schedule, list(rotowire))


def example() -> tuple[dict[str, Any], str]:
    """The built-in example: an invented game record (a dict) and a summary of it with errors."""
    here = gold_dir()
    record = json.loads((here / "example_game.json").read_text(encoding="utf-8"))
    return record, (here / "texts" / "G001.txt").read_text(encoding="utf-8")


def example_gsml() -> Path:
    """The gold mistake list of the built-in example's summary (text id G001)."""
    return gold_dir() / "gsml.csv"


# ---- results ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Finding:
    """One error in a text, as the shared task writes it: the tokens (document token ids from 1,
    inclusive, and the sentence's), the category, the correction when one fits, the comment (the
    fact that proves it), the rule that found it, its confidence (0 to 1: how sure the reading
    behind it is) and its doubt (why it is less than sure; "" when sure)."""

    text_id: str
    sentence_id: int
    tokens: str
    doc_token_start: int
    doc_token_end: int
    sent_token_start: int
    sent_token_end: int
    category: str
    correction: str
    comment: str
    rule: str
    confidence: float = 1.0
    doubt: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The shared task's 11 columns (ANNOTATION_ID left out), RULE, CONFIDENCE and DOUBT."""
        return {
            "TEXT_ID": self.text_id, "SENTENCE_ID": self.sentence_id, "TOKENS": self.tokens,
            "SENT_TOKEN_START": self.sent_token_start, "SENT_TOKEN_END": self.sent_token_end,
            "DOC_TOKEN_START": self.doc_token_start, "DOC_TOKEN_END": self.doc_token_end, "TYPE": self.category,
            "CORRECTION": self.correction, "COMMENT": self.comment, "RULE": self.rule,
            "CONFIDENCE": self.confidence, "DOUBT": self.doubt,
        }


@dataclass(frozen=True)
class CheckedText:
    """One text checked against its game: its errors, and (when asked for) every claim read in
    it with its verdict, as JSON-ready records."""

    text_id: str
    document: Document
    game: Game
    errors: list[Finding]
    claims: list[dict[str, Any]] | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text_id": self.text_id, "errors": [e.to_dict() for e in self.errors]}
        if self.claims is not None:
            out["claims"] = self.claims
        return out


@dataclass
class Run:
    """The checked texts of a corpus, in order."""

    texts: list[CheckedText] = field(default_factory=list)

    def __iter__(self) -> Iterator[CheckedText]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.texts)

    @property
    def errors(self) -> list[Finding]:
        return [e for t in self.texts for e in t.errors]

    def errors_per_text(self) -> float:
        return len(self.errors) / len(self.texts) if self.texts else 0.0

    def to_dataframe(self) -> "pandas.DataFrame":
        """One row per error: the shared task's columns, RULE, CONFIDENCE and DOUBT."""
        import pandas

        columns = [c for c in COLUMNS if c != "ANNOTATION_ID"] + ["RULE", "CONFIDENCE", "DOUBT"]
        return pandas.DataFrame([e.to_dict() for e in self.errors], columns=columns)

    def to_csv(self, path: str | Path | None = None) -> str:
        """The shared task's submission CSV (written to ``path`` when given)."""
        from factcheck.io.formats.submission import to_csv

        text = to_csv((t.document, _errors_of(t)) for t in self.texts)
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text


def _errors_of(checked: CheckedText) -> list[Error]:
    return [Error(f.doc_token_start - 1, f.doc_token_end, Category(f.category), f.correction, f.comment, f.rule,
                  confidence=f.confidence, doubt=f.doubt) for f in checked.errors]


# ---- checking ---------------------------------------------------------------------------------
class Checker:
    """The rule set, ready to check any number of texts.

    ``league``: league data (:func:`load_league`) for next-game, streak and history claims;
    ``rules``: the rule families to run (default: all; ``factcheck rules`` lists them);
    ``not_checkable``: also mark claims no given data can settle as NOT_CHECKABLE;
    ``min_confidence``: leave out errors less sure than this (0 to 1; ValueError otherwise), as
    ``--min-confidence`` does (0: every error, the shared task's output).
    """

    def __init__(self, league: League | None = None, rules: Iterable[str] | None = None,
                 not_checkable: bool = False, min_confidence: float = 0.0) -> None:
        self._pipeline = _Pipeline(only=list(rules) if rules is not None else None, league=league,
                                   not_checkable=not_checkable, min_confidence=min_confidence)

    @property
    def rules(self) -> list[str]:
        return list(self._pipeline.rules)

    def check(self, game: GameSource, text: str, text_id: str = "1", tokenized: bool = True,
              claims: bool = False) -> CheckedText:
        """Check ``text`` against ``game``. ``tokenized``: the text is in the shared task's
        tokenization (tokens joined by single spaces, as RotoWire's and the shared task's texts
        are; token ids count them); else it is tokenized first. ``claims``: also read every claim
        with its verdict (slower)."""
        found = game if isinstance(game, Game) else load_games(game)[0]
        doc = Document.from_tokenized(text_id, text) if tokenized else Document.from_raw(text_id, text)
        records = None
        if claims:
            from factcheck.io.formats.claim_records import claim_record

            errors, judged, _ = self._pipeline.check_with_verdicts(doc, found, tokenized)
            records = [claim_record(doc, verdict, errs, found) for verdict, errs in judged]
        else:
            errors = self._pipeline.check(doc, found, tokenized)
        return CheckedText(text_id, doc, found, _findings(doc, errors), records)

    def iter_check(self, pairs: Iterable[tuple[GameSource, str]], text_ids: Iterable[str] | None = None,
                   tokenized: bool = True, claims: bool = False) -> Iterator[CheckedText]:
        """Check (game, text) pairs one by one, as a corpus is read: text ids "1", "2", ...
        unless given."""
        ids = iter(text_ids) if text_ids is not None else None
        for k, (game, text) in enumerate(pairs, start=1):
            text_id = next(ids) if ids is not None else str(k)
            yield self.check(game, text, text_id, tokenized, claims)

    def check_all(self, pairs: Iterable[tuple[GameSource, str]], text_ids: Iterable[str] | None = None,
                  tokenized: bool = True, claims: bool = False) -> Run:
        """Check every (game, text) pair: a :class:`Run`."""
        return Run(list(self.iter_check(pairs, text_ids, tokenized, claims)))


def _findings(doc: Document, errors: list[Error]) -> list[Finding]:
    return [Finding(doc.text_id, int(r["SENTENCE_ID"]), r["TOKENS"], int(r["DOC_TOKEN_START"]),
                    int(r["DOC_TOKEN_END"]), int(r["SENT_TOKEN_START"]), int(r["SENT_TOKEN_END"]), r["TYPE"],
                    r["CORRECTION"], r["COMMENT"], e.rule, e.confidence, e.doubt)
            for r, e in zip(rows(doc, errors), errors)]


# ---- scoring ----------------------------------------------------------------------------------
def score(submission: Run | str | Path, gold: str | Path) -> dict[str, Score]:
    """Score a run (or a submission CSV) against a gold mistake list, as the shared task's
    evaluate.py counts: ``{"overall": Score, "NAME": Score, ...}``, each with mistake and token
    recall and precision."""
    from factcheck.evaluation.scorer import Mistake, normalise_text_id, read_mistakes
    from factcheck.evaluation.scorer import score as compute

    golds = read_mistakes(gold)
    if isinstance(submission, Run):
        submitted: dict[str, list[Mistake]] = {}
        for k, e in enumerate(submission.errors, start=1):
            text_id = normalise_text_id(e.text_id)
            submitted.setdefault(text_id, []).append(Mistake(text_id, e.doc_token_start, e.doc_token_end, e.category, k))
    else:
        submitted = read_mistakes(submission)
    return compute(golds, submitted)
