"""Shared fixtures: the repository's gold example and the read-only shared data.

The shared data lives beside the repository, in ``<repo root>/../shared``; it is never copied
into the project. Tests that need it either use one of the fixtures below (which skip with a
clear reason when the directory is absent) or carry the ``shared`` marker (skipped likewise).
Everything expensive is loaded once per session.
"""

from __future__ import annotations

from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
SHARED_DIR = REPO_ROOT.parent / "shared"
GOLD_DIR = REPO_ROOT / "gold"
SHARED_MISSING = (
    f"shared data not found: {SHARED_DIR} does not exist "
    "(tests that need the shared task / RotoWire data look for it in <repo root>/../shared)"
)


def shared_available() -> bool:
    return SHARED_DIR.is_dir()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "shared: needs the read-only shared data in <repo root>/../shared (skipped when absent)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if shared_available():
        return
    skip = pytest.mark.skip(reason=SHARED_MISSING)
    for item in items:
        if "shared" in item.keywords:
            item.add_marker(skip)


# ---- paths ------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO_ROOT


@pytest.fixture(scope="session")
def gold_dir() -> Path:
    return GOLD_DIR


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not shared_available():
        pytest.skip(SHARED_MISSING)
    return SHARED_DIR


@pytest.fixture(scope="session")
def task_dir(shared_dir: Path) -> Path:
    """The shared task's training data (texts, gsml.csv, shared_task.jsonl, ...)."""
    return shared_dir / "accuracy-shared-task"


@pytest.fixture(scope="session")
def submissions_dir(task_dir: Path) -> Path:
    return task_dir / "example_submissions"


@pytest.fixture(scope="session")
def texts_dir(task_dir: Path) -> Path:
    return task_dir / "texts"


# ---- shared data, loaded once ---------------------------------------------------------------
@pytest.fixture(scope="session")
def training_texts(texts_dir: Path):
    """The 60 training texts as Documents, keyed by normalised text id ("S001")."""
    from factcheck.text.document import Document
    from factcheck.evaluation.scorer import normalise_text_id

    texts = {normalise_text_id(p.name): Document.from_tokenized(p.name, p.read_text(encoding="utf-8"))
             for p in sorted(texts_dir.glob("*.txt"))}
    assert len(texts) == 60
    return texts


@pytest.fixture(scope="session")
def training_games(task_dir: Path):
    from boxscore import load_games

    return load_games(task_dir / "shared_task.jsonl")


@pytest.fixture(scope="session")
def games_by_text_id(training_games):
    return {g.text_id: g for g in training_games.games}


@pytest.fixture(scope="session")
def training_gold(task_dir: Path, training_texts):
    from factcheck.evaluation.scorer import read_mistakes

    return read_mistakes(task_dir / "gsml.csv", training_texts)


@pytest.fixture(scope="session")
def rotowire_test(shared_dir: Path):
    from boxscore import load_games

    return load_games(shared_dir / "rotowire" / "test.json")


@pytest.fixture(scope="session")
def token_lookup_data(task_dir: Path) -> dict:
    """token_lookup.yaml as plain data (keys doc_to_sent and sent_to_doc)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with (task_dir / "token_lookup.yaml").open(encoding="utf-8") as fh:
        return yaml.load(fh, Loader=loader)


@pytest.fixture(scope="session")
def checker():
    from factcheck.engine.pipeline import Checker

    return Checker()


@pytest.fixture(scope="session")
def findings(run_rule, example_game):
    """``findings(text, rules) -> [(span, category, correction)]``: the errors some rule families
    find in one invented (tokenized) text about the gold example game."""
    from factcheck.text.document import Document
    from factcheck.engine.pipeline import Checker

    def run(text: str, rules: tuple[str, ...]):
        if len(rules) == 1:
            doc, errors = run_rule(rules[0], text)
        else:
            doc = Document.from_tokenized("T", text)
            errors = Checker(only=list(rules)).check(doc, example_game)
        return [(doc.span_text(e.start, e.end), e.category, e.correction) for e in errors]

    return run


@pytest.fixture(scope="session")
def example_errors(checker, example_game):
    """``example_errors(text) -> [(category, words, correction)]``: every error the whole checker
    finds in one invented (tokenized) text about the gold example game."""
    from factcheck.text.document import Document

    def run(text: str):
        doc = Document.from_tokenized("T.txt", text)
        return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in checker.check(doc, example_game)]

    return run


@pytest.fixture(scope="session")
def run_rule(example_game):
    """``run_rule(rule, text, raw=False) -> (doc, errors)``: one rule family on one invented text
    about the gold example game (each family's checker built once per session)."""
    from factcheck.text.document import Document
    from factcheck.engine.pipeline import Checker

    checkers: dict[str, Checker] = {}

    def run(rule: str, text: str, raw: bool = False):
        checker = checkers.setdefault(rule, Checker(only=[rule]))
        doc = Document.from_raw("T", text) if raw else Document.from_tokenized("T", text)
        return doc, checker.check(doc, example_game, tokenized=not raw)

    return run


@pytest.fixture(scope="session")
def word_spans(run_rule):
    """``word_spans(rule, text, raw=False) -> [(span text, correction)]`` for a WORD rule family
    (double_double, starters): every error it emits must be a WORD error."""
    from factcheck.engine.errors import Category

    def run(rule: str, text: str, raw: bool = False):
        doc, errors = run_rule(rule, text, raw)
        assert all(e.category is Category.WORD for e in errors)
        return [(doc.span_text(e.start, e.end), e.correction) for e in errors]

    return run


@pytest.fixture(scope="session")
def training_results(training_texts, games_by_text_id, checker):
    """(document, errors) of the checker on every training text, in text order."""
    return [(doc, checker.check(doc, games_by_text_id[tid])) for tid, doc in training_texts.items()]


# ---- the repository's own gold example -------------------------------------------------------
@pytest.fixture(scope="session")
def example_game(gold_dir: Path):
    from boxscore import load_game

    return load_game(gold_dir / "example_game.json")


@pytest.fixture(scope="session")
def gold_text(gold_dir: Path) -> str:
    return (gold_dir / "texts" / "G001.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def gold_doc(gold_text: str):
    from factcheck.text.document import Document

    return Document.from_tokenized("G001.txt", gold_text)


@pytest.fixture(scope="session")
def example_record(gold_dir: Path) -> dict:
    """The gold example's raw record (a JSON object); copy it before changing it."""
    import json

    return json.loads((gold_dir / "example_game.json").read_text(encoding="utf-8"))


# ---- the claim reader -------------------------------------------------------------------------
@pytest.fixture(scope="session")
def read_claims(example_game, checker):
    """``read_claims(text, *kinds, raw=True, reader="") -> [(claim, verdict)]``: the claims the reader
    reads in an invented text about the gold example game (of ``kinds``, or all; of one reader
    component when ``reader`` is given), each with the verdict of the full rule set."""
    from factcheck.text.document import Document

    def run(text: str, *kinds: str, raw: bool = True, game=None, reader: str = ""):
        doc = Document.from_raw("T", text) if raw else Document.from_tokenized("T", text)
        _, judged, failures = checker.check_with_verdicts(doc, game or example_game, tokenized=not raw)
        assert failures == []
        return [(v.claim, v) for v, _ in judged
                if (not kinds or v.claim.kind in kinds) and (not reader or v.claim.reader == reader)]

    return run
