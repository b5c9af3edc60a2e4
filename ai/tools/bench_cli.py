"""``python -m game bench``: the pure-Python path against the Cython fast path, side by side.

"python" is always what a player without the extension runs (the rules engine's own
code); "cython" is the compiled fast path. For each game (one player count):

- playouts/s: a rollout with the rollout policy of the chosen AI level, from the same
  determinized states: the engine's Python rollout (ai.rollout.python_rollout on a
  copy) against the AI's compiled rollout hook (state -> compact arrays -> playout);
- region scorings/s: the engine's own region scoring of a board (Akropolis: the city
  evaluation R7-R9; Capital: the district analysis with park and commerce scores;
  Ginkgopolis: the districts and their ranking) against the compiled scorer
  (cext/regions) called once per board from Python, on the same boards of real
  engine games (an Akropolis board carries the list of its built spaces, as the
  engine's city does and as the playout makes it while copying its window);
- region scorings/s, kernel loop (``region_scoring_kernel_per_s``): the same engine
  figure against the compiled scorer scoring the same boards in a loop inside C (one
  call scores the whole batch, ``cext.regions.BoardBatch``: no Python call per board;
  its results are checked equal to the per-call scorer's first). It shows the
  kernel's own speed; the per-call figure above adds Python's call and argument
  overhead;
- MCTS iterations/s: whole decisions of the AI's search (ai.mcts.Search at that
  level, its own iteration budget, root ordering included) as it runs without the
  extension (the engine's states and Python rollout) and with it (descent and
  rollouts on the game's compiled world);
- hard_decision_ms: mean and 95th percentile of whole ``hard`` decisions as the AI
  makes them (the level as shipped, compiled when active) from varied positions.

Each figure is the median of ``--repeats`` (MCTS: ``--mcts-repeats``) timed batches;
the two implementations alternate inside every repeat, so load on the machine hits
both alike (on a shared virtual machine a slow spell of a second or two is common;
seven repeats keep one from moving a median). A game with no compiled fast path shows
"missing" (null in ``--json``), never a made-up number.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import itertools
import json
import math
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

HELP = "measure the Cython fast path against the pure-Python path (playouts, regions, MCTS)"


def _games(text: str) -> list[str]:
    """A comma-separated list of installed games (empty: all)."""
    from game.engine.cliargs import game_name

    return [game_name(name.strip()) for name in text.split(",") if name.strip()]


def _level_names(text: str) -> list[str]:
    """A comma-separated list of AI level names (at least one)."""
    from ai.levels import get_level

    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise argparse.ArgumentTypeError("expected at least one AI level name")
    for name in names:
        try:
            get_level(name)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return names


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the bench subcommand (bad values: one line and exit status 2)."""
    from game.engine.cliargs import float_range, int_range, seed

    parser.epilog = (
        "Region scorings are timed twice on the compiled side against the same engine "
        "figure: one Python call per board (region_scoring_per_s) and the same boards "
        "scored in one loop inside C, after checking it gives the per-call results "
        "(region_scoring_kernel_per_s: the kernel without Python's call overhead).")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--repeats", type=int_range(1, 1000), default=7,
                        help="timed batches per figure (default 7)")
    parser.add_argument("--seconds", type=float_range(0.001, 600.0), default=0.25,
                        help="target length of one timed batch (default 0.25)")
    parser.add_argument("--players", type=int_range(1, 8), default=2,
                        help="player count (default 2)")
    parser.add_argument("--games", type=_games, default=[],
                        help="comma-separated games (default: all)")
    parser.add_argument("--levels", type=_level_names, default=["hard", "normal"],
                        help="AI levels (comma-separated) whose searches are timed; the "
                        "first also gives the playouts' rollout policy (default hard,normal)")
    parser.add_argument("--seed", type=seed, default=1, help="seed of the sampled positions")
    parser.add_argument("--mcts-iterations", type=int_range(0, 10_000_000), default=0,
                        help="iterations of each timed search (default: the level's own)")
    parser.add_argument("--mcts-positions", type=int_range(1, 10_000), default=3,
                        help="positions searched per MCTS figure (default 3)")
    parser.add_argument("--mcts-repeats", type=int_range(1, 1000), default=3,
                        help="repeats of the MCTS figures (default 3)")
    parser.add_argument("--hard-positions", type=int_range(1, 10_000), default=20,
                        help="positions of the hard_decision_ms figure (default 20)")


