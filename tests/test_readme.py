"""The README and docs/ as a user reads them: their Python examples run, the README stays a short
manual (no development history), and its test command is the one CI runs."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
MAX_README_LINES = 400
#: A word that looks like a git object id: 7 to 40 hex digits, with a digit and a letter.
HASH_LIKE = re.compile(r"\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b")
#: Words of a development log, not of a manual.
HISTORY_WORDS = re.compile(r"\b(stop|stops|session|sessions)\b", re.IGNORECASE)


def _documents() -> list[Path]:
    return [README, ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_the_readme_python_examples_run():
    """Every ``>>>`` example of the README (the evaluation loop, scoring) runs as written."""
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS,
                              raise_on_error=False, verbose=False)
    assert result.failed == 0
    assert result.attempted >= 8  # the loop and the scoring example are there


def test_every_python_block_of_the_readme_is_a_doctest():
    """A Python block without ``>>>`` would not be run, so it could go stale unseen."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert blocks, "the README has no Python example"
    assert [b for b in blocks if not b.lstrip().startswith(">>>")] == []


def test_the_readme_is_a_short_manual():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_README_LINES, f"README.md has {lines} lines (at most {MAX_README_LINES})"


@pytest.mark.parametrize("path", _documents(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_commit_hashes_or_log_words(path: Path):
    if not path.exists():
        pytest.fail(f"{path.relative_to(ROOT)} is missing")
    text = path.read_text(encoding="utf-8")
    assert HASH_LIKE.findall(text) == [], "commit-hash-like strings"
    assert HISTORY_WORDS.findall(text) == [], "words of a development log"


def test_the_checks_see_what_they_look_for():
    assert HASH_LIKE.findall("fixed in 7a1ce82, see c87cbe3f") == ["7a1ce82", "c87cbe3f"]
    assert HASH_LIKE.findall("deadbeef 1234567 facade") == []  # letters only, digits only
    assert HISTORY_WORDS.findall("the start of this Stop; another session") == ["Stop", "session"]


def test_the_readme_test_command_is_the_one_ci_runs():
    """.ci/run ends with the README's test command, in a fresh environment with the test extras."""
    assert 'pip install ".[test]" && python -m pytest -q' in README.read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert [line for line in ci if line.strip() and not line.startswith("#")][-1] == "python -m pytest -q"
    assert any(line.startswith("python -m pip install") and ".[test" in line for line in ci)
