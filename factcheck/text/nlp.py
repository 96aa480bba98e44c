"""The one blank spaCy English pipeline the checker uses: a vocabulary, no statistical model.

Loaded once per process; documents are built from our own tokens with ``Doc(vocab, words=...)``
so spaCy never re-tokenizes the shared task's tokens.
"""

from __future__ import annotations

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.vocab import Vocab


@lru_cache(maxsize=1)
def blank_pipeline() -> Language:
    return spacy.blank("en")


def blank_vocab() -> Vocab:
    return blank_pipeline().vocab
