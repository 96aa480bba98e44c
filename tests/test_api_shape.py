"""The Python API as a pandas, Hugging Face evaluate or spaCy user reaches for it."""

from __future__ import annotations

import warnings

import pytest

import factcheck


@pytest.fixture(scope="module")
def checker():
    return factcheck.Checker()


def test_game_is_exported_and_turns_into_a_dict(example_record):
    assert "Game" in factcheck.__all__
    game = factcheck.load_games(example_record)[0]
    assert isinstance(game, factcheck.Game)
    record = game.to_dict()
    assert record["home"]["name"] == "Nuggets" and record["date"] == "2016-11-04"
    assert {p["name"] for p in record["players"]} >= {"Marcus Redfield"}
    import json

    json.dumps(record)  # plain JSON values only


def test_score_takes_a_path_a_run_or_a_dataframe(checker, example_record, gold_text, tmp_path):
    run = checker.check_all([(example_record, gold_text)], text_ids=["G001"])
    gsml = factcheck.example_gsml()
    csv_path = tmp_path / "run.csv"
    run.to_csv(csv_path)
    scores = [factcheck.score(source, gsml) for source in (run, csv_path, str(csv_path), run.to_dataframe())]
    assert len({repr(s["overall"]) for s in scores}) == 1
    assert scores[0]["overall"].recalled_mistakes == 9
    with pytest.raises(TypeError, match="a Run, a path to a submission CSV or a DataFrame"):
        factcheck.score([1, 2], gsml)


def test_score_refuses_a_gold_list_of_other_texts(checker, example_record, gold_text):
    run = checker.check_all([(example_record, gold_text)])  # text id "0": not the gold list's G001
    with pytest.raises(ValueError, match="no text id in common"):
        factcheck.score(run, factcheck.example_gsml())


def test_score_repr_and_a_flat_dict_like_evaluate(checker, example_record, gold_text):
    scores = factcheck.score(checker.check_all([(example_record, gold_text)], text_ids=["G001"]),
                             factcheck.example_gsml())
    overall = scores["overall"]
    assert repr(overall).startswith("Score(mistake_recall=0.750, mistake_precision=1.000, token_recall=0.500, "
                                    "token_precision=1.000, gold_mistakes=12")
    flat = scores.to_dict()
    assert flat["mistake_recall"] == 0.75 and flat["NAME_mistake_recall"] == scores["NAME"].mistake_recall
    assert all(isinstance(k, str) and (v is None or isinstance(v, float)) for k, v in flat.items())
    assert overall.to_dict()["recalled_mistakes"] == 9


def test_load_league_takes_one_path_or_a_list(gold_dir):
    game = gold_dir / "example_game.json"
    one, listed = factcheck.load_league(rotowire=str(game)), factcheck.load_league(rotowire=[game])
    assert one.skipped == listed.skipped == [] and len(one.games) == len(listed.games) == 1


@pytest.mark.parametrize("text", [None, 42, b"The Bucks won ."])
def test_a_text_that_is_not_a_str_is_a_clear_type_error(checker, example_record, text):
    with pytest.raises(TypeError, match=f"expected the text as a str, got {type(text).__name__}"):
        checker.check(example_record, text)


def test_iter_check_can_skip_a_bad_record_or_text(checker, example_record, gold_text):
    pairs = [(example_record, gold_text), ({"day": "x"}, gold_text), (example_record, None), (example_record, gold_text)]
    with pytest.raises(factcheck.RecordError):
        list(checker.iter_check(pairs))
    with pytest.warns(UserWarning) as caught:
        checked = list(checker.iter_check(pairs, on_error="skip"))
    assert [str(w.message).split(":")[0] for w in caught] == ["skipped text 1", "skipped text 2"]
    assert [c.text_id for c in checked] == ["0", "3"]  # ids stay the pairs' positions
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        run = checker.check_all(pairs, on_error="skip")
    assert [s.text_id for s in run.skipped] == ["1", "2"] and len(run) == 2
    with pytest.raises(ValueError, match="on_error"):
        list(checker.iter_check(pairs, on_error="ignore"))


def test_spacy_doc_carries_the_errors_as_spans(checker, example_record, gold_text):
    pytest.importorskip("spacy")
    checked = checker.check(example_record, gold_text)
    doc = checked.spacy_doc
    spans = list(doc.spans["factcheck"])
    assert [(s.text, s.label_) for s in spans] == [(e.tokens, e.category) for e in checked.errors]
    assert [d["CORRECTION"] for d in doc.user_data["factcheck"]] == [e.correction for e in checked.errors]
    assert "factcheck" not in checked.document.spacy_doc.spans  # the document's own Doc is left alone


def test_one_text_id_convention(checker, example_record, gold_text, tmp_path):
    """A text given by position is named by it from 0, as a line of --outputs is; a file's name
    loses its .txt everywhere but in the submission CSV, which writes it as the gold list does."""
    run = checker.check_all([(example_record, gold_text), (example_record, gold_text)])
    assert [t.text_id for t in run] == ["0", "1"]
    assert {e.text_id for e in run.errors} == {"0", "1"}
    named = checker.check(example_record, gold_text, text_id="S001.txt")
    assert named.text_id == "S001" and {e.text_id for e in named.errors} == {"S001"}
    from typer.testing import CliRunner

    from factcheck.commands.cli import app

    outputs, games = tmp_path / "out.txt", tmp_path / "games.json"
    outputs.write_text(gold_text + "\n" + gold_text + "\n", encoding="utf-8")
    import json

    games.write_text(json.dumps([example_record, example_record]))
    done = CliRunner().invoke(app, ["check", "--rotowire", str(games), "--outputs", str(outputs), "--format", "jsonl"])
    assert done.exit_code == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[0])["texts"] == ["0", "1"]
