"""Pure-Python twin of the Ginkgopolis playout (cext/ginkgopolis_playout.pyx).

Plays a Ginkgopolis game given in the compact form of cext/ginkgopolis_common.py to
the end with a rollout policy of the AI (ai/policies.py: random; greedy over a random
sample of the legal moves by the mover's immediate score gain, computed on a copy of
the game; epsilon-greedy), under the full rules as game/rules/ginkgopolis/state.py
implements them (choose / reveal / resolve, Exploit, Urbanize with token moves,
Construct, area bonuses, refills, the tile return step, the end check, final scoring
with cards 10-20 and districts, New Hand; solo against Hal), the character draft
included.

Two SplitMix64 streams: the policy's (``seed``) and the game's own (carried in the
form), which shuffles like the engine, so a move sequence replayed through the engine
gives the same game. The legal moves are listed in the engine's order
(game/rules/ginkgopolis/actions.py), so a random move has the engine's distribution.
The compiled module repeats this file step for step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cext.ginkgopolis_common import (
    CHOOSE,
    DRAFT,
    H_CUR,
    H_DRAFT_ROUND,
    H_FIRST,
    H_HAL_FAILED,
    H_IDX,
    H_N,
    H_PEND,
    H_PHASE,
    H_RETURN_DONE,
    H_RNG,
    H_SOLO,
    HEADER,
    MAX_COORD,
    NEWHAND,
    OFF,
    OVER,
    P_TAKE,
    P_TOKEN,
    PICK,
    PLAY,
    RESOLVE,
    RETURN,
    RETURN_DONE,
    RETURN_KIND,
    T_BONUS,
    T_CARDICON,
    T_CHCOL,
    T_CHICON,
    T_GIFT,
    T_KIND,
    T_MAP,
    T_POINTS,
    T_SICON,
    TABLES_LEN,
    TAKE,
    TOKEN,
    G,
    encode_move,
)
from cext.regions_py import _s_ginkgo_districts
from game.engine.rng import splitmix64_next as _next

COMPILED = False

_MASK = (1 << 64) - 1
HAL = 1
LETTER_BASE = 60
TOKEN_BASE = 100  # grid: 0 empty, slot + 1 a building, TOKEN_BASE + letter a token
STEP = (1, -1, G, -G)  # adjacent(): (x+1, y), (x-1, y), (x, y+1), (x, y-1)
MAX_STEPS = 4096  # moves recorded at most (no real game comes near)
MAX_HAND = 16
MAX_MARKED = 64


class _Rng:
    """SplitMix64 with randrange and random as GameRNG."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        self.s = seed & _MASK

    def randrange(self, n: int) -> int:
        self.s, out = _next(self.s)
        return (out * n) >> 64

    def random(self) -> float:
        self.s, out = _next(self.s)
        return (out >> 11) * (1.0 / 9007199254740992.0)


class _Game:
    """The whole game; buildings in slots, the city on a G x G grid."""

    __slots__ = ("n", "solo", "phase", "idx", "first", "cur", "return_done", "hal_failed",
                 "pend", "rng", "grid", "nb", "bcell", "btop", "bh", "bown", "bnbr", "where",
                 "tok", "marked", "supply", "draw", "discard", "pool", "res", "sp",
                 "newhand", "tiles", "hand", "ch_card", "ch_tile", "chars", "cards", "bon",
                 "returning", "t", "draft_round", "dhands", "dpicks")

    def copy(self) -> _Game:
        g = _Game.__new__(_Game)
        g.n, g.solo, g.phase, g.idx = self.n, self.solo, self.phase, self.idx
        g.first, g.cur, g.return_done = self.first, self.cur, self.return_done
        g.hal_failed, g.pend, g.rng = self.hal_failed, list(self.pend), _Rng(self.rng.s)
        g.grid = list(self.grid)
        g.nb = self.nb
        g.bcell, g.btop, g.bh = list(self.bcell), list(self.btop), list(self.bh)
        g.bown, g.bnbr, g.where = list(self.bown), list(self.bnbr), list(self.where)
        g.tok, g.marked = list(self.tok), list(self.marked)
        g.supply, g.draw, g.discard = list(self.supply), list(self.draw), list(self.discard)
        g.pool, g.res, g.sp = list(self.pool), list(self.res), list(self.sp)
        g.newhand = list(self.newhand)
        g.tiles = [list(x) for x in self.tiles]
        g.hand = [list(x) for x in self.hand]
        g.ch_card, g.ch_tile = list(self.ch_card), list(self.ch_tile)
        g.chars = self.chars
        g.cards = [list(x) for x in self.cards]
        g.bon = list(self.bon)
        g.returning = [list(x) for x in self.returning]
        g.t = self.t
        g.draft_round = self.draft_round
        g.dhands = [list(x) for x in self.dhands]
        g.dpicks = [list(x) for x in self.dpicks]
        return g


