"""Documents: the shared task's tokens, sentence and token ids, the raw tokenizer, the spaCy view."""

from __future__ import annotations

from itertools import islice

import pytest

from factcheck.text.document import Document, sentence_starts, tokenize_pretokenized, tokenize_raw


def raw_tokens(text: str) -> list[str]:
    return tokenize_raw(text)[0]


def assert_offsets_point_at_tokens(text: str, tokens: list[str], starts: list[int]) -> None:
    assert len(tokens) == len(starts)
    assert starts == sorted(starts)
    for tok, start in zip(tokens, starts):
        assert text[start:start + len(tok)] == tok


# ---- pre-tokenized texts ---------------------------------------------------------------------
def test_every_training_text_keeps_its_tokens(training_texts):
    for tid, doc in training_texts.items():
        assert " ".join(doc.tokens) == doc.text.strip(), tid
        assert doc.tokens == doc.text.split(), tid
        assert_offsets_point_at_tokens(doc.text, doc.tokens, doc.char_starts)


def test_training_text_ids_agree_with_token_lookup(training_texts, token_lookup_data):
    doc_to_sent = token_lookup_data["doc_to_sent"]
    assert set(doc_to_sent) == set(training_texts)
    for tid, doc in training_texts.items():
        mapping = doc_to_sent[tid]
        assert sorted(mapping) == list(range(1, len(doc) + 1)), tid
        for doc_id, ids in mapping.items():
            i = doc_id - 1
            assert Document.doc_id(i) == doc_id
            assert doc.sent_ids(i) == (ids["sentence_id"], ids["token_id"]), (tid, doc_id)
            assert doc.from_sent_ids(ids["sentence_id"], ids["token_id"]) == i


def test_sent_to_doc_agrees_for_a_couple_of_texts(training_texts, token_lookup_data):
    for tid in ("S001", "S017", "S060"):
        doc = training_texts[tid]
        sent_to_doc = token_lookup_data["sent_to_doc"][tid]
        assert len(sent_to_doc) == len(doc.sentence_starts)
        for sentence_id, tokens in sent_to_doc.items():
            start, end = doc.sentence_bounds(sentence_id - 1)
            assert [tokens[t] for t in sorted(tokens)] == [doc.doc_id(i) for i in range(start, end)]


def test_sentences_end_after_a_lone_full_stop():
    doc = Document.from_tokenized("T.txt", "The Bucks won 108 - 101 . Redfield had 21 . He was 8 - of - 15 .\n")
    assert doc.sentence_starts == [0, 7, 11]
    assert doc.sentences == [(0, 7), (7, 11), (11, 19)]
    assert doc.sent_ids(0) == (1, 1)
    assert doc.sent_ids(6) == (1, 7)  # the "." belongs to the sentence it ends
    assert doc.sent_ids(7) == (2, 1)
    assert doc.sent_ids(18) == (3, 8)
    assert doc.from_sent_ids(3, 8) == 18
    assert doc.span_text(7, 10) == "Redfield had 21"
    assert doc.char_span(7, 10) == (26, 41)
    assert doc.text[26:41] == "Redfield had 21"
    with pytest.raises(IndexError, match="sentence 4 does not exist"):
        doc.from_sent_ids(4, 1)
    with pytest.raises(IndexError, match="sentence 2 has no token 5"):
        doc.from_sent_ids(2, 5)
    with pytest.raises(IndexError):
        doc.from_sent_ids(0, 1)


def test_sentence_starts_edge_cases():
    assert sentence_starts([]) == []
    assert sentence_starts(["a", "b"]) == [0]
    assert sentence_starts(["a", ".", "b", "."]) == [0, 2]
    # a "." inside a token ("3.5", "J.J.") never ends a sentence
    assert sentence_starts(["3.5", "J.J.", "b", "."]) == [0]


def test_pretokenized_keeps_odd_tokens_exactly():
    text = "  Thomas's  10-of-17 (32-18)\t76ers 3Pt  "
    tokens, starts = tokenize_pretokenized(text)
    assert tokens == ["Thomas's", "10-of-17", "(32-18)", "76ers", "3Pt"]
    assert_offsets_point_at_tokens(text, tokens, starts)


# ---- the raw tokenizer -----------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("10-of-17", "10 - of - 17"),
    ("Thomas's", "Thomas 's"),
    ("didn't", "did n't"),
    ("Karl-Anthony Towns scored", "Karl-Anthony Towns scored"),
    ("J.J. Redick", "J.J. Redick"),
    ("(32-18)", "( 32 - 18 )"),
    ("113-107.", "113 - 107 ."),
    ("Kentavious Caldwell-Pope hit a 3-pointer.", "Kentavious Caldwell-Pope hit a 3 - pointer ."),
    ("D'Angelo Russell and Shaquille O'Neal", "D'Angelo Russell and Shaquille O'Neal"),
    ("they're, we've", "they 're , we 've"),
    ("shot 3.5 and 1,000 at 2:56", "shot 3.5 and 1,000 at 2:56"),
    ("Larry Nance Jr. scored", "Larry Nance Jr. scored"),
    ("the Knicks' loss", "the Knicks ' loss"),
    ("twenty-two points", "twenty - two points"),
])
def test_raw_tokenizer_splits_into_the_shared_task_scheme(text, expected):
    tokens, starts = tokenize_raw(text)
    assert " ".join(tokens) == expected
    assert_offsets_point_at_tokens(text, tokens, starts)


