"""The linker's dictionary phrase index (which replaced spaCy's PhraseMatcher) and the
per-document cache rules share: same matches, same longest-match choice, computed once."""

from __future__ import annotations

from factcheck.engine.context import CheckContext
from factcheck.text.document import Document
from factcheck.text.linking import PhraseIndex, longest_first


def test_index_finds_every_occurrence_in_order_of_start_then_end():
    index = PhraseIndex()
    index.add("city", ("New", "York"))
    index.add("full", ("New", "York", "Knicks"))
    index.add("name", ("Knicks",))
    index.add("name", ("Knicks",))  # a pattern added twice for one key is one match
    tokens = "The New York Knicks beat New Orleans , and the Knicks".split()
    got = [(s, e, keys) for s, e, keys in index.matches(tokens)]
    assert got == [(1, 3, ["city"]), (1, 4, ["full"]), (3, 4, ["name"]), (10, 11, ["name"])]


def test_index_is_case_sensitive_and_stops_at_the_end_of_the_text():
    index = PhraseIndex()
    index.add("p", ("Kevin", "Love"))
    assert index.matches(["kevin", "love"]) == []
    assert index.matches(["said", "Kevin"]) == []  # the pattern would run past the last token


def test_several_keys_of_one_pattern_are_kept_together():
    index = PhraseIndex()
    index.add("P|last|Morris", ("Morris",))
    index.add("P|first|Morris", ("Morris",))
    assert index.matches(["Morris"]) == [(0, 1, ["P|last|Morris", "P|first|Morris"])]


def test_longest_first_keeps_the_longest_then_the_first_and_returns_text_order():
    spans = [(0, 2, ["a"]), (1, 4, ["b"]), (3, 5, ["c"]), (5, 6, ["d"]), (6, 8, ["e"]), (7, 9, ["f"])]
    # (1, 4) is longest; (0, 2) and (3, 5) overlap it; of the equally long (6, 8) and (7, 9)
    # the first wins
    assert [s[2] for s in longest_first(spans)] == [["b"], ["d"], ["e"]]


def test_linking_a_game_needs_no_spacy(example_game):
    # the per-game index is plain Python: checking a text never builds a spaCy Doc
    doc = Document.from_tokenized("T.txt", "Gideon Mabry had 18 points for the Nuggets .")
    ctx = CheckContext(doc, example_game)
    assert ctx.mentions.players and "spacy_doc" not in vars(doc)


def test_analyses_are_computed_once_per_context(example_game):
    doc = Document.from_tokenized("T.txt", "Gideon Mabry had 18 points .")
    ctx = CheckContext(doc, example_game)
    analysis = ctx.analysis
    assert ctx.analysis is analysis and analysis.word_index is analysis.word_index
    assert analysis.word_index["points"] == [4] and analysis.players_by_start[0].end == 2
    assert analysis.marks(frozenset({"had"})) is analysis.marks(frozenset({"had"}))
    assert CheckContext(doc, example_game).analysis is not analysis
