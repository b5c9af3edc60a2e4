"""The compiled Worlds (a search iteration's game state) against the rules engine: along
random games from determinized states, the seat to play, the legal moves, the state
after each move (by its scores), the winners at the end, and the rollout's scores."""

from __future__ import annotations

import pytest

from ai.policies import Policy
from game import rules
from game.engine.rng import GameRNG
from tests.cext.conftest import compiled_or_skip

compiled_or_skip("regions")  # the whole module needs the extension


def walk(game: str, ordered: bool, games: int) -> int:
    """Random games from determinized states, World and engine side by side; the
    number of moves compared."""
    from ai.games import hooks_for

    engine = rules.get(game)
    compared = 0
    for seed in range(games):
        rng = GameRNG(seed)
        state = engine.new_game(2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(40)):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        if state.is_terminal():
            continue
        state = state.determinize(state.current_player, rng)
        worlds = hooks_for(state).world
        world = worlds.from_state(state)
        while True:
            player = state.current_player
            assert world.current == (-1 if player is None else player)
            if player is None:
                break
            codes = world.legal()
            texts = [worlds.text(world, code) for code in codes]
            expected = [str(action) for action in state.legal_actions()]
            assert (texts if ordered else sorted(texts)) == (
                expected if ordered else sorted(expected))
            k = rng.randrange(len(codes))
            world.apply(codes[k])
            state.apply_text(texts[k])
            assert world.scores() == state.scores()
            compared += 1
        assert world.winners() == state.winners()
    return compared


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_worlds_move_like_the_engine(game: str) -> None:
    """Thousands of moves per game, every legal move list compared (Akropolis: as a
    set, its compiled order differs; the others: in the engine's order)."""
    games = {"akropolis": 45, "capital": 12, "ginkgopolis": 24}[game]
    compared = walk(game, game != "akropolis", games)
    assert compared > 1000


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_world_rollouts_are_the_rollout_hook(game: str) -> None:
    """``play_out`` from a fresh World = the game's rollout hook on the engine state
    (same seed drawn from the same generator): the search's numbers do not change."""
    from ai.games import hooks_for

    engine = rules.get(game)
    for seed in range(30):
        rng = GameRNG(seed)
        state = engine.new_game(2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(30)):
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        state = state.determinize(state.current_player, rng)
        hooks = hooks_for(state)
        policy = Policy(kind=("random", "greedy", "epsilon_greedy")[seed % 3], epsilon=0.3,
                        sample=4, depth=(0, 0, 5)[seed % 3])
        world = hooks.world.from_state(state)
        assert world.play_out(policy, GameRNG(seed)) == hooks.rollout(
            state.clone(), policy, GameRNG(seed))


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_illegal_codes_are_refused(game: str) -> None:
    from ai.games import hooks_for

    state = rules.get(game).new_game(2, seed=3)
    world = hooks_for(state).world.from_state(state)
    codes = world.legal()
    bad = max(codes) + 1
    while bad in codes:
        bad += 1
    with pytest.raises(ValueError):
        world.apply(bad)
    assert world.legal() == codes


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_a_code_legal_a_move_ago_is_refused(game: str) -> None:
    """After a move, apply() checks the code against the new position's moves, not the
    list legal() gave before the move (the Ginkgopolis world keeps that list)."""
    from ai.games import hooks_for

    rng = GameRNG(5)
    for seed in range(20):
        state = rules.get(game).new_game(2, seed=seed)
        worlds = hooks_for(state).world
        world = worlds.from_state(state)
        twin = worlds.from_state(state)  # lists the moves after each move
        for _ in range(30):
            if world.current < 0:
                break
            before = world.legal()
            code = before[rng.randrange(len(before))]
            world.apply(code)
            twin.apply(code)
            if world.current < 0:
                break
            stale = [c for c in before if c not in twin.legal()]
            if stale:
                # world's last listing is from before the move; then once more after
                # listing again (a refused move leaves the world as it was)
                with pytest.raises(ValueError):
                    world.apply(stale[0])
                world.legal()
                with pytest.raises(ValueError):
                    world.apply(stale[0])
                return
    pytest.fail(f"{game}: no move made an earlier legal code illegal")


