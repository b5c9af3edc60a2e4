"""Setup, turns, stones, refill, end, tie-breaks, options, determinize and saves."""

from __future__ import annotations

import tomllib
from collections import Counter

import pytest
import tomli_w

from game import rules
from game.engine import GameRNG, IllegalAction
from game.rules.akropolis import RULES, Take
from game.rules.akropolis.geometry import key
from game.rules.akropolis.tiles import HOUSE, QUARRY, START_HEXES, TILES
from tests.rules.akropolis.helpers import rigged

START_COLS = {key(dq, dr): ((0, kind),) for dq, dr, kind in START_HEXES}


def _play_out(state, seed=5):
    chooser = GameRNG(seed)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
    return state


def test_registered():
    assert rules.get("akropolis") is RULES
    assert RULES.name == "akropolis" and RULES.title == "Akropolis"
    assert RULES.player_counts == (2, 3, 4)
    assert RULES.conformance_options[0] == {}
    assert {"long_game": True} in RULES.conformance_options
    everything = RULES.conformance_options[2]
    assert len(everything["variants"]) == 5
    assert everything["barracks_edge"] == "outside" and everything["lake"] == "enclosed-area"


@pytest.mark.parametrize(
    ("players", "long_game", "stacks", "tiles"),
    [
        (2, False, 11, 37), (3, False, 11, 49), (4, False, 11, 61),
        (2, True, 19, 61), (3, True, 14, 61), (4, True, 11, 61),
    ],
)  # fmt: skip
def test_setup(players, long_game, stacks, tiles):
    state = RULES.new_game(players, seed=4, options={"long_game": long_game})
    assert len(state.site) == players + 2  # R3.2
    assert len(state.stacks) == stacks and all(len(s) == players + 1 for s in state.stacks)
    everything = state.site + [t for s in state.stacks for t in s]
    assert sorted(everything) == TILES.ids_for(players, long_game)
    assert len(everything) == tiles
    if not long_game:
        assert max(everything) == {2: 37, 3: 49, 4: 61}[players]
    assert state.stones == [1, 2, 3, 4][:players]  # R3.4
    assert state.current_player == 0 and state.chief == 0
    for seat in range(players):
        assert state.cols[seat] == START_COLS  # R2.5
    assert state.round_number() == 1


def test_same_seed_same_deal_and_four_player_long_game_is_a_no_op():
    a = RULES.new_game(4, seed=8)
    b = RULES.new_game(4, seed=8, options={"long_game": True})
    assert (a.site, a.stacks) == (b.site, b.stacks)
    c = RULES.new_game(4, seed=9)
    assert (a.site, a.stacks) != (c.site, c.stacks)


