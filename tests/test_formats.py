"""The review formats (jsonl, xmi, factgenie, tsv) and how ``check --format`` names its outputs.

XMI files are loaded back with dkpro-cassis; the factgenie folder is read through its documented
layout; the TSV is compared with the shared task's own WebAnno curation export.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from _review import GOLD_DIR, gold_args, raw_inputs
from factcheck.commands.cli import app
from factcheck.text.document import Document
from factcheck.io.formats.submission import to_csv
from factcheck.engine.errors import Category, Error
from factcheck.io.formats import FormatError, build_run, run_signature, targets
from factcheck.io.formats.factgenie import CATEGORIES as FG_CATEGORIES
from factcheck.io.formats.gold import GoldSpan, match, read_gold
from factcheck.io.formats.jsonl import render as render_jsonl
from factcheck.io.formats.tsv import escape, render_text

PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
ALL_FORMATS = ["csv", "jsonl", "html", "xmi", "factgenie", "tsv"]


@pytest.fixture(scope="module")
def runner() -> CliRunner:
    return CliRunner(env=PLAIN_ENV)


@pytest.fixture(scope="module")
def gold_results(gold_doc, example_game, checker):
    return [(gold_doc, checker.check(gold_doc, example_game))]


@pytest.fixture(scope="module")
def raw_run(tmp_path_factory, runner):
    """Every format written in one run over the raw (detokenized) example, and the jsonl's errors."""
    tmp = tmp_path_factory.mktemp("raw")
    games, outputs = raw_inputs(tmp)
    stem = tmp / "out" / "run"
    args = ["check", "--rotowire", str(games), "--outputs", str(outputs), "--out", str(stem), "--raw"]
    for f in ALL_FORMATS:
        args += ["--format", f]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.stderr
    text = outputs.read_text(encoding="utf-8").splitlines()[0]
    return stem, Document.from_raw("0", text)


# ---- where the formats go --------------------------------------------------------------------
def test_targets_default_and_single_format(tmp_path):
    assert targets(None, None) == {"csv": None}
    assert targets(["csv"], tmp_path / "a.csv") == {"csv": tmp_path / "a.csv"}
    assert targets(["html"], None) == {"html": None}
    assert targets(["xmi"], tmp_path / "x") == {"xmi": tmp_path / "x"}


def test_targets_several_formats_share_a_stem(tmp_path):
    got = targets(["html", "JSONL", "xmi", "html"], tmp_path / "run.csv")
    assert got == {"html": tmp_path / "run.html", "jsonl": tmp_path / "run.jsonl", "xmi": tmp_path / "run-xmi"}
    assert targets(["csv", "tsv"], tmp_path) == {"csv": tmp_path / "factcheck.csv", "tsv": tmp_path / "factcheck-webanno"}


@pytest.mark.parametrize("formats, out, message", [
    (["pdf"], None, "unknown format(s) pdf"),
    (["xmi"], None, "writes a directory"),
    (["csv", "html"], None, "need --out STEM"),
])
def test_targets_refuse_what_cannot_be_written(formats, out, message):
    with pytest.raises(FormatError, match=re.escape(message)):
        targets(formats, out)


def test_check_with_a_bad_format_fails_in_one_line(runner):
    result = runner.invoke(app, ["check", *gold_args(), "--format", "pdf"])
    assert result.exit_code == 2
    assert result.stderr.strip().startswith("error: unknown format(s) pdf")


def test_check_with_a_bad_gold_file_fails_in_one_line(runner, tmp_path):
    missing = tmp_path / "nope.csv"
    result = runner.invoke(app, ["check", *gold_args(), "--format", "html", "--gold", str(missing)])
    assert result.exit_code == 2
    assert result.stderr.strip() == f"error: {missing}: file not found"
    bad = tmp_path / "bad.csv"
    bad.write_text("TEXT_ID,TYPE\nG001.txt,NAME\n", encoding="utf-8")
    result = runner.invoke(app, ["check", *gold_args(), "--format", "html", "--gold", str(bad)])
    assert result.exit_code == 2 and "missing column(s)" in result.stderr


