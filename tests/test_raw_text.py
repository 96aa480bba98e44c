"""Text as people have it: raw text is tokenized by default, tokenized text is read as given.

The shared task's texts and RotoWire's summaries must be read exactly as before (their token ids
are the gold's); an AI-written recap, a detokenized summary or a sentence typed by hand must be
tokenized first, in the CLI and in the API alike, and give the same errors as its tokenized form.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

import factcheck
from factcheck.commands.cli import app
from factcheck.text.document import Document, looks_tokenized, tokenize_raw

runner = CliRunner(env={"NO_COLOR": "1", "COLUMNS": "300"})
RAW = "The Milwaukee Bucks beat the Denver Nuggets 108-99 on Wednesday."


# ---- the detection ------------------------------------------------------------------------------
@pytest.mark.parametrize("text, tokenized", [
    ("The Celtics beat the Lakers 113-100 on Wednesday.", False),
    ("The Bucks beat the Nuggets 108 - 99 on Wednesday .", True),
    ("Marcus Redfield scored 23 points.", False),
    ("Marcus Redfield scored 23 points .", True),
    ("C.J McCollum scored 20 points , didn’t he ?", True),   # RotoWire's own oddities, tokenized
    ("Redfield's 23 points led the Bucks", False),
    ("Redfield scored 23 points", True),                  # no punctuation: the same tokens either way
    ("DENVER — Kenneth Faried had 22 points.", False),     # a dateline's dash is no sentence mark
])
def test_a_text_is_taken_as_tokenized_when_its_marks_stand_alone(text, tokenized):
    assert looks_tokenized(text) is tokenized


@pytest.mark.shared
def test_every_tokenized_source_is_found_tokenized_and_every_recap_raw(shared_dir: Path):
    task = [p.read_text(encoding="utf-8-sig") for p in sorted((shared_dir / "accuracy-shared-task" / "texts").glob("*.txt"))]
    assert len(task) == 60 and all(map(looks_tokenized, task))
    for part in ("valid", "test"):
        games = json.loads((shared_dir / "rotowire" / f"{part}.json").read_text(encoding="utf-8"))
        assert all(looks_tokenized(" ".join(g["summary"])) for g in games), part
    for path in sorted((shared_dir / "nlg-outputs").glob("*.txt")):
        lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]
        assert lines and all(map(looks_tokenized, lines)), path.name
    recaps = [json.loads(line)["text"] for line in (shared_dir / "llm-recaps" / "texts.jsonl").open(encoding="utf-8")]
    assert len(recaps) == 40 and not any(map(looks_tokenized, recaps))


def test_datelines_headings_labelled_lines_and_lists_tokenize_with_their_characters():
    text = ("DENVER — Kenneth Faried had 22 points, and the Nuggets won 89-79.\n\nUP NEXT\n\n"
            "Pistons: At Minnesota on Friday night.\n- Nuggets: Host Oklahoma City on Friday.")
    doc = Document.from_text("r", text)
    assert doc.tokens[:4] == ["DENVER", "—", "Kenneth", "Faried"]
    for token, start in zip(doc.tokens, doc.char_starts):
        assert text[start:start + len(token)] == token  # token ids point at the original characters
    assert doc.span_text(0, len(doc)) == ("DENVER — Kenneth Faried had 22 points , and the Nuggets won 89 - 79 . UP NEXT "
                                          "Pistons : At Minnesota on Friday night . - Nuggets : Host Oklahoma City on "
                                          "Friday .")
    # a dateline and a heading end their sentences (the layout, factcheck/text/layout.py, says what the
    # lines under the heading are about); the list item is a bullet opening with its team's label
    assert [doc.span_text(*b) for b in doc.bounds] == [
        "DENVER —", "Kenneth Faried had 22 points , and the Nuggets won 89 - 79 .", "UP NEXT",
        "Pistons : At Minnesota on Friday night .", "- Nuggets : Host Oklahoma City on Friday ."]
    assert [(b.kind.value, b.section, b.label and b.label.team) for b in doc.layout.blocks[2:]] == [
        ("heading", "up next", None), ("labelled_line", "up next", "Pistons"), ("bullet", "up next", "Nuggets")]


# ---- the command line ---------------------------------------------------------------------------
def _texts(tmp_path: Path, example_record: dict, texts: dict[str, str]) -> list[str]:
    (tmp_path / "texts").mkdir()
    (tmp_path / "games.jsonl").write_text("".join(json.dumps({**example_record, "shared_task_text_id": k}) + "\n"
                                                  for k in texts))
    for name, text in texts.items():
        (tmp_path / "texts" / f"{name}.txt").write_text(text, encoding="utf-8")
    return ["check", "--games", str(tmp_path / "games.jsonl"), "--texts", str(tmp_path / "texts"), "--format", "jsonl"]


def _errors(stdout: str) -> list[tuple[str, str, str]]:
    return [(r["text"], r["category"], _same_form(r["correction"])) for r in map(json.loads, stdout.splitlines())
            if r["record"] == "error"]


def _same_form(correction: str) -> str:
    """A correction as either form writes it: a tokenized text's has spaced hyphens ("triple - double")."""
    return correction.replace(" - ", "-")


