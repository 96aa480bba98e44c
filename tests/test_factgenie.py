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
