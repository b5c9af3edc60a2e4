"""The non-blocking Thinker: worker process and thread modes, progress, cancel."""

from __future__ import annotations

import time

import pytest

import ai
from ai.thinker import Thinker
from tests.ai.nim_game import NimState
from tests.engine.toy_game import TOY


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_thinker_gives_the_same_answer_as_choose_action(mode, tiny_levels):
    state = TOY.new_game(3, seed=6)
    before = state.to_dict()
    thinker = Thinker(state, tiny_levels, seed=12, mode=mode)
    thinker.start()
    assert 0.0 <= thinker.progress() <= 1.0
    assert thinker.wait(timeout=600)  # a guard against a hang only
    assert thinker.result() == ai.choose_action(state, tiny_levels, seed=12)
    assert thinker.result() in state.legal_actions()
    analysis = thinker.analysis()
    assert analysis and analysis[0].action == thinker.result()
    assert thinker.progress() == 1.0
    assert state.to_dict() == before


def test_result_before_done_is_an_error():
    state = NimState(pile=200)
    level = ai.Level(name="slow", iterations=0, time_ms=20_000)
    thinker = Thinker(state, level, seed=1, mode="thread")
    thinker.start()
    with pytest.raises(RuntimeError):
        thinker.result()
    thinker.cancel()
    assert thinker.done()
    with pytest.raises(RuntimeError, match="cancelled"):
        thinker.result()


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_cancel_stops_a_long_search_and_the_worker_serves_again(mode, tiny_levels):
    state = NimState(pile=200)
    slow = ai.Level(name="slow", iterations=0, time_ms=600_000)
    thinker = Thinker(state, slow, seed=1, mode=mode)
    thinker.start()
    if mode == "process":
        from ai.thinker import PROCESS_SUPPORTED

        pid = thinker.worker_pid
        assert (pid is not None and pid > 0) == PROCESS_SUPPORTED
    else:
        assert thinker.worker_pid is None
    time.sleep(0.3)
    thinker.cancel()
    assert thinker.worker_pid is None
    assert thinker.done() and thinker.analysis() == []
    again = Thinker(TOY.new_game(2, seed=1), tiny_levels, seed=2, mode=mode)
    again.start()
    assert again.wait(timeout=600)  # not stuck behind the cancelled 10-minute search
    assert again.result() in TOY.new_game(2, seed=1).legal_actions()


def test_progress_grows_while_thinking():
    state = NimState(pile=200)
    level = ai.Level(name="slow", iterations=0, time_ms=1500)
    thinker = Thinker(state, level, seed=1)
    thinker.start()
    seen = []
    deadline = time.monotonic() + 600  # a guard against a hang only
    while not thinker.done() and time.monotonic() < deadline:
        seen.append(thinker.progress())
        time.sleep(0.02)
    assert thinker.done() and str(thinker.result()) in ("take 1", "take 2")
    assert all(0.0 <= p <= 1.0 for p in seen)
    assert seen == sorted(seen) and any(0.0 < p < 1.0 for p in seen)


def test_baseline_and_single_action_answer_at_once():
    state = NimState(pile=1)
    thinker = Thinker(state, "hard", seed=1)
    thinker.start()
    assert thinker.done() and str(thinker.result()) == "take 1"
    greedy = Thinker(TOY.new_game(2, seed=1), "greedy", seed=1)
    greedy.start()
    assert greedy.done() and greedy.analysis() == []


class _Orphan(NimState):
    """A state whose module has no Rules object of its own: a worker cannot rebuild it."""

    def clone(self) -> _Orphan:
        other = _Orphan(self.pile, self.players)
        other.turn, other.points, other.history = self.turn, list(self.points), list(self.history)
        return other


def test_worker_failure_is_reported_not_raised_in_the_frame_loop():
    thinker = Thinker(_Orphan(pile=9), ai.Level(name="t", iterations=20), seed=1)
    thinker.start()
    assert thinker.wait(timeout=600)  # a guard against a hang only
    with pytest.raises(RuntimeError, match="the AI failed"):
        thinker.result()
    assert thinker.analysis() == []
