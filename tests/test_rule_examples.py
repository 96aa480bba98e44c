"""Every rule's documented examples hold: the correct one is verified and finds nothing, the wrong
one finds exactly the marked spans (with the marked corrections).

The examples are texts about the built-in example game (gold/example_game.json), written in each
rule's docstring (see :mod:`rules.registry`); ``factcheck rules`` and docs/rules.md show them, so a
documented example that stopped working fails here.
"""

from __future__ import annotations

import pytest

from factcheck.claims import Status
from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document
from rules import load_all

TYPED = {name: spec for name, spec in load_all().items() if spec.verify is not None}
CASES = [pytest.param(name, example, id=f"{name}-{'wrong' if example.wrong else 'correct'}-{k}")
         for name, spec in TYPED.items() for k, example in enumerate(spec.examples)]


@pytest.mark.parametrize("name", sorted(TYPED))
def test_every_rule_documents_a_correct_and_a_wrong_example(name):
    examples = TYPED[name].examples
    assert any(not e.wrong for e in examples) and any(e.wrong for e in examples), name
    assert all(e.marks for e in examples if e.wrong), f"{name}: a wrong example marks its wrong tokens"
    assert TYPED[name].why, f"{name}: the docstring says why the rule exists"


@pytest.fixture(scope="module")
def league(shared_dir, example_game):
    """The league around the example game: the real schedule (the example game is not in it: the
    checked game joins the league, as in a run)."""
    from boxscore.league import League

    return League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv", extra=[example_game])


@pytest.mark.parametrize("name,example", CASES)
def test_documented_example(name, example, example_game, request):
    league = request.getfixturevalue("league") if TYPED[name].needs in ("D", "E") else None
    doc = Document.from_tokenized("example.txt", example.text)
    checker = Checker(only=[name], league=league, not_checkable=TYPED[name].needs == "F")
    errors, judged, failures = checker.check_with_verdicts(doc, example_game)
    assert failures == []
    if not example.wrong:
        assert errors == [], [(doc.span_text(e.start, e.end), e.comment) for e in errors]
        # verified by the rule, unless the rule only reads what is wrong (a team that did not play):
        # then nothing of its kinds is read in a correct text
        read = [v for v, _ in judged if isinstance(v.claim, TYPED[name].verifies)]
        assert any(v.rule == name and v.status is Status.CORRECT for v in read) or not read, \
            f"{name}: the correct example's claims are not verified"
        return
    found = sorted((e.start, e.end, e.correction) for e in errors)
    want = sorted((s, e, c if c is not None else "") for s, e, c in example.marks)
    assert [(s, e) for s, e, _ in found] == [(s, e) for s, e, _ in want], \
        [(doc.span_text(e.start, e.end), e.correction, e.comment) for e in errors]
    for (_, _, got), (_, _, expected) in zip(found, want):
        if expected:
            assert got == expected


def test_docs_rules_md_is_generated_from_the_rules(repo_root):
    """docs/rules.md is what ``factcheck rules --markdown`` prints (FACTCHECK_WRITE_DOCS=1 rewrites it)."""
    import os

    from factcheck.commands.rule_docs import rules_markdown

    path = repo_root / "docs" / "rules.md"
    want = rules_markdown(load_all())
    if os.environ.get("FACTCHECK_WRITE_DOCS"):
        path.write_text(want, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == want, \
        "docs/rules.md is stale: FACTCHECK_WRITE_DOCS=1 python -m pytest tests/test_rule_examples.py -k docs"


def test_rules_command_shows_one_rule_whole():
    from typer.testing import CliRunner

    from factcheck.commands.cli import app

    result = CliRunner().invoke(app, ["rules", "player_stats"])
    assert result.exit_code == 0 and "PlayerStat" in result.stdout and "wrong:" in result.stdout
    result = CliRunner().invoke(app, ["rules", "no_such_rule"])
    assert result.exit_code == 2 and "unknown rule" in result.stderr
