"""The claim reader's machinery: the registry, the schema, verdicts and the claims report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.reader.registry import claims_of, load_readers, read_all, reader
from factcheck.claims import Frame, Status
from factcheck.reader.schema import KINDS


def test_every_reader_yields_known_kinds_and_rules_verify_known_kinds():
    from rules import load_all

    for spec in load_readers().values():
        assert set(spec.kinds) <= KINDS.keys(), spec.name
    for spec in load_all().values():
        assert set(spec.kinds) <= KINDS.keys(), spec.name


def test_a_reader_of_an_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown claim kind"):
        reader("bogus", ["no such kind"], "")


def test_each_reader_runs_once_per_document(example_game):
    from factcheck.engine.context import CheckContext
    from factcheck.text.document import Document

    doc = Document.from_raw("T", "Corey Vance scored 15 points and added six assists.")
    ctx = CheckContext(doc, example_game, tokenized=False)
    first = claims_of(ctx, "stat")
    assert [c.value.number for c in first] == [15, 6]
    assert claims_of(ctx, "stat")[0] is first[0]  # read once, shared
    assert [c.start for c in read_all(ctx)] == sorted(c.start for c in read_all(ctx))


def test_claims_carry_verdicts(read_claims):
    (points, v1), (assists, v2) = read_claims("Corey Vance scored 15 points and added six assists.", "stat")
    assert (points.attribute, points.value.number, points.subject.player.name) == ("PTS", 15, "Corey Vance")
    assert v1.status is Status.CORRECT and v1.fact == "Corey Vance had 15 points" and v1.rule == "player_stats"
    assert (assists.attribute, assists.value.number, v2.status) == ("AST", 6, Status.WRONG)
    assert v2.correction == "four"


@pytest.mark.parametrize("text, frame, note", [
    ("Corey Vance is averaging 15 points this season .", Frame.AVERAGE, "average"),
    ("Corey Vance scored 10 points in the first quarter .", Frame.PERIOD, "split"),
    ("Corey Vance picked up two fouls early in the first quarter .", Frame.PERIOD, "split"),
    ("Corey Vance scored 10 points late in the fourth quarter .", Frame.PERIOD, "split"),
    ("Corey Vance scored 40 points in Friday 's game against the Jazz .", Frame.OTHER_GAME, "other game"),
])
def test_numbers_outside_this_game_are_read_but_not_checked(read_claims, text, frame, note):
    [(claim, verdict)] = read_claims(text, "stat", raw=False)
    assert (claim.frame, claim.note, claim.subject) == (frame, note, None)
    assert verdict.status is Status.UNCHECKED and verdict.reason == note


def test_an_uncertain_binding_is_read_with_no_subject(read_claims):
    found = read_claims("Corey Vance and Andre Fontaine combined for 27 points .", "stat", raw=False)
    [(claim, verdict)] = [(c, v) for c, v in found if c.reader == "stat_numbers"]
    assert claim.subject is None and verdict.status is Status.UNCHECKED


def test_a_sentence_with_no_claim_reads_nothing(read_claims):
    assert read_claims("It was a fun night for the fans in the building .", raw=False) == []


def test_claims_command_prints_each_claim_with_its_verdict():
    from factcheck.commands.cli import app

    result = CliRunner().invoke(app, ["claims", "--format", "jsonl"])
    assert result.exit_code == 0, result.output
    header, *records = [json.loads(line) for line in result.stdout.splitlines()]
    assert header["record"] == "run" and {r["record"] for r in records} == {"claim"}
    assert records and {r["verdict"] for r in records} >= {"correct", "wrong"}
    wrong = next(r for r in records if r["verdict"] == "wrong" and r["kind"] == "stat")
    assert wrong["errors"][0]["correction"] and wrong["subject"]["name"]
    assert "claim(s) read" in result.stderr


def test_claims_command_refuses_an_unknown_text_id():
    from factcheck.commands.cli import app

    result = CliRunner().invoke(app, ["claims", "NOPE"])
    assert result.exit_code == 2 and "no text with id NOPE" in result.stderr


def test_check_writes_claims_and_the_page_shows_what_was_checked(tmp_path):
    from factcheck.commands.cli import app
    from factcheck.io.resources import gold_dir

    base = gold_dir()
    games = tmp_path / "games.jsonl"
    record = json.loads((base / "example_game.json").read_text(encoding="utf-8"))
    games.write_text(json.dumps(dict(record, shared_task_text_id="G001")) + "\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--games", str(games), "--texts", str(base / "texts"),
                                      "--format", "claims", "--format", "html", "--out", str(tmp_path / "run")])
    assert result.exit_code == 0, result.output
    header, *records = [json.loads(line) for line in (tmp_path / "run-claims.jsonl").read_text().splitlines()]
    assert header["record"] == "run" and header["texts"] == ["G001"]
    assert records and all(r["text_id"] == "G001" for r in records)
    correct = [r for r in records if r["verdict"] == "correct"]
    page = (tmp_path / "run.html").read_text()
    assert f"{len(records)} claims read" in page and page.count('class="ok"') >= len(correct) // 2
    assert f'title="checked: {correct[0]["fact"]}"' in page


READERS_START = ("<!-- readers table: generated from the reader registry (FACTCHECK_WRITE_DOCS=1 python -m pytest "
                 "tests/test_reader.py -k readers_table rewrites it) -->")
READERS_END = "<!-- end of readers table -->"
ARCHITECTURE = Path(__file__).resolve().parents[1] / "docs" / "architecture.md"


def readers_table() -> str:
    """docs/architecture.md's table of readers: name, the claim classes it yields, what it reads
    (its registered description)."""
    rows = ["| reader | claims | reads |", "|---|---|---|"]
    for name, spec in sorted(load_readers().items()):
        claims = ", ".join(c.__name__ for c in spec.classes) or ", ".join(spec.kinds)
        rows.append(f"| `{name}` | {claims} | {spec.description.replace('|', '/')} |")
    return "\n".join(rows) + "\n"


def test_docs_readers_table_lists_every_reader():
    import os

    text = ARCHITECTURE.read_text(encoding="utf-8")
    assert text.count(READERS_START) == 1 and text.count(READERS_END) == 1, "docs/architecture.md has no readers table"
    head, rest = text.split(READERS_START + "\n")
    current, tail = rest.split(READERS_END)
    table = readers_table()
    if os.environ.get("FACTCHECK_WRITE_DOCS"):
        ARCHITECTURE.write_text(head + READERS_START + "\n" + table + READERS_END + tail, encoding="utf-8")
        current = table
    assert current == table, ("docs/architecture.md's readers table differs from the registry: "
                              "FACTCHECK_WRITE_DOCS=1 python -m pytest tests/test_reader.py -k readers_table")
