"""Team names swapped in RotoWire's human-written summaries (valid.json), sentence by sentence: a
sentence that tells a team's record, result or narrative, with the team's name (nickname, city or both)
replaced by the other team's (tests/_team_swaps.py picks them by their surface and runs the checker).
The swapped name is the one error, and the judge, weighing the name against its sentence, reports it
as such rather than marking the sentence's true numbers. Swaps whose record shares a number with the
written team's are ties (one number fits each team) and are counted apart: a tie keeps the name."""

from __future__ import annotations

import pytest

from tests._team_swaps import measure


@pytest.fixture(scope="module")
def counts(shared_dir):
    from boxscore import load_games
    from factcheck.engine.pipeline import Checker

    return measure(Checker(), load_games(shared_dir / "rotowire" / "valid.json").games)


def _rates(counts, key):
    n, named, numbers = counts[key]
    return named / n, numbers / n


@pytest.mark.shared
def test_a_swapped_name_is_reported_as_the_name(counts):
    assert counts["all but ties"][0] > 800
    named, numbers = _rates(counts, "all but ties")
    assert named >= 0.90  # (0.901 measured, 807 / 896; 0.863 before the team narratives of this floor)
    assert numbers <= 0.02  # the true numbers of the sentence stay quiet (0.017; before the team weighing 0.353)


@pytest.mark.shared
def test_a_record_of_the_other_team_makes_the_name_the_error(counts):
    for key in ("record", "record, other team named"):
        named, numbers = _rates(counts, key)
        assert named >= 0.98 and numbers <= 0.03, key
