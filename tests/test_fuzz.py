"""A seeded fuzz run (issue 15): a few hundred texts made by mutating the training texts (Unicode,
control characters, huge and odd numbers, long lines, repeated names) are checked in process
and through the CLI. No rule or reader may fail, each text is checked in bounded time, every
CSV is a valid submission, and the outputs layout pairs each line with its own game.

The seed is fixed, so a failure reproduces: ``pytest tests/test_fuzz.py``.
"""

from __future__ import annotations

import csv
import io
import json
import random
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.text.document import Document

SEED = 15
N_TEXTS = 300
#: Seconds one text may take (normal texts take ~0.03 s; the bound catches superlinear paths).
PER_TEXT_SECONDS = 2.0
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "400"}

UNICODE = ["\u00e9", "\u0301", "\u200b", "\u200f", "\ufeff", "\u2028", "\u2029", "\u00a0", "\U0001f3c0", "\u0130",
           "\u00df", "\uff21", "\u2167", "\u00bd", "\ud7ff", "\ufffd", "\u202e", "\u3000"]
CONTROL = [chr(c) for c in range(1, 32) if chr(c) not in "\n"] + ["\x7f", "\x85", "\ufffe", "\uffff"]
ODD_NUMBERS = ["\u00b2", "\u00b9\u2070", "\u0663\u0660", "\uff11\uff12", "7" * 5000, "9" * 4301, "1" * 12, "0" * 20,
               "3." + "5" * 40, "\u00b2nd", "7" * 5000 + "th", "12\u00b2", "-" * 3, "1e9", "\u0663rd"]


def _insert(rng: random.Random, tokens: list[str], pool: list[str], times: int) -> None:
    for _ in range(times):
        i = rng.randrange(len(tokens))
        ch = rng.choice(pool)
        where = rng.randrange(3)
        tokens[i] = ch + tokens[i] if where == 0 else tokens[i] + ch if where == 1 else tokens[i][:1] + ch + tokens[i][1:]


def mutate(rng: random.Random, text: str, names: list[str]) -> tuple[str, str]:
    """(kind, mutated text) of one training text."""
    tokens = text.split(" ")
    kind = rng.choice(["unicode", "control", "numbers", "long line", "repeated names", "mixed"])
    if kind in ("unicode", "mixed"):
        _insert(rng, tokens, UNICODE, rng.randrange(1, 12))
    if kind in ("control", "mixed"):
        _insert(rng, tokens, CONTROL, rng.randrange(1, 12))
    if kind in ("numbers", "mixed"):
        digits = [i for i, t in enumerate(tokens) if t.isdigit() or t in ("first", "second", "third", "fourth")]
        for i in rng.sample(digits, min(len(digits), rng.randrange(1, 8))):
            tokens[i] = rng.choice(ODD_NUMBERS)
    if kind == "long line":  # sentence ends dropped: one sentence of the whole text, several times over
        tokens = [t for t in tokens if t != "."] * rng.randrange(1, 4)
    if kind == "repeated names":
        i = rng.randrange(len(tokens))
        tokens[i:i] = (rng.choice(names).split() + rng.choice([[], [","], ["and"]])) * rng.randrange(2, 200)
    return kind, " ".join(t for t in tokens if t)


@pytest.fixture(scope="module")
def corpus(task_dir: Path, games_by_text_id) -> list[tuple[str, str, str]]:
    """(text id, kind, text): N_TEXTS mutated training texts, the same on every run."""
    rng = random.Random(SEED)
    texts = {p.stem: p.read_text(encoding="utf-8") for p in sorted((task_dir / "texts").glob("*.txt"))}
    ids = sorted(texts)
    out = []
    for n in range(N_TEXTS):
        base = rng.choice(ids)
        game = games_by_text_id[base]
        names = [p.name for p in game.players] + [t.name for t in game.teams] + [t.full_name for t in game.teams]
        kind, text = mutate(rng, texts[base], names)
        out.append((base, kind, text))
    return out


@pytest.fixture(scope="module")
def league_checker(shared_dir: Path, training_games):
    """Every rule family, with the league schedule, so the next-game and streak rules run too."""
    from boxscore.league import League
    from factcheck.engine.pipeline import Checker

    league = League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv", extra=training_games.games)
    return Checker(league=league)


def test_fuzzed_texts_check_without_failure_in_bounded_time(corpus, games_by_text_id, league_checker):
    kinds = {kind for _, kind, _ in corpus}
    assert kinds == {"unicode", "control", "numbers", "long line", "repeated names", "mixed"}
    slow, failed = [], []
    for n, (base, kind, text) in enumerate(corpus):
        for tokenized in (True, False):
            make = Document.from_tokenized if tokenized else Document.from_raw
            start = time.perf_counter()
            doc = make(f"F{n:03d}.txt", text)
            errors, judged, failures = league_checker.check_with_verdicts(doc, games_by_text_id[base], tokenized)
            took = time.perf_counter() - start
            if took > PER_TEXT_SECONDS:
                slow.append((n, kind, tokenized, round(took, 2)))
            failed.extend((n, kind, tokenized, rule, message[:120]) for rule, message in failures)
            assert all(0 <= e.start < e.end <= len(doc) for e in errors)
    assert failed == []
    assert slow == []


def _valid_submission(path: Path, docs: dict[str, Document]) -> list[dict[str, str]]:
    """The CSV's rows, after checking it is a submission the scorer accepts (ids, TOKENS, no overlaps)."""
    from factcheck.io.formats.submission import COLUMNS
    from factcheck.evaluation.scorer import read_mistakes

    content = path.read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(content, newline="")))
    assert tuple(csv.reader(io.StringIO(content)).__next__()) == COLUMNS
    assert all(None not in row and len(row) == len(COLUMNS) for row in rows)  # no ragged row
    read_mistakes(path, docs)  # raises on a bad id, TOKENS that differ from the text, overlaps
    return rows


