"""The factgenie output loaded by factgenie's own code (the ``factgenie`` extra; CI installs it).

factgenie keeps its campaigns, datasets and outputs in its package folder; the tests point its
path constants at the folder ``check --format factgenie`` wrote and then call the functions its
web app calls to show an example: the dataset (its own RotoWire class renders the game), the
outputs of the setup, and the campaign's spans on them.
"""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from factcheck.commands.cli import app

from _clone import make_clone

try:
    import factgenie.workflows as workflows
except ImportError:
    if os.environ.get("CI"):  # CI installs the extra: a missing factgenie there is a failure, not a skip
        raise
    pytest.skip("factgenie not installed (pip install '.[factgenie]')", allow_module_level=True)

runner = CliRunner(env={"NO_COLOR": "1", "COLUMNS": "200"})


def factgenie_app(root: Path, monkeypatch) -> SimpleNamespace:
    """factgenie's state for the folder ``root`` (its package folder's layout), as its web app holds it."""
    import factgenie.campaign
    import factgenie.datasets.dataset
    import factgenie.utils

    for module in (workflows, factgenie.campaign):
        monkeypatch.setattr(module, "CAMPAIGN_DIR", root / "campaigns")
    monkeypatch.setattr(workflows, "OUTPUT_DIR", root / "data" / "outputs")
    monkeypatch.setattr(workflows, "INPUT_DIR", root / "data" / "inputs")
    monkeypatch.setattr(factgenie.datasets.dataset, "INPUT_DIR", root / "data" / "inputs")
    monkeypatch.setattr(factgenie.utils, "DATASET_CONFIG_PATH", root / "data" / "datasets.yml")
    db = {"datasets_obj": workflows.instantiate_datasets(), "annotation_index": None, "output_index": None,
          "running_campaigns": set()}
    return SimpleNamespace(db=db, config={"host_prefix": ""})


def _errors_per_text(csv_text: str) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for row in csv.DictReader(csv_text.splitlines()):
        out.setdefault(row["TEXT_ID"].removesuffix(".txt"), []).append(row)
    return out


@pytest.mark.parametrize("part", ["", "test_set"])
def test_shared_task_campaign_shows_its_spans_in_factgenie(task_dir, tmp_path, monkeypatch, part):
    clone = make_clone(task_dir, tmp_path / "accuracySharedTask")
    folder = clone / part if part else clone
    out = tmp_path / "fg"
    done = runner.invoke(app, ["check", "--shared-task", str(folder), "--format", "csv", "--format", "factgenie",
                               "--out", str(out / "run")])
    assert done.exit_code == 0, done.stderr
    root = out / "run-factgenie"
    fg = factgenie_app(root, monkeypatch)
    split = "test" if part else "train"
    campaign_id = f"factcheck-rotowire-shared-task-{split}-shared-task-texts"
    campaign = workflows.load_campaign(fg, campaign_id)
    assert campaign is not None and Path(campaign.dir).name == campaign.metadata["id"] == campaign_id
    rows = workflows.get_campaign_data(campaign)
    records = [json.loads(line) for line in (folder / "shared_task.jsonl").read_text().splitlines()]
    assert len(rows) == len(records) and {r["split"] for r in rows} == {split}
    errors = _errors_per_text((out / "run.csv").read_text(encoding="utf-8"))
    assert fg.db["datasets_obj"]["rotowire-shared-task"].get_example_count(split) == len(records)
    for idx, rec in enumerate(records):
        text_id = rec["shared_task_text_id"]
        shown = workflows.get_example_data(fg, "rotowire-shared-task", split, idx, "shared-task-texts")
        # factgenie's RotoWire class renders the game of this line: the text's own game
        assert f"{rec['vis_city']} {rec['vis_name']} (away) @ {rec['home_city']} {rec['home_name']} (home)" \
            in shown["html"]
        (output,) = shown["generated_outputs"]
        assert output["output"] == (folder / "texts" / f"{text_id}.txt").read_bytes().decode("utf-8-sig")
        (annotation,) = output["annotations"]
        spans = annotation["annotations"]
        assert annotation["campaign_id"] == campaign_id
        assert [s["text"] for s in spans] == [e["TOKENS"] for e in errors.get(text_id, [])]
        for span in spans:
            assert output["output"][span["start"]:span["start"] + len(span["text"])] == span["text"]


