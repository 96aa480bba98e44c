"""Use from Python: load games, check texts, read the errors and claims, score a run.

Everything here is exported from :mod:`factcheck`. Text ids follow one convention everywhere:
a text read from a file is named by the file's name without ``.txt`` (``S001``), a text given
by position (a line of ``--outputs``, a pair of :meth:`Checker.check_all`) by its 0-based
position (``"0"``, ``"1"``, ...); the submission CSV writes a file's id as the shared task's
GSML does (``S001.txt``), and the scorer takes ``S001`` and ``S001.txt`` as the same text.
A text is read as it is: one in the shared task's tokenization as given, any other (an LLM's
recap, a detokenized summary) tokenized first; ``tokenized=True`` or ``False`` forces either.
A check of one text:

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

>>> pairs = [(record, text), (record, "The Bucks won 108-101 on Friday.")]
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
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from boxscore import Game, RecordError, game_from_record
from boxscore.league import League
from boxscore.loaders import load_games as _load_file
from factcheck.engine.errors import Category, Error
from factcheck.engine.pipeline import Checker as _Pipeline
from factcheck.evaluation.scorer import Score, Scores
from factcheck.io.formats.submission import COLUMNS, rows
from factcheck.io.resources import gold_dir
from factcheck.io.formats.run import text_id_of
from factcheck.text.document import Document, looks_tokenized

if TYPE_CHECKING:
    import pandas
    from spacy.tokens import Doc

__all__ = ["CheckedText", "Checker", "Finding", "Game", "RecordError", "Run", "Score", "Scores", "example",
           "example_gsml", "load_games", "load_league", "score"]

GameSource = Game | Mapping[str, Any] | str | Path
PathLike = str | Path


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


def load_league(schedule: PathLike | None = None, rotowire: PathLike | Iterable[PathLike] = ()) -> League:
    """League data for claims beyond one box score: a schedule CSV (next games, streaks) and
    RotoWire JSON files (earlier box scores; one path or a list), as ``--schedule`` and
    ``--league`` take them. A bad file raises :class:`RecordError` naming it."""
    files = [rotowire] if isinstance(rotowire, (str, Path)) else list(rotowire)
    return League.from_files(schedule, files)


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
    """One text checked against its game: its errors, how it was read (``tokenized``: False when
    it was tokenized first), how many claims the rules verified in it (``n_claims``: 0 when
    nothing in it was read as a fact of the game), and (when asked for) every claim read with its
    verdict, as JSON-ready records."""

    text_id: str
    document: Document
    game: Game
    errors: list[Finding]
    claims: list[dict[str, Any]] | None = None
    tokenized: bool = True
    n_claims: int = 0

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text_id": self.text_id, "tokenized": self.tokenized, "n_claims": self.n_claims,
                               "errors": [e.to_dict() for e in self.errors]}
        if self.claims is not None:
            out["claims"] = self.claims
        return out

    @property
    def spacy_doc(self) -> "Doc":
        """A spaCy ``Doc`` over the text's tokens (the ``spacy`` extra) with the errors as spans in
        ``doc.spans["factcheck"]`` (label: the category); ``doc.user_data["factcheck"]`` holds
        each span's :meth:`Finding.to_dict`, in the same order. A new Doc at each call."""
        from spacy.tokens import Span

        doc = self.document.spacy_doc.copy()
        doc.spans["factcheck"] = [Span(doc, e.doc_token_start - 1, e.doc_token_end, label=e.category)
                                  for e in self.errors]
        doc.user_data["factcheck"] = [e.to_dict() for e in self.errors]
        return doc


@dataclass(frozen=True)
class Skipped:
    """A pair :meth:`Checker.iter_check` left out with ``on_error="skip"``: its text id and why."""

    text_id: str
    reason: str


@dataclass
class Run:
    """The checked texts of a corpus, in order, and the pairs skipped (``on_error="skip"``)."""

    texts: list[CheckedText] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    def __iter__(self) -> Iterator[CheckedText]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.texts)

    @property
    def errors(self) -> list[Finding]:
        return [e for t in self.texts for e in t.errors]

    @property
    def n_tokenized(self) -> int:
        """How many texts were tokenized first (not in the shared task's tokenization)."""
        return sum(not t.tokenized for t in self.texts)

    def errors_per_text(self) -> float:
        return len(self.errors) / len(self.texts) if self.texts else 0.0

    def to_dataframe(self) -> "pandas.DataFrame":
        """One row per error: the shared task's columns, RULE, CONFIDENCE and DOUBT (the ``pandas`` extra)."""
        try:
            import pandas
        except ImportError:
            from factcheck.distribution import install_hint

            raise ImportError(f"Run.to_dataframe needs pandas: {install_hint('pandas')}") from None
        return pandas.DataFrame([e.to_dict() for e in self.errors], columns=FRAME_COLUMNS)

    def to_csv(self, path: str | Path | None = None) -> str:
        """The shared task's submission CSV (written to ``path`` when given)."""
        from factcheck.io.formats.submission import to_csv

        text = to_csv((t.document, _errors_of(t)) for t in self.texts)
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text


