"""``Rules.reveals`` for Capital: face-down picks hide, the reveal of the picks shows (R4.4)."""

from __future__ import annotations

import random

from game import rules
from game.rules.capital.phases import PICK

RULES = rules.get("capital")


def test_a_face_down_pick_reveals_nothing_and_the_last_pick_shows_them_all():
    state = RULES.new_game(3, seed=5)
    assert state.phase == PICK
    for _ in range(2):
        before = state.clone()
        state.apply(state.legal_actions()[0])
        assert state.phase == PICK
        assert not RULES.reveals(before, state)
    before = state.clone()
    state.apply(state.legal_actions()[0])  # the third pick of three: all picks shown
    assert state.phase != PICK
    assert RULES.reveals(before, state)


def test_random_games_block_reveals_and_new_hands_only():
    kinds = {"pick-reveal": 0, "quiet": 0}
    state = RULES.new_game(3, seed=2)
    rng = random.Random(2)
    while not state.is_terminal():
        before = state.clone()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        revealed = RULES.reveals(before, state)
        if before.phase == PICK and state.phase != PICK or before.era != state.era:
            assert revealed
            kinds["pick-reveal"] += 1
        elif action[0] == 4 and state.phase == 3:  # a war removal that leaves the war going
            assert not revealed
            kinds["quiet"] += 1
        elif before.phase == PICK and state.phase == PICK and before.rnd == state.rnd:
            assert not revealed  # another face-down pick
            kinds["quiet"] += 1
    assert kinds["pick-reveal"] > 10 and kinds["quiet"] > 10