# ---- timing ----------------------------------------------------------------------


Runner = Callable[[int], Any]
"""run(count): do ``count`` units of work (the loop is the runner's, so the harness adds
no call per unit)."""


def _batch(run: Runner, count: int) -> float:
    """Units per second over one batch of ``count`` units."""
    start = time.perf_counter()
    run(count)
    return count / (time.perf_counter() - start)


def _calibrate(run: Runner, seconds: float) -> int:
    """How many units fill about ``seconds`` (at least 1); also warms the work up."""
    count = 1
    while True:
        start = time.perf_counter()
        run(count)
        took = time.perf_counter() - start
        if took >= seconds / 10 or count >= 1 << 22:
            return max(1, int(count * seconds / max(took, 1e-9)))
        count *= 4


def side_by_side(
    sides: dict[str, Runner | None], repeats: int, seconds: float,
    progress: Callable[[str], None],
) -> dict[str, float | None]:
    """Median units/s of each side; the sides alternate inside every repeat."""
    counts = {name: _calibrate(run, seconds) for name, run in sides.items() if run}
    rates: dict[str, list[float]] = {name: [] for name in counts}
    for rep in range(repeats):
        for name, count in counts.items():
            progress(f"{name} {rep + 1}/{repeats}")
            rates[name].append(_batch(sides[name], count))  # type: ignore[arg-type]
    return {name: (statistics.median(rates[name]) if name in rates else None)
            for name in sides}


def _ratio(figure: dict[str, float | None]) -> dict[str, float | None]:
    py, cy = figure.get("python"), figure.get("cython")
    ratio = cy / py if py and cy else None
    return {"python": py, "cython": cy, "ratio": ratio}


# ---- workloads -------------------------------------------------------------------


def _positions(game: str, players: int, seed: int, count: int) -> list[Any]:
    """Determinized states at seeded random points of random games (not finished)."""
    from game import rules
    from game.engine.rng import GameRNG

    rng = GameRNG(seed)
    found: list[Any] = []
    tries = 0
    while len(found) < count and tries < 50 * count:
        tries += 1
        state = rules.get(game).new_game(players, seed=rng.next_u64() & 0xFFFFFFFF)
        stop = rng.randrange(40)
        for _ in range(stop):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        seat = state.current_player
        if not state.is_terminal() and seat is not None:
            found.append(state.determinize(seat, rng))
    return found


def _finished(game: str, players: int, seed: int, count: int) -> list[Any]:
    """Finished random games (their boards are the region scorers' input)."""
    from game import rules
    from game.engine.conformance import random_playout

    return [random_playout(rules.get(game), players, {}, seed + i, check=False)
            for i in range(count)]


def bench_playouts(game: str, players: int, args: argparse.Namespace,
                   progress: Callable[[str], None]) -> dict[str, float | None]:
    """Playouts/s of the engine's Python rollout and of the compiled rollout hook (the
    game's bench settings, ``ai.games.bench_of``)."""
    from ai.games import bench_of

    settings = bench_of(game)
    if settings is None or settings.playout_with is None or settings.playout_module is None:
        return _ratio({"python": None, "cython": None})
    from ai.fast import load
    from ai.rollout import python_rollout
    from game.engine.rng import GameRNG

    playout_with = settings.playout_with
    compiled = load(settings.playout_module, even_if_forced_off=True)
    level = _search_level(_levels(args)[0], game, 1)
    policy = _policy(level)
    states = _positions(game, players, args.seed, 16)

    def engine(count: int) -> None:
        for i in range(count):
            python_rollout(states[i % len(states)].clone(), policy, GameRNG(i))

    def fast(count: int) -> None:
        for i in range(count):
            playout_with(compiled, states[i % len(states)], policy, i)

    return _ratio(side_by_side(
        {"python": engine, "cython": fast if compiled else None},
        args.repeats, args.seconds, progress))


def _policy(level: Any) -> Any:
    from ai.policies import make_policy

    return make_policy(level.rollout_policy, level.epsilon, level.greedy_sample,
                       level.rollout_depth)


