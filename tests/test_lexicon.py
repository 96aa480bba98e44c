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


def test_the_lexicon_is_organised_by_concept_not_by_reader():
    """Tables live in files named after what they are about (clause joints, negation, time
    frames, statistics ...), not after the reader that first needed them: at most a fifth of the
    files may bear a reader module's name."""
    from pathlib import Path

    root = Path(lexicon.__file__).resolve().parent
    readers = {p.stem for p in (root.parent / "reader").glob("*.py")}
    files = [p.stem for p in root.glob("*.toml")]
    named_after_readers = [f for f in files if f in readers]
    assert len(named_after_readers) <= 0.2 * len(files), named_after_readers


def test_clause_joints_and_possessives_are_one_table_each():
    """One definition of a clause joint (by kind) and of a possessive mark, read by the analysis."""
    from factcheck.analysis.clauses import JOINTS, POSSESSIVE_MARKS

    assert {"while", ",", "and", ";", "with", "("} <= set(JOINTS)
    assert {"'s", "'", "\u2019s", "\u2019"} == set(POSSESSIVE_MARKS)
    owners = [name for name in lexicon.table_names() if "possessive" in name]
    assert sorted(owners) == ["possessive_marks", "possessive_pronouns"]


def test_phrase_at_by_first_word_finds_what_trying_every_phrase_finds():
    """phrase_at looks a tuple's phrases up by first word; the answer is the first phrase (in the
    tuple's order) that starts at the position, as trying each in turn gives, at every position."""
    phrases = (("came", "within"), ("came", "back"), ("came",), ("one", "shy", "of"), ("one",))
    words = "he came back and came within one shy of one came".split()
    for k in range(-2, len(words) + 2):
        tried = next((p for p in phrases if tuple(words[k:k + len(p)]) == p), None)
        assert lexicon.phrase_at(words, k, phrases) == tried
        assert lexicon.phrase_at(words, k, list(phrases)) == tried  # (a list is tried in turn)
    assert lexicon.phrase_at(words, 1, phrases) == ("came", "back")
    assert lexicon.phrase_at(words, 4, phrases) == ("came", "within")
    assert lexicon.phrase_at(words, 10, phrases) == ("came",)
