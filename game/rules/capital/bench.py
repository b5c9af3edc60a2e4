"""Capital engine speed: random full games per second, pure Python (not a test).

    python -m game.rules.capital.bench [--games N] [--players 2 3 4]

Plays N games per player count with uniformly random legal actions (the RNG of
the conformance harness) and prints games/s (wall clock, and per CPU second of
this process, which is steadier on a busy machine), actions/game and the cost of
the three calls an MCTS rollout makes: clone, legal_actions and apply (the
timings per call include the timer overhead, so they are upper bounds).
"""

from __future__ import annotations

import argparse
import time

from game.engine.rng import GameRNG
from game.rules.capital import RULES


def run(players: int, games: int) -> dict[str, float]:
    actions = 0
    t_legal = t_apply = 0.0
    clock = time.perf_counter
    cpu_start = time.process_time()
    start = clock()
    for seed in range(games):
        state = RULES.new_game(players=players, seed=seed)
        chooser = GameRNG(seed ^ 0x5EED)
        while not state.is_terminal():
            t0 = clock()
            legal = state.legal_actions()
            t1 = clock()
            state.apply(chooser.choice(legal))
            t2 = clock()
            t_legal += t1 - t0
            t_apply += t2 - t1
            actions += 1
    elapsed = clock() - start
    cpu = time.process_time() - cpu_start
    state = RULES.new_game(players=players, seed=0)
    clones = 2000
    t0 = clock()
    for _ in range(clones):
        state.clone()
    t_clone = (clock() - t0) / clones
    return {
        "games_per_s": games / elapsed,
        "games_per_cpu_s": games / cpu,
        "actions_per_game": actions / games,
        "legal_us": 1e6 * t_legal / actions,
        "apply_us": 1e6 * t_apply / actions,
        "clone_us": 1e6 * t_clone,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    args = parser.parse_args(argv)
    for players in args.players:
        r = run(players, args.games)
        print(
            f"{players} players: {r['games_per_s']:6.1f} games/s wall "
            f"({r['games_per_cpu_s']:6.1f} per CPU second), "
            f"{r['actions_per_game']:5.1f} actions/game, "
            f"legal_actions {r['legal_us']:5.1f} µs (cached), apply {r['apply_us']:6.1f} µs, "
            f"clone {r['clone_us']:5.1f} µs"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