@pytest.mark.parametrize(
    ("players", "long_game", "turns", "rounds"),
    [(2, False, 36, 12), (3, False, 48, 12), (4, False, 60, 12), (2, True, 60, 20),
     (3, True, 60, 15)],
)  # fmt: skip
def test_game_length(players, long_game, turns, rounds):
    """R6.2: rounds, turns, tiles per player; the last site tile is never played."""
    state = RULES.new_game(players, seed=2, options={"long_game": long_game})
    chiefs = [state.chief]
    chooser = GameRNG(1)
    while not state.is_terminal():
        seat = state.current
        assert seat == len(state.moves) % players  # turn order never changes
        state.apply(chooser.choice(state.legal_actions()))
        if state.chief != chiefs[-1]:
            chiefs.append(state.chief)
    assert len(state.moves) == turns
    assert len(chiefs) == rounds == state.round_number()
    assert chiefs == [r % players for r in range(rounds)]
    per_seat = Counter(seat for seat, _ in state.moves)
    assert set(per_seat.values()) == {turns // players}
    assert len(state.site) == 1 and state.stacks == ()
    placed = {t for cols in state.cols for col in cols.values() for t, _ in col if t}
    assert state.site[0] not in placed and len(placed) == turns


def test_cost_and_site_shift():
    state = rigged(2, [1, 2, 3, 4], stones=[2, 0])
    state.apply(Take(2, 1, 0, 0))  # tile 3 costs 2
    assert state.stones[0] == 0
    assert state.site == [1, 2, 4]  # later tiles move up (R4.3)
    assert [a.site for a in state.legal_actions()] == [0] * len(state.legal_actions())
    with pytest.raises(IllegalAction, match="costs 1 stone; you have 0"):
        state.apply(Take(1, 1, 0, 0))
    with pytest.raises(IllegalAction, match="no tile at site position 3"):
        state.apply(Take(3, 1, 0, 0))


def test_legal_actions_cover_every_affordable_position():
    state = rigged(3, [1, 2, 3, 4, 5], stones=[3, 0, 0])
    sites = Counter(a.site for a in state.legal_actions())
    assert sorted(sites) == [0, 1, 2, 3] and len(set(sites.values())) == 1
    state.stones[0] = 10
    assert sorted(Counter(a.site for a in state.legal_actions())) == [0, 1, 2, 3, 4]


def test_identical_tiles_give_distinct_actions():
    state = rigged(2, [28, 33, 37, 1], stones=[3, 3])  # three Hqq tiles
    texts = [str(a) for a in state.legal_actions()]
    assert len(texts) == len(set(texts))
    assert "take 0 at 1,0 rot 0" in texts and "take 1 at 1,0 rot 0" in texts


def test_stones_for_each_quarry_covered():
    """R4.5: pay first, then 1 stone per covered quarry, the starting tile's included."""
    state = rigged(2, [1, 7, 5, 2], stones=[1, 0])  # 7: garden, quarry, quarry
    cols = {**START_COLS, key(1, 0): ((100, HOUSE),), key(1, 1): ((101, QUARRY),)}
    state.set_city(0, cols)
    state.apply(Take(1, 0, 1, 1))  # onto (0,1) start quarry, (1,0) house, (1,1) quarry
    assert state.stones[0] == 1 - 1 + 2
    assert state.columns(0)[(0, 1)] == [(0, "quarry"), (7, "garden")]
    state.apply(Take(0, 1, 0, 0))  # seat 1, ground: nothing covered, nothing gained
    assert state.stones[1] == 0


def test_refill_and_chief_architect():
    state = RULES.new_game(3, seed=12)
    first_stack = state.stacks[0]
    for _ in range(3):  # p + 1 = 4 turns per round
        state.apply(state.legal_actions()[0])
        assert state.chief == 0
    left = state.site[1]
    state.apply(state.legal_actions()[0])  # takes position 0; one tile remains
    assert state.site == [left, *first_stack]  # R6.1, stack order kept
    assert state.chief == 1 and state.current == 1
    assert len(state.stacks) == 10


def test_end_of_game():
    state = _play_out(RULES.new_game(2, seed=3))
    assert state.is_terminal() and state.current_player is None
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Take(0, 1, 0, 0))
    with pytest.raises(IllegalAction):
        state.random_action(GameRNG(1))


def test_illegal_inputs_leave_the_state_unchanged():
    state = rigged(2, [1, 2, 3, 4])
    before = state.to_dict()
    bad_actions = ["take 0 at 1,0 rot 0", (0, 1, 0), (0, 1, 0, 6), (0, 1.0, 0, 0), None]
    bad_actions.append((-1, 1, 0, 0))
    for bad in bad_actions:
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.to_dict() == before
    state.apply((0, 1, 0, 0))  # a plain tuple is accepted
    assert state.history == [(0, "take 0 at 1,0 rot 0")]


def _city_with_houses(n: int) -> dict:
    cols = dict(START_COLS)
    for q in range(1, n + 1):
        cols[key(q, 0)] = ((100 + q, HOUSE),)
    return cols


def test_tie_break_most_stones_then_shared():
    state = RULES.new_game(3, seed=1)
    state.set_city(0, _city_with_houses(2))  # 2 houses x 1 star = 2
    state.stones = [0, 2, 2]
    assert state.scores() == [2, 2, 2]
    assert state.winners() == [1, 2]  # tied on total; 1 and 2 have more stones; still tied
    state.stones = [0, 2, 1]
    state._scores = [None] * 3
    assert state.scores() == [2, 2, 1]
    assert state.winners() == [1]
    state.set_city(0, _city_with_houses(4))
    assert state.scores()[0] == 4 and state.winners() == [0]


def test_scores_cache_follows_the_game():
    state = RULES.new_game(4, seed=21, options={"variants": ["house", "garden"]})
    chooser = GameRNG(4)
    while not state.is_terminal():
        state.scores()
        state.apply(chooser.choice(state.legal_actions()))
        fresh = RULES.from_dict(state.to_dict())
        assert state.scores() == fresh.scores()
        for seat in range(4):
            assert state.breakdown(seat)["total"] == state.scores()[seat]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"variant": ["house"]}, "unknown option 'variant'"),
        ({"variants": ["hose"]}, "unknown variant 'hose'"),
        ({"variants": "house"}, "must be a list"),
        ({"variants": ["house", "house"]}, "given twice"),
        ({"long_game": "yes"}, "long_game"),
        ({"barracks_edge": "inside"}, "'inside' for option 'barracks_edge'"),
        ({"lake": "pond"}, "'pond' for option 'lake'"),
    ],
)
def test_bad_options(options, message):
    with pytest.raises(ValueError, match=message):
        RULES.new_game(2, seed=1, options=options)