def test_plain_out_csv_is_unchanged(runner, tmp_path, gold_results):
    out = tmp_path / "out.csv"
    result = runner.invoke(app, ["check", *gold_args(), "--out", str(out)])
    assert result.exit_code == 0, result.stderr
    assert out.read_text(encoding="utf-8") == to_csv(gold_results)
    assert f"written to {out}" in result.stderr
    stdout = runner.invoke(app, ["check", *gold_args()])
    assert stdout.stdout == to_csv(gold_results)


def test_every_format_in_one_run(raw_run):
    stem, _ = raw_run
    d = stem.parent
    assert sorted(p.name for p in d.iterdir()) == ["run-factgenie", "run-webanno", "run-xmi", "run.csv",
                                                    "run.html", "run.jsonl"]
    assert (d / "run-xmi" / "TypeSystem.xml").is_file() and (d / "run-xmi" / "0.xmi").is_file()
    assert (d / "run-webanno" / "0.tsv").is_file()


# ---- jsonl -----------------------------------------------------------------------------------
def test_jsonl_signature_and_offsets(gold_results):
    from rules import signature

    from factcheck import __version__

    run = build_run(gold_results)
    lines = [json.loads(line) for line in render_jsonl(run).splitlines()]
    header, errors = lines[0], [r for r in lines[1:] if r["record"] == "error"]
    assert header["record"] == "run" and header["texts"] == ["G001"] and header["n_texts"] == 1
    assert header["signature"] == (f"factcheck:{__version__}|rules:{signature()}|only:all"
                                   "|schedule:none|league:none|not-checkable:no")
    assert "|only:final_score,weekday|" in run_signature(["weekday", "final_score"])
    doc, found = gold_results[0]
    rows = list(csv.DictReader(io.StringIO(to_csv(gold_results))))
    assert len(errors) == len(found) == len(rows) > 0
    for obj, err, row in zip(errors, found, rows):
        assert obj["record"] == "error" and obj["text_id"] == "G001"
        assert (obj["token_start"], obj["token_end"]) == (err.start, err.end)
        assert doc.text[obj["char_start"]:obj["char_end"]] == obj["text"] == row["TOKENS"] == obj["tokens"]
        assert str(obj["doc_token_start"]) == row["DOC_TOKEN_START"] and str(obj["annotation_id"]) == row["ANNOTATION_ID"]
        assert str(obj["sent_token_start"]) == row["SENT_TOKEN_START"] and str(obj["sentence_id"]) == row["SENTENCE_ID"]
        assert (obj["category"], obj["correction"], obj["comment"], obj["rule"]) == \
            (err.category.value, err.correction, err.comment, err.rule)
        assert obj["rule"]


def test_jsonl_char_offsets_in_raw_text(raw_run):
    stem, doc = raw_run
    lines = [json.loads(line) for line in (stem.parent / "run.jsonl").read_text(encoding="utf-8").splitlines()]
    errors = [r for r in lines[1:] if r["record"] == "error"]
    assert errors
    assert any(e["text"] != e["tokens"] or e["char_start"] != sum(len(t) + 1 for t in doc.tokens[:e["token_start"]])
               for e in errors)  # offsets really are into the raw text, not the token layout
    for e in errors:
        assert doc.text[e["char_start"]:e["char_end"]] == e["text"]
        assert " ".join(doc.tokens[e["token_start"]:e["token_end"]]) == e["tokens"]


# ---- gold matching ---------------------------------------------------------------------------
def test_gold_matching_follows_the_scorer():
    errors = [Error(0, 2, Category.NAME), Error(5, 6, Category.NUMBER), Error(9, 10, Category.WORD)]
    golds = [GoldSpan(1, 3, "NUMBER"), GoldSpan(0, 1, "NAME"), GoldSpan(5, 6, "NUMBER"), GoldSpan(12, 13, "WORD")]
    v = match(golds, errors)
    # gold (0,1) comes first by start and takes finding 0; gold (1,3) then finds it used: missed
    assert v.matched == {0: GoldSpan(0, 1, "NAME"), 1: GoldSpan(5, 6, "NUMBER")}
    assert v.missed == [GoldSpan(1, 3, "NUMBER"), GoldSpan(12, 13, "WORD")]
    assert [v.status(i) for i in range(3)] == ["found", "found", "false-alarm"]


