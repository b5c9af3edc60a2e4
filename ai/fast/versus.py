"""``python -m ai.fast.versus``: the compiled search against the pure-Python search.

Both seats run the same level with the same iteration budget (no time budget, no
tree reuse); one searches with the compiled fast path (descent and rollouts on the
compiled world), the other exactly as a player without the extension does
(``Search(..., compiled=False)``: the engine's states and rollouts). Seats alternate
on the same deal, so each side plays every deal from both seats. Prints the compiled
side's wins (shared wins count 1/k) with a 95% interval and both sides' mean score
and think time; equal strength means a win share near 1/2.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from typing import Any

from ai.levels import get_level
from ai.mcts import Search
from ai.tools.arena import mix, wilson
from game import rules
from game.engine.cliargs import game_name, int_range, seed

SIDES = ("compiled", "pure")


def play(game: str, level: Any, deal: int, compiled_seat: int, bot_seed: int) -> dict:
    """One 2-player game; the seat ``compiled_seat`` searches compiled."""
    state = rules.get(game).new_game(players=2, seed=deal)
    think: dict[str, list[float]] = {side: [] for side in SIDES}
    moves = 0
    while state.current_player is not None:
        seat = state.current_player
        side = SIDES[0] if seat == compiled_seat else SIDES[1]
        start = time.perf_counter()
        if len(state.legal_actions()) == 1:
            action = state.legal_actions()[0]
        else:
            search = Search(state, level, mix(bot_seed, seat, moves), compiled=side == "compiled")
            search.run()
            action = search.choose()
        think[side].append((time.perf_counter() - start) * 1000.0)
        state.apply(action)
        moves += 1
    return {"scores": list(state.scores()), "winners": list(state.winners()),
            "compiled_seat": compiled_seat, "think_ms": think}


def main(argv: list[str] | None = None) -> int:
    """Play the games and print the summary (or JSON)."""
    parser = argparse.ArgumentParser(prog="python -m ai.fast.versus", description=__doc__)
    parser.add_argument("--game", type=game_name, required=True)
    parser.add_argument("--games", type=int_range(2, 10_000), default=40)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        level = get_level(args.level).for_game(args.game)
    except ValueError as exc:
        print(f"{parser.prog}: error: argument --level: {exc}", file=sys.stderr)
        return 2
    level = dataclasses.replace(level, time_ms=0, reuse_tree=False, games={})
    results = []
    for index in range(args.games):
        deal = mix(args.seed, index // 2) >> 1
        results.append(play(args.game, level, deal, index % 2, mix(args.seed, 7, index)))
        print(f"versus {args.game}: {index + 1}/{args.games}", file=sys.stderr, flush=True)
    wins = {side: 0.0 for side in SIDES}
    scores: dict[str, list[float]] = {side: [] for side in SIDES}
    think: dict[str, list[float]] = {side: [] for side in SIDES}
    for result in results:
        for seat in range(2):
            side = SIDES[0] if seat == result["compiled_seat"] else SIDES[1]
            if seat in result["winners"]:
                wins[side] += 1.0 / len(result["winners"])
            scores[side].append(result["scores"][seat])
        for side in SIDES:
            think[side].extend(result["think_ms"][side])
    low, high = wilson(wins["compiled"], args.games)
    summary = {
        "game": args.game, "level": args.level, "iterations": level.iterations,
        "games": args.games, "compiled_wins": wins["compiled"], "pure_wins": wins["pure"],
        "compiled_win_share": wins["compiled"] / args.games, "interval95": [low, high],
        "mean_score": {side: statistics.fmean(scores[side]) for side in SIDES},
        "mean_think_ms": {side: statistics.fmean(think[side]) if think[side] else 0.0
                          for side in SIDES},
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{args.game}: {args.games} games at {args.level} ({level.iterations} iterations): "
              f"compiled {wins['compiled']:g} wins, pure {wins['pure']:g}; compiled share "
              f"{summary['compiled_win_share']:.3f} (95% {low:.3f}-{high:.3f}); mean score "
              f"compiled {summary['mean_score']['compiled']:.1f}, pure "
              f"{summary['mean_score']['pure']:.1f}; think ms compiled "
              f"{summary['mean_think_ms']['compiled']:.0f}, pure "
              f"{summary['mean_think_ms']['pure']:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
