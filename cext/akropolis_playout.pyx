# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
# cython: initializedcheck=False
"""Akropolis playout, compiled: the rules of game/rules/akropolis/ on C arrays
(tests/cext/test_akropolis_playout.py checks it against that engine).

The game runs in ``_run``, a ``nogil`` function over C arrays: no Python object is
touched between the conversion of the compact form and the return of the scores.
Grid workspaces are pooled (taken and returned under the GIL) and only the cells a
playout touched are cleared afterwards.
"""

from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memset

from cpython cimport array

from cext.splitmix cimport polis_mulhi, polis_sm_next

from cext.kernel cimport grid_neighbours
from cext.scorers cimport ak_stars, akropolis_city, akropolis_vs

from cext import akropolis_common as _ac

COMPILED = True


cdef enum:
    G = 136
    GG = 136 * 136
    QUARRY = 11
    HOUSE = 1
    MARKET = 2
    BARRACKS = 3
    TEMPLE = 4
    GARDEN = 5
    MARKET_PLAZA = 7
    MAXP = 4
    MAXSITE = 8
    MAXMOVES = 128
    MAX_COORD = 61
    CELL_INTS = 5
    H_PLAYERS = 0
    H_CURRENT = 1
    H_VARIANTS = 2
    H_BOUTSIDE = 3
    H_LAKE = 4
    H_SITELEN = 5
    H_NSTACKS = 6
    H_STACKSIZE = 7
    H_STONES = 8
    H_SITE = 12
    HEADER = 20

cdef int _OFF = _ac.OFF
cdef int D[6]
cdef int TRI_OF_ROT[6]
cdef int PL_OFF[2][3]
cdef int PL_ROT[2][3]
cdef int RING[2][9]
cdef int CONTAINING[6]
cdef int OWN[2][13]
cdef int NEAR[2][24]
cdef int AFFECTED[6][12]


def _init_tables():
    """Not a rule: copies the grid tables of akropolis_common.py into C arrays"""
    assert _ac.G == G and _ac.MAX_COORD == MAX_COORD and _ac.CELL_INTS == CELL_INTS
    assert (_ac.H_PLAYERS, _ac.H_CURRENT, _ac.H_VARIANTS, _ac.H_BOUTSIDE, _ac.H_LAKE,
            _ac.H_SITELEN, _ac.H_NSTACKS, _ac.H_STACKSIZE, _ac.H_STONES, _ac.H_SITE,
            _ac.HEADER) == (H_PLAYERS, H_CURRENT, H_VARIANTS, H_BOUTSIDE, H_LAKE, H_SITELEN,
                            H_NSTACKS, H_STACKSIZE, H_STONES, H_SITE, HEADER)
    for k in range(6):
        D[k] = _ac.D[k]
        TRI_OF_ROT[k] = _ac.TRI_OF_ROT[k]
        assert len(_ac.AFFECTED[k]) == 12
        for j in range(12):
            AFFECTED[k][j] = _ac.AFFECTED[k][j]
        CONTAINING[k] = _ac.CONTAINING[k]
    for o in range(2):
        for j in range(3):
            PL_OFF[o][j] = _ac.PLACEMENTS[o][j][0]
            PL_ROT[o][j] = _ac.PLACEMENTS[o][j][1]
        assert len(_ac.RING[o]) == 9 and len(_ac.OWN[o]) == 13 and len(_ac.NEAR[o]) == 24
        for j in range(9):
            RING[o][j] = _ac.RING[o][j]
        for j in range(13):
            OWN[o][j] = _ac.OWN[o][j]
        for j in range(24):
            NEAR[o][j] = _ac.NEAR[o][j]


_init_tables()


ctypedef struct City:
    uint8_t* hgt
    uint8_t* kind
    uint8_t* tile
    uint16_t* pos
    int32_t* legal
    int32_t* mark
    int32_t* fstack
    int stamp
    int nlegal
    int qmin
    int qmax
    int rmin
    int rmax


ctypedef struct Scorer:
    int variants
    int boutside
    int lake
    int w
    int h
    int cap
    int* nbr
    int* wkind
    int* wlevel
    int* scratch      # its first cap ints: the window's built spaces
    int nbuilt
    int out[7]


ctypedef struct Game:
    int players
    int cur
    int stones[MAXP]
    int site[MAXSITE]
    int sitelen
    const int* stacks
    int nstacks
    int ssize
    int next_stack


# ---- cities ---------------------------------------------------------------------

cdef inline void city_grow(City* c, int cell) noexcept nogil:
    """Not a rule: the city's bounding box on the grid"""
    cdef int q = cell % G
    cdef int r = cell // G
    if q < c.qmin:
        c.qmin = q
    if q > c.qmax:
        c.qmax = q
    if r < c.rmin:
        c.rmin = r
    if r > c.rmax:
        c.rmax = r


cdef inline void city_add(City* c, int t) noexcept nogil:
    """Not a rule: bookkeeping of the city's list of legal triangles"""
    if c.pos[t] == 0:
        c.legal[c.nlegal] = t
        c.nlegal += 1
        c.pos[t] = <uint16_t> c.nlegal


cdef inline void city_remove(City* c, int t) noexcept nogil:
    """Not a rule: bookkeeping of the city's list of legal triangles"""
    cdef int p = c.pos[t]
    cdef int last
    if p:
        c.nlegal -= 1
        last = c.legal[c.nlegal]
        if last != t:
            c.legal[p - 1] = last
            c.pos[last] = <uint16_t> p
        c.pos[t] = 0


