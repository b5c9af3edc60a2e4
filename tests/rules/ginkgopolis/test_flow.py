"""Setup, the draft, rounds, refills, the tile return step and the end check."""

from __future__ import annotations

import pytest

from game.rules.ginkgopolis import RULES
from game.rules.ginkgopolis.cards import draw_card
from game.rules.ginkgopolis.phases import CHOOSE, DRAFT, OVER, RETURN
from tests.rules.ginkgopolis.helpers import card, give_hand, give_tiles, legal, play, table, tile


@pytest.mark.parametrize(("players", "per_colour"), [(2, 25), (3, 20), (4, 18), (5, 16)])
def test_setup_after_the_beginner_groups(players, per_colour):
    s = RULES.new_game(players, 7, {"characters": "beginner"})
    content = s.content
    assert s.phase == CHOOSE and s.current_player == s.first
    assert len(s.city) == 9 and len(s.tokens) == 12
    assert {frozenset(c) for c in s.chars} <= {frozenset(g) for g in content.groups}
    removed = 6 if players <= 3 else 0
    assert len(s.removed_tiles) == removed
    gifts = [
        [sum(content.char_gift[c][k] for c in s.chars[p]) for k in range(3)] for p in range(players)
    ]
    for p in range(players):
        assert s.res[p] == gifts[p][0] and s.sp[p] == gifts[p][1]
        assert len(s.tiles[p]) == gifts[p][2]
        assert s.pool[p] == per_colour - gifts[p][0]
        assert len(s.hand[p]) == 4 and s.newhand[p] == 2
    assert len(s.supply_tiles) == 51 - removed - sum(g[2] for g in gifts)
    assert len(s.draw) == 21 - 4 * players


def test_options_are_checked():
    with pytest.raises(ValueError, match="characters"):
        RULES.new_game(3, 1, {"characters": "mixed"})
    with pytest.raises(ValueError, match="unknown option"):
        RULES.new_game(3, 1, {"speed": 2})
    with pytest.raises(ValueError, match="players"):
        RULES.new_game(6, 1)


def test_the_draft_keeps_three_passes_left_and_reveals_at_the_end():
    s = RULES.new_game(3, 4)
    assert s.phase == DRAFT and s.current_player == s.first
    order = s.order()
    start = {seat: list(s.draft_hands[seat]) for seat in range(3)}
    assert all(len(h) == 4 for h in start.values())
    for seat in order:
        assert s.current_player == seat
        play(s, f"pick C{min(s.draft_hands[seat]) + 1}")
    # picks stay hidden; each seat now holds what its right neighbour passed
    assert s.chars == [[], [], []]
    for seat in range(3):
        passed = [c for c in start[(seat - 1) % 3] if c != min(start[(seat - 1) % 3])]
        assert s.draft_hands[seat] == passed
        assert s.draft_known[(seat - 1) % 3] == passed  # K[o][o+1]: what o passed
    for _ in range(2):
        for _seat in order:
            play(s, str(s.legal_actions()[0]))
    assert s.phase == CHOOSE
    assert all(len(c) == 3 for c in s.chars)
    assert len({c for chars in s.chars for c in chars}) == 9
    assert all(len(h) == 4 for h in s.hand)


def test_refill_moves_marked_cards_and_discards_seven_with_two_players():
    s = table(2)
    s.marked = [(0, 0), (1, 0)]
    s.discard.extend(s.draw)
    s.draw = []
    before = len(s.discard)
    drawn = draw_card(s)
    assert s.marked == []
    # + the 2 marked cards; 7 set aside face up; 1 drawn
    assert len(s.discard) == 7
    assert len(s.draw) == before + 2 - 7 - 1
    assert drawn >= 0


def test_refill_keeps_every_card_with_four_players():
    s = table(4)
    s.discard.extend(s.draw)
    s.draw = []
    before = len(s.discard)
    draw_card(s)
    assert s.discard == [] and len(s.draw) == before - 1


def test_refill_skips_the_discard_when_the_pile_is_small():
    s = table(3)
    s.discard = s.draw[:5]
    s.draw = []
    draw_card(s)
    assert s.discard == [] and len(s.draw) == 4


def play_exploits(s):
    """Every seat, in turn order, exploits its lowest building card."""
    for _ in range(s.n):
        seat = s.current_player
        choice = min(c for c in s.hand[seat] if c < 60)
        play(s, f"play {'RYB'[choice // 20]}{choice % 20 + 1}")


def test_pass_piles_go_left_and_the_first_player_moves():
    s = table(3)
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    give_hand(s, 2, "B1", "G", "H", "I")
    play(s, "play R1", "play Y1", "play B1")
    assert s.first == 1 and s.current_player == 1
    assert {card(c) for c in "ABC"} <= set(s.hand[1])
    assert {card(c) for c in "DEF"} <= set(s.hand[2])
    assert {card(c) for c in "GHI"} <= set(s.hand[0])
    assert all(len(h) == 4 for h in s.hand)
    # §12.3: K[o][o+1] is the pile o handed over
    assert sorted(s.known[0][1]) == sorted(card(c) for c in "ABC")
    assert s.known[0][2] == [] and s.known[1][1] == []


