"""The search's decisions at fixed positions, seeds and budgets: recorded, then checked.

``python -m tests.ai.search_decisions --write`` searches every position below on each
search path and writes what it decided (the chosen move, and a digest of the root's
statistics: each candidate's text, visits, win probability and margin) to
``search_decisions.json`` beside this file; ``--check`` searches them again and
compares. It was first run on the code before issue 29's single search loop (two
loops, one per path), so the data is that code's answer; tests/ai/test_search_decisions.py
checks a sample on every test run.

Only ``Search``'s public interface is used (``run``, ``choose``, ``candidates``,
``advance``, ``only=``, ``world=``, ``compiled=``), so the same file runs on both sides
of a change to the search.

Paths: ``world`` the default search (with the extension: the descent and rollouts on
the game's compiled world), ``engine`` (``world=False``: the descent on the engine's
states, compiled rollouts), ``pure`` (``compiled=False``: as without the extension;
with ``POLIS_PUREPYTHON=1`` every path is this one). Positions: random games of every
player count (Ginkgopolis solo to five seats, the toy game Hamlet for the hooks'
action prior), a few moves to a whole game deep; Ginkgopolis also has positions with a
17-card hand, beyond the compiled capacities (the search restarts on the engine).
Scenarios: a plain decision, a re-search of chosen root moves (``only``, as the game
review does), and a decision after the opponents' replies (``advance``: tree reuse
where the history is public, a fresh search elsewhere, as the bots do).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from ai.levels import Level
from ai.mcts import Search
from game import rules
from game.engine.contract import GameState
from game.engine.rng import GameRNG

DATA = Path(__file__).with_name("search_decisions.json")
PATHS: dict[str, dict[str, bool]] = {
    "world": {},
    "engine": {"world": False},
    "pure": {"compiled": False},
}
#: how deep the random games go (moves), per game
DEPTH = {"akropolis": 70, "capital": 140, "ginkgopolis": 160, "hamlet": 30}
COUNT = {"akropolis": 200, "capital": 200, "ginkgopolis": 210, "hamlet": 60}
#: level variants, cycled over the positions (budgets by iterations, no time cap)
CONFIGS: tuple[dict[str, Any], ...] = (
    {"iterations": 150},
    {"iterations": 60, "worlds": 4, "temperature": 0.3, "exploration": 0.8,
     "widening": 1.5},
    {"iterations": 20, "worlds": 2, "temperature": 0.7, "exploration": 1.0,
     "widening": 1.0},
    {"iterations": 300, "rollout_policy": "epsilon_greedy", "epsilon": 0.7,
     "greedy_sample": 3, "exploration": 0.6},
    {"iterations": 40, "rollout_policy": "greedy"},
    {"iterations": 100, "widening": 0.0, "root_ordering": False},
    {"iterations": 120, "rollout_depth": 6, "win_weight": 0.8, "worlds": 3},
)
SCENARIOS = ("plain", "plain", "only", "advance")


def level_of(index: int) -> Level:
    """The level of position ``index`` (no user settings are read)."""
    base = {"name": "decisions", "iterations": 64, "time_ms": 0, "exploration": 0.7,
            "worlds": 0, "rollout_policy": "random", "epsilon": 1.0, "greedy_sample": 4,
            "rollout_depth": 0, "win_weight": 0.5, "widening": 2.0,
            "widening_exponent": 0.5, "root_ordering": True, "temperature": 0.0,
            "reuse_tree": True, "games": {}}
    return Level(**{**base, **CONFIGS[index % len(CONFIGS)]})


def _registered(game: str) -> Any:
    """The game's rules (Hamlet, the toy game, is registered on first use)."""
    if game == "hamlet":
        from game.engine import registry
        from tests.toy_game.descriptor import GAME

        if registry.find("hamlet") is None:
            registry.register(GAME)
    return rules.get(game)


def _oversized(state: GameState) -> GameState:
    """The same Ginkgopolis position with the mover's hand grown to 17 cards."""
    data = state.to_dict()
    seat = state.current_player
    while len(data["hand"][seat]) < 17 and (data["draw"] or data["discard"]):
        pile = "draw" if data["draw"] else "discard"
        data["hand"][seat].append(data[pile].pop())
    return rules.get("ginkgopolis").from_dict(data)


def position(game: str, index: int) -> GameState:
    """Position ``index`` of ``game``: a random game of the index's player count, a
    random number of moves deep (not over, more than one legal move)."""
    engine = _registered(game)
    counts = engine.player_counts
    players = counts[index % len(counts)]
    attempt = 0
    while True:
        seed = index * 1009 + attempt * 7 + 1
        rng = GameRNG(seed)
        state = engine.new_game(players, seed=seed)
        for _ in range(rng.randrange(DEPTH[game])):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            if game == "ginkgopolis" and index % 50 == 49 and not state.solo:
                state = _oversized(state)
            return state
        attempt += 1


def _digest(search: Search) -> str:
    """A short digest of the root's candidates and their statistics."""
    rows = [(c.text, c.visit_share, c.win_probability, c.expected_margin)
            for c in search.candidates()]
    return hashlib.sha1(repr(rows).encode()).hexdigest()[:12]


def _only(state: GameState, index: int) -> frozenset[str]:
    """Two or three of the position's root moves (by a seeded draw)."""
    texts = sorted(str(action) for action in state.legal_actions())
    rng = GameRNG(index + 77)
    return frozenset(texts[rng.randrange(len(texts))] for _ in range(3))