cdef inline bint upper_legal(City* c, int t) noexcept nogil:
    """Twin: game.rules.akropolis.placement.upper_legal (R5.2)
    Twin: game.rules.akropolis.geometry.tri_spaces (R2.7)
    """
    cdef int a = t >> 1
    cdef int b = a + D[0]
    cdef int cc = a + (D[5] if t & 1 else D[1])
    cdef int ha = c.hgt[a]
    if ha == 0 or c.hgt[b] != ha or c.hgt[cc] != ha:
        return False
    return c.tile[a] != c.tile[b] or c.tile[a] != c.tile[cc]


cdef inline bint tri_legal(City* c, int t) noexcept nogil:
    """Twin: game.rules.akropolis.placement.tri_legal (R5.1, R5.2)"""
    cdef int a = t >> 1
    cdef int b = a + D[0]
    cdef int cc = a + (D[5] if t & 1 else D[1])
    cdef int j
    if c.hgt[a] == 0:
        if c.hgt[b] or c.hgt[cc]:
            return False
        for j in range(9):
            if c.hgt[a + RING[t & 1][j]]:
                return True
        return False
    return upper_legal(c, t)


cdef inline int place(City* c, int tile, const int* tile_kinds, int anchor, int rot) noexcept nogil:
    """Twin: game.rules.akropolis.geometry.placement_spaces (R2.7)
    Twin: game.rules.akropolis.state.AkropolisState.apply (R4.4, R4.5)
    """
    cdef int cells[3]
    cdef int j, cell, gained = 0
    cells[0] = anchor
    cells[1] = anchor + D[rot]
    cells[2] = anchor + D[(rot + 5) % 6]
    for j in range(3):
        cell = cells[j]
        if c.hgt[cell] and c.kind[cell] == QUARRY:
            gained += 1
        c.hgt[cell] += 1
        c.kind[cell] = <uint8_t> (tile_kinds[tile * 3 + j] + 1)
        c.tile[cell] = <uint8_t> tile
        city_grow(c, cell)
    return gained


