"""Pure-Python twin of the Akropolis playout (cext/akropolis_playout.pyx).

Plays an Akropolis game given in the compact form of cext/akropolis_common.py to the
end with a rollout policy of the AI (ai/policies.py: random, greedy over a random
sample of moves by immediate score gain, epsilon-greedy), under the full rules
(§4-§9). Same algorithm, same SplitMix64 number sequence and same results as the
compiled module, step for step.

The legal placements of each city are kept as a set of triangles, updated after each
placement like the engine does (game/rules/akropolis/placement.py); the set is a
dense list plus a position index, so its order is deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

from cext.akropolis_common import (
    AFFECTED,
    CELL_INTS,
    H_BOUTSIDE,
    H_CURRENT,
    H_LAKE,
    H_NSTACKS,
    H_PLAYERS,
    H_SITE,
    H_SITELEN,
    H_STACKSIZE,
    H_STONES,
    H_VARIANTS,
    HEADER,
    MAX_COORD,
    NEAR,
    OWN,
    PLACEMENTS,
    RING,
    TRI_OF_ROT,
    D,
    G,
    cell_of,
    encode_move,
    qr_of,
)
from cext.regions_py import _ak_stars, _k_grid_neighbours, _s_akropolis_city, _s_akropolis_vs

COMPILED = False

_MASK = (1 << 64) - 1
_QUARRY = 11  # kind codes here are the engine's + 1 (0 = empty), as in the kernel
_HOUSE, _MARKET, _BARRACKS, _TEMPLE, _GARDEN, _MARKET_PLAZA = 1, 2, 3, 4, 5, 7
_D0, _D1, _D5 = D[0], D[1], D[5]


class _Rng:
    """SplitMix64 (game/engine/rng.py), inlined."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        self.s = seed & _MASK

    def next(self) -> int:
        self.s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        return (self.next() * n) >> 64

    def random(self) -> float:
        return (self.next() >> 11) * (1.0 / 9007199254740992.0)


class _City:
    """One seat's city on the grid, with its legal triangles and bounding box."""

    __slots__ = ("hgt", "kind", "tile", "pos", "legal", "qmin", "qmax", "rmin", "rmax", "mark",
                 "stamp")

    def __init__(self) -> None:
        self.hgt = [0] * (G * G)
        self.kind = [0] * (G * G)
        self.tile = [0] * (G * G)
        self.pos = [0] * (2 * G * G)  # 1 + index in legal, 0 when not legal
        self.legal: list[int] = []
        self.mark = [0] * (G * G)  # flood-fill marks: == stamp when visited
        self.stamp = 0
        self.qmin = self.rmin = G
        self.qmax = self.rmax = -1

    def grow(self, cell: int) -> None:
        q = cell % G
        r = cell // G
        if q < self.qmin:
            self.qmin = q
        if q > self.qmax:
            self.qmax = q
        if r < self.rmin:
            self.rmin = r
        if r > self.rmax:
            self.rmax = r

    def add(self, t: int) -> None:
        if self.pos[t] == 0:
            self.legal.append(t)
            self.pos[t] = len(self.legal)

    def remove(self, t: int) -> None:
        p = self.pos[t]
        if p:
            last = self.legal.pop()
            if last != t:
                self.legal[p - 1] = last
                self.pos[last] = p
            self.pos[t] = 0

    def tri_legal(self, t: int) -> bool:
        """R5.1 / R5.2 for triangle t."""
        hgt = self.hgt
        a = t >> 1
        b = a + _D0
        c = a + (_D5 if t & 1 else _D1)
        ha = hgt[a]
        if ha == 0:
            if hgt[b] or hgt[c]:
                return False
            return any(hgt[a + x] for x in RING[t & 1])
        return self.upper_legal(t)

    def upper_legal(self, t: int) -> bool:
        """R5.2 only."""
        hgt = self.hgt
        a = t >> 1
        b = a + _D0
        c = a + (_D5 if t & 1 else _D1)
        ha = hgt[a]
        if ha == 0 or hgt[b] != ha or hgt[c] != ha:
            return False
        tile = self.tile
        return tile[a] != tile[b] or tile[a] != tile[c]