# ---- the compact form of an engine state ------------------------------------------


def form_of(state: Any, rng_state: int) -> list[int]:
    """The compact form of an engine state (game/rules/ginkgopolis/state.py) whose
    SplitMix64 word is ``rng_state`` (layout: cext/ginkgopolis_common.py)."""
    n = state.n
    pending = state.pending
    s = rng_state
    city = state.city
    form = [n, int(state.solo), state.phase, state.idx, state.first, state.cur,
            int(state.return_done), int(state.hal_failed)]
    form += pending
    form += (0, 0, 0, 0, 0)[len(pending):]
    form += (s & 0xFFFF, (s >> 16) & 0xFFFF, (s >> 32) & 0xFFFF, s >> 48, state.draft_round)
    form.append(len(city))
    form += [v for (x, y), (top, height, owner) in city.items()
             for v in (x, y, top, height, owner)]
    form.append(len(state.marked))
    form += [v for pos in state.marked for v in pos]
    tokens = state.tokens
    # the token of a pending token move still sits on its new building: in no space
    moving = pending[2] - LETTER_BASE if pending and pending[0] == P_TOKEN else -1
    for letter in range(12):
        pos = tokens.get(letter)
        form += (0, 0, 0) if pos is None or letter == moving else (1, pos[0], pos[1])
    for pile in (state.supply_tiles, state.draw, state.discard):
        form.append(len(pile))
        form += pile
    for seat in range(n):
        form += (state.pool[seat], state.res[seat], state.sp[seat], state.newhand[seat])
        for items in (state.tiles[seat], state.hand[seat], state.choice[seat],
                      state.chars[seat], state.cards[seat], state.returning[seat],
                      state.draft_hands[seat], state.draft_picks[seat]):
            form.append(len(items))
            form += items
    return form


# ---- loading ----------------------------------------------------------------------


def _cell(x: int, y: int) -> int:
    if not -MAX_COORD <= x <= MAX_COORD or not -MAX_COORD <= y <= MAX_COORD:
        raise ValueError("space beyond the playout grid")
    return (y + OFF) * G + x + OFF


def _load(f: Sequence[int], t: Sequence[int]) -> _Game:
    """The game of a compact form (ValueError when it is damaged)."""
    try:
        return _load_unchecked(f, t)
    except IndexError:
        raise ValueError("compact form too short") from None


def _ids(f: Sequence[int], at: int, low: int, high: int, cap: int) -> tuple[list[int], int]:
    count = f[at]
    if not 0 <= count <= cap or at + 1 + count > len(f):
        raise ValueError("bad list length in the compact form")
    out = list(f[at + 1:at + 1 + count])
    for v in out:
        if not low <= v < high:
            raise ValueError("bad id in the compact form")
    return out, at + 1 + count