cdef int make_window(Scorer* s, City* c) noexcept nogil:
    """Copy the city's R7.2 window (rounded up) and list its built spaces; -1 if no
    memory.

    Not a rule: copies the window; the scoring is scorers.pxd's
    """
    cdef int q0 = c.qmin - 1
    cdef int r0 = c.rmin - 1
    cdef int w = min((c.qmax - q0 + 5) // 4 * 4, G - q0)
    cdef int h = min((c.rmax - r0 + 5) // 4 * 4, G - r0)
    cdef int i = 0, r, x, base, k, nbuilt = 0
    cdef int* built
    if w * h > s.cap:
        free(s.nbr)
        free(s.wkind)
        free(s.wlevel)
        free(s.scratch)
        s.cap = w * h
        s.nbr = <int*> malloc(6 * s.cap * sizeof(int))
        s.wkind = <int*> malloc(s.cap * sizeof(int))
        s.wlevel = <int*> malloc(s.cap * sizeof(int))
        s.scratch = <int*> malloc(11 * s.cap * sizeof(int))
        s.w = -1
        if s.nbr == NULL or s.wkind == NULL or s.wlevel == NULL or s.scratch == NULL:
            s.cap = 0
            return -1
    if w != s.w or h != s.h:
        s.w = w
        s.h = h
        grid_neighbours(w, h, True, s.nbr)
    built = s.scratch
    for r in range(r0, r0 + h):
        base = r * G + q0
        for x in range(w):
            k = c.kind[base + x]
            s.wkind[i] = k
            s.wlevel[i] = c.hgt[base + x]
            built[nbuilt] = i
            nbuilt += k != 0  # 0: an empty space
            i += 1
    s.nbuilt = nbuilt
    return 0


cdef int score_city(Scorer* s, City* c, int stones) noexcept nogil:
    """The city's total; -1 if out of memory.

    Twin: game.rules.akropolis.state.AkropolisState.score (R7.12)
    """
    if make_window(s, c) < 0:
        return -1
    akropolis_city(s.w, s.h, s.wkind, s.wlevel, s.nbr, s.scratch, s.nbuilt, s.variants,
                   s.boutside, s.lake, stones, s.out, s.scratch)
    return s.out[0]


cdef int score_values(Scorer* s, City* c, int* vals, int* stars) noexcept nogil:
    """V and S per type (1-5) of the city; -1 if out of memory.

    Twin: game.rules.akropolis.scoring.evaluate (R7.3, R7.4)
    """
    if make_window(s, c) < 0:
        return -1
    akropolis_vs(s.w, s.h, s.wkind, s.wlevel, s.nbr, s.scratch, s.nbuilt, s.variants,
                 s.boutside, s.lake, vals, stars, s.scratch)
    return 0


cdef inline void add_local(City* c, int x, int variants, int* acc, int sign) noexcept nogil:
    """Add (sign 1) or remove (-1) the value of hex x (markets, barracks, temples, gardens).

    Twin: game.rules.akropolis.scoring.evaluate (R7.7, R7.8, R7.9, R7.10, R8.1)
    """
    cdef int t = c.kind[x]
    cdef int val, ok, v, d, y, cnt
    if t < MARKET or t > GARDEN:
        return
    val = c.hgt[x]
    if t == MARKET:
        ok = 1
        v = 0
        for d in range(6):
            y = x + D[d]
            if c.kind[y] == MARKET:
                ok = 0
            if c.kind[y] == MARKET_PLAZA:
                v = 1
        if ok:
            acc[t] += sign * (2 * val if (variants & 2) and v else val)
    elif t == BARRACKS:
        cnt = 0
        for d in range(6):
            if c.hgt[x + D[d]] == 0:
                cnt += 1
        if cnt >= 1:
            acc[t] += sign * (2 * val if (variants & 4) and cnt >= 3 else val)
    elif t == TEMPLE:
        ok = 1
        for d in range(6):
            if c.hgt[x + D[d]] == 0:
                ok = 0
        if ok:
            acc[t] += sign * (2 * val if (variants & 8) and val >= 2 else val)
    else:
        acc[t] += sign * val


cdef int house_value(City* c, int variants) noexcept nogil:
    """Houses: the value of the largest group of houses (the house variant included).

    Twin: game.rules.akropolis.scoring.evaluate (R7.6, R8.1)
    """
    cdef int st, best_size = 0, best_val = 0, r, cc, top, x, y, d, size, val
    if c.stamp >= 2000000000:
        memset(c.mark, 0, GG * sizeof(int32_t))
        c.stamp = 0
    c.stamp += 1
    st = c.stamp
    for r in range(c.rmin, c.rmax + 1):
        for cc in range(r * G + c.qmin, r * G + c.qmax + 1):
            if c.kind[cc] != HOUSE or c.mark[cc] == st:
                continue
            c.mark[cc] = st
            c.fstack[0] = cc
            top = 1
            size = 0
            val = 0
            while top > 0:
                top -= 1
                x = c.fstack[top]
                size += 1
                val += c.hgt[x]
                for d in range(6):
                    y = x + D[d]
                    if c.kind[y] == HOUSE and c.mark[y] != st:
                        c.mark[y] = st
                        c.fstack[top] = y
                        top += 1
            if size > best_size or (size == best_size and val > best_val):
                best_size = size
                best_val = val
    return 2 * best_val if (variants & 1) and best_val >= 10 else best_val


cdef int apply_values(City* c, int* vals, int* stars, int variants, int tile,
                      const int* tile_kinds, int anchor, int rot) noexcept nogil:
    """Place a tile's three hexes and update the city's per-kind values and stars.

    Twin: game.rules.akropolis.state.AkropolisState.apply (R4.5)
    Twin: game.rules.akropolis.scoring.evaluate (R7.3, R7.4)
    """
    cdef int cells[3]
    cdef int aff[12]
    cdef int naff = 12, j, m, k, houses = 0, gained
    cells[0] = anchor
    cells[1] = anchor + D[rot]
    cells[2] = anchor + D[(rot + 5) % 6]
    for m in range(12):
        aff[m] = anchor + AFFECTED[rot][m]
    for j in range(3):
        k = c.kind[cells[j]]
        if k >= 6 and k <= 10:
            stars[k - 5] -= ak_stars(k)
        if k == HOUSE:
            houses = 1
    for m in range(naff):
        add_local(c, aff[m], variants, vals, -1)
    gained = place(c, tile, tile_kinds, anchor, rot)
    for j in range(3):
        k = tile_kinds[tile * 3 + j] + 1
        if k >= 6 and k <= 10:
            stars[k - 5] += ak_stars(k)
        if k == HOUSE:
            houses = 1
    for m in range(naff):
        add_local(c, aff[m], variants, vals, 1)
    if houses:
        vals[HOUSE] = house_value(c, variants)
    return gained


cdef int fast_score(City* c, const int* vals, const int* stars, int variants, int stones,
                    int i, int tile, const int* tile_kinds, int anchor, int rot) noexcept nogil:
    """The mover's total after placing tile i (greedy's gain, hex by hex).

    Twin: game.rules.akropolis.scoring.total (R7.5, R7.12)
    """
    cdef int cells[3]
    cdef int v[6]
    cdef int st[6]
    cdef uint8_t sh[3]
    cdef uint8_t sk[3]
    cdef uint8_t stl[3]
    cdef int j, t, total
    cdef int qmin = c.qmin, qmax = c.qmax, rmin = c.rmin, rmax = c.rmax
    cells[0] = anchor
    cells[1] = anchor + D[rot]
    cells[2] = anchor + D[(rot + 5) % 6]
    for j in range(3):
        sh[j] = c.hgt[cells[j]]
        sk[j] = c.kind[cells[j]]
        stl[j] = c.tile[cells[j]]
    for t in range(6):
        v[t] = vals[t]
        st[t] = stars[t]
    total = stones - i + apply_values(c, v, st, variants, tile, tile_kinds, anchor, rot)
    for t in range(1, 6):
        total += v[t] * st[t]
    for j in range(2, -1, -1):
        c.hgt[cells[j]] = sh[j]
        c.kind[cells[j]] = sk[j]
        c.tile[cells[j]] = stl[j]
    c.qmin = qmin
    c.qmax = qmax
    c.rmin = rmin
    c.rmax = rmax
    return total


cdef int gain_score(City* c, Scorer* s, int stones, int i, int tile, const int* tile_kinds,
                    int anchor, int rot) noexcept nogil:
    """Not a rule: greedy's gain of one move: place, score_city and undo (the rules are theirs)
    """
    cdef int cells[3]
    cdef uint8_t sh[3]
    cdef uint8_t sk[3]
    cdef uint8_t st[3]
    cdef int j, gained, score
    cdef int qmin = c.qmin, qmax = c.qmax, rmin = c.rmin, rmax = c.rmax
    cells[0] = anchor
    cells[1] = anchor + D[rot]
    cells[2] = anchor + D[(rot + 5) % 6]
    for j in range(3):
        sh[j] = c.hgt[cells[j]]
        sk[j] = c.kind[cells[j]]
        st[j] = c.tile[cells[j]]
    gained = place(c, tile, tile_kinds, anchor, rot)
    score = score_city(s, c, stones + gained - i)
    for j in range(2, -1, -1):
        c.hgt[cells[j]] = sh[j]
        c.kind[cells[j]] = sk[j]
        c.tile[cells[j]] = st[j]
    c.qmin = qmin
    c.qmax = qmax
    c.rmin = rmin
    c.rmax = rmax
    return score


cdef inline void decode(City* c, int a, int* i, int* anchor, int* rot) noexcept nogil:
    """Twin: game.rules.akropolis.actions.triangle_actions (E2)"""
    cdef int n3 = 3 * c.nlegal
    cdef int rest, t, o
    i[0] = a // n3
    rest = a - i[0] * n3
    t = c.legal[rest // 3]
    o = t & 1
    anchor[0] = (t >> 1) + PL_OFF[o][rest % 3]
    rot[0] = PL_ROT[o][rest % 3]


# ---- the game -------------------------------------------------------------------

cdef inline int encode(int i, int anchor, int rot) noexcept nogil:
    """The move code of akropolis_common.encode_move for site i, a grid anchor, rot.

    Not a rule: the move code
    """
    return ((i * 256 + anchor % G - _OFF + 128) * 256 + anchor // G - _OFF + 128) * 8 + rot


cdef void after_place(Game* g, City* c, int i, int anchor, int rot, int gained) noexcept nogil:
    """The rest of a move once the tile is placed in the mover's city c: stones, the
    city's legal triangles, the next seat, the site refill or the end of the game.

    Twin: game.rules.akropolis.placement.update_after_placement (R5.1, R5.2)
    Twin: game.rules.akropolis.state.AkropolisState.apply (R4.6, R6.1, R6.2)
    """
    cdef int placed, o, k, t, b
    g.stones[g.cur] += gained - i
    placed = 2 * anchor + TRI_OF_ROT[rot]
    o = placed & 1
    for k in range(13):
        t = placed + OWN[o][k]
        if upper_legal(c, t):
            city_add(c, t)
        else:
            city_remove(c, t)
    for k in range(24):
        t = placed + NEAR[o][k]
        b = t >> 1
        if c.hgt[b] or c.hgt[b + D[0]] or c.hgt[b + (D[5] if t & 1 else D[1])]:
            continue
        city_add(c, t)
    g.cur = (g.cur + 1) % g.players
    if g.sitelen == 1:
        if g.next_stack < g.nstacks:
            for k in range(g.ssize):
                g.site[1 + k] = g.stacks[g.next_stack * g.ssize + k]
            g.sitelen = 1 + g.ssize
            g.next_stack += 1
        else:
            g.cur = -1


cdef int run(Game* g, City* cities, Scorer* scorers, const int* tile_kinds, int policy, double eps,
             int sample, int depth, uint64_t seed, int* moves, int* swap_from, int* swap_to,
             int* scores) noexcept nogil:
    """Play to the end (or depth moves); returns the number of moves, -1 on error.

    Twin: game.rules.akropolis.state.AkropolisState.affordable (R4.2)
    Twin: game.rules.akropolis.state.AkropolisState.apply (R4.1, R4.3)
    """
    cdef uint64_t rng = seed
    cdef int steps = 0, nmoves = 0
    cdef int variants = scorers[0].variants
    cdef bint incremental = policy != 0 and not scorers[0].boutside and not (variants & 16)
    cdef int vals[MAXP][6]
    cdef int stars[MAXP][6]
    cdef int* cvals
    cdef int* cstars
    cdef int cur, ni, n, a, count, before, best_gain, gain, smp, j, vj, vs, m, nswap
    cdef int cand, i, anchor, rot, tile, gained, k, p
    cdef City* c
    if incremental:
        for p in range(g.players):
            if score_values(&scorers[p], &cities[p], vals[p], stars[p]) < 0:
                return -1
    while g.cur >= 0:
        if depth > 0 and steps >= depth:
            break
        cur = g.cur
        c = &cities[cur]
        ni = g.stones[cur] + 1
        if ni > g.sitelen:
            ni = g.sitelen
        n = ni * 3 * c.nlegal
        if n <= 0:
            return -1
        if policy == 0 or (
                policy == 2 and (polis_sm_next(&rng) >> 11) * (1.0 / 9007199254740992.0) < eps):
            a = <int> polis_mulhi(polis_sm_next(&rng), <uint64_t> n)
        elif n == 1:
            a = 0
        else:
            count = n if n <= sample else sample
            nswap = 0
            cvals = vals[cur]
            cstars = stars[cur]
            if not incremental:
                if score_values(&scorers[cur], c, cvals, cstars) < 0:
                    return -1
            before = g.stones[cur]
            for t in range(1, 6):
                before += cvals[t] * cstars[t]
            best_gain = 0
            a = -1
            for smp in range(count):
                if n <= sample:
                    cand = smp
                else:
                    j = smp + <int> polis_mulhi(polis_sm_next(&rng), <uint64_t> (n - smp))
                    vj = j
                    vs = smp
                    for m in range(nswap):
                        if swap_from[m] == j:
                            vj = swap_to[m]
                        if swap_from[m] == smp:
                            vs = swap_to[m]
                    swap_from[nswap] = j
                    swap_to[nswap] = vs
                    nswap += 1
                    cand = vj
                decode(c, cand, &i, &anchor, &rot)
                if incremental:
                    gain = fast_score(c, cvals, cstars, variants, g.stones[cur], i, g.site[i],
                                      tile_kinds, anchor, rot) - before
                else:
                    gain = gain_score(c, &scorers[cur], g.stones[cur], i, g.site[i],
                                      tile_kinds, anchor, rot) - before
                if a < 0 or gain > best_gain:
                    a = cand
                    best_gain = gain
        decode(c, a, &i, &anchor, &rot)
        tile = g.site[i]
        for k in range(i, g.sitelen - 1):
            g.site[k] = g.site[k + 1]
        g.sitelen -= 1
        if incremental:
            gained = apply_values(c, vals[cur], stars[cur], variants, tile, tile_kinds, anchor,
                                  rot)
        else:
            gained = place(c, tile, tile_kinds, anchor, rot)
        after_place(g, c, i, anchor, rot, gained)
        if nmoves < MAXMOVES:
            moves[nmoves] = encode(i, anchor, rot)
            nmoves += 1
        steps += 1
    for p in range(g.players):
        scores[p] = score_city(&scorers[p], &cities[p], g.stones[p])
        if scorers[p].cap == 0:
            return -1
    return nmoves


# ---- workspaces -----------------------------------------------------------------

cdef class _Workspace:
    """Grids of up to 4 cities and their scorers' buffers, reused between playouts."""

    cdef City cities[MAXP]
    cdef Scorer scorers[MAXP]

    def __cinit__(self):
        cdef int p
        for p in range(MAXP):
            self.cities[p].hgt = <uint8_t*> calloc(GG, 1)
            self.cities[p].kind = <uint8_t*> calloc(GG, 1)
            self.cities[p].tile = <uint8_t*> calloc(GG, 1)
            self.cities[p].pos = <uint16_t*> calloc(2 * GG, sizeof(uint16_t))
            self.cities[p].legal = <int32_t*> malloc(2 * GG * sizeof(int32_t))
            self.cities[p].mark = <int32_t*> calloc(GG, sizeof(int32_t))
            self.cities[p].fstack = <int32_t*> malloc(GG * sizeof(int32_t))
            self.cities[p].stamp = 0
            if (self.cities[p].hgt == NULL or self.cities[p].kind == NULL
                    or self.cities[p].tile == NULL or self.cities[p].pos == NULL
                    or self.cities[p].legal == NULL or self.cities[p].mark == NULL
                    or self.cities[p].fstack == NULL):
                raise MemoryError()
            self._empty(p)
        memset(self.scorers, 0, MAXP * sizeof(Scorer))

    cdef void set_options(self, int variants, int boutside, int lake) noexcept:
        """Not a rule: hands the options to the scorers"""
        cdef int p
        for p in range(MAXP):
            self.scorers[p].variants = variants
            self.scorers[p].boutside = boutside
            self.scorers[p].lake = lake

    cdef void _empty(self, int p) noexcept:
        """Not a rule: memory of the workspace"""
        self.cities[p].nlegal = 0
        self.cities[p].qmin = G
        self.cities[p].rmin = G
        self.cities[p].qmax = -1
        self.cities[p].rmax = -1

    cdef void clear(self) noexcept:
        """Zero what the last playout wrote: the cities' boxes and legal positions.

        Not a rule: memory of the workspace
        """
        cdef int p, r, q0, q1, k
        cdef City* c
        for p in range(MAXP):
            c = &self.cities[p]
            if c.qmax >= 0:
                q0 = max(c.qmin - 3, 0)
                q1 = min(c.qmax + 3, G - 1)
                for r in range(max(c.rmin - 3, 0), min(c.rmax + 3, G - 1) + 1):
                    memset(c.hgt + r * G + q0, 0, q1 - q0 + 1)
                    memset(c.kind + r * G + q0, 0, q1 - q0 + 1)
                    memset(c.tile + r * G + q0, 0, q1 - q0 + 1)
            for k in range(c.nlegal):
                c.pos[c.legal[k]] = 0
            self._empty(p)

    def __dealloc__(self):
        cdef int p
        for p in range(MAXP):
            free(self.cities[p].hgt)
            free(self.cities[p].kind)
            free(self.cities[p].tile)
            free(self.cities[p].pos)
            free(self.cities[p].legal)
            free(self.cities[p].mark)
            free(self.cities[p].fstack)
        for p in range(MAXP):
            free(self.scorers[p].nbr)
            free(self.scorers[p].wkind)
            free(self.scorers[p].wlevel)
            free(self.scorers[p].scratch)


_pool: list = []


cdef _Workspace _take():
    """Not a rule: memory: the shared workspace"""
    return _pool.pop() if _pool else _Workspace()


cdef void _load(_Workspace ws, const int* f, Py_ssize_t n, Game* g) except *:
    """Fill the workspace's cities and the game header from the compact form f[0:n].

    Twin: game.rules.akropolis.placement.legal_triangles (R5.1, R5.2)
    """
    cdef int players, at, p, j, ncells, cell, k, t, q, r
    cdef City* c
    if n < HEADER:
        raise ValueError("bad compact form")
    players = f[H_PLAYERS]
    if not 1 <= players <= MAXP or not 0 <= f[H_SITELEN] <= MAXSITE:
        raise ValueError("bad compact form")
    g.players = players
    g.cur = f[H_CURRENT]
    g.sitelen = f[H_SITELEN]
    g.nstacks = f[H_NSTACKS]
    g.ssize = f[H_STACKSIZE]
    if g.nstacks < 0 or g.ssize < 0 or (g.ssize + 1 > MAXSITE and g.nstacks > 0):
        raise ValueError("bad stacks")
    if g.cur >= players or (g.cur >= 0 and g.sitelen < 1):
        raise ValueError("bad compact form")
    g.next_stack = 0
    for p in range(players):
        g.stones[p] = f[H_STONES + p]
    for j in range(g.sitelen):
        g.site[j] = f[H_SITE + j]
    at = HEADER + g.nstacks * g.ssize
    for j in range(at - HEADER):
        if not 1 <= f[HEADER + j] <= 61:
            raise ValueError("bad tile id in the stacks")
    for j in range(g.sitelen):
        if not 1 <= g.site[j] <= 61:
            raise ValueError("bad tile id in the site")
    g.stacks = f + HEADER
    for p in range(players):
        c = &ws.cities[p]
        if at >= n:
            raise ValueError("compact form too short")
        ncells = f[at]
        at += 1
        if ncells < 1 or at + ncells * CELL_INTS > n:
            raise ValueError("compact form too short")
        for j in range(ncells):
            q = f[at]
            r = f[at + 1]
            if not -MAX_COORD <= q <= MAX_COORD or not -MAX_COORD <= r <= MAX_COORD:
                raise ValueError("space beyond the playout grid")
            if not 1 <= f[at + 2] <= 255 or not 0 <= f[at + 3] <= 10 or not (
                    0 <= f[at + 4] <= 61):
                raise ValueError("bad hex in the compact form")
            cell = (r + _OFF) * G + (q + _OFF)
            c.hgt[cell] = <uint8_t> f[at + 2]
            c.kind[cell] = <uint8_t> (f[at + 3] + 1)
            c.tile[cell] = <uint8_t> f[at + 4]
            city_grow(c, cell)
            at += CELL_INTS
        for r in range(c.rmin - 2, c.rmax + 3):
            for q in range(c.qmin - 2, c.qmax + 2):
                for k in range(2):
                    t = 2 * (r * G + q) + k
                    if tri_legal(c, t):
                        city_add(c, t)


cdef inline array.array _ints(object seq):
    """seq as an array('i') (the same object when it already is one).

    Not a rule: argument conversion
    """
    if type(seq) is array.array and (<array.array> seq).ob_descr.typecode == c'i':
        return <array.array> seq
    return array.array("i", seq)


def form_of(state):
    """The compact form (layout: akropolis_common.py) of an engine AkropolisState, read
    in C, as an array('i'). Space keys are unpacked as game.rules.akropolis.geometry
    packs them (q * 4096 + r, K = 4096, asserted by ai/fast/akropolis.py). ValueError
    for a site of more than 8 tiles, stacks of unequal sizes or too many players (the
    playouts reject a city beyond their grid).

    Not a rule: the compact form (layout)
    """
    cdef int players = state.players, p, j, nst, size, at, total, q
    cdef long key
    cdef object stacks = state.stacks, site = state.site, stones = state.stones, st
    cdef dict hgt, top, toptile
    cdef array.array out
    cdef int* f
    opts = state.opts
    nst = len(stacks)
    size = len(stacks[0]) if nst else 0
    if len(site) > MAXSITE or any(len(st) != size for st in stacks):
        raise ValueError("site too long or stacks of unequal sizes")
    if not 1 <= players <= MAXP or len(stones) != players:
        raise ValueError("bad player count")
    total = HEADER + nst * size
    for p in range(players):
        total += 1 + CELL_INTS * len(<dict> state.hgt[p])
    out = array.array("i", bytes(4 * total))
    f = out.data.as_ints
    f[H_PLAYERS] = players
    f[H_CURRENT] = state.current
    f[H_VARIANTS] = _ac.variant_mask(opts.variants)
    f[H_BOUTSIDE] = 1 if opts.barracks_outside else 0
    f[H_LAKE] = 1 if opts.lake_area else 0
    f[H_SITELEN] = len(site)
    f[H_NSTACKS] = nst
    f[H_STACKSIZE] = size
    for p in range(players):
        f[H_STONES + p] = stones[p]
    for j in range(len(site)):
        f[H_SITE + j] = site[j]
    at = HEADER
    for st in stacks:
        for j in range(size):
            f[at + j] = st[j]
        at += size
    for p in range(players):
        hgt = state.hgt[p]
        top = state.top[p]
        toptile = state.toptile[p]
        f[at] = len(hgt)
        at += 1
        for k, h in hgt.items():
            key = k
            q = <int> ((key + 2048) >> 12)  # geometry.unkey: key = q * 4096 + r
            f[at] = q
            f[at + 1] = <int> (key - <long> q * 4096)
            f[at + 2] = h
            f[at + 3] = top[k]
            f[at + 4] = toptile[k]
            at += CELL_INTS
    return out


def playout(form, tile_kinds, int policy, double epsilon, int sample, int depth, seed):
    """Play to the end (or ``depth`` moves); (scores of every seat, moves as ints).

    ``policy``: 0 random, 1 greedy over ``sample`` random moves by immediate gain,
    2 epsilon-greedy (ai/policies.py); ``seed``: the playout's SplitMix64 word.

    Not a rule: the AI's rollout (ai/policies.py policies over run)
    """
    cdef array.array f = _ints(form)
    cdef array.array tk = _ints(tile_kinds)
    cdef int j, nm
    cdef Game g
    cdef int moves[MAXMOVES]
    cdef int scores[MAXP]
    cdef uint64_t useed = <uint64_t> (int(seed) & 0xFFFFFFFFFFFFFFFF)
    if len(tk) != 62 * 3:
        raise ValueError("tile_kinds must hold 62 tiles")
    for j in range(62 * 3):
        if not 0 <= tk.data.as_ints[j] <= 10:
            raise ValueError("bad kind in tile_kinds")
    if sample < 1:
        sample = 1
    cdef int* swap_from = <int*> malloc(2 * sample * sizeof(int))
    if swap_from == NULL:
        raise MemoryError()
    cdef _Workspace ws = _take()
    try:
        _load(ws, f.data.as_ints, len(f), &g)
        ws.set_options(f.data.as_ints[H_VARIANTS], f.data.as_ints[H_BOUTSIDE],
                       f.data.as_ints[H_LAKE])
        with nogil:
            nm = run(&g, ws.cities, ws.scorers, tk.data.as_ints, policy, epsilon, sample,
                     depth, useed, moves, swap_from, swap_from + sample, scores)
        if nm < 0:
            raise RuntimeError("playout failed (no legal move or out of memory)")
        return [scores[j] for j in range(g.players)], [moves[j] for j in range(nm)]
    finally:
        free(swap_from)
        ws.clear()
        _pool.append(ws)


def score_form(form):
    """Every seat's current score in the compact form (no move played).

    Twin: game.rules.akropolis.state.AkropolisState.scores (E6)
    """
    cdef array.array f = _ints(form)
    cdef Game g
    cdef int p
    cdef _Workspace ws = _take()
    try:
        _load(ws, f.data.as_ints, len(f), &g)
        ws.set_options(f[H_VARIANTS], f[H_BOUTSIDE], f[H_LAKE])
        return [score_city(&ws.scorers[p], &ws.cities[p], g.stones[p])
                for p in range(g.players)]
    finally:
        ws.clear()
        _pool.append(ws)


def legal_moves(form):
    """The legal moves of the seat to play, as encoded ints, in action-index order.

    Twin: game.rules.akropolis.state.AkropolisState.legal_actions (E2)
    """
    cdef array.array f = _ints(form)
    cdef Game g
    cdef int a, i, anchor, rot, ni
    cdef _Workspace ws = _take()
    cdef City* c
    try:
        _load(ws, f.data.as_ints, len(f), &g)
        if g.cur < 0:
            return []
        c = &ws.cities[g.cur]
        ni = min(g.stones[g.cur] + 1, g.sitelen)
        out = []
        for a in range(ni * 3 * c.nlegal):
            decode(c, a, &i, &anchor, &rot)
            out.append(encode(i, anchor, rot))
        return out
    finally:
        ws.clear()
        _pool.append(ws)


def move_scores(form, tile_kinds):
    """The mover's score after each legal move (action-index order), as greedy sees it.

    Not a rule: greedy's gains (ai.fast.akropolis.move_gains): place and score_city per move
    """
    cdef array.array f = _ints(form)
    cdef Game g
    cdef int a, i, anchor, rot, ni, variants
    cdef int tk[62 * 3]
    cdef int vals[6]
    cdef int stars[6]
    cdef bint incremental
    cdef _Workspace ws = _take()
    cdef City* c
    if len(tile_kinds) != 62 * 3:
        raise ValueError("tile_kinds must hold 62 tiles")
    for a in range(62 * 3):
        tk[a] = tile_kinds[a]
        if not 0 <= tk[a] <= 10:
            raise ValueError("bad kind in tile_kinds")
    try:
        _load(ws, f.data.as_ints, len(f), &g)
        if g.cur < 0:
            return []
        ws.set_options(f[H_VARIANTS], f[H_BOUTSIDE], f[H_LAKE])
        variants = f[H_VARIANTS]
        incremental = not f[H_BOUTSIDE] and not (variants & 16)
        c = &ws.cities[g.cur]
        score_values(&ws.scorers[g.cur], c, vals, stars)
        ni = min(g.stones[g.cur] + 1, g.sitelen)
        out = []
        for a in range(ni * 3 * c.nlegal):
            decode(c, a, &i, &anchor, &rot)
            if incremental:
                out.append(fast_score(c, vals, stars, variants, g.stones[g.cur], i, g.site[i],
                                      tk, anchor, rot))
            else:
                out.append(gain_score(c, &ws.scorers[g.cur], g.stones[g.cur], i, g.site[i], tk,
                                      anchor, rot))
        return out
    finally:
        ws.clear()
        _pool.append(ws)


cdef class World:
    """One (determinized) game on C arrays, for a whole search iteration (ai/mcts.py):
    the descent's legal moves and moves by code, then the rollout from where it stands.

    ``World(form, tile_kinds)``: a compact form (ai.fast.akropolis.to_form) and the
    tile kinds. Codes are those of akropolis_common.encode_move.
    """

    cdef _Workspace ws
    cdef Game g
    cdef array.array form
    cdef int tk[62 * 3]
    cdef object kinds  # the tile_kinds given, for copy()
    cdef list played  # the codes played since the form (apply and rollout), for copy()

    def __cinit__(self, form, tile_kinds):
        cdef int j
        self.kinds = tile_kinds
        self.played = []
        if len(tile_kinds) != 62 * 3:
            raise ValueError("tile_kinds must hold 62 tiles")
        for j in range(62 * 3):
            self.tk[j] = tile_kinds[j]
            if not 0 <= self.tk[j] <= 10:
                raise ValueError("bad kind in tile_kinds")
        self.form = array.array("i", form)  # a copy: the game reads its stacks there
        ws = _take()
        try:
            _load(ws, self.form.data.as_ints, len(self.form), &self.g)
        except BaseException:
            ws.clear()
            _pool.append(ws)
            raise
        self.ws = ws
        ws.set_options(self.form.data.as_ints[H_VARIANTS], self.form.data.as_ints[H_BOUTSIDE],
                       self.form.data.as_ints[H_LAKE])

    def compact(self):
        """The compact form this World was made from (determinized: the new stacks).

        Not a rule: the compact form
        """
        return list(self.form)

    def copy(self):
        """A World at the same position: made again from this World's form (with its
        determinized stacks) and the moves played since replayed.

        Not a rule: the search's copy of a sampled world
        """
        cdef World twin = World(self.form, self.kinds)
        cdef int code
        for code in self.played:
            twin.apply(code)
        return twin

    def determinize(self, word):
        """E5 on a World just made: the stacks' tiles sorted, shuffled with the draws of
        ``GameRNG(word).shuffle``, dealt back in the same sizes; the new word.

        Twin: game.rules.akropolis.state.AkropolisState.determinize (E5)
        """
        cdef uint64_t s = <uint64_t> (int(word) & 0xFFFFFFFFFFFFFFFF)
        cdef int n = self.g.nstacks * self.g.ssize, i, j, v
        cdef int* pool = self.form.data.as_ints + HEADER  # the game's stacks
        if self.g.next_stack != 0:
            raise ValueError("determinize a World before any move")
        for i in range(1, n):  # sorted (the pool is public as a multiset)
            v = pool[i]
            j = i
            while j > 0 and pool[j - 1] > v:
                pool[j] = pool[j - 1]
                j -= 1
            pool[j] = v
        for i in range(n - 1, 0, -1):
            j = <int> polis_mulhi(polis_sm_next(&s), <uint64_t> (i + 1))
            v = pool[i]
            pool[i] = pool[j]
            pool[j] = v
        return s

    def __dealloc__(self):
        if self.ws is not None:
            self.ws.clear()
            _pool.append(self.ws)
            self.ws = None

    @property
    def current(self):
        """The seat to play, or -1 when the game is over.

        Twin: game.rules.akropolis.state.AkropolisState.current_player (E3)
        """
        return self.g.cur

    cdef int _count(self) noexcept:
        """Not a rule: the number of legal move codes"""
        cdef int ni
        if self.g.cur < 0:
            return 0
        ni = min(self.g.stones[self.g.cur] + 1, self.g.sitelen)
        return ni * 3 * self.ws.cities[self.g.cur].nlegal

    def legal(self):
        """The legal moves of the seat to play as codes (legal_moves' order).

        Twin: game.rules.akropolis.state.AkropolisState.legal_actions (E2)
        """
        cdef int a, i, anchor, rot, n = self._count()
        cdef City* c
        if n == 0:
            return []
        c = &self.ws.cities[self.g.cur]
        out = [0] * n
        for a in range(n):
            decode(c, a, &i, &anchor, &rot)
            out[a] = encode(i, anchor, rot)
        return out

    def apply(self, int code):
        """Play a legal move (ValueError for a code that is not legal here).

        Twin: game.rules.akropolis.state.AkropolisState.apply (R4.1)
        """
        cdef int a, i, anchor, rot, k, tile, gained, n = self._count()
        cdef City* c
        if n == 0:
            raise ValueError("the game is over")
        c = &self.ws.cities[self.g.cur]
        for a in range(n):
            decode(c, a, &i, &anchor, &rot)
            if encode(i, anchor, rot) == code:
                break
        else:
            raise ValueError(f"move {code} is not legal here")
        tile = self.g.site[i]
        for k in range(i, self.g.sitelen - 1):
            self.g.site[k] = self.g.site[k + 1]
        self.g.sitelen -= 1
        gained = place(c, tile, self.tk, anchor, rot)
        after_place(&self.g, c, i, anchor, rot, gained)
        self.played.append(code)

    def scores(self):
        """Every seat's current total.

        Twin: game.rules.akropolis.state.AkropolisState.scores (E6)
        """
        cdef int p
        return [score_city(&self.ws.scorers[p], &self.ws.cities[p], self.g.stones[p])
                for p in range(self.g.players)]

    def winners(self):
        """R7.13: the highest total, then the most stones; ties share.

        Twin: game.rules.akropolis.state.AkropolisState.winners (R7.13)
        """
        scores = self.scores()
        ranked = [(scores[p], self.g.stones[p]) for p in range(self.g.players)]
        best = max(ranked)
        return [p for p in range(self.g.players) if ranked[p] == best]

    def rollout(self, int policy, double epsilon, int sample, int depth, seed):
        """Play on from here (``playout``'s policies); the scores at the end (or after
        ``depth`` moves). The world stays where the rollout stopped.

        Not a rule: the AI's rollout
        """
        cdef int j, nm
        cdef int moves[MAXMOVES]
        cdef int scores[MAXP]
        cdef uint64_t useed = <uint64_t> (int(seed) & 0xFFFFFFFFFFFFFFFF)
        if not 0 <= policy <= 2:
            raise ValueError("bad policy")
        if sample < 1:
            sample = 1
        cdef int* swap_from = <int*> malloc(2 * sample * sizeof(int))
        if swap_from == NULL:
            raise MemoryError()
        try:
            with nogil:
                nm = run(&self.g, self.ws.cities, self.ws.scorers, self.tk, policy, epsilon,
                         sample, depth, useed, moves, swap_from, swap_from + sample, scores)
            if nm < 0:
                raise RuntimeError("playout failed (no legal move or out of memory)")
            self.played.extend([moves[j] for j in range(nm)])
            return [scores[j] for j in range(self.g.players)]
        finally:
            free(swap_from)

    def play_out(self, policy, rng):
        """The AI's rollout from here (ai.fast.akropolis.rollout's numbers): one number
        drawn from ``rng`` as the seed; the scores at the end, or after ``policy.depth``
        moves.

        Not a rule: the AI's rollout
        """
        return self.rollout(_ac.POLICY_CODE[policy.kind], float(policy.epsilon),
                            int(policy.sample), int(policy.depth), rng.next_u64())