def test_knowledge_follows_the_cards_and_forgets_on_new_hand():
    s = table(3)
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    give_hand(s, 2, "B1", "G", "H", "I")
    play(s, "play R1", "play Y1", "play B1")
    # round 2 (seat 1 first): seat 1 plays A, which leaves K[0][1]
    play(s, "play A", "play D", "play G")
    while "take resource" in legal(s):
        play(s, "take resource")
    # the pile seat 1 handed on (B, C + its draw) now sits with seat 2; seat 0 knows B, C are there
    assert sorted(s.known[0][2]) == sorted(card(c) for c in "BC")
    # seat 2 (first now) spends a New Hand: every set about seat 2 empties
    assert s.current_player == 2
    play(s, "newhand")
    assert all(s.known[o][2] == [] for o in range(3))


def test_tile_return_step_then_the_game_goes_on():
    s = table(2)
    s.tiles[0] = [tile("B9"), tile("R10")]
    for t in s.tiles[0]:
        s.supply_tiles.remove(t)
    s.removed_tiles.extend(s.supply_tiles)
    s.supply_tiles = []
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play R1", "play Y1")
    assert s.phase == RETURN and s.current_player == 0
    assert legal(s) == ["return R10", "return B9", "return done"]
    sp = list(s.sp)
    play(s, "return R10", "return B9", "return done")
    assert s.current_player == 1 and legal(s) == ["return done"]
    play(s, "return done")
    assert s.return_done and s.sp[0] == sp[0] + 2 and s.sp[1] == sp[1]
    assert sorted(s.supply_tiles) == sorted([tile("B9"), tile("R10")])
    assert s.phase == CHOOSE


def test_game_ends_when_nobody_returns_a_tile():
    s = table(2)
    s.removed_tiles.extend(s.supply_tiles)
    s.supply_tiles = []
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play R1", "play Y1", "return done", "return done")
    assert s.phase == OVER and s.is_terminal() and s.current_player is None
    assert s.legal_actions() == []


def test_game_ends_when_the_supply_runs_out_a_second_time():
    s = table(2)
    s.return_done = True
    s.removed_tiles.extend(s.supply_tiles[1:])
    s.supply_tiles = s.supply_tiles[:1]
    give_hand(s, 0, "A", "R1", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play A", "play Y1", "take tile")
    assert s.supply_tiles == [] and s.phase == OVER


def test_game_ends_when_a_player_has_no_resources_left():
    s = table(2)
    s.pool[1] = 0
    s.res[1] = 0
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play R1", "play Y1")
    assert s.phase == OVER


def test_no_end_while_resources_remain_in_the_supply():
    s = table(2)
    s.pool[1] = 1
    s.res[1] = 0
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play R1", "play Y1")
    assert s.phase == CHOOSE


def test_action_texts_round_trip_and_whitespace_is_folded():
    s = table(2)
    give_hand(s, 0, "A", "R1", "B", "C")
    s.tiles[0] = [tile("Y12")]
    s.res[0] = 1
    assert str(RULES.parse_action(s, "play   A  +  Y12")) == "play A + Y12"
    for action in s.legal_actions():
        assert RULES.parse_action(s, str(action)) == action


def test_to_dict_round_trips_through_toml():
    import tomllib

    import tomli_w

    s = RULES.new_game(4, 9)
    for _ in range(40):
        play(s, str(s.legal_actions()[-1]))
    data = s.to_dict()
    again = RULES.from_dict(tomllib.loads(tomli_w.dumps(data)))
    assert again.to_dict() == data
    assert again.history == s.history
    with pytest.raises(ValueError):
        RULES.from_dict({"players": 3})


def test_reserve_holds_cards_4_to_20_until_a_refill_after_their_marker():
    s = table(2)
    assert len(s.reserve()) == 51
    give_hand(s, 0, "E", "R1", "Y1", "B1")
    give_tiles(s, 0, "B9")
    s.res[0], s.pool[0] = 1, 24
    give_hand(s, 1, "B2", "R3", "Y3", "B3")
    play(s, "play E + B9", "play B2")
    assert card("B9") in s.reserve() and (2, 0) in s.marked
    s.discard.extend(s.draw)
    s.draw = []
    draw_card(s)
    assert card("B9") not in s.reserve() and len(s.reserve()) == 50


def test_screen_tile_count_hides_a_pending_return():
    s = table(2)
    s.tiles[0] = [s.supply_tiles.pop() for _ in range(2)]
    s.removed_tiles.extend(s.supply_tiles)
    s.supply_tiles = []
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play R1", "play Y1")
    play(s, str(s.legal_actions()[0]))
    assert len(s.tiles[0]) == 1 and s.screen_tile_count(0) == 2
