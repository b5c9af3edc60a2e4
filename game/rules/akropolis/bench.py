"""Random full games per second, pure Python (not a test).

    python -m game.rules.akropolis.bench [--games N] [--players 2 4] [--long]

Each game: ``new_game``, then until the end the current player applies a uniformly
random legal action, then ``scores()``. Two ways of choosing are timed:
``list`` picks from ``legal_actions()``; ``fast`` uses ``random_action()``, which
gives the same action without building the list. Times are CPU
time of this process (process_time), so other load on the machine matters less.
"""

from __future__ import annotations

import argparse
import time

from game.engine import GameRNG
from game.rules.akropolis import RULES


def play(players: int, seed: int, fast: bool, options: dict) -> int:
    """One random game; returns the number of turns."""
    state = RULES.new_game(players, seed=seed, options=options)
    chooser = GameRNG(seed ^ 0x5EED)
    turns = 0
    while state.current >= 0:
        if fast:
            state.apply(state.random_action(chooser))
        else:
            state.apply(chooser.choice(state.legal_actions()))
        turns += 1
    state.scores()
    return turns


def main(argv: list[str] | None = None) -> int:
    """Print games/s and turns/s per player count and method."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--long", action="store_true", help="long game option")
    parser.add_argument("--variants", action="store_true", help="all variants, both options")
    args = parser.parse_args(argv)
    options: dict = {"long_game": args.long}
    if args.variants:
        options.update(
            variants=["house", "market", "barracks", "temple", "garden"],
            barracks_edge="outside",
            lake="enclosed-area",
        )
    for players in args.players:
        for fast in (False, True):
            start = time.process_time()
            turns = sum(play(players, seed, fast, options) for seed in range(args.games))
            elapsed = time.process_time() - start
            print(
                f"{players}p {'fast' if fast else 'list'}: {args.games} games in {elapsed:.2f} s"
                f" = {args.games / elapsed:.1f} games/s ({turns / elapsed:.0f} turns/s)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
