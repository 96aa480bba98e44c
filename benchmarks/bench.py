"""Speed and memory of the checker at corpus scale (not a test: it times, it does not assert).

    python benchmarks/bench.py [--shared ../shared] [--repeat 3] [--jobs 2] [--json]

Every measurement runs in a fresh interpreter (a subprocess), so wall time includes start-up,
imports and loading the games; CPU time (user + system, of the process and its workers) and peak
RSS come from the operating system (``wait4``). Each is repeated and the best and the median are
printed: on a shared machine wall time is noisy, CPU time much less so.

Measured:
- corpus: the 2,792 non-empty summaries of the four NLG systems in ``nlg-outputs/`` against
  ``rotowire/test.json`` in one process through the library (games loaded once), also split over
  ``--jobs`` processes; "steady" is texts per second of the checking loop alone;
- cli-4x: ``factcheck check --rotowire ... --outputs SYSTEM.txt`` once per system (four runs,
  summed), as a user runs it, also with ``--jobs``;
- training: ``factcheck check`` on the 60 shared-task training texts;
- score: ``factcheck score --json`` of that output against the training GSML;
- adversarial: ``factcheck check`` on one text against the game of training text S001: a
  sentence of "Isaiah Thomas" x 10,000, a 1 MB text (S001 repeated, every other capitalised
  word a name of no player), one sentence of 60,000 tokens (S001's words without full stops), a
  chain of 20,000 digit pairs, and 3,000 claims in one sentence (a lead, a team's rebounds);
  each must check in seconds: its target (CPU seconds, start-up included) is printed with it,
  and "OVER TARGET" when the median exceeds it (code that scans a clause or the text per claim
  took 15-36 s on these; the targets leave several times what the checker needs);
- formats: 500 texts of ``hier`` with all seven formats (``--format csv ... --format claims``),
  peak RSS is the figure to watch (the formats are written text by text);
- standings: the standings of every date of each regular season of the schedule computed from scratch
  (records accumulated, then every date's table ranked), in one process; the slowest season is the
  figure (the target: under a second);
- formats-fuzz (only when asked, ``--only formats-fuzz``): the same on 500 fuzzed texts (5% of
  them repeated 60 times, 10% with 200 names inserted), as the fuzz run of issue 15 measured.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SYSTEMS = ("template", "ed_cc", "hier", "macro")


# ---- the in-process worker (runs in the child) ---------------------------------------------------
def corpus_worker(shared: Path, n_jobs: int) -> dict:
    """Check every non-empty summary of the four systems in this process; report counts and times."""
    t0 = time.perf_counter()
    from boxscore import load_games
    from factcheck.text.document import Document
    from factcheck.io.formats.submission import to_csv
    from factcheck.io.inputs import Job
    from factcheck.engine.parallel import run_checks
    from factcheck.engine.pipeline import Checker

    games = {g.position: g for g in load_games(shared / "rotowire" / "test.json").games}
    jobs = []
    for system in SYSTEMS:
        lines = (shared / "nlg-outputs" / f"{system}.txt").read_text(encoding="utf-8").splitlines()
        jobs += [Job(Document.from_raw(str(i), line), games[i], False) for i, line in enumerate(lines) if line.strip()]
    checker = Checker()
    t1, c1 = time.perf_counter(), time.process_time()
    results = run_checks(checker, jobs, [], n_jobs)
    t2, c2 = time.perf_counter(), time.process_time()
    n_rows = to_csv(results).count("\n") - 1
    out = {"texts": len(jobs), "rows": n_rows, "load_s": t1 - t0, "check_s": t2 - t1,
           "steady_texts_per_s": len(jobs) / (t2 - t1)}
    if n_jobs == 1:  # the loop's own CPU time: what the rate would be on an idle core
        out["steady_texts_per_cpu_s"] = len(jobs) / (c2 - c1)
    return out


def standings_worker(shared: Path) -> dict:
    """Compute the standings of every date of each season of the schedule from scratch; seconds per season."""
    from boxscore.league import League
    from boxscore.league_table import league_table
    from boxscore.standings import Standings

    league = League.from_files(shared / "nba-schedule" / "games_2014_2018.csv")
    table = league_table()
    seasons = {}
    for season in table.seasons:
        t0 = time.perf_counter()
        games = [g for g in league.games if g.season == season]
        standings = Standings(games, table)
        dates = standings.season_dates(season)
        for date in dates:
            standings.on(date)
        seasons[season] = {"dates": len(dates), "seconds": time.perf_counter() - t0}
    return {"seasons": seasons, "slowest_season_s": max(v["seconds"] for v in seasons.values())}


# ---- adversarial inputs -------------------------------------------------------------------------------
def adversarial_inputs(shared: Path, tmp: Path) -> dict[str, tuple[Path, Path, float]]:
    """(games file, texts dir, target CPU seconds) of each adversarial text, against the game of
    training text S001."""
    import itertools

    task = shared / "accuracy-shared-task"
    record = next(line for line in (task / "shared_task.jsonl").read_text(encoding="utf-8").splitlines()
                  if json.loads(line).get("shared_task_text_id") == "S001")
    games = tmp / "s001.jsonl"
    games.write_text(record + "\n", encoding="utf-8")
    tokens = (task / "texts" / "S001.txt").read_text(encoding="utf-8").split()
    names = itertools.cycle(["John Quux", "Carl Zork", "Mike Blip"])
    mutated = " ".join(next(names) if t[:1].isupper() and n % 2 else t for n, t in enumerate(tokens))
    no_stops = [t for t in tokens if t != "."]
    game = json.loads(record)
    box = game["box_score"]
    player = next(box["PLAYER_NAME"][k] for k in box["PLAYER_NAME"] if str(box["MIN"][k]).isdigit() and int(box["MIN"][k]))
    home = game["home_name"]
    texts = {  # name: (text, target CPU seconds)
        "10,000 names": (" ".join(["Isaiah Thomas"] * 10_000) + " .", 8),
        "1 MB text": (" ".join([mutated] * (1_000_000 // len(mutated) + 1)), 12),
        "60,000-token sentence": (" ".join((no_stops * (60_000 // len(no_stops) + 1))[:60_000]), 15),
        "20,000 digit pairs": (" - ".join(str(10 + k % 90) for k in range(20_001)), 10),
        "3,000 leads, one sentence": (" , ".join([f"{player} led the team"] * 3_000) + " .", 8),
        "3,000 team figures": (" , ".join([f"the {home} outrebounded them 44 - 30"] * 3_000) + " .", 8),
    }
    out = {}
    for n, (name, (text, target)) in enumerate(texts.items()):
        d = tmp / f"adversarial{n}"
        d.mkdir()
        (d / "S001.txt").write_text(text + "\n", encoding="utf-8")
        out[name] = (games, d, float(target))
    return out


def outputs_500(shared: Path, tmp: Path, fuzzed: bool) -> Path:
    """The first 500 ``hier`` summaries (the other lines blank: no text), fuzzed if asked."""
    import random

    rng = random.Random(7)
    lines = (shared / "nlg-outputs" / "hier.txt").read_text(encoding="utf-8").split("\n")[:728]
    out = []
    for i, line in enumerate(lines):
        if i >= 500:
            line = ""
        elif fuzzed and line.strip():
            r = rng.random()
            if r < 0.05:
                line = " ".join([line] * 60)
            elif r < 0.15:
                line = line.replace("points", "points " + " ".join(["Isaiah Thomas"] * 200))
        out.append(line)
    path = tmp / ("fuzzed500.txt" if fuzzed else "hier500.txt")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return path


# ---- measuring a child process ---------------------------------------------------------------------
def run_child(cmd: list[str], env: dict[str, str]) -> dict:
    """Wall time, CPU time (the process and its reaped workers) and peak RSS of one command.

    The child is started with ``posix_spawn`` and reaped with ``os.wait4``, which returns its own
    resource usage (subprocess would reap it first and lose that)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        pid = os.posix_spawn(cmd[0], cmd, env, file_actions=[
            (os.POSIX_SPAWN_DUP2, out.fileno(), 1), (os.POSIX_SPAWN_DUP2, err.fileno(), 2)])
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise RuntimeError(f"{' '.join(cmd)} failed ({code}): {stderr[-800:]}")
    return {"wall_s": wall, "cpu_s": usage.ru_utime + usage.ru_stime, "peak_rss_mb": usage.ru_maxrss / 1024,
            "stdout": stdout}


