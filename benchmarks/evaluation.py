"""Measure every figure of docs/evaluation.md and print its tables in Markdown.

    python benchmarks/evaluation.py [--shared ../shared] [--work DIR] [--skip-generalization]

Runs the commands docs/evaluation.md names (``python -m factcheck`` of this checkout), in a work
directory (a temporary one unless ``--work``), and prints each table with the figures filled in,
so that the document's figures are the ones this commit measures. The generalization runs take
the longest (three seeds, 727 texts twice each).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CATEGORIES = ("NAME", "NUMBER", "WORD", "CONTEXT", "NOT_CHECKABLE", "OTHER")
NEEDS = {"A": "A this game's box score and line score", "B": "B the game's date",
         "C": "C a team table (arenas, coaches)", "D": "D the league schedule",
         "E": "E earlier games of the season", "F": "F no data here"}
SYSTEMS = ("template", "ed_cc", "hier", "macro")


def factcheck(*args: str | Path, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "factcheck", *map(str, args)], cwd=REPO, capture_output=True,
                          text=True, check=check)


def score(task: Path, run: Path) -> dict:
    out = factcheck("score", "--shared-task", task, "--submission", run, "--json", "--buckets",
                    task / "gold_buckets_train.csv")
    return json.loads(out.stdout)


def rp(d: dict, tokens: bool = False) -> str:
    """Recall / precision ("-" where a figure is undefined: no gold, or nothing submitted)."""
    kind = "token" if tokens else "mistake"
    return " / ".join("-" if d[f"{kind}_{m}"] is None else f"{d[f'{kind}_{m}']:.3f}" for m in ("recall", "precision"))


def need(d: dict, letter: str) -> str:
    n = d["buckets"]["need"].get(letter)
    return f"{n['recalled']} / {n['gold']}" if n else "0 / 0"


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def training(shared: Path, work: Path) -> None:
    task = shared / "accuracy-shared-task"
    league = ["--schedule", shared / "nba-schedule" / "games_2014_2018.csv",
              "--league", shared / "rotowire" / "test.json", shared / "rotowire" / "valid.json"]
    runs = {"box": [], "league": league, "league-nc": [*league, "--not-checkable"]}
    scores = {}
    for name, extra in runs.items():
        factcheck("check", "--shared-task", task, *extra, "--out", work / f"{name}.csv", check=False)
        scores[name] = score(task, work / f"{name}.csv")
    order = list(runs)
    rows = [["overall", *(rp(scores[r]["overall"]) for r in order)],
            ["overall, tokens", *(rp(scores[r]["overall"], True) for r in order)]]
    rows += [[c, *(rp(scores[r][c]) for r in order)] for c in CATEGORIES]
    print(table(["", "box score only", "with league data", "with league data, `--not-checkable`"], rows))
    print()
    print(table(["need", "box score only", "with league data", "with league data, `--not-checkable`"],
                [[label, *(need(scores[r], k) for r in order)] for k, label in NEEDS.items()]))
    print()
    # where the league data comes from
    rotowire = [shared / "rotowire" / "test.json", shared / "rotowire" / "valid.json"]
    factcheck("league", "build", *rotowire, "--out", work / "derived.csv")
    sources = {"box score only": scores["box"]}
    factcheck("check", "--shared-task", task, "--league", *rotowire, "--out", work / "l.csv", check=False)
    sources["`--league` only"] = score(task, work / "l.csv")
    derived = factcheck("check", "--shared-task", task, "--schedule", work / "derived.csv", "--league", *rotowire,
                        "--out", work / "d.csv", check=False)
    sources["derived schedule + `--league`"] = score(task, work / "d.csv")
    sources["full schedule + `--league`"] = scores["league"]
    note = next((line for line in derived.stderr.splitlines() if "schedule" in line), "")
    rows = [["mistakes", *(rp(s["overall"]) for s in sources.values())],
            ["need D (schedule)", *(need(s, "D") for s in sources.values())],
            ["need E (earlier games)", *(need(s, "E") for s in sources.values())]]
    print(table(["", *sources], rows))
    print(f"\n(derived schedule, the note on stderr: {note.strip()!r})\n")


def generalization(shared: Path, work: Path) -> None:
    rows = []
    for seed in (7, 8, 9):
        out = work / f"gen-{seed}"
        run = subprocess.run(["bash", shared / "tools" / "generalization.sh", "--seed", str(seed), out], cwd=REPO,
                             capture_output=True, text=True)
        found = re.findall(r"\{.*\"recall\".*\}", run.stdout)
        if not found:
            print(f"seed {seed}: generalization.sh printed no scores:\n{run.stdout[-500:]}{run.stderr[-500:]}")
            continue
        d = json.loads(found[-1])
        rows.append([str(seed), d["NAME"], d["NUMBER"], d["WORD"], f"{d['recall']:.3f}",
                     f"{d['alarms_per_clean_text']:.2f}", f"{d['collateral_share']:.3f}"])
    print(table(["seed", "NAME", "NUMBER", "WORD", "recall", "alarms per clean text", "collateral share"], rows))
    print()


def systems(shared: Path, work: Path) -> None:
    rows = []
    for system in SYSTEMS:
        out = work / f"{system}.csv"
        factcheck("check", "--rotowire", shared / "rotowire" / "test.json", "--outputs",
                  shared / "nlg-outputs" / f"{system}.txt", "--allow-count-mismatch", "--out", out, check=False)
        texts = sum(1 for line in (shared / "nlg-outputs" / f"{system}.txt").read_text(encoding="utf-8").splitlines()
                    if line.strip())
        with out.open(encoding="utf-8") as f:
            kinds = Counter(r["TYPE"] for r in csv.DictReader(f))
        n = sum(kinds.values())
        rows.append([system, str(texts), str(n), f"{n / texts:.2f}",
                     *(str(kinds.get(c, 0)) for c in ("NAME", "NUMBER", "WORD", "CONTEXT"))])
    print(table(["system", "texts", "errors", "errors per text", "NAME", "NUMBER", "WORD", "CONTEXT"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--work", type=Path, default=None, help="keep the runs here (default: a temporary directory)")
    parser.add_argument("--skip-generalization", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        training(args.shared.resolve(), work)
        if not args.skip_generalization:
            generalization(args.shared.resolve(), work)
        systems(args.shared.resolve(), work)


if __name__ == "__main__":
    main()