@pytest.mark.shared
def test_nlg_outputs_campaign_is_addressed_by_the_line_of_test_json(shared_dir, tmp_path, monkeypatch):
    lines = (shared_dir / "nlg-outputs" / "hier.txt").read_text(encoding="utf-8").splitlines()
    keep = {3, 17, 250, 600}
    outputs = tmp_path / "hier.txt"
    outputs.write_text("\n".join(line if i in keep else "" for i, line in enumerate(lines)) + "\n", encoding="utf-8")
    test_json = shared_dir / "rotowire" / "test.json"
    root = tmp_path / "fg"
    done = runner.invoke(app, ["check", "--rotowire", str(test_json), "--outputs", str(outputs),
                               "--format", "factgenie", "--out", str(root)])
    assert done.exit_code == 0, done.stderr
    fg = factgenie_app(root, monkeypatch)
    games = json.loads(test_json.read_text())
    assert fg.db["datasets_obj"]["rotowire"].get_example_count("test") == len(games)
    campaign = workflows.load_campaign(fg, "factcheck-rotowire-test-hier")
    assert sorted(r["example_idx"] for r in workflows.get_campaign_data(campaign)) == sorted(keep)
    for i in keep:
        shown = workflows.get_example_data(fg, "rotowire", "test", i, "hier")
        assert f"{games[i]['home_city']} {games[i]['home_name']} (home)" in shown["html"]
        (output,) = shown["generated_outputs"]
        assert output["output"].split()[:5] == lines[i].split()[:5]
        assert output["annotations"][0]["annotations"]  # every one of these texts has errors


def test_an_existing_datasets_yml_is_merged_not_replaced(gold_dir, tmp_path, monkeypatch):
    root = tmp_path / "factgenie"
    (root / "data").mkdir(parents=True)
    (root / "data" / "datasets.yml").write_text("mine:\n  class: basic.PlainTextDataset\n  splits: [dev]\n")
    args = ["check", "--games", str(gold_dir / "example_game.json"), "--texts", str(gold_dir / "texts"),
            "--format", "factgenie", "--out", str(root), "--dataset", "My Games", "--split", "dev",
            "--setup-id", "sys A"]
    assert runner.invoke(app, args).exit_code == 0
    fg = factgenie_app(root, monkeypatch)
    assert set(fg.db["datasets_obj"]) == {"mine", "my-games"}
    shown = workflows.get_example_data(fg, "my-games", "dev", 0, "sys-a")
    assert shown["generated_outputs"][0]["annotations"][0]["annotations"]
    assert (root / "campaigns" / "factcheck-my-games-dev-sys-a" / "metadata.json").is_file()


