"""Determinized information-set MCTS (single observer), game-agnostic.

One tree for the observer (the seat to move at the root). Every iteration samples a
world with ``state.determinize(observer, rng)``, so nothing the observer cannot see
is ever read; the true state is used only to map the chosen text back to an action.
Tree nodes are information-set nodes keyed by the action texts leading to them;
each child keeps visits, an availability count (how often it was legal when its
parent was visited, since other seats' legal actions differ between worlds) and the
sum of the max^n reward vector. Selection is UCB1 with availability counts; new
children are added by progressive widening in order of a cheap move ordering.

With the extension, a game that has a compiled world (``ai.games.<game>.world``) runs
every iteration on it: the sampled world (the engine's determinization, or for a game
with ``determinize_world`` the same world made in C with the same draws), the descent
and the rollout; children are keyed by compact move codes instead of texts, and only
the tree's statistics stay in Python (see cext/README.md).
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
from ai.policies import Policy, immediate_gain, make_policy
from ai.rollout import python_rollout
from ai.rollout import rollout as default_rollout
from game.engine.contract import GameState
from game.engine.rng import GameRNG

RolloutFn = Callable[[GameState, Policy, GameRNG], Sequence[float]]


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
        # keyed by action text on the engine's states, by move code on the compiled world
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
            hooks = dataclasses.replace(hooks, move_gains=None, rollout=None)
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
        self._worlds: list[GameState] = []
        self._texts: dict[Any, str] = {}
        self._root_rank: dict[str, float] | None = None
        self._scale: float | None = None
        self.history_len = len(state.history)
        #: the compiled world path (see the module docstring), or None
        self._compiled_world = (
            hooks if compiled and world and rollout_fn is None and hooks.world is not None
            and hooks.world_form is not None and hooks.code_text is not None
            and hooks.action_prior is None else None)
        self._forms: list[Any] = []
        self._true_form: Any = None
        self._root_texts: dict[int, str] = {}
        self._root_codes: list[int] | None = None
        self.only = only

    # --- worlds ---------------------------------------------------------------------

    def _world(self) -> GameState:
        """A determinization for this iteration (fresh, or a copy of a pre-sampled one)."""
        count = self.level.worlds
        if count <= 0:
            return self.state.determinize(self.observer, self.rng)
        index = self.iterations % count
        if index >= len(self._worlds):
            self._worlds.append(self.state.determinize(self.observer, self.rng))
        return self._worlds[index].clone()

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

    # --- one iteration --------------------------------------------------------------

    def iterate(self) -> None:
        """One iteration: sample a world, select/expand, roll out, back up."""
        if self._compiled_world is not None:
            try:
                self._iterate_compiled()
                return
            except (ValueError, RuntimeError):
                # a position beyond the compiled game's fixed capacities (e.g. a position
                # file with a 17-card hand): the search starts again on the engine
                self._compiled_world = None
                self._forms = []
                self._root_texts = {}
                self.root = Node(self.players)
                self.iterations = 0
        world = self._world()
        if self._root_rank is None:
            self._prepare_root(world.clone())
        level = self.level
        rng = self.rng
        c = level.exploration
        widening = level.widening
        exponent = level.widening_exponent
        prior = self.hooks.action_prior
        texts = self._texts
        node = self.root
        path: list[Node] = []
        expanded = False
        while True:
            player = world.current_player
            if player is None:
                break
            actions = world.legal_actions()
            if self.only is not None and node is self.root:
                actions = [a for a in actions if self._text(a) in self.only] or actions
            children = node.children
            available: list[tuple[Node, Any]] = []
            untried: list[tuple[str, Any]] = []
            for action in actions:
                text = texts.get(action)
                if text is None:
                    text = texts[action] = str(action)
                child = children.get(text)
                if child is None:
                    untried.append((text, action))
                else:
                    available.append((child, action))
            allowed = widening_bound(node.visits, widening, exponent)
            if untried and len(available) < allowed:
                text, action = self._pick_untried(node is self.root, untried, world, prior, rng)
                child = add_child(children, text, available, self.players)
                world.apply(action)
                path.append(child)
                expanded = True
                break
            child, action = ucb_pick(available, player, c)
            world.apply(action)
            path.append(child)
            node = child
        if expanded and world.current_player is not None:
            scores = self.rollout_fn(world, self.policy, rng)
            winners = top_seats(scores) if world.current_player is not None else world.winners()
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

    # --- one iteration on the compiled world -------------------------------------

    def _sampled(self) -> GameState:
        """A fresh determinization (the first one also orders the root)."""
        sampled = self.state.determinize(self.observer, self.rng)
        if self._root_rank is None:
            self._prepare_root(sampled.clone())
        return sampled

    def _new_world(self) -> Any:
        """This iteration's compiled world: a fresh determinization, or a copy of a
        pre-sampled one (kept as a World when it copies cheaply, else as its form)."""
        hooks = self.hooks
        count = self.level.worlds
        if count <= 0:
            if hooks.determinize_world is not None and self._root_rank is not None:
                # the compiled determinization: the same draws and world as the engine's
                if self._true_form is None:
                    self._true_form = hooks.world_form(self.state)  # type: ignore[misc]
                world = hooks.world(self._true_form)  # type: ignore[misc]
                return hooks.determinize_world(world, self.state, self.observer, self.rng)
            return hooks.world(hooks.world_form(self._sampled()))  # type: ignore[misc]
        index = self.iterations % count
        if index >= len(self._forms):
            form = hooks.world_form(self._sampled())  # type: ignore[misc]
            base = hooks.world(form)  # type: ignore[misc]
            # a form may be a plain list, which has a copy() of its own: keep the flag
            copies = hasattr(base, "copy")
            self._forms.append((copies, base if copies else form))
        copies, kept = self._forms[index]
        return kept.copy() if copies else hooks.world(kept)  # type: ignore[misc]

    def _root_text(self, world: Any, code: int) -> str:
        """The action text of a root move code (``world`` at the root; cached)."""
        text = self._root_texts.get(code)
        if text is None:
            text = self._root_texts[code] = self.hooks.code_text(world, code)  # type: ignore
        return text

    def _root_order(self, world: Any, codes: list[int]) -> list[int]:
        """The root's codes best first by the root ordering (ties: the seeded shuffle)."""
        if self._root_codes is None:
            rank = self._root_rank or {}
            self._root_codes = sorted(
                codes, key=lambda code: -rank.get(self._root_text(world, code), -math.inf))
        return self._root_codes

    def _iterate_compiled(self) -> None:
        """:meth:`iterate` with the descent and the rollout on the compiled world: the
        same selection, widening and expansion rules (and random draws) as the engine
        path, with children keyed by move codes."""
        world = self._new_world()
        level = self.level
        rng = self.rng
        c = level.exploration
        widening = level.widening
        exponent = level.widening_exponent
        node = self.root
        path: list[Node] = []
        expanded = False
        while True:
            player = world.current
            if player < 0:
                break
            codes = world.legal()
            if self.only is not None and node is self.root:
                codes = [code for code in codes
                         if self._root_text(world, code) in self.only] or codes
            children = node.children
            if children:
                # legal order, as the engine path lists them
                get = children.get
                available = [(child, code) for code in codes
                             if (child := get(code)) is not None]
            else:
                available = []
            untried = len(codes) - len(available)
            allowed = widening_bound(node.visits, widening, exponent)
            if untried and len(available) < allowed:
                code = self._untried_code(world, node is self.root, codes, children, untried)
                if node is self.root:
                    self._root_text(world, code)
                child = add_child(children, code, available, self.players)
                world.apply(code)
                path.append(child)
                expanded = True
                break
            child, code = ucb_pick(available, player, c)
            world.apply(code)
            path.append(child)
            node = child
        if expanded and world.current >= 0:
            scores = world.play_out(self.policy, rng)
            winners = top_seats(scores)
        else:
            scores = world.scores()
            winners = world.winners()
        self._back_up(path, scores, winners)

    def _untried_code(self, world: Any, at_root: bool, codes: list[int], children: dict,
                      untried: int) -> int:
        """The code to expand: the best ranked at the root, else a uniformly random one
        (the same draw as the engine path's ``untried[rng.randrange(len(untried))]``)."""
        if at_root and self._root_rank:
            legal = set(codes)
            for code in self._root_order(world, codes):
                if code not in children and code in legal:
                    return code
        k = self.rng.randrange(untried)
        for code in codes:
            if code not in children:
                if k == 0:
                    return code
                k -= 1
        raise AssertionError("no untried move")

    def _pick_untried(
        self,
        at_root: bool,
        untried: list[tuple[str, Any]],
        world: GameState,
        prior: Callable[[GameState, Any], float] | None,
        rng: GameRNG,
    ) -> tuple[str, Any]:
        if at_root and self._root_rank:
            rank = self._root_rank
            return max(untried, key=lambda item: rank.get(item[0], -math.inf))
        if prior is not None and len(untried) > 1:
            start = rng.randrange(len(untried))
            best = untried[start]
            best_value = prior(world, best[1])
            for offset in range(1, len(untried)):
                item = untried[(start + offset) % len(untried)]
                value = prior(world, item[1])
                if value > best_value:
                    best, best_value = item, value
            return best
        return untried[rng.randrange(len(untried))]

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
        items = [(key if isinstance(key, str) else self._root_texts[key], child)
                 for key, child in self.root.children.items() if child.visits]
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
        """A node's children by action text (compiled path: for games whose move texts
        need no world, and the root)."""
        if self._compiled_world is None:
            return dict(node.children)
        if node is self.root:
            return {self._root_texts[code]: child for code, child in node.children.items()}
        code_text = self.hooks.code_text
        return {code_text(None, code): child  # type: ignore[misc]
                for code, child in node.children.items()}

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
        for _seat, text in history[self.history_len :]:
            found: Node | None
            if self._compiled_world is not None:
                code_text = self.hooks.code_text
                found = next((child for code, child in node.children.items()
                              if code_text(None, code) == text), None)  # type: ignore[misc]
            else:
                found = node.children.get(text)
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
        self._worlds = []
        self._forms = []
        self._true_form = None
        self._root_rank = None
        self._root_codes = None
        self._root_texts = {}
        if self._compiled_world is not None:
            code_text = self.hooks.code_text
            self._root_texts = {code: code_text(None, code)  # type: ignore[misc]
                                for code in node.children}
        self._texts = {}
        return True
