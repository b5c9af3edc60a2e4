"""Random games keep the physical invariants at every step (conservation, §7.1, §12.3)."""

from __future__ import annotations

import pytest

from game.engine import GameRNG
from game.rules.ginkgopolis import RULES
from game.rules.ginkgopolis.phases import CHOOSE, HAL
from game.rules.ginkgopolis.start import RESOURCES_PER_PLAYER


def check(s):
    n = s.n
    per = RESOURCES_PER_PLAYER[s.num_players]
    on_city = [0] * n
    for _, height, owner in s.city.values():
        if owner >= 0:
            on_city[owner] += height
    for p in range(n):
        assert s.pool[p] >= 0 and s.res[p] >= 0 and s.sp[p] >= 0
        assert s.pool[p] + s.res[p] + on_city[p] == per
    tiles = len(s.supply_tiles) + len(s.removed_tiles) + sum(h for _, h, _ in s.city.values())
    tiles += sum(len(t) + len(r) for t, r in zip(s.tiles, s.returning, strict=True))
    tiles += sum(1 for c in s.choice if c and c[1] >= 0)
    assert tiles == 60
    marked_tops = {s.city[p][0] for p in s.marked}
    circulating = list(s.draw) + list(s.discard)
    for p in range(n):
        circulating += s.hand[p] + s.choice[p][:1]
    if s.pending:
        circulating.append(s.pending[2])  # the card being resolved
    assert len(circulating) == len(set(circulating))
    for c in circulating:
        if c < 60:
            assert c in s.where, f"card {c} names no top tile"
            assert c not in marked_tops, f"card {c} names a marked building"
        else:
            assert c - 60 in s.tokens
    for c in s.out_cards:
        assert c - 60 not in s.tokens and c not in circulating
    assert len(circulating) + len(marked_tops) >= 21 or s.is_terminal()
    for o in range(n):
        for t in range(n):
            assert set(s.known[o][t]) <= set(s.hand[t] + s.choice[t][:1])
            assert o != t or s.known[o][t] == []
    if s.phase == CHOOSE and not s.solo:
        assert all(len(h) + bool(c) == 4 for h, c in zip(s.hand, s.choice, strict=True))
    for (x, y), letter in s.token_at.items():
        assert (x, y) not in s.city and s.tokens[letter] == (x, y)
    if s.solo:
        assert s.res[HAL] == 0 and s.tiles[HAL] == []


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_the_invariants(players):
    for seed in range(3):
        s = RULES.new_game(players, seed)
        rng = GameRNG(seed + 100)
        check(s)
        while not s.is_terminal():
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))])
            check(s)
        assert s.legal_actions() == []
