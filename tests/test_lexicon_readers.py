"""The readers that name a statistic by other words than a number's noun take their words from
the lexicon too: the statistic after "double figures in", "double - digit", "more", "the battle
of", a season high. Each case was read as another statistic, or not at all, while the readers
spelled their own lists."""

from __future__ import annotations

import pytest


def _stats(read_claims, text: str, cls: str) -> list[str]:
    return [str(c.stat) for c, _ in read_claims(text, raw=False) if type(c).__name__ == cls]


@pytest.mark.parametrize("text, cls, stat", [
    ("Oren Kastellan reached double figures in rebounding .", "DoubleFigures", "REB"),  # was points
    ("Three Bucks players reached double figures in caroms .", "PlayerCount", "REB"),  # was points
    ("Redfield and Kastellan were double - digit rebounders .", "DoubleFigures", "REB"),  # not read
    ("The Nuggets committed more giveaways .", "HadMore", "TO"),  # not read
    ("The Bucks won the battle of the boards .", "HadMore", "REB"),  # not read
    # "three" alone is a number, not "three - pointers": the season high is in blocks (was not read)
    ("Marcus Redfield matched a season - high with three blocks .", "PlayerSeasonHigh", "BLK"),
])
def test_a_statistic_named_by_the_lexicons_words(read_claims, text, cls, stat):
    assert _stats(read_claims, text, cls) == [stat]


def test_a_season_high_in_minutes_is_not_read_from_a_later_figure(read_claims):
    # "31 minutes" is the minutes he played, not the statistic of the season high
    text = "Tyrell Hagan committed a season - high three turnovers over 31 minutes ."
    assert _stats(read_claims, text, "PlayerSeasonHigh") == ["TO"]
    assert _stats(read_claims, "Tyrell Hagan committed a season - high eight over 36 minutes .", "PlayerSeasonHigh") == []


def test_the_other_teams_count_after_a_synonym(read_claims):
    # the count's noun before "to the Nuggets ' 40" is any noun of the lexicon
    found = [(c.subject.side.value, c.number.value) for c, _ in
             read_claims("The Bucks grabbed 45 caroms to the Nuggets ' 40 .", raw=False)
             if type(c).__name__ == "TeamStat"]
    assert found == [("vis", 45), ("home", 40)]


def test_only_other_names_its_player_after_in_scoring(read_claims):
    # "... double figures in scoring was X": X is the subject, as after "in points" (was unbound)
    [(claim, _)] = [(c, v) for c, v in read_claims(
        "The only other Buck to reach double figures in scoring was Oren Kastellan .", raw=False)
        if type(c).__name__ == "OnlyOther"]
    assert claim.subject is not None and claim.subject.player.name == "Oren Kastellan"


@pytest.mark.parametrize("text", [
    "Tyrell Hagan turned the ball over three times .",
    "Tyrell Hagan stole the ball two times .",
    "Gideon Mabry blocked three shots .",
])
def test_times_and_shots_counts_come_from_the_lexicon(read_claims, text):
    assert [c.stat for c, _ in read_claims(text, raw=False) if type(c).__name__ == "PlayerStat"]
