"""Per-game pieces for the search: heuristics, cheap move ordering, fast rollouts.

Each shipped game may have a module ``ai.games.<name>`` defining any of:

- ``evaluate(state) -> list[float]``: estimated final scores of a non-final state,
  used when a rollout is cut off at ``rollout_depth`` (default: ``state.scores()``).
- ``action_prior(state, action) -> float``: a cheap guess of how good an action is,
  used to order expansions (higher first) and by greedy rollouts instead of
  clone+apply+score when ``PRIOR_IS_GAIN`` is True.
- ``margin_scale(state) -> float``: points of margin that count as a clear win.
- ``rollout(state, policy, rng) -> list[int]``: a fast path replacing
  :func:`ai.rollout.python_rollout` (the Cython engineer plugs in here).
- ``move_gains(state) -> Mapping[action, float]``: the mover's immediate score gain of
  every legal action at once, equal to clone + apply + score (the root ordering's
  numbers, computed faster; a compiled fast path plugs in here too).
- ``random_action(state, rng)``: a uniformly random legal action without building
  the whole list (must equal ``rng.choice(state.legal_actions())`` in distribution).
- ``PUBLIC_HISTORY = True``: every history text is public, so the search may reuse
  its tree between moves by walking the history.
- ``world_form(state)`` and ``world(form)``: the compiled game state of a determinized
  world (ai/fast/<game>.py), on which a whole search iteration runs: ``world_form``
  once per sampled world, ``world(form)`` a fresh World from it with ``current``
  (seat or -1), ``legal()`` (compact move codes), ``apply(code)``, ``scores()``,
  ``winners()`` (as the engine's) and ``play_out(policy, rng)`` (the rollout's
  scores); ``code_text(world, code)`` is the engine's action text of a code legal in
  ``world`` (``world`` None: a game whose texts need no world, for tree reuse);
  ``determinize_world(world, state, seat, rng)`` (optional) turns a World made from
  the true state's form into ``state.determinize(seat, rng)``'s world (same draws)
  and returns it.

The search itself never looks at anything but the engine contract and these hooks.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from game.engine.contract import GameState


@dataclass(frozen=True)
class GameHooks:
    """The optional per-game functions, with None for those a game does not define."""

    name: str
    evaluate: Callable[[GameState], list[float]] | None = None
    action_prior: Callable[[GameState, Any], float] | None = None
    prior_is_gain: bool = False
    margin_scale: Callable[[GameState], float] | None = None
    rollout: Callable[..., list[int]] | None = None
    move_gains: Callable[[GameState], Mapping[Any, float]] | None = None
    random_action: Callable[[GameState, Any], Any] | None = None
    public_history: bool = False
    world_form: Callable[[GameState], Any] | None = None
    world: Callable[[Any], Any] | None = None
    code_text: Callable[[Any, int], str] | None = None
    determinize_world: Callable[[Any, GameState, int, Any], Any] | None = None


def game_name(state: GameState) -> str:
    """The game a state belongs to: ``game.rules.<name>.*`` gives <name>."""
    module = type(state).__module__
    parts = module.split(".")
    if len(parts) >= 3 and parts[0] == "game" and parts[1] == "rules":
        return parts[2]
    return module


_cache: dict[str, GameHooks] = {}


def _module(name: str) -> ModuleType | None:
    if not name.isidentifier():
        return None
    try:
        return importlib.import_module(f"ai.games.{name}")
    except ModuleNotFoundError as exc:
        if exc.name == f"ai.games.{name}":
            return None
        raise


def hooks_for(state: GameState) -> GameHooks:
    """The hooks of the state's game (all None for a game without a module)."""
    name = game_name(state)
    if name not in _cache:
        module = _module(name)
        if module is None:
            _cache[name] = GameHooks(name=name)
        else:
            _cache[name] = GameHooks(
                name=name,
                evaluate=getattr(module, "evaluate", None),
                action_prior=getattr(module, "action_prior", None),
                prior_is_gain=bool(getattr(module, "PRIOR_IS_GAIN", False)),
                margin_scale=getattr(module, "margin_scale", None),
                rollout=getattr(module, "rollout", None),
                move_gains=getattr(module, "move_gains", None),
                random_action=getattr(module, "random_action", None),
                public_history=bool(getattr(module, "PUBLIC_HISTORY", False)),
                world_form=getattr(module, "world_form", None),
                world=getattr(module, "world", None),
                code_text=getattr(module, "code_text", None),
                determinize_world=getattr(module, "determinize_world", None),
            )
    return _cache[name]
