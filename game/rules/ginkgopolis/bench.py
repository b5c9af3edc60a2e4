"""Benchmark: random full games per second (pure Python), for each player count.

Run: ``python -m game.rules.ginkgopolis.bench [--games N] [--players 1,2,3,4,5]``.
Each game starts from ``new_game`` and plays uniformly random legal actions to the end
(``legal_actions`` + ``apply``); ``clone`` of a fresh game is timed separately. Rates are
per second of this process's CPU time (a busy machine disturbs them less); games per
wall-clock second are shown beside them.
"""

from __future__ import annotations

import argparse
import time

from game.engine import GameRNG
from game.rules.ginkgopolis import RULES


def play_random(players: int, seed: int, options: dict | None = None) -> tuple[int, int]:
    """One random game; returns (decisions, rounds-ish: len of history)."""
    state = RULES.new_game(players, seed, options or {})
    rng = GameRNG(seed ^ 0xBEEF)
    steps = 0
    while state.cur >= 0:
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
        steps += 1
    return steps, len(state.hist)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", default="1,2,3,4,5")
    parser.add_argument("--beginner", action="store_true")
    args = parser.parse_args(argv)
    options = {"characters": "beginner"} if args.beginner else {}
    for players in (int(p) for p in args.players.split(",")):
        wall = time.perf_counter()
        start = time.process_time()
        decisions = 0
        for seed in range(args.games):
            steps, _ = play_random(players, seed, options)
            decisions += steps
        elapsed = time.process_time() - start
        wall = time.perf_counter() - wall
        state = RULES.new_game(players, 1, options)
        clones = 2000
        t0 = time.process_time()
        for _ in range(clones):
            state.clone()
        clone_us = (time.process_time() - t0) / clones * 1e6
        print(
            f"{players}p: {args.games / elapsed:7.1f} games/s "
            f"(wall clock {args.games / wall:7.1f}), "
            f"{decisions / args.games:5.1f} decisions/game, "
            f"{decisions / elapsed:8.0f} decisions/s, clone {clone_us:.1f} us"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
