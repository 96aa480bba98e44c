"""The layout of a recap as it is written: datelines, headings, labelled lines, bullets, quotes.

Recaps written today are laid out like wire stories: a dateline opens the text ("LOS ANGELES (AP)
—"), paragraphs follow, and sections under headings end it ("TIP-INS", "UP NEXT"), made of lines
labelled with a team ("Hornets: Continue their road trip on Friday night."). Where a line stands
says what it is about: a labelled line under "UP NEXT" tells the label's team's next game, one
under "TIP-INS" this game. :func:`layout_of` cuts a document's tokens into :class:`Block` s, in
order and covering every token, each with its kind, the section heading it sits under and, for a
labelled line, its label and the team the label names.

Lines are found in the raw characters: a blank line ends one, and so does a single newline or a
run of two spaces or more (files with one text a line, such as ``--outputs``, write a newline as
a space, so a paragraph break is two spaces) where a sentence or a heading ends before it or a
bullet or a label opens what follows; a hard-wrapped paragraph stays one line. A text that was
flattened further (a single space between the lines of a list) is cut again where a new team
label or bullet mark follows a sentence's end.

The words (section headings, news agencies, marks) are the lexicon's (``layout.toml``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from enum import StrEnum
from itertools import compress

from factcheck.lexicon import phrases, words
from factcheck.text.teams import franchise_finder

#: Headings of sections about the next games, and of sections of notes on this game.
NEXT_SECTIONS = frozenset(" ".join(p) for p in phrases("layout_next_sections"))
GAME_SECTIONS = frozenset(" ".join(p) for p in phrases("layout_game_sections"))
AGENCIES = words("layout_agencies")
DASHES = words("layout_dashes")
BULLETS = words("layout_bullets")
QUOTE_MARKS = words("layout_quote_marks")
SMALL_WORDS = words("layout_title_small_words")

#: The longest heading, label and dateline place, in tokens.
MAX_HEADING = 6
MAX_LABEL = 4
MAX_PLACE = 5
_SENTENCE_ENDS = frozenset(".!?")
#: The last character of a line that ends with its sentence or its heading's colon.
_LINE_ENDS = frozenset(".!?:\"\u201d\u2019')")
#: A run of white space that may end a line: with a newline, or of two spaces or more.
_BREAK = re.compile(r"[ \t\r\f\v]*\n\s*|[ \t]{2,}")


class BlockKind(StrEnum):
    """What a block of a recap is."""

    PARAGRAPH = "paragraph"
    DATELINE = "dateline"
    HEADING = "heading"
    LABELLED_LINE = "labelled_line"
    BULLET = "bullet"
    QUOTE = "quote"


@dataclass(frozen=True, slots=True)
class Label:
    """The label of a labelled line, tokens ``[start, end)`` before its colon ("Hornets", "LA
    Clippers", "Key stat"), and the teams of the league it names (none for a label that is no
    team, two for an ambiguous city such as "Los Angeles")."""

    start: int
    end: int
    teams: frozenset[str] = frozenset()

    @property
    def team(self) -> str | None:
        """The one team the label names, else None."""
        return next(iter(self.teams)) if len(self.teams) == 1 else None


@dataclass(frozen=True, slots=True)
class Block:
    """Tokens ``[start, end)`` of one block; ``body`` is where its words start (after a label and
    its colon, a bullet mark), ``section`` the normalised heading it sits under ("up next",
    "tip-ins"; a heading's own for a heading; None before any heading)."""

    start: int
    end: int
    kind: BlockKind
    section: str | None = None
    label: Label | None = None
    body: int = -1

    def __post_init__(self) -> None:
        if self.body < 0:
            object.__setattr__(self, "body", self.start)

    @property
    def in_next_section(self) -> bool:
        """The block sits under a heading of the next games ("UP NEXT")."""
        return self.section in NEXT_SECTIONS and self.kind is not BlockKind.HEADING

    @property
    def in_game_section(self) -> bool:
        """The block sits under a heading of notes on this game ("TIP-INS")."""
        return self.section in GAME_SECTIONS and self.kind is not BlockKind.HEADING


@dataclass(frozen=True, slots=True)
class Layout:
    """The blocks of a document, in order, covering every token once."""

    blocks: tuple[Block, ...]
    starts: tuple[int, ...]  # each block's first token, for :meth:`block_at`

    @classmethod
    def of(cls, blocks: list[Block]) -> "Layout":
        return cls(tuple(blocks), tuple(b.start for b in blocks))

    def block_at(self, token: int) -> Block:
        """The block holding token ``token``."""
        return self.blocks[bisect_right(self.starts, token) - 1]

    def in_next_section(self, token: int) -> bool:
        """Token ``token`` stands in a block under a heading of the next games."""
        return bool(self.blocks) and self.block_at(token).in_next_section

    def sentence_starts(self, tokens: list[str], dot_starts: list[int]) -> list[int]:
        """Sentence starts of a raw text: after each lone "." (``dot_starts``), but not after one
        inside a dateline ("PORTLAND , Ore . ( AP ) —") or a list's number ("1 ."); and where a
        block starts after a dateline, a heading in capitals or of a known section, or a line that
        ends its sentence; a heading of that kind also starts one, and so does a labelled line or
        a bullet after another (a title in title case, or a paragraph with no final ".", runs on
        into what follows, as it always did: "Corey Vance  Dante Albright" may be one name)."""
        inside = [(b.start, b.end - 1 if b.kind is BlockKind.DATELINE else b.body) for b in self.blocks
                  if b.body > b.start or b.kind is BlockKind.DATELINE]
        kept = [i for i in dot_starts if not any(a < i <= z for a, z in inside)]
        laid = {b.start for a, b in zip(self.blocks, self.blocks[1:])
                if a.kind is BlockKind.DATELINE or _firm_heading(tokens, a) or _firm_heading(tokens, b)
                or tokens[a.end - 1] in _SENTENCE_ENDS or a.kind in _LINES and b.kind in _LINES}
        return sorted(set(kept) | laid | ({0} if self.blocks else set()))


_LINES = frozenset({BlockKind.LABELLED_LINE, BlockKind.BULLET})


def _firm_heading(tokens: list[str], block: Block) -> bool:
    """A heading that surely is one: of a known section ("Up next"), or in capitals ("KEY STATS")."""
    return block.kind is BlockKind.HEADING and (block.section in _SECTIONS or all(
        t.isupper() for t in tokens[block.start:block.end] if any(c.isalpha() for c in t)))


def layout_of(text: str, tokens: list[str], char_starts: list[int]) -> Layout:
    """The blocks of ``tokens`` (at ``char_starts`` in ``text``): a document's is worked out once,
    read it as ``Document.layout``."""
    blocks: list[Block] = []
    section: str | None = None
    for a, b in _lines(text, tokens, char_starts):
        for block in _line_blocks(text, tokens, char_starts, a, b):
            if block.kind is BlockKind.HEADING:
                section = _normalised(text, tokens, char_starts, block.start, block.end)
            blocks.append(Block(block.start, block.end, block.kind, section, block.label, block.body))
    return Layout.of(blocks)


# ---- lines -----------------------------------------------------------------------------------
def _lines(text: str, tokens: list[str], char_starts: list[int]) -> list[tuple[int, int]]:
    """The token ranges of the text's lines, in order (empty lines left out). A blank line always
    ends one; a single newline or a run of spaces only where a sentence or a heading ends before
    it, or a bullet or a label opens the next line (a hard-wrapped paragraph stays one line)."""
    if not tokens:
        return []
    if "\n" not in text and "  " not in text:
        return [(0, len(tokens))]  # (most texts: one line, found without the expression)
    cuts = [0]
    for m in _BREAK.finditer(text):
        k = bisect_right(char_starts, m.start())  # the first token after the break
        if not 0 < k < len(tokens) or k <= cuts[-1]:
            continue
        if m.group().count("\n") >= 2 or _ends_line(text, tokens, char_starts, m.start(), cuts[-1], k):
            cuts.append(k)
    cuts.append(len(tokens))
    return list(zip(cuts, cuts[1:]))


def _ends_line(text: str, tokens: list[str], starts: list[int], at: int, a: int, k: int) -> bool:
    """A single newline or a run of spaces at character ``at``, between the tokens ``[a, k)`` of the
    line so far and token ``k``, ends the line."""
    if text[at - 1] in _LINE_ENDS:
        return True
    if _heading(text, tokens, starts, a, k):
        return True
    b = min(len(tokens), k + MAX_LABEL + 2)
    return (tokens[k] in BULLETS and k + 1 < len(tokens) and tokens[k + 1][:1].isupper()  # ("of  -  9": a figure)
            or _numbered(tokens, k, b) or _label(tokens, k, b) is not None)


def _line_blocks(text: str, tokens: list[str], starts: list[int], a: int, b: int) -> list[Block]:
    """The blocks of one line ``[a, b)`` (sections not yet set)."""
    if _heading(text, tokens, starts, a, b):
        return [Block(a, b, BlockKind.HEADING)]
    inline = _inline_heading(text, tokens, starts, a, b)
    if inline:  # ". UP NEXT Pistons : ..." in a text of one line (a tokenized recap): cut before the heading
        return [*_line_blocks(text, tokens, starts, a, inline), *_line_blocks(text, tokens, starts, inline, b)]
    lead = _leading_heading(text, tokens, starts, a, b)
    if lead:  # "UP NEXT Pistons : At Minnesota ..." on one line: the heading, then the rest
        return [Block(a, lead, BlockKind.HEADING), *_line_blocks(text, tokens, starts, lead, b)]
    dateline = _dateline(tokens, a, b)
    if dateline:
        return [Block(a, dateline, BlockKind.DATELINE), *_line_blocks(text, tokens, starts, dateline, b)]
    label = _label(tokens, a, b)
    if label is not None:
        if label.team is None and _normalised(text, tokens, starts, label.start, label.end) in _SECTIONS:
            # "UP NEXT: The Hornets visit ...": a heading and its section's line
            return [Block(a, label.end + 1, BlockKind.HEADING), *_line_blocks(text, tokens, starts, label.end + 1, b)]
        return _labelled_lines(tokens, a, b, label)
    if tokens[a] in BULLETS and b > a + 1 and not tokens[a + 1][:1].islower():
        return _bullets(tokens, a, b)  # ("- of - 17" is a shooting line's end)
    if _numbered(tokens, a, b):
        return [Block(a, b, BlockKind.BULLET, body=a + 2)]
    if tokens[a] in QUOTE_MARKS:
        return [Block(a, b, BlockKind.QUOTE)]
    return [Block(a, b, BlockKind.PARAGRAPH)]


_SECTIONS = NEXT_SECTIONS | GAME_SECTIONS


def _normalised(text: str, tokens: list[str], starts: list[int], a: int, b: int) -> str:
    """The words of tokens ``[a, b)`` as written, in lower case, spaces single, a final colon or
    full stop left out: "TIP-INS" -> "tip-ins", "What’s Next:" -> "what's next"."""
    words = text[starts[a]:starts[b - 1] + len(tokens[b - 1])]
    return " ".join(words.replace("\u2019", "'").lower().split()).rstrip(":.").strip()


# ---- headings --------------------------------------------------------------------------------
def _heading(text: str, tokens: list[str], starts: list[int], a: int, b: int) -> bool:
    """A whole line that is a heading: a section's heading of the lexicon, or a short line in
    capitals, or in title case, with no sentence's end (a title, "KEY STATS", "Turning Point")."""
    if b - a > MAX_HEADING or tokens[b - 1] in _SENTENCE_ENDS or tokens[a] in BULLETS | QUOTE_MARKS:
        return False
    if _normalised(text, tokens, starts, a, b) in _SECTIONS:
        return True
    words = [t for t in tokens[a:b] if any(c.isalpha() for c in t)]
    if all(w.lower() in SMALL_WORDS for w in words) or any(c.isdigit() for t in tokens[a:b] for c in t) \
            or ":" in tokens[a:b]:
        return False  # (no heading without a word of its own: "of" alone is no title)
    return all(w.isupper() for w in words) or all(w[0].isupper() or w.lower() in SMALL_WORDS for w in words)


def _leading_heading(text: str, tokens: list[str], starts: list[int], a: int, b: int) -> int:
    """Where a section's heading written in capitals ends when it opens a longer line ("UP NEXT
    Pistons : At Minnesota ..."), else 0. In another case it is prose ("Up next , the Hornets ...")."""
    if not tokens[a].isupper():
        return 0
    for k in range(min(b - 1, a + MAX_HEADING), a, -1):
        if all(t.isupper() or not t.isalpha() for t in tokens[a:k]) and \
                _normalised(text, tokens, starts, a, k) in _SECTIONS and tokens[k] not in {":", ","}:
            return k
    return 0


def _inline_heading(text: str, tokens: list[str], starts: list[int], a: int, b: int) -> int:
    """Where a section's heading in capitals opens a sentence inside the line ``[a, b)`` (after a
    sentence's end: "... 18 minutes . UP NEXT Pistons : At Minnesota ..."), else 0."""
    # (only the tokens after a sentence's end are looked at, found in C)
    for k in compress(range(a + 1, b - 1), map(_SENTENCE_ENDS.__contains__, tokens[a:b - 2])):
        if tokens[k].isupper() and _leading_heading(text, tokens, starts, k, b):
            return k
    return 0


# ---- datelines -------------------------------------------------------------------------------
def _dateline(tokens: list[str], a: int, b: int) -> int:
    """Where a dateline opening the line ends (after its dash), else 0: a place in capitals, a
    state after a comma ("PORTLAND , Ore ."), an agency in brackets ("( AP )"), a dash."""
    k = a
    while k < b and k - a < MAX_PLACE and dateline_place_word(tokens[k]):
        k += 1
    if k == a:
        return 0
    if tokens[k:k + 1] == [","]:  # ", Ore ." / ", Calif ."
        k += 1
        while k < b and (tokens[k][:1].isupper() or tokens[k] == "."):
            k += 1
    if tokens[k:k + 1] == ["("] and tokens[k + 1:k + 2] and tokens[k + 1].lower() in AGENCIES and tokens[k + 2:k + 3] == [")"]:
        k += 3
    if k >= b or tokens[k] not in DASHES:
        return 0
    while k < b and tokens[k] in DASHES:  # "--" is two tokens
        k += 1
    return k if k < b else 0


def dateline_place_word(token: str) -> bool:
    """A word of a place in a dateline: capitals ("SAN", "ANTONIO"), and no initial or figure."""
    return len(token) > 1 and token.isupper() and token.replace(".", "").isalpha()


# ---- labelled lines --------------------------------------------------------------------------
def _label(tokens: list[str], a: int, b: int) -> Label | None:
    """The label opening a line, before its colon ("Hornets :", "Key stat :"), else None."""
    if not (tokens[a][:1].isupper() or tokens[a][:1].isdigit()):
        return None
    for k in range(a + 1, min(b - 1, a + MAX_LABEL + 1)):
        if tokens[k] == ":":
            return Label(a, k, _teams(tokens, a, k))
        if not tokens[k][:1].isalnum() and tokens[k] not in {"'", "-", "&"}:
            return None  # a sentence's end, a comma, a bracket: no label
    return None


def _teams(tokens: list[str], a: int, b: int) -> frozenset[str]:
    """The teams a label ``[a, b)`` names, when the whole label is a team's name."""
    refs = franchise_finder().find(tokens, a, b)
    return refs[0].teams if len(refs) == 1 and (refs[0].start, refs[0].end) == (a, b) else frozenset()


def _labelled_lines(tokens: list[str], a: int, b: int, label: Label) -> list[Block]:
    """The labelled line opening at ``a``, cut again where another team's label follows a
    sentence's end (lines of a list whose newlines were flattened)."""
    blocks = []
    k = label.end + 2
    while k < b:
        if tokens[k - 1] in _SENTENCE_ENDS and (nxt := _label(tokens, k, b)) is not None and nxt.teams:
            blocks.append(Block(a, k, BlockKind.LABELLED_LINE, label=label, body=label.end + 1))
            a, label = k, nxt
            k = label.end + 2
            continue
        k += 1
    blocks.append(Block(a, b, BlockKind.LABELLED_LINE, label=label, body=label.end + 1))
    return blocks


# ---- lists -----------------------------------------------------------------------------------
def _bullets(tokens: list[str], a: int, b: int) -> list[Block]:
    """A bulleted line, cut again at the same mark standing before a capital (bullets whose
    newlines were flattened; before a figure it is a dash: "1 - of - 0")."""
    mark = tokens[a]
    cuts = [a] + [k for k in range(a + 2, b - 1)
                  if tokens[k] == mark and tokens[k + 1][:1].isupper() and tokens[k - 1] not in DASHES]
    ends = cuts[1:] + [b]
    return [_bullet(tokens, s, e) for s, e in zip(cuts, ends)]


def _bullet(tokens: list[str], a: int, b: int) -> Block:
    """A bullet ``[a, b)``, with the label its words open with ("- Nuggets : Host Denver ...")."""
    label = _label(tokens, a + 1, b)
    return Block(a, b, BlockKind.BULLET, label=label, body=label.end + 1 if label else a + 1)


def _numbered(tokens: list[str], a: int, b: int) -> bool:
    """A line opening with a list's number: "1 .", "2 )"."""
    return b > a + 2 and tokens[a].isdigit() and len(tokens[a]) <= 2 and tokens[a + 1] in {".", ")"}
