"""Capital's engine: setup, the draft, building rules, hidden information, saves."""

from __future__ import annotations

import pytest
import tomli_w

from game.engine import GameRNG, IllegalAction
from game.rules.capital import RULES
from game.rules.capital import tables as T
from game.rules.capital.draft import start_era
from game.rules.capital.phases import PICK, RESOLVE
from tests.rules.capital.helpers import at, district, game

START = ((0, 0), "start")


def play_random(state, seed, until=None):
    chooser = GameRNG(seed)
    while not state.is_terminal() and not (until and until(state)):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def finish_round(state):
    """Every seat picks its first tile and discards it, until the next round starts."""
    start = (state.era, state.rnd)
    while (state.era, state.rnd) == start:
        actions = state.legal_actions()
        discard = [a for a in actions if str(a).startswith("discard")]
        state.apply(discard[0] if discard else actions[0])
    return state


# -- setup (R2) -------------------------------------------------------------------


@pytest.mark.parametrize(("players", "undealt"), [(2, 8), (3, 4), (4, 0)])
def test_setup_deals_four_tiles_per_seat(players, undealt):
    s = game(players, seed=3)
    assert [len(p) for p in s.packets] == [4] * players
    assert len(s.undealt) == undealt
    dealt = sorted(t for p in s.packets for t in p) + list(s.undealt)
    assert sorted(dealt) == sorted(T.ERA_TILES[1])
    assert s.coins == [6] * players and s.vp == [0] * players
    assert all(d == {(0, 0): (0,)} for d in s.dist)
    assert all(2 * slot <= f <= 2 * slot + 1 for slot, f in enumerate(s.faces))


def test_bad_setups_are_rejected():
    with pytest.raises(ValueError, match="players"):
        RULES.new_game(players=5)
    with pytest.raises(ValueError, match="options"):
        RULES.new_game(players=2, options={"long": True})
    assert (RULES.name, RULES.title, RULES.player_counts) == ("capital", "Capital", (2, 3, 4))


def test_same_seed_same_game():
    a = play_random(game(3, seed=9), 4)
    b = play_random(game(3, seed=9), 4)
    assert a.to_dict() == b.to_dict()


# -- the draft (R4) ---------------------------------------------------------------


def test_picks_are_asked_in_seat_order_and_hands_pass_left_in_odd_eras():
    s = game(3, seed=5)
    hands = [list(s.packets[p]) for p in range(3)]
    assert s.current_player == 0
    s.apply_text(f"pick {T.TILE_ID[hands[0][0]]}")
    assert s.current_player == 1 and s.phase == PICK
    s.apply_text(f"pick {T.TILE_ID[hands[1][0]]}")
    s.apply_text(f"pick {T.TILE_ID[hands[2][0]]}")
    assert s.phase == RESOLVE and s.current_player == 0  # revealed, resolve in seat order
    finish_round(s)
    # seat 1 now holds what seat 0 passed to its left
    assert s.rnd == 1 and s.current_player == 0
    s.apply(s.legal_actions()[0])
    assert [str(a) for a in s.legal_actions()] == [f"pick {T.TILE_ID[t]}" for t in hands[0][1:]]


def test_hands_pass_right_in_even_eras():
    s = game(3, seed=5)
    s.era = 2
    start_era(s)
    s = at(s)
    hands = [list(s.packets[p]) for p in range(3)]
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    finish_round(s)
    # seat 0 now holds what seat 1 passed to its right
    assert [str(a) for a in s.legal_actions()] == [f"pick {T.TILE_ID[t]}" for t in hands[1][1:]]


def test_the_last_pick_is_forced_and_recorded():
    s = game(2, seed=2)
    for _ in range(3):
        finish_round(s)
    # round 4: one tile each, picked by the engine
    assert s.rnd == 3 and s.phase == RESOLVE
    assert [text.split()[0] for _seat, text in s.history[-2:]] == ["pick", "pick"]


def test_a_seat_that_cannot_pay_must_discard_and_the_engine_does_it():
    s = game(2)
    s = at(
        s, phase=RESOLVE, turn=0, picks=[T.TILE_INDEX["I-09"], T.TILE_INDEX["I-01"]], coins=[1, 5]
    )  # I-09 costs 3; 2 on the start tile
    assert (0, "discard I-09") in s.history
    assert s.coins[0] == 4


def test_every_decision_has_two_or_more_options():
    s = game(4, seed=8)
    chooser = GameRNG(8)
    while not s.is_terminal():
        actions = s.legal_actions()
        assert len(actions) >= 2
        s.apply(chooser.choice(actions))
    assert s.current_player is None and s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(("pick", 1))


# -- building (R5) ----------------------------------------------------------------


def _build_texts(tile_id, dist, coins=30):
    s = game(2)
    s = at(
        s,
        phase=RESOLVE,
        turn=0,
        picks=[T.TILE_INDEX[tile_id], T.TILE_INDEX["I-01"]],
        dist=[dist, district(START)],
        coins=[coins, 0],
    )
    return [str(a) for a in s.legal_actions()]


