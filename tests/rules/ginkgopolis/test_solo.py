"""Solo mode against Hal (§11): setup, each of Hal's cases, the end check, the winner."""

from __future__ import annotations

from game.rules.ginkgopolis import RULES
from game.rules.ginkgopolis.data import LETTERS
from game.rules.ginkgopolis.phases import CHOOSE, HAL, OVER, RESOLVE
from game.rules.ginkgopolis.start import START_SPACES
from tests.rules.ginkgopolis.helpers import (
    START,
    card,
    give_hand,
    give_tiles,
    legal,
    play,
    set_city,
    tile,
)


def solo(extra=(), hal_card="A", top="Y9"):
    """Seat 0 holds R1, Y1, B1; Hal holds ``hal_card``; the next supply tile is ``top``."""
    s = RULES.new_game(1, 5)
    start = [(x, y, t, 1, -1) for (x, y), t in zip(START_SPACES, START, strict=True)]
    set_city(s, [*start, *extra])
    s.draw.extend(c for c in s.choice[HAL][:1])
    s.choice[HAL] = []
    give_hand(s, 0, "R1", "Y1", "B1")
    c = card(hal_card)
    for pile in (s.draw, s.discard):
        if c in pile:
            pile.remove(c)
    s.choice[HAL] = [c, -1]
    t = tile(top)
    if t in s.supply_tiles:
        s.supply_tiles.remove(t)
    s.supply_tiles.append(t)
    s._legal = None
    return s


def test_solo_setup():
    s = RULES.new_game(1, 3)
    assert s.num_players == 1 and s.n == 2 and s.current_player == 0
    assert (s.res[0], len(s.tiles[0]), s.sp[0]) == (6, 6, 6)
    assert s.pool == [25 - 6, 25]
    assert s.chars == [[], []] and s.newhand == [0, 0]
    assert len(s.hand[0]) == 3 and len(s.choice[HAL]) == 2 and s.hand[HAL] == []
    assert s.sp[HAL] == 0 and s.tiles[HAL] == []
    assert len(s.removed_tiles) == 6 and len(s.supply_tiles) == 51 - 6 - 6
    assert len(s.draw) == 21 - 4
    assert len(s.scores()) == 1


def test_solo_you_choose_then_the_other_two_cards_are_discarded():
    s = solo(hal_card="Y2")
    play(s, "play R1")
    assert card("Y1") in s.discard and card("B1") in s.discard
    assert s.phase == CHOOSE and len(s.hand[0]) == 3  # next round: 3 new cards


def test_hal_urbanizes_and_gains_one_sp_per_floor_of_the_neighbours():
    # token E lies on (2, 0): neighbours (1, 0) R2, and only (3, 0) is empty
    s = solo(extra=[], hal_card="E", top="Y9")
    s.city[(1, 0)] = (tile("R2"), 4, -1)  # a 4-floor neighbour
    s.cards[HAL] = [card("R8"), card("Y5")]  # Urbanize icons: Hal never collects bonuses
    pool = s.pool[HAL]
    play(s, "play R1")
    assert s.city[(2, 0)] == (tile("Y9"), 1, HAL)
    assert s.tokens[LETTERS.index("E")] == (3, 0)
    assert s.pool[HAL] == pool - 1
    assert s.sp[HAL] == 4
    assert (2, 0) in s.marked
    assert card("E") in s.discard


def test_you_choose_where_hals_token_moves():
    # token D on (2, 1): neighbours (1, 1) B1 and (2, 0) token E; (3, 1) and (2, 2) empty
    s = solo(hal_card="D", top="B12")
    play(s, "play R1")
    assert s.phase == RESOLVE and s.current_player == 0
    assert legal(s) == ["token 2,2", "token 3,1"]
    play(s, "token 2,2")
    assert s.tokens[LETTERS.index("D")] == (2, 2)
    assert s.sp[HAL] == 1
    assert s.phase == CHOOSE


def test_hal_urbanize_fails_without_resources_and_the_game_ends():
    s = solo(hal_card="E")
    s.pool[HAL] = 0
    play(s, "play R1")
    assert (2, 0) not in s.city
    assert card("E") in s.discard
    assert s.hal_failed and s.phase == OVER and s.current_player is None


def test_hal_constructs_on_your_building():
    # R5 of height 2 is yours; Hal builds Y9 on it: d = 0, colour change is free for Hal
    s = solo(extra=[(4, 4, "R5", 2, 0)], hal_card="R5", top="Y9")
    res, sp, pool = s.res[0], s.sp[0], s.pool[HAL]
    play(s, "play Y1")
    assert s.city[(4, 4)] == (tile("Y9"), 3, HAL)
    assert s.res[0] == res + 2 and s.sp[0] == sp + 1 + 2  # Y1 exploit + 2 returned
    assert s.pool[HAL] == pool - 3
    assert s.cards[HAL] == [card("R5")]
    assert (4, 4) in s.marked


def test_hal_loses_sp_for_a_lower_tile_but_never_below_zero():
    s = solo(extra=[(4, 4, "R15", 1, -1)], hal_card="R15", top="R4")
    s.sp[HAL] = 3
    play(s, "play R1")
    assert s.city[(4, 4)] == (tile("R4"), 2, HAL)
    assert s.sp[HAL] == 0  # d = 11, floored at 0


def test_hal_rebuilds_his_own_building_from_his_supply():
    s = solo(extra=[(4, 4, "B5", 2, HAL)], hal_card="B5", top="B7")
    s.sp[HAL] = 4
    pool = s.pool[HAL]
    sp0 = s.sp[0]
    play(s, "play R1")
    assert s.city[(4, 4)] == (tile("B7"), 3, HAL)
    assert s.pool[HAL] == pool + 2 - 3
    assert s.sp[HAL] == 4 and s.sp[0] == sp0


