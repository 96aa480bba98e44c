"""Where the built-in example lives: inside the installed package, or gold/ in a checkout."""

from __future__ import annotations

from pathlib import Path


def gold_dir() -> Path:
    """The directory with the hand-annotated example (example_game.json, texts/, gsml.csv)."""
    package = Path(__file__).resolve().parents[1]  # factcheck/
    packaged = package / "_gold"
    if packaged.is_dir():
        return packaged
    return package.parent / "gold"
