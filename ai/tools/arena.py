"""Bot-vs-bot matches: play games with rotated seats in parallel and summarise them."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ai import bots
from ai.bots import Bot
from ai.levels import BASELINES, Level, get_level
from game.engine import record as records
from game.engine.rng import splitmix64_next

if TYPE_CHECKING:
    from ai.tools.executor import Executor

MAX_MOVES = 20_000
#: seat colour names of a written record (the app's seat colours, in its order)
RECORD_COLOURS = ("orange", "sky", "green", "yellow", "blue", "vermilion", "pink")


@dataclass
class GameRecord:
    """One finished game: which bot sat where, scores, winners and think times."""

    index: int
    seats: list[str]
    scores: list[int]
    winners: list[int]
    think_ms: list[list[float]]
    seconds: float
    #: the whole game as a record (game, seats, seed, every action with its think time)
    record: records.GameRecord | None = None


@dataclass
class BotSummary:
    """Aggregated results of one bot name over every seat it played."""

    games: int = 0
    wins: float = 0.0
    scores: list[float] = field(default_factory=list)
    margins: list[float] = field(default_factory=list)
    think_ms: list[float] = field(default_factory=list)


def seating(names: Sequence[str], players: int, index: int) -> list[str]:
    """Who sits where in game ``index``: the list rotated by ``index`` (mod players)."""
    base = [names[i % len(names)] for i in range(players)]
    shift = index % players
    return base[shift:] + base[:shift]


def mix(*values: int) -> int:
    """A 64-bit seed mixed from integers (SplitMix64 steps)."""
    state = 0x243F6A8885A308D3
    for value in values:
        state, out = splitmix64_next(state ^ (value & ((1 << 64) - 1)))
        state = out
    return state


def play_game(
    game: str, players: int, seats: list[str], game_seed: int, bot_seed: int, index: int,
    levels: Mapping[str, Level] | None = None,
) -> GameRecord:
    """Play one game between fresh bots; every bot decision gets its own seed.

    ``levels`` gives the level of a seat name (else it is looked up by name here)."""
    from game import rules

    start = time.perf_counter()
    state = rules.get(game).new_game(players=players, seed=game_seed)
    levels = levels or {}
    # a Level passes through the bot's level lookup (a worker elsewhere plays the same)
    bots = [Bot(levels[name]) if name in levels else Bot(name)  # type: ignore[arg-type]
            for name in seats]
    record = records.new_record(game, record_seats(seats), game_seed, {})
    moves = 0
    while state.current_player is not None:
        if moves >= MAX_MOVES:
            raise RuntimeError(f"{game}: game {index} did not end after {MAX_MOVES} moves")
        seat = state.current_player
        action = bots[seat].choose(state, mix(bot_seed, index, seat, moves))
        state.apply(action)
        record.add(seat, str(action),
                   round(bots[seat].think_ms[-1]))
        moves += 1
    record.finished(state)
    return GameRecord(
        index=index,
        seats=list(seats),
        scores=list(state.scores()),
        winners=list(state.winners()),
        think_ms=[bot.think_ms for bot in bots],
        seconds=time.perf_counter() - start,
        record=record,
    )


def record_seats(seats: Sequence[str]) -> list[records.SeatEntry]:
    """Record seats for bots: named after the bot (numbered when a bot sits twice)."""
    entries = []
    for i, name in enumerate(seats):
        shown = name.capitalize() if seats.count(name) == 1 else f"{name.capitalize()} {i + 1}"
        entries.append(records.SeatEntry(shown, f"ai:{name}",
                                         RECORD_COLOURS[i % len(RECORD_COLOURS)]))
    return entries


def record_name(game: str, result: GameRecord) -> str:
    """The file name of an arena game's record: game, index and seating."""
    return record_file_name(game, result.index, result.seats)


def record_file_name(game: str, index: int, seats: Sequence[str]) -> str:
    """The record file name of game ``index`` (0-based) with this seating."""
    return f"{game}-{index + 1:04d}-{'-'.join(seats)}.toml"


Job = tuple[str, int, list[str], int, int, int]
#: one task: the job, the levels of its seats (as plain data), iterations only
Task = tuple[Job, dict[str, dict[str, Any]], bool]


def play_task(task: Task) -> GameRecord:
    """Play one scheduled game in a worker (a pool process or a cluster task)."""
    job, level_data, iterations_only = task
    levels = {name: Level.from_dict(data) for name, data in level_data.items()}
    bots.set_iterations_only(iterations_only)
    try:
        return play_game(*job, levels=levels)
    finally:
        bots.set_iterations_only(False)


def resolve_levels(
    jobs: Sequence[Job], extra: Mapping[str, Level] | None = None
) -> dict[str, dict[str, Any]]:
    """The level of every seat name in ``jobs`` (``extra`` first, then the level files),
    as plain data to send with each task; the baselines need none."""
    extra = extra or {}
    names = {name for job in jobs for name in job[2] if name not in BASELINES}
    return {name: (extra[name] if name in extra else get_level(name)).to_dict()
            for name in sorted(names)}


