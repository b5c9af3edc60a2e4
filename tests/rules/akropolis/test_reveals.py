"""``Rules.reveals`` for Akropolis: only a site refill (R6.1) turns over something new."""

from __future__ import annotations

from game import rules

RULES = rules.get("akropolis")


def test_a_take_reveals_nothing_until_the_site_is_refilled():
    state = RULES.new_game(2, seed=4)
    assert len(state.site) == 4  # players + 2
    stacks = len(state.stacks)
    for left in (3, 2):
        before = state.clone()
        state.apply(state.legal_actions()[0])
        assert len(state.site) == left and len(state.stacks) == stacks
        assert not RULES.reveals(before, state)
    before = state.clone()
    state.apply(state.legal_actions()[0])  # one tile left: a stack is turned over
    assert len(state.stacks) == stacks - 1
    assert RULES.reveals(before, state)
    assert not RULES.reveals(state, state.clone())
