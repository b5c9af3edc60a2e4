"""Capital playout, compiled, against the rules engine: the same moves and scores as the
engine's own rollout with the same random numbers (so the same legal moves, in the same
order, at every decision), every move sequence replayed through the engine (legal, same
final scores), and the district analysis = the engine's income figures."""

from __future__ import annotations

import pytest

from ai.fast import capital as fast
from ai.policies import Policy
from ai.rollout import python_rollout
from cext.capital_common import POLICY_CODE, S_N, decode_moves
from game import rules
from game.engine.rng import GameRNG
from game.rules.capital.actions import A_ECON, A_EXCHANGE, A_MILESTONE, A_SHRINK, A_WAR
from game.rules.capital.phases import PHASE_NAMES
from tests.cext.conftest import compiled_or_skip, python_runs_during

compiled = compiled_or_skip("capital_playout")

POLICIES = (
    Policy(kind="random"),
    Policy(kind="greedy", sample=4),
    Policy(kind="epsilon_greedy", epsilon=0.3, sample=6),
)


def random_state(seed: int):
    """A determinized state at a random decision of a random game (never the end)."""
    rng = GameRNG(seed)
    players = 2 + rng.randrange(3)
    state = rules.get("capital").new_game(players, seed=seed)
    for _ in range(rng.randrange(45 * players)):  # a game is ~45 decisions a seat
        acts = state.legal_actions()
        before = state.clone()
        state.apply(acts[rng.randrange(len(acts))])
        if state.is_terminal():
            state = before
            break
    return state.determinize(state.current_player, rng)


def run(module, state, policy: Policy, seed: int):
    return module.playout(fast.to_form(state), POLICY_CODE[policy.kind], policy.epsilon,
                          policy.sample, policy.depth, seed)


def replay(state, stream: list[int]):
    """Apply the moves to a copy through the engine (apply raises if one is illegal)."""
    world = state.clone()
    for action in decode_moves(stream):
        world.apply(action)
    return world


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.kind)
def test_compiled_plays_like_the_engine_rollout(policy: Policy) -> None:
    """Same random numbers, same moves and scores as ai.rollout.python_rollout on the
    engine: 1000 random states with the random policy, 200 with each greedy one."""
    count = 1000 if policy.kind == "random" else 200
    for seed in range(count):
        state = random_state(seed)
        scores, stream = run(compiled, state, policy, seed * 3 + 1)
        world = state.clone()
        start = len(world.history)
        assert python_rollout(world, policy, GameRNG(seed * 3 + 1)) == scores, seed
        texts = [text for _seat, text in world.history[start:]]
        replayed = replay(state, stream)
        assert replayed.is_terminal() and replayed.scores() == scores
        # the engine's history also lists forced moves; the stream only real decisions
        assert [text for _s, text in replayed.history[start:]] == texts


def test_compiled_moves_replay_through_the_engine() -> None:
    """Thousands of compiled playouts: legal in the engine, same final scores."""
    kinds: set[int] = set()
    phases: set[str] = set()
    for seed in range(1000):
        state = random_state(seed + 5000)
        phases.add(PHASE_NAMES[state.phase])
        policy = POLICIES[seed % 3]
        scores, stream = run(compiled, state, policy, seed)
        world = replay(state, stream)
        assert world.is_terminal() and world.scores() == scores, seed
        kinds.update(action[0] for action in decode_moves(stream))
    # the sample reaches every kind of decision (shrinks are rare but present)
    assert {A_WAR, A_MILESTONE, A_SHRINK, A_ECON, A_EXCHANGE} <= kinds
    assert {"pick", "resolve", "war", "income"} <= phases


def test_compiled_reads_states_like_to_form() -> None:
    """The compiled loader of engine states (the AI's path) gives to_form's form."""
    for seed in range(300):
        state = random_state(seed)
        assert compiled.form_of(state) == fast.to_form(state), seed
        if seed % 10 == 0:
            policy = POLICIES[seed % 3]
            args = (POLICY_CODE[policy.kind], policy.epsilon, policy.sample, 0, seed)
            assert compiled.playout_state(state, *args) == compiled.playout(
                fast.to_form(state), *args)


