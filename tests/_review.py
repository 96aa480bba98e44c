"""Inputs shared by the review-format tests: the gold example, tokenized and as raw NLG output.

The raw version is the G001 text detokenized the way NLG systems write ("(4-2)", "10-of-17",
"Wednesday."), paired with the example game as a one-game RotoWire list, so the formats are
also tested on character offsets that differ from the token layout.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
GOLD_DIR = REPO_ROOT / "gold"
ARTEFACTS = REPO_ROOT / ".artefacts"  # git-ignored: screenshots and pages kept for a look after a run


def detokenize(text: str) -> str:
    """Undo the shared task's spacing around punctuation and hyphens."""
    text = re.sub(r" ([,.;:)])", r"\1", text)
    text = re.sub(r"\( ", "(", text)
    text = re.sub(r" - ", "-", text)
    return text


def raw_inputs(tmp: Path) -> tuple[Path, Path]:
    """(rotowire list with the example game, outputs file with the raw G001 text on line 0)."""
    record = json.loads((GOLD_DIR / "example_game.json").read_text(encoding="utf-8"))
    games = tmp / "games.json"
    games.write_text(json.dumps([record]), encoding="utf-8")
    outputs = tmp / "system.txt"
    outputs.write_text(detokenize((GOLD_DIR / "texts" / "G001.txt").read_text(encoding="utf-8")) + "\n",
                       encoding="utf-8")
    return games, outputs


def gold_args() -> list[str]:
    return ["--games", str(GOLD_DIR / "example_game.json"), "--texts", str(GOLD_DIR / "texts")]
