"""Packaging: the distribution's name, its tested dependency floors, install hints that name it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from factcheck.distribution import DISTRIBUTION, install_hint

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
FLOORS = ROOT / ".ci" / "floors.txt"
#: A requirement with a lower bound: name, then ">=version".
FLOOR = re.compile(r"^([A-Za-z0-9_.\-]+)(?:\[[^\]]*\])?\s*>=\s*([0-9][0-9.]*)")


def _floors(requirements: list[str]) -> dict[str, str]:
    out = {}
    for requirement in requirements:
        match = FLOOR.match(requirement)
        assert match, f"{requirement}: every dependency has a floor (>=)"
        out[match[1].lower()] = match[2]
    return out


def test_the_distribution_name_is_ours_and_used_by_the_hints():
    assert PYPROJECT["project"]["name"] == DISTRIBUTION == "nba-factcheck"
    assert install_hint("plot") == "pip install 'nba-factcheck[plot]'"
    assert PYPROJECT["project"]["scripts"] == {"factcheck": "factcheck.commands.cli:main"}


def test_the_ci_floors_file_pins_exactly_the_floors_of_pyproject():
    project = PYPROJECT["project"]
    wanted = _floors(project["dependencies"])
    for extra in ("pandas", "xmi"):  # the extras the floors run installs
        wanted.update(_floors(project["optional-dependencies"][extra]))
    pinned = {}
    for line in FLOORS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            pinned[name.strip().lower()] = version.strip()
    assert {k: v for k, v in pinned.items()} == {k: v + (".0" * (2 - v.count("."))) for k, v in wanted.items()}
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "--constraint .ci/floors.txt" in run and "factcheck demo" in run and "--doctest-modules factcheck/api.py" in run


def test_pandas_and_cassis_are_extras_of_one_feature_each():
    project = PYPROJECT["project"]
    names = set(_floors(project["dependencies"]))
    assert "pandas" not in names and "dkpro-cassis" not in names
    assert set(_floors(project["optional-dependencies"]["test"])) >= {"pandas", "dkpro-cassis", "jsonschema"}


def test_the_project_says_what_it_is():
    project = PYPROJECT["project"]
    assert "Programming Language :: Python :: 3.11" in project["classifiers"]
    assert project["urls"] and all(url.startswith("https://") for url in project["urls"].values())


HINT = re.compile(r"pip install\s+['\"]?(\.|[./\w-]*factcheck\b)(\[[^\]]*\])?")


@pytest.mark.parametrize("path", ["README.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md")),
                                  *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "factcheck").rglob("*.py"))])
def test_every_install_hint_names_the_distribution(path: str):
    text = (ROOT / path).read_text(encoding="utf-8")
    wrong = [m.group(0) for m in re.finditer(r"pip install\s+['\"]?factcheck\b", text)]
    assert wrong == [], f"{path}: install hints must name {DISTRIBUTION}"
    assert "'factcheck[" not in text and '"factcheck[' not in text


def test_architecture_says_why_rules_and_boxscore_stay_top_level():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert "top-level import names" in text and DISTRIBUTION in text