def test_read_gold_keeps_corrections_and_comments(gold_doc):
    gold = read_gold(GOLD_DIR / "gsml.csv", {"G001": gold_doc})
    spans = gold["G001"]
    assert len(spans) == 12
    first = spans[0]
    assert (first.start, first.end, first.category, first.correction) == (16, 17, "NUMBER", "3")
    assert "TEAM-LOSSES 3" in first.comment
    assert gold_doc.span_text(spans[4].start, spans[4].end) == "double - double"


# ---- XMI through cassis ------------------------------------------------------------------------
def _load_xmi(directory: Path, text_id: str):
    from cassis import load_cas_from_xmi, load_typesystem

    with (directory / "TypeSystem.xml").open("rb") as fh:
        ts = load_typesystem(fh)
    with (directory / f"{text_id}.xmi").open("rb") as fh:
        return load_cas_from_xmi(fh, typesystem=ts)


def _check_cas(cas, doc: Document, expected: list[tuple[int, Error]]) -> None:
    from factcheck.io.formats.xmi import ERROR, SENTENCE, TOKEN

    assert cas.sofa_string == doc.text
    tokens = cas.select(TOKEN)
    assert [t.get_covered_text() for t in tokens] == doc.tokens
    sentences = cas.select(SENTENCE)
    assert len(sentences) == len(doc.sentence_starts)
    for sent, (start, end) in zip(sentences, doc.sentences):
        assert [t.get_covered_text() for t in cas.select_covered(TOKEN, sent)] == doc.tokens[start:end]
    spans = cas.select(ERROR)
    assert len(spans) == len(expected)
    for span, (n, err) in zip(spans, expected):
        b, e = doc.char_span(err.start, err.end)
        assert (span.begin, span.end) == (b, e)
        assert [t.get_covered_text() for t in cas.select_covered(TOKEN, span)] == doc.tokens[err.start:err.end]
        assert (span.category, span.correction, span.comment, span.rule, span.annotationId) == \
            (err.category.value, err.correction, err.comment, err.rule, n)


def test_xmi_loads_back_with_every_span(tmp_path, gold_results):
    from factcheck.io.formats.xmi import write_dir

    run = build_run(gold_results)
    write_dir(run, tmp_path)
    _check_cas(_load_xmi(tmp_path, "G001"), run.texts[0].doc, run.texts[0].errors)


def test_xmi_of_raw_text(raw_run):
    stem, doc = raw_run
    errors = [r for r in map(json.loads, (stem.parent / "run.jsonl").read_text(encoding="utf-8").splitlines())
              if r["record"] == "error"]
    expected = [(e["annotation_id"], Error(e["token_start"], e["token_end"], Category(e["category"]), e["correction"],
                                           e["comment"], e["rule"])) for e in errors]
    _check_cas(_load_xmi(stem.parent / "run-xmi", "0"), doc, expected)


@pytest.mark.shared
def test_xmi_of_the_training_run(tmp_path, training_results):
    from factcheck.io.formats.xmi import write_dir

    run = build_run(training_results[:12])
    write_dir(run, tmp_path)
    assert len(list(tmp_path.glob("*.xmi"))) == 12
    for text in run.texts:
        _check_cas(_load_xmi(tmp_path, text.text_id), text.doc, text.errors)


