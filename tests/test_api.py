"""The Python API (factcheck.__all__): each entry point, and the documented examples as doctests."""

from __future__ import annotations

import doctest
import json

import pytest

import factcheck
from factcheck import api


def test_the_api_docstrings_run():
    result = doctest.testmod(api, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 10 and result.failed == 0


def test_all_names_the_public_api_and_each_resolves():
    assert set(factcheck.__all__) >= {"Checker", "load_games", "load_league", "score", "Run", "Finding"}
    for name in factcheck.__all__:
        assert getattr(factcheck, name) is not None
    with pytest.raises(AttributeError):
        factcheck.no_such_name  # noqa: B018


def test_pydoc_of_the_package_shows_the_api():
    """The names are imported on first use; dir() lists them, so ``python -m pydoc factcheck``
    documents them (it showed the package docstring only)."""
    import pydoc

    assert set(factcheck.__all__) <= set(dir(factcheck))
    page = pydoc.render_doc(factcheck, renderer=pydoc.plaintext)
    for name in ("class Checker", "class Run", "class Finding", "class Score", "load_games(", "score("):
        assert name in page, name


def test_load_games_takes_a_dict_a_list_a_json_list_and_json_lines(tmp_path):
    record, _ = factcheck.example()
    (tmp_path / "list.json").write_text(json.dumps([record, record]))
    (tmp_path / "lines.jsonl").write_text(json.dumps(record) + "\n" + json.dumps(record) + "\n")
    assert len(factcheck.load_games(record)) == 1
    assert len(factcheck.load_games([record, record, record])) == 3
    assert len(factcheck.load_games(tmp_path / "list.json")) == 2
    assert len(factcheck.load_games(str(tmp_path / "lines.jsonl"))) == 2


def test_a_bad_record_raises_one_error_naming_where(tmp_path):
    record, _ = factcheck.example()
    broken = dict(record)
    del broken["home_name"]
    with pytest.raises(factcheck.RecordError, match="index 1.*home_name"):
        factcheck.load_games([record, broken])
    (tmp_path / "bad.jsonl").write_text(json.dumps(record) + "\n{not json\n")
    with pytest.raises(factcheck.RecordError, match=r"bad.jsonl.*line 2"):
        factcheck.load_games(tmp_path / "bad.jsonl")


def test_check_reads_ids_as_the_shared_task_counts_them():
    record, _ = factcheck.example()
    checked = factcheck.Checker().check(record, "Corey Vance scored 15 points with six assists .", text_id="T1")
    [error] = checked.errors
    assert (error.tokens, error.category, error.correction, error.rule) == ("six", "NUMBER", "four", "player_stats")
    assert (error.doc_token_start, error.doc_token_end, error.sentence_id, error.sent_token_start) == (7, 7, 1, 7)
    assert checked.to_dict()["errors"][0]["TEXT_ID"] == "T1"


def test_an_untokenized_text_is_tokenized_and_corrections_keep_its_form():
    record, _ = factcheck.example()
    checked = factcheck.Checker().check(record, "Marcus Redfield scored twenty-three points.", tokenized=False)
    assert [(e.tokens, e.correction) for e in checked.errors] == [("twenty - three", "twenty-one")]
    tokenized = factcheck.Checker().check(record, "Marcus Redfield scored twenty - three points .")
    assert [(e.tokens, e.correction) for e in tokenized.errors] == [("twenty - three", "twenty - one")]


def test_rules_choose_the_families_and_claims_come_on_request():
    record, text = factcheck.example()
    only = factcheck.Checker(rules=["weekday"])
    assert only.rules == ["weekday"]
    checked = only.check(record, text, claims=True)
    assert {e.rule for e in checked.errors} == {"weekday"}
    assert any(c["kind"] == "weekday" and c["verdict"] == "wrong" for c in checked.claims)
    with pytest.raises(ValueError, match="unknown rule"):
        factcheck.Checker(rules=["no_such_rule"])


def test_a_run_writes_the_same_csv_as_the_command_line(tmp_path, gold_dir):
    from typer.testing import CliRunner

    from factcheck.commands.cli import app

    record, text = factcheck.example()
    run = factcheck.Checker().check_all([(record, text)], text_ids=["G001.txt"])
    result = CliRunner().invoke(app, ["check", "--games", str(gold_dir / "example_game.json"),
                                      "--texts", str(gold_dir / "texts")])
    assert result.exit_code == 0
    assert run.to_csv(tmp_path / "run.csv") == result.stdout
    assert (tmp_path / "run.csv").read_text() == result.stdout
    assert len(run.to_dataframe()) == len(run.errors) == result.stdout.count("\n") - 1


def test_score_of_a_run_equals_the_score_of_its_csv(tmp_path):
    record, text = factcheck.example()
    run = factcheck.Checker().check_all([(record, text)], text_ids=["G001"])
    run.to_csv(tmp_path / "sub.csv")
    direct = factcheck.score(run, factcheck.example_gsml())
    via_file = factcheck.score(tmp_path / "sub.csv", factcheck.example_gsml())
    assert {k: v.as_dict() for k, v in direct.items()} == {k: v.as_dict() for k, v in via_file.items()}
    assert direct["overall"].gold_mistakes == 12


@pytest.mark.shared
def test_league_data_checks_the_next_game(shared_dir):
    record, _ = factcheck.example()
    league = factcheck.load_league(shared_dir / "nba-schedule" / "games_2014_2018.csv")
    text = "The Bucks will host the Sacramento Kings on Sunday ."
    without = factcheck.Checker(rules=["next_game"]).check(record, text)
    with_league = factcheck.Checker(league=league, rules=["next_game"]).check(record, text)
    assert without.errors == []
    assert [(e.tokens, e.correction) for e in with_league.errors] == [("Sunday", "Saturday")]
