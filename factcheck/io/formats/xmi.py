"""UIMA CAS XMI for INCEpTION: the checker's findings as pre-annotation, one file per text.

Each ``<TEXT_ID>.xmi`` holds the text as read, DKPro Core ``Sentence`` and ``Token`` annotations
in the shared task's tokenization (so token ids agree with the GSML), and one
``webanno.custom.FactError`` span per error with the features ``category``, ``correction``,
``comment``, ``rule``, ``annotationId``, ``confidence`` (0 to 1) and ``doubt`` (why it is less than
sure, absent when sure). ``TypeSystem.xml`` beside them declares these types.
INCEpTION keeps the custom spans when the project has a span layer of that name and features
(see docs/formats.md, "INCEpTION").
"""

from __future__ import annotations

import re
from pathlib import Path

from cassis import Cas, TypeSystem

from factcheck.io.formats.run import Checked, Run

SENTENCE = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence"
TOKEN = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token"
ERROR = "webanno.custom.FactError"
#: (feature, UIMA range) of the error layer, in the order INCEpTION's layer should list them.
ERROR_FEATURES = (("category", "uima.cas.String"), ("correction", "uima.cas.String"),
                  ("comment", "uima.cas.String"), ("rule", "uima.cas.String"),
                  ("annotationId", "uima.cas.Integer"), ("confidence", "uima.cas.Float"),
                  ("doubt", "uima.cas.String"))


#: Characters XML 1.0 cannot hold (C0 controls but tab/newline/return, U+FFFE/U+FFFF, lone surrogates).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """``text`` with each character XML cannot hold replaced by U+FFFD: one character for one,
    so every offset into the text (tokens, sentences, errors) still points where it did."""
    return _NOT_XML.sub("\ufffd", text)


def typesystem() -> TypeSystem:
    """Sentence and Token as DKPro Core names them, and the error layer."""
    ts = TypeSystem()
    ts.create_type(SENTENCE, supertypeName="uima.tcas.Annotation")
    ts.create_type(TOKEN, supertypeName="uima.tcas.Annotation")
    err = ts.create_type(ERROR, supertypeName="uima.tcas.Annotation",
                         description="A fact-checking error found by factcheck")
    for name, rng in ERROR_FEATURES:
        ts.create_feature(err, name, rng)
    return ts


def to_cas(text: Checked, ts: TypeSystem) -> Cas:
    """One text's CAS: sofa, sentences, tokens and errors, offsets in characters of the text."""
    doc = text.doc
    cas = Cas(typesystem=ts)
    cas.sofa_string = xml_safe(doc.text)
    Sentence, Token, FactError = ts.get_type(SENTENCE), ts.get_type(TOKEN), ts.get_type(ERROR)
    for start, end in doc.sentences:
        if end > start:
            b, e = doc.char_span(start, end)
            cas.add(Sentence(begin=b, end=e))
    for i in range(len(doc.tokens)):
        b, e = doc.char_span(i, i + 1)
        cas.add(Token(begin=b, end=e))
    for ann_id, err in text.errors:
        b, e = doc.char_span(err.start, err.end)
        cas.add(FactError(begin=b, end=e, category=err.category.value, correction=xml_safe(err.correction),
                          comment=xml_safe(err.comment), rule=err.rule, annotationId=ann_id,
                          confidence=err.confidence, doubt=xml_safe(err.doubt) or None))
    return cas


class XmiSink:
    """``dest/TypeSystem.xml``, then ``dest/<TEXT_ID>.xmi`` for each text as it is checked."""

    def __init__(self, run: Run, dest: Path, name: str = "") -> None:
        dest.mkdir(parents=True, exist_ok=True)
        self.run, self.dest, self.ts = run, dest, typesystem()
        self.shown = dest.parent / name if name else dest  # the folder the user named (dest may be its stand-in)
        self.ts.to_xml(dest / "TypeSystem.xml")

    def add(self, text: Checked) -> None:
        """Write one text; one that cannot be serialised is left out and reported in ``run.problems``
        (each file is serialised whole before it is written: no partial file is left)."""
        path = self.dest / f"{text.text_id}.xmi"
        try:
            content = to_cas(text, self.ts).to_xmi(pretty_print=True)
        except (ValueError, TypeError) as exc:  # lxml / cassis refuse what they cannot serialise
            shown = self.shown / path.name
            self.run.problems.append(f"{shown}: not written: {' '.join(str(exc).split())[:200]}")
            return
        path.write_text(content, encoding="utf-8")

    def close(self) -> None:
        pass


def write_dir(run: Run, dest: Path | None) -> None:
    """``dest/TypeSystem.xml`` and ``dest/<TEXT_ID>.xmi`` for every text checked.

    A text that cannot be serialised is left out and reported in ``run.problems``; the others
    are written (each file is serialised whole before it is written: no partial file is left)."""
    assert dest is not None
    sink = XmiSink(run, dest)
    for text in run.texts:
        sink.add(text)