def test_raw_tokenizer_offsets():
    assert tokenize_raw("10-of-17") == (["10", "-", "of", "-", "17"], [0, 2, 3, 5, 6])
    assert tokenize_raw("(32-18)") == (["(", "32", "-", "18", ")"], [0, 1, 3, 4, 6])
    text = "The Celtics (32-18) won 113-107.  Isaiah Thomas's 30 points didn't hurt."
    tokens, starts = tokenize_raw(text)
    assert tokens == ["The", "Celtics", "(", "32", "-", "18", ")", "won", "113", "-", "107", ".", "Isaiah",
                      "Thomas", "'s", "30", "points", "did", "n't", "hurt", "."]
    assert_offsets_point_at_tokens(text, tokens, starts)
    assert starts[12] == text.index("Isaiah")
    assert starts[14] == text.index("'s")


def test_from_raw_document_ids_and_char_spans():
    text = "The Celtics won 113-107. Isaiah Thomas's 30 points led them."
    doc = Document.from_raw("R.txt", text)
    assert doc.sentence_starts == [0, 7]
    assert doc.sent_ids(8) == (2, 2)  # "Thomas"
    begin, end = doc.char_span(3, 6)  # "113 - 107" written "113-107"
    assert text[begin:end] == "113-107"
    begin, end = doc.char_span(8, 10)
    assert text[begin:end] == "Thomas's"


@pytest.mark.parametrize("text", [
    "The Celtics (32-18) won 113-107. Isaiah Thomas's 30 points didn't matter; J.J. Redick had 3.5.",
    "Karl-Anthony Towns shot 10-of-17 from the field, and D'Angelo Russell added 12 points.",
    "It wasn't close: the Knicks' bench (Jr. and Dr. O'Neal) combined for 1,000 points in 2:56.",
])
def test_raw_tokenizer_is_idempotent(text):
    tokens = raw_tokens(text)
    assert raw_tokens(" ".join(tokens)) == tokens


def test_raw_tokenizer_is_idempotent_on_nlg_outputs(shared_dir):
    files = sorted((shared_dir / "nlg-outputs").glob("*.txt"))
    assert len(files) == 4
    checked = 0
    for path in files:
        with path.open(encoding="utf-8") as fh:
            lines = [line.rstrip("\n") for line in islice(fh, 40)]
        for line in [ln for ln in lines if ln.strip()][:13]:
            tokens, starts = tokenize_raw(line)
            assert tokens, path.name
            assert_offsets_point_at_tokens(line, tokens, starts)
            assert raw_tokens(" ".join(tokens)) == tokens, (path.name, line[:60])
            checked += 1
    assert checked == 52


def test_raw_tokenizer_keeps_shared_task_tokens_of_training_texts(training_texts):
    differing = [tid for tid, doc in training_texts.items() if raw_tokens(doc.text) != doc.tokens]
    assert differing == []


# ---- spaCy view ------------------------------------------------------------------------------
def test_spacy_doc_has_the_same_words_and_sentences(training_texts):
    for tid in ("S001", "S017", "S044", "S060"):
        doc = training_texts[tid]
        sdoc = doc.spacy_doc
        assert [t.text for t in sdoc] == doc.tokens
        assert [t.i for t in sdoc if t.is_sent_start] == doc.sentence_starts
        assert [(s.start, s.end) for s in sdoc.sents] == doc.sentences
        assert sdoc.text == " ".join(doc.tokens)


def test_spacy_doc_of_raw_text_keeps_the_original_spacing():
    text = "The Celtics (32-18) won 113-107. Isaiah Thomas's 30 points didn't matter."
    doc = Document.from_raw("R.txt", text)
    sdoc = doc.spacy_doc
    assert [t.text for t in sdoc] == doc.tokens
    assert [t.i for t in sdoc if t.is_sent_start] == doc.sentence_starts == [0, 12]
    assert sdoc.text == text


def test_empty_document():
    doc = Document.from_tokenized("E.txt", "   ")
    assert len(doc) == 0
    assert doc.sentence_starts == []
    assert len(doc.spacy_doc) == 0


# spaCy is the optional extra nba-factcheck[spacy]: checking and scoring must run without it
_NO_SPACY = "import sys; sys.modules['spacy'] = None\n"


def test_check_runs_without_spacy(gold_dir, tmp_path):
    import subprocess
    import sys

    out = tmp_path / "sub.csv"
    code = _NO_SPACY + (
        "from factcheck.commands.cli import app\n"
        f"app(['check', '--games', {str(gold_dir / 'example_game.json')!r}, '--texts', {str(gold_dir / 'texts')!r}, "
        f"'--out', {str(out)!r}])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert out.read_text().startswith("TEXT_ID,")


def test_spacy_doc_without_spacy_names_the_extra():
    import subprocess
    import sys

    code = _NO_SPACY + ("from factcheck.text.document import Document\n"
                        "Document.from_raw('R.txt', 'The Celtics won .').spacy_doc\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 1 and "pip install 'nba-factcheck[spacy]'" in done.stderr