def _load_unchecked(f: Sequence[int], t: Sequence[int]) -> _Game:
    if len(t) != TABLES_LEN:
        raise ValueError("bad content tables")
    g = _Game()
    g.t = t
    n = g.n = f[H_N]
    if not 2 <= n <= 5:
        raise ValueError("bad compact form")
    g.solo = f[H_SOLO]
    g.phase, g.idx, g.first, g.cur = f[H_PHASE], f[H_IDX], f[H_FIRST], f[H_CUR]
    if g.phase not in (DRAFT, CHOOSE, RESOLVE, RETURN, OVER) or not -1 <= g.cur < n:
        raise ValueError("bad phase in the compact form")
    if not 0 <= g.first < n or not 0 <= g.idx <= n or (g.solo and n != 2):
        raise ValueError("bad compact form")
    g.return_done, g.hal_failed = f[H_RETURN_DONE], f[H_HAL_FAILED]
    g.draft_round = f[H_DRAFT_ROUND]
    if not 0 <= g.draft_round <= 2:
        raise ValueError("bad draft round")
    g.pend = [f[H_PEND + k] for k in range(5)]
    if g.pend[0] and (not 0 <= g.pend[1] < n or not 0 <= g.pend[2] < 72):
        raise ValueError("bad pending decision")
    if g.phase == RESOLVE and g.cur >= 0 and g.pend[0] not in (P_TAKE, P_TOKEN):
        raise ValueError("bad pending decision")
    s = 0
    for k in range(4):
        s |= (f[H_RNG + k] & 0xFFFF) << (16 * k)
    g.rng = _Rng(s)
    g.grid = [0] * (G * G)
    at = HEADER
    nb = g.nb = f[at]
    at += 1
    if not 1 <= nb <= 60:
        raise ValueError("bad building count")
    g.bcell, g.btop, g.bh, g.bown = [0] * 60, [0] * 60, [0] * 60, [0] * 60
    g.bnbr = [-1] * 240
    g.where = [-1] * 60
    for s in range(nb):
        cell = _cell(f[at], f[at + 1])
        top, h, own = f[at + 2], f[at + 3], f[at + 4]
        if not 0 <= top < 60 or not 1 <= h <= 99 or not -1 <= own < n or g.grid[cell]:
            raise ValueError("bad building in the compact form")
        if g.where[top] >= 0:
            raise ValueError("a tile twice in the city")
        g.bcell[s], g.btop[s], g.bh[s], g.bown[s] = cell, top, h, own
        g.where[top] = s
        _link(g, s, cell)
        at += 5
    count = f[at]
    at += 1
    if not 0 <= count <= MAX_MARKED:
        raise ValueError("bad marked count")
    g.marked = []
    for _ in range(count):
        cell = _cell(f[at], f[at + 1])
        if not 1 <= g.grid[cell] <= 60:
            raise ValueError("a marker off the city")
        g.marked.append(cell)
        at += 2
    g.tok = [-1] * 12
    for letter in range(12):
        if f[at]:
            cell = _cell(f[at + 1], f[at + 2])
            if g.grid[cell]:
                raise ValueError("a token on a taken space")
            g.tok[letter] = cell
            g.grid[cell] = TOKEN_BASE + letter
        at += 3
    g.supply, at = _ids(f, at, 0, 60, 60)
    g.draw, at = _ids(f, at, 0, 72, 72)
    g.discard, at = _ids(f, at, 0, 72, 72)
    g.pool, g.res, g.sp, g.newhand = [0] * n, [0] * n, [0] * n, [0] * n
    g.tiles, g.hand, g.chars, g.cards, g.returning = [], [], [], [], []
    g.dhands, g.dpicks = [], []
    g.ch_card, g.ch_tile = [-1] * n, [-1] * n
    g.bon = [0] * (9 * n)
    for p in range(n):
        g.pool[p], g.res[p], g.sp[p], g.newhand[p] = f[at], f[at + 1], f[at + 2], f[at + 3]
        if min(f[at:at + 4]) < 0 or g.pool[p] > 99 or g.res[p] > 99 or g.newhand[p] > 9:
            raise ValueError("bad seat counts")
        at += 4
        tiles, at = _ids(f, at, 0, 60, 60)
        g.tiles.append(sorted(tiles))
        hand, at = _ids(f, at, 0, 72, MAX_HAND)
        g.hand.append(hand)
        choice, at = _ids(f, at, -1, 72, 2)
        if len(choice) == 2:
            if not 0 <= choice[0] < 72 or choice[1] >= 60:
                raise ValueError("bad choice")
            g.ch_card[p], g.ch_tile[p] = choice
        elif choice:
            raise ValueError("bad choice")
        chars, at = _ids(f, at, 0, 27, 27)
        g.chars.append(chars)
        cards, at = _ids(f, at, 0, 60, 60)
        g.cards.append([])
        for ch in chars:
            _bonus_add(g, p, t[T_CHICON + ch], t[T_CHCOL + ch], 0)
        for card in cards:
            _add_card(g, p, card)
        ret, at = _ids(f, at, 0, 60, 60)
        g.returning.append(ret)
        dhand, at = _ids(f, at, 0, 27, 4)
        g.dhands.append(dhand)
        dpicks, at = _ids(f, at, 0, 27, 3)
        g.dpicks.append(dpicks)
    if at != len(f):
        raise ValueError("compact form too long")
    return g


def _link(g: _Game, s: int, cell: int) -> None:
    """Put building slot s on the grid and link it with its neighbour slots."""
    g.grid[cell] = s + 1
    for d in range(4):
        v = g.grid[cell + STEP[d]]
        if 1 <= v <= 60:
            g.bnbr[4 * s + d] = v - 1
            g.bnbr[4 * (v - 1) + (d ^ 1)] = s


