"""Games per second on the process pool and on a local Ray cluster, and the cluster's
start-up cost (the figures of docs/cluster.md).

    python -m ai.tools.executor_bench [--game G] [--games K] [--seats A,B] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import time

from ai.tools import arena
from ai.tools.executor import LOCAL, PoolExecutor, RayExecutor, ray_installed


def main(argv: list[str] | None = None) -> int:
    """Play the same games on each backend and worker count; print one line each."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="akropolis")
    parser.add_argument("--seats", default="beginner,greedy")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    names = args.seats.split(",")
    jobs = arena.schedule(args.game, 2, names, args.games, args.seed)
    reference = None
    for workers in (int(w) for w in args.workers.split(",")):
        backends: list[tuple[str, object]] = [("pool", None)]
        if ray_installed():
            backends.append(("ray local", LOCAL))
        for label, cluster in backends:
            start = time.perf_counter()
            runner = PoolExecutor(workers) if cluster is None else RayExecutor(LOCAL, workers)
            ready = time.perf_counter()
            try:
                results = arena.run_games(jobs, workers, iterations_only=True, executor=runner)
                end = time.perf_counter()
            finally:
                runner.close()
            games = [(r.seats, [a.text for a in r.record.actions] if r.record else [], r.scores)
                     for r in results]
            reference = reference or games
            print(f"{label:<10} workers {workers}: start-up {ready - start:6.2f} s, "
                  f"{len(results)} games in {end - ready:7.2f} s = "
                  f"{len(results) / (end - ready):6.3f} games/s, shut-down + total "
                  f"{time.perf_counter() - start:7.2f} s, same games: {games == reference}",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