def bench_regions(game: str, players: int, args: argparse.Namespace,
                  progress: Callable[[str], None]) -> dict[str, dict[str, float | None]]:
    """Region scorings/s of the engine's own scoring and of the compiled scorer, on the
    boards of real finished games: ``per_call`` (one Python call per board) and
    ``kernel`` (the same boards scored in one loop inside C, results checked equal to
    the per-call ones). The three sides alternate in every repeat."""
    from ai.fast import load
    from ai.games import bench_of

    settings = bench_of(game)
    missing = _ratio({"python": None, "cython": None})
    if (settings is None or settings.region_score is None or settings.region_board is None
            or settings.region_kernel is None):
        return {"per_call": missing, "kernel": missing}
    compiled = load("regions", even_if_forced_off=True)
    finished = []
    for state in _finished(game, players, args.seed, 8):
        seats = 1 if settings.shared_board else state.num_players
        finished += [(state, seat) for seat in range(seats)]
    engine_score = settings.region_score
    region_board, region_kernel = settings.region_board, settings.region_kernel

    def engine(count: int) -> None:
        for state, seat in itertools.islice(itertools.cycle(finished), count):
            engine_score(state, seat)

    fast = kernel = None
    if compiled is not None:
        boards = [region_board(state, seat) for state, seat in finished]
        scorer = region_kernel(compiled)

        def fast(count: int) -> None:
            for board in itertools.islice(itertools.cycle(boards), count):
                scorer(*board)

        batch = compiled.BoardBatch(game, boards)
        per_call = [scorer(*board) for board in boards]
        if batch.score(len(boards)) != per_call:
            raise RuntimeError(f"{game}: the kernel loop scores differ from the per-call ones")
        kernel = batch.score

    rates = side_by_side({"python": engine, "cython": fast, "kernel": kernel}, args.repeats,
                         args.seconds, progress)
    return {"per_call": _ratio({"python": rates["python"], "cython": rates["cython"]}),
            "kernel": _ratio({"python": rates["python"], "cython": rates["kernel"]})}


def _levels(args: argparse.Namespace) -> list[str]:
    levels = args.levels
    if isinstance(levels, str):  # called with a plain namespace
        levels = _level_names(levels)
    return list(levels)


#: the search budget of a level that has only a time budget
DEFAULT_SEARCH_ITERATIONS = 400


def _search_level(name: str, game: str, iterations: int) -> Any:
    """The level ``name`` as it plays ``game``, by iterations only (``iterations`` > 0
    replaces the level's own budget), so both sides of a figure do the same work."""
    from ai.levels import get_level

    level = get_level(name).for_game(game)
    budget = iterations or level.iterations or DEFAULT_SEARCH_ITERATIONS
    return dataclasses.replace(level, iterations=budget, time_ms=0, games={})


def bench_mcts(game: str, players: int, args: argparse.Namespace,
               progress: Callable[[str], None], level_name: str) -> dict[str, float | None]:
    """MCTS iterations/s of whole decisions without the extension and with it.

    One repeat = for each sampled position, one whole decision as the level makes it:
    a fresh search with the level's settings and iteration budget (no time budget),
    from its first iteration (which orders the root moves) to its last. Without the
    extension the search runs as a player without it has it (``compiled=False``: the
    engine's states, rollouts and root ordering); with it, as the AI runs it then
    (the descent and the rollouts on the game's compiled world, compiled helpers).
    """
    from ai import fast
    from ai.mcts import Search

    states = _positions(game, players, args.seed + 1, args.mcts_positions)
    level = _search_level(level_name, game, args.mcts_iterations)
    sides = {"python": False, "cython": True} if fast.EXTENSION_ACTIVE else {"python": False}
    rates: dict[str, list[float]] = {name: [] for name in sides}
    for rep in range(args.mcts_repeats):
        for name, compiled in sides.items():
            progress(f"{name} {rep + 1}/{args.mcts_repeats} ({len(states)} decisions of "
                     f"{level.iterations} iterations)")
            took = 0.0
            iterations = 0
            for index, state in enumerate(states):
                search = Search(state, level, args.seed + index, compiled=compiled)
                start = time.perf_counter()
                search.run()
                took += time.perf_counter() - start
                iterations += search.iterations
            rates[name].append(iterations / took)
    return _ratio({name: statistics.median(rates[name]) if name in rates else None
                   for name in ("python", "cython")})


