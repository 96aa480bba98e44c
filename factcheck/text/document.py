"""Documents in the shared task's tokenization, with its token and sentence ids.

The shared task counts tokens from 1 per document, ends a sentence after a lone "." token, and
counts sentences and in-sentence tokens from 1. A pre-tokenized text keeps its tokens exactly
(every run of non-space characters is one token); raw text, as NLG systems and people write it,
is first split into the same scheme ("10-of-17" -> "10 - of - 17", "Thomas's" -> "Thomas 's",
"didn't" -> "did n't"), keeping each token's character offset in the original text.
:func:`looks_tokenized` tells the two apart (see there), so that text is taken as people have it.

Internally token positions are 0-based (``doc.tokens[i]``); the shared task's 1-based ids are
produced only by :meth:`Document.doc_id` and :meth:`Document.sent_ids`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from factcheck.text.cached import cached_property
from itertools import chain, compress
from operator import itemgetter
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # spaCy is imported lazily: scoring never needs it
    from spacy.tokens import Doc

    from factcheck.text.layout import Layout
    from factcheck.text.numbers import Number

_FIRST_CHAR = itemgetter(slice(0, 1))  # token[:1]: "" for an empty token

# Pieces of raw text, tried left to right at each position (spaces between them are skipped).
_RAW_PIECE = re.compile(
    r"""
      [A-Za-z]+(?=\s|\Z) | \d+(?=\s|\Z)       # fast path: a plain word or number up to a space
                                            # (what the alternatives below give it, found sooner)
    | (?:[A-Z]\.){2,}                       # initials: J.J. T.J.
    | (?:Jr|Sr|St|Mr|Mrs|Dr|vs|No)\.(?=\s|$) # abbreviations that are not a full stop
    | [A-Z]\.(?=\s[A-Z])                    # a single initial before a name: J. Smith
    | \d+[A-Za-z]\w*                        # 76ers, 3Pt, 17th: digits and letters stay one token
    | \d+(?:[.,:]\d+)*                      # numbers, 3.5, 1,000, 2:56
    | [A-Z]\w*(?:-[A-Z]\w*)+                # hyphenated names: Karl-Anthony, Caldwell-Pope
    | (?i:n't)                              # negation clitic
    | '(?:s|re|ve|ll|d|m)\b(?!\w)           # clitics: 's 're 've 'll 'd 'm
    | \w+(?=n't)                            # did in didn't
    | \w+(?:'(?!(?:s|re|ve|ll|d|m)\b)\w+)*  # words, D'Angelo, O'Neal (not Thomas's)
    | \S                                    # any other single character: punctuation, hyphen
    """,
    re.VERBOSE,
)


def tokenize_pretokenized(text: str) -> tuple[list[str], list[int]]:
    """Tokens of a text already in the shared task's scheme, with character offsets.

    The tokens are ``str.split``'s (the runs of non-space characters, as ``\\S+`` matches them),
    each found after the previous one: no match object per token."""
    tokens = text.split()
    starts: list[int] = []
    find, append = text.find, starts.append
    at = 0
    for token in tokens:
        at = find(token, at)  # (only spaces lie between ``at`` and the token)
        append(at)
        at += len(token)
    return tokens, starts


#: A sentence's punctuation mark standing alone between spaces, as the shared task writes it (" . ", " , ").
_LONE_MARK = re.compile(r"[.,;:!?]")


def looks_tokenized(text: str) -> bool:
    """True when ``text`` is in the shared task's tokenization, False for raw text.

    In a tokenized text a sentence's punctuation stands alone between spaces ("scored 23 points
    .", "Butler , who") and the raw tokenizer (:func:`tokenize_raw`) leaves almost every other
    whitespace-separated chunk whole; in raw text the marks stick to words ("points.", "Butler,")
    and so do clitics and hyphens ("Celtics'", "113-100"), all of which the raw tokenizer splits.
    A text is taken as tokenized when no more of its chunks would be split than there are lone
    marks. Measured: on the shared task's 60 texts no chunk splits; on RotoWire's valid and test
    summaries and the four NLG systems' outputs at most 0.37 chunks split per lone mark ("C.J",
    "didn't" with a curly apostrophe, "Nov."), and every such text has 8 lone marks or more; the
    40 AI-written recaps have no lone mark and 46 to 74 chunks that split. A text with neither
    (no punctuation at all) has the same tokens either way.
    """
    split = alone = 0
    finditer, lone = _RAW_PIECE.finditer, _LONE_MARK.fullmatch
    for chunk in text.split():
        if lone(chunk):
            alone += 1
        elif len(chunk) > 1 and _splits(finditer(chunk)):
            split += 1
    return split <= alone


def _splits(pieces) -> bool:
    """True when an iterator of pieces has more than one."""
    return next(pieces, None) is not None and next(pieces, None) is not None


def tokenize_raw(text: str) -> tuple[list[str], list[int]]:
    """Split detokenized text into the shared task's tokens, keeping character offsets.

    Idempotent on text that is already tokenized: re-tokenizing the joined tokens gives the
    same tokens.
    """
    # Every alternative of _RAW_PIECE consumes only non-space characters and "\S" matches any
    # of them, so scanning the whole text gives exactly the pieces of each space-free chunk.
    # (each match's text and start taken in C: a loop over the matches cost two thirds of the pass)
    found = list(_RAW_PIECE.finditer(text))
    return list(map(_MATCHED, found)), list(map(_MATCH_START, found))


_MATCHED, _MATCH_START = re.Match.group, re.Match.start


class _LowerForms(dict):
    """Each token's lower-case form, by token, made when first asked (a word already in lower
    case is its own form); forgotten all at once past :data:`_MAX_FORMS` words, so that a long
    run over new vocabulary does not grow it without end."""

    def __missing__(self, token: str) -> str:
        if len(self) >= _MAX_FORMS:
            self.clear()
        low = token.lower()
        low = self[token] = token if low == token else low
        return low


#: Forms kept at most (the four NLG systems' 2,792 summaries have 2,177 distinct tokens).
_MAX_FORMS = 200_000
_LOWER_FORMS = _LowerForms()


@dataclass
class Document:
    """One summary: its tokens, their offsets, and the shared task's sentence segmentation."""

    text_id: str
    text: str
    tokens: list[str]
    char_starts: list[int]
    #: 0-based index of the first token of each sentence.
    sentence_starts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.sentence_starts:
            self.sentence_starts = sentence_starts(self.tokens)

    # ---- construction -----------------------------------------------------------
    @classmethod
    def from_tokenized(cls, text_id: str, text: str) -> "Document":
        tokens, starts = tokenize_pretokenized(text)
        return cls(text_id, text, tokens, starts)

    @classmethod
    def from_raw(cls, text_id: str, text: str) -> "Document":
        """A raw text's document: a sentence also ends where a block of its layout does (a heading,
        a dateline or a labelled line need no final "."), so that no sentence runs across a heading."""
        from factcheck.text.layout import layout_of

        tokens, starts = tokenize_raw(text)
        layout = layout_of(text, tokens, starts)
        doc = cls(text_id, text, tokens, starts, layout.sentence_starts(tokens, sentence_starts(tokens)))
        doc.__dict__["layout"] = layout
        return doc

    @cached_property
    def layout(self) -> "Layout":
        """The blocks of the text as it is laid out (:mod:`factcheck.text.layout`), worked out once."""
        from factcheck.text.layout import layout_of

        return layout_of(self.text, self.tokens, self.char_starts)

    @classmethod
    def from_text(cls, text_id: str, text: str, tokenized: bool | None = None) -> "Document":
        """A document of ``text`` as given (``tokenized=True``), tokenized first (False), or as
        :func:`looks_tokenized` finds it (None)."""
        if tokenized is None:
            tokenized = looks_tokenized(text)
        return cls.from_tokenized(text_id, text) if tokenized else cls.from_raw(text_id, text)

    # ---- ids --------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.tokens)

    @cached_property
    def sentence_of(self) -> list[int]:
        """0-based sentence index of every token: ``sentence_of[i] == sentence_index(i)``, a list
        for loops that ask about many tokens (a subscript costs less than a method call)."""
        out: list[int] = []
        for s, (start, end) in enumerate(self.bounds):
            out.extend([s] * (end - start))
        return out

    @cached_property
    def bounds(self) -> list[tuple[int, int]]:
        """Token range [start, end) of every sentence: ``bounds[s] == sentence_bounds(s)``."""
        ends = self.sentence_starts[1:] + [len(self.tokens)]
        return list(zip(self.sentence_starts, ends))

    @cached_property
    def bounds_at(self) -> list[tuple[int, int]]:
        """Token range [start, end) of the sentence of every token:
        ``bounds_at[i] == sentence_bounds(sentence_index(i))``, the rules' most frequent question."""
        out: list[tuple[int, int]] = []
        for start, end in self.bounds:
            out.extend([(start, end)] * (end - start))
        return out

    @cached_property
    def lower(self) -> list[str]:
        """The tokens in lower case, computed once: rules compare words case-insensitively.

        Each form is looked up in a table shared by the documents of a run (:class:`_LowerForms`):
        the same words recur in text after text, so a corpus run keeps one lower-case string per
        word, not one per token, and lowers a word once."""
        return list(map(_LOWER_FORMS.__getitem__, self.tokens))

    @cached_property
    def word_index(self) -> dict[str, list[int]]:
        """Every lower-case token with the indices where it stands, in order (read-only: the
        lists are shared by every reader)."""
        index: dict[str, list[int]] = {}
        add = index.setdefault  # (a list made and dropped for a word seen before costs less than a second lookup)
        for i, w in enumerate(self.lower):
            add(w, []).append(i)
        return index

    def positions_of(self, words: Iterable[str]) -> list[int]:
        """Indices of the tokens whose lower-case form is one of ``words`` (best a set), in text
        order: the positions a scan for trigger words visits (``[k for k, w in
        enumerate(doc.lower) if w in words]``), looked up in the word index."""
        index = self.word_index
        if isinstance(words, (set, frozenset, dict)):
            hits = index.keys() & words  # (in C, over the smaller of the two)
            if not hits:
                return []
            if len(hits) == 1:
                return list(index[next(iter(hits))])
            return sorted(chain.from_iterable(map(index.__getitem__, hits)))
        found = [index[w] for w in words if w in index]
        if not found:
            return []
        if len(found) == 1:
            return list(found[0])
        return sorted(chain.from_iterable(found))

    @cached_property
    def capitalised(self) -> list[int]:
        """Indices of the tokens whose first character is upper case (where a name may start)."""
        return list(compress(range(len(self.tokens)), map(str.isupper, map(_FIRST_CHAR, self.tokens))))

    @cached_property
    def number_starts(self) -> list[int]:
        """Indices where a number may start (digits, a number word, "a"/"an"), found once: the
        claim readers visit these instead of every token."""
        from factcheck.text.numbers import number_positions

        return number_positions(self.lower, articles=True, lowered=True)

    @cached_property
    def numbers(self) -> dict[int, Number]:
        """:func:`~factcheck.text.numbers.parse_at` at every number start, read once: for
        ``0 <= i < len(tokens)``, ``numbers.get(i)`` is ``parse_at(tokens, i)`` (the claim readers
        of several rules try the same positions)."""
        from factcheck.text.numbers import COUNT_ARTICLES, parse_at

        tokens, low = self.tokens, self.lower
        return {i: n for i in self.number_starts
                if low[i] not in COUNT_ARTICLES and (n := parse_at(tokens, i)) is not None}

    @cached_property
    def digit_pairs(self) -> tuple[tuple[Number, Number], ...]:
        """:func:`~factcheck.text.numbers.digit_pairs` of the tokens, read once: scores, records and
        shooting lines are looked for by several rules."""
        from factcheck.text.numbers import digit_pairs

        return tuple(digit_pairs(self.tokens, self.number_starts))

    def sentence_index(self, i: int) -> int:
        """0-based sentence index of token ``i``."""
        return self.sentence_of[i]

    def sentence_bounds(self, s: int) -> tuple[int, int]:
        """Token range [start, end) of the 0-based sentence ``s``."""
        if s >= 0:
            return self.bounds[s]
        # a negative index, as before ``bounds``: the sentence counted from the end, ended at the
        # start of the sentence after it (never asked for on purpose)
        start = self.sentence_starts[s]
        end = self.sentence_starts[s + 1] if s + 1 < len(self.sentence_starts) else len(self.tokens)
        return start, end

    @property
    def sentences(self) -> list[tuple[int, int]]:
        return list(self.bounds)

    @staticmethod
    def doc_id(i: int) -> int:
        """The shared task's document token id (from 1) of token ``i``."""
        return i + 1

    def sent_ids(self, i: int) -> tuple[int, int]:
        """(SENTENCE_ID, SENT_TOKEN id), both from 1, of token ``i``."""
        s = self.sentence_of[i]
        return s + 1, i - self.sentence_starts[s] + 1

    def from_sent_ids(self, sentence_id: int, token_id: int) -> int:
        """0-based token index from the shared task's sentence-based ids; IndexError if absent."""
        if not 1 <= sentence_id <= len(self.sentence_starts):
            raise IndexError(f"sentence {sentence_id} does not exist (text has {len(self.sentence_starts)})")
        start, end = self.sentence_bounds(sentence_id - 1)
        if not 1 <= token_id <= end - start:
            raise IndexError(f"sentence {sentence_id} has no token {token_id} (it has {end - start})")
        return start + token_id - 1

    def span_text(self, start: int, end: int) -> str:
        """Tokens [start, end) joined by single spaces, as in the TOKENS column."""
        return " ".join(self.tokens[start:end])

    def char_span(self, start: int, end: int) -> tuple[int, int]:
        """Character offsets [begin, end) in ``text`` of tokens [start, end)."""
        return self.char_starts[start], self.char_starts[end - 1] + len(self.tokens[end - 1])

    # ---- spaCy ------------------------------------------------------------------
    @cached_property
    def spacy_doc(self) -> "Doc":
        """A spaCy Doc over exactly these tokens (blank English vocab, never re-tokenized).

        For analyses of your own; the checker does not use it, so spaCy is the optional extra
        ``nba-factcheck[spacy]``.
        """
        from factcheck.distribution import install_hint

        try:
            from spacy.tokens import Doc
        except ImportError:
            raise ImportError(f"Document.spacy_doc needs spaCy: {install_hint('spacy')}") from None

        from factcheck.text.nlp import blank_vocab

        n = len(self.tokens)
        spaces = [
            self.char_starts[i] + len(self.tokens[i]) < self.char_starts[i + 1] for i in range(n - 1)
        ] + [False] * min(n, 1)
        starts = set(self.sentence_starts)
        sent_starts = [i in starts for i in range(n)]
        return Doc(blank_vocab(), words=list(self.tokens), spaces=spaces, sent_starts=sent_starts)


def sentence_starts(tokens: list[str]) -> list[int]:
    """0-based first-token indices of the sentences: a sentence ends after a lone "." token."""
    if not tokens:
        return []
    # (the full stops found in C: a sentence of twenty tokens has one)
    return [0, *compress(range(1, len(tokens)), map(".".__eq__, tokens[:-1]))]
