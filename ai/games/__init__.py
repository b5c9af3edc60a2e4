"""Per-game pieces for the search: heuristics, cheap move ordering, fast rollouts.

Each game may have a module ``ai.games.<name>`` whose ``HOOKS = GameHooks(...)`` is
what its descriptor's ``ai`` loader returns (game/games/<name>.py), and whose
``BENCH = BenchSettings(...)`` its ``bench`` loader returns. The hooks, all optional:

- ``evaluate(state) -> list[float]``: estimated final scores of a non-final state,
  used when a rollout is cut off at ``rollout_depth`` (default: ``state.scores()``;
  a compiled playout that cuts off returns the same, its twin).
- ``greedy_value(state) -> list[float]``: every seat's worth of a state for the
  ``greedy`` baseline, which takes the move with the best gain in it (default:
  ``state.scores()``); for a game whose points come long after the move that earns
  them.
- ``greedy_settle(world, seat, rng)``: play a candidate's world on until the gain of
  ``seat``'s move shows, every decision on the way at random from ``rng`` (greedy
  gives each candidate the same draws); for a game whose moves resolve later (in
  Ginkgopolis at the round's end, after the others have chosen). Default: no steps.
- ``action_prior(state, action) -> float``: a cheap guess of how good an action is,
  used to order expansions (higher first) and by greedy rollouts instead of
  clone+apply+score when ``prior_is_gain`` is True.
- ``margin_scale(state) -> float``: points of margin that count as a clear win.
- ``rollout(state, policy, rng) -> list[int]``: a fast path replacing
  :func:`ai.rollout.python_rollout` (the Cython engineer plugs in here).
- ``move_gains(state) -> Mapping[action, float]``: the mover's immediate score gain of
  every legal action at once, equal to clone + apply + score (the root ordering's
  numbers, computed faster; a compiled fast path plugs in here too).
- ``random_action(state, rng)``: a uniformly random legal action without building
  the whole list (must equal ``rng.choice(state.legal_actions())`` in distribution).
- ``public_history=True``: every history text is public, so the search may reuse
  its tree between moves by walking the history.
- ``world``: the game's compiled world, a class (ai/fast/<game>.py) made from the
  true state a search decides, on whose worlds a whole search iteration runs: its
  ``from_state(state)`` is a World at a determinized state, ``determinize(seat, rng)``
  the true state determinized for ``seat`` as a World (the engine's
  ``determinize`` with the same draws, made in C) and ``text(world, code)`` the
  engine's action text of a move code legal in ``world`` (``world`` None: for a game
  whose texts need no world, as tree reuse asks). A World has ``current`` (seat or
  -1), ``legal()`` (compact move codes), ``apply(code)``, ``scores()``, ``winners()``
  (as the engine's), ``play_out(policy, rng)`` (the rollout hook's scores) and
  ``copy()``: ai/world.py's ``World`` and ``Worlds``.

The search itself never looks at anything but the engine contract and these hooks.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.contract import GameState
from game.engine.descriptor import GameDescriptor

if TYPE_CHECKING:
    from ai.fast import PlayoutName
    from ai.world import Worlds
    from game.engine.rng import GameRNG


@dataclass(frozen=True)
class GameHooks:
    """The optional per-game functions, with None for those a game does not define."""

    name: str
    evaluate: Callable[[GameState], list[float]] | None = None
    greedy_value: Callable[[GameState], list[float]] | None = None
    greedy_settle: Callable[[GameState, int, GameRNG], None] | None = None
    action_prior: Callable[[GameState, Any], float] | None = None
    prior_is_gain: bool = False
    margin_scale: Callable[[GameState], float] | None = None
    rollout: Callable[..., Sequence[float]] | None = None
    move_gains: Callable[[GameState], Mapping[Any, float]] | None = None
    random_action: Callable[[GameState, Any], Any] | None = None
    public_history: bool = False
    world: Callable[[Any], Worlds[Any]] | None = None


@dataclass(frozen=True)
class BenchSettings:
    """What ``polis bench`` (ai/tools/bench_cli.py) compares for a game, beyond the search.

    - ``playout_with(module, state, policy, seed)``: a compiled playout from an engine
      state (ai/fast/<game>.py), run by ``playout_module``, the compiled module's name
      in cext/ (the bench measures it when it is built, whatever POLIS_PUREPYTHON says);
    - ``region_score(state, seat)``: the engine's own scoring of one board, what the
      compiled region scorer replaces; ``region_board(state, seat)``: that board in the
      compact form of ``cext.regions``; ``region_kernel(regions)``: the scorer in that
      compiled module that takes it;
      ``shared_board``: one board for the whole table (not one per seat).
    """

    name: str
    playout_with: Callable[..., Any] | None = None
    playout_module: PlayoutName | None = None
    region_score: Callable[[Any, int], Any] | None = None
    region_board: Callable[[Any, int], Any] | None = None
    region_kernel: Callable[[Any], Callable[..., Any]] | None = None
    shared_board: bool = False


def game_name(state: GameState) -> str:
    """The registered game a state belongs to (its module's name for an unknown one)."""
    return registry.game_of(state) or type(state).__module__


#: hooks by game name, and the descriptor each was loaded from (None: not registered)
_cache: dict[str, GameHooks] = {}
_loaded_from: dict[str, GameDescriptor | None] = {}


def hooks_of(name: str) -> GameHooks:
    """The hooks of a game: its descriptor's ``ai`` loader, or no hooks at all (an
    unregistered game, or one that declares none). TypeError for a loader returning
    something else."""
    game = registry.find(name)
    hooks = _cache.get(name)
    if hooks is not None and _loaded_from.get(name) is game:
        return hooks
    if game is None or game.ai is None:
        hooks = GameHooks(name=name)
    else:
        hooks = game.ai()
        if not isinstance(hooks, GameHooks):
            raise TypeError(f"the ai loader of '{name}' returned {type(hooks).__name__}, "
                            "not GameHooks")
    _cache[name] = hooks
    _loaded_from[name] = game
    return hooks


def bench_of(name: str) -> BenchSettings | None:
    """The bench settings of a game (None: an unknown game, or nothing compiled to
    compare); TypeError for a loader returning something else."""
    game = registry.find(name)
    loader = game.bench if game is not None else None
    if loader is None:
        return None
    settings = loader()
    if not isinstance(settings, BenchSettings):
        raise TypeError(f"the bench loader of '{name}' returned {type(settings).__name__}, "
                        "not BenchSettings")
    return settings


def hooks_for(state: GameState) -> GameHooks:
    """The hooks of the state's game (all None for a game without any)."""
    return hooks_of(game_name(state))
