"""``polis tune``: search level keys for a custom level that wins a target share of its
games against a level, and write it as a ready ``[ai.<name>]`` table."""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from ai.tools.executor import ClusterError, add_cluster_argument
from game.engine import cliargs

HELP = (
    "search AI level keys (Optuna) for a custom level that wins a target share of its games "
    "against a level, seats rotated and deals paired; resumable from --study; prints (and "
    "writes with --out) the best level as a settings table with its measured 95% interval"
)
INSTALL_HINT = "pip install 'polis-arcade[tune]'"


def optuna_installed() -> bool:
    """True when the ``optuna`` package can be imported."""
    return importlib.util.find_spec("optuna") is not None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--game, --players, --against, --target, --keys, --budget-ms, --trials, ..."""
    from ai.tools.tune import DEFAULT_KEYS, SPACES

    parser.add_argument("--game", required=True, help="game name (see `polis info`)")
    parser.add_argument("--players", type=cliargs.int_range(2, 5), default=2,
                        help="seats at the table (default 2)")
    parser.add_argument("--against", required=True,
                        help="the level (or baseline random/greedy) to measure against")
    parser.add_argument("--target", required=True, type=cliargs.float_range(0.01, 0.99),
                        help="the share of games the tuned level should win against it, e.g. "
                        "0.5 (as strong) or 0.3 (a bit weaker)")
    ranges = "; ".join(f"{k} {s.describe()}" for k, s in SPACES.items() if k != "iterations")
    parser.add_argument("--keys", default=",".join(DEFAULT_KEYS),
                        help=f"comma-separated level keys to search (default "
                        f"{','.join(DEFAULT_KEYS)}); the ranges searched: iterations 4 up to "
                        f"4x the opponent's (at least 2000), log scale; {ranges}")
    parser.add_argument("--max-iterations", type=cliargs.int_range(4, 10_000_000), default=0,
                        help="the top of the iterations range searched (default 4x the "
                        "opponent's, at least 2000); a lower one makes a cheap search")
    parser.add_argument("--base", default=None,
                        help="the level the tuned one starts from (default: --against, or "
                        "normal against a baseline)")
    parser.add_argument("--name", default="tuned",
                        help="the tuned level's name in the table (default tuned)")
    parser.add_argument("--budget-ms", type=cliargs.int_range(0, 600_000), default=0,
                        help="think-time cap per move of the tuned level, in ms (its time_ms; "
                        "default 0: iterations alone)")
    parser.add_argument("--trials", type=cliargs.int_range(1, 10_000), default=30,
                        help="candidate levels to try, counting those of a resumed study "
                        "(default 30)")
    parser.add_argument("--games-per-trial", type=cliargs.int_range(2, 100_000), default=20,
                        help="games each candidate plays, a multiple of --players so every "
                        "deal is played from every seat (default 20)")
    parser.add_argument("--confirm", type=cliargs.int_range(0, 100_000), default=0,
                        help="after the search, play this many more games on fresh deals "
                        "with each of the 3 trials closest to the target, and choose among "
                        "them by all their games (a multiple of --players; default 0: the "
                        "closest trial as measured)")
    parser.add_argument("--seed", type=cliargs.seed, default=1, help="master seed (default 1)")
    parser.add_argument("--jobs", type=cliargs.int_range(1, 256), default=1,
                        help="parallel processes (default 1)")
    add_cluster_argument(parser)
    parser.add_argument("--iterations-only", action="store_true",
                        help="every level plays by its iterations alone, time caps off (then "
                        "--budget-ms cannot be used)")
    parser.add_argument("--study", metavar="FILE", type=cliargs.output_file,
                        help="keep the search in this SQLite file after every trial; an "
                        "existing study of the same plan is resumed")
    parser.add_argument("--out", metavar="FILE", type=cliargs.output_file,
                        help="also write the best level's table to this new TOML file (an "
                        "existing file is never overwritten)")
    parser.add_argument("--quiet", action="store_true", help="no progress line")


def _plan(args: argparse.Namespace) -> Any:
    """The checked plan; ValueError with one line naming the argument."""
    import ai
    from ai.levels import BASELINES, _usable_name
    from ai.tools import tune

    problem = cliargs.table_problem(args.game, args.players)
    if problem:
        raise ValueError(problem)
    levels = ai.level_names()
    if args.against not in [*levels, *BASELINES]:
        raise ValueError(f"--against: unknown level {args.against!r} "
                         f"(known: {', '.join([*levels, *BASELINES])})")
    base = args.base or (args.against if args.against in levels else "normal")
    if base not in levels:
        raise ValueError(f"--base: unknown level {base!r} (known: {', '.join(levels)})")
    if not _usable_name(args.name) or args.name in levels or args.name in BASELINES:
        raise ValueError(f"--name: {args.name!r} must be a new level name (1 to 24 letters, "
                         "digits, spaces, '-' or '_', not an existing level)")
    try:
        keys = tune.check_keys(args.keys)
    except ValueError as exc:
        raise ValueError(f"--keys: {exc}") from None
    if args.games_per_trial % args.players:
        raise ValueError(f"--games-per-trial: {args.games_per_trial} is not a multiple of "
                         f"{args.players} players")
    if args.confirm % args.players:
        raise ValueError(f"--confirm: {args.confirm} is not a multiple of {args.players} "
                         "players")
    if args.budget_ms and args.iterations_only:
        raise ValueError("--budget-ms: a think-time budget needs the time caps on (drop "
                         "--iterations-only)")
    if args.out is not None and Path(args.out).exists():
        raise ValueError(f"--out: {str(args.out)!r} exists; choose a new file")
    return tune.Plan(args.game, args.players, args.against, args.target, keys, base,
                     args.name, args.budget_ms, args.games_per_trial, args.seed,
                     args.iterations_only, args.max_iterations)


class Progress:
    """One line on stderr: trial, games of this trial, the best level so far."""

    def __init__(self, trials: int, games: int, stream: TextIO | None = None) -> None:
        self.trials, self.games = trials, games
        self.stream = stream if stream is not None else sys.stderr
        self.best = "none yet"
        self.start = time.perf_counter()
        self.width = 0

    def show(self, trial: int | str, done: int, games: int | None = None) -> None:
        elapsed = time.perf_counter() - self.start
        games = self.games if games is None else games
        filled = int(20 * done / games) if games else 20
        what = f"trial {trial}/{self.trials}" if isinstance(trial, int) else trial
        line = (f"[{'#' * filled}{'-' * (20 - filled)}] {what}, game "
                f"{done}/{games}, {elapsed:.0f}s | best so far: {self.best}")[:200]
        self.stream.write("\r" + line.ljust(self.width))
        self.width = len(line)
        self.stream.flush()

    def set_best(self, result: Any) -> None:
        from ai.tools.tune import describe

        lo, hi = result.interval()
        self.best = (f"{describe(result.values)}: {100 * result.rate:.0f}% "
                     f"({100 * lo:.0f}-{100 * hi:.0f}%) of {result.games}")

    def end(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def _confirm(args: argparse.Namespace, plan: Any, study: Any, results: list[Any],
             confirmed: dict[int, tuple[float, int]], runner: Any, bar: Progress | None) -> Any:
    """Play ``--confirm`` more games with each of the trials closest to the target (kept
    in the study as they finish); the best of them by all their games."""
    from ai.tools import tune

    top = tune.to_confirm(plan, results)
    for rank, result in enumerate(top, 1):
        if result.number not in confirmed:
            def on_game(done: int, _wins: float, rank: int = rank) -> None:
                if bar:
                    bar.show(f"confirming {rank}/{len(top)}", done, args.confirm)

            if bar:
                on_game(0, 0.0)
            confirmed[result.number] = tune.play_trial(
                plan, tune.CONFIRM_OFFSET + result.number,
                tune.candidate(plan, result.values), args.jobs, on_game, runner,
                games=args.confirm)
            study.set_user_attr("confirmed", {str(n): list(v) for n, v in confirmed.items()})
    pooled = [tune.Result(r.number, r.values, r.wins + confirmed[r.number][0],
                          r.games + confirmed[r.number][1], confirmed[r.number][1])
              for r in top]
    chosen = tune.best(plan, pooled)
    if bar and chosen:
        bar.set_best(chosen)
    return chosen


def run(args: argparse.Namespace) -> int:
    """Check everything, search (resuming), print and write the best level's table."""
    from ai.tools import tune
    from ai.tools.executor import open_executor
    from game.engine.atomic import write_atomic

    try:
        plan = _plan(args)
        if not optuna_installed():
            raise ValueError(f"needs Optuna, which is not installed ({INSTALL_HINT})")
    except ValueError as exc:
        print(f"polis tune: {exc}", file=sys.stderr)
        return 2
    try:
        study = tune.open_study(plan, Path(args.study) if args.study else None)
        results = tune.finished_trials(plan, study)
        confirmed = tune.confirmed_games(plan, study, results, args.confirm)
    except ValueError as exc:
        if args.study and "cannot resume" not in str(exc):
            exc = ValueError(f"{args.study}: cannot resume: {exc}")
        print(f"polis tune: {exc}", file=sys.stderr)
        return 2
    import optuna

    high = tune.iterations_high(plan)
    bar = None if args.quiet else Progress(args.trials, plan.games)
    current = tune.best(plan, results)
    if bar and current:
        print(f"resuming: {len(results)} of {args.trials} trials already played",
              file=sys.stderr)
        bar.set_best(current)
    try:
        runner = open_executor(args.cluster, args.jobs)
    except ClusterError as exc:
        print(f"polis tune: {exc}", file=sys.stderr)
        return 2
    try:
        while len(results) < args.trials:
            trial = study.ask()
            values = tune.suggest(trial, plan.keys, high)
            number = len(results) + 1

            def on_game(done: int, _wins: float, number: int = number) -> None:
                if bar:
                    bar.show(number, done)

            if bar:
                bar.show(number, 0)
            try:
                wins, games = tune.play_trial(plan, trial.number, tune.candidate(plan, values),
                                              args.jobs, on_game, runner)
            except BaseException:
                study.tell(trial, state=optuna.trial.TrialState.FAIL)
                raise
            trial.set_user_attr("wins", wins)
            trial.set_user_attr("games", games)
            study.tell(trial, tune.objective_value(plan, wins, games))
            results.append(tune.Result(trial.number, values, wins, games))
            current = tune.best(plan, results)
            if bar and current:
                bar.set_best(current)
        if args.confirm:
            current = _confirm(args, plan, study, results, confirmed, runner, bar)
    finally:
        runner.close()
        if bar:
            bar.end()
    assert current is not None
    table = tune.toml_table(plan, current, len(results))
    print(table, end="")
    if args.out is not None:
        write_atomic(args.out, table.encode("utf-8"))
    return 0
