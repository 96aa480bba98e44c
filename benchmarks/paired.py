"""This version's speed against another's, measured in pairs in one run (not a test: it times).

    python benchmarks/paired.py --base ../other-checkout [--base-python PY] [--repeat 5] [--jobs 1]

Runs the ``corpus`` measurement of ``benchmarks/bench.py`` (the 2,792 non-empty summaries of the
four NLG systems, tokenized from raw text and checked in one process) of this checkout and of
``--base`` (another checkout with its own ``benchmarks/bench.py`` and its installed interpreter,
``.venv/bin/python`` by default), alternating the two, base first then this one, ``--repeat``
times. On a machine shared with other work one run of the same code differs from the next by
several percent, and the load changes over minutes: the two runs of a pair see about the same
load, so each pair's ratio is the figure, and the median over the pairs is reported with the
spread. Printed: each version's median CPU seconds of the whole process and of the checking loop,
and the speed-up of this version (base time / this time; above 1: this one is faster).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import run_child  # noqa: E402 - the benchmark's own measuring of a child process

REPO = Path(__file__).resolve().parent.parent


def corpus_run(tree: Path, python: Path, shared: Path, jobs: int) -> dict:
    """One ``corpus`` measurement of the checkout ``tree`` with its interpreter."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree)
    env.pop("VIRTUAL_ENV", None)
    cmd = [str(python), str(tree / "benchmarks" / "bench.py"), "--worker", "corpus", "--shared", str(shared),
           "--worker-jobs", str(jobs)]
    run = run_child(cmd, env)
    run.update(json.loads(run.pop("stdout")))
    run["check_cpu_s"] = run["texts"] / run["steady_texts_per_cpu_s"] if "steady_texts_per_cpu_s" in run else None
    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", type=Path, required=True, help="the other checkout")
    parser.add_argument("--base-python", type=Path, help="its interpreter (default: BASE/.venv/bin/python)")
    parser.add_argument("--python", type=Path, default=Path(sys.executable), help="this checkout's interpreter")
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="the shared data directory")
    parser.add_argument("--repeat", type=int, default=5, help="pairs of runs")
    parser.add_argument("--jobs", type=int, default=1, help="processes of each corpus run")
    parser.add_argument("--json", action="store_true", help="print every run as one JSON object")
    args = parser.parse_args()
    base = args.base.resolve()
    base_python = args.base_python or base / ".venv" / "bin" / "python"
    shared = args.shared.resolve()
    pairs = []
    print(f"machine: {os.cpu_count()} CPU(s), load average {os.getloadavg()[0]:.1f} at start; "
          f"{args.repeat} pairs, base {base}", flush=True)
    for n in range(args.repeat):
        old = corpus_run(base, base_python, shared, args.jobs)
        new = corpus_run(REPO, args.python, shared, args.jobs)
        pairs.append((old, new))
        print(f"pair {n + 1}: cpu {old['cpu_s']:6.2f} -> {new['cpu_s']:6.2f} s ({old['cpu_s'] / new['cpu_s']:.3f}x)"
              f"  checking {old['check_s']:6.2f} -> {new['check_s']:6.2f} s wall ({old['check_s'] / new['check_s']:.3f}x)"
              f"  load {os.getloadavg()[0]:.1f}", flush=True)
    if args.json:
        print(json.dumps([{"base": o, "this": t} for o, t in pairs], indent=2))
    for key, label in (("cpu_s", "CPU of the whole run"), ("check_cpu_s", "CPU of the checking loop"),
                       ("check_s", "wall of the checking loop"), ("wall_s", "wall of the whole run")):
        if any(o.get(key) is None or t.get(key) is None for o, t in pairs):
            continue
        ratios = sorted(o[key] / t[key] for o, t in pairs)
        print(f"{label:27s} base {statistics.median(o[key] for o, _ in pairs):6.2f} s, "
              f"this {statistics.median(t[key] for _, t in pairs):6.2f} s (medians); "
              f"speed-up {statistics.median(ratios):.3f}x (median of pairs; range {ratios[0]:.3f}-{ratios[-1]:.3f})")


if __name__ == "__main__":
    main()