#: The columns of :meth:`Run.to_dataframe`, and those :func:`score` reads from a DataFrame.
FRAME_COLUMNS = [c for c in COLUMNS if c != "ANNOTATION_ID"] + ["RULE", "CONFIDENCE", "DOUBT"]


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

    def check(self, game: GameSource, text: str, text_id: str = "0", tokenized: bool | None = None,
              claims: bool = False) -> CheckedText:
        """Check ``text`` against ``game``. ``tokenized``: None (default) reads a text in the
        shared task's tokenization (tokens joined by single spaces, as RotoWire's and the shared
        task's texts are; token ids count them) as given and tokenizes any other first; True or
        False forces either. ``claims``: also read every claim with its verdict (slower).
        TypeError for a text that is not a str; :class:`RecordError` for a bad game record."""
        if not isinstance(text, str):
            raise TypeError(f"expected the text as a str, got {type(text).__name__}")
        found = game if isinstance(game, Game) else load_games(game)[0]
        if tokenized is None:
            tokenized = looks_tokenized(text)
        doc = Document.from_text(str(text_id), text, tokenized)
        records = None
        if claims:
            from factcheck.io.formats.claim_records import claim_record

            errors, judged, _ = self._pipeline.check_with_verdicts(doc, found, tokenized)
            records = [claim_record(doc, verdict, errs, found) for verdict, errs in judged]
            n_claims = len(judged)
        else:
            errors, failures, n_claims = self._pipeline.check_counting(doc, found, tokenized)
            if failures:  # what a failing rule raised is raised here, not left out quietly
                self._pipeline.check(doc, found, tokenized)
        return CheckedText(text_id_of(doc), doc, found, _findings(doc, errors), records, tokenized, n_claims)

    def iter_check(self, pairs: Iterable[tuple[GameSource, str]], text_ids: Iterable[str] | None = None,
                   tokenized: bool | None = None, claims: bool = False,
                   on_error: Literal["raise", "skip"] = "raise") -> Iterator[CheckedText]:
        """Check (game, text) pairs one by one, as a corpus is read: text ids "0", "1", ... (each
        pair's position) unless given. ``on_error="skip"`` leaves out a pair whose game record or
        text is bad, as the command line does, with a warning naming it (:meth:`check_all`
        lists them in ``Run.skipped``); ``"raise"`` (default) raises at the first."""
        for item in self._checked_or_skipped(pairs, text_ids, tokenized, claims, on_error):
            if isinstance(item, CheckedText):
                yield item

    def check_all(self, pairs: Iterable[tuple[GameSource, str]], text_ids: Iterable[str] | None = None,
                  tokenized: bool | None = None, claims: bool = False,
                  on_error: Literal["raise", "skip"] = "raise") -> Run:
        """Check every (game, text) pair: a :class:`Run` (with the pairs skipped)."""
        run = Run()
        for item in self._checked_or_skipped(pairs, text_ids, tokenized, claims, on_error):
            (run.texts if isinstance(item, CheckedText) else run.skipped).append(item)
        return run

    def _checked_or_skipped(self, pairs: Iterable[tuple[GameSource, str]], text_ids: Iterable[str] | None,
                            tokenized: bool | None, claims: bool, on_error: str) -> Iterator[CheckedText | Skipped]:
        if on_error not in ("raise", "skip"):
            raise ValueError(f"on_error must be 'raise' or 'skip', got {on_error!r}")
        ids = iter(text_ids) if text_ids is not None else None
        for k, (game, text) in enumerate(pairs):
            text_id = str(next(ids)) if ids is not None else str(k)
            try:
                yield self.check(game, text, text_id, tokenized, claims)
            except (RecordError, TypeError) as exc:
                if on_error == "raise":
                    raise
                warnings.warn(f"skipped text {text_id}: {exc}", stacklevel=3)
                yield Skipped(text_id, str(exc))


def _findings(doc: Document, errors: list[Error]) -> list[Finding]:
    return [Finding(text_id_of(doc), int(r["SENTENCE_ID"]), r["TOKENS"], int(r["DOC_TOKEN_START"]),
                    int(r["DOC_TOKEN_END"]), int(r["SENT_TOKEN_START"]), int(r["SENT_TOKEN_END"]), r["TYPE"],
                    r["CORRECTION"], r["COMMENT"], e.rule, e.confidence, e.doubt)
            for r, e in zip(rows(doc, errors), errors)]


# ---- scoring ----------------------------------------------------------------------------------
def score(submission: "Run | str | Path | pandas.DataFrame", gold: str | Path) -> Scores:
    """Score a run, a submission CSV (a path) or a DataFrame with the shared task's columns (as
    :meth:`Run.to_dataframe` gives it) against a gold mistake list, as the shared task's
    evaluate.py counts: ``{"overall": Score, "NAME": Score, ...}``, each with mistake and token
    recall and precision (``.to_dict()``: one flat dict). ValueError when the submission and the
    gold list name no text in common (the gold list of other texts)."""
    from factcheck.evaluation.scorer import Mistake, mistakes_from_rows, no_common_text, normalise_text_id, read_mistakes
    from factcheck.evaluation.scorer import score as compute

    golds = read_mistakes(gold)
    submitted: dict[str, list[Mistake]]
    if isinstance(submission, Run):
        submitted = {}
        for k, e in enumerate(submission.errors, start=1):
            text_id = normalise_text_id(e.text_id)
            submitted.setdefault(text_id, []).append(Mistake(text_id, e.doc_token_start, e.doc_token_end, e.category, k))
    elif isinstance(submission, (str, Path)):
        submitted = read_mistakes(submission)
    elif hasattr(submission, "to_dict") and hasattr(submission, "columns"):  # a pandas DataFrame
        rows = submission.to_dict("records")
        submitted = mistakes_from_rows("<DataFrame>", [(k, {c: None if v is None or v != v else str(v) for c, v in row.items()})
                                                       for k, row in enumerate(rows, start=1)])
    else:
        raise TypeError(f"score() takes a Run, a path to a submission CSV or a DataFrame, got {type(submission).__name__}")
    disjoint = no_common_text("the submission", submitted, str(gold), golds)
    if disjoint:
        raise ValueError(disjoint)
    return compute(golds, submitted)
