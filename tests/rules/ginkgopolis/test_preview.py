"""What a play would do (rules/ginkgopolis/preview.py), on built positions, against the engine."""

from __future__ import annotations

from game.rules.ginkgopolis.preview import Gain, Problem, outcome_of, problem
from tests.rules.ginkgopolis.helpers import (
    card,
    give_hand,
    give_tiles,
    play,
    set_city,
    set_res,
    table,
    tile,
)


def counts(s, seat):
    return s.res[seat], len(s.tiles[seat]), s.sp[seat]


def resolved(s, seat, text, other="R3"):
    """(res, tiles, sp) change of ``seat`` once its play ``text`` resolved (seat 1 exploits
    the building card ``other``)."""
    before = counts(s, seat)
    give_hand(s, 1, other)
    play(s, text, f"play {other}")
    after = counts(s, seat)
    return tuple(a - b for a, b in zip(after, before, strict=True))


def test_urbanize_e_next_to_r2_as_in_section_6_2():
    s = table(2)
    give_hand(s, 0, "E", "R1")
    give_tiles(s, 0, "B9")
    set_res(s, 0, 3)
    out = outcome_of(s, 0, card("E"), tile("B9"))
    assert (out.kind, out.legal, out.problem) == ("urbanize", True, None)
    assert out.target == (2, 0)  # token E
    assert out.producers == [(1, 0)] and out.produced == [Gain(0, 1, 1)]  # R2, height 1
    assert out.token_spaces == [(3, 0)]  # the only empty space: no choice
    assert (out.res, out.tiles, out.sp) == (0, -1, 0)  # pay 1, gain 1; the tile is built
    assert out.bonus is None
    assert resolved(s, 0, "play E + B9") == (0, -1, 0)


def test_exploit_with_bonuses_from_a_card_and_a_character():
    s = table(2)
    give_hand(s, 0, "B2", "R1")
    s.cards[0] = [card("R7")]  # number 7: exploit icon, 1 resource + 1 point
    s.chars[0] = [5]  # Data Gardener: exploit icon, 1 tile
    out = outcome_of(s, 0, card("B2"), -1)
    assert (out.kind, out.target, out.height) == ("exploit", (0, 0), 1)
    assert out.taken == Gain(2, 1, 1)  # blue building, height 1: one tile
    assert out.bonus is not None
    assert (out.bonus.chars, out.bonus.cards) == ([5], [card("R7")])
    assert out.bonus.gains == [Gain(0, 1, 1), Gain(2, 1, 1), Gain(1, 1, 1)]
    assert (out.res, out.tiles, out.sp) == (1, 2, 1)
    assert resolved(s, 0, "play B2") == (1, 2, 1)


def test_exploit_gains_are_capped_by_the_supply():
    s = table(2)
    set_city(s, [(0, 0, "B2", 3, -1)])
    give_hand(s, 0, "B2")
    s.supply_tiles[:] = s.supply_tiles[:1]
    out = outcome_of(s, 0, card("B2"), -1)
    assert out.taken == Gain(2, 3, 1)
    assert (out.res, out.tiles, out.sp) == (0, 1, 0)


def test_a_letter_exploited_with_both_items_left_is_a_choice():
    s = table(2)
    give_hand(s, 0, "A")
    out = outcome_of(s, 0, card("A"), -1)
    assert out.either and out.taken is None
    assert (out.res, out.tiles, out.sp) == (1, 0, 0)  # taking the resource
    assert out.alt == (0, 1, 0)  # taking the tile


def test_construct_on_own_building_with_a_colour_change_and_a_lower_number():
    s = table(2)
    set_city(s, [(0, 0, "B2", 2, 0), (1, 0, "Y5", 1, 1)])
    give_hand(s, 0, "B2")
    give_tiles(s, 0, "R1")
    set_res(s, 0, 2)
    s.sp[0] = 1
    out = outcome_of(s, 0, card("B2"), tile("R1"))
    assert (out.kind, out.legal, out.target) == ("construct", True, (0, 0))
    assert (out.owner, out.mine, out.height) == (0, True, 2)
    assert out.colour_change and out.drop == 1
    # +2 back from the building, -1 colour change, -3 for floor 3; -1 point for 2 over 1
    assert (out.res, out.tiles, out.sp) == (-2, -1, -1)
    assert resolved(s, 0, "play B2 + R1", "Y5") == (-2, -1, -1)


def test_why_a_play_is_not_allowed():
    s = table(2)
    set_city(s, [(0, 0, "B2", 2, 0)])
    give_tiles(s, 0, "R1", "B9")
    set_res(s, 0, 1)
    s.sp[0] = 0
    b2, r1 = card("B2"), tile("R1")
    assert problem(s, 0, b2, r1) == Problem("resources", 4, 3, True, 1, 2)
    set_res(s, 0, 2)
    assert problem(s, 0, b2, r1) == Problem("points", have=0, drop=1, card_no=2, tile_no=1)
    assert problem(s, 0, b2, tile("B9")) is None  # same colour, higher number
    assert not outcome_of(s, 0, b2, r1).legal
    set_res(s, 0, 0)
    assert problem(s, 0, card("A"), r1) == Problem("urbanize")
    assert problem(s, 0, card("A"), -1) is None