def test_identical_rotations_count_once_under_the_lowest_r():
    single = [t for t in _build_texts("I-01", district(START)) if "at 1,0" in t]
    assert single == ["build I-01 at 1,0 r0"]  # all park
    checker = [t for t in _build_texts("I-07", district(START)) if "at 1,0" in t]
    assert checker == ["build I-07 at 1,0 r0", "build I-07 at 1,0 r1"]  # R P R P
    whole = [t for t in _build_texts("arsenal", district(START)) if "at 1,0" in t]
    assert whole == ["build arsenal at 1,0 r0"]


def test_rotation_moves_list_index_i_to_i_plus_r():
    t = T.TILE_INDEX["I-12"]
    quarters = T.FACE[t * 4][1]
    assert T.FACE[t * 4 + 1][1] == (quarters[3], quarters[0], quarters[1], quarters[2])


def test_the_size_limit_stays_open_until_the_tiles_force_it():
    l_shape = district(
        START, ((1, 0), "I-01"), ((2, 0), "I-02"), ((0, 1), "I-04"), ((0, 2), "I-05")
    )  # 3×3
    texts = _build_texts("I-02", l_shape)
    assert "build I-02 at 3,0 r0" in texts and "build I-02 at 0,3 r0" in texts
    wide = dict(l_shape)
    wide[(3, 0)] = (T.TILE_INDEX["I-06"] * 4,)  # now 4 wide: at most 3 tall
    texts = _build_texts("I-02", wide)
    assert "build I-02 at 0,3 r0" not in texts and "build I-02 at 1,1 r0" in texts


# -- hidden information (R12.5, R12.6) --------------------------------------------


def test_determinize_resamples_a_face_down_pick_and_keeps_the_own_hand():
    s = game(3, seed=12)
    s.apply(s.legal_actions()[0])  # seat 0 picks face down
    own = [str(a) for a in s.legal_actions()]
    hidden = set(s.packets[0]) | {s.picks[0]} | set(s.packets[2]) | set(s.undealt)
    picks = set()
    for i in range(30):
        w = s.determinize(1, GameRNG(i))
        assert [str(a) for a in w.legal_actions()] == own
        assert w.picks[0] in hidden
        assert w.history[-1] == (0, f"pick {T.TILE_ID[w.picks[0]]}")
        pool = set(w.packets[0]) | {w.picks[0]} | set(w.packets[2]) | set(w.undealt)
        assert pool == hidden
        picks.add(w.picks[0])
    assert len(picks) > 1


def test_determinize_keeps_packets_the_seat_has_held():
    s = game(4, seed=21)
    finish_round(s)  # round 1 of era I: seat s holds packet s - 1
    for _ in range(3):  # seats 0, 1 and 2 pick face down
        s.apply(s.legal_actions()[0])
    assert s.current_player == 3
    # seat 3 held packet 3 in round 0; seat 0 holds it now and picked from it
    known = set(s.packets[3]) | {s.picks[0]}
    for i in range(20):
        w = s.determinize(3, GameRNG(i))
        assert set(w.packets[3]) | {w.picks[0]} == known
        assert w.packets[2] == s.packets[2]  # seat 3's own hand


def test_determinize_is_a_function_of_the_information_set():
    s = game(3, seed=4)
    s.apply(s.legal_actions()[0])
    other = s.clone()
    # swap seat 0's face-down pick with a tile seat 1 has not seen
    swap = other.packets[0][0]
    other.packets[0][0], other.picks[0] = other.picks[0], swap
    other.packets[0].sort()
    other.history[-1] = (0, f"pick {T.TILE_ID[swap]}")
    assert other.to_dict() != s.to_dict()
    assert s.determinize(1, GameRNG(5)).to_dict() == other.determinize(1, GameRNG(5)).to_dict()


def test_determinize_replaces_the_rng():
    s = game(2, seed=4)
    a = s.determinize(0, GameRNG(1))
    b = s.determinize(0, GameRNG(2))
    assert a.rng != b.rng and a.rng != s.rng


# -- scores and breakdown (R7, R12.7) ---------------------------------------------

KEYS = {
    "park", "commerce", "culture", "industry", "residential_penalty", "transport",
    "milestones", "buildings", "exchanges", "rebuild_bonus", "palace_of_culture_penalty",
    "final_conversion",
}  # fmt: skip


def _vp_of(block):
    vp = block["park"] + block["culture"] + block["residential_penalty"] + block["transport"]
    vp += block["rebuild_bonus"] + block["palace_of_culture_penalty"] + block["final_conversion"]
    vp += block["exchanges"]["vp"]
    vp += sum(e["vp"] for e in block["milestones"].values())
    vp += sum(e["vp"] for e in block["buildings"].values())
    return vp


@pytest.mark.parametrize("players", [2, 3, 4])
def test_breakdown_accounts_for_every_vp(players):
    for seed in range(3):
        s = play_random(game(players, seed=seed), seed)
        assert s.scores() == s.vp
        for seat in range(players):
            b = s.breakdown(seat)
            assert set(b["total"]) == KEYS
            assert len(b["eras"]) == 6
            assert all(set(e) == KEYS | {"era"} for e in b["eras"])
            assert _vp_of(b["total"]) == b["vp"] == s.vp[seat]
            assert sum(_vp_of(e) for e in b["eras"]) == b["vp"]
            assert 0 <= s.coins[seat] <= 4  # R7.1 leftover