# ---- factgenie's own folder: the checker adds its files, and touches nothing else ------------------
def _copy_of_factgenie(dest: Path) -> Path:
    """factgenie's package folder as installed, with a human campaign and a dataset of someone else's.

    What factcheck wrote into the installed folder (README: ``--out`` factgenie's own folder) is
    left out, as listed in its manifest: the copy is factgenie's own, whatever was run before."""
    import shutil

    import factgenie

    from factcheck.io.manifest import MANIFEST, read_manifest

    installed = Path(factgenie.PACKAGE_DIR)
    ours = read_manifest(installed)
    written = {installed / f for f in (ours.files if ours is not None else ())} - {installed / "data" / "datasets.yml"}

    def ours(path: Path) -> bool:  # a file factcheck wrote, or a folder holding nothing else
        if path.is_dir():
            files = [f for f in path.rglob("*") if f.is_file()]
            return bool(files) and all(f in written for f in files)
        return path in written

    def ignore(folder: str, names: list[str]) -> set[str]:
        return {n for n in names if n in ("__pycache__", MANIFEST) or ours(Path(folder) / n)}

    shutil.copytree(installed, dest, ignore=ignore)
    other = dest / "campaigns" / "human-eval-1"
    (other / "files").mkdir(parents=True)
    (other / "metadata.json").write_text(json.dumps({
        "id": "human-eval-1", "mode": "external", "status": "finished", "created": "2024-01-01 10:00:00",
        "config": {"annotation_span_categories": [{"name": "ERR", "color": "rgb(1, 2, 3)", "description": "x"}],
                   "annotation_granularity": "words", "annotation_overlap_allowed": False}}), encoding="utf-8")
    (other / "files" / "mine.jsonl").write_text(json.dumps({
        "dataset": "notes", "split": "dev", "setup_id": "people", "example_idx": 0, "output": "A text .",
        "annotations": [{"start": 0, "text": "A", "type": 0}], "metadata": {"annotator_id": "ann1",
                                                                            "annotator_group": 0}}) + "\n")
    (dest / "data" / "inputs" / "notes").mkdir(parents=True)
    (dest / "data" / "inputs" / "notes" / "dev.txt").write_text("A record .\n")
    (dest / "data" / "outputs" / "notes").mkdir(parents=True)
    (dest / "data" / "outputs" / "notes" / "dev-people.jsonl").write_text(json.dumps({
        "dataset": "notes", "split": "dev", "setup_id": "people", "example_idx": 0, "output": "A text ."}) + "\n")
    (dest / "data" / "datasets.yml").write_text("notes:\n  class: basic.PlainTextDataset\n  splits: [dev]\n")
    return dest


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_check_writes_into_factgenies_folder_and_touches_nothing_else(task_dir, tmp_path, monkeypatch):
    root = _copy_of_factgenie(tmp_path / "site-packages" / "factgenie")
    before = _files(root)
    clone = make_clone(task_dir, tmp_path / "accuracySharedTask")
    for part in ("", "test_set", ""):  # both parts side by side, then the first again
        done = runner.invoke(app, ["check", "--shared-task", str(clone / part), "--format", "factgenie",
                                   "--out", str(root)])
        assert done.exit_code == 0, done.stderr
    after = _files(root)
    changed = {name for name in before if after.get(name) != before[name]}
    assert changed == {"data/datasets.yml"}  # merged: the other dataset's entry is kept
    added = sorted(set(after) - set(before))
    assert added == [".factcheck-manifest.json",
                     *(f"campaigns/factcheck-rotowire-shared-task-{split}-shared-task-texts/{name}"
                       for split in ("test", "train") for name in (
                           "db.csv", f"files/rotowire-shared-task-{split}-shared-task-texts.jsonl", "metadata.json")),
                     "data/inputs/rotowire-shared-task/test.jsonl", "data/inputs/rotowire-shared-task/train.jsonl",
                     "data/outputs/rotowire-shared-task/test-shared-task-texts.jsonl",
                     "data/outputs/rotowire-shared-task/train-shared-task-texts.jsonl"]
    assert not [p for p in root.parent.iterdir() if p.name != "factgenie"]  # no lock, temporary or backup file
    fg = factgenie_app(root, monkeypatch)  # factgenie's own loading code, on its folder as the checker left it
    assert set(fg.db["datasets_obj"]) == {"notes", "rotowire-shared-task"}
    assert workflows.load_campaign(fg, "human-eval-1") is not None
    for split, n in (("train", 60), ("test", 5)):
        campaign = workflows.load_campaign(fg, f"factcheck-rotowire-shared-task-{split}-shared-task-texts")
        assert len(workflows.get_campaign_data(campaign)) == n
        shown = workflows.get_example_data(fg, "rotowire-shared-task", split, 0, "shared-task-texts")
        (output,) = shown["generated_outputs"]
        assert output["annotations"][0]["campaign_id"] == campaign.metadata["id"]
    other = workflows.get_example_data(fg, "notes", "dev", 0, "people")["generated_outputs"][0]
    assert other["output"] == "A text ." and other["annotations"][0]["campaign_id"] == "human-eval-1"


def test_a_campaign_of_the_same_name_not_written_by_factcheck_is_refused_before_the_run(gold_dir, tmp_path):
    root = _copy_of_factgenie(tmp_path / "factgenie")
    taken = root / "campaigns" / "factcheck-rotowire-shared-task-train-shared-task-texts"
    taken.mkdir()
    (taken / "metadata.json").write_text("{}")
    before = _files(root)
    done = runner.invoke(app, ["check", "--games", str(gold_dir / "example_game.json"), "--texts",
                               str(gold_dir / "texts"), "--format", "factgenie", "--out", str(root)])
    assert done.exit_code == 2
    assert done.stderr.splitlines()[-1] == (f"error: {taken}: exists and was not written by factcheck: not replaced; "
                                            "give other --dataset/--split/--setup-id names (or another --out)")
    assert "text(s)" not in done.stderr  # refused before the run
    assert _files(root) == before
