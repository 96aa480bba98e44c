"""The layout of a recap (factcheck/text/layout.py): datelines, headings, labelled lines, bullets,
quotes and paragraphs, on invented recaps written with newlines and flattened to one line (two
spaces for a paragraph break, as ``--outputs`` files write them)."""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.text.layout import BlockKind

WIRE = """PHOENIX (AP) — Corey Vance scored 31 points and the Milwaukee Bucks beat the Phoenix Suns 108-101 on Friday night.

Vance hit 12 of 19 shots. Dante Albright added 15.

"We found a way," Vance said.

NOTES

Bucks: Oren Kastellan played 22 minutes. ... Tyrell Hagan had five steals.

Suns: Gideon Mabry went 2 for 9.

UP NEXT

Bucks: Continue their road trip at Utah on Sunday.

Suns: Host Denver on Saturday night."""


def _blocks(doc: Document) -> list[tuple[str, str | None, str, str]]:
    """(kind, section, label, the block's first words) of every block."""
    return [(b.kind.value, b.section, doc.span_text(b.label.start, b.label.end) if b.label else "",
             doc.span_text(b.start, min(b.end, b.start + 3))) for b in doc.layout.blocks]


EXPECTED = [
    ("dateline", None, "", "PHOENIX ( AP"),
    ("paragraph", None, "", "Corey Vance scored"),
    ("paragraph", None, "", "Vance hit 12"),
    ("quote", None, "", '" We found'),
    ("heading", "notes", "", "NOTES"),
    ("labelled_line", "notes", "Bucks", "Bucks : Oren"),
    ("labelled_line", "notes", "Suns", "Suns : Gideon"),
    ("heading", "up next", "", "UP NEXT"),
    ("labelled_line", "up next", "Bucks", "Bucks : Continue"),
    ("labelled_line", "up next", "Suns", "Suns : Host"),
]


@pytest.mark.parametrize("text", [WIRE, WIRE.replace("\n", " ")], ids=["newlines", "one line"])
def test_a_wire_recap_is_cut_into_its_blocks(text):
    doc = Document.from_raw("T", text)
    assert _blocks(doc) == EXPECTED
    blocks = doc.layout.blocks
    assert [b.start for b in blocks] == sorted(b.start for b in blocks) and blocks[0].start == 0
    assert all(a.end == b.start for a, b in zip(blocks, blocks[1:])) and blocks[-1].end == len(doc)
    line = blocks[-1]
    assert line.label.team == "Suns" and doc.tokens[line.body] == "Host" and line.in_next_section
    assert blocks[5].in_game_section and not blocks[5].in_next_section


def test_block_at_every_token():
    doc = Document.from_raw("T", WIRE)
    layout = doc.layout
    for block in layout.blocks:
        assert all(layout.block_at(i) is block for i in range(block.start, block.end))
    assert doc.layout is layout  # worked out once


def test_a_raw_sentence_ends_at_a_heading_and_at_a_dateline():
    doc = Document.from_raw("T", WIRE)
    sentences = [doc.span_text(*doc.sentence_bounds(s)) for s in range(len(doc.sentence_starts))]
    assert sentences[0] == "PHOENIX ( AP ) —"
    assert "UP NEXT" in sentences and "NOTES" in sentences
    assert "Bucks : Continue their road trip at Utah on Sunday ." in sentences


def test_a_dateline_with_a_state_and_a_double_dash_is_one_sentence():
    doc = Document.from_raw("T", "PORTLAND, Ore. -- Corey Vance scored 31 points.")
    assert _blocks(doc)[0] == ("dateline", None, "", "PORTLAND , Ore")
    assert doc.span_text(*doc.sentence_bounds(0)) == "PORTLAND , Ore . - -"
    assert doc.span_text(*doc.sentence_bounds(1)) == "Corey Vance scored 31 points ."