def test_depth_cut_off_scores_vp_plus_coins() -> None:
    from ai.games.capital import evaluate

    cut = 0
    for seed in range(10):
        state = random_state(seed)
        policy = Policy(kind="random", depth=7)
        scores, stream = run(compiled, state, policy, seed)
        world = replay(state, stream)
        if world.is_terminal():
            assert scores == world.scores()
        else:
            assert len(decode_moves(stream)) == 7
            assert scores == evaluate(world)
            cut += 1
    assert cut > 0


def test_damaged_forms_are_refused() -> None:
    form = fast.to_form(random_state(3))
    for module in (compiled,):
        bad = list(form)
        bad[S_N] = 7
        with pytest.raises(ValueError):
            module.playout(bad, 0, 0.0, 4, 0, 1)
        with pytest.raises(ValueError):
            module.playout(form[:-1], 0, 0.0, 4, 0, 1)
        with pytest.raises(ValueError):
            module.playout(form, 1, 0.0, 0, 0, 1)
        with pytest.raises(ValueError):
            module.playout(form, 3, 0.0, 4, 0, 1)
        bad = list(form)
        bad[-1] = 1 << 40  # the RNG's high half
        with pytest.raises(ValueError):
            module.playout(bad, 0, 0.0, 4, 0, 1)


def test_rollout_hook() -> None:
    """The AI's Capital rollout is the compiled playout when the extension is active."""
    import ai.games.capital as game

    if fast.COMPILED:
        assert game.rollout is fast.rollout
    state = random_state(8)
    scores = fast.rollout(state.clone(), Policy(kind="random"), GameRNG(5))
    assert len(scores) == state.n
    assert scores == fast.playout(state, Policy(kind="random"), GameRNG(5).next_u64())[0]
    finished = replay(state, stream_of(state))
    assert finished.is_terminal()
    assert fast.rollout_with(compiled)(finished, Policy(kind="greedy"), GameRNG(1)) == (
        finished.scores())


def stream_of(state) -> list[int]:
    return run(compiled, state, Policy(kind="random"), 4)[1]


def test_district_analysis_matches_the_engine() -> None:
    """Income (R6.4 steps 1-7) and milestone award metrics = the engine's, seat by seat."""
    from game.rules.capital.district import district_view
    from game.rules.capital.scoring import Analysis, auto_income, milestone_metric

    checked = 0
    for seed in range(400):
        state = random_state(seed + 900)
        form = fast.to_form(state)
        for seat in range(state.n):
            view = district_view(state.dist[seat])
            res = auto_income(view)
            vp = res["park"] + res["culture"] + res["residential_penalty"] + res["transport"]
            coins = res["commerce"] + res["industry"]
            for _index, bvp, bcoins in res["milestones"] + res["buildings"]:
                vp += bvp
                coins += bcoins
            out = compiled.analyse_form(form, seat)
            assert (out[10], out[11]) == (vp, coins), (seed, seat)
            an = Analysis(view)
            assert compiled.milestone_metrics_form(form, seat) == [
                milestone_metric(m, an) for m in range(10)], (seed, seat)
            checked += 1
    assert checked > 1000


def test_compiled_playout_releases_the_gil() -> None:
    """While one thread is inside a long compiled playout, another runs Python code."""
    form = fast.to_form(rules.get("capital").new_game(4, seed=3))
    # greedy over every legal action, a whole 4-player game: about 0.2 ms in C since the
    # playout got faster, too short for a loaded machine to schedule the main thread
    # inside one call, so many calls are watched
    assert python_runs_during(lambda: compiled.playout(form, 1, 0.0, 1_000_000, 0, 1),
                              calls=200)
