"""The state's history is the contract's writable list of (seat, text)."""

from __future__ import annotations

from game.engine import GameRNG
from game.rules.ginkgopolis import RULES
from game.rules.ginkgopolis import actions as A


def test_history_assigned_as_texts_reads_back_as_actions():
    s = RULES.new_game(3, seed=4)
    rng = GameRNG(4)
    for _ in range(12):
        s.apply(rng.choice(s.legal_actions()))
    w = s.clone()
    w.history = [(seat, text) for seat, text in s.history]
    assert w.hist == s.hist
    assert all(isinstance(act, A.Act) for _seat, act in w.hist)
    w.history = [(1, "play ?")]  # a redacted text stays text
    assert w.hist == [(1, "play ?")] and w.history == [(1, "play ?")]
