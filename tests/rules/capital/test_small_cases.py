"""rules/capital.md §8, the six smaller cases, played through the engine."""

from __future__ import annotations

from game.rules.capital import tables as T
from game.rules.capital.phases import END, INCOME, RESOLVE, WAR
from tests.rules.capital.helpers import at, district, game, score, tile_with_cost

START = ((0, 0), "start")


def resolve(tile_id: str, dist: dict, coins: int):
    """Seat 0 of a 2-player game about to resolve ``tile_id`` with ``dist`` and ``coins``."""
    s = game(2)
    other = T.TILE_INDEX["I-01"] if tile_id != "I-01" else T.TILE_INDEX["I-02"]
    return at(
        s,
        phase=RESOLVE,
        turn=0,
        picks=[T.TILE_INDEX[tile_id], other],
        dist=[dist, district(START)],
        coins=[coins, 0],
    )


def paid(tile_id: str, dist: dict, pos: tuple[int, int], coins: int = 30) -> int:
    """What seat 0 pays to build ``tile_id`` at ``pos`` (rotation 0)."""
    s = resolve(tile_id, dist, coins)
    s.apply_text(f"build {tile_id} at {pos[0]},{pos[1]} r0")
    return coins - s.coins[0]


def affordable(tile_id: str, dist: dict, pos, coins: int) -> bool:
    s = resolve(tile_id, dist, coins)
    return f"build {tile_id} at {pos[0]},{pos[1]} r0" in {str(a) for a in s.legal_actions()}


# 1. Rebuild costs (R5.4).


def test_cost_5_tile_on_cost_2_top_costs_3():
    two, five = tile_with_cost(2), tile_with_cost(5)
    assert paid(five, district(START, ((1, 0), two)), (1, 0)) == 3
    assert affordable(five, district(START, ((1, 0), two)), (1, 0), coins=3)
    assert not affordable(five, district(START, ((1, 0), two)), (1, 0), coins=2)


def test_cost_2_tile_on_cost_3_top_costs_0_and_refunds_nothing():
    two, three = tile_with_cost(2), tile_with_cost(3)
    assert paid(two, district(START, ((1, 0), three)), (1, 0)) == 0


def test_any_tile_on_a_milestone_costs_its_full_printed_cost():
    four = tile_with_cost(4)
    assert paid(four, district(START, ((1, 0), "metro")), (1, 0)) == 4
    # and the start tile counts as 1
    assert paid(four, district(START), (0, 0)) == 3


# 2. Discounts (R5.4).


def test_both_discounts_make_a_cost_6_industry_tile_cost_1():
    tile = tile_with_cost(6, industry=True)
    dist = district(
        START, ((1, 0), "central_department_store"), ((0, 1), "university_of_technology")
    )
    assert paid(tile, dist, (1, 1)) == 1


def test_the_same_tile_rebuilt_on_a_cost_4_top_costs_2():
    tile = tile_with_cost(6, industry=True)
    dist = district(
        START,
        ((1, 0), "central_department_store"),
        ((0, 1), "university_of_technology"),
        ((1, 1), tile_with_cost(4)),
    )
    assert paid(tile, dist, (1, 1)) == 2


# 3. Transport (R6.4 step 5).


def _tile(x, y, transport):
    return {"x": x, "y": y, "quarters": ["C", "C", "C", "C"], "transport": transport}


def test_three_transport_tiles_in_an_l_form_one_group_and_score_0():
    stacks = [_tile(0, 0, True), _tile(1, 0, True), _tile(1, 1, True)]
    assert score(stacks)["transport"] == 0


def test_two_touching_transport_tiles_and_one_apart_score_4():
    stacks = [_tile(0, 0, True), _tile(1, 0, True), _tile(2, 0, False), _tile(3, 0, True)]
    assert score(stacks)["transport"] == 4


# 4. Milestone tie (R6.3).


def test_milestone_tie_goes_to_fewest_coins_then_fewest_vp():
    s = game(2)
    s.era = 1
    s.faces = [1, 2, 4, 6, 8]  # Wilanów Palace: most total regions; both districts have 2
    s.coins = [7, 7]
    s.vp = [3, 1]
    assert s.milestone_winner() == 1
    s.vp = [1, 3]
    assert s.milestone_winner() == 0
    s.vp = [2, 2]
    assert s.milestone_winner() is None


# 5. Second World War on three tiles in a row (R6.1, R6.2).


def test_second_world_war_on_three_in_a_row_removes_both_ends():
    s = game(2)
    row = district(START, ((1, 0), "I-01"), ((2, 0), "I-02"))
    s = at(s, era=4, rnd=4, phase=WAR, turn=0, war_owed=-1, dist=[row, district(START)])
    assert s.current_player == 0
    assert sorted(str(a) for a in s.legal_actions()) == ["war 0,0", "war 2,0"]
    s.apply_text("war 2,0")
    # the second removal is forced (the other end) and recorded in history
    assert set(s.dist[0]) == {(1, 0)}
    assert s.history[-2:] == [(0, "war 2,0"), (0, "war 0,0")]


# 6. End (R7.1).


def test_23_coins_give_4_vp_and_leave_3_coins():
    s = game(2)
    s = at(s, era=6, rnd=4, phase=INCOME, turn=2, coins=[23, 4], vp=[10, 14])
    assert s.phase == END and s.is_terminal()
    assert s.scores() == [14, 14]
    assert s.coins == [3, 4]
    assert s.breakdown(0)["total"]["final_conversion"] == 4
    assert s.winners() == [1]  # tie on VP: most leftover coins