def _bonus_add(g: _Game, seat: int, icon: int, colour: int, sp: int) -> None:
    if icon >= 0:
        g.bon[9 * seat + 3 * icon + colour] += 1
        g.bon[9 * seat + 3 * icon + 1] += sp


def _add_card(g: _Game, seat: int, card: int) -> None:
    """A building card into the area (its bonus counted once per icon, §6.5)."""
    g.cards[seat].append(card)
    _bonus_add(g, seat, g.t[T_CARDICON + card], card // 20, g.t[T_BONUS + card % 20 + 1])


# ---- scoring (§10) ----------------------------------------------------------------


def table_scores(g: _Game) -> list[int]:
    """Every seat's score now: SP, area cards 10-20, districts, New Hand tokens.

    One pass over the buildings and one over each area count what the cards 10-20
    score by (§8.2); each card then adds its points from those counts.
    """
    n, nb, t = g.n, g.nb, g.t
    colour = [g.btop[s] // 20 for s in range(nb)]
    number = [g.btop[s] % 20 + 1 for s in range(nb)]
    scores = [0] * n
    firsts = [0] * (3 * n)
    _s_ginkgo_districts(nb, colour, g.bh, g.bown, number, 4, g.bnbr, n, scores, firsts)
    owned = [0] * (3 * n)  # owned buildings by seat and top colour
    low = [0] * n  # owned buildings of height <= 2
    tall = [0] * n  # owned buildings of height >= 3
    for s in range(nb):
        p = g.bown[s]
        if p >= 0:
            owned[3 * p + colour[s]] += 1
            if g.bh[s] <= 2:
                low[p] += 1
            else:
                tall[p] += 1
    for p in range(n):
        icons = [0, 0, 0]  # characters and cards of the area by icon
        colours = [0, 0, 0]  # ... and by colour
        for ch in g.chars[p]:
            icons[t[T_CHICON + ch]] += 1
            colours[t[T_CHCOL + ch]] += 1
        for c in g.cards[p]:
            icon = t[T_CARDICON + c]
            if icon >= 0:
                icons[icon] += 1
            colours[c // 20] += 1
        total = scores[p] + g.sp[p] + 2 * g.newhand[p]
        for card in g.cards[p]:
            num = card % 20 + 1
            kind = t[T_KIND + num]
            if kind == 0:
                continue
            col = card // 20
            if kind == 1:
                total += owned[3 * p + t[T_MAP + 3 * num + col]]
            elif kind == 2:
                total += 2 * firsts[3 * p + t[T_MAP + 3 * num + col]]
            elif kind == 3:
                total += low[p]
            elif kind == 4:
                total += 3 * tall[p]
            elif kind == 5:
                total += 2 * icons[t[T_SICON + num]]
            elif kind == 6:
                total += 2 * colours[col]
            else:
                total += t[T_POINTS + num]
        scores[p] = total
    return scores


# ---- legal moves (in the engine's order) ------------------------------------------


def legal(g: _Game) -> list[int]:
    """The encoded legal moves of the seat to decide, in the order of legal_actions()."""
    seat = g.cur
    out: list[int] = []
    if seat < 0:
        return out
    if g.phase == CHOOSE:
        if g.newhand[seat]:
            out.append(encode_move(NEWHAND, 0, 0))
        res, sp = g.res[seat], g.sp[seat]
        tiles = g.tiles[seat]
        for card in sorted(g.hand[seat]):
            out.append(encode_move(PLAY, card, -1))
            if card >= LETTER_BASE:
                if res >= 1:
                    for tile in tiles:
                        out.append(encode_move(PLAY, card, tile))
                continue
            s = g.where[card]
            h = g.bh[s]
            budget = res + (h if g.bown[s] == seat else 0) - h - 1
            if budget < 0:
                continue
            colour = card // 20
            number = card % 20
            for tile in tiles:
                if (tile // 20 != colour and budget < 1) or number - tile % 20 > sp:
                    continue
                out.append(encode_move(PLAY, card, tile))
        return out
    if g.phase == DRAFT:
        for char in sorted(g.dhands[seat]):
            out.append(encode_move(PICK, char, 0))
        return out
    if g.phase == RESOLVE:
        if g.pend[0] == P_TAKE:
            out.append(encode_move(TAKE, 0, 0))
            out.append(encode_move(TAKE, 1, 0))
            return out
        for cell in _empties_sorted(g, (g.pend[4] + OFF) * G + g.pend[3] + OFF):
            out.append(encode_move(TOKEN, cell % G, cell // G))
        return out
    for tile in g.tiles[seat]:
        out.append(encode_move(RETURN_KIND, tile, 0))
    out.append(encode_move(RETURN_DONE, 0, 0))
    return out


def _empties(g: _Game, cell: int) -> list[int]:
    """Empty spaces (no building, no token) next to cell, in adjacent() order."""
    return [cell + d for d in STEP if g.grid[cell + d] == 0]


def _empties_sorted(g: _Game, cell: int) -> list[int]:
    """The empty neighbours by ascending (x, y)."""
    out = _empties(g, cell)
    for i in range(1, len(out)):  # insertion sort on (x, y)
        v = out[i]
        j = i
        while j > 0 and (out[j - 1] % G, out[j - 1] // G) > (v % G, v // G):
            out[j] = out[j - 1]
            j -= 1
        out[j] = v
    return out


# ---- applying a move (game/rules/ginkgopolis/state.py, step for step) -------------


def apply(g: _Game, code: int) -> None:
    """Play one encoded legal move."""
    b = code % 128 - 1
    a = code // 128 % 128
    kind = code // 16384
    seat = g.cur
    if kind == PLAY:
        _choose(g, seat, a, b)
    elif kind == NEWHAND:
        _new_hand(g, seat)
    elif kind == TAKE:
        _take(g, a)
    elif kind == TOKEN:
        _move_token(g, b * G + a)
    elif kind == RETURN_KIND:
        g.tiles[seat].remove(a)
        g.returning[seat].append(a)
    elif kind == RETURN_DONE:
        _return_next(g)
    else:
        _pick(g, seat, a)


def _order(g: _Game, i: int) -> int:
    return (g.first + i) % g.n


def _gain_resources(g: _Game, seat: int, count: int) -> None:
    got = min(count, g.pool[seat])
    g.pool[seat] -= got
    g.res[seat] += got


def _insert_tile(tiles: list[int], tile: int) -> None:
    """Keep a screen sorted (the engine sorts it whenever the order matters)."""
    i = len(tiles)
    tiles.append(tile)
    while i > 0 and tiles[i - 1] > tile:
        tiles[i] = tiles[i - 1]
        i -= 1
    tiles[i] = tile


def _gain_tiles(g: _Game, seat: int, count: int) -> None:
    for _ in range(min(count, len(g.supply))):
        _insert_tile(g.tiles[seat], g.supply.pop())


def _gain(g: _Game, seat: int, colour: int, count: int) -> None:
    if colour == 0:
        _gain_resources(g, seat, count)
    elif colour == 1:
        g.sp[seat] += count
    else:
        _gain_tiles(g, seat, count)


def _bonus(g: _Game, seat: int, icon: int) -> None:
    at = 9 * seat + 3 * icon
    if g.bon[at]:
        _gain_resources(g, seat, g.bon[at])
    if g.bon[at + 2]:
        _gain_tiles(g, seat, g.bon[at + 2])
    g.sp[seat] += g.bon[at + 1]


def _refill(g: _Game) -> None:
    for cell in g.marked:
        g.discard.append(g.btop[g.grid[cell] - 1])
    g.marked = []
    pile = g.discard
    g.discard = []
    rng = g.rng
    for i in range(len(pile) - 1, 0, -1):
        j = rng.randrange(i + 1)
        pile[i], pile[j] = pile[j], pile[i]
    if not g.solo and g.n <= 3 and len(pile) > 7:
        g.discard = pile[-7:]
        del pile[-7:]
    g.draw = pile


def _draw_card(g: _Game) -> int:
    if not g.draw:
        _refill(g)
        if not g.draw:
            return -1
    return g.draw.pop()


def _draw_into(g: _Game, seat: int) -> None:
    card = _draw_card(g)
    if card >= 0:
        g.hand[seat].append(card)


def _pick(g: _Game, seat: int, char: int) -> None:
    """§2 step 8: one pick of the character draft."""
    g.dhands[seat].remove(char)
    g.dpicks[seat].append(char)
    g.idx += 1
    if g.idx < g.n:
        g.cur = _order(g, g.idx)
        return
    g.idx = 0
    n = g.n
    if g.draft_round < 2:
        g.draft_round += 1
        old = g.dhands
        g.dhands = [old[(p - 1) % n] for p in range(n)]
        g.cur = g.first
        return
    t = g.t
    for p in range(n):
        g.chars[p] = g.dpicks[p]
        for ch in g.chars[p]:
            _bonus_add(g, p, t[T_CHICON + ch], t[T_CHCOL + ch], 0)
    g.dhands = [[] for _ in range(n)]
    g.dpicks = [[] for _ in range(n)]
    _finish_characters(g)


def _finish_characters(g: _Game) -> None:
    """§2 steps 9-10: starting gifts, then 4 cards each, then the first round."""
    t = g.t
    for i in range(g.n):
        seat = _order(g, i)
        r = sp = tiles = 0
        for ch in g.chars[seat]:
            r += t[T_GIFT + 3 * ch]
            sp += t[T_GIFT + 3 * ch + 1]
            tiles += t[T_GIFT + 3 * ch + 2]
        _gain_resources(g, seat, r)
        _gain_tiles(g, seat, tiles)
        g.sp[seat] += sp
    for i in range(g.n):
        seat = _order(g, i)
        for _ in range(4):
            _draw_into(g, seat)
    g.phase = CHOOSE
    g.idx = 0
    _next_chooser(g)


def _next_chooser(g: _Game) -> None:
    while g.idx < g.n:
        seat = _order(g, g.idx)
        if g.hand[seat]:
            g.cur = seat
            return
        g.idx += 1
    g.phase = RESOLVE
    g.idx = 0
    _run_resolve(g)


def _new_hand(g: _Game, seat: int) -> None:
    g.newhand[seat] -= 1
    g.discard.extend(g.hand[seat])
    g.hand[seat] = []
    for _ in range(4):
        _draw_into(g, seat)


def _choose(g: _Game, seat: int, card: int, tile: int) -> None:
    g.hand[seat].remove(card)
    if tile >= 0:
        g.tiles[seat].remove(tile)
    g.ch_card[seat] = card
    g.ch_tile[seat] = tile
    if g.solo:
        g.discard.extend(g.hand[0])
        g.hand[0] = []
        g.phase = RESOLVE
        g.idx = 0
        _run_resolve(g)
        return
    g.idx += 1
    _next_chooser(g)


def _run_resolve(g: _Game) -> None:
    count = 2 if g.solo else g.n
    while g.idx < count:
        seat = g.idx if g.solo else _order(g, g.idx)
        if g.ch_card[seat] >= 0:
            if g.solo and seat == HAL:
                _hal_turn(g)
            else:
                _resolve(g, seat)
            if g.pend[0]:
                g.cur = 0 if g.solo else g.pend[1]
                return
        g.idx += 1
    if g.solo:
        _end_solo_round(g)
    else:
        _end_round(g)


def _resolve(g: _Game, seat: int) -> None:
    card, tile = g.ch_card[seat], g.ch_tile[seat]
    g.ch_card[seat] = -1
    if tile < 0:
        if card >= LETTER_BASE:
            can_res = g.pool[seat] > 0
            can_tile = len(g.supply) > 0
            if can_res and can_tile:
                g.pend = [P_TAKE, seat, card, 0, 0]
                return
            if can_res:
                _gain_resources(g, seat, 1)
            elif can_tile:
                _gain_tiles(g, seat, 1)
        else:
            s = g.where[card]
            _gain(g, seat, g.btop[s] // 20, g.bh[s])
        _finish_exploit(g, seat, card)
    elif card >= LETTER_BASE:
        _urbanize(g, seat, card, tile)
    else:
        _construct(g, seat, card, tile)


def _finish_exploit(g: _Game, seat: int, card: int) -> None:
    _bonus(g, seat, 0)
    g.discard.append(card)


def _take(g: _Game, what: int) -> None:
    seat, card = g.pend[1], g.pend[2]
    g.pend = [0, 0, 0, 0, 0]
    if what:
        _gain_tiles(g, seat, 1)
    else:
        _gain_resources(g, seat, 1)
    _finish_exploit(g, seat, card)
    g.idx += 1
    _run_resolve(g)


def _urbanize(g: _Game, seat: int, card: int, tile: int) -> None:
    letter = card - LETTER_BASE
    cell = g.tok[letter]
    s = g.nb
    g.nb += 1
    g.bcell[s], g.btop[s], g.bh[s], g.bown[s] = cell, tile, 1, seat
    g.where[tile] = s
    _link(g, s, cell)
    if g.solo and seat == HAL:
        g.pool[HAL] -= 1
    else:
        g.res[seat] -= 1
    g.marked.append(cell)
    empties = _empties(g, cell)
    if len(empties) >= 2:
        g.pend = [P_TOKEN, seat, card, cell % G - OFF, cell // G - OFF]
        return
    if empties:
        g.tok[letter] = empties[0]
        g.grid[empties[0]] = TOKEN_BASE + letter
        _finish_urbanize(g, seat, card, cell)
    else:
        g.tok[letter] = -1
        _finish_urbanize(g, seat, card, cell)


def _move_token(g: _Game, target: int) -> None:
    seat, card = g.pend[1], g.pend[2]
    cell = (g.pend[4] + OFF) * G + g.pend[3] + OFF
    g.pend = [0, 0, 0, 0, 0]
    letter = card - LETTER_BASE
    g.tok[letter] = target
    g.grid[target] = TOKEN_BASE + letter
    _finish_urbanize(g, seat, card, cell)
    g.idx += 1
    _run_resolve(g)


def _finish_urbanize(g: _Game, seat: int, card: int, cell: int) -> None:
    """Neighbours produce (Hal: SP per floor), bonuses; the card to the discard (a card
    whose token left the city leaves the game: nothing to keep)."""
    if g.solo and seat == HAL:
        for d in STEP:
            v = g.grid[cell + d]
            if 1 <= v <= 60:
                g.sp[HAL] += g.bh[v - 1]
    else:
        for d in STEP:
            v = g.grid[cell + d]
            if 1 <= v <= 60:
                _gain(g, seat, g.btop[v - 1] // 20, g.bh[v - 1])
        _bonus(g, seat, 1)
    if g.tok[card - LETTER_BASE] >= 0:
        g.discard.append(card)


def _construct(g: _Game, seat: int, card: int, tile: int) -> None:
    hal = g.solo and seat == HAL
    s = g.where[card]
    g.where[card] = -1
    height, owner = g.bh[s], g.bown[s]
    if owner >= 0:
        if g.solo and owner == HAL:
            g.pool[HAL] += height
        else:
            g.res[owner] += height
        if owner != seat:
            g.sp[owner] += height
    g.btop[s], g.bh[s], g.bown[s] = tile, height + 1, seat
    g.where[tile] = s
    drop = max(0, card % 20 - tile % 20)
    if hal:
        g.sp[HAL] = max(0, g.sp[HAL] - drop)
        g.pool[HAL] -= height + 1
    else:
        if tile // 20 != card // 20:
            g.res[seat] -= 1
            g.pool[seat] += 1
        g.sp[seat] -= drop
        g.res[seat] -= height + 1
    g.marked.append(g.bcell[s])
    if not hal:
        _bonus(g, seat, 2)
    _add_card(g, seat, card)


def _hal_turn(g: _Game) -> None:
    card = g.ch_card[HAL]
    g.ch_card[HAL] = -1
    if g.supply:
        if card >= LETTER_BASE:
            ok = g.pool[HAL] >= 1
        else:
            s = g.where[card]
            height = g.bh[s]
            ok = g.pool[HAL] + (height if g.bown[s] == HAL else 0) >= height + 1
        if ok:
            tile = g.supply.pop()
            if card >= LETTER_BASE:
                _urbanize(g, HAL, card, tile)
            else:
                _construct(g, HAL, card, tile)
            return
        g.hal_failed = 1
    g.discard.append(card)


def _end_round(g: _Game) -> None:
    if not g.supply and not g.return_done:
        g.phase = RETURN
        g.idx = 0
        g.cur = g.first
        return
    _after_return(g)


def _return_next(g: _Game) -> None:
    g.idx += 1
    if g.idx < g.n:
        g.cur = _order(g, g.idx)
        return
    back: list[int] = []
    for i in range(g.n):
        seat = _order(g, i)
        g.sp[seat] += len(g.returning[seat])
        back.extend(g.returning[seat])
        g.returning[seat] = []
    back.sort()
    rng = g.rng
    for i in range(len(back) - 1, 0, -1):
        j = rng.randrange(i + 1)
        back[i], back[j] = back[j], back[i]
    g.supply = back
    g.return_done = 1
    _after_return(g)


def _game_ends(g: _Game) -> bool:
    if g.solo:
        return (not g.supply or g.pool[0] + g.res[0] == 0 or g.pool[HAL] == 0
                or bool(g.hal_failed))
    if not g.supply and g.return_done:
        return True
    return any(g.pool[p] + g.res[p] == 0 for p in range(g.n))


def _finish(g: _Game) -> None:
    g.phase = OVER
    g.cur = -1


def _after_return(g: _Game) -> None:
    if _game_ends(g):
        _finish(g)
        return
    n = g.n
    old = g.hand
    g.hand = [old[(p - 1) % n] for p in range(n)]
    g.first = (g.first + 1) % n
    for i in range(n):
        _draw_into(g, _order(g, i))
    if not any(g.hand):
        _finish(g)
        return
    g.phase = CHOOSE
    g.idx = 0
    _next_chooser(g)


def _start_solo_round(g: _Game) -> None:
    for _ in range(3):
        _draw_into(g, 0)
    card = _draw_card(g)
    g.ch_card[HAL] = card
    g.ch_tile[HAL] = -1
    g.phase = CHOOSE
    g.idx = 0
    if not g.hand[0] and card < 0:
        _finish(g)
    elif g.hand[0]:
        g.cur = 0
    else:
        g.phase = RESOLVE
        _run_resolve(g)


def _end_solo_round(g: _Game) -> None:
    if _game_ends(g):
        _finish(g)
        return
    _start_solo_round(g)


# ---- the playout ------------------------------------------------------------------


def _choose_move(g: _Game, moves: list[int], rng: _Rng, policy: int, eps: float,
                 sample: int) -> int:
    """The policy's move (ai/policies.py, Policy.choose)."""
    n = len(moves)
    if policy == 0 or (policy == 2 and rng.random() < eps):
        return moves[rng.randrange(n)]
    if n == 1:
        return moves[0]
    count = n
    if n > sample:  # partial Fisher-Yates (sample_actions)
        count = sample
        for i in range(count):
            j = i + rng.randrange(n - i)
            moves[i], moves[j] = moves[j], moves[i]
    seat = g.cur
    before = table_scores(g)[seat]
    best = 0
    best_gain = 0
    for i in range(count):
        child = g.copy()
        apply(child, moves[i])
        gain = table_scores(child)[seat] - before
        if i == 0 or gain > best_gain:
            best = i
            best_gain = gain
    return moves[best]


def playout(form: Sequence[int], tables: Sequence[int], policy: int, epsilon: float,
            sample: int, depth: int, seed: int,
            record: bool = True) -> tuple[list[int], list[int]]:
    """Play to the end (or ``depth`` moves): (table scores of every seat held, moves).

    ``policy``: 0 random, 1 greedy, 2 epsilon-greedy (cext/ginkgopolis_common.py);
    ``record`` False: no moves returned (the rollout hook's case).
    """
    if not 0 <= policy <= 2:
        raise ValueError("policy must be 0 (random), 1 (greedy) or 2 (epsilon-greedy)")
    g = _load(form, tables)
    rng = _Rng(int(seed))
    if sample < 1:
        sample = 1
    played: list[int] = []
    while g.cur >= 0:
        if (depth > 0 and len(played) >= depth) or len(played) >= MAX_STEPS:
            break
        moves = legal(g)
        if not moves:
            raise RuntimeError("playout failed (no legal move)")
        move = _choose_move(g, moves, rng, policy, epsilon, sample)
        apply(g, move)
        played.append(move)
    return table_scores(g), played if record else []


def rollout_scores(state: Any, rng_state: int, tables: Sequence[int], policy: int,
                   epsilon: float, sample: int, depth: int, seed: int) -> list[int]:
    """``playout(form_of(state, rng_state), tables, ...)[0]`` (the AI's rollout hook)."""
    return playout(form_of(state, rng_state), tables, policy, epsilon, sample, depth, seed,
                   False)[0]


def score_form(form: Sequence[int], tables: Sequence[int]) -> list[int]:
    """Every seat's table score in the compact form (no move played)."""
    return table_scores(_load(form, tables))


def legal_moves(form: Sequence[int], tables: Sequence[int]) -> list[int]:
    """The encoded legal moves in the compact form, in the engine's order."""
    return legal(_load(form, tables))


def move_scores(form: Sequence[int], tables: Sequence[int]) -> list[int]:
    """The mover's table score after each legal move (legal order), as greedy sees it."""
    g = _load(form, tables)
    out = []
    for move in legal(g):
        child = g.copy()
        apply(child, move)
        out.append(table_scores(child)[g.cur])
    return out
