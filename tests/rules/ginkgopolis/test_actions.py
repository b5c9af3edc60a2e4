"""Actions through the engine: the §6 examples, Exploit, costs, bonuses, New Hand."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction
from game.rules.ginkgopolis.data import LETTERS
from game.rules.ginkgopolis.phases import CHOOSE, RESOLVE
from game.rules.ginkgopolis.start import START_SPACES
from tests.rules.ginkgopolis.helpers import (
    START,
    card,
    give_hand,
    give_tiles,
    legal,
    play,
    set_city,
    set_res,
    table,
    tile,
)


def token(s, letter):
    return s.tokens.get(LETTERS.index(letter))


def test_urbanize_example_of_section_6_2():
    s = table(2)
    # the starting city has R2 on (1, 0) (see helpers.START)
    assert s.city[(1, 0)] == (tile("R2"), 1, -1)
    give_hand(s, 0, "E", "R1", "Y1", "B1")
    give_tiles(s, 0, "B9")
    set_res(s, 0, 3)
    give_hand(s, 1, "B2", "R3", "Y3", "B3")
    play(s, "play E + B9", "play B2")
    # token E moved to the only empty neighbour (3, 0) with no choice
    assert token(s, "E") == (3, 0)
    assert s.city[(2, 0)] == (tile("B9"), 1, 0)
    assert (2, 0) in s.marked
    # 1 resource placed, 1 resource gained from R2 on (1, 0)
    assert s.res[0] == 3
    assert s.pool[0] == 25 - 3 - 1  # one stands on B9
    assert card("E") in s.discard
    # next round (seat 1 first): seat 0 urbanizes D on (2, 1)
    assert s.phase == CHOOSE and s.current_player == 1
    give_hand(s, 1, "Y2", "R3", "Y3", "B3")
    play(s, "play Y2")
    give_hand(s, 0, "D", "R1", "Y1", "B1")
    give_tiles(s, 0, "Y10")
    tiles_before, sp_before, res_before = len(s.tiles[0]), s.sp[0], s.res[0]
    play(s, "play D + Y10")
    # (3, 1) and the corner (2, 2) are empty: seat 0 chooses
    assert s.phase == RESOLVE and s.current_player == 0
    assert legal(s) == ["token 2,2", "token 3,1"]
    play(s, "token 3,1")
    assert token(s, "D") == (3, 1)
    # neighbours (1, 1) = B1 (1 tile) and (2, 0) = B9 (1 tile) produce
    assert len(s.tiles[0]) == tiles_before - 1 + 2  # Y10 was played
    assert s.sp[0] == sp_before
    assert s.res[0] == res_before - 1


def test_urbanize_with_no_empty_neighbour_removes_token_and_card():
    s = table(2)
    # surround the space of token A (-1, 2) by buildings and tokens
    set_city(
        s, [(-1, 1, "R1", 1, -1), (-2, 2, "R2", 1, -1), (-1, 3, "R3", 1, -1), (0, 0, "Y1", 1, -1)]
    )
    # (0, 2) holds token B
    give_hand(s, 0, "A", "R1", "R2", "C")
    give_tiles(s, 0, "B9")
    set_res(s, 0, 1)
    give_hand(s, 1, "Y1", "R3", "D", "F")
    play(s, "play A + B9", "play Y1")
    assert token(s, "A") is None
    assert card("A") in s.out_cards and card("A") not in s.discard
    assert card("A") not in s.draw and all(card("A") not in h for h in s.hand)
    # three red neighbours of height 1: 3 resources
    assert s.res[0] == 3


def construct_table(owner_of_r12: int, c_res: int):
    s = table(3)
    start = [(x, y, t, 1, -1) for (x, y), t in zip(START_SPACES, START, strict=True)]
    set_city(s, [*start, (0, 5, "R12", 3, owner_of_r12)])
    give_hand(s, 0, "B1", "R1", "R2", "R3")
    give_hand(s, 1, "B2", "Y1", "Y2", "Y3")
    give_hand(s, 2, "R12", "A", "B", "C")
    give_tiles(s, 2, "Y6")
    set_res(s, 2, c_res)
    s.sp[2] = 6
    return s


def test_construct_example_of_section_6_4():
    s = construct_table(owner_of_r12=1, c_res=5)
    b_res, b_sp, c_pool = s.res[1], s.sp[1], s.pool[2]
    play(s, "play B1", "play B2")
    assert "play R12 + Y6" in legal(s)
    play(s, "play R12 + Y6")
    assert s.res[1] == b_res + 3 and s.sp[1] == b_sp + 3
    assert s.city[(0, 5)] == (tile("Y6"), 4, 2)
    assert s.res[2] == 0 and s.sp[2] == 0
    assert s.pool[2] == c_pool + 1
    assert s.cards[2] == [card("R12")]
    assert (0, 5) in s.marked


def test_construct_needs_five_resources_in_the_example():
    s = construct_table(owner_of_r12=1, c_res=4)
    play(s, "play B1", "play B2")
    assert "play R12 + Y6" not in legal(s)
    with pytest.raises(IllegalAction):
        play(s, "play R12 + Y6")


def test_construct_on_own_building_needs_only_two_resources():
    s = construct_table(owner_of_r12=2, c_res=2)
    sps = list(s.sp)
    play(s, "play B1", "play B2", "play R12 + Y6")
    assert s.city[(0, 5)] == (tile("Y6"), 4, 2)
    assert s.res[2] == 0
    assert s.sp[0] == sps[0] and s.sp[1] == sps[1] and s.sp[2] == 0


def test_construct_own_building_with_one_resource_is_illegal():
    s = construct_table(owner_of_r12=2, c_res=1)
    play(s, "play B1", "play B2")
    assert "play R12 + Y6" not in legal(s)


def test_construct_needs_sp_for_a_lower_tile():
    s = construct_table(owner_of_r12=-1, c_res=10)
    s.sp[2] = 5  # d = 12 - 6 = 6
    play(s, "play B1", "play B2")
    assert "play R12 + Y6" not in legal(s)
    s.sp[2] = 6
    s._legal = None
    assert "play R12 + Y6" in legal(s)


def test_construct_same_colour_higher_number_costs_only_the_floors():
    s = construct_table(owner_of_r12=-1, c_res=4)
    give_tiles(s, 2, "R15")
    play(s, "play B1", "play B2")
    assert "play R12 + R15" in legal(s) and "play R12 + Y6" not in legal(s)
    pool, sp = s.pool[2], s.sp[2]
    play(s, "play R12 + R15")
    assert s.res[2] == 0 and s.pool[2] == pool and s.sp[2] == sp


def test_exploit_building_gives_its_height_in_items_to_anyone():
    s = table(2)
    set_city(s, [(0, 0, "Y5", 3, 1), (1, 0, "R5", 2, 1), (2, 0, "B5", 2, -1)])
    give_hand(s, 0, "Y5", "R5", "A", "B")
    give_hand(s, 1, "B5", "C", "D", "F")
    play(s, "play Y5", "play B5")
    assert s.sp[0] == 3
    assert len(s.tiles[1]) == 2
    assert card("Y5") in s.discard and card("B5") in s.discard


def test_exploit_red_building_takes_only_what_the_supply_holds():
    s = table(2)
    set_city(s, [(0, 0, "R5", 3, 1), (5, 5, "B5", 1, -1)])
    set_res(s, 0, 24)  # 1 left in the supply
    give_hand(s, 0, "R5", "A", "B", "C")
    give_hand(s, 1, "B5", "D", "E", "F")
    play(s, "play R5", "play B5")
    assert s.res[0] == 25 and s.pool[0] == 0


def test_exploit_letter_card_asks_resource_or_tile():
    s = table(2)
    give_hand(s, 0, "A", "R1", "Y1", "B1")
    give_hand(s, 1, "B2", "R3", "Y3", "B3")
    play(s, "play A", "play B2")
    assert s.current_player == 0 and legal(s) == ["take resource", "take tile"]
    play(s, "take tile")
    assert len(s.tiles[0]) == 1 and s.res[0] == 0


def test_exploit_letter_card_gives_the_only_available_item():
    s = table(2)
    set_res(s, 0, 25)
    give_hand(s, 0, "A", "R1", "Y1", "B1")
    give_hand(s, 1, "B2", "R3", "Y3", "B3")
    play(s, "play A", "play B2")
    assert len(s.tiles[0]) == 1  # no resource left: a tile, no question
    assert s.phase == CHOOSE


def test_exploit_bonuses_from_characters_and_cards_1_to_9():
    s = table(2)
    s.chars[0] = [6, 13, 8]  # C7 red E, C14 yellow E, C9 blue U
    s.cards[0] = [card("B7"), card("Y4"), card("R2")]  # B7 E (+1T +1P), Y4 E (+1P), R2 U
    give_hand(s, 0, "Y1", "R1", "A", "B")
    give_hand(s, 1, "B2", "R3", "Y3", "B3")
    play(s, "play Y1", "play B2")
    # Y1 height 1: 1 SP; C7 +1R, C14 +1P, B7 +1T +1P, Y4 +1P
    assert s.sp[0] == 1 + 1 + 1 + 1
    assert s.res[0] == 1
    assert len(s.tiles[0]) == 1


def test_construct_bonus_does_not_count_the_card_being_built():
    s = construct_table(owner_of_r12=-1, c_res=4)
    give_hand(s, 2, "R3", "A", "B", "C")
    give_tiles(s, 2, "R9")
    s.cards[2] = [card("Y9")]  # C +1P +1P
    play(s, "play B1", "play B2", "play R3 + R9")
    assert s.sp[2] == 6 + 2
    assert s.cards[2] == [card("Y9"), card("R3")]


def test_urbanize_needs_a_resource():
    s = table(2)
    give_hand(s, 0, "A", "R1", "Y1", "B1")
    give_tiles(s, 0, "B9")
    assert "play A + B9" not in legal(s)
    set_res(s, 0, 1)
    assert "play A + B9" in legal(s)


def test_new_hand_discards_and_draws_four():
    s = table(2)
    give_hand(s, 0, "A", "R1", "Y1", "B1")
    old = list(s.hand[0])
    play(s, "newhand")
    assert s.newhand[0] == 1 and len(s.hand[0]) == 4
    assert all(c in s.discard for c in old)
    play(s, "newhand")
    assert s.newhand[0] == 0 and "newhand" not in legal(s)


def test_other_seats_cannot_see_a_face_down_choice_but_see_the_tile():
    s = table(2)
    give_hand(s, 0, "A", "R1", "Y1", "B1")
    give_tiles(s, 0, "B9")
    set_res(s, 0, 1)
    play(s, "play A + B9")
    assert s.choice[0] == [card("A"), tile("B9")]
    assert s.current_player == 1


def test_illegal_action_leaves_the_state_unchanged():
    s = table(2)
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply("play L + B20")
    with pytest.raises(IllegalAction):
        s.apply("dance")
    assert s.to_dict() == before