# ---- factgenie --------------------------------------------------------------------------------
def test_factgenie_campaign_layout(raw_run):
    stem, doc = raw_run
    (folder,) = (stem.parent / "run-factgenie" / "campaigns").iterdir()
    metadata = json.loads((folder / "metadata.json").read_text(encoding="utf-8"))
    assert metadata["id"] == folder.name and metadata["mode"] == "external"
    assert {"created", "status", "config"} <= set(metadata)
    cats = metadata["config"]["annotation_span_categories"]
    assert [c["name"] for c in cats] == ["NUMBER", "NAME", "WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER"]
    assert all(c["color"].startswith("rgb(") and c["description"] for c in cats)
    files = list((folder / "files").glob("*.jsonl"))
    assert len(files) == 1
    records = [json.loads(line) for line in files[0].read_text(encoding="utf-8").splitlines()]
    assert len(records) == 1
    rec = records[0]
    for key in ("dataset", "split", "setup_id", "example_idx", "annotations", "metadata"):
        assert key in rec
    assert rec["example_idx"] == 0 and rec["output"] == doc.text
    assert rec["metadata"]["annotator_id"] and rec["metadata"]["annotator_group"] == 0
    jsonl = [r for r in map(json.loads, (stem.parent / "run.jsonl").read_text(encoding="utf-8").splitlines())
             if r["record"] == "error"]
    assert len(rec["annotations"]) == len(jsonl) > 0
    for ann, err in zip(rec["annotations"], jsonl):
        assert doc.text[ann["start"]:ann["start"] + len(ann["text"])] == ann["text"] == err["text"]
        assert cats[ann["type"]]["name"] == err["category"]
        assert err["comment"] in ann["reason"]
    with (folder / "db.csv").open(encoding="utf-8", newline="") as fh:
        db = list(csv.DictReader(fh))
    assert [(r["dataset"], r["split"], r["setup_id"], int(r["example_idx"]), r["status"]) for r in db] == \
        [(rec["dataset"], rec["split"], rec["setup_id"], 0, "finished")]
    assert {"annotator_id", "annotator_group", "start", "end"} <= set(db[0])


def test_factgenie_category_order_is_fixed():
    assert [c.value for c, _, _ in FG_CATEGORIES] == ["NUMBER", "NAME", "WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER"]


# ---- WebAnno TSV 3 ------------------------------------------------------------------------------
def test_tsv_escapes_and_null_marker():
    assert escape("") == "*"
    assert escape("a_b [c] | d;e->f*") == "a\\_b \\[c\\] \\| d\\;e\\->f\\*"


def test_tsv_layout_of_the_example(gold_doc):
    errors = [Error(16, 17, Category.NUMBER, "3", "losses_3"), Error(35, 38, Category.WORD, "triple - double", "")]
    tsv = render_text(build_run([(gold_doc, errors)]).texts[0])
    lines = tsv.split("\n")
    assert lines[:4] == ["#FORMAT=WebAnno TSV 3.2", "#T_SP=webanno.custom.Errors|A_Type|B_Correction|C_Comment", "", ""]
    token_lines = [line for line in lines if re.match(r"\d+-\d+\t", line)]
    assert len(token_lines) == len(gold_doc.tokens)
    assert sum(line.startswith("#Text=") for line in lines) == len(gold_doc.sentence_starts)
    cells = [line.split("\t") for line in token_lines]
    assert cells[16][:6] == ["1-17", f"{gold_doc.char_starts[16]}-{gold_doc.char_starts[16] + 1}", "4",
                             "2\\_NUMBER", "3", "losses\\_3"]
    assert [c[3] for c in cells[35:38]] == ["3\\_WORD[1]"] * 3
    assert [c[5] for c in cells[35:38]] == ["*[1]"] * 3
    assert all(c[-1] == "" for c in cells)  # each token line ends with a tab, as WebAnno writes