def summary(runs: list[dict], key: str) -> tuple[float, float]:
    values = [r[key] for r in runs]
    return min(values), statistics.median(values)


# ---- the benchmark -----------------------------------------------------------------------------------
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="the shared data directory")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each measurement (best and median shown)")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the parallel variants")
    parser.add_argument("--only", default="corpus,cli,training,score,adversarial,formats,standings",
                        help="which measurements to run (also: formats-fuzz)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--worker", choices=["corpus", "standings"], help=argparse.SUPPRESS)
    parser.add_argument("--worker-jobs", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    shared = args.shared.resolve()
    if args.worker == "corpus":
        print(json.dumps(corpus_worker(shared, args.worker_jobs)))
        return
    if args.worker == "standings":
        print(json.dumps(standings_worker(shared)))
        return
    if not (shared / "rotowire" / "test.json").is_file():
        sys.exit(f"error: shared data not found in {shared} (give --shared DIR)")

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    py = sys.executable
    task = shared / "accuracy-shared-task"
    tmp = Path(tempfile.mkdtemp(prefix="factcheck-bench-"))
    wanted = set(args.only.split(","))
    figures: dict[str, dict] = {}

    def record(name: str, texts: int, cmds: list[list[str]], target_cpu_s: float | None = None) -> None:
        runs = []
        for _ in range(args.repeat):
            parts = [run_child(cmd, env) for cmd in cmds]
            run = {"wall_s": sum(p["wall_s"] for p in parts), "cpu_s": sum(p["cpu_s"] for p in parts),
                   "peak_rss_mb": max(p["peak_rss_mb"] for p in parts)}
            if cmds[0][1:3] == [str(Path(__file__).resolve()), "--worker"]:
                run.update(json.loads(parts[0]["stdout"]))
            runs.append(run)
        fig = {"texts": texts, "processes_per_run": len(cmds), "runs": len(runs)}
        for key in ("wall_s", "cpu_s", "peak_rss_mb"):
            fig[f"{key}_best"], fig[f"{key}_median"] = summary(runs, key)
        fig["texts_per_s_wall_best"] = texts / fig["wall_s_best"]
        if "steady_texts_per_s" in runs[0]:
            fig["steady_texts_per_s_best"] = max(r["steady_texts_per_s"] for r in runs)
            fig["steady_texts_per_s_median"] = statistics.median(r["steady_texts_per_s"] for r in runs)
            fig["rows"] = runs[0]["rows"]
        if "steady_texts_per_cpu_s" in runs[0]:
            fig["steady_texts_per_cpu_s_median"] = statistics.median(r["steady_texts_per_cpu_s"] for r in runs)
        if target_cpu_s is not None:
            fig["target_cpu_s"] = target_cpu_s
            fig["over_target"] = fig["cpu_s_median"] > target_cpu_s
        figures[name] = fig
        if not args.json:
            print(_line(name, fig), flush=True)

    me = str(Path(__file__).resolve())
    n_corpus = sum(1 for s in SYSTEMS for line in (shared / "nlg-outputs" / f"{s}.txt").read_text(encoding="utf-8").splitlines()
                   if line.strip())
    if not args.json:
        print(f"machine: {os.cpu_count()} CPU(s), load average {os.getloadavg()[0]:.1f} at start; "
              f"Python {sys.version.split()[0]}; {args.repeat} run(s) each, best / median")
    if "corpus" in wanted:
        record("corpus, 1 process", n_corpus, [[py, me, "--worker", "corpus", "--shared", str(shared)]])
        record(f"corpus, --jobs {args.jobs}", n_corpus,
               [[py, me, "--worker", "corpus", "--shared", str(shared), "--worker-jobs", str(args.jobs)]])
    if "cli" in wanted:
        def cli(system: str, extra: list[str]) -> list[str]:
            return [py, "-m", "factcheck", "check", "--rotowire", str(shared / "rotowire" / "test.json"),
                    "--outputs", str(shared / "nlg-outputs" / f"{system}.txt"), "--out", str(tmp / f"{system}.csv"), *extra]
        record("cli-4x, 1 process each", n_corpus, [cli(s, []) for s in SYSTEMS])
        record(f"cli-4x, --jobs {args.jobs} each", n_corpus, [cli(s, ["--jobs", str(args.jobs)]) for s in SYSTEMS])
    submission = tmp / "training.csv"
    if "training" in wanted or "score" in wanted:
        record("training, check", 60, [[py, "-m", "factcheck", "check", "--games", str(task / "shared_task.jsonl"),
                                        "--texts", str(task / "texts"), "--out", str(submission)]])
    if "score" in wanted:
        record("training, score", 60, [[py, "-m", "factcheck", "score", "--gsml", str(task / "gsml.csv"),
                                        "--submission", str(submission), "--texts", str(task / "texts"), "--json"]])
    if "adversarial" in wanted:
        for name, (games, texts, target) in adversarial_inputs(shared, tmp).items():
            record(f"adversarial, {name}", 1, [[py, "-m", "factcheck", "check", "--games", str(games), "--texts",
                                                str(texts), "--out", str(tmp / "adversarial.csv")]], target)
    every_format = [x for f in ("csv", "jsonl", "html", "xmi", "factgenie", "tsv", "claims") for x in ("--format", f)]
    for fuzzed, key in ((False, "formats"), (True, "formats-fuzz")):
        if key in wanted:
            outputs = outputs_500(shared, tmp, fuzzed)
            record(f"{key}, all 7 formats", 500, [[py, "-m", "factcheck", "check", "--rotowire",
                                                   str(shared / "rotowire" / "test.json"), "--outputs", str(outputs),
                                                   "--out", str(tmp / key / "run"), *every_format]])
    if "standings" in wanted:
        runs = [json.loads(run_child([py, me, "--worker", "standings", "--shared", str(shared)], env)["stdout"])
                for _ in range(args.repeat)]
        slowest = [r["slowest_season_s"] for r in runs]
        figures["standings"] = {"runs": len(runs), "slowest_season_s_best": min(slowest),
                                "slowest_season_s_median": statistics.median(slowest), "seasons": runs[0]["seasons"]}
        if not args.json:
            dates = sum(v["dates"] for v in runs[0]["seasons"].values())
            print(f"{'standings, every date':26s} {len(runs[0]['seasons'])} seasons ({dates} dates)  slowest season "
                  f"{min(slowest):.3f} / {statistics.median(slowest):.3f} s (best / median)", flush=True)
    if args.json:
        print(json.dumps({"cpus": os.cpu_count(), "python": sys.version.split()[0], "figures": figures}, indent=2))


def _line(name: str, fig: dict) -> str:
    text = (f"{name:34s} {fig['texts']:5d} texts  wall {fig['wall_s_best']:6.2f} / {fig['wall_s_median']:6.2f} s"
            f"  cpu {fig['cpu_s_best']:6.2f} / {fig['cpu_s_median']:6.2f} s"
            f"  peak RSS {fig['peak_rss_mb_best']:4.0f} MB  {fig['texts_per_s_wall_best']:5.0f} texts/s (wall)")
    if "steady_texts_per_s_best" in fig:
        text += f"  steady {fig['steady_texts_per_s_best']:4.0f} texts/s"
    if "steady_texts_per_cpu_s_median" in fig:
        text += f" ({fig['steady_texts_per_cpu_s_median']:.0f} per CPU s)"
    if "target_cpu_s" in fig:
        text += f"  target cpu < {fig['target_cpu_s']:.0f} s" + ("  OVER TARGET" if fig["over_target"] else "")
    return text


if __name__ == "__main__":
    main()
