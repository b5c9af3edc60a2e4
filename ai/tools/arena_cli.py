"""``polis arena``: bots against each other, with rotated seats, in parallel processes."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from ai.tools.executor import ClusterError, add_cluster_argument, open_executor
from game.engine import cliargs
from game.engine.record import GameRecord

HELP = (
    "play bots against each other (seats rotate so every bot plays every seat equally) "
    "and print wins with 95% intervals, scores, margins and think times"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--game, --players, --seats, --games, --jobs, --seed, --json, --records."""
    parser.add_argument("--game", required=True, help="game name (see `polis info`)")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (default 2)")
    parser.add_argument(
        "--seats",
        required=True,
        help="comma-separated bots, one per seat (repeated to fill the table): AI level "
        "names (beginner, easy, normal, hard, expert or a custom level) or the baselines "
        "random and greedy, e.g. hard,greedy",
    )
    parser.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    parser.add_argument("--jobs", type=int, default=1, help="parallel processes (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--records", metavar="DIR",
                        help="write every game as a game record into this folder (created if "
                             "missing), to watch it or check it with `polis replay`")
    parser.add_argument("--overwrite", action="store_true",
                        help="with --records: replace records already in the folder (by "
                             "default the arena refuses to start when one would be replaced)")
    parser.add_argument("--iterations-only", action="store_true",
                        help="play every level by its iterations alone, its time cap off (a "
                        "busy machine then does not weaken the levels)")
    add_cluster_argument(parser)
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def _output_paths(args: argparse.Namespace) -> tuple[Path | None, Path | None]:
    """--json and --records checked before any game is played (ArgumentTypeError)."""
    json_path = records_dir = None
    if args.json is not None:
        try:
            json_path = cliargs.output_file(str(args.json))
        except argparse.ArgumentTypeError as exc:
            raise argparse.ArgumentTypeError(f"--json: {exc}") from None
    if getattr(args, "records", None) is not None:
        try:
            records_dir = cliargs.output_dir(str(args.records))
        except argparse.ArgumentTypeError as exc:
            raise argparse.ArgumentTypeError(f"--records: {exc}") from None
    return json_path, records_dir


def run(args: argparse.Namespace) -> int:
    """Validate, play, print the table (and write JSON and the records)."""
    import ai
    from ai.tools import arena

    try:
        json_path, records_dir = _output_paths(args)
    except argparse.ArgumentTypeError as exc:
        print(f"polis arena: {exc}", file=sys.stderr)
        return 2

    problem = cliargs.table_problem(args.game, args.players)
    if problem:
        print(f"polis arena: {problem}", file=sys.stderr)
        return 2
    names = [name.strip() for name in args.seats.split(",") if name.strip()]
    known = ai.level_names() + list(ai.BASELINES)
    unknown = [name for name in names if name not in known]
    if not names or unknown:
        print(
            f"polis arena: --seats: unknown bot {', '.join(unknown) or '(none)'} "
            f"(known: {', '.join(known)})",
            file=sys.stderr,
        )
        return 2
    if len(names) > args.players:
        print(f"polis arena: --seats names {len(names)} bots for {args.players} seats",
              file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("polis arena: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    for problem in ai.problems():
        print(f"warning: {problem}", file=sys.stderr)
    if args.games % args.players:
        print(
            f"note: {args.games} games is not a multiple of {args.players} players, "
            "so the seats are not rotated evenly",
            file=sys.stderr,
        )
    jobs = arena.schedule(args.game, args.players, names, args.games, args.seed)
    overwrite = bool(getattr(args, "overwrite", False))
    if records_dir is not None:
        refusal = _records_refusal(records_dir, args.game, jobs, overwrite)
        if refusal:
            print(f"polis arena: --records: {refusal}", file=sys.stderr)
            return 2
    try:  # a cluster that cannot be reached is refused before the first game
        runner = open_executor(getattr(args, "cluster", None), min(args.jobs, args.games))
    except ClusterError as exc:
        print(f"polis arena: {exc}", file=sys.stderr)
        return 2
    bar = None if args.quiet else arena.ProgressBar(len(jobs))
    if bar:
        bar.update(0)
    problems: list[str] = []

    def done(result: arena.GameRecord, count: int) -> None:
        if records_dir is not None and result.record is not None:
            problem = _write(records_dir / arena.record_name(args.game, result),
                             result.record, overwrite)
            if problem:
                problems.append(problem)
        if bar:
            bar.update(count)

    try:
        records = arena.run_games(jobs, min(args.jobs, len(jobs)), done, args.iterations_only,
                                  executor=runner)
    finally:
        runner.close()
    data = arena.report(args.game, args.players, records)
    print(arena.format_table(data))
    if json_path is not None:
        try:
            json_path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        except OSError as exc:
            problems.append(f"--json: {_shown(json_path)}: cannot be written "
                            f"({exc.strerror or exc})")
    if problems:
        print(f"polis arena: {problems[0]}", file=sys.stderr)
        return 1
    return 0


def _shown(path: Path) -> str:
    """A path in a message: quoted, control characters escaped (as repr does)."""
    return repr(str(path))


def _records_refusal(folder: Path, game: str, jobs: list, overwrite: bool) -> str:
    """Why the records cannot go into ``folder`` ('' when they can); makes the folder."""
    try:
        folder.mkdir(exist_ok=True)
    except OSError as exc:
        return f"{_shown(folder)}: cannot create the folder ({exc.strerror or exc})"
    if overwrite:
        return ""
    from ai.tools.arena import record_file_name

    names = [record_file_name(game, job[5], job[2]) for job in jobs]
    taken = [name for name in names if os.path.lexists(folder / name)]
    if not taken:
        return ""
    more = f" (and {len(taken) - 1} more)" if len(taken) > 1 else ""
    return (f"{_shown(folder)} already holds {_shown(Path(taken[0]))}{more}: use --overwrite "
            "to replace them, or another folder")


def _write(path: Path, record: GameRecord, overwrite: bool) -> str:
    """Write one game's record; the problem line ('' when written)."""
    from game.engine.record import write_record

    if not overwrite and os.path.lexists(path):  # it appeared while the games ran
        return f"--records: {_shown(path)} appeared meanwhile and was not replaced"
    try:
        write_record(path, record)
    except OSError as exc:
        return f"--records: {_shown(path)}: cannot be written ({exc.strerror or exc})"
    return ""