def schedule(
    game: str, players: int, names: Sequence[str], games: int, seed: int
) -> list[Job]:
    """The games to play: each rotation of the seats plays the same deal (same seed).

    Deal seeds are 63-bit so that a game's record (TOML: signed 64-bit integers) holds them.
    """
    jobs = []
    for index in range(games):
        deal = index // players
        seats = seating(names, players, index)
        jobs.append((game, players, seats, mix(seed, deal) >> 1, mix(seed, 7, index), index))
    return jobs


def run_games(
    jobs: list[Job],
    processes: int,
    on_done: Callable[[GameRecord, int], None] | None = None,
    iterations_only: bool = False,
    cluster: str | None = None,
    levels: Mapping[str, Level] | None = None,
    executor: Executor | None = None,
) -> list[GameRecord]:
    """Play the games, in ``processes`` worker processes when more than 1, or on the Ray
    cluster ``cluster`` (``"local"`` starts one here), or on ``executor`` when given.

    ``iterations_only`` plays every level by its iterations, its time cap off; ``levels``
    are levels not in the level files (``polis tune``'s trials). ``on_done`` is called
    as each game finishes."""
    from ai.tools.executor import open_executor

    tasks: list[Task] = [(job, resolve_levels([job], levels), iterations_only)
                         for job in jobs]
    results: list[GameRecord] = []
    own = executor is None
    runner = open_executor(cluster, processes) if executor is None else executor
    try:
        for record in runner.map_unordered(play_task, tasks):
            results.append(record)
            if on_done:
                on_done(record, len(results))
    finally:
        if own:
            runner.close()
    results.sort(key=lambda r: r.index)
    return results


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score 95% interval for a proportion (shared wins count fractionally)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (nearest rank) of ``values``; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100.0 * len(ordered)))
    return ordered[rank - 1]


def summarise(records: Sequence[GameRecord]) -> dict[str, BotSummary]:
    """Per bot name: games, wins (1/k for a k-way shared win), scores, margins, times."""
    table: dict[str, BotSummary] = {}
    for record in records:
        n = len(record.scores)
        for seat, name in enumerate(record.seats):
            summary = table.setdefault(name, BotSummary())
            summary.games += 1
            if seat in record.winners:
                summary.wins += 1.0 / len(record.winners)
            score = record.scores[seat]
            others = [record.scores[s] for s in range(n) if s != seat]
            summary.scores.append(score)
            summary.margins.append(score - max(others) if others else score)
            summary.think_ms.extend(record.think_ms[seat])
    return table


def report(game: str, players: int, records: Sequence[GameRecord]) -> dict[str, Any]:
    """The JSON-ready report (see ``polis arena --help``)."""
    bots = {}
    for name, s in summarise(records).items():
        lo, hi = wilson(s.wins, s.games)
        bots[name] = {
            "games": s.games,
            "wins": round(s.wins, 4),
            "win_rate": round(s.wins / s.games, 4) if s.games else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)],
            "mean_score": round(sum(s.scores) / len(s.scores), 3) if s.scores else 0.0,
            "mean_margin": round(sum(s.margins) / len(s.margins), 3) if s.margins else 0.0,
            "think_ms_mean": (
                round(sum(s.think_ms) / len(s.think_ms), 2) if s.think_ms else 0.0
            ),
            "think_ms_p95": round(percentile(s.think_ms, 95), 2),
        }
    return {"game": game, "players": players, "games": len(records), "bots": bots}


def format_table(data: dict[str, Any]) -> str:
    """The report as an aligned text table."""
    header = (
        f"{'bot':<12} {'seats':>5} {'wins':>7} {'win%':>6} {'95% CI':>15} "
        f"{'score':>7} {'margin':>7} {'ms/move':>8} {'p95 ms':>8}"
    )
    lines = [
        f"{data['game']}, {data['players']} players, {data['games']} games",
        header,
        "-" * len(header),
    ]
    for name, b in data["bots"].items():
        lo, hi = b["ci95"]
        lines.append(
            f"{name:<12} {b['games']:>5} {b['wins']:>7.2f} {100 * b['win_rate']:>5.1f}% "
            f"{f'{100 * lo:.1f}-{100 * hi:.1f}%':>15} {b['mean_score']:>7.1f} "
            f"{b['mean_margin']:>+7.1f} {b['think_ms_mean']:>8.1f} {b['think_ms_p95']:>8.1f}"
        )
    return "\n".join(lines)


class ProgressBar:
    """A one-line progress bar with ETA on a text stream (stderr)."""

    def __init__(self, total: int, stream: Any = None, width: int = 30,
                 unit: str = "games") -> None:
        self.total = total
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.start = time.perf_counter()

    def update(self, done: int) -> None:
        elapsed = time.perf_counter() - self.start
        eta = elapsed / done * (self.total - done) if done else 0.0
        filled = int(self.width * done / self.total) if self.total else self.width
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(
            f"\r[{bar}] {done}/{self.total} {self.unit}  {elapsed:6.0f}s elapsed  "
            f"ETA {eta:6.0f}s"
        )
        if done >= self.total:
            self.stream.write("\n")
        self.stream.flush()
