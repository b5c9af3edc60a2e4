"""The difficulty ladder: a round robin of the AI presets and the baselines, rated as Elo.

The *rungs* of the ladder are the pairs that decide whether it is even: each preset
against the next one up, and each baseline against the lowest preset. They play
``games_per_pair`` games; every other pair plays ``other_games`` (a pair five rungs
apart tells little, so fewer of its games are needed for the fit). Seats are rotated
(with more than two seats the pair alternates which bot fills the extra seats). Each game gives
one result for the pair: the bot whose best seat placed higher (winners first, then
score) scores 1, an equal placing 0.5. The results feed ``ai.tools.elo.fit_elo`` with
``random`` as the anchor (Elo 0).

Results are kept per game in the JSON, so an interrupted run resumes where it stopped.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ai.tools import arena
from ai.tools.elo import fit_elo
from game.engine.atomic import write_atomic
from game.engine.fields import one_line, shown
from game.engine.tomlfile import read_limited

if TYPE_CHECKING:
    from ai.tools.executor import Executor

ANCHOR = "random"
BASELINES = ("random", "greedy")
FORMAT = "polis-arcade-ladder"

Job = tuple[str, int, list[str], int, int, int]


@dataclass(frozen=True)
class Plan:
    """What a ladder run plays: the game, the table size, the bots (baselines, then the
    levels weakest first), games per rung, games per other pair, seed."""

    game: str
    players: int
    bots: tuple[str, ...]
    games_per_pair: int
    seed: int
    other_games: int | None = None
    top_games: int | None = None
    iterations_only: bool = False

    def pairs(self) -> list[tuple[str, str]]:
        """Every unordered pair of bots, in a fixed order."""
        return list(itertools.combinations(self.bots, 2))

    def rungs(self) -> list[tuple[str, str]]:
        """(lower, upper): each level against the next, each baseline against the lowest."""
        levels = [name for name in self.bots if name not in BASELINES]
        steps = list(itertools.pairwise(levels))
        if levels:
            steps = [(b, levels[0]) for b in self.bots if b in BASELINES] + steps
        return steps

    def games_for(self, pair: tuple[str, str]) -> int:
        """Games this pair plays: ``top_games`` on the highest rung, ``games_per_pair`` on
        the others, ``other_games`` off the ladder (each defaulting to games_per_pair)."""
        rungs = self.rungs()
        if pair in rungs or pair[::-1] in rungs:
            top = rungs[-1] if rungs else None
            if self.top_games is not None and top in (pair, pair[::-1]):
                return self.top_games
            return self.games_per_pair
        return self.games_per_pair if self.other_games is None else self.other_games

    def offsets(self) -> list[int]:
        """The index of each pair's first game; the last entry is the total."""
        out = [0]
        for pair in self.pairs():
            out.append(out[-1] + self.games_for(pair))
        return out

    def key(self) -> dict[str, Any]:
        """The fields a resumed run must share with the file it resumes."""
        return {
            "game": self.game,
            "players": self.players,
            "bots": list(self.bots),
            "games_per_pair": self.games_per_pair,
            "other_games": self.games_per_pair if self.other_games is None else self.other_games,
            "top_games": self.games_per_pair if self.top_games is None else self.top_games,
            "seed": self.seed,
            "iterations_only": self.iterations_only,
        }


