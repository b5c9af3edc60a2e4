"""The world a search iteration plays on: one interface over the engine's states and
the compiled games.

Every iteration of ai/mcts.py takes a determinized world, descends the tree by applying
moves to it and plays it out. :class:`World` is all the search asks of that world;
:class:`Worlds` is where one search's worlds come from (made for the true position the
search decides). Two kinds give them:

- the engine's own states, through :class:`EngineWorlds` and :class:`EngineWorld`:
  keys are action texts, the rollout is the search's rollout function;
- a game's compiled world (``GameHooks.world``, a class in ai/fast/<game>.py made from
  the true state): keys are compact move codes, and the moves, the determinization and
  the rollout run in C (cext/README.md).

The search never looks inside a key: it keeps its tree's children by them, and asks
``Worlds.text`` for the action text of a root move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from game.engine.contract import GameState
from game.engine.rng import GameRNG

if TYPE_CHECKING:
    from ai.policies import Policy

#: a rollout: the (estimated) final scores of a world played on from ``state``
RolloutFn = Callable[[GameState, "Policy", GameRNG], Sequence[float]]


class World(Protocol):
    """One determinized game, moved by keys (hashable, unique among a position's moves)."""

    @property
    def current(self) -> int:
        """The seat to play, or -1 when the game is over."""
        ...

    def legal(self) -> list[Any]:
        """The keys of the legal moves, in the order the game lists them."""
        ...

    def apply(self, key: Any) -> None:
        """Play the move of ``key`` (ValueError when it is not legal here)."""
        ...

    def play_out(self, policy: Policy, rng: GameRNG) -> Sequence[float]:
        """The rollout from here with ``policy``: the final (or estimated) scores."""
        ...

    def scores(self) -> Sequence[float]:
        """Every seat's score now (``GameState.scores``)."""
        ...

    def winners(self) -> list[int]:
        """The seats that win a finished game (``GameState.winners``)."""
        ...

    def copy(self) -> World:
        """An independent world at the same position."""
        ...


W = TypeVar("W", bound=World)


class Worlds(Protocol[W]):
    """Where one search's worlds come from: made for the true state it decides."""

    #: who wins a playout that ends the game: the world's ``winners()`` (the engine's
    #: tie-breaks) when True; the seats with the top score (ties shared) when False, as
    #: the search has always counted the compiled playouts. A playout cut off before the
    #: end is won by its top (estimated) scores either way.
    playout_winners: bool

    def from_state(self, state: Any) -> W:
        """A world at ``state`` (a determinized GameState of this game)."""
        ...

    def determinize(self, seat: int, rng: GameRNG) -> W:
        """The true state determinized for ``seat``: the world of
        ``from_state(state.determinize(seat, rng))``, with the same draws from ``rng``."""
        ...

    def text(self, world: W | None, key: Any) -> str:
        """The action text of a move ``key`` legal in ``world`` (None: for a game whose
        texts need no world; ValueError for one whose texts do)."""
        ...


_MISSING = object()


class EngineWorld:
    """A GameState as a :class:`World`: keys are the action texts."""

    __slots__ = ("_actions", "_rollout", "_texts", "state")

    def __init__(self, state: GameState, rollout: RolloutFn, texts: dict[Any, str]) -> None:
        """``texts``: a cache of action texts by action, shared by one search's worlds."""
        self.state = state
        self._rollout = rollout
        self._texts = texts
        #: the actions of the last legal() by text (emptied by a move)
        self._actions: dict[str, Any] = {}

    @property
    def current(self) -> int:
        """The seat to play, or -1 when the game is over."""
        player = self.state.current_player
        return -1 if player is None else player

    def legal(self) -> list[str]:
        """The legal actions' texts, in the engine's order."""
        texts = self._texts
        actions: dict[str, Any] = {}
        for action in self.state.legal_actions():
            text = texts.get(action)
            if text is None:
                text = texts[action] = str(action)
            actions[text] = action
        self._actions = actions
        return list(actions)

    def action(self, key: str) -> Any:
        """The engine's action of a legal text."""
        action = self._actions.get(key, _MISSING)
        if action is _MISSING:
            self.legal()
            action = self._actions.get(key, _MISSING)
            if action is _MISSING:
                raise ValueError(f"'{key}' is not legal here")
        return action

    def apply(self, key: str) -> None:
        """Play the action whose text is ``key``."""
        action = self.action(key)
        self._actions = {}
        self.state.apply(action)

    def play_out(self, policy: Policy, rng: GameRNG) -> Sequence[float]:
        """The search's rollout function on this state (which it moves on)."""
        return self._rollout(self.state, policy, rng)

    def scores(self) -> Sequence[float]:
        """``GameState.scores``."""
        return self.state.scores()

    def winners(self) -> list[int]:
        """``GameState.winners``."""
        return self.state.winners()

    def copy(self) -> EngineWorld:
        """A world on a clone of the state."""
        return EngineWorld(self.state.clone(), self._rollout, self._texts)


class EngineWorlds:
    """The engine's states as one search's :class:`Worlds` (determinized by the
    engine's own ``determinize``)."""

    playout_winners = True

    def __init__(self, state: GameState, rollout: RolloutFn,
                 texts: dict[Any, str] | None = None) -> None:
        """``state``: the true state; ``rollout``: what ``play_out`` runs."""
        self.state = state
        self.rollout = rollout
        self.texts: dict[Any, str] = {} if texts is None else texts

    def from_state(self, state: GameState) -> EngineWorld:
        """A world on ``state`` itself (not copied)."""
        return EngineWorld(state, self.rollout, self.texts)

    def determinize(self, seat: int, rng: GameRNG) -> EngineWorld:
        """A world on ``state.determinize(seat, rng)``."""
        return EngineWorld(self.state.determinize(seat, rng), self.rollout, self.texts)

    def text(self, world: EngineWorld | None, key: str) -> str:
        """A key is the action's text already."""
        return key