@pytest.mark.parametrize("players", [1, 5, "2", 2.0])
def test_bad_player_counts(players):
    with pytest.raises(ValueError, match="2, 3 or 4"):
        RULES.new_game(players)


def test_options_are_kept_and_saved():
    opts = {"variants": ["garden", "house"], "barracks_edge": "outside", "long_game": True}
    state = RULES.new_game(2, seed=1, options=opts)
    saved = state.to_dict()["options"]
    assert saved == {
        "variants": ["house", "garden"], "long_game": True, "barracks_edge": "outside",
        "lake": "single-space",
    }  # fmt: skip


def test_determinize_reshuffles_only_the_stacks():
    state = RULES.new_game(3, seed=6)
    for _ in range(5):
        state.apply(state.legal_actions()[-1])
    world = state.determinize(1, GameRNG(77))
    assert world.site == state.site and world.cols == state.cols
    assert world.stones == state.stones and world.history == state.history
    assert [len(s) for s in world.stacks] == [len(s) for s in state.stacks]
    assert world.stack_pool() == state.stack_pool()
    assert world.stacks != state.stacks  # 40 tiles: a reshuffle moves something
    # the same information and rng give the same world, whatever the true stack order
    other = state.clone()
    other.stacks = tuple(reversed(state.stacks))
    assert other.determinize(0, GameRNG(5)).to_dict() == state.determinize(2, GameRNG(5)).to_dict()


def test_random_action_matches_choice_of_legal_actions():
    state = RULES.new_game(2, seed=10)
    while not state.is_terminal():
        a, b = GameRNG(len(state.moves)), GameRNG(len(state.moves))
        fast = state.random_action(a)
        assert fast == b.choice(state.legal_actions())
        state.apply(fast)


def test_parse_action_text_forms():
    state = rigged(2, [19, 1, 2, 3])
    take = RULES.parse_action(state, "  take 0  at 1 , 0   rot 0 ")
    assert take == Take(0, 1, 0, 0) and str(take) == "take 0 at 1,0 rot 0"
    with pytest.raises(IllegalAction, match="not an action"):
        RULES.parse_action(state, "take 0 at (1,0) rot 0")
    with pytest.raises(IllegalAction, match="overhang"):
        RULES.parse_action(state, "take 0 at 1,0 rot 3")
    with pytest.raises(IllegalAction, match="costs 2"):
        RULES.parse_action(state, "take 2 at 1,0 rot 0")


def test_save_round_trip_through_toml():
    state = RULES.new_game(3, seed=14, options={"variants": ["temple"], "lake": "enclosed-area"})
    for _ in range(20):
        state.apply(state.legal_actions()[len(state.moves) * 37 % len(state.legal_actions())])
    text = tomli_w.dumps(state.to_dict())
    again = RULES.from_dict(tomllib.loads(text))
    assert again.to_dict() == state.to_dict()
    assert again.legal_actions() == state.legal_actions()
    assert again.scores() == state.scores() and again.history == state.history
    done = _play_out(state)
    assert RULES.from_dict(tomllib.loads(tomli_w.dumps(done.to_dict()))).is_terminal()


def _corrupt(data, path, value):
    node = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("players",), 5, "players"),
        (("extra",), 1, "unknown key 'extra'"),
        (("stones",), [1], "one entry per seat"),
        (("site", 0), 99, r"site\[0\]"),
        (("stacks", 0), [1, 2], r"stacks\[0\]"),
        (("current",), 7, "current"),
        (("options",), {"lake": "sea"}, "lake"),
        (("history",), [[0, "jump"]], r"history\[0\]"),
        (("cities", 0, "hexes", 0, "kinds"), ["castle"], "unknown kind"),
    ],
)
def test_from_dict_rejects_malformed_data(path, value, message):
    data = RULES.new_game(2, seed=1).to_dict()
    with pytest.raises(ValueError, match=message):
        RULES.from_dict(_corrupt(data, path, value))


def test_from_dict_rejects_a_duplicated_tile():
    data = RULES.new_game(2, seed=1).to_dict()
    data["site"][1] = data["site"][0]
    with pytest.raises(ValueError, match="exactly one place"):
        RULES.from_dict(data)


def test_clone_is_independent():
    state = RULES.new_game(2, seed=3)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert state.moves == [] and state.cols[0] == START_COLS
    assert len(state.legal_actions()) != len(copy.legal_actions()) or state.current != copy.current