def test_fuzzed_texts_through_the_cli(corpus, task_dir: Path, tmp_path: Path):
    """--games/--texts with every file format: exit 0, nothing reported, a valid CSV; the XMI files
    hold every text (characters XML cannot hold are replaced one for one)."""
    texts = tmp_path / "texts"
    texts.mkdir()
    records = {json.loads(line)["shared_task_text_id"]: json.loads(line)
               for line in (task_dir / "shared_task.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()}
    with (tmp_path / "games.jsonl").open("w", encoding="utf-8") as fh:
        for n, (base, _, text) in enumerate(corpus):
            (texts / f"F{n:03d}.txt").write_text(text, encoding="utf-8", newline="")
            fh.write(json.dumps({**records[base], "shared_task_text_id": f"F{n:03d}"}) + "\n")
    out = tmp_path / "run"
    result = CliRunner(env=PLAIN_ENV).invoke(app, [
        "check", "--games", str(tmp_path / "games.jsonl"), "--texts", str(texts), "--out", str(out),
        "--format", "csv", "--format", "jsonl", "--format", "xmi", "--format", "tsv"])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 0, result.stderr
    assert "Traceback" not in result.stderr and "rule failed" not in result.stderr
    docs = {f"F{n:03d}": Document.from_tokenized(f"F{n:03d}.txt", text) for n, (_, _, text) in enumerate(corpus)}
    rows = _valid_submission(out.with_name("run.csv"), docs)
    assert len(rows) > N_TEXTS  # the mutated texts keep most of their errors
    assert len(list(out.with_name("run-xmi").glob("*.xmi"))) == N_TEXTS
    assert len(list(out.with_name("run-webanno").glob("*.tsv"))) == N_TEXTS
    jsonl = out.with_name("run.jsonl").read_text(encoding="utf-8").split("\n")
    assert sum(1 for line in jsonl if line and json.loads(line)["record"] == "error") == len(rows)


def test_fuzzed_outputs_file_pairs_each_line_with_its_game(corpus, task_dir: Path, tmp_path: Path):
    """One summary per line (raw text): line breaks other than "\\n" inside a summary never move
    the later summaries to other games, so each line's errors are those it gets alone."""
    records = [json.loads(line) for line in (task_dir / "shared_task.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip()]
    by_id = {r["shared_task_text_id"]: r for r in records}
    sample = corpus[:60]
    (tmp_path / "games.json").write_text(json.dumps([by_id[base] for base, _, _ in sample]), encoding="utf-8")
    lines = [text.replace("\n", " ") for _, _, text in sample]
    (tmp_path / "outputs.txt").write_text("".join(f"{line}\n" for line in lines), encoding="utf-8", newline="")
    out = tmp_path / "out.csv"
    result = CliRunner(env=PLAIN_ENV).invoke(app, ["check", "--rotowire", str(tmp_path / "games.json"),
                                                   "--outputs", str(tmp_path / "outputs.txt"), "--out", str(out),
                                                   "--raw"])
    assert result.exit_code == 0, result.stderr
    assert f"checked {len(sample)} text(s)" in result.stderr
    docs = {str(i): Document.from_raw(str(i), line) for i, line in enumerate(lines)}
    rows = _valid_submission(out, docs)
    from boxscore import load_games
    from factcheck.engine.pipeline import Checker

    games = load_games(tmp_path / "games.json").games
    checker = Checker()
    for i in (0, 17, 42, 59):
        alone = checker.check(docs[str(i)], games[i], tokenized=False)
        assert [(int(r["DOC_TOKEN_START"]), r["TYPE"]) for r in rows if r["TEXT_ID"] == str(i)] == \
            [(e.start + 1, e.category.value) for e in alone]


ODD_VALUES = ["\u00b2", "7" * 5000, "", None, [], {}, -5, 1e308, "nan", "N/A", "\u0663", True, "12.5", "1e400", "\x00",
              "-1", 10**30, "99999999999", "\u2028"]


def _leaves(obj: dict, path: tuple = ()):
    for key, value in obj.items():
        if isinstance(value, dict):
            yield from _leaves(value, (*path, key))
        else:
            yield (*path, key)


def test_fuzzed_game_records_are_loaded_or_refused_in_one_line(example_record, gold_text):
    """300 copies of the example record with one to three fields set to odd values: each loads
    (and is checked without a rule failing) or is refused with a RecordError, never anything else."""
    import copy

    from boxscore import RecordError, game_from_record
    from factcheck.engine.pipeline import Checker

    rng = random.Random(SEED)
    leaves = list(_leaves(example_record))
    checker = Checker()
    doc = Document.from_tokenized("G001.txt", gold_text)
    loaded = refused = 0
    for _ in range(300):
        rec = copy.deepcopy(example_record)
        for _ in range(rng.randrange(1, 4)):
            *parents, key = rng.choice(leaves)
            target = rec
            for k in parents:
                target = target[k]
            target[key] = rng.choice(ODD_VALUES)
        try:
            game = game_from_record(json.loads(json.dumps(rec)), "games.jsonl", "line 1")
        except RecordError as exc:
            assert "\n" not in str(exc) and len(str(exc)) < 300
            refused += 1
            continue
        loaded += 1
        _, failures = checker.check_collecting(doc, game)
        assert failures == [], rec
    assert loaded > 30 and refused > 30  # both paths are exercised