def test_raw_text_is_tokenized_by_default_and_the_run_says_so(tmp_path, example_record):
    args = _texts(tmp_path, example_record, {"G001": RAW})
    done = runner.invoke(app, args)
    assert done.exit_code == 0, done.stderr
    assert _errors(done.stdout) == [("99", "NUMBER", "101"), ("Wednesday", "NAME", "Friday")]
    assert "1 of 1 text(s) tokenized first" in done.stderr
    (text_record,) = [r for r in map(json.loads, done.stdout.splitlines()) if r["record"] == "text"]
    assert text_record == {"record": "text", "text_id": "G001", "tokenized": False, "claims": text_record["claims"],
                           "errors": 2}
    forced = runner.invoke(app, [*args, "--tokenized"])  # as given: "99" is no token of "108-99"
    assert forced.exit_code == 0 and _errors(forced.stdout) == [] and "tokenized first" not in forced.stderr
    both = runner.invoke(app, [*args, "--tokenized", "--raw"])
    assert both.exit_code == 2 and "--raw and --tokenized" in both.stderr


def test_raw_forces_tokenizing_and_keeps_working(tmp_path, example_record, gold_text):
    args = _texts(tmp_path, example_record, {"G001": gold_text})
    plain, raw = runner.invoke(app, args), runner.invoke(app, [*args, "--raw"])
    assert plain.exit_code == raw.exit_code == 0
    assert "tokenized first" not in plain.stderr and "1 of 1 text(s) tokenized first (--raw)" in raw.stderr
    assert _errors(raw.stdout) == _errors(plain.stdout)  # the example's tokens are the raw tokenizer's too


def test_a_text_with_no_claim_says_so(tmp_path, example_record):
    args = _texts(tmp_path, example_record, {"G001": "What a night it was for everyone in the building ."})
    done = runner.invoke(app, args)
    assert done.exit_code == 0, done.stderr
    assert "1 text(s) gave no claim to check (G001)" in done.stderr
    (text_record,) = [r for r in map(json.loads, done.stdout.splitlines()) if r["record"] == "text"]
    assert text_record["claims"] == 0 and text_record["errors"] == 0


@pytest.mark.shared
def test_a_raw_recap_and_its_tokenized_form_give_the_same_errors(shared_dir, tmp_path):
    """The same spans, mapped to the characters of each form, in the CLI and in the API. (The last
    recaps are wire stories whose errors sit in their "UP NEXT" lines: checked with the schedule.)"""
    recaps = [json.loads(line) for line in (shared_dir / "llm-recaps" / "texts.jsonl").open(encoding="utf-8")][-6:]
    schedule = shared_dir / "nba-schedule" / "games_2014_2018.csv"
    games = json.loads((shared_dir / "rotowire" / "valid.json").read_text(encoding="utf-8"))
    raw = [" ".join(r["text"].split()) for r in recaps]  # one line each, as an outputs file holds them
    tokenized = [" ".join(tokenize_raw(t)[0]) for t in raw]
    runs = {}
    for name, texts in (("raw", raw), ("tokenized", tokenized)):
        outputs = tmp_path / f"{name}.txt"
        outputs.write_text("".join(t + "\n" for t in texts), encoding="utf-8")
        sub = tmp_path / f"{name}.json"
        sub.write_text(json.dumps([games[r["game_index"]] for r in recaps]))
        done = runner.invoke(app, ["check", "--rotowire", str(sub), "--outputs", str(outputs), "--format", "jsonl",
                                   "--schedule", str(schedule)])
        assert done.exit_code == 0, done.stderr
        runs[name] = [r for r in map(json.loads, done.stdout.splitlines()) if r["record"] == "error"]
    assert len(runs["raw"]) >= 3
    key = ("text_id", "token_start", "token_end", "category", "rule")
    assert [(*(r[k] for k in key), _same_form(r["correction"])) for r in runs["raw"]] == \
        [(*(r[k] for k in key), _same_form(r["correction"])) for r in runs["tokenized"]]
    for r in runs["raw"]:  # each span's characters in the raw text are its tokens
        assert "".join(raw[int(r["text_id"])][r["char_start"]:r["char_end"]].split()) == "".join(r["tokens"].split())
    checker = factcheck.Checker(league=factcheck.load_league(schedule))
    for k, recap in enumerate(recaps):
        game = games[recap["game_index"]]
        a, b = checker.check(game, raw[k]), checker.check(game, tokenized[k])
        assert (a.tokenized, b.tokenized) == (False, True)
        as_written = checker.check(game, recap["text"])  # with its paragraphs, headings and labelled lines
        assert [(e.doc_token_start, e.correction) for e in as_written.errors] == \
            [(e.doc_token_start, e.correction) for e in a.errors]
        assert [(e.doc_token_start, e.category, _same_form(e.correction)) for e in a.errors] == \
            [(e.doc_token_start, e.category, _same_form(e.correction)) for e in b.errors]
        cli = [(r["doc_token_start"], r["category"], r["correction"]) for r in runs["raw"] if r["text_id"] == str(k)]
        assert cli == [(e.doc_token_start, e.category, e.correction) for e in a.errors]


def test_the_api_reads_raw_text_by_default(example_record):
    checker = factcheck.Checker()
    checked = checker.check(example_record, RAW)
    assert not checked.tokenized and [(e.tokens, e.correction) for e in checked.errors] == [
        ("99", "101"), ("Wednesday", "Friday")]
    assert checker.check(example_record, RAW, tokenized=True).errors == []
    run = checker.check_all([(example_record, RAW), (example_record, RAW.replace("-", " - ").replace(".", " ."))])
    assert run.n_tokenized == 1