class _Scorer:
    """Scores a city on its R7.2 window with the region kernel (neighbours cached)."""

    __slots__ = ("variants", "boutside", "lake", "w", "h", "nbr", "wkind", "wlevel", "out")

    def __init__(self, variants: int, boutside: bool, lake: bool) -> None:
        self.variants = variants
        self.boutside = boutside
        self.lake = lake
        self.w = self.h = -1
        self.nbr: list[int] = []
        self.wkind: list[int] = []
        self.wlevel: list[int] = []
        self.out = [0] * 7

    def _window(self, city: _City) -> tuple[int, int]:
        q0 = city.qmin - 1
        r0 = city.rmin - 1
        # rounded up to fewer distinct sizes (fewer neighbour tables): the extra cells are
        # empty and joined to the border, so nothing about the city changes
        w = min((city.qmax - q0 + 5) // 4 * 4, G - q0)
        h = min((city.rmax - r0 + 5) // 4 * 4, G - r0)
        if w != self.w or h != self.h:
            self.w = w
            self.h = h
            self.nbr = [0] * (6 * w * h)
            _k_grid_neighbours(w, h, True, self.nbr)
            self.wkind = [0] * (w * h)
            self.wlevel = [0] * (w * h)
        wkind = self.wkind
        wlevel = self.wlevel
        kind = city.kind
        hgt = city.hgt
        i = 0
        for r in range(r0, r0 + h):
            base = r * G + q0
            for x in range(w):
                wkind[i] = kind[base + x]
                wlevel[i] = hgt[base + x]
                i += 1
        return w, h

    def score(self, city: _City, stones: int) -> int:
        """The city's total (R7.12)."""
        w, h = self._window(city)
        _s_akropolis_city(w, h, self.wkind, self.wlevel, self.nbr, self.variants,
                          self.boutside, self.lake, stones, self.out, [])
        return self.out[0]

    def values(self, city: _City, vals: list[int], stars: list[int]) -> None:
        """V and S per type (index 1-5) of the city."""
        w, h = self._window(city)
        _s_akropolis_vs(w, h, self.wkind, self.wlevel, self.nbr, self.variants,
                        self.boutside, self.lake, vals, stars)


def _load(form: Sequence[int]) -> tuple[list[_City], int]:
    """Cities of the compact form; returns them and the index after the last one."""
    players = form[H_PLAYERS]
    at = HEADER + form[H_NSTACKS] * form[H_STACKSIZE]
    cities = []
    for _ in range(players):
        city = _City()
        ncells = form[at]
        at += 1
        for j in range(ncells):
            q, r, height, kind, tile = form[at + j * CELL_INTS: at + (j + 1) * CELL_INTS]
            if not -MAX_COORD <= q <= MAX_COORD or not -MAX_COORD <= r <= MAX_COORD:
                raise ValueError("space beyond the playout grid")
            cell = cell_of(q, r)
            city.hgt[cell] = height
            city.kind[cell] = kind + 1
            city.tile[cell] = tile
            city.grow(cell)
        at += ncells * CELL_INTS
        # every triangle near the city once, in grid order (s ascending, o = 0 then 1)
        for r in range(city.rmin - 2, city.rmax + 3):
            for q in range(city.qmin - 2, city.qmax + 2):
                for o in (0, 1):
                    t = 2 * (r * G + q) + o
                    if city.tri_legal(t):
                        city.add(t)
        cities.append(city)
    return cities, at


def _place(city: _City, tile: int, tile_kinds: Sequence[int], anchor: int, rot: int) -> int:
    """Put ``tile`` on the grid (not the legal set); returns the quarries covered."""
    gained = 0
    cells = (anchor, anchor + D[rot], anchor + D[(rot + 5) % 6])
    for j in range(3):
        cell = cells[j]
        if city.hgt[cell] and city.kind[cell] == _QUARRY:
            gained += 1
        city.hgt[cell] += 1
        city.kind[cell] = tile_kinds[tile * 3 + j] + 1
        city.tile[cell] = tile
        city.grow(cell)
    return gained


def _gain_score(city: _City, scorer: _Scorer, stones: int, i: int, tile: int,
                tile_kinds: Sequence[int], anchor: int, rot: int) -> int:
    """The mover's score after the move, the city left unchanged."""
    cells = (anchor, anchor + D[rot], anchor + D[(rot + 5) % 6])
    saved = [(city.hgt[c], city.kind[c], city.tile[c]) for c in cells]
    box = (city.qmin, city.qmax, city.rmin, city.rmax)
    gained = _place(city, tile, tile_kinds, anchor, rot)
    score = scorer.score(city, stones + gained - i)
    for c, (h, k, t) in zip(cells, saved, strict=True):
        city.hgt[c] = h
        city.kind[c] = k
        city.tile[c] = t
    city.qmin, city.qmax, city.rmin, city.rmax = box
    return score


def _add_local(city: _City, x: int, variants: int, acc: list[int], sign: int) -> None:
    """Add sign x the value hex x gives its type, for the types scored hex by hex
    (market, barracks, temple, garden) when no rule asks about holes (R7.7-R7.10)."""
    kind = city.kind
    t = kind[x]
    if t < _MARKET or t > _GARDEN:
        return
    hgt = city.hgt
    val = hgt[x]
    if t == _MARKET:
        ok = 1
        v = 0
        for d in range(6):
            y = x + D[d]
            if kind[y] == _MARKET:
                ok = 0
            if kind[y] == _MARKET_PLAZA:
                v = 1
        if ok:
            acc[t] += sign * (2 * val if (variants & 2) and v else val)
    elif t == _BARRACKS:
        cnt = 0
        for d in range(6):
            if hgt[x + D[d]] == 0:
                cnt += 1
        if cnt >= 1:
            acc[t] += sign * (2 * val if (variants & 4) and cnt >= 3 else val)
    elif t == _TEMPLE:
        ok = 1
        for d in range(6):
            if hgt[x + D[d]] == 0:
                ok = 0
        if ok:
            acc[t] += sign * (2 * val if (variants & 8) and val >= 2 else val)
    else:
        acc[t] += sign * val


def _house_value(city: _City, variants: int) -> int:
    """R7.6 / R8.1: the value of the scoring house group, by flood fill on the grid."""
    city.stamp += 1
    st = city.stamp
    mark = city.mark
    kind = city.kind
    hgt = city.hgt
    best_size = 0
    best_val = 0
    for r in range(city.rmin, city.rmax + 1):
        for c in range(r * G + city.qmin, r * G + city.qmax + 1):
            if kind[c] != _HOUSE or mark[c] == st:
                continue
            mark[c] = st
            stack = [c]
            size = 0
            val = 0
            while stack:
                x = stack.pop()
                size += 1
                val += hgt[x]
                for d in range(6):
                    y = x + D[d]
                    if kind[y] == _HOUSE and mark[y] != st:
                        mark[y] = st
                        stack.append(y)
            if size > best_size or (size == best_size and val > best_val):
                best_size = size
                best_val = val
    return 2 * best_val if (variants & 1) and best_val >= 10 else best_val


def _apply_values(city: _City, vals: list[int], stars: list[int], variants: int, tile: int,
                  tile_kinds: Sequence[int], anchor: int, rot: int) -> int:
    """Place the tile and bring the city's V and S (index 1-5) up to date: only the hexes
    next to the tile are re-valued, and houses when the tile adds or covers one. Exact
    when no rule asks about holes. Returns the quarries covered (R4.5)."""
    cells = (anchor, anchor + D[rot], anchor + D[(rot + 5) % 6])
    aff = [anchor + off for off in AFFECTED[rot]]
    houses = False
    for c in cells:
        k = city.kind[c]
        if k >= 6 and k <= 10:
            stars[k - 5] -= _ak_stars(k)
        if k == _HOUSE:
            houses = True
    for x in aff:
        _add_local(city, x, variants, vals, -1)
    gained = _place(city, tile, tile_kinds, anchor, rot)
    for j in range(3):
        k = tile_kinds[tile * 3 + j] + 1
        if k >= 6 and k <= 10:
            stars[k - 5] += _ak_stars(k)
        if k == _HOUSE:
            houses = True
    for x in aff:
        _add_local(city, x, variants, vals, 1)
    if houses:
        vals[_HOUSE] = _house_value(city, variants)
    return gained


def _fast_score(city: _City, vals: list[int], stars: list[int], variants: int, stones: int,
                i: int, tile: int, tile_kinds: Sequence[int], anchor: int, rot: int) -> int:
    """The mover's score after the move, from the city's V and S before it
    (:func:`_apply_values` on copies); the city is left unchanged."""
    cells = (anchor, anchor + D[rot], anchor + D[(rot + 5) % 6])
    saved = [(city.hgt[c], city.kind[c], city.tile[c]) for c in cells]
    box = (city.qmin, city.qmax, city.rmin, city.rmax)
    v = list(vals)
    st = list(stars)
    total = stones - i + _apply_values(city, v, st, variants, tile, tile_kinds, anchor, rot)
    for t in range(1, 6):
        total += v[t] * st[t]
    for c, (h, k, t) in zip(cells, saved, strict=True):
        city.hgt[c] = h
        city.kind[c] = k
        city.tile[c] = t
    city.qmin, city.qmax, city.rmin, city.rmax = box
    return total


def _decode(city: _City, a: int) -> tuple[int, int, int]:
    """(site position, anchor cell, rot) of action index a."""
    n3 = 3 * len(city.legal)
    i = a // n3
    rest = a - i * n3
    t = city.legal[rest // 3]
    da, rot = PLACEMENTS[t & 1][rest % 3]
    return i, (t >> 1) + da, rot


def playout(form: Sequence[int], tile_kinds: Sequence[int], policy: int, epsilon: float,
            sample: int, depth: int, seed: int) -> tuple[list[int], list[int]]:
    """Play to the end (or ``depth`` moves); (scores of every seat, moves as ints).

    ``policy``: 0 random, 1 greedy, 2 epsilon-greedy (cext.akropolis_common.POLICY_CODE).
    """
    players = form[H_PLAYERS]
    cur = form[H_CURRENT]
    stones = list(form[H_STONES:H_STONES + players])
    site = list(form[H_SITE:H_SITE + form[H_SITELEN]])
    nstacks = form[H_NSTACKS]
    ssize = form[H_STACKSIZE]
    stacks = form[HEADER:HEADER + nstacks * ssize]
    next_stack = 0
    cities, _ = _load(form)
    scorers = [_Scorer(form[H_VARIANTS], bool(form[H_BOUTSIDE]), bool(form[H_LAKE]))
               for _ in range(players)]
    rng = _Rng(seed)
    variants = form[H_VARIANTS]
    # greedy gains hex by hex unless holes matter (barracks_edge "outside", garden variant);
    # a random policy needs no values at all
    incremental = policy != 0 and not form[H_BOUTSIDE] and not variants & 16
    # V and S of every city, kept up to date move by move when incremental
    vals = [[0] * 6 for _ in range(players)]
    stars = [[0] * 6 for _ in range(players)]
    if incremental:
        for p in range(players):
            scorers[p].values(cities[p], vals[p], stars[p])
    moves: list[int] = []
    swap_from: list[int] = []
    swap_to: list[int] = []
    steps = 0
    while cur >= 0:
        if depth > 0 and steps >= depth:
            break
        city = cities[cur]
        ni = min(stones[cur] + 1, len(site))
        n = ni * 3 * len(city.legal)
        # ai/policies.py Policy.choose: a random move (random, or epsilon-greedy's coin), the
        # only move, or greedy over a random sample
        if policy == 0 or (policy == 2 and rng.random() < epsilon):
            a = rng.randrange(n)
        elif n == 1:
            a = 0
        else:
            # greedy (ai/policies.py greedy_choice): a random sample of `sample` moves by
            # partial Fisher-Yates over 0..n-1, best immediate gain, first on ties
            count = n if n <= sample else sample
            del swap_from[:]
            del swap_to[:]
            scorer = scorers[cur]
            cvals = vals[cur]
            cstars = stars[cur]
            if not incremental:
                scorer.values(city, cvals, cstars)
            before = stones[cur]
            for t in range(1, 6):
                before += cvals[t] * cstars[t]
            best_gain = 0
            a = -1
            for s in range(count):
                if n <= sample:
                    cand = s
                else:
                    j = s + rng.randrange(n - s)
                    vj = j
                    vs = s
                    for m in range(len(swap_from)):
                        if swap_from[m] == j:
                            vj = swap_to[m]
                        if swap_from[m] == s:
                            vs = swap_to[m]
                    # pool[s], pool[j] = pool[j], pool[s]
                    swap_from.append(j)
                    swap_to.append(vs)
                    cand = vj
                i, anchor, rot = _decode(city, cand)
                if incremental:
                    gain = _fast_score(city, cvals, cstars, variants, stones[cur], i,
                                       site[i], tile_kinds, anchor, rot) - before
                else:
                    gain = _gain_score(city, scorer, stones[cur], i, site[i], tile_kinds,
                                       anchor, rot) - before
                if a < 0 or gain > best_gain:
                    a = cand
                    best_gain = gain
        i, anchor, rot = _decode(city, a)
        tile = site.pop(i)
        if incremental:
            gained = _apply_values(city, vals[cur], stars[cur], variants, tile, tile_kinds,
                                   anchor, rot)
        else:
            gained = _place(city, tile, tile_kinds, anchor, rot)
        stones[cur] += gained - i
        placed = 2 * anchor + TRI_OF_ROT[rot]
        o = placed & 1
        for off in OWN[o]:
            t = placed + off
            if city.upper_legal(t):
                city.add(t)
            else:
                city.remove(t)
        hgt = city.hgt
        for off in NEAR[o]:
            t = placed + off
            b = t >> 1
            if hgt[b] or hgt[b + _D0] or hgt[b + (_D5 if t & 1 else _D1)]:
                continue
            city.add(t)
        q, r = qr_of(anchor)
        moves.append(encode_move(i, q, r, rot))
        steps += 1
        cur = (cur + 1) % players
        if len(site) == 1:
            if next_stack < nstacks:
                site.extend(stacks[next_stack * ssize:(next_stack + 1) * ssize])
                next_stack += 1
            else:
                cur = -1
    scores = [scorers[p].score(cities[p], stones[p]) for p in range(players)]
    return scores, moves


def score_form(form: Sequence[int]) -> list[int]:
    """Every seat's current score in the compact form (no move played)."""
    cities, _ = _load(form)
    return [_Scorer(form[H_VARIANTS], bool(form[H_BOUTSIDE]), bool(form[H_LAKE])).score(
        cities[p], form[H_STONES + p]) for p in range(form[H_PLAYERS])]


def legal_moves(form: Sequence[int]) -> list[int]:
    """The legal moves of the seat to play, as encoded ints, in action-index order."""
    cur = form[H_CURRENT]
    if cur < 0:
        return []
    cities, _ = _load(form)
    city = cities[cur]
    ni = min(form[H_STONES + cur] + 1, form[H_SITELEN])
    out = []
    for a in range(ni * 3 * len(city.legal)):
        i, anchor, rot = _decode(city, a)
        q, r = qr_of(anchor)
        out.append(encode_move(i, q, r, rot))
    return out


def move_scores(form: Sequence[int], tile_kinds: Sequence[int]) -> list[int]:
    """The mover's score after each legal move (action-index order), as greedy sees it."""
    cur = form[H_CURRENT]
    if cur < 0:
        return []
    cities, _ = _load(form)
    city = cities[cur]
    scorer = _Scorer(form[H_VARIANTS], bool(form[H_BOUTSIDE]), bool(form[H_LAKE]))
    variants = form[H_VARIANTS]
    incremental = not form[H_BOUTSIDE] and not variants & 16
    vals = [0] * 6
    stars = [0] * 6
    scorer.values(city, vals, stars)
    stones = form[H_STONES + cur]
    site = form[H_SITE:H_SITE + form[H_SITELEN]]
    out = []
    for a in range(min(stones + 1, len(site)) * 3 * len(city.legal)):
        i, anchor, rot = _decode(city, a)
        if incremental:
            out.append(_fast_score(city, vals, stars, variants, stones, i, site[i], tile_kinds,
                                   anchor, rot))
        else:
            out.append(_gain_score(city, scorer, stones, i, site[i], tile_kinds, anchor, rot))
    return out