@pytest.mark.shared
def test_tsv_of_the_gold_agrees_with_the_curation_export(task_dir, training_texts, training_gold):
    """The GSML's spans written as TSV give the curation's token ids and types, [n] ids included."""
    gold = read_gold(task_dir / "gsml.csv", training_texts)
    agree = []
    for text_id, doc in training_texts.items():
        errors = [Error(g.start, g.end, Category(g.category), g.correction, g.comment) for g in gold.get(text_id, [])]
        mine = render_text(build_run([(doc, errors)]).texts[0])
        curation = next((task_dir / "curation").glob(f"{text_id}_*")) / "CURATION_USER.tsv"

        def cols(text: str, strip_ids: bool) -> list[tuple[str, str]]:
            rows = [line.split("\t") for line in text.splitlines() if line and not line.startswith("#")]
            return [(r[0], re.sub(r"\[\d+\]$", "", r[3]) if strip_ids else r[3]) for r in rows]

        if text_id == "S001":
            assert cols(mine, False) == cols(curation.read_text(encoding="utf-8"), False)
        agree.append(cols(mine, True) == cols(curation.read_text(encoding="utf-8"), True))
    # a few texts' GSML rows were edited after the curation export (e.g. a WORD turned NUMBER)
    assert sum(agree) >= 50, sum(agree)


# ---- every format from a real NLG system's outputs -----------------------------------------------
@pytest.fixture(scope="module")
def nlg_run(shared_dir, tmp_path_factory, runner):
    """The first 25 summaries of the ``hier`` system (the other lines blanked: no text), tokenized as RotoWire's are."""
    tmp = tmp_path_factory.mktemp("nlg")
    lines = (shared_dir / "nlg-outputs" / "hier.txt").read_text(encoding="utf-8").splitlines()
    outputs = tmp / "hier.txt"
    outputs.write_text("\n".join(lines[:25] + [""] * (len(lines) - 25)) + "\n", encoding="utf-8")
    stem = tmp / "hier"
    args = ["check", "--rotowire", str(shared_dir / "rotowire" / "test.json"), "--outputs", str(outputs),
            "--out", str(stem)]
    for f in ALL_FORMATS:
        args += ["--format", f]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.stderr
    docs = {str(i): Document.from_tokenized(str(i), line) for i, line in enumerate(lines[:25]) if line.strip()}
    objs = [json.loads(line) for line in (tmp / "hier.jsonl").read_text(encoding="utf-8").splitlines()]
    return tmp, docs, objs[0], [r for r in objs[1:] if r["record"] == "error"]


@pytest.mark.shared
def test_every_format_from_nlg_outputs(nlg_run):
    tmp, docs, header, errors = nlg_run
    assert header["texts"] == list(docs) and len(errors) > 25
    by_text: dict[str, list] = {}
    for e in errors:
        assert docs[e["text_id"]].text[e["char_start"]:e["char_end"]] == e["text"]
        by_text.setdefault(e["text_id"], []).append(
            (e["annotation_id"], Error(e["token_start"], e["token_end"], Category(e["category"]), e["correction"],
                                       e["comment"], e["rule"])))
    for text_id, doc in docs.items():
        _check_cas(_load_xmi(tmp / "hier-xmi", text_id), doc, by_text.get(text_id, []))
        tsv = (tmp / "hier-webanno" / f"{text_id}.tsv").read_text(encoding="utf-8")
        token_lines = [line.split("\t") for line in tsv.splitlines() if re.match(r"\d+-\d+\t", line)]
        assert [c[2] for c in token_lines] == doc.tokens
        assert sum(c[3] != "_" for c in token_lines) == sum(err.width for _, err in by_text.get(text_id, []))
    records = [json.loads(line) for line in next((tmp / "hier-factgenie").glob("campaigns/*/files/*.jsonl"))
               .read_text(encoding="utf-8").splitlines()]
    assert [str(r["example_idx"]) for r in records] == list(docs)  # the line of test.json = the game
    for rec in records:
        doc = docs[str(rec["example_idx"])]
        assert rec["output"] == doc.text
        assert len(rec["annotations"]) == len(by_text.get(str(rec["example_idx"]), []))
        for ann in rec["annotations"]:
            assert doc.text[ann["start"]:ann["start"] + len(ann["text"])] == ann["text"]
    csv_rows = list(csv.DictReader((tmp / "hier.csv").open(encoding="utf-8", newline="")))
    assert [r["ANNOTATION_ID"] for r in csv_rows] == [str(e["annotation_id"]) for e in errors]
