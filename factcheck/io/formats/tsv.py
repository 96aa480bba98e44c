"""WebAnno TSV 3.2, one file per text, laid out like the shared task's curation export.

The shared task's gold was annotated in WebAnno and exported as ``curation/<id>/CURATION_USER.tsv``
with a span layer ``webanno.custom.Errors`` whose first features are Type ("1_NAME" ...),
Correction and Comment. Writing the checker's findings with the same layer, the same tag values,
the same sentence/token lines and character offsets makes a plain ``diff`` (or ``cut -f1-6``)
against the curation meaningful, and the files import into WebAnno/INCEpTION as TSV 3.
"""

from __future__ import annotations

from pathlib import Path

from factcheck.engine.errors import Category
from factcheck.io.formats.run import Checked, Run
from factcheck.io.outputs import open_text

LAYER = "webanno.custom.Errors"
FEATURES = ("A_Type", "B_Correction", "C_Comment")
#: The curation's tag values: the annotation guideline's numbered categories.
TAG = {Category.NAME: "1_NAME", Category.NUMBER: "2_NUMBER", Category.WORD: "3_WORD",
       Category.CONTEXT: "4_CONTEXT", Category.OTHER: "5_OTHER", Category.NOT_CHECKABLE: "6_NOT_CHECKABLE"}
_ESCAPES = (("\\", "\\\\"), ("[", "\\["), ("]", "\\]"), ("|", "\\|"), ("_", "\\_"), ("->", "\\->"),
            (";", "\\;"), ("\t", "\\t"), ("\n", "\\n"), ("\r", "\\r"), ("*", "\\*"))


def escape(value: str) -> str:
    """TSV 3 escaping of a feature value (an empty value is the null marker ``*``)."""
    if not value:
        return "*"
    for raw, esc in _ESCAPES:
        value = value.replace(raw, esc)
    return value


def _text_line(text: str) -> str:
    return "#Text=" + text.replace("\\", "\\\\").replace("\r", "\\r").replace("\n", "\\n")


def render_text(text: Checked) -> str:
    """One document's TSV."""
    doc = text.doc
    per_token: dict[int, tuple[str, ...]] = {}
    next_id = 1
    for _, err in text.errors:
        suffix = ""
        if err.end - err.start > 1:  # multi-token spans carry a disambiguation id
            suffix = f"[{next_id}]"
            next_id += 1
        values = tuple(escape(v) + suffix for v in (TAG[err.category], err.correction, err.comment))
        for i in range(err.start, err.end):
            per_token[i] = values
    lines = ["#FORMAT=WebAnno TSV 3.2", f"#T_SP={LAYER}|" + "|".join(FEATURES), "", ""]
    for s, (start, end) in enumerate(doc.sentences, start=1):
        if end <= start:
            continue
        b, e = doc.char_span(start, end)
        if s > 1:
            lines.append("")
        lines.append(_text_line(doc.text[b:e]))
        for i in range(start, end):
            tb, te = doc.char_span(i, i + 1)
            cells = per_token.get(i, ("_",) * len(FEATURES))
            lines.append("\t".join((f"{s}-{i - start + 1}", f"{tb}-{te}", doc.tokens[i], *cells)) + "\t")
    return "\n".join(lines) + "\n"


class TsvSink:
    """``dest/<TEXT_ID>.tsv`` for each text as it is checked."""

    def __init__(self, run: Run, dest: Path, name: str = "") -> None:
        dest.mkdir(parents=True, exist_ok=True)
        self.dest = dest

    def add(self, text: Checked) -> None:
        with open_text(self.dest / f"{text.text_id}.tsv") as fh:
            fh.write(render_text(text))

    def close(self) -> None:
        pass


def write_dir(run: Run, dest: Path | None) -> None:
    """``dest/<TEXT_ID>.tsv`` for every text checked."""
    assert dest is not None
    sink = TsvSink(run, dest)
    for text in run.texts:
        sink.add(text)
