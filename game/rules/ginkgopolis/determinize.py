"""``determinize(state, seat, rng)`` (rules/ginkgopolis.md §12.4).

Keeps everything public, everything private to ``seat`` and the knowledge sets
K[seat][.]; resamples the rest from pools that are sorted before they are shuffled,
so the result depends only on what ``seat`` has seen and on ``rng``.

In the world returned, the knowledge sets of the other seats are emptied (they were
built from hidden information), and the history is redacted: the other seats' hidden
actions read ``pick ?``, ``play ?``, ``play ? + ?`` and ``return ?``, and the returns of
a tile return step still in progress are left out. That history is not replayable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import GameRNG
from game.rules.ginkgopolis import actions as A
from game.rules.ginkgopolis.phases import DRAFT, HAL, RETURN

if TYPE_CHECKING:
    from game.rules.ginkgopolis.state import GinkgoState

MAX_TRIES = 100


def determinize(state: GinkgoState, seat: int, rng: GameRNG) -> GinkgoState:
    """A full state consistent with what ``seat`` has seen; hidden parts resampled."""
    if not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat}")
    w = state.clone()
    w._legal = None
    if w.solo:
        _solo(w, rng)
    else:
        if w.phase == DRAFT:
            _draft(w, seat, rng)
        # the draw pile and the tile supply are hidden in the draft too
        _table(state, w, seat, rng)
    n = w.n
    for o in range(n):
        if o != seat:
            w.known[o] = [[] for _ in range(n)]
    w.hist = _redacted_history(state, seat)
    w.rng = GameRNG(rng.next_u64())
    return w


def _hidden_choice_seats(w: GinkgoState) -> list[int]:
    """Seats whose face-down choice is not revealed yet (a revealed choice is cleared)."""
    return [s for s in range(w.n) if w.choice[s]]


def _solo(w: GinkgoState, rng: GameRNG) -> None:
    """§12.4 step 5: Hal's face-down card goes back with the draw pile; tiles likewise."""
    hal_hidden = bool(w.choice[HAL])
    pool = sorted(w.draw + ([w.choice[HAL][0]] if hal_hidden else []))
    rng.shuffle(pool)
    if hal_hidden:
        w.choice[HAL] = [pool.pop(), -1]
    w.draw = pool
    tiles = sorted(w.supply_tiles + w.removed_tiles)
    rng.shuffle(tiles)
    w.removed_tiles = tiles[: len(w.removed_tiles)]
    w.supply_tiles = tiles[len(w.removed_tiles) :]


def _table(state: GinkgoState, w: GinkgoState, seat: int, rng: GameRNG) -> None:
    """§12.4 steps 1-3 for 2-5 players."""
    others = [s for s in range(w.n) if s != seat]
    hidden = _hidden_choice_seats(w)
    hidden = [s for s in hidden if s != seat]
    fixed: set[int] = set()
    for attempt in range(MAX_TRIES + 1):
        if attempt == MAX_TRIES:
            fixed = set(hidden)  # keep the true choices (§12.4 step 2)
        failed = _deal(state, w, seat, others, hidden, fixed, rng)
        if not failed:
            return