def test_labelled_lines_flattened_by_single_newlines_are_cut_at_each_team():
    doc = Document.from_raw("T", "UP NEXT\nBucks: At Utah on Sunday.\nSuns: Host Denver on Saturday.")
    assert [(k, label) for k, _, label, _ in _blocks(doc)] == \
        [("heading", ""), ("labelled_line", "Bucks"), ("labelled_line", "Suns")]
    flat = Document.from_raw("T", "UP NEXT Bucks: At Utah on Sunday. Suns: Host Denver on Saturday.")
    assert _blocks(flat) == _blocks(doc)


def test_a_heading_written_as_a_label_opens_its_section():
    doc = Document.from_raw("T", "Up next: The Bucks visit Utah on Sunday.")
    assert [(k, s) for k, s, _, _ in _blocks(doc)] == [("heading", "up next"), ("paragraph", "up next")]


def test_prose_opening_with_up_next_is_no_heading():
    doc = Document.from_raw("T", "Up next, the Bucks visit Utah on Sunday.")
    assert [(k, s) for k, s, _, _ in _blocks(doc)] == [("paragraph", None)]


def test_bullets_and_numbered_lines():
    doc = Document.from_raw("T", "KEY STATS\n- Vance: 31 points\n- Albright: 15 points\n1. Bucks won")
    kinds = [(k, s) for k, s, _, _ in _blocks(doc)]
    assert kinds == [("heading", "key stats"), ("bullet", "key stats"), ("bullet", "key stats"),
                     ("bullet", "key stats")]
    flat = Document.from_raw("T", "KEY STATS  - Vance: 31 points - Albright: 15 points")
    assert [k for k, _, _, _ in _blocks(flat)] == ["heading", "bullet", "bullet"]
    assert [doc.tokens[b.body] for b in doc.layout.blocks[1:]] == ["31", "15", "Bucks"]  # (after a label's colon)
    assert [b.label and b.label.team for b in doc.layout.blocks[1:]] == [None, None, None]  # (players, no teams)


def test_a_label_that_names_no_team_and_an_ambiguous_city():
    doc = Document.from_raw("T", "Bottom line: The Bucks made 15 threes.\n\nLos Angeles: Host Denver on Friday.")
    first, second = doc.layout.blocks
    assert first.kind is BlockKind.LABELLED_LINE and first.label.teams == frozenset() and first.label.team is None
    assert second.label.teams == {"Lakers", "Clippers"} and second.label.team is None


def test_spaces_inside_a_sentence_do_not_cut_it():
    doc = Document.from_raw("T", "Corey Vance scored  31 points and  grabbed nine rebounds.")
    assert _blocks(doc) == [("paragraph", None, "", "Corey Vance scored")]
    assert len(doc.sentence_starts) == 1


def test_a_pretokenized_text_keeps_its_sentences_and_has_a_layout_all_the_same():
    text = "The Bucks beat the Suns . UP NEXT Bucks : At Utah on Sunday . Suns : Host Utah on Monday ."
    doc = Document.from_tokenized("T", text)
    assert doc.sentence_starts == [0, 6, 15]  # split at "." only, as the shared task does
    # a recap written on one line: its heading opens a sentence, the labelled lines follow it
    assert [(k, s, label) for k, s, label, _ in _blocks(doc)] == [
        ("paragraph", None, ""), ("heading", "up next", ""), ("labelled_line", "up next", "Bucks"),
        ("labelled_line", "up next", "Suns")]


def test_an_empty_text_has_no_blocks():
    assert Document.from_raw("T", "").layout.blocks == ()
    assert not Document.from_raw("T", "").layout.in_next_section(0)


def test_a_hard_wrapped_paragraph_stays_one_line():
    text = "Corey Vance scored 31 points and the Milwaukee\nBucks beat the Phoenix Suns 108-101 on Friday\nnight. Vance hit 12 of 19 shots."
    doc = Document.from_raw("T", text)
    assert [k for k, _, _, _ in _blocks(doc)] == ["paragraph"]
    assert [doc.tokens[s] for s in doc.sentence_starts] == ["Corey", "Vance"]


def test_spaces_inside_a_line_of_figures_do_not_cut_it():
    doc = Document.from_raw("T", "Vance went 1  -  of  -  9 shooting.")
    assert len(doc.layout.blocks) == 1 and len(doc.sentence_starts) == 1
