"""determinize (§12.4): what stays, what is resampled, and information-set invariance."""

from __future__ import annotations

from collections import Counter

from game.engine import GameRNG
from game.rules.ginkgopolis import RULES
from game.rules.ginkgopolis.phases import HAL
from tests.rules.ginkgopolis.helpers import card, give_hand, give_tiles, play, set_res, table


def mid_choose():
    """3 players; seat 0 chose with a tile, seat 1 without; seat 2 to choose."""
    s = table(3)
    give_hand(s, 0, "A", "R1", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    give_hand(s, 2, "B1", "G", "H", "I")
    give_tiles(s, 0, "B9", "R12")
    give_tiles(s, 1, "Y14")
    set_res(s, 0, 2)
    play(s, "play A + B9", "play Y1")
    return s


def cards_everywhere(s):
    pile = list(s.draw)
    for seat in range(s.n):
        pile += s.hand[seat] + s.choice[seat][:1]
    return Counter(pile)


def test_determinize_keeps_the_observer_and_the_public_part():
    s = mid_choose()
    w = s.determinize(2, GameRNG(5))
    assert w.hand[2] == s.hand[2] and w.tiles[2] == s.tiles[2]
    assert w.city == s.city and w.sp == s.sp and w.res == s.res and w.pool == s.pool
    assert [len(h) for h in w.hand] == [len(h) for h in s.hand]
    assert [len(t) for t in w.tiles] == [len(t) for t in s.tiles]
    assert len(w.draw) == len(s.draw) and len(w.supply_tiles) == len(s.supply_tiles)
    assert cards_everywhere(w) == cards_everywhere(s)
    # the public fact of a tile in each face-down choice stays
    assert w.choice[0][1] >= 0 and w.choice[1][1] == -1
    # resampled choices are legal choices of the resampled hand
    for seat in (0, 1):
        c, t = w.choice[seat]
        w.hand[seat].append(c)
        if t >= 0:
            w.tiles[seat].append(t)
        assert (2, c, t) in [tuple(a) for a in w.play_choices(seat)]
        w.hand[seat].remove(c)
        if t >= 0:
            w.tiles[seat].remove(t)
    assert [str(a) for a in w.legal_actions()] == [str(a) for a in s.legal_actions()]


def test_determinize_depends_only_on_what_the_observer_saw():
    s = mid_choose()
    other = s.clone()
    # swap a hidden card of seat 1's pass pile with one of the draw pile
    a, b = other.hand[1][0], other.draw[0]
    other.hand[1][0], other.draw[0] = b, a
    # and a hidden tile of seat 1 with one of the supply
    ta, tb = other.tiles[1][0], other.supply_tiles[0]
    other.tiles[1][0], other.supply_tiles[0] = tb, ta
    one = s.determinize(2, GameRNG(11)).to_dict()
    two = other.determinize(2, GameRNG(11)).to_dict()
    assert one == two
    assert s.determinize(2, GameRNG(12)).to_dict() != one


def test_known_cards_stay_with_their_seat():
    s = table(3)
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    give_hand(s, 2, "B1", "G", "H", "I")
    play(s, "play R1", "play Y1", "play B1")
    known = s.known[0][1]
    assert sorted(known) == sorted(card(c) for c in "ABC")
    for seed in range(5):
        w = s.determinize(0, GameRNG(seed))
        assert set(known) <= set(w.hand[1])
        assert w.known[0] == s.known[0]
        assert w.known[1] == [[], [], []]


def test_history_is_redacted_for_the_observer():
    s = mid_choose()
    w = s.determinize(2, GameRNG(1))
    assert w.history[-2:] == [(0, "play ? + ?"), (1, "play ?")]
    assert s.history[-2:] == [(0, "play A + B9"), (1, "play Y1")]


def test_pending_tile_returns_are_redrawn():
    s = table(2)
    s.tiles[0] = [s.supply_tiles.pop() for _ in range(3)]
    s.tiles[1] = [s.supply_tiles.pop() for _ in range(4)]
    s.removed_tiles.extend(s.supply_tiles)
    s.supply_tiles = []
    give_hand(s, 0, "R1", "A", "B", "C")
    give_hand(s, 1, "Y1", "D", "E", "F")
    play(s, "play R1", "play Y1")
    play(s, f"return {str(s.legal_actions()[0])[7:]}", "return done")
    assert s.current_player == 1
    counts = set()
    for seed in range(30):
        w = s.determinize(1, GameRNG(seed))
        assert w.tiles[1] == s.tiles[1]
        assert len(w.tiles[0]) + len(w.returning[0]) == 3
        counts.add(len(w.returning[0]))
        assert (0, "return ?") not in w.history
    assert counts == {0, 1, 2, 3}


def test_draft_determinize_keeps_the_passed_characters_with_the_neighbour():
    s = RULES.new_game(3, 8)
    for _ in range(3):
        play(s, str(s.legal_actions()[0]))
    seat = s.current_player
    passed = s.draft_known[seat]
    assert len(passed) == 3
    for rng_seed in range(5):
        w = s.determinize(seat, GameRNG(rng_seed))
        nxt = (seat + 1) % 3
        assert set(passed) <= set(w.draft_hands[nxt] + w.draft_picks[nxt])
        assert w.draft_hands[seat] == s.draft_hands[seat]
        everyone = [c for p in range(3) for c in w.draft_hands[p] + w.draft_picks[p]]
        assert len(everyone) == len(set(everyone)) == 12  # 3 in hand + 1 kept, each


def test_solo_determinize_resamples_hals_card_with_the_draw_pile():
    s = RULES.new_game(1, 2)
    seen = set()
    for seed in range(20):
        w = s.determinize(0, GameRNG(seed))
        assert w.hand[0] == s.hand[0]
        assert sorted(w.draw + w.choice[HAL][:1]) == sorted(s.draw + s.choice[HAL][:1])
        seen.add(w.choice[HAL][0])
    assert len(seen) > 1


def test_draft_determinize_also_reshuffles_the_draw_pile_and_the_tiles():
    s = RULES.new_game(2, 8)
    w = s.determinize(s.current_player, GameRNG(3))
    assert sorted(w.draw) == sorted(s.draw) and w.draw != s.draw
    tiles = sorted(s.supply_tiles + s.removed_tiles)
    assert sorted(w.supply_tiles + w.removed_tiles) == tiles
    assert w.supply_tiles != s.supply_tiles


def test_redacted_history_follows_the_state_between_determinizations():
    """The redacted history (cached per state, seat and history length) is the one a
    fresh redaction gives, for each seat, also after more moves; worlds do not share it."""
    from game.rules.ginkgopolis.determinize import _redacted

    s = mid_choose()
    rng = GameRNG(3)
    for _ in range(3):
        for seat in range(s.n):
            first = s.determinize(seat, rng)
            second = s.determinize(seat, rng)
            assert first.history == second.history == [
                (who, str(act)) for who, act in _redacted(s, seat)]
            assert first.hist is not second.hist
        s.apply(s.legal_actions()[0])
    assert {"play ?", "play ? + ?"} & {text for _, text in first.history}
