"""What the writers put in files a user opens (issue 23, items 5, 7 and 12): a lone surrogate in a
game record is written the same way in every format, the review page escapes every user string,
and a full temporary directory is said to be the temporary directory."""

from __future__ import annotations

import errno
import html.parser
import json
import shutil
import tempfile
from pathlib import Path

from typer.testing import CliRunner

from factcheck.commands.cli import app

GOLD = Path(__file__).resolve().parent.parent / "gold"
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
FORMATS = ["csv", "jsonl", "html", "xmi", "factgenie", "tsv", "claims"]


def invoke(*args: object):
    return CliRunner(env=PLAIN_ENV).invoke(app, [str(a) for a in args])


def gold_inputs(tmp: Path, change=None, text_name: str = "G001") -> list[str]:
    record = json.loads((GOLD / "example_game.json").read_text(encoding="utf-8"))
    record["shared_task_text_id"] = text_name
    if change is not None:
        change(record)
    games = tmp / "games.jsonl"
    games.write_text(json.dumps(record) + "\n", encoding="utf-8")  # ensure_ascii: "\ud800" is valid JSON
    texts = tmp / "texts"
    texts.mkdir(exist_ok=True)
    shutil.copy(GOLD / "texts" / "G001.txt", texts / f"{text_name}.txt")
    return ["--games", str(games), "--texts", str(texts)]


# ---- item 5: a lone surrogate in a game record ---------------------------------------------------
def _surrogates(record: dict) -> None:
    names = record["box_score"]["PLAYER_NAME"]
    key = next(k for k, v in names.items() if v == "Tyrell Hagan")  # the correction of "Milo Sorensen ... 27"
    names[key] = "Tyrell Ha\ud800gan"
    record["box_score"]["SECOND_NAME"][key] = "Ha\ud800gan"
    record["vis_city"] = "Milwaukee\udfff"  # on the review page's subtitle, in factgenie's dataset
    cities = record["box_score"]["TEAM_CITY"]
    cities.update({k: "Milwaukee\udfff" for k, v in cities.items() if v == "Milwaukee"})


def test_a_lone_surrogate_is_written_as_a_replacement_character_everywhere(tmp_path):
    args = ["check", *gold_inputs(tmp_path, _surrogates), "--out", tmp_path / "out" / "run"]
    for f in FORMATS:
        args += ["--format", f]
    result = invoke(*args)
    assert result.exit_code == 0, result.stderr
    out = tmp_path / "out"
    files = [p for p in out.rglob("*") if p.is_file() and not p.name.startswith(".")]
    assert len(files) >= 12
    texts = {p: p.read_bytes().decode("utf-8") for p in files}  # all valid UTF-8
    hagan = "Tyrell Ha\ufffdgan"
    for name in ("run.csv", "run.jsonl", "run.html", "run-claims.jsonl"):
        assert hagan in texts[out / name], name
    assert hagan in texts[out / "run-xmi" / "G001.xmi"] and hagan in texts[out / "run-webanno" / "G001.tsv"]
    assert any(hagan in t for p, t in texts.items() if "campaigns" in p.parts)
    assert "Milwaukee\ufffd" in texts[out / "run.html"]
    assert any("Milwaukee\ufffd" in t for p, t in texts.items() if "inputs" in p.parts)


def test_a_lone_surrogate_on_standard_output(tmp_path):
    result = invoke("check", *gold_inputs(tmp_path, _surrogates))
    assert result.exit_code == 0, result.stderr
    assert "Tyrell Ha\ufffdgan" in result.stdout_bytes.decode("utf-8")
    shown = invoke("claims", *gold_inputs(tmp_path, _surrogates), "--format", "jsonl")
    assert shown.exit_code == 0 and "Tyrell Ha\ufffdgan" in shown.stdout_bytes.decode("utf-8")


# ---- item 7: the review page escapes every user string -------------------------------------------
class _Collect(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.append((tag, dict(attrs)))


def test_a_text_id_cannot_add_markup_to_the_review_page(tmp_path):
    evil = '"><img src=x onerror=alert(1)>'
    args = gold_inputs(tmp_path, text_name=evil)
    (tmp_path / "gold.csv").write_text(_gsml_for(evil), encoding="utf-8")
    page = tmp_path / "review.html"
    result = invoke("check", *args, "--gold", tmp_path / "gold.csv", "--format", "html", "--out", page)
    assert result.exit_code == 0, result.stderr
    parser = _Collect()
    parser.feed(page.read_text(encoding="utf-8"))
    assert not [t for t, _ in parser.tags if t == "img"]
    assert not [a for _, a in parser.tags if "onerror" in a]
    ids = [a["id"] for _, a in parser.tags if "id" in a]
    assert f"{evil}-m1" in ids and f"t-{evil}" in ids  # the id is kept, as text


def _gsml_for(text_id: str) -> str:
    import csv
    import io

    rows = list(csv.DictReader((GOLD / "gsml.csv").open(encoding="utf-8", newline="")))
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({**row, "TEXT_ID": text_id})
    # one more gold mistake the checker does not find, so the page draws a missed span with its id
    writer.writerow({**rows[0], "TEXT_ID": text_id, "ANNOTATION_ID": "99", "TOKENS": "Bucks", "SENT_TOKEN_START": "3",
                     "SENT_TOKEN_END": "3", "DOC_TOKEN_START": "3", "DOC_TOKEN_END": "3", "TYPE": "NAME",
                     "CORRECTION": "", "COMMENT": ""})
    return buf.getvalue()


# ---- item 12: a full TMPDIR ----------------------------------------------------------------------
def test_a_full_temporary_directory_is_named_as_such(tmp_path, monkeypatch):
    real = tempfile.TemporaryFile

    class Full:
        def __init__(self, *a, **k) -> None:
            self.inner = real(*a, **k)

        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def __getattr__(self, name):
            return getattr(self.inner, name)

    monkeypatch.setattr(tempfile, "TemporaryFile", Full)
    page = tmp_path / "out" / "review.html"
    page.parent.mkdir()
    result = invoke("check", *gold_inputs(tmp_path), "--format", "html", "--out", page)
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        f"error: {tempfile.gettempdir()} (the temporary directory, TMPDIR): cannot write the HTML page's body there: "
        "No space left on device; set TMPDIR to a directory with room")
    assert list(page.parent.iterdir()) == []