def test_hal_own_building_counts_toward_his_resource_check():
    # needs h + 1 = 3 with o = 2: a supply of 1 is enough
    s = solo(extra=[(4, 4, "B5", 2, HAL)], hal_card="B5", top="B7")
    s.pool[HAL] = 1
    play(s, "play R1")
    assert s.city[(4, 4)] == (tile("B7"), 3, HAL) and not s.hal_failed
    assert s.pool[HAL] == 0
    assert s.phase == OVER  # Hal's supply is empty at the end check


def test_hal_construct_fails_without_resources_and_the_game_ends():
    s = solo(extra=[(4, 4, "B5", 2, 0)], hal_card="B5", top="B7")
    s.pool[HAL] = 2  # needs 3
    supply = len(s.supply_tiles)
    play(s, "play R1")
    assert s.city[(4, 4)] == (tile("B5"), 2, 0)
    assert len(s.supply_tiles) == supply  # no tile drawn
    assert card("B5") in s.discard
    assert s.hal_failed and s.phase == OVER


def test_hal_does_nothing_when_the_tile_supply_is_empty_and_the_game_ends():
    s = solo(hal_card="E")
    s.removed_tiles.extend(s.supply_tiles)
    s.supply_tiles = []
    play(s, "play R1")
    assert (2, 0) not in s.city and card("E") in s.discard
    assert not s.hal_failed
    assert s.phase == OVER


def test_game_ends_when_you_have_no_resources_left():
    s = solo(hal_card="Y2")
    s.pool[0] = 0
    s.res[0] = 1
    give_hand(s, 0, "A", "Y1", "B1")
    s.tiles[0] = [tile("B19")]
    if tile("B19") in s.supply_tiles:
        s.supply_tiles.remove(tile("B19"))
    play(s, "play A + B19", "token -2,2")  # R1 below produces nothing: the supply is empty
    assert s.res[0] == 0 and s.pool[0] == 0
    assert s.phase == OVER


def test_game_ends_when_hals_supply_is_empty():
    s = solo(hal_card="E")
    s.pool[HAL] = 1
    play(s, "play R1")
    assert s.pool[HAL] == 0 and not s.hal_failed
    assert s.phase == OVER


def test_game_goes_on_otherwise():
    s = solo(hal_card="E")
    play(s, "play R1")
    assert s.phase == CHOOSE and s.current_player == 0


def test_solo_refill_has_no_seven_card_discard():
    s = solo(hal_card="Y2")
    s.discard.extend(s.draw)
    s.draw = []
    size = len(s.discard)
    play(s, "play R1")
    # refill: the discard (+ R1, Y1, B1, Y2) became the draw pile, 4 cards dealt from it
    assert s.discard == []
    assert len(s.draw) == size + 4 - 4


def test_a_tie_is_hals_win():
    s = solo(hal_card="Y2")
    s.sp[0], s.sp[HAL] = 10, 10
    s.city = {}
    s.where = {}
    assert s.table_scores() == [10, 10]
    assert s.winners() == []  # Hal wins: no seat at the table wins
    s.sp[0] = 11
    assert s.winners() == [0]
    assert s.scores() == [11]


def test_hal_scores_his_area_cards_and_districts():
    s = solo(hal_card="Y2")
    s.sp[0] = s.sp[HAL] = 0
    s.city = {(0, 0): (tile("R4"), 2, HAL), (1, 0): (tile("R5"), 1, 0)}
    s.where = {tile("R4"): (0, 0), tile("R5"): (1, 0)}
    s.cards[HAL] = [card("B20"), card("R14")]
    assert s.breakdown(HAL) == {"sp": 0, "cards": 9 + 1, "districts": 3, "new_hand": 0}
    assert s.breakdown(0) == {"sp": 0, "cards": 0, "districts": 1, "new_hand": 0}


def test_solo_position_file_tie_goes_to_hal():
    data = {"game": "ginkgopolis", "players": 1, "seat": [{"sp": 7}, {"sp": 7}]}
    assert RULES.score_position(data)["winners"] == [1]
    data["seat"][0]["sp"] = 8
    assert RULES.score_position(data)["winners"] == [0]


def test_you_construct_on_hals_building_and_he_gains_one_sp_per_resource_returned():
    # issue 21: B5 of height 2 is Hal's; you build B7 on it (3 resources, same colour).
    # Hal's own card R1 then builds Y9 on the height-1 R1: 2 from his supply, d = 0.
    s = solo(extra=[(4, 4, "B5", 2, HAL)], hal_card="R1", top="Y9")
    give_hand(s, 0, "B5", "Y1", "B1")
    give_tiles(s, 0, "B7")
    s.sp[HAL] = 4
    res, sp, pool, hal_sp, hal_pool = s.res[0], s.sp[0], s.pool[0], s.sp[HAL], s.pool[HAL]
    play(s, "play B5 + B7")
    assert s.city[(4, 4)] == (tile("B7"), 3, 0)
    assert s.res[0] == res - 3 and s.pool[0] == pool and s.sp[0] == sp
    assert s.sp[HAL] == hal_sp + 2  # 1 SP per resource returned to Hal
    assert s.pool[HAL] == hal_pool + 2 - 2  # 2 returned, then 2 for his own R1 floor
    assert s.city[s.where[tile("Y9")]][1:] == (2, HAL)
