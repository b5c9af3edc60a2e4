"""``Rules.reveals`` for Ginkgopolis: a hidden choice, the choices shown, a new hand."""

from __future__ import annotations

from game import rules
from game.rules.ginkgopolis import actions as A

RULES = rules.get("ginkgopolis")


def test_a_choice_is_hidden_until_the_round_resolves():
    state = RULES.new_game(2, seed=3, options={"characters": "beginner"})
    first = state.clone()
    state.apply(state.legal_actions()[-1])  # first chooser: face down, nothing revealed
    assert not RULES.reveals(first, state)
    second = state.clone()
    state.apply(state.legal_actions()[-1])  # last chooser: the choices are shown
    assert RULES.reveals(second, state)


def test_a_new_hand_reveals_even_when_the_draw_pile_comes_back_to_its_length():
    state = RULES.new_game(5, seed=3, options={"characters": "beginner"})
    seat = state.current_player
    assert A.NEWHAND_ACT in state.legal_actions()
    # one card left to draw: the new hand refills the pile from the discards (§7.2)
    state.discard.extend(state.draw[:-1])
    del state.draw[:-1]
    before = state.clone()
    state.apply(A.NEWHAND_ACT)
    assert len(state.hand[seat]) == 4
    assert len(state.draw) == len(before.draw)  # the pile's length alone tells nothing
    assert RULES.reveals(before, state)