def _replies(search: Search, state: GameState, action: Any, seed: int) -> GameState | None:
    """``state`` after ``action`` and the replies until the same seat is to move again
    (None: the game ends, or it takes more than 12 moves). Where the history is public
    each reply is the one the search explored most (so its tree can be reused), else
    (or when it explored none) a random one."""
    seat = state.current_player
    after = state.clone()
    after.apply(action)
    public = search.hooks.public_history
    node = search.children_by_text(search.root).get(str(action)) if public else None
    rng = GameRNG(seed)
    for _ in range(12):
        player = after.current_player
        if player is None:
            return None
        if player == seat:
            return after if len(after.legal_actions()) > 1 else None
        legal = {str(a): a for a in after.legal_actions()}
        explored = search.children_by_text(node) if node is not None and node.children else {}
        options = [(child.visits, text) for text, child in explored.items() if text in legal]
        text = max(options)[1] if options else sorted(legal)[rng.randrange(len(legal))]
        node = explored.get(text)
        after.apply(legal[text])
    return None


def decide(game: str, index: int, path: str, state: GameState | None = None) -> list[Any]:
    """What the search decides at position ``index`` on ``path``: [chosen text, digest,
    iterations] (advance: then whether the tree was reused, the second choice and its
    digest)."""
    state = state if state is not None else position(game, index)
    level = level_of(index)
    scenario = SCENARIOS[index % len(SCENARIOS)]
    seed = index * 31 + 5
    kwargs = PATHS[path]
    only = _only(state, index) if scenario == "only" else None
    search = Search(state, level, seed, only=only, **kwargs)
    search.run()
    chosen = search.choose()
    result: list[Any] = [str(chosen), _digest(search), search.iterations]
    if scenario == "advance":
        after = _replies(search, state, chosen, seed)
        if after is not None:
            reused = search.advance(after)
            if not reused:
                search = Search(after, level, seed + 1, **kwargs)
            search.run()
            result += [reused, str(search.choose()), _digest(search)]
    return result


def record(games: list[str], paths: list[str], every: int = 1,
           progress: bool = False) -> dict[str, Any]:
    """Every ``every``-th position's decisions on ``paths``: {game: {index: {path:
    decision}}}, with each position's player count and history length."""
    out: dict[str, Any] = {}
    for game in games:
        rows: dict[str, Any] = {}
        for index in range(0, COUNT[game], every):
            state = position(game, index)
            row: dict[str, Any] = {"players": state.num_players,
                                   "history": len(state.history)}
            for path in paths:
                row[path] = decide(game, index, path, state)
            rows[str(index)] = row
            if progress and index % 20 == 0:
                print(f"{game} {index}/{COUNT[game]}", file=sys.stderr, flush=True)
        out[game] = rows
    return out


def compare(expected: dict[str, Any], found: dict[str, Any], paths: list[str]
            ) -> tuple[dict[str, dict[str, list[int]]], list[str]]:
    """Per game and path [same choice, same digest, positions]; and the differences."""
    figures: dict[str, dict[str, list[int]]] = {}
    differences = []
    for game, rows in found.items():
        for index, row in rows.items():
            want = expected[game][index]
            assert (want["players"], want["history"]) == (row["players"], row["history"]), (
                f"{game} {index}: the position is not the recorded one (the engine changed?)")
            for path in paths:
                tally = figures.setdefault(game, {}).setdefault(path, [0, 0, 0])
                got, was = row[path], want[path]
                same_choice = got[0] == was[0] and got[3:5] == was[3:5]
                tally[0] += same_choice
                tally[1] += got == was
                tally[2] += 1
                if got != was:
                    differences.append(f"{game} {index} {path}: {was} -> {got}")
    return figures, differences


def dump(found: dict[str, Any]) -> str:
    """The data file's text: one line per position (small diffs when re-recorded)."""
    lines = []
    for game in sorted(found):
        rows = found[game]
        body = ",\n".join(f"  {json.dumps(index)}: {json.dumps(rows[index], sort_keys=True)}"
                           for index in sorted(rows, key=int))
        lines.append(f"{json.dumps(game)}: {{\n{body}\n }}")
    return "{\n " + ",\n ".join(lines) + "\n}\n"


def main(argv: list[str] | None = None) -> int:
    """Write or check the recorded decisions."""
    parser = argparse.ArgumentParser(prog="python -m tests.ai.search_decisions",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="record into the data file")
    parser.add_argument("--check", action="store_true", help="compare with the data file")
    parser.add_argument("--games", default=",".join(COUNT))
    parser.add_argument("--paths", default=",".join(PATHS))
    parser.add_argument("--every", type=int, default=1, help="every n-th position only")
    parser.add_argument("--out", type=Path, default=DATA)
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    paths = [p for p in args.paths.split(",") if p]
    start = time.perf_counter()
    found = record(games, paths, args.every, progress=True)
    took = time.perf_counter() - start
    if args.write:
        args.out.write_text(dump(found), encoding="utf-8")
        print(f"wrote {args.out} ({took:.0f} s)")
    if args.check:
        expected = json.loads(args.out.read_text(encoding="utf-8"))
        figures, differences = compare(expected, found, paths)
        for line in differences:
            print(line)
        for game, by_path in figures.items():
            for path, (choice, same, total) in by_path.items():
                print(f"{game:12} {path:7} same move {choice}/{total}, "
                      f"same root statistics {same}/{total}")
        print(f"{len(differences)} differences ({took:.0f} s)")
        return 1 if differences else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