def _deal(
    state: GinkgoState,
    w: GinkgoState,
    seat: int,
    others: list[int],
    hidden: list[int],
    fixed: set[int],
    rng: GameRNG,
) -> bool:
    """One attempt at resampling cards, tiles and choices; True if a choice was impossible."""
    known = state.known[seat]
    # --- cards (step 1)
    cards_of: dict[int, list[int]] = {}
    pool = list(state.draw)
    for s in others:
        mine = list(state.hand[s])
        if s in hidden and s not in fixed:
            mine.append(state.choice[s][0])
        cards_of[s] = mine
        pool.extend(mine)
    exclude = {c for s in others for c in known[s]}
    pool = sorted(c for c in pool if c not in exclude)
    rng.shuffle(pool)
    for s in others:
        count = len(cards_of[s])
        mine = [c for c in known[s] if not (s in fixed and c == state.choice[s][0])]
        need = count - len(mine)
        mine.extend(pool[len(pool) - need :] if need > 0 else [])
        del pool[len(pool) - max(need, 0) :]
        cards_of[s] = mine
    w.draw = pool
    # --- tiles (step 3)
    tile_pool = list(state.supply_tiles) + list(state.removed_tiles)
    screen: dict[int, int] = {}
    back: dict[int, int] = {}
    order = state.order()
    for s in others:
        tiles = list(state.tiles[s])
        if s in hidden and s not in fixed and state.choice[s][1] >= 0:
            tiles.append(state.choice[s][1])
        held = len(tiles) + len(state.returning[s])
        tile_pool.extend(tiles)
        tile_pool.extend(state.returning[s])
        if state.phase == RETURN and order.index(s) <= state.idx:
            back[s] = rng.randrange(held + 1)  # a pending return: count redrawn
        else:
            back[s] = len(state.returning[s])
        screen[s] = held - back[s]
    tile_pool.sort()
    rng.shuffle(tile_pool)
    cut = len(state.removed_tiles)
    w.removed_tiles = tile_pool[:cut]
    del tile_pool[:cut]
    for s in others:
        w.returning[s] = tile_pool[: back[s]]
        del tile_pool[: back[s]]
        w.tiles[s] = tile_pool[: screen[s]]
        del tile_pool[: screen[s]]
    w.supply_tiles = tile_pool[: len(state.supply_tiles)]
    # --- face-down choices (step 2)
    for s in others:
        w.hand[s] = cards_of[s]
        if s not in hidden:
            continue
        if s in fixed:
            w.choice[s] = list(state.choice[s])
            continue
        with_tile = state.choice[s][1] >= 0
        options = [a for a in w.play_choices(s) if (a[2] >= 0) == with_tile]
        if not options:
            return True
        _, card, tile = options[rng.randrange(len(options))]
        w.hand[s].remove(card)
        if tile >= 0:
            w.tiles[s].remove(tile)
        w.choice[s] = [card, tile]
    return False


def _draft(w: GinkgoState, seat: int, rng: GameRNG) -> None:
    """§12.4 step 4: others' draft hands and picks from the characters ``seat`` has not seen."""
    n = w.n
    order = w.order()
    seen = set(w.draft_seen[seat]) | set(w.draft_picks[seat])
    pool = sorted(c for c in range(27) if c not in seen)
    rng.shuffle(pool)
    passed_to = (seat + 1) % n
    for s in order:
        if s == seat:
            continue
        picked_now = order.index(s) < w.idx
        earlier = len(w.draft_picks[s]) - picked_now
        picks = [pool.pop() for _ in range(earlier)]
        known = list(w.draft_known[seat]) if s == passed_to else []
        cards = known + [pool.pop() for _ in range(len(w.draft_hands[s]) + picked_now - len(known))]
        if picked_now:
            picks.append(cards.pop(rng.randrange(len(cards))))
        w.draft_hands[s] = cards
        w.draft_picks[s] = picks
        w.draft_seen[s] = sorted(cards + picks)
    for o in range(n):
        if o != seat:
            w.draft_known[o] = []


def _redacted_history(state: GinkgoState, seat: int) -> list[tuple[int, A.Act | str]]:
    """A fresh list of the history as ``seat`` saw it, redacted once per state, seat and
    history length (a search determinizes the same state again and again)."""
    key = (seat, len(state.hist), state.phase)
    cached = getattr(state, "_redaction", None)
    if cached is None or cached[0] != key:
        cached = (key, _redacted(state, seat))
        state._redaction = cached
    return list(cached[1])


def _redacted(w: GinkgoState, seat: int) -> list[tuple[int, A.Act | str]]:
    """The history as ``seat`` saw it (see the module docstring)."""
    out: list[tuple[int, A.Act | str]] = []
    returning = w.phase == RETURN
    for who, act in w.hist:
        if who == seat or not isinstance(act, A.Act):
            out.append((who, act))
            continue
        kind = act[0]
        if kind == A.PICK:
            out.append((who, "pick ?"))
        elif kind == A.PLAY:
            out.append((who, "play ? + ?" if act[2] >= 0 else "play ?"))
        elif kind == A.RETURN:
            if not returning:
                out.append((who, "return ?"))
        else:
            out.append((who, act))
    return out
