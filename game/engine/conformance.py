"""Conformance harness: random-simulation checks every registered game must pass.

In the style of OpenSpiel's random-simulation tests. ``check_game(rules, players,
options, seed)`` plays random games and asserts the contract of DESIGN.md at every
step; tests call it for each game, player count and option set.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.contract import GameState, Rules
from game.engine.errors import IllegalAction
from game.engine.rng import GameRNG

MAX_STEPS = 20_000


class ConformanceError(AssertionError):
    """The game broke the engine contract; the message says where."""


def _fail(rules: Rules, step: int, what: str) -> ConformanceError:
    return ConformanceError(f"{rules.name}, step {step}: {what}")


def random_playout(
    rules: Rules,
    players: int,
    options: Mapping[str, Any],
    seed: int,
    *,
    check: bool = True,
    chosen: list[str] | None = None,
) -> GameState:
    """Play one game with uniformly random actions, checking the contract at each step.

    The texts of the chosen actions are appended to ``chosen`` when it is given.
    """
    state = rules.new_game(players=players, seed=seed, options=dict(options))
    chooser = GameRNG(seed ^ 0x5EED)
    step = 0
    private_seen = False
    while not state.is_terminal():
        if step > MAX_STEPS:
            raise _fail(rules, step, f"no end after {MAX_STEPS} actions")
        if check:
            check_step(rules, state, step, seed)
            private_seen |= check_hands_private(rules, state, step, seed)
        actions = state.legal_actions()
        if not actions:
            raise _fail(rules, step, "legal_actions() is empty before the end")
        action = chooser.choice(actions)
        if chosen is not None:
            chosen.append(str(action))
        before = state.clone() if check else None
        state.apply(action)
        if before is not None:
            check_reveals(rules, before, action, state, step, seed)
        step += 1
    if state.current_player is not None:
        raise _fail(rules, step, "terminal state has a current player")
    if len(state.scores()) != players:
        raise _fail(rules, step, "scores() does not have one entry per seat")
    winners = state.winners()
    # Solo games may be lost to the game itself: then nobody at the table wins.
    if (not winners and players > 1) or any(not 0 <= w < players for w in winners):
        raise _fail(rules, step, f"winners() gave {winners}")
    if check:
        check_round_trip(rules, state, step)
        if rules.hands_private and players > 1 and not private_seen:
            raise _fail(rules, step, "hands_private is True, but in a whole game every seat "
                        "always knew the same")
    return state


def check_round_trip(rules: Rules, state: GameState, step: int) -> None:
    """to_dict/from_dict reproduce the state exactly."""
    data = state.to_dict()
    again = rules.from_dict(data)
    if again.to_dict() != data:
        raise _fail(rules, step, "from_dict(to_dict()) does not round-trip")
    if again.scores() != state.scores() or again.current_player != state.current_player:
        raise _fail(rules, step, "round-tripped state scores or current player differ")


def check_step(rules: Rules, state: GameState, step: int, seed: int) -> None:
    """Every per-state check of the harness."""
    actions = state.legal_actions()
    if not actions:
        raise _fail(rules, step, "legal_actions() is empty before the end")
    texts = [str(a) for a in actions]
    if len(set(texts)) != len(texts):
        raise _fail(rules, step, "two legal actions share a text form")
    for action in actions[:: max(1, len(actions) // 8)][:8]:
        parsed = rules.parse_action(state, str(action))
        if str(parsed) != str(action):
            raise _fail(rules, step, f"parse_action does not round-trip '{action}'")
    check_round_trip(rules, state, step)

    before = state.to_dict()
    copy = state.clone()
    copy.apply(actions[0])
    if state.to_dict() != before:
        raise _fail(rules, step, "applying to a clone changed the original")

    try:
        state.apply(_IllegalProbe())
    except IllegalAction:
        pass
    else:
        raise _fail(rules, step, "an illegal action was accepted")
    if state.to_dict() != before:
        raise _fail(rules, step, "an illegal action changed the state")

    seat = state.current_player
    assert seat is not None
    world = state.determinize(seat, GameRNG(seed + step))
    if [str(a) for a in world.legal_actions()] != texts:
        raise _fail(rules, step, "determinize changed the current seat's legal actions")
    if world.current_player != seat:
        raise _fail(rules, step, "determinize changed the current player")
    if state.to_dict() != before:
        raise _fail(rules, step, "determinize changed the original state")
    again = world.determinize(seat, GameRNG(seed * 7 + step)).to_dict()
    direct = state.determinize(seat, GameRNG(seed * 7 + step)).to_dict()
    if again != direct:
        raise _fail(rules, step, "determinize depends on more than what the seat has seen")


def check_reveals(
    rules: Rules, before: GameState, action: Any, after: GameState, step: int, seed: int
) -> None:
    """``Rules.reveals`` answers a bool, changes neither state, and says False only when
    the seat that acted learned nothing: the same action played in a world sampled for
    that seat (``determinize``) must then leave the seat with the same information
    (equal worlds sampled from both, history aside)."""
    seat = before.current_player
    assert seat is not None
    data_before, data_after = before.to_dict(), after.to_dict()
    answer = rules.reveals(before, after)
    if not isinstance(answer, bool):
        raise _fail(rules, step, f"reveals() gave {answer!r}, not a bool")
    if before.to_dict() != data_before or after.to_dict() != data_after:
        raise _fail(rules, step, "reveals() changed a state")
    if answer or after.is_terminal():
        return
    world = before.determinize(seat, GameRNG(seed ^ step))
    world.apply(action)
    if world.is_terminal():
        raise _fail(rules, step, "reveals() is False, but the seat's worlds end differently")
    if _seen(after, seat, seed + 3 * step) != _seen(world, seat, seed + 3 * step):
        raise _fail(rules, step, f"reveals() is False, but '{action}' showed seat {seat} "
                    "something its sampled worlds did not know")


def check_hands_private(rules: Rules, state: GameState, step: int, seed: int) -> bool:
    """Does some seat know what another does not here (worlds sampled for each seat
    with one seed differ)? A game whose ``hands_private`` is False must never say so."""
    seen = [_seen(state, seat, seed + step) for seat in range(len(state.scores()))]
    differs = any(view != seen[0] for view in seen[1:])
    if differs and not rules.hands_private:
        raise _fail(rules, step, "hands_private is False, but the seats' sampled worlds "
                    "differ: one seat knows what another does not")
    return differs


def _seen(state: GameState, seat: int, seed: int) -> dict[str, Any]:
    """What ``seat`` knows of ``state``: a world sampled for it, without the history
    (the games redact or rewrite their worlds' history; it is a record, not play)."""
    data = state.determinize(seat, GameRNG(seed)).to_dict()
    data.pop("history", None)
    return data


class _IllegalProbe:
    """An action object no game accepts."""

    def __str__(self) -> str:
        return "not an action"

    def __hash__(self) -> int:
        return 0


def check_replay(rules: Rules, players: int, options: Mapping[str, Any], seed: int) -> None:
    """The same seed and the same actions give identical histories and scores."""
    chosen: list[str] = []
    first = random_playout(rules, players, options, seed, check=False, chosen=chosen)
    second = rules.new_game(players=players, seed=seed, options=dict(options))
    for text in chosen:
        second.apply(rules.parse_action(second, text))
    if second.history != first.history:
        raise ConformanceError(f"{rules.name}: replaying the actions gave another history")
    if second.scores() != first.scores() or second.to_dict() != first.to_dict():
        raise ConformanceError(f"{rules.name}: replaying the actions gave other scores")
