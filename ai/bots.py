"""Players for the arena and the public API: baselines and the MCTS bot."""

from __future__ import annotations

import time
from typing import Any

from ai.games import hooks_for
from ai.levels import BASELINES, Level, get_level
from ai.mcts import Candidate, Search
from game.engine.contract import GameState
from game.engine.rng import GameRNG


def _scores(state: GameState) -> list[float]:
    """The engine's scores, as the greedy baseline's default value."""
    return [float(score) for score in state.scores()]


def _by_text(state: GameState, text: str) -> Any:
    for action in state.legal_actions():
        if str(action) == text:
            return action
    raise ValueError(f"'{text}' is not legal in the real state (the engine's determinize differs)")


def random_action(state: GameState, seed: int) -> Any:
    """A uniformly random legal action (baseline ``random``)."""
    actions = state.legal_actions()
    return actions[GameRNG(seed).randrange(len(actions))]


def greedy_action(state: GameState, seed: int) -> Any:
    """Baseline ``greedy``: the best immediate gain, ties at random. The gain is in the
    game's ``greedy_value`` hook (in Capital, VP with the income the era's end would
    pay) or else in the engine's scores, measured after the game's ``greedy_settle``
    hook has played the world on until the move has taken effect (in Ginkgopolis, the
    round's end), with the same random draws for every candidate.

    Gains are measured on a determinized world, so the baseline does not cheat either.
    """
    rng = GameRNG(seed)
    seat = state.current_player
    assert seat is not None, "greedy_action needs a seat to move"
    world = state.determinize(seat, rng)
    actions = world.legal_actions()
    if len(actions) == 1:
        return _by_text(state, str(actions[0]))
    order = list(range(len(actions)))
    rng.shuffle(order)
    hooks = hooks_for(world)
    value = hooks.greedy_value or _scores
    settle_seed = rng.randrange(1 << 30)
    before = value(world)[seat]
    best, best_gain = None, None
    for index in order:
        after = world.clone()
        after.apply(actions[index])
        if hooks.greedy_settle is not None:
            hooks.greedy_settle(after, seat, GameRNG(settle_seed))
        gain = value(after)[seat] - before
        if best_gain is None or gain > best_gain:
            best, best_gain = actions[index], gain
    return _by_text(state, str(best))


#: set by the arena for its worker processes: play levels by iterations, time caps off
_iterations_only = False


def set_iterations_only(on: bool) -> None:
    """Make every MCTS bot created in this process ignore its level's time cap (the
    ladder uses it so that a busy machine does not weaken the levels it measures)."""
    global _iterations_only
    _iterations_only = on


def search_for(state: GameState, level: Level, seed: int) -> Search:
    """A finished search of ``state`` at ``level``."""
    search = Search(state, level, seed)
    search.run()
    return search


class Bot:
    """One seat's player: a baseline or an MCTS level; keeps its tree between moves.

    ``choose(state, seed)`` returns an action; ``think_ms`` lists each decision's time.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.level: Level | None = None if name in BASELINES else get_level(name)
        if self.level is not None and _iterations_only:
            self.level = _without_time_caps(self.level)
        self.think_ms: list[float] = []
        self._search: Search | None = None

    def choose(self, state: GameState, seed: int) -> Any:
        """Decide for ``state.current_player`` and record the time taken."""
        start = time.perf_counter()
        try:
            return self._choose(state, seed)
        finally:
            self.think_ms.append((time.perf_counter() - start) * 1000.0)

    def _choose(self, state: GameState, seed: int) -> Any:
        if self.name == "random":
            return random_action(state, seed)
        if self.name == "greedy":
            return greedy_action(state, seed)
        assert self.level is not None
        if len(state.legal_actions()) == 1:
            return state.legal_actions()[0]
        search = self._search
        hooks = hooks_for(state)
        reused = (
            search is not None
            and self.level.for_game(hooks.name).reuse_tree
            and hooks.public_history
            and search.advance(state)
        )
        if not reused:
            search = Search(state, self.level, seed)
        assert search is not None
        search.run()
        self._search = search
        return search.choose()


def _without_time_caps(level: Level) -> Level:
    """``level`` with time_ms = 0 everywhere (a level with no iteration budget keeps its
    time cap: it has nothing else to stop it)."""
    games = {}
    for game, values in level.games.items():
        resolved = level.for_game(game)
        games[game] = dict(values, time_ms=0 if resolved.iterations > 0 else resolved.time_ms)
    return level.replace(time_ms=0 if level.iterations > 0 else level.time_ms, games=games)


def decide(state: GameState, level: str | Level, seed: int) -> Any:
    """An action for ``state.current_player``: a baseline's (``"random"``, ``"greedy"``)
    or a level's search (the one legal action at once)."""
    if state.current_player is None:
        raise ValueError("the game is over: there is nothing to decide")
    if level == "random":
        return random_action(state, seed)
    if level == "greedy":
        return greedy_action(state, seed)
    resolved = get_level(level)
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return search_for(state, resolved, seed).choose()


def analyse_state(state: GameState, level: Level, seed: int) -> list[Candidate]:
    """Ranked candidates of a full search (one legal action still gets its estimates)."""
    return search_for(state, level, seed).candidates()