def jobs_for(plan: Plan) -> list[tuple[int, Job]]:
    """(pair index, arena job) for every game of the plan; job index = the pair's offset
    plus the game's number within the pair."""
    out = []
    offsets = plan.offsets()
    for p, (a, b) in enumerate(plan.pairs()):
        for i in range(plan.games_for((a, b))):
            order = [a, b] if (i // plan.players) % 2 == 0 else [b, a]
            seats = arena.seating(order, plan.players, i)
            deal = i // plan.players
            index = offsets[p] + i
            job = (plan.game, plan.players, seats, arena.mix(plan.seed, p, deal),
                   arena.mix(plan.seed, 11, index), index)
            out.append((p, job))
    return out


def play_order(plan: Plan) -> list[tuple[int, Job]]:
    """The plan's games in the order they are played: the rungs first, taking turns
    between pairs (game 1 of every rung, then game 2, ...), then the other pairs the
    same way, so a run stopped early has measured every rung equally."""
    offsets = plan.offsets()
    rungs = {pair for step in plan.rungs() for pair in (step, step[::-1])}
    pairs = plan.pairs()

    def key(item: tuple[int, Job]) -> tuple[int, int, int]:
        p, job = item
        return (0 if pairs[p] in rungs else 1, job[5] - offsets[p], p)

    return sorted(jobs_for(plan), key=key)


def pair_score(seats: Sequence[str], scores: Sequence[int], winners: Sequence[int],
               a: str, b: str) -> float:
    """1 if a's best seat placed above b's best seat, 0.5 if level, else 0."""

    def best(name: str) -> tuple[int, int]:
        return max((int(s in winners), scores[s]) for s, n in enumerate(seats) if n == name)

    ra, rb = best(a), best(b)
    return 1.0 if ra > rb else 0.5 if ra == rb else 0.0


def summarise(plan: Plan, done: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """The JSON document: Elo with 95% intervals and per-pair win rates."""
    results: list[tuple[str, str, float]] = []
    pairs = []
    offsets = plan.offsets()
    rungs = plan.rungs()
    for p, (a, b) in enumerate(plan.pairs()):
        scores = [done[i]["a_score"] for i in range(offsets[p], offsets[p + 1]) if i in done]
        results.extend((a, b, s) for s in scores)
        rate = sum(scores) / len(scores) if scores else 0.0
        entry: dict[str, Any] = {"a": a, "b": b, "games": len(scores),
                                 "a_win_rate": round(rate, 4)}
        for low, high in rungs:
            if {low, high} == {a, b}:
                entry["rung"] = {"lower": low, "upper": high}
        pairs.append(entry)
    think: dict[str, list[float]] = {name: [] for name in plan.bots}
    for entry in done.values():
        for name, ms in zip(entry["seats"], entry["think_ms"], strict=True):
            think[name].extend(ms)
    ratings = fit_elo(list(plan.bots), results, ANCHOR) if results else {}
    return {
        "format": FORMAT,
        **plan.key(),
        "elo": {
            name: {"elo": round(r.elo, 1), "ci95": [round(r.low, 1), round(r.high, 1)]}
            for name, r in ratings.items()
        },
        "pairs": pairs,
        "think_ms": {
            name: {
                "mean": round(sum(v) / len(v), 1) if v else 0.0,
                "p95": round(arena.percentile(v, 95), 1),
            }
            for name, v in think.items()
        },
        "results": {str(i): done[i] for i in sorted(done)},
    }


def load_progress(path: Path, plan: Plan) -> dict[int, dict[str, Any]]:
    """Finished games from an earlier run of the same plan (empty when none).

    Raises ValueError with one line when the file belongs to another plan or is damaged.
    """
    if not path.is_file():
        return {}
    name = one_line(str(path))
    raw_bytes = read_limited(path)  # its UserFileError is a ValueError naming the file
    try:
        data = json.loads(raw_bytes.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ValueError(f"{name}: cannot resume: {one_line(str(exc))[:120]}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{name}: cannot resume: not a ladder file")
    for key, value in plan.key().items():
        if data.get(key) != value:
            raise ValueError(f"{name}: cannot resume: {key} is {shown(data.get(key))}, "
                             f"not {shown(value)}")
    done: dict[int, dict[str, Any]] = {}
    raw = data.get("results")
    if not isinstance(raw, dict):
        raise ValueError(f"{name}: cannot resume: results missing")
    seats = {job[5]: job[2] for _pair, job in jobs_for(plan)}  # who sat where in each game
    for key, entry in raw.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit()
                and int(key) in seats):
            raise ValueError(f"{name}: cannot resume: results.{shown(key)} is not a game of "
                             "the plan")
        if not _valid_entry(entry, seats[int(key)]):
            raise ValueError(f"{name}: cannot resume: results.{key} is damaged")
        done[int(key)] = entry
    return done


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _valid_entry(entry: Any, seats: list[str]) -> bool:
    """A finished game as ``run`` records it, with the plan's seats for that game."""
    players = len(seats)
    return (
        isinstance(entry, dict)
        and entry.get("seats") == seats
        and entry.get("a_score") in (0, 0.5, 1)
        and not isinstance(entry["a_score"], bool)
        and isinstance(entry.get("scores"), list) and len(entry["scores"]) == players
        and all(_number(score) for score in entry["scores"])
        and isinstance(entry.get("winners"), list)
        and all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < players
                for w in entry["winners"])
        and isinstance(entry.get("think_ms"), list) and len(entry["think_ms"]) == players
        and all(isinstance(ms, list) and all(_number(t) and t >= 0 for t in ms)
                for ms in entry["think_ms"])
    )


def run(
    plan: Plan,
    jobs: int,
    done: dict[int, dict[str, Any]],
    on_game: Callable[[dict[int, dict[str, Any]]], None] | None = None,
    cluster: str | None = None,
    executor: Executor | None = None,
) -> dict[int, dict[str, Any]]:
    """Play the games not in ``done`` (``on_game`` after each, e.g. to save progress),
    in ``jobs`` local processes, on the Ray cluster ``cluster`` or on ``executor``."""
    pairs = plan.pairs()
    todo = [(p, job) for p, job in play_order(plan) if job[5] not in done]
    pair_of = {job[5]: p for p, job in todo}

    def finished(record: Any, _count: int) -> None:
        a, b = pairs[pair_of[record.index]]
        done[record.index] = {
            "seats": list(record.seats),
            "scores": list(record.scores),
            "winners": list(record.winners),
            "a_score": pair_score(record.seats, record.scores, record.winners, a, b),
            "think_ms": [[round(ms, 1) for ms in seat] for seat in record.think_ms],
        }
        if on_game:
            on_game(done)

    if todo:
        arena.run_games([job for _p, job in todo], min(jobs, len(todo)), finished,
                        plan.iterations_only, cluster=cluster, executor=executor)
    return done


def format_table(data: dict[str, Any]) -> str:
    """The ratings as a Markdown table, strongest first, then the adjacent pairs."""
    elo = data["elo"]
    ranked = sorted(elo, key=lambda name: -elo[name]["elo"])
    lines = [
        "| bot | Elo | 95% interval | think ms (mean / p95) |",
        "|---|---:|---|---:|",
    ]
    for name in ranked:
        e = elo[name]
        t = data["think_ms"].get(name, {"mean": 0.0, "p95": 0.0})
        lo, hi = e["ci95"]
        times = f"{t['mean']:.0f} / {t['p95']:.0f}"
        lines.append(f"| {name} | {e['elo']:+.0f} | {lo:+.0f} … {hi:+.0f} | {times} |")
    lines += ["", "The rungs (each level against the one below it, the baselines against the "
              "lowest level):", "", "| level | against | games | the level wins |",
              "|---|---|---:|---:|"]
    others = ["", "Every other pair:", "", "| pair | games | first wins |", "|---|---:|---:|"]
    for pair in data["pairs"]:
        if "rung" in pair:
            low, high = pair["rung"]["lower"], pair["rung"]["upper"]
            rate = pair["a_win_rate"] if pair["a"] == high else 1 - pair["a_win_rate"]
            lines.append(f"| {high} | {low} | {pair['games']} | {100 * rate:.0f}% |")
        else:
            rate = f"{100 * pair['a_win_rate']:.0f}%" if pair["games"] else "–"
            others.append(f"| {pair['a']} v {pair['b']} | {pair['games']} | {rate} |")
    return "\n".join(lines + others)


def update_doc(path: Path, data: dict[str, Any], header: str) -> None:
    """Replace (or add) this game's and table size's section of the levels document."""
    tag = f"<!-- ladder:{data['game']}:{data['players']} -->"
    end = "<!-- /ladder -->"
    section = f"{tag}\n### {data['game'].capitalize()}, {data['players']} players\n\n{header}\n\n"
    section += format_table(data) + f"\n{end}"
    text = read_doc(path) or DOC_INTRO
    start = text.find(tag)
    if start >= 0:
        stop = text.find(end, start)
        stop = len(text) if stop < 0 else stop + len(end)
        text = text[:start] + section + text[stop:]
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    text = text if text.endswith("\n") else text + "\n"
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        reason = one_line(exc.strerror or str(exc))
        raise ValueError(f"{one_line(str(path))}: cannot write: {reason}") from None


def read_doc(path: Path) -> str:
    """The levels document's text ("" when there is none yet); ValueError (one line
    naming the file) when it cannot be read as UTF-8 text."""
    if not path.exists():
        return ""
    raw = read_limited(path)  # its UserFileError is a ValueError naming the file
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{one_line(str(path))}: not UTF-8 text") from None


DOC_INTRO = """# AI levels, measured

Made by `polis ladder` (see `polis ladder --help`): the five presets with the
baselines `random` (anchored at Elo 0) and `greedy`, seats rotated, Elo fitted by
maximum likelihood (Bradley–Terry, ties count half) with 95% intervals. A gap of
+150 Elo means the stronger bot wins about 70% of games between the two.

The *rungs* decide whether the ladder is even: each level against the next one up,
and the baselines against `beginner`. They are played first and most often; every
other pair plays a few games for the fit. With `--iterations-only` every level plays
by its iterations with its time cap off, so a busy machine does not weaken it; the
think times in such a table are what that busy machine took, not what a player
waits (those are measured separately below).
"""