@pytest.mark.parametrize("game", ["akropolis", "capital", "ginkgopolis"])
def test_a_copy_is_a_world_at_the_same_position(game: str) -> None:
    """copy() after some moves, and after a rollout, is a World at the same position
    (the same seat, moves and scores, the same rollout from the same seed), and moves
    on its own (Akropolis' copy replays the moves on its form; the others copy C)."""
    from ai.games import hooks_for

    policy = Policy("random")
    for seed in range(12):
        state = rules.get(game).new_game(2 + seed % 2, seed=seed)
        world = hooks_for(state).world.from_state(state)
        rng = GameRNG(seed)
        for _ in range(rng.randrange(40)):
            if world.current < 0:
                break
            codes = world.legal()
            world.apply(codes[rng.randrange(len(codes))])
        if seed % 3 == 0:
            world.play_out(Policy("random", depth=5), GameRNG(seed))  # stops mid-game
        twin = world.copy()
        assert (twin.current, twin.legal(), twin.scores()) == (
            world.current, world.legal(), world.scores()), seed
        if world.current < 0:
            continue
        assert twin.copy().play_out(policy, GameRNG(7)) == world.copy().play_out(
            policy, GameRNG(7)), seed
        before = (world.current, world.legal(), world.scores())
        twin.apply(twin.legal()[-1])
        assert (world.current, world.legal(), world.scores()) == before, seed


def test_akropolis_compiled_determinize_is_the_engines() -> None:
    """The World's determinize (from the true state's form) makes the engine's world,
    with the same draws from the same generator, at thousands of positions."""
    from ai.fast import akropolis as fast
    from tests.cext.test_akropolis_playout import random_state

    checked = 0
    for seed in range(1500):
        state = random_state(seed)
        if state.is_terminal():
            continue
        mine, theirs = GameRNG(seed), GameRNG(seed)
        world = fast.AkropolisWorlds(state).determinize(state.current_player, mine)
        expected = state.determinize(state.current_player, theirs)
        assert mine == theirs
        assert world.compact() == fast.to_form(expected)
        assert world.play_out(Policy("random"), GameRNG(1)) == fast.rollout(
            expected, Policy("random"), GameRNG(1))
        checked += 1
    assert checked > 1000


def test_capital_compiled_determinize_is_the_engines() -> None:
    """The World's determinize (from the true state's form) makes the engine's world
    (the same form: packets, picks, the game's RNG), with the same draws, at 2000
    positions of every phase."""
    from ai.fast import capital as fast
    from tests.cext.test_capital_playout import random_state

    drafts = 0
    for seed in range(2000):
        rng = GameRNG(seed)
        state = random_state(seed)
        seat = state.current_player
        observer = (seat + seed) % state.n if seed % 3 == 0 else seat  # another seat too
        mine, theirs = GameRNG(seed * 7), GameRNG(seed * 7)
        world = fast.CapitalWorlds(state).determinize(observer, mine)
        expected = state.determinize(observer, theirs)
        assert mine == theirs
        assert world.compact() == fast.CapitalWorlds.from_state(expected).compact(), seed
        assert world.play_out(Policy("random"), rng) == fast.rollout(
            expected, Policy("random"), GameRNG(seed)), seed
        drafts += state.phase == 0
    assert drafts > 300


def test_ginkgopolis_compiled_determinize_is_the_engines(monkeypatch) -> None:
    """The World's determinize (from the true state's form and the observer's plan)
    makes the engine's world (hands, tiles, face-down choices, returns, draw pile,
    supply, the game's RNG), with the same draws, at 2000 positions of every phase
    (the draft and solo go to the engine's determinize, also compared)."""
    from ai.fast import ginkgopolis as fast
    from game.rules.ginkgopolis.phases import CHOOSE, RETURN
    from game.rules.ginkgopolis.state import GinkgoState

    engine_determinize = GinkgoState.determinize
    engine_calls = [0]

    def counted(self, *args, **kwargs):
        engine_calls[0] += 1
        return engine_determinize(self, *args, **kwargs)

    monkeypatch.setattr(GinkgoState, "determinize", counted)
    engine = rules.get("ginkgopolis")
    phases: dict[int, int] = {}
    hidden_choices = 0
    checked = in_c = 0
    seed = 0
    while checked < 2000:
        rng = GameRNG(seed)
        players = 1 + seed % 5
        state = engine.new_game(players, seed=seed,
                                options={"characters": "beginner"} if seed % 3 else {})
        for _ in range(rng.randrange(160)):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        seed += 1
        if state.is_terminal():
            continue
        for observer in {state.current_player, rng.randrange(state.n)}:
            if state.solo and observer != 0:
                continue
            mine, theirs = GameRNG(seed * 5), GameRNG(seed * 5)
            before = engine_calls[0]
            world = fast.GinkgopolisWorlds(state).determinize(observer, mine)
            in_c += engine_calls[0] == before  # not the engine's fallback
            expected = state.determinize(observer, theirs)
            assert mine == theirs, seed
            assert world.compact() == fast.GinkgopolisWorlds.from_state(expected).compact(), seed
            phases[state.phase] = phases.get(state.phase, 0) + 1
            hidden_choices += any(state.choice[s] for s in range(state.n) if s != observer)
            checked += 1
    assert phases.get(CHOOSE, 0) > 500 and phases.get(RETURN, 0) > 10, phases
    assert hidden_choices > 300
    assert in_c > 1200, in_c
