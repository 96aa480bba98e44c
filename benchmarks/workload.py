"""A fixed checking workload for instruction counts (callgrind) and profilers (py-spy, cProfile).

    python benchmarks/workload.py [--every 8] [--shared ../shared] [--raw] [--load-only]

Checks every ``--every``-th non-empty summary of the four NLG systems in ``nlg-outputs/`` against
``rotowire/test.json`` in this process, as ``factcheck check --rotowire ... --outputs ...`` reads
and checks them (``run_checks``, with its settings of the garbage collector; lines taken as
tokenized, or with ``--raw`` tokenized first as ``bench.py``'s ``corpus`` measurement does), and
prints how many texts and errors. Wall time on a shared
machine is noisy; the instructions this workload executes are not, so a speed change is judged
by them (see docs/performance.md). ``--load-only`` imports and loads the same but checks nothing:
the difference between the two counts is the checking's own.

    PY=$(python -c 'import sys; print(sys.executable)')     # the interpreter itself, not a shim
    valgrind --tool=callgrind --callgrind-out-file=cg.out "$PY" benchmarks/workload.py
    callgrind_annotate cg.out | grep "PROGRAM TOTALS"       # instructions of the whole run
"""

from __future__ import annotations

import argparse
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SYSTEMS = ("template", "ed_cc", "hier", "macro")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=8, help="check every N-th non-empty summary")
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="the shared data directory")
    parser.add_argument("--raw", action="store_true", help="tokenize each summary first (as --raw and bench.py's corpus)")
    parser.add_argument("--load-only", action="store_true", help="import and load as for a run, check nothing")
    args = parser.parse_args()

    from boxscore import load_games
    from factcheck.engine.parallel import run_checks
    from factcheck.engine.pipeline import Checker
    from factcheck.io.inputs import Job
    from factcheck.reader.registry import load_readers
    from factcheck.text.document import Document

    games = {g.position: g for g in load_games(args.shared / "rotowire" / "test.json").games}
    pairs = []
    for system in SYSTEMS:
        lines = (args.shared / "nlg-outputs" / f"{system}.txt").read_text(encoding="utf-8").splitlines()
        pairs += [(f"{system}:{i}", line, games[i]) for i, line in enumerate(lines) if line.strip()]
    chosen = pairs[::max(args.every, 1)]
    checker = Checker()
    load_readers()  # (else imported by the first check)
    if args.load_only:
        print(f"{len(chosen)} texts loaded, none checked")
        return
    make = Document.from_raw if args.raw else Document.from_tokenized
    jobs = [Job(make(text_id, line), game, not args.raw) for text_id, line, game in chosen]
    errors = sum(len(found) for _, found in run_checks(checker, jobs, []))  # (as `factcheck check` runs them)
    print(f"{len(chosen)} texts, {errors} errors")


if __name__ == "__main__":
    main()
