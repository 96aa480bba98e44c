"""Redraw the pictures of the docs: the HTML review page (README.md) and the profile chart of the four
systems (docs/evaluation.md).

Run from the repository root with the test extras installed and Debian's chromium present:
``python docs/make_pictures.py`` (checks the four NLG systems of ../shared/nlg-outputs first).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


def factcheck(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "factcheck", *args], check=True, cwd=ROOT)


def review_page(tmp: Path) -> None:
    from playwright.sync_api import sync_playwright

    page_path = tmp / "review.html"
    factcheck("check", "--games", "gold/example_game.json", "--texts", "gold/texts", "--format", "html",
              "--gold", "gold/gsml.csv", "--out", str(page_path))
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": 760})
        page.goto(page_path.as_uri())
        page.locator("#e5").hover()
        page.wait_for_timeout(400)  # the tooltip fades in
        page.screenshot(path=str(ROOT / "docs" / "review_page.png"))
        browser.close()


def profile_chart(tmp: Path) -> None:
    runs = []
    for system in ("template", "ed_cc", "hier", "macro"):
        factcheck("check", "--rotowire", str(SHARED / "rotowire" / "test.json"), "--outputs",
                  str(SHARED / "nlg-outputs" / f"{system}.txt"), "--format", "jsonl", "--out", str(tmp / f"{system}.jsonl"))
        runs.append(str(tmp / f"{system}.jsonl"))
    factcheck("profile", *runs, "--chart", str(ROOT / "docs" / "profile.png"))


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as d:
        review_page(Path(d))
        profile_chart(Path(d))
