"""A factgenie external campaign: the checker as one more annotator beside LLM or human campaigns.

factgenie (Kasner et al. 2024) keeps everything in its package folder: ``campaigns/<id>/``
(``metadata.json``, ``db.csv``, ``files/*.jsonl`` with the spans as character offsets into the
output text and the span ``type`` an index into ``annotation_span_categories``), the datasets in
``data/datasets.yml`` and ``data/inputs/<dataset>/``, and the texts annotated (the "outputs" of a
setup, i.e. an NLG system) in ``data/outputs/``. Spans only show on a dataset's example that
has an output of the same setup, so this writes all four, in that layout, under ``--out``:

    campaigns/<campaign id>/...                  the campaign (folder name = its id)
    data/inputs/<dataset>/<split>.jsonl          the game records, line i = example_idx i
    data/outputs/<dataset>/<split>-<setup>.jsonl the texts checked
    data/datasets.yml                            the dataset, read by factgenie's own RotoWire
                                                 class (rotowire_shared_task.RotowireSharedTask)

Besides factgenie's ``reason`` (the one text its tooltip shows: comment, correction, and the
confidence when below 1) each span carries its error's ``rule``, ``confidence`` and ``doubt``;
factgenie keeps a span's fields as they are, so its analyses and exports see them.

``--out`` may be factgenie's package folder itself: its ``datasets.yml`` is then merged, not
replaced. ``example_idx`` is the game's position in the file checked (the line of RotoWire's
test.json for NLG outputs, of shared_task.jsonl for the shared task's texts).
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
from pathlib import Path
from typing import TYPE_CHECKING

from factcheck.engine.errors import Category, Error
from factcheck.io.formats.run import Checked, Run, Target
from factcheck.io.outputs import ENCODE_ERRORS, OutputError

if TYPE_CHECKING:
    from factcheck.io.output_set import Pending

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
ANNOTATOR = "factcheck"
#: factgenie's own loader of RotoWire records (one JSON record per line of <split>.jsonl).
DATASET_CLASS = "rotowire_shared_task.RotowireSharedTask"
DB_COLUMNS = ("dataset", "split", "example_idx", "setup_id", "annotator_id", "annotator_group", "status", "start", "end")


def _source_of(texts: list[Checked]) -> Path | None:
    """The games file of a run built without a target (its games' ``source`` is ``path:where``)."""
    for text in texts:
        if text.game is not None and text.game.source:
            return Path(text.game.source.rsplit(":", 1)[0])
    return None


def dataset_records(path: Path) -> tuple[list[dict], dict[int, int]]:
    """The records of a games file that load as games, and each one's position -> example_idx.

    For a valid file the two are equal; a blank or broken line is left out of the dataset (factgenie's
    loader reads every line), and the examples after it are renumbered to match.
    """
    from boxscore.loaders import RecordError, _whole_json, game_from_record

    text = path.read_text(encoding="utf-8")
    whole, data = _whole_json(text)
    if whole and data is not None:
        items = list(enumerate(data if isinstance(data, list) else [data]))
    else:
        items = []
        for lineno, line in enumerate(text.splitlines()):
            try:
                items.append((lineno, json.loads(line)))
            except ValueError:
                continue
    records, index = [], {}
    for position, record in items:
        try:
            game_from_record(record)
        except RecordError:
            continue
        index[position] = len(records)
        records.append(record)
    return records, index


def reason(err: Error) -> str:
    """The span's ``reason``, the one text factgenie shows with a span (its tooltip): the comment,
    the correction and, for a finding less than sure, its confidence and why."""
    out = err.comment + (f" (correction: {err.correction})" if err.correction else "")
    if err.confidence < 1:
        out += f" [confidence {err.confidence:g}" + (f": {err.doubt}]" if err.doubt else "]")
    return out


def record(text: Checked, idx: int, target: Target, campaign_id: str, now: int) -> dict:
    """One example's annotations, as factgenie's campaign files hold them."""
    doc = text.doc
    spans = []
    for _, err in text.errors:
        b, e = doc.char_span(err.start, err.end)
        spans.append({"start": b, "text": doc.text[b:e], "type": TYPE_INDEX[err.category], "reason": reason(err),
                      "rule": err.rule, "confidence": err.confidence, "doubt": err.doubt})
    return {
        "dataset": target.dataset, "split": target.split, "setup_id": target.setup_id, "example_idx": idx,
        "text_id": text.text_id, "output": doc.text, "annotations": spans,
        "flags": [], "options": [], "sliders": [], "text_fields": [],
        "metadata": {"annotator_id": ANNOTATOR, "annotator_group": 0, "campaign_id": campaign_id,
                     "start_timestamp": now, "end_timestamp": now},
    }


def _jsonl(path: Path, items: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items), encoding="utf-8",
                    errors=ENCODE_ERRORS)


