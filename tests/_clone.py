"""A fake clone of the shared task's repository (github.com/ehudreiter/accuracySharedTask).

The training part at its root (``shared_task.jsonl``, ``texts/``, ``gsml.csv``) and a test part
in ``test_set/`` laid out the same way, here made of the last ``n_test`` training texts (their
records renumbered as lines of another file, so a test that confuses the two parts fails).
"""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path


def make_clone(task_dir: Path, dest: Path, n_test: int = 5) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "shared_task.jsonl").symlink_to(task_dir / "shared_task.jsonl")
    (dest / "texts").symlink_to(task_dir / "texts")
    (dest / "gsml.csv").symlink_to(task_dir / "gsml.csv")
    (dest / "README.md").write_text("a clone\n", encoding="utf-8")
    lines = (task_dir / "shared_task.jsonl").read_text(encoding="utf-8").splitlines()
    chosen = [json.loads(line) for line in lines[-n_test:]]
    ids = {r["shared_task_text_id"] for r in chosen}
    test = dest / "test_set"
    (test / "texts").mkdir(parents=True)
    # the test part's own record file, in reverse order: line i is not line i of the training file
    (test / "shared_task.jsonl").write_text("".join(json.dumps(r) + "\n" for r in reversed(chosen)), encoding="utf-8")
    for text_id in ids:
        shutil.copy(task_dir / "texts" / f"{text_id}.txt", test / "texts" / f"{text_id}.txt")
    with (task_dir / "gsml.csv").open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        rows = [r for r in reader if r["TEXT_ID"].split(".")[0] in ids]
        fields = reader.fieldnames
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    (test / "gsml.csv").write_text(buf.getvalue(), encoding="utf-8")
    return dest
