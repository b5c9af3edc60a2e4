"""Hidden information (R12.5, R12.6): a world consistent with what one seat has seen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.rng import GameRNG
from game.rules.capital import tables as T
from game.rules.capital.draft import held_packets, holder, packet_at
from game.rules.capital.phases import HAND, PICK, RESOLVE, SHRINK

if TYPE_CHECKING:
    from game.rules.capital.state import CapitalState


def determinize(s: CapitalState, seat: int, rng: GameRNG) -> CapitalState:
    """R12.6: resample what ``seat`` has not seen; keep all it knows.

    Future era stacks are shuffled when their era begins, so replacing the world's
    RNG is their reshuffle (R12.6.4).
    """
    w = s.clone()
    w._cache = None
    if s.phase in (PICK, RESOLVE, SHRINK) and s.rnd < HAND:
        n = s.n
        held = set(held_packets(s, seat))
        face_down = [q for q in range(s.turn) if q != seat] if s.phase == PICK else []
        pool = list(s.undealt)
        unheld = [p for p in range(n) if p not in held]
        for p in unheld:
            pool.extend(s.packets[p])
        for q in face_down:
            if packet_at(s, q, s.rnd) not in held:
                pool.append(s.picks[q])
        pool.sort()
        rng.shuffle(pool)
        for p in unheld:
            q = holder(s, p)
            size = len(s.packets[p]) + (q in face_down)
            hand, pool = pool[:size], pool[size:]
            if q in face_down:
                w.picks[q] = hand.pop(rng.randrange(size))
            w.packets[p] = sorted(hand)
        for q in face_down:
            p = packet_at(s, q, s.rnd)
            if p in held:
                hand = sorted([*s.packets[p], s.picks[q]])
                w.picks[q] = hand.pop(rng.randrange(len(hand)))
                w.packets[p] = hand
        w.undealt = tuple(sorted(pool))
        # The last `turn` history entries are this round's picks: keep them true
        # to the resampled world.
        first = len(w.history) - s.turn
        for i in range(first, len(w.history)):
            q, _text = w.history[i]
            if q != seat:
                w.history[i] = (q, "pick " + T.TILE_ID[w.picks[q]])
    w.rng = rng.spawn()
    return w