def _register_dataset(path: Path, target: Target, n_examples: int, existing: Path | None = None) -> None:
    """Add (or extend) the dataset's entry in ``datasets.yml`` (that of ``existing``, the folder
    being replaced, if it has one), keeping every other entry as it was written: ruamel.yaml's
    round trip keeps the comments, the order and the quoting of the file a person edits."""
    from ruamel.yaml import YAML
    from ruamel.yaml.comments import CommentedMap

    source = existing if existing is not None and existing.is_file() else path
    yml = YAML()  # round trip
    yml.explicit_start = True
    yml.indent(mapping=2, sequence=4, offset=2)
    config = (yml.load(source.read_text(encoding="utf-8")) if source.is_file() else None) or CommentedMap()
    entry = config.get(target.dataset)
    if not isinstance(entry, dict):
        entry = config[target.dataset] = CommentedMap()
    splits = list(dict.fromkeys([*(entry.get("splits") or []), target.split]))
    entry.update({"class": DATASET_CLASS, "name": target.dataset, "enabled": True, "splits": splits})
    if not entry.get("description"):
        entry["description"] = f"RotoWire game records checked by factcheck ({n_examples} in split {target.split})."
    out = io.StringIO()
    yml.dump(config, out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(out.getvalue(), encoding="utf-8", errors=ENCODE_ERRORS)


def planned_files(target: Target) -> list[str]:
    """The files a run writes under factgenie's folder (relative paths), known before it runs;
    ``data/datasets.yml`` besides, which is merged, not replaced."""
    stem = f"{target.dataset}-{target.split}-{target.setup_id}"
    files = [f"campaigns/{target.campaign_id}/{name}" for name in ("metadata.json", "db.csv", f"files/{stem}.jsonl")]
    files.append(f"data/outputs/{target.dataset}/{target.split}-{target.setup_id}.jsonl")
    if target.games_file is not None:
        files.append(f"data/inputs/{target.dataset}/{target.split}.jsonl")
    return files


def refuse_foreign(run: Run, pending: "Pending") -> None:
    """OutputError before the run when factgenie's folder already holds a campaign, dataset split or
    outputs file of these names that factcheck did not write (another campaign is never replaced)."""
    target = run.factgenie
    if target is None or pending.previous is None:
        return
    ours = pending.previous.files
    campaign = f"campaigns/{target.campaign_id}"
    taken = [rel for rel in [campaign, *planned_files(target)]
             if (pending.real / rel).exists() and rel not in ours
             and not (rel == campaign and any(f.startswith(campaign + "/") for f in ours))]
    if taken:
        raise OutputError(f"{pending.given / taken[0]}: exists and was not written by factcheck: not replaced; "
                          "give other --dataset/--split/--setup-id names (or another --out)")


class FactgenieSink:
    """Collects the checked texts and writes the campaign when the run is complete: factgenie's
    files need the whole run (the dataset's records, the outputs, the campaign's db)."""

    def __init__(self, run: Run, dest: Path, name: str = "") -> None:
        self.run, self.dest, self.texts = run, dest, []
        self.previous = dest.parent / name if name else dest  # the folder it replaces (dest may be a stand-in)

    def add(self, text: Checked) -> None:
        self.texts.append(text)

    def close(self) -> None:
        _write(self.run, self.dest, self.texts, self.previous)


def write_dir(run: Run, dest: Path | None) -> None:
    """The campaign, the dataset's split, the outputs and the dataset entry under ``dest``."""
    assert dest is not None
    _write(run, dest, run.texts)


def _write(run: Run, dest: Path, texts: list[Checked], previous: Path | None = None) -> None:
    target = run.factgenie or Target(games_file=_source_of(texts))
    campaign_id = target.campaign_id
    now = int(dt.datetime.now(dt.timezone.utc).timestamp())
    index: dict[int, int] | None = None
    if target.games_file is not None and target.games_file.is_file():
        records, index = dataset_records(target.games_file)
        _jsonl(dest / "data" / "inputs" / target.dataset / f"{target.split}.jsonl", records)
        _register_dataset(dest / "data" / "datasets.yml", target, len(records),
                          (previous or dest) / "data" / "datasets.yml")
    examples = []
    for order, text in enumerate(texts):
        position = text.game.position if text.game is not None else order
        idx = index.get(position) if index is not None else position
        if idx is not None:
            examples.append((idx, text))
    _jsonl(dest / "data" / "outputs" / target.dataset / f"{target.split}-{target.setup_id}.jsonl",
           [{"dataset": target.dataset, "split": target.split, "setup_id": target.setup_id, "example_idx": idx,
             "output": text.doc.text} for idx, text in examples])
    folder = dest / "campaigns" / campaign_id
    config = {
        "annotation_span_categories": [{"name": cat.value, "color": colour, "description": desc}
                                       for cat, colour, desc in CATEGORIES],
        "annotation_granularity": "words",
        "annotation_overlap_allowed": False,
        "annotator_id": ANNOTATOR, "annotator_group": 0,
        "signature": run.signature,
    }
    metadata = {"id": campaign_id, "created": dt.datetime.now().strftime("%Y-%m-%d %H:%M:%S"),
                "mode": "external", "status": "finished", "config": config}
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "metadata.json").write_text(json.dumps(metadata, indent=4, ensure_ascii=False) + "\n", encoding="utf-8",
                                          errors=ENCODE_ERRORS)
    records_out = [record(t, idx, target, campaign_id, now) for idx, t in examples]
    _jsonl(folder / "files" / f"{target.dataset}-{target.split}-{target.setup_id}.jsonl", records_out)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(DB_COLUMNS)
    for rec in records_out:
        writer.writerow([rec["dataset"], rec["split"], rec["example_idx"], rec["setup_id"], ANNOTATOR, 0,
                         "finished", now, now])
    (folder / "db.csv").write_text(buf.getvalue(), encoding="utf-8", errors=ENCODE_ERRORS)