def test_winners_most_vp_then_most_leftover_coins_then_shared():
    s = play_random(game(3, seed=1), 1)
    s.vp, s.coins = [10, 12, 12], [4, 1, 3]
    assert s.winners() == [2]
    s.coins = [4, 3, 3]
    assert s.winners() == [1, 2]


# -- saves ------------------------------------------------------------------------


def test_to_dict_is_toml_safe_and_round_trips():
    import tomllib

    s = play_random(game(3, seed=6), 6, until=lambda st: st.era == 4 and st.phase == PICK)
    data = s.to_dict()
    again = tomllib.loads(tomli_w.dumps(data))
    assert again == data
    t = RULES.from_dict(again)
    assert t.to_dict() == data
    assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_from_dict_rejects_malformed_data():
    data = game(2).to_dict()
    for broken in (
        {**data, "players": 7},
        {**data, "packets": [["Z-99"]] * 2},
        {**data, "phase": "lunch"},
        {k: v for k, v in data.items() if k != "rng"},
        {**data, "game": "akropolis"},
    ):
        with pytest.raises(ValueError):
            RULES.from_dict(broken)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_twice_equals_once_for_every_observer(players):
    """A determinized world lies in the observer's information set (R12.6)."""
    s = game(players, seed=30 + players)
    chooser = GameRNG(players)
    step = 0
    while not s.is_terminal() and step < 120:
        if step % 3 == 0:
            for seat in range(players):
                world = s.determinize(seat, GameRNG(step))
                assert (
                    world.determinize(seat, GameRNG(99)).to_dict()
                    == s.determinize(seat, GameRNG(99)).to_dict()
                )
                # public parts never change
                assert world.dist == s.dist and world.coins == s.coins and world.vp == s.vp
                assert _era_tiles_in_play(world) == _era_tiles_in_play(s)
        s.apply(chooser.choice(s.legal_actions()))
        step += 1


def _era_tiles_in_play(state):
    """The current era's tiles in hands, picks and the undealt set, as one sorted list."""
    tiles = [t for p in state.packets for t in p] + list(state.undealt)
    return sorted(tiles + [t for t in state.picks if t >= 0])


def test_memoized_district_income_equals_a_fresh_scoring_as_the_city_grows():
    """district_income/district_analysis (memoized by tops and heights) give what a
    fresh Analysis/auto_income gives, also after the district changed."""
    from game.rules.capital import district as S
    from game.rules.capital.scoring import Analysis, auto_income

    S._MEMO.clear()
    world = RULES.new_game(3, seed=11)
    rng = GameRNG(11)
    checked = 0
    while not world.is_terminal():
        actions = world.legal_actions()
        world.apply(actions[rng.randrange(len(actions))])
        if len(world.history) % 10 == 0 or world.is_terminal():
            for d in world.dist:
                view = S.district_view(d)
                assert S.district_income(d) == auto_income(view)
                assert S.district_analysis(d).counts == Analysis(view).counts
                checked += 1
    assert checked > 30



def test_the_income_totals_of_the_worked_example_are_its_automatic_income():
    """§8: 26 VP and 12 coins, of which the School of Economics' 3 VP are a choice
    (step 8a), so steps 1–7 pay 23 VP and 12 coins."""
    from game.rules.capital.position_file import parse_district
    from game.rules.capital.scoring import auto_income, income_sum
    from tests.rules.capital.helpers import worked_example

    assert income_sum(auto_income(parse_district(worked_example()))) == (23, 12)


def test_the_automatic_income_step_pays_the_income_totals_and_marks_them_paid():
    """R6.4 steps 1–7 add income_totals to the seat's VP and coins; income_paid is
    False before the seat's step of the era and True after it."""
    from game.rules.capital.district import income_totals
    from game.rules.capital.income import auto_income, income_paid
    from game.rules.capital.phases import INCOME

    state = RULES.new_game(2, seed=6)
    chooser = GameRNG(6)
    checked = 0
    while not state.is_terminal() and checked < 20:
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])
        if state.phase != PICK:
            continue
        for seat in range(2):
            world = state.clone()
            world.phase, world.turn, world.stage = INCOME, seat, 0
            assert not income_paid(world, world.era, seat)
            assert income_paid(world, world.era - 1, seat)  # the era before
            expected = income_totals(world.dist[seat])
            vp, coins = world.vp[seat], world.coins[seat]
            auto_income(world, seat)
            assert (world.vp[seat] - vp, world.coins[seat] - coins) == expected
            world.stage = 1
            assert income_paid(world, world.era, seat)
            assert income_paid(world, world.era, 1 - seat) == (seat == 1)  # seat 0 goes first
            checked += 1
    assert checked == 20
    assert any(income_totals(d) != (0, 0) for d in state.dist)
