"""A factgenie external campaign: the checker as one more annotator beside LLM or human campaigns.

factgenie (Kasner et al. 2024) keeps each campaign in ``campaigns/<id>/`` with ``metadata.json``
(``mode: external`` needs no running jobs), ``db.csv`` (one row per annotated example) and
``files/*.jsonl`` (one record per example, spans as character offsets into the output text, the
span ``type`` an index into the campaign's ``annotation_span_categories``). Copy the folder
written here into factgenie's ``campaigns/`` directory; the examples are addressed as
``dataset / split / setup_id / example_idx`` (by default ``rotowire / test / factcheck`` and the
game's position in its file, as RotoWire's test.json and the NLG outputs number them).
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import re
from pathlib import Path

from ..errors import Category
from .run import Checked, Run

#: The span categories, in the order factgenie's RotoWire campaigns list them.
CATEGORIES: tuple[tuple[Category, str, str], ...] = (
    (Category.NUMBER, "rgb(44, 111, 187)", "A number that the box score contradicts."),
    (Category.NAME, "rgb(192, 57, 43)", "A wrong name of a player, team, place or day."),
    (Category.WORD, "rgb(184, 134, 11)", "A wrong word or phrase that is not a name or a number."),
    (Category.CONTEXT, "rgb(142, 68, 173)", "A true fact in a misleading context."),
    (Category.NOT_CHECKABLE, "rgb(22, 134, 122)", "A statement the data cannot verify."),
    (Category.OTHER, "rgb(85, 85, 85)", "Any other problem (e.g. nonsense)."),
)
TYPE_INDEX = {cat: i for i, (cat, _, _) in enumerate(CATEGORIES)}
DATASET, SPLIT, SETUP_ID, ANNOTATOR = "rotowire", "test", "factcheck", "factcheck"
DB_COLUMNS = ("dataset", "split", "example_idx", "setup_id", "annotator_id", "annotator_group", "status", "start", "end")


def slug(name: str) -> str:
    """A campaign id factgenie accepts unchanged (it slugifies ids)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "factcheck"


def example_idx(text: Checked, order: int) -> int:
    """The game's position in its file (RotoWire line / record index), else the text's order."""
    return text.game.position if text.game is not None else order


def record(text: Checked, order: int, campaign_id: str, now: int) -> dict:
    """One example's annotations, as factgenie's campaign files hold them."""
    doc = text.doc
    spans = []
    for _, err in text.errors:
        b, e = doc.char_span(err.start, err.end)
        reason = err.comment + (f" (correction: {err.correction})" if err.correction else "")
        spans.append({"start": b, "text": doc.text[b:e], "type": TYPE_INDEX[err.category], "reason": reason,
                      "rule": err.rule})
    return {
        "dataset": DATASET, "split": SPLIT, "setup_id": SETUP_ID, "example_idx": example_idx(text, order),
        "text_id": text.text_id, "output": doc.text, "annotations": spans,
        "flags": [], "options": [], "sliders": [], "text_fields": [],
        "metadata": {"annotator_id": ANNOTATOR, "annotator_group": 0, "campaign_id": campaign_id,
                     "start_timestamp": now, "end_timestamp": now},
    }


class FactgenieSink:
    """``dest/metadata.json`` first, then each text's record in ``dest/files/<setup>.jsonl`` and its
    row in ``dest/db.csv`` as it is checked. ``name`` is the campaign's folder name (``dest`` may
    be a temporary folder renamed to it when the run is complete)."""

    def __init__(self, run: Run, dest: Path, name: str = "") -> None:
        self.campaign_id = slug(name or dest.name)
        self.now = int(dt.datetime.now(dt.timezone.utc).timestamp())
        self.order = 0
        (dest / "files").mkdir(parents=True, exist_ok=True)
        config = {
            "annotation_span_categories": [{"name": cat.value, "color": colour, "description": desc}
                                           for cat, colour, desc in CATEGORIES],
            "annotation_granularity": "words",
            "annotation_overlap_allowed": False,
            "annotator_id": ANNOTATOR, "annotator_group": 0,
            "signature": run.signature,
        }
        metadata = {"id": self.campaign_id, "created": dt.datetime.now().strftime("%Y-%m-%d %H:%M:%S"),
                    "mode": "external", "status": "finished", "config": config}
        (dest / "metadata.json").write_text(json.dumps(metadata, indent=4, ensure_ascii=False) + "\n", encoding="utf-8")
        self.records = (dest / "files" / f"{DATASET}-{SPLIT}-{SETUP_ID}.jsonl").open("w", encoding="utf-8")
        self.db_file = (dest / "db.csv").open("w", encoding="utf-8", newline="")
        self.db = csv.writer(self.db_file, lineterminator="\n")
        self.db.writerow(DB_COLUMNS)

    def add(self, text: Checked) -> None:
        rec = record(text, self.order, self.campaign_id, self.now)
        self.order += 1
        self.records.write(json.dumps(rec, ensure_ascii=False) + "\n")
        self.db.writerow([rec["dataset"], rec["split"], rec["example_idx"], rec["setup_id"], ANNOTATOR, 0,
                          "finished", self.now, self.now])

    def close(self) -> None:
        self.records.close()
        self.db_file.close()


def write_dir(run: Run, dest: Path | None) -> None:
    """``dest/metadata.json``, ``dest/db.csv`` and ``dest/files/<setup>.jsonl``."""
    assert dest is not None
    sink = FactgenieSink(run, dest)
    for text in run.texts:
        sink.add(text)
    sink.close()
