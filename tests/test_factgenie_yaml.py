"""factgenie's datasets.yml is a file people edit: a run merges its dataset's entry and keeps the
rest as written (comments, order, other entries). Needs no factgenie: the file is read back as YAML."""

from __future__ import annotations

from pathlib import Path

import yaml

from factcheck.io.formats.factgenie import _register_dataset
from factcheck.io.formats.run import Target

MINE = """# datasets of our lab: keep this header
mine:
  class: basic.PlainTextDataset  # plain text, one example a line
  splits: [dev]
"""


def test_the_merge_keeps_comments_order_and_other_entries(tmp_path: Path):
    path = tmp_path / "datasets.yml"
    path.write_text(MINE, encoding="utf-8")
    for split in ("test", "train", "test"):
        _register_dataset(path, Target("rotowire", split, "hier"), 3)
    text = path.read_text(encoding="utf-8")
    assert "# datasets of our lab: keep this header" in text
    assert "class: basic.PlainTextDataset  # plain text, one example a line" in text
    config = yaml.safe_load(text)
    assert list(config) == ["mine", "rotowire"]
    assert config["mine"] == {"class": "basic.PlainTextDataset", "splits": ["dev"]}
    assert config["rotowire"]["splits"] == ["test", "train"] and config["rotowire"]["enabled"] is True


def test_a_new_file_is_written_from_nothing(tmp_path: Path):
    path = tmp_path / "data" / "datasets.yml"
    _register_dataset(path, Target("rotowire", "test", "hier"), 2)
    assert yaml.safe_load(path.read_text(encoding="utf-8"))["rotowire"]["splits"] == ["test"]
