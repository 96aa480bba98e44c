"""The lexicon's tables load, and a bad table is a one-line error naming its file."""

from __future__ import annotations

import pytest

from factcheck import lexicon
from factcheck.lexicon import LexiconError, load_tables
from factcheck.lexicon import statistics


def test_every_table_says_what_it_is_for():
    assert lexicon.table_names()
    for name in lexicon.table_names():
        assert lexicon.about(name).strip(), name


def test_a_syntax_error_names_the_file_and_line(tmp_path):
    (tmp_path / "bad.toml").write_text('[t]\nabout = "x"\nwords = ["a" "b"]\n')
    with pytest.raises(LexiconError) as err:
        load_tables(tmp_path)
    assert "bad.toml" in str(err.value) and "line" in str(err.value) and "\n" not in str(err.value)


def test_a_table_defined_twice_or_without_about_is_refused(tmp_path):
    (tmp_path / "a.toml").write_text('[t]\nabout = "x"\nwords = ["a"]\n')
    (tmp_path / "b.toml").write_text('[t]\nabout = "y"\nwords = ["b"]\n')
    with pytest.raises(LexiconError, match="defined twice"):
        load_tables(tmp_path)
    (tmp_path / "b.toml").write_text('[u]\nwords = ["b"]\n')
    with pytest.raises(LexiconError, match="needs an 'about' line"):
        load_tables(tmp_path)


def test_asking_for_an_unknown_table_or_another_shape_is_an_error():
    with pytest.raises(LexiconError, match="no lexicon table"):
        lexicon.words("no such table")
    with pytest.raises(LexiconError, match="not words"):
        lexicon.words("comment_singulars")


def test_statistics_views():
    nouns = statistics.stat_nouns()
    assert nouns["boards"] == "REB" and nouns["point"] == "PTS"
    assert statistics.modifiers()["offensive"] == {"REB": "OREB"}
    assert statistics.comment_nouns()["OREB"] == "offensive rebounds"
    assert statistics.team_comment_nouns()["PF"] == "personal fouls"
    assert ("treys",) in statistics.shot_types()["FG3"]
    assert statistics.comment_singulars()["three-pointers"] == "three-pointer"


def test_a_word_of_two_statistics_is_refused(monkeypatch):
    table = {"A": {"noun": "a", "plural": ["x"]}, "B": {"noun": "b", "plural": ["x"]}}
    monkeypatch.setattr(statistics, "statistics", lambda: table)
    with pytest.raises(LexiconError, match="names both A and B"):
        statistics._words_of("plural")
