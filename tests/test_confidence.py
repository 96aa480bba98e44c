"""Each error's confidence in the review formats, ``--min-confidence`` and ``score --sweep``.

The text is invented: against the example game (gold/example_game.json) Marcus Redfield had 21
points in 38 minutes, so "22 points" is a sure NUMBER error and "39 minutes" one the box score's
rounding of the seconds may explain (player_stats: confidence 0.5).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app
from factcheck.engine.errors import Category, Error

GOLD = Path(__file__).resolve().parent.parent / "gold"
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}
TEXT = "Marcus Redfield scored 22 points in 39 minutes ."
MINUTES = "minutes off by one: rounding"
FORMATS = ["csv", "jsonl", "html", "factgenie", "xmi", "tsv", "claims"]


def invoke(*args: object):
    return CliRunner(env=PLAIN_ENV).invoke(app, [str(a) for a in args])


def inputs(tmp: Path) -> list[object]:
    """The invented text as line 0 of an outputs file, the example game as game 0."""
    games = tmp / "games.json"
    games.write_text(json.dumps([json.loads((GOLD / "example_game.json").read_text(encoding="utf-8"))]),
                     encoding="utf-8")
    outputs = tmp / "out.txt"
    outputs.write_text(TEXT + "\n", encoding="utf-8")
    return ["--rotowire", games, "--outputs", outputs]


def check_all(tmp: Path, name: str, *extra: object) -> Path:
    """Every format written in one run; the stem."""
    stem = tmp / name
    args: list[object] = ["check", *inputs(tmp), "--out", stem, *extra]
    for f in FORMATS:
        args += ["--format", f]
    result = invoke(*args)
    assert result.exit_code == 0, result.stderr
    return stem


def jsonl_errors(path: Path) -> list[dict]:
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    return [r for r in records if r["record"] == "error"]


def factgenie_spans(stem: Path) -> list[dict]:
    (files,) = (stem.parent / (stem.name + "-factgenie")).glob("campaigns/*/files/*.jsonl")
    return [span for line in files.read_text(encoding="utf-8").splitlines() for span in json.loads(line)["annotations"]]


def xmi_errors(stem: Path) -> list:
    from cassis import load_cas_from_xmi, load_typesystem

    folder = stem.parent / (stem.name + "-xmi")
    with open(folder / "TypeSystem.xml", "rb") as fh:
        ts = load_typesystem(fh)
    with open(folder / "0.xmi", "rb") as fh:
        cas = load_cas_from_xmi(fh, typesystem=ts)
    return list(cas.select("webanno.custom.FactError"))


@pytest.fixture(scope="module")
def every_format(tmp_path_factory) -> Path:
    return check_all(tmp_path_factory.mktemp("conf"), "run")


@pytest.fixture(scope="module")
def filtered(tmp_path_factory) -> Path:
    return check_all(tmp_path_factory.mktemp("conf"), "sure", "--min-confidence", "0.6")


# ---- the formats -----------------------------------------------------------------------------------
def test_jsonl_carries_each_errors_confidence_and_doubt(every_format):
    errors = jsonl_errors(every_format.with_suffix(".jsonl"))
    assert [(e["tokens"], e["confidence"], e["doubt"]) for e in errors] == [("22", 1.0, ""), ("39", 0.5, MINUTES)]


def test_html_shows_the_confidence_and_has_the_controls(every_format):
    html = every_format.with_suffix(".html").read_text(encoding="utf-8")
    assert 'value="2" data-conf="0.5"' in html and 'value="1" data-conf="1"' in html
    assert f"confidence 0.50: {MINUTES}" in html
    assert 'id="min-conf"' in html and 'id="order"' in html


def test_html_escapes_the_doubt(gold_doc):
    from factcheck.io.formats import build_run
    from factcheck.io.formats.html import render

    html = render(build_run([(gold_doc, [Error(0, 1, Category.NAME, "x", "y", "r", confidence=0.25,
                                               doubt='<img src=x onerror="alert(1)">')])]))
    assert "<img src=x" not in html and "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in html
    assert 'data-conf="0.25"' in html


def test_factgenie_spans_carry_confidence_and_the_reason_names_a_doubt(every_format):
    spans = factgenie_spans(every_format)
    assert [(s["text"], s["confidence"], s["doubt"]) for s in spans] == [("22", 1.0, ""), ("39", 0.5, MINUTES)]
    assert "confidence" not in spans[0]["reason"]
    assert spans[1]["reason"].endswith(f"(correction: 38) [confidence 0.5: {MINUTES}]")


def test_xmi_errors_have_confidence_and_doubt_features(every_format):
    errors = xmi_errors(every_format)
    assert [(e.get_covered_text(), e.confidence, e.doubt) for e in errors] == [("22", 1.0, None), ("39", 0.5, MINUTES)]


def test_claims_records_carry_the_errors_confidence(every_format):
    records = [json.loads(line) for line in
               (every_format.parent / "run-claims.jsonl").read_text(encoding="utf-8").splitlines()[1:]]
    found = [(err["text"], err["confidence"], err["doubt"]) for r in records for err in r.get("errors", [])]
    assert found == [("22", 1.0, ""), ("39", 0.5, MINUTES)]


def test_csv_and_tsv_keep_their_fixed_columns(every_format):
    from factcheck.io.formats.submission import COLUMNS

    csv_text = every_format.with_suffix(".csv").read_text(encoding="utf-8")
    assert csv_text.splitlines()[0] == ",".join(COLUMNS) and "0.5" not in csv_text
    tsv = (every_format.parent / "run-webanno" / "0.tsv").read_text(encoding="utf-8")
    assert tsv.splitlines()[1] == "#T_SP=webanno.custom.Errors|A_Type|B_Correction|C_Comment"


# ---- --min-confidence --------------------------------------------------------------------------------
def test_min_confidence_leaves_the_doubtful_error_out_of_every_format(filtered):
    csv_rows = filtered.with_suffix(".csv").read_text(encoding="utf-8").splitlines()
    assert len(csv_rows) == 2 and ",22," in csv_rows[1]
    assert [e["tokens"] for e in jsonl_errors(filtered.with_suffix(".jsonl"))] == ["22"]
    assert [s["text"] for s in factgenie_spans(filtered)] == ["22"]
    assert [e.get_covered_text() for e in xmi_errors(filtered)] == ["22"]
    html = filtered.with_suffix(".html").read_text(encoding="utf-8")
    assert 'data-conf="0.5"' not in html and 'data-conf="1"' in html
    tsv = (filtered.parent / "sure-webanno" / "0.tsv").read_text(encoding="utf-8")
    assert "2\\_NUMBER" in tsv.split("\t22\t")[1].splitlines()[0]
    assert "\t39\t_\t_\t_\t" in tsv
    # the claim stays in the claims output, unchecked, saying why
    claims = [json.loads(line) for line in (filtered.parent / "sure-claims.jsonl").read_text(encoding="utf-8")
              .splitlines()[1:]]
    (minutes,) = [c for c in claims if c["text"].startswith("39") or "39" in c["text"].split()]
    assert minutes["verdict"] == "unchecked"
    assert minutes["reason"] == f"found wrong with confidence 0.5, below the threshold 0.6 ({MINUTES})"


def test_the_signature_names_the_threshold_and_compare_refuses_other_thresholds(every_format, filtered):
    def signature(path: Path) -> str:
        return json.loads(path.read_text(encoding="utf-8").splitlines()[0])["signature"]

    base, sure = every_format.with_suffix(".jsonl"), filtered.with_suffix(".jsonl")
    assert "min-confidence" not in signature(base)
    assert signature(sure).endswith("|not-checkable:no|min-confidence:0.6")
    refused = invoke("compare", base, sure)
    assert refused.exit_code == 2
    assert refused.stderr.splitlines() == [f"error: {base} and {sure} are not comparable: different data: "
                                           "confidence threshold none vs 0.6 (give --allow-different to compare "
                                           "them anyway)"]
    allowed = invoke("compare", base, sure, "--allow-different")
    assert allowed.exit_code == 0 and "fixed 1, introduced 0" in allowed.stdout


def test_a_threshold_of_zero_is_no_threshold(tmp_path, every_format):
    zero = check_all(tmp_path, "zero", "--min-confidence", "0")
    assert zero.with_suffix(".jsonl").read_text(encoding="utf-8") == \
        every_format.with_suffix(".jsonl").read_text(encoding="utf-8")


@pytest.mark.parametrize("command", ["check", "claims"])
@pytest.mark.parametrize("value", ["abc", "1.5", "-0.1", "nan", "inf", ""])
def test_a_bad_threshold_is_one_line(tmp_path, command, value):
    result = invoke(command, *inputs(tmp_path), "--min-confidence", value)
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith("error: Invalid value for '--min-confidence': ") and "give a number from 0 to 1" in line
    assert "Traceback" not in result.output


def test_the_threshold_holds_in_worker_processes_too(tmp_path):
    from factcheck.engine.parallel import run_checks
    from factcheck.engine.pipeline import Checker
    from factcheck.io.inputs import jobs_from_outputs

    args = inputs(tmp_path)
    jobs = list(jobs_from_outputs(Path(args[1]), Path(args[3]), [])) * 2
    for method in ("fork", "spawn"):
        results = run_checks(Checker(min_confidence=0.6), jobs, [], n_jobs=2, start_method=method)
        assert [[e.correction for e in errors] for _, errors in results] == [["21"], ["21"]]


def test_a_doubtful_finding_no_longer_hides_a_sure_one_it_overlaps(gold_doc, example_game):
    from factcheck.claims import Fix, GameWeekday, wrong
    from factcheck.engine.pipeline import Checker
    from rules import RuleSpec

    def verify(claim: GameWeekday, facts):
        return wrong(claim, Fix(0, 2, Category.NAME, "A B", "doubtful name", 0.4, "a guess"),
                     Fix(1, 2, Category.NUMBER, "7", "sure number"))

    spec = {"fake": RuleSpec("fake", "", verify, (GameWeekday,))}
    assert [e.comment for e in Checker(rules=spec).check(gold_doc, example_game)] == ["doubtful name"]
    assert [e.comment for e in Checker(rules=spec, min_confidence=0.5).check(gold_doc, example_game)] == ["sure number"]


# ---- the Python API -------------------------------------------------------------------------------------
def test_api_findings_carry_confidence_and_the_checker_takes_a_threshold():
    import factcheck

    record, _ = factcheck.example()
    checked = factcheck.Checker().check(record, TEXT)
    assert [(f.tokens, f.confidence, f.doubt) for f in checked.errors] == [("22", 1.0, ""), ("39", 0.5, MINUTES)]
    assert checked.errors[1].to_dict()["CONFIDENCE"] == 0.5 and checked.errors[1].to_dict()["DOUBT"] == MINUTES
    frame = factcheck.Checker().check_all([(record, TEXT)]).to_dataframe()
    assert list(frame["CONFIDENCE"]) == [1.0, 0.5] and list(frame.columns[-3:]) == ["RULE", "CONFIDENCE", "DOUBT"]
    assert [f.tokens for f in factcheck.Checker(min_confidence=0.6).check(record, TEXT).errors] == ["22"]
    with pytest.raises(ValueError, match="min_confidence must be from 0 to 1"):
        factcheck.Checker(min_confidence=1.5)


# ---- score --sweep ---------------------------------------------------------------------------------------
GSML_HEAD = "TEXT_ID,SENTENCE_ID,ANNOTATION_ID,TOKENS,SENT_TOKEN_START,SENT_TOKEN_END,DOC_TOKEN_START,DOC_TOKEN_END,TYPE,CORRECTION,COMMENT\n"


def _run_file(path: Path, errors: list[tuple[str, int, int, str, float]]) -> Path:
    lines = [{"record": "run", "signature": "test", "n_texts": 2, "texts": ["T1", "T2"]}]
    lines += [{"record": "error", "text_id": t, "annotation_id": k, "doc_token_start": a, "doc_token_end": b,
               "category": cat, "confidence": c} for k, (t, a, b, cat, c) in enumerate(errors, start=1)]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


@pytest.fixture
def tiny(tmp_path) -> tuple[Path, Path]:
    """Four gold mistakes (T1: 2, 5-6, 10; T2: 3) and four findings: T1 2 (sure, found), T1 6 (0.5,
    found), T1 15 (0.8, false alarm), T2 3 (0.8, found)."""
    gsml = tmp_path / "gsml.csv"
    gsml.write_text(GSML_HEAD + "T1.txt,,1,,,,2,2,NUMBER,,\nT1.txt,,2,,,,5,6,NAME,,\nT1.txt,,3,,,,10,10,WORD,,\n"
                    "T2.txt,,4,,,,3,3,NUMBER,,\n", encoding="utf-8")
    run = _run_file(tmp_path / "run.jsonl", [("T1", 2, 2, "NUMBER", 1.0), ("T1", 6, 6, "NAME", 0.5),
                                             ("T1", 15, 15, "NUMBER", 0.8), ("T2", 3, 3, "NUMBER", 0.8)])
    return gsml, run


def test_sweep_gives_precision_and_recall_per_threshold(tiny):
    gsml, run = tiny
    result = invoke("score", "--submission", run, "--gsml", gsml, "--sweep", "--json")
    assert result.exit_code == 0, result.stderr
    rows = json.loads(result.stdout)["thresholds"]
    got = [(r["threshold"], r["kept"], *(r["scores"]["overall"][k] for k in
            ("mistake_recall", "mistake_precision", "token_recall", "token_precision"))) for r in rows]
    # by hand: 5 gold tokens; at 0.5 all four kept (3 found, tokens T1 2, 6 and T2 3 shared); at 0.8 the
    # NAME finding goes (2 found of 3); at 1.0 only T1 2 is left
    expected = [(0.5, 4, 3 / 4, 3 / 4, 3 / 5, 3 / 4), (0.8, 3, 2 / 4, 2 / 3, 2 / 5, 2 / 3), (1.0, 1, 1 / 4, 1.0, 1 / 5, 1.0)]
    assert len(got) == len(expected)
    for row, want in zip(got, expected):  # (pytest.approx compares flat sequences only)
        assert list(row) == pytest.approx(list(want))
    assert rows[0]["scores"]["NAME"]["recalled_mistakes"] == 1 and rows[1]["scores"]["NAME"]["submitted_mistakes"] == 0


def test_sweep_table(tiny):
    gsml, run = tiny
    result = invoke("score", "--submission", run, "--gsml", gsml, "--sweep")
    assert result.exit_code == 0, result.stderr
    rows = [line.strip("│ ").split() for line in result.stdout.splitlines() if line.startswith("│")]
    assert [r[:4] for r in rows] == [["0.50", "│", "4", "│"], ["0.80", "│", "3", "│"], ["1.00", "│", "1", "│"]]
    assert [[c for c in r if c != "│"] for r in rows] == [
        ["0.50", "4", "0.750", "0.750", "0.600", "0.750", "4", "3"],
        ["0.80", "3", "0.500", "0.667", "0.400", "0.667", "4", "2"],
        ["1.00", "1", "0.250", "1.000", "0.200", "1.000", "4", "1"]]


def test_score_reads_a_jsonl_run_as_its_csv(tmp_path):
    stem = check_all(tmp_path, "run")
    gsml = tmp_path / "gsml.csv"
    gsml.write_text(GSML_HEAD + "0,1,1,22,4,4,4,4,NUMBER,21,\n", encoding="utf-8")
    scores = [json.loads(invoke("score", "--submission", stem.with_suffix(s), "--gsml", gsml, "--json").stdout)
              for s in (".csv", ".jsonl")]
    assert scores[0] == scores[1] and scores[0]["overall"]["mistake_precision"] == 0.5
    swept = json.loads(invoke("score", "--submission", stem.with_suffix(".jsonl"), "--gsml", gsml, "--sweep",
                              "--json").stdout)["thresholds"]
    assert [(r["threshold"], r["scores"]["overall"]["mistake_precision"]) for r in swept] == [(0.5, 0.5), (1.0, 1.0)]


def test_sweep_refuses_what_carries_no_confidences(tiny, tmp_path):
    gsml, run = tiny
    result = invoke("score", "--submission", gsml, "--gsml", gsml, "--sweep")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"error: {gsml}: a submission CSV carries no confidences: --sweep needs "
                                          "the run's jsonl (check --format jsonl)"]
    lines = run.read_text(encoding="utf-8").splitlines()
    old = tmp_path / "old.jsonl"
    k = [i for i, line in enumerate(lines) if json.loads(line)["record"] == "error"][1]  # the second error's line
    record = json.loads(lines[k])
    del record["confidence"]
    old.write_text("\n".join([*lines[:k], json.dumps(record), *lines[k + 1:]]) + "\n", encoding="utf-8")
    result = invoke("score", "--submission", old, "--gsml", gsml, "--sweep")
    assert result.exit_code == 2 and result.stderr.startswith(f"error: {old}:{k + 1}: the error record has no 'confidence'")
    assert invoke("score", "--submission", old, "--gsml", gsml).exit_code == 0  # scoring alone does not need it
    record["confidence"] = "high"
    old.write_text("\n".join([*lines[:k], json.dumps(record), *lines[k + 1:]]) + "\n", encoding="utf-8")
    result = invoke("score", "--submission", old, "--gsml", gsml, "--sweep")
    assert result.stderr.splitlines() == [f"error: {old}:{k + 1}: field 'confidence': expected a number from 0 to 1, "
                                          "got 'high'"]
    record["confidence"], record["doc_token_start"] = 0.5, 6.0
    old.write_text("\n".join([*lines[:k], json.dumps(record), *lines[k + 1:]]) + "\n", encoding="utf-8")
    result = invoke("score", "--submission", old, "--gsml", gsml, "--sweep")
    assert result.exit_code == 2 and result.stderr.startswith(f"error: {old}:{k + 1}: token ids must be whole numbers")
    claims_only = tmp_path / "claims.jsonl"
    claims_only.write_text('{"record": "claim"}\n', encoding="utf-8")
    result = invoke("score", "--submission", claims_only, "--gsml", gsml, "--sweep")
    assert result.stderr.splitlines() == [f"error: {claims_only}:1: holds claims (check --format claims, or "
                                          "factcheck claims --format jsonl), not a run's errors: give the jsonl of "
                                          "'factcheck check --format jsonl'"]