def bench_hard_decisions(game: str, players: int, args: argparse.Namespace,
                         progress: Callable[[str], None]) -> dict[str, float]:
    """Milliseconds of whole ``hard`` decisions as the AI makes them (the level as
    shipped: its iteration budget and time cap, the compiled path when active), one
    fresh search per position, from ``--hard-positions`` varied positions."""
    from ai.levels import get_level
    from ai.mcts import Search

    level = get_level("hard")
    states = _positions(game, players, args.seed + 2, args.hard_positions)
    times = []
    for index, state in enumerate(states):
        progress(f"decision {index + 1}/{len(states)}")
        search = Search(state, level, args.seed + index)
        start = time.perf_counter()
        search.run()
        search.choose()
        times.append((time.perf_counter() - start) * 1000.0)
    ordered = sorted(times)
    p95 = ordered[max(1, math.ceil(0.95 * len(ordered))) - 1]
    return {"mean": statistics.fmean(times), "p95": p95}


# ---- output ----------------------------------------------------------------------


def _fmt(value: float | None, ratio: bool = False) -> str:
    if value is None:
        return "missing"
    if ratio:
        return f"{value:.1f}x"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.1f}"


def table(result: dict[str, Any]) -> str:
    """The human-readable table."""
    lines = [f"extension built: {'yes' if result['extension'] else 'no'}",
             f"{'game':<12} {'players':>7}  {'per second':<32} {'python':>11} "
             f"{'cython':>11} {'ratio':>8}"]
    for game, entry in result["games"].items():
        rows = [(f"playouts ({entry['rollout_policy']})", entry["playouts_per_s"]),
                ("region scorings", entry["region_scoring_per_s"]),
                ("region scorings (kernel loop)", entry["region_scoring_kernel_per_s"])]
        rows += [(f"MCTS iterations ({name})", fig)
                 for name, fig in entry["mcts_by_level"].items()]
        for index, (label, fig) in enumerate(rows):
            lines.append(
                f"{game if index == 0 else '':<12} {entry['players'] if index == 0 else '':>7}  "
                f"{label:<32} {_fmt(fig['python']):>11} {_fmt(fig['cython']):>11} "
                f"{_fmt(fig['ratio'], True):>8}")
        hard = entry["hard_decision_ms"]
        lines.append(f"{'':<12} {'':>7}  {'hard decision ms (mean, p95)':<32} "
                     f"{_fmt(hard['mean']):>11} {_fmt(hard['p95']):>11}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Measure every game and print the table (or JSON)."""
    from ai import fast
    from game import rules

    games = (_games(args.games) if isinstance(args.games, str) else list(args.games)) or (
        rules.names())
    levels = _levels(args)
    result: dict[str, Any] = {"extension": fast.EXTENSION_BUILT, "games": {}}
    for game in games:
        counts = rules.get(game).player_counts
        players = args.players if args.players in counts else counts[0]

        def progress(text: str, where: str) -> None:
            print(f"bench {where}: {text}", file=sys.stderr, flush=True)

        where = f"{game} {players}p"
        entry: dict[str, Any] = {
            "players": players,
            "rollout_policy": _search_level(levels[0], game, 1).rollout_policy,
            "playouts_per_s": bench_playouts(
                game, players, args, functools.partial(progress, where=f"{where} playouts")),
        }
        regions = bench_regions(game, players, args,
                                functools.partial(progress, where=f"{where} regions"))
        entry["region_scoring_per_s"] = regions["per_call"]
        entry["region_scoring_kernel_per_s"] = regions["kernel"]
        entry["mcts_by_level"] = {
            name: bench_mcts(game, players, args,
                             functools.partial(progress, where=f"{where} MCTS {name}"), name)
            for name in levels
        }
        entry["mcts_iterations_per_s"] = entry["mcts_by_level"][levels[0]]
        entry["mcts_level"] = levels[0]
        entry["hard_decision_ms"] = bench_hard_decisions(
            game, players, args, functools.partial(progress, where=f"{where} hard decisions"))
        result["games"][game] = entry
    if args.json:
        print(json.dumps(result, allow_nan=False, default=_no_nan))
    else:
        print(table(result))
    return 0


def _no_nan(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    raise TypeError(f"cannot encode {value!r}")
