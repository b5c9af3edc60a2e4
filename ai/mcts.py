"""Determinized information-set MCTS (single observer), game-agnostic.

One tree for the observer (the seat to move at the root). Every iteration samples a
world (the true state determinized for the observer, so nothing the observer cannot
see is ever read), descends the tree by applying moves to it, plays it out and backs
the scores up; the true state is used only to map the chosen text back to an action.
Tree nodes are information-set nodes keyed by the moves leading to them; each child
keeps visits, an availability count (how often it was legal when its parent was
visited, since other seats' legal moves differ between worlds) and the sum of the
max^n reward vector. Selection is UCB1 with availability counts; new children are
added by progressive widening, at the root in the order of a cheap move ordering.

The iteration runs on a :class:`ai.world.World` and never looks inside its keys:
the engine's own states (keys: action texts) or, with the extension, the game's
compiled world (``GameHooks.world``; keys: compact move codes, and the sampled world,
the descent and the rollout in C, only the tree's statistics in Python: see
cext/README.md). Both make the same random draws in the same order.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ai.fast.rng import search_rng
from ai.games import GameHooks, hooks_for
from ai.levels import Level
from ai.policies import immediate_gain, make_policy
from ai.rollout import python_rollout
from ai.rollout import rollout as default_rollout
from ai.world import EngineWorld, EngineWorlds, RolloutFn, World, Worlds
from game.engine.contract import GameState


@dataclass(frozen=True)
class Candidate:
    """One root action as the search saw it (for hints and "what was the AI thinking")."""

    action: Any
    text: str
    visit_share: float
    win_probability: float
    expected_margin: float


class Node:
    """An information-set node; its edge statistics are those of the move leading here."""

    __slots__ = ("children", "visits", "avail", "rsum", "win_sum", "margin_sum")

    def __init__(self, players: int) -> None:
        # keyed by the World's keys: action texts (engine), move codes (compiled world)
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.rsum = [0.0] * players
        self.win_sum = 0.0
        self.margin_sum = 0.0


def default_margin_scale(scores: Sequence[float]) -> float:
    """Points of margin that count as a clear lead: a tenth of the top score, at least 3."""
    top = max(abs(s) for s in scores) if scores else 0.0
    return max(3.0, 0.1 * top)


def reward_vector(
    scores: Sequence[float], winners: list[int], scale: float, win_weight: float
) -> tuple[list[float], list[float], list[float]]:
    """Rewards in [0, 1] for every seat, plus each seat's win share and margin.

    reward = win_weight * win share + (1 - win_weight) * squash(margin / scale), where
    the margin is the seat's score minus the best other score (its own score when
    alone) and squash maps to [0, 1] with tanh. A win shared by k seats is worth 1/k.
    """
    n = len(scores)
    share = 1.0 / len(winners) if winners else 0.0
    wins = [0.0] * n
    for seat in winners:
        wins[seat] = share
    if n == 1:
        margins = [float(scores[0])]
    else:
        # the best seat (the first of equals) and the best score among the others
        top = max(scores)
        first = scores.index(top)
        others = list(scores)
        del others[first]
        second = max(others)
        margins = [float(score - top) for score in scores]
        margins[first] = float(top - second)
    tanh = math.tanh
    rest = 1.0 - win_weight
    rewards = [win_weight * wins[seat] + rest * (0.5 + 0.5 * tanh(margins[seat] / scale))
               for seat in range(n)]
    return rewards, wins, margins


def widening_bound(visits: int, widening: float, exponent: float) -> int:
    """How many children a node with ``visits`` may have (progressive widening; 0 = all)."""
    return max(1, int(widening * (visits + 1) ** exponent)) if widening > 0 else 1 << 30


def add_child(children: dict, key: Any, available: list[tuple[Node, Any]], players: int) -> Node:
    """A new child under ``key``; it and every sibling count as available once more."""
    child = Node(players)
    children[key] = child
    for other, _ in available:
        other.avail += 1
    child.avail += 1
    return child


def ucb_pick(available: list[tuple[Node, Any]], player: int, c: float) -> tuple[Node, Any]:
    """The (child, move) with the best UCB value for ``player``; every child counts as
    available once more (the availability count of information-set MCTS)."""
    best = available[0]
    best_value = -math.inf
    log, sqrt = math.log, math.sqrt
    for pair in available:
        child = pair[0]
        visits = child.visits
        avail = child.avail = child.avail + 1
        value = child.rsum[player] / visits + c * sqrt(log(avail) / visits)
        if value > best_value:
            best_value = value
            best = pair
    return best


def top_seats(scores: Sequence[float]) -> list[int]:
    """Seats with the best (estimated) score."""
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]


class Search:
    """One decision's search tree; run it in slices, then read the answer."""

    def __init__(
        self,
        state: GameState,
        level: Level,
        seed: int,
        rollout_fn: RolloutFn | None = None,
        compiled: bool = True,
        world: bool = True,
        only: frozenset[str] | None = None,
    ) -> None:
        """``compiled`` False: none of the compiled helpers (root gains, shuffles, and
        rollouts unless ``rollout_fn`` is given), as without the extension. ``world``
        False (or a ``rollout_fn``): the descent on the engine's states even when the
        game has a compiled world (the rollouts stay compiled). ``only``: the texts of
        the root actions the search may try (all when None), for re-searching chosen
        moves (the game review)."""
        if state.current_player is None:
            raise ValueError("the game is over: there is nothing to decide")
        hooks = hooks_for(state)
        if not compiled:
            hooks = dataclasses.replace(hooks, move_gains=None, rollout=None, world=None)
        self.hooks: GameHooks = hooks
        level = level.for_game(self.hooks.name)
        self.state = state
        self.level = level
        self.observer: int = state.current_player
        self.players = state.num_players
        self.rng = search_rng(seed, compiled)
        self.policy = make_policy(
            level.rollout_policy, level.epsilon, level.greedy_sample, level.rollout_depth
        )
        self.rollout_fn: RolloutFn = rollout_fn or (default_rollout if compiled
                                                     else python_rollout)
        self.root = Node(self.players)
        self.iterations = 0
        self.elapsed = 0.0
        self._root_rank: dict[str, float] | None = None
        self._scale: float | None = None
        self.history_len = len(state.history)
        self.only = only
        #: the game's compiled world (see the module docstring), or None: the engine's
        self._compiled: Callable[[GameState], Worlds[Any]] | None = (
            hooks.world if world and rollout_fn is None and hooks.action_prior is None
            else None)
        self._start(state)

    def _start(self, state: GameState) -> None:
        """Where the worlds of a search at ``state`` come from, and no world kept yet."""
        self._texts: dict[Any, str] = {}
        self.worlds: Worlds[Any] = (
            self._compiled(state) if self._compiled is not None
            else EngineWorlds(state, self.rollout_fn, self._texts))
        #: the pre-sampled worlds (the level's ``worlds`` > 0)
        self._kept: list[World] = []
        #: the action texts of the root's keys, and its keys best first by the ordering
        self._root_texts: dict[Any, str] = {}
        self._root_keys: list[Any] | None = None

    @property
    def compiled_world(self) -> bool:
        """True while the search runs on the game's compiled world (not the engine's)."""
        return self._compiled is not None

    # --- worlds ---------------------------------------------------------------------

    def _sampled(self) -> GameState:
        """A fresh determinization (the first one also orders the root)."""
        sampled = self.state.determinize(self.observer, self.rng)
        if self._root_rank is None:
            self._prepare_root(sampled.clone())
        return sampled

    def _new_world(self) -> World:
        """This iteration's world: a fresh determinization, or a copy of a pre-sampled
        one (the level's ``worlds`` > 0)."""
        count = self.level.worlds
        if count <= 0:
            if self._root_rank is None:
                return self.worlds.from_state(self._sampled())
            return self.worlds.determinize(self.observer, self.rng)
        index = self.iterations % count
        if index >= len(self._kept):
            self._kept.append(self.worlds.from_state(self._sampled()))
        return self._kept[index].copy()

    def _text(self, action: Any) -> str:
        text = self._texts.get(action)
        if text is None:
            text = str(action)
            self._texts[action] = text
        return text

    def _prepare_root(self, world: GameState) -> None:
        """Order the root actions by immediate gain (on a determinized world)."""
        if self.hooks.margin_scale is not None:
            self._scale = float(self.hooks.margin_scale(world))
        if not self.level.root_ordering:
            self._root_rank = {}
            return
        actions = world.legal_actions()
        order = list(range(len(actions)))
        self.rng.shuffle(order)
        rank: dict[str, float] = {}
        seat = self.observer
        before = world.scores()[seat] if len(actions) > 1 else 0
        all_gains = (self.hooks.move_gains(world)
                     if self.hooks.move_gains is not None and len(actions) > 1 else None)
        for position, index in enumerate(order):
            action = actions[index]
            if len(actions) == 1:
                gain = 0.0
            elif all_gains is not None:
                gain = float(all_gains[action])
            elif self.hooks.prior_is_gain and self.hooks.action_prior is not None:
                gain = float(self.hooks.action_prior(world, action))
            else:
                gain = float(immediate_gain(world, action, seat, before))
            # the tiny term keeps ties in the seeded shuffle order
            rank[self._text(action)] = gain - position * 1e-9
        self._root_rank = rank

    def _root_text(self, world: World, key: Any) -> str:
        """The action text of a root move (``world`` at the root; cached)."""
        text = self._root_texts.get(key)
        if text is None:
            text = self._root_texts[key] = self.worlds.text(world, key)
        return text

    # --- one iteration --------------------------------------------------------------

    def iterate(self) -> None:
        """One iteration: sample a world, select/expand, roll out, back up."""
        if self._compiled is None:
            self._iterate()
            return
        try:
            self._iterate()
        except (ValueError, RuntimeError):
            # a position beyond the compiled game's fixed capacities (e.g. a position
            # file with a 17-card hand): the search starts again on the engine
            self._compiled = None
            self._start(self.state)
            self.root = Node(self.players)
            self.iterations = 0
            self._iterate()

    def _iterate(self) -> None:
        """Sample a world, select down the tree (UCB1 with availability counts) until a
        node may widen, expand one child, roll out from it and back the result up."""
        world = self._new_world()
        level = self.level
        c = level.exploration
        widening = level.widening
        exponent = level.widening_exponent
        root = node = self.root
        path: list[Node] = []
        expanded = False
        while True:
            player = world.current
            if player < 0:
                break
            keys = world.legal()
            if node is root and self.only is not None:
                keys = [key for key in keys if self._root_text(world, key) in self.only] or keys
            children = node.children
            if children:
                # in legal order: UCB ties go to the first (the same on every path)
                get = children.get
                available = [(child, key) for key in keys if (child := get(key)) is not None]
            else:
                available = []
            untried = len(keys) - len(available)
            if untried and len(available) < widening_bound(node.visits, widening, exponent):
                key = self._untried(world, node is root, keys, children, untried)
                if node is root:
                    self._root_text(world, key)
                child = add_child(children, key, available, self.players)
                world.apply(key)
                path.append(child)
                expanded = True
                break
            child, key = ucb_pick(available, player, c)
            world.apply(key)
            path.append(child)
            node = child
        if expanded and world.current >= 0:
            scores = world.play_out(self.policy, self.rng)
            winners = (world.winners() if world.current < 0 and self.worlds.playout_winners
                       else top_seats(scores))
        else:
            scores = world.scores()
            winners = world.winners()
        self._back_up(path, scores, winners)

    def _back_up(self, path: list[Node], scores: Sequence[float], winners: list[int]) -> None:
        """Add one iteration's rewards to the nodes of its path."""
        scale = self._scale or default_margin_scale(scores)
        rewards, wins, margins = reward_vector(scores, winners, scale, self.level.win_weight)
        self.root.visits += 1
        seats = range(self.players)
        for visited in path:
            visited.visits += 1
            sums = visited.rsum
            for seat in seats:
                sums[seat] += rewards[seat]
        if path:
            first = path[0]
            first.win_sum += wins[self.observer]
            first.margin_sum += margins[self.observer]
        self.iterations += 1

    def _untried(self, world: World, at_root: bool, keys: list[Any], children: dict,
                 untried: int) -> Any:
        """The key to expand: at the root the best by the root ordering; elsewhere the
        best by the game's action prior (from a random start), or a uniformly random
        one (the ``k``-th untried key in legal order)."""
        if at_root and self._root_rank:
            legal = set(keys)
            for key in self._root_order(world, keys):
                if key not in children and key in legal:
                    return key
            # moves the ordered world did not have: the first of them
            return next(key for key in keys if key not in children)
        rng = self.rng
        prior = self.hooks.action_prior
        if prior is not None and untried > 1 and isinstance(world, EngineWorld):
            choices = [key for key in keys if key not in children]
            start = rng.randrange(untried)
            best = choices[start]
            best_value = prior(world.state, world.action(best))
            for offset in range(1, untried):
                key = choices[(start + offset) % untried]
                value = prior(world.state, world.action(key))
                if value > best_value:
                    best, best_value = key, value
            return best
        k = rng.randrange(untried)
        for key in keys:
            if key not in children:
                if k == 0:
                    return key
                k -= 1
        raise AssertionError("no untried move")

    def _root_order(self, world: World, keys: list[Any]) -> list[Any]:
        """The root's keys best first by the root ordering (ties: the seeded shuffle)."""
        if self._root_keys is None:
            rank = self._root_rank or {}
            self._root_keys = sorted(
                keys, key=lambda key: -rank.get(self._root_text(world, key), -math.inf))
        return self._root_keys

    # --- driving and reading --------------------------------------------------------

    def run(
        self,
        should_stop: Callable[[], bool] | None = None,
        on_progress: Callable[[float], None] | None = None,
        progress_every: float = 0.05,
    ) -> None:
        """Iterate until the level's budget (iterations and/or time) is spent or stopped."""
        start = time.perf_counter()
        last_report = start
        while not self.budget_spent(time.perf_counter() - start):
            if should_stop is not None and should_stop():
                break
            self.iterate()
            now = time.perf_counter()
            if on_progress is not None and now - last_report >= progress_every:
                last_report = now
                on_progress(self.progress(now - start))
        self.elapsed += time.perf_counter() - start

    def budget_spent(self, elapsed: float) -> bool:
        """True when the iteration or the time budget is used up."""
        level = self.level
        if level.iterations and self.iterations >= level.iterations:
            return True
        return bool(level.time_ms) and elapsed * 1000.0 >= level.time_ms

    def progress(self, elapsed: float) -> float:
        """Fraction of the budget used (0..1)."""
        level = self.level
        parts = []
        if level.iterations:
            parts.append(self.iterations / level.iterations)
        if level.time_ms:
            parts.append(elapsed * 1000.0 / level.time_ms)
        return min(1.0, max(parts) if parts else 1.0)

    def ranked(self) -> list[tuple[str, Node]]:
        """Root children, most visited first (ties: better mean reward, then text)."""
        me = self.observer
        texts = self._root_texts
        items = [(texts[key], child) for key, child in self.root.children.items()
                 if child.visits]
        items.sort(key=lambda item: (-item[1].visits, -item[1].rsum[me] / item[1].visits, item[0]))
        return items

    def candidates(self) -> list[Candidate]:
        """The root actions of the true state, best first, with their statistics."""
        legal = {self._text(a): a for a in self.state.legal_actions()}
        ranked = [(text, child) for text, child in self.ranked() if text in legal]
        total = sum(child.visits for _, child in ranked) or 1
        result = [
            Candidate(
                action=legal[text],
                text=text,
                visit_share=child.visits / total,
                win_probability=child.win_sum / child.visits,
                expected_margin=child.margin_sum / child.visits,
            )
            for text, child in ranked
        ]
        if not result:  # no iteration ran: fall back to the first legal action
            text, action = next(iter(legal.items()))
            result = [Candidate(action, text, 1.0, 0.0, 0.0)]
        return result

    def choose(self) -> Any:
        """The action to play: most visited, or sampled by visits^(1/T) when T > 0."""
        candidates = self.candidates()
        temperature = self.level.temperature
        if temperature <= 0 or len(candidates) == 1:
            return candidates[0].action
        weights = [c.visit_share ** (1.0 / temperature) for c in candidates]
        total = sum(weights)
        if total <= 0:
            return candidates[0].action
        pick = self.rng.random() * total
        for candidate, weight in zip(candidates, weights, strict=True):
            pick -= weight
            if pick < 0:
                return candidate.action
        return candidates[-1].action

    def children_by_text(self, node: Node) -> dict[str, Node]:
        """A node's children by action text (below the root on the compiled world: for
        games whose move texts need no world)."""
        if node is self.root:
            return {self._root_texts[key]: child for key, child in node.children.items()}
        text = self.worlds.text
        return {text(None, key): child for key, child in node.children.items()}

    # --- tree reuse -----------------------------------------------------------------

    def advance(self, state: GameState) -> bool:
        """Re-root the tree at ``state`` by walking the history played since; True if reused.

        Only for games whose history texts are all public (``PUBLIC_HISTORY``), and
        only when ``state`` continues this search's game with the same observer to move.
        """
        if not self.hooks.public_history or state.current_player != self.observer:
            return False
        history = state.history
        if len(history) < self.history_len or type(state) is not type(self.state):
            return False
        node = self.root
        text = self.worlds.text
        for _seat, played in history[self.history_len :]:
            found = next((child for key, child in node.children.items()
                          if text(None, key) == played), None)
            if found is None:
                return False
            node = found
        if node is self.root:
            return False
        self.root = node
        self.state = state
        self.history_len = len(history)
        self.iterations = 0
        self.elapsed = 0.0
        self._root_rank = None
        self._start(state)
        self._root_texts = {key: text(None, key) for key in node.children}
        return True
