"""``polis ladder``: rate the AI presets against each other and the baselines as Elo."""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ai.levels import PRESETS
from ai.tools.executor import ClusterError, add_cluster_argument, open_executor
from game.engine import cliargs
from game.engine.atomic import write_atomic

if TYPE_CHECKING:
    from ai.tools.ladder import Plan

HELP = (
    "play a round robin of the AI presets plus the random and greedy baselines, fit Elo "
    "ratings with 95% intervals, and resume an interrupted run from its JSON"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--game, --players, --games, --jobs, --seed, --bots, --json, --doc, --quiet."""
    parser.add_argument("--game", required=True, help="game name (see `polis info`)")
    parser.add_argument("--players", type=cliargs.int_range(2, 5), default=2,
                        help="seats at the table (default 2)")
    parser.add_argument("--games", type=cliargs.int_range(1, 100_000), default=60,
                        help="games per rung: each level against the next one up, and each "
                        "baseline against the lowest level (default 60)")
    parser.add_argument("--other-games", type=cliargs.int_range(1, 100_000), default=None,
                        help="games for every other pair (default: as many as --games)")
    parser.add_argument("--top-games", type=cliargs.int_range(1, 100_000), default=None,
                        help="games for the highest rung, the two strongest levels, whose "
                        "games take longest (default: as many as --games)")
    parser.add_argument("--jobs", type=cliargs.int_range(1, 256), default=os.cpu_count() or 1,
                        help="parallel processes (default: every core)")
    parser.add_argument("--seed", type=cliargs.int_range(0, 2**63 - 1), default=1,
                        help="master seed (default 1)")
    parser.add_argument("--bots", default=",".join(("random", "greedy", *PRESETS)),
                        help="comma-separated bots, the levels weakest first (default: random, "
                        "greedy and the five presets)")
    parser.add_argument("--json", metavar="FILE", type=cliargs.output_file,
                        help="write the results here after every game; an existing file of the "
                        "same plan is resumed")
    parser.add_argument("--doc", metavar="FILE", type=cliargs.output_file,
                        help="also put the table into this Markdown file (e.g. docs/ai-levels.md)")
    parser.add_argument("--iterations-only", action="store_true",
                        help="play every level by its iterations alone, its time cap off, so "
                        "that a busy machine does not weaken the levels measured (the think "
                        "times shown are then not what a player waits)")
    parser.add_argument("--strength", metavar="FILE", type=cliargs.output_file,
                        help="also record each level's win rate against the level below it "
                        "in this TOML file (the game ships levels/ai_strength.toml; setup "
                        "shows it)")
    parser.add_argument("--no-play", action="store_true",
                        help="play nothing: print and write the table, document and strength "
                        "file from the games already in --json (a run stopped early says how "
                        "many of its games it played)")
    add_cluster_argument(parser)
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    """Validate, play (resuming), print the table, write JSON and the document."""
    import ai
    from ai import level_strength
    from ai.tools import arena, ladder

    problem = cliargs.table_problem(args.game, args.players)
    if problem:
        print(f"polis ladder: {problem}", file=sys.stderr)
        return 2
    bots = tuple(dict.fromkeys(name.strip() for name in args.bots.split(",") if name.strip()))
    known = [*ai.BASELINES, *ai.level_names()]
    unknown = [name for name in bots if name not in known]
    if unknown or ladder.ANCHOR not in bots or len(bots) < 2:
        print(f"polis ladder: --bots: need {ladder.ANCHOR} and at least one more of "
              f"{', '.join(known)}" + (f" (unknown: {', '.join(unknown)})" if unknown else ""),
              file=sys.stderr)
        return 2
    plan = ladder.Plan(args.game, args.players, bots, args.games, args.seed, args.other_games,
                       args.top_games, args.iterations_only)
    if args.no_play and not args.json:
        print("polis ladder: --no-play needs --json FILE (the games to report)", file=sys.stderr)
        return 2
    try:  # every file is checked before the first game, not after hours of play
        done = ladder.load_progress(args.json, plan) if args.json else {}
        if args.doc:
            ladder.read_doc(Path(args.doc))
        if args.strength:
            level_strength.read_file(Path(args.strength))
    except ValueError as exc:
        print(f"polis ladder: {exc}", file=sys.stderr)
        return 2
    total = plan.offsets()[-1]
    try:  # a cluster that cannot be reached is refused before the first game
        runner = None if args.no_play else open_executor(getattr(args, "cluster", None),
                                                         args.jobs)
    except ClusterError as exc:
        print(f"polis ladder: {exc}", file=sys.stderr)
        return 2
    bar = None if args.quiet or args.no_play else arena.ProgressBar(total - len(done))
    played = [0]

    def on_game(results: dict) -> None:
        played[0] += 1
        if bar:
            bar.update(played[0])
        if args.json:
            write_atomic(args.json, _dump(ladder.summarise(plan, results)))

    if bar and len(done) < total:
        if done:
            print(f"resuming: {len(done)} of {total} games already played", file=sys.stderr)
        bar.update(0)
    if runner is not None:
        try:
            ladder.run(plan, args.jobs, done, on_game, executor=runner)
        finally:
            runner.close()
    data = ladder.summarise(plan, done)
    print(ladder.format_table(data))
    if args.json:
        write_atomic(args.json, _dump(data))
    try:
        if args.doc:
            ladder.update_doc(Path(args.doc), data, _provenance(plan, len(done), total))
        if args.strength:
            level_strength.update_file(Path(args.strength), data)
    except ValueError as exc:
        print(f"polis ladder: {exc}", file=sys.stderr)
        return 2
    return 0


def _dump(data: dict) -> bytes:
    return (json.dumps(data, indent=1) + "\n").encode("utf-8")


def _provenance(plan: Plan, played: int, total: int) -> str:
    today = datetime.date.today().isoformat()
    argv = [a for a in sys.argv[2:] if a != "--no-play"]
    command = "polis ladder " + " ".join(shlex.quote(a) for a in argv)
    key = plan.key()
    text = (f"Measured {today} on a machine with {os.cpu_count()} cores, "
            f"{key['games_per_pair']} games per rung ({key['top_games']} for the highest) "
            f"and {key['other_games']} per other pair"
            f"{', time caps off' if plan.iterations_only else ''}:  \n`{command}`")
    if played < total:
        text += (f"  \n**Stopped early:** {played} of the {total} planned games were played "
                 "(the rungs first, taking turns); the games column shows each pair's count.")
    return text
