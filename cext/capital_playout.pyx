# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
# cython: initializedcheck=False
"""Capital playout, compiled: the rules of game/rules/capital/ on a C struct, the
engine's random numbers included (tests/cext/test_capital_playout.py checks it
against that engine's own rollout).

The game runs in ``run``, a ``nogil`` function over a C struct (the flat state of
cext/capital_common.py plus the game RNG) and C arrays: no Python object is touched
between the conversion of the compact form and the return of the scores. A
district's regions are found on 64-bit boards of its quarters (``analyse``).
"""

from libc.stdint cimport uint64_t
from libc.stdlib cimport free, malloc
from libc.string cimport memcpy, memset


from cext.bits cimport polis_ctz64, polis_popcount64
from cext.splitmix cimport polis_mulhi, polis_sm_next

from cext import capital_common as _cc

COMPILED = True

cdef enum:
    MAXP = 4
    MAXS = 16
    S_N = 0
    S_ERA = 1
    S_RND = 2
    S_PHASE = 3
    S_TURN = 4
    S_STAGE = 5
    S_WOWED = 6
    S_WHASPREV = 7
    S_WPX = 8
    S_WPY = 9
    S_WPRUD = 10
    S_SHASANCH = 11
    S_SAX = 12
    S_SAY = 13
    S_SRET = 14
    S_FACES = 15
    S_COINS = 20
    S_VP = 24
    S_PICKS = 28
    S_PACK = 32
    S_PACKN = 48
    S_DIST = 52
    DIST_SIZE = 65
    SIZE = 312
    AW = 5
    MAXACT = 512
    MAXMOVES = 16384
    PICK = 0
    RESOLVE = 1
    SHRINK = 2
    WAR = 3
    MILESTONE_PHASE = 4
    INCOME = 5
    END = 6
    A_PICK = 0
    A_DISCARD = 1
    A_BUILD = 2
    A_SHRINK = 3
    A_WAR = 4
    A_MILESTONE = 5
    A_ECON = 6
    A_EXCHANGE = 7
    PARK = 0
    RES = 1
    COM = 2
    CUL = 3
    IND = 4
    K_PUBLIC = 1
    K_MILESTONE = 2
    B_MARYWIL = 2
    B_OLD_TOWN = 3
    B_WILANOW = 4
    B_COLLEGIUM = 5
    B_HOLY_TRINITY = 7
    B_ROYAL_BATHS = 8
    B_TELEPHONE = 12
    B_SKARYSZEWSKI = 13
    B_RISING = 16
    B_AUTOMOBILE = 18
    B_STEELWORKS = 19
    B_CITY_CENTER = 20
    B_LIBRARY = 22
    B_GOLDEN = 23
    B_COPERNICUS = 24
    B_STADIUM = 25
    B_FOUNTAIN = 26
    M_SAXON = 0
    M_WILANOW_PALACE = 1
    M_NAMIESTNIKOWSKI = 2
    M_GRAND_THEATER = 3
    M_WATER_FILTERS = 4
    M_WILSON = 5
    M_WZ_ROUTE = 6
    M_PALACE_OF_CULTURE = 7
    M_METRO = 8
    M_EUROPA = 9

cdef struct St:
    int a[SIZE]
    uint64_t rng

# content tables (filled at import from cext.capital_common.TABLES)
cdef int NT = _cc.NT
cdef int X_COST = _cc.X_COST
cdef int X_KIND = _cc.X_KIND
cdef int X_EFFECT = _cc.X_EFFECT
cdef int X_TRANS = _cc.X_TRANS
cdef int X_IND = _cc.X_IND
cdef int X_NROT = _cc.X_NROT
cdef int X_ROTS = _cc.X_ROTS
cdef int X_QUAR = _cc.X_QUAR
cdef int X_ERA = _cc.X_ERA
cdef int X_MTILE = _cc.X_MTILE
cdef int X_SPECIAL = _cc.X_SPECIAL
cdef int X_EXCH = _cc.X_EXCH
cdef int TB[4096]
cdef int T_SIGISMUND, T_ARSENAL, T_JABLONOWSKI, T_PRUDENTIAL, T_STORE, T_TECH, T_SCHOOL
cdef int QDX[4]
cdef int QDY[4]
cdef int PARK_VP[11]
# per tile code (tile * 4 + rotation) of a quarter tile: a nibble per quarter type
# 0-4 (bits 4t..4t+3), then the quarters with value bit 0 (bits 20-23) and bit 1
# (24-27); nibble bit q is quarter q, at QUARTER_BIT[q] of a stack's 2 x 2 board bits
cdef unsigned int QPACK[4 * 256]
cdef uint64_t QUARTER_NIBBLE[16]


def _init() -> None:
    """Not a rule: copies the content tables of capital_common.py into C"""
    global T_SIGISMUND, T_ARSENAL, T_JABLONOWSKI, T_PRUDENTIAL, T_STORE, T_TECH, T_SCHOOL
    cdef int i, q, code, qc
    tables = _cc.TABLES
    if len(tables) > 4096:
        raise ImportError("capital tables larger than the compiled buffer")
    for i in range(len(tables)):
        TB[i] = tables[i]
    T_SIGISMUND = TB[X_SPECIAL]
    T_ARSENAL = TB[X_SPECIAL + 1]
    T_JABLONOWSKI = TB[X_SPECIAL + 2]
    T_PRUDENTIAL = TB[X_SPECIAL + 3]
    T_STORE = TB[X_SPECIAL + 4]
    T_TECH = TB[X_SPECIAL + 5]
    T_SCHOOL = TB[X_SPECIAL + 6]
    for i, v in enumerate((0, 1, 1, 0)):
        QDX[i] = v
    for i, v in enumerate((0, 0, 1, 1)):
        QDY[i] = v
    for i, v in enumerate((0, 1, 2, 4, 5, 7, 9, 12, 15, 18, 22)):
        PARK_VP[i] = v
    if NT > 256:
        raise ImportError("capital tables larger than the compiled quarter table")
    for i in range(16):
        QUARTER_NIBBLE[i] = 0
        for q in range(4):
            if (i >> q) & 1:
                QUARTER_NIBBLE[i] |= (<uint64_t> 1) << (8 * QDX[q] + QDY[q])
    for code in range(4 * NT):
        QPACK[code] = 0
        if TB[X_KIND + code // 4]:
            continue  # a whole tile: no quarters
        for q in range(4):
            qc = TB[X_QUAR + 4 * code + q]
            QPACK[code] |= (1u << q) << (4 * (qc >> 2))
            if qc & 1:
                QPACK[code] |= (1u << q) << 20
            if qc & 2:
                QPACK[code] |= (1u << q) << 24
    layout = {"S_N": S_N, "S_ERA": S_ERA, "S_RND": S_RND, "S_PHASE": S_PHASE,
              "S_TURN": S_TURN, "S_STAGE": S_STAGE, "S_WOWED": S_WOWED,
              "S_WHASPREV": S_WHASPREV, "S_WPX": S_WPX, "S_WPY": S_WPY, "S_WPRUD": S_WPRUD,
              "S_SHASANCH": S_SHASANCH, "S_SAX": S_SAX, "S_SAY": S_SAY, "S_SRET": S_SRET,
              "S_FACES": S_FACES, "S_COINS": S_COINS, "S_VP": S_VP, "S_PICKS": S_PICKS,
              "S_PACK": S_PACK, "S_PACKN": S_PACKN, "S_DIST": S_DIST,
              "DIST_SIZE": DIST_SIZE, "SIZE": SIZE, "MAXS": MAXS, "MAXP": MAXP}
    for name, value in layout.items():
        if getattr(_cc, name) != value:
            raise ImportError(f"cext.capital_playout: {name} differs from capital_common")
    b = _cc.B
    for name, value in (("marywil", B_MARYWIL), ("old_town", B_OLD_TOWN),
                        ("royal_baths_park", B_ROYAL_BATHS), ("fountain_park", B_FOUNTAIN),
                        ("telephone_company", B_TELEPHONE), ("city_center", B_CITY_CENTER)):
        if b[name] != value:
            raise ImportError(f"cext.capital_playout: building {name} index differs")


_init()


# -- random numbers --------------------------------------------------------------------

cdef inline int randrange(uint64_t* r, int n) noexcept nogil:
    """Not a rule: random numbers (SplitMix64, the draws of game/engine/rng.py)"""
    return <int> polis_mulhi(polis_sm_next(r), <uint64_t> n)


# -- districts -----------------------------------------------------------------------

cdef inline int dbase(int seat) noexcept nogil:
    """Not a rule: layout of the state array"""
    return S_DIST + seat * DIST_SIZE


cdef int find(int* s, int seat, int x, int y) noexcept nogil:
    """Not a rule: layout: the slot of a position"""
    cdef int b = dbase(seat), i
    for i in range(s[b]):
        if s[b + 1 + 4 * i] == x and s[b + 2 + 4 * i] == y:
            return i
    return -1


cdef int has_top(int* s, int seat, int tile) noexcept nogil:
    """Twin: game.rules.capital.district.tops (R1.7)"""
    cdef int b = dbase(seat), i
    for i in range(s[b]):
        if s[b + 3 + 4 * i] >> 2 == tile:
            return 1
    return 0


cdef inline int box_fits(int w, int h, int big) noexcept nogil:
    """Twin: game.rules.capital.district.box_fits (R1.12)"""
    if big:
        return 1 if w <= 4 and h <= 4 else 0
    return 1 if (w <= 4 and h <= 3) or (w <= 3 and h <= 4) else 0


cdef void bbox(int* s, int seat, int* out) noexcept nogil:
    """out = x0, x1, y0, y1 of the district (its stacks are kept in (x, y) order, so
    the x range is the first and last stack's).

    Not a rule: the district's bounding box, for box_fits
    """
    cdef int b = dbase(seat), n = s[b], i, y
    out[0] = s[b + 1]
    out[1] = s[b + 1 + 4 * (n - 1)] if n > 1 else s[b + 1]
    out[2] = s[b + 2]
    out[3] = s[b + 2]
    for i in range(1, n):
        y = s[b + 2 + 4 * i]
        if y < out[2]:
            out[2] = y
        if y > out[3]:
            out[3] = y


cdef int fits(int* s, int seat, int big) noexcept nogil:
    """Twin: game.rules.capital.district.fits (R1.12)"""
    cdef int box[4]
    bbox(s, seat, box)
    return box_fits(box[1] - box[0] + 1, box[3] - box[2] + 1, big)


cdef void insert_slot(int* s, int seat, int x, int y, int code) noexcept nogil:
    """Not a rule: layout: the district's stacks in (x, y) order"""
    cdef int b = dbase(seat), n = s[b], i, k
    i = n
    while i > 0 and (s[b + 1 + 4 * (i - 1)] > x
                     or (s[b + 1 + 4 * (i - 1)] == x and s[b + 2 + 4 * (i - 1)] > y)):
        for k in range(4):
            s[b + 1 + 4 * i + k] = s[b + 1 + 4 * (i - 1) + k]
        i -= 1
    s[b + 1 + 4 * i] = x
    s[b + 2 + 4 * i] = y
    s[b + 3 + 4 * i] = code
    s[b + 4 + 4 * i] = 1
    s[b] = n + 1


cdef void remove_slot(int* s, int seat, int i) noexcept nogil:
    """Not a rule: layout: the district's stacks in (x, y) order"""
    cdef int b = dbase(seat), n = s[b], j, k
    for j in range(i, n - 1):
        for k in range(4):
            s[b + 1 + 4 * j + k] = s[b + 1 + 4 * (j + 1) + k]
    s[b] = n - 1


cdef inline uint64_t spread(uint64_t m) noexcept nogil:
    """The cells of ``m`` and their four neighbours on an 8 x 8 board (bit ``x * 8 + y``;
    nothing wraps round an edge).

    Not a rule: bit boards
    """
    return (m | (m << 8) | (m >> 8) | ((m << 1) & 0xFEFEFEFEFEFEFEFEULL)
            | ((m >> 1) & 0x7F7F7F7F7F7F7F7FULL))


cdef inline int frame_bit(int* s, int b, int i, const int* box) noexcept nogil:
    """The bit of slot i (district at s[b]) on the board framing the district's box with
    a ring of one space: (x - box[0] + 1) * 8 + y - box[2] + 1.

    Not a rule: bit boards
    """
    return (s[b + 1 + 4 * i] - box[0] + 1) * 8 + s[b + 2 + 4 * i] - box[2] + 1


cdef uint64_t occupancy(int* s, int seat, const int* box, signed char* slot_at) noexcept nogil:
    """The district's stacks on the framing board; slot_at[bit] = the slot there (set
    only where a stack is).

    Not a rule: bit boards
    """
    cdef int b = dbase(seat), i, c
    cdef uint64_t occ = 0
    for i in range(s[b]):
        c = frame_bit(s, b, i, box)
        occ |= (<uint64_t> 1) << c
        slot_at[c] = <signed char> i
    return occ


cdef void adjacency(int* s, int seat, unsigned int* adj) noexcept nogil:
    """adj[i]: the slots next to slot i (a mask of slot indices).

    Twin: game.rules.capital.geometry.neighbours (R1.4)
    """
    cdef int b = dbase(seat), n = s[b], i, c
    cdef unsigned int m
    cdef uint64_t occ, near
    cdef int box[4]
    cdef signed char slot_at[64]
    bbox(s, seat, box)
    occ = occupancy(s, seat, box, slot_at)
    for i in range(n):
        c = frame_bit(s, b, i, box)
        near = occ & (((<uint64_t> 1) << (c + 8)) | ((<uint64_t> 1) << (c - 8))
                      | ((<uint64_t> 1) << (c + 1)) | ((<uint64_t> 1) << (c - 1)))
        m = 0
        while near:
            m |= 1u << slot_at[polis_ctz64(near)]
            near &= near - 1
        adj[i] = m


cdef int connected(unsigned int mask, const unsigned int* adj) noexcept nogil:
    """Twin: game.rules.capital.geometry.connected (R1.6)"""
    cdef unsigned int seen, todo, new
    cdef int i
    if mask == 0:
        return 0
    seen = mask & (~mask + 1)
    todo = seen
    while todo:
        i = polis_ctz64(todo)
        todo &= todo - 1
        new = adj[i] & mask & ~seen
        seen |= new
        todo |= new
    return 1 if seen == mask else 0


cdef unsigned int group_of(int i, unsigned int mask, const unsigned int* adj) noexcept nogil:
    """Twin: game.rules.capital.geometry.components (R1.6)"""
    cdef unsigned int seen = 1u << i, todo, new
    cdef int j
    todo = seen
    while todo:
        j = polis_ctz64(todo)
        todo &= todo - 1
        new = adj[j] & mask & ~seen
        seen |= new
        todo |= new
    return seen


# -- costs ---------------------------------------------------------------------------

cdef int empty_cost(int* s, int seat, int tile) noexcept nogil:
    """Twin: game.rules.capital.district.empty_cost (R5.4)"""
    cdef int cost = TB[X_COST + tile]
    if has_top(s, seat, T_STORE):
        cost -= 3
    if TB[X_IND + tile] and has_top(s, seat, T_TECH):
        cost -= 2
    return cost if cost > 0 else 0


cdef inline int rebuild_cost(int tile, int covered) noexcept nogil:
    """Twin: game.rules.capital.district.rebuild_cost (R5.4)"""
    cdef int cost = TB[X_COST + tile] - TB[X_COST + (covered >> 2)]
    return cost if cost > 0 else 0


# -- action lists --------------------------------------------------------------------

cdef inline int put(int* acts, int na, int kind, int a, int b, int c, int d) noexcept nogil:
    """Not a rule: layout of the action list"""
    cdef int k = AW * na
    acts[k] = kind
    acts[k + 1] = a
    acts[k + 2] = b
    acts[k + 3] = c
    acts[k + 4] = d
    return na + 1


cdef int frontier(int* s, int seat, int big, int* fx, int* fy) noexcept nogil:
    """The empty spaces next to the district where a stack keeps its box within the
    limit (``big``: 4 x 4, else 3 x 4 either way), in (x, y) order.

    Twin: game.rules.capital.district.frontier (R5.1, R1.12)
    """
    cdef int nf = 0, c, x, y, w, h
    cdef int box[4]
    cdef signed char slot_at[64]
    cdef uint64_t occ, free
    bbox(s, seat, box)
    occ = occupancy(s, seat, box, slot_at)
    free = spread(occ) & ~occ
    while free:
        c = polis_ctz64(free)
        free &= free - 1
        x = box[0] - 1 + (c >> 3)
        y = box[2] - 1 + (c & 7)
        w = (box[1] if box[1] > x else x) - (box[0] if box[0] < x else x) + 1
        h = (box[3] if box[3] > y else y) - (box[2] if box[2] < y else y) + 1
        if not box_fits(w, h, big):
            continue
        fx[nf] = x
        fy[nf] = y
        nf += 1
    return nf


cdef int war_options(int* s, int seat, int* fx, int* fy, bint first_only) noexcept nogil:
    """The stacks the seat may destroy now, in slot order: not the Arsenal, and the
    district stays connected without it (then the war's own conditions). With
    ``first_only``, stop at the first (``settle`` only asks whether there is one).

    Twin: game.rules.capital.war.war_options (R6.2)
    Twin: game.rules.capital.district.legal_removals (R6.2)
    Twin: game.rules.capital.district.removal_pairs_first (R6.2)
    """
    cdef int b = dbase(seat), n = s[b], nf = 0, i, j, x, y, dx, dy, ok
    cdef unsigned int adj[MAXS]
    cdef unsigned int full, rest
    if n < 2:
        return 0
    adjacency(s, seat, adj)
    full = (1u << n) - 1
    for i in range(n):
        if s[b + 3 + 4 * i] >> 2 == T_ARSENAL or not connected(full & ~(1u << i), adj):
            continue
        x = s[b + 1 + 4 * i]
        y = s[b + 2 + 4 * i]
        if s[S_WOWED] == 2 and s[S_WHASPREV] == 0:
            rest = full & ~(1u << i)
            ok = 0
            for j in range(n):
                if not (rest >> j) & 1 or (adj[i] >> j) & 1:
                    continue
                if s[b + 3 + 4 * j] >> 2 == T_ARSENAL:
                    continue
                if connected(rest & ~(1u << j), adj):
                    ok = 1
                    break
            if not ok:
                continue
        elif s[S_WHASPREV]:
            dx = x - s[S_WPX]
            dy = y - s[S_WPY]
            if (dx == 0 and (dy == 1 or dy == -1)) or (dy == 0 and (dx == 1 or dx == -1)):
                continue
        fx[nf] = x
        fy[nf] = y
        nf += 1
        if first_only:
            return nf
    return nf


cdef inline int drop_less(unsigned int a, unsigned int b) noexcept nogil:
    """Not a rule: the engine's order of the drop sets (shrink_options' sort)"""
    cdef unsigned int diff = a ^ b
    cdef unsigned int low = diff & (~diff + 1)
    cdef unsigned int above = ~((low << 1) - 1)
    if a & low:
        return 1 if b & above else 0
    return 0 if a & above else 1


cdef int shrink_options(int* s, int seat, unsigned int* masks) noexcept nogil:
    """Twin: game.rules.capital.district.shrink_options (R5.7)"""
    cdef int b = dbase(seat), n = s[b], nm = 0, anchor = -1, wh, w, h, ox, oy, i, j, x, y
    cdef int dup
    cdef unsigned int adj[MAXS]
    cdef unsigned int full, inside, left, group, drop
    cdef int box[4]
    adjacency(s, seat, adj)
    bbox(s, seat, box)
    full = (1u << n) - 1
    if s[S_SHASANCH]:
        anchor = find(s, seat, s[S_SAX], s[S_SAY])
    for wh in range(2):
        w = 3 if wh == 0 else 4
        h = 4 if wh == 0 else 3
        for ox in range(box[0] - w + 1, box[1] + 1):
            for oy in range(box[2] - h + 1, box[3] + 1):
                inside = 0
                for i in range(n):
                    x = s[b + 1 + 4 * i]
                    y = s[b + 2 + 4 * i]
                    if ox <= x < ox + w and oy <= y < oy + h:
                        inside |= 1u << i
                left = inside
                while left:
                    group = group_of(polis_ctz64(left), inside, adj)
                    left &= ~group
                    if s[S_SHASANCH] and not (anchor >= 0 and (group >> anchor) & 1):
                        continue
                    drop = full & ~group
                    if drop == 0:
                        continue
                    dup = 0
                    for j in range(nm):
                        if masks[j] == drop:
                            dup = 1
                    if dup or nm >= MAXACT:
                        continue
                    j = nm
                    while j > 0 and drop_less(drop, masks[j - 1]):
                        masks[j] = masks[j - 1]
                        j -= 1
                    masks[j] = drop
                    nm += 1
    return nm


cdef inline int packet_at(int* s, int seat, int rnd) noexcept nogil:
    """Twin: game.rules.capital.draft.packet_at (R4.6)"""
    cdef int n = s[S_N]
    if s[S_ERA] % 2:
        return (seat - rnd + 4 * n) % n
    return (seat + rnd) % n


cdef struct Resolve:
    int tile       # the picked tile
    int nrot       # its distinct rotations
    int nf         # new spaces it may go on (0: an empty space is unaffordable)
    int fx[64]
    int fy[64]
    unsigned int rebuild  # the stacks it may be rebuilt on (bit i: slot i)


cdef int resolve_plan(int* s, Resolve* r) noexcept nogil:
    """The RESOLVE moves of the seat to act, counted but not listed; their number.
    ``gen``'s order: discard, then each new space x rotation, then each stack that may
    be rebuilt x rotation (``resolve_put`` writes the a-th).

    Twin: game.rules.capital.build.build_options (R4.5, R5.1, R5.2, R5.3, R12.2)
    """
    cdef int seat = s[S_TURN], coins = s[S_COINS + s[S_TURN]], b = dbase(s[S_TURN]), i, big
    r.tile = s[S_PICKS + seat]
    r.nrot = TB[X_NROT + r.tile]
    r.nf = 0
    r.rebuild = 0
    if empty_cost(s, seat, r.tile) <= coins:
        big = 1 if has_top(s, seat, T_PRUDENTIAL) or r.tile == T_PRUDENTIAL else 0
        r.nf = frontier(s, seat, big, r.fx, r.fy)
    for i in range(s[b]):
        if rebuild_cost(r.tile, s[b + 3 + 4 * i]) <= coins:
            r.rebuild |= 1u << i
    return 1 + (r.nf + polis_popcount64(r.rebuild)) * r.nrot


cdef void resolve_put(int* s, const Resolve* r, int a, int* acts) noexcept nogil:
    """Write the a-th RESOLVE move of ``resolve_plan`` as action 0 of ``acts``.

    Twin: game.rules.capital.build.build_options (R4.5, R5.1, R5.2, R5.3, R12.2)
    """
    cdef int b = dbase(s[S_TURN]), j, k, i
    cdef unsigned int left = r.rebuild
    if a == 0:
        put(acts, 0, A_DISCARD, r.tile, 0, 0, 0)
        return
    j = (a - 1) // r.nrot
    k = (a - 1) % r.nrot
    if j < r.nf:
        put(acts, 0, A_BUILD, r.tile, r.fx[j], r.fy[j], TB[X_ROTS + 4 * r.tile + k])
        return
    for i in range(j - r.nf):  # drop the stacks before the j-th that may be rebuilt
        left &= left - 1
    i = polis_ctz64(left)
    put(acts, 0, A_BUILD, r.tile, s[b + 1 + 4 * i], s[b + 2 + 4 * i],
        TB[X_ROTS + 4 * r.tile + k])


cdef int gen(int* s, int* acts) noexcept nogil:
    """Twin: game.rules.capital.turn.actions_now (R12.1)
    Twin: game.rules.capital.build.shrink_actions (R5.7)
    Twin: game.rules.capital.milestone.milestone_actions (R6.3)
    Twin: game.rules.capital.income.income_actions (R6.5)
    """
    cdef int phase = s[S_PHASE], seat = s[S_TURN], na = 0, p, i, k, tile, nrot
    cdef int nf, b, nm, c, e
    cdef Resolve r
    cdef int fx[64]
    cdef int fy[64]
    cdef unsigned int masks[MAXACT]
    if phase == PICK:
        p = packet_at(s, seat, s[S_RND])
        for i in range(s[S_PACKN + p]):
            na = put(acts, na, A_PICK, s[S_PACK + 4 * p + i], 0, 0, 0)
        return na
    if phase == RESOLVE:
        resolve_plan(s, &r)
        tile = r.tile
        nrot = r.nrot
        na = put(acts, na, A_DISCARD, tile, 0, 0, 0)
        for i in range(r.nf):
            for k in range(nrot):
                na = put(acts, na, A_BUILD, tile, r.fx[i], r.fy[i], TB[X_ROTS + 4 * tile + k])
        b = dbase(seat)
        for i in range(s[b]):
            if (r.rebuild >> i) & 1:
                for k in range(nrot):
                    na = put(acts, na, A_BUILD, tile, s[b + 1 + 4 * i], s[b + 2 + 4 * i],
                             TB[X_ROTS + 4 * tile + k])
        return na
    if phase == WAR:
        nf = war_options(s, seat, fx, fy, 0)
        for i in range(nf):
            na = put(acts, na, A_WAR, fx[i], fy[i], 0, 0)
        return na
    if phase == MILESTONE_PHASE:
        nf = frontier(s, seat, has_top(s, seat, T_PRUDENTIAL), fx, fy)
        for i in range(nf):
            na = put(acts, na, A_MILESTONE, fx[i], fy[i], 0, 0)
        b = dbase(seat)
        for i in range(s[b]):
            na = put(acts, na, A_MILESTONE, s[b + 1 + 4 * i], s[b + 2 + 4 * i], 0, 0)
        return na
    if phase == SHRINK:
        nm = shrink_options(s, seat, masks)
        for i in range(nm):
            na = put(acts, na, A_SHRINK, <int> masks[i], 0, 0, 0)
        return na
    if phase == INCOME:
        if s[S_STAGE] == 1:
            k = 0
            b = dbase(seat)
            for i in range(s[b]):
                if TB[X_KIND + (s[b + 3 + 4 * i] >> 2)] == K_PUBLIC:
                    k += 1
            for c in range(k + 1):
                na = put(acts, na, A_ECON, c, k, 0, 0)
            return na
        e = X_EXCH + 5 * (s[S_STAGE] - 2)
        na = put(acts, na, A_EXCHANGE, TB[e], 0, 0, 0)
        if s[S_COINS + seat] >= TB[e + 1]:
            na = put(acts, na, A_EXCHANGE, TB[e], 1, 0, 0)
        if s[S_VP + seat] >= TB[e + 3]:
            na = put(acts, na, A_EXCHANGE, TB[e], 2, 0, 0)
        return na
    return 0


# -- district analysis and income ----------------------------------------------------

cdef enum:
    QUARTERS_OF_SLOT = 0x303  # the bits of a stack's four quarters (NW NE / SW SE)


cdef inline uint64_t region_of(uint64_t seed, uint64_t cells) noexcept nogil:
    """The connected part of ``cells`` (4-neighbours) that holds ``seed``.

    Twin: game.rules.capital.regions.regions (R1.9)
    """
    cdef uint64_t grown
    while True:
        grown = spread(seed) & cells
        if grown == seed:
            return seed
        seed = grown


cdef inline int touching(uint64_t around, const uint64_t* comp, int first, int count) noexcept nogil:
    """How many of the regions comp[first:first + count] meet ``around``.

    Twin: game.rules.capital.regions.earning_commerce (R6.4)
    """
    cdef int k, found = 0
    for k in range(first, first + count):
        if comp[k] & around:
            found += 1
    return found


cdef int park_line(uint64_t parks) noexcept nogil:
    """Skaryszewski Park: the most stacks one straight run of park quarters spans.

    Twin: game.rules.capital.effects.longest_park_line (§9)
    """
    cdef int best = 0, c, cx, cy, e
    cdef uint64_t left = parks
    while left:
        c = polis_ctz64(left)
        left &= left - 1
        cx = c >> 3
        cy = c & 7
        if cx == 0 or not (parks >> (c - 8)) & 1:
            e = cx
            while e < 7 and (parks >> ((e + 1) * 8 + cy)) & 1:
                e += 1
            if e // 2 - cx // 2 + 1 > best:
                best = e // 2 - cx // 2 + 1
        if cy == 0 or not (parks >> (c - 1)) & 1:
            e = cy
            while e < 7 and (parks >> (cx * 8 + e + 1)) & 1:
                e += 1
            if e // 2 - cy // 2 + 1 > best:
                best = e // 2 - cy // 2 + 1
    return best


cdef enum:
    ALL_TYPES = 31  # analyse: regions of every quarter type (bit t: type t)
    FULL = 63       # analyse: every type, and the income figures


cdef void analyse(int* s, int seat, int* out, int want) noexcept nogil:
    """Region figures of one district.

    out: 0-6 region counts (P R C U I public milestone), 7 total regions, 8 rebuilt
    stacks, 9 transport tiles, 10 income VP of steps 1-7, 11 income coins of steps
    1-7 (the milestone and building effects included). ``want``: FULL for all of
    them; else bit t asks for the regions of quarter type t (out[t]; 0 for a type not
    asked for, and out[7] counts ALL_TYPES only): the award metrics and the Palace
    of Culture penalty need one count or the total.

    The district's quarters (at most 8 x 8: a district fits in 4 x 4 stacks) are
    64-bit boards, bit ``cx * 8 + cy``; each region is the board of its cells.
    Regions are listed type by type: first[t] is the first of type t (0-4 quarter
    types, 5 the whole public and milestone tiles), count[t] how many.

    Twin: game.rules.capital.district.district_analysis (R1.9)
    Twin: game.rules.capital.district.district_income (R6.4)
    Twin: game.rules.capital.district.income_totals (R6.4)
    Twin: game.rules.capital.scoring.auto_income (R6.4)
    Twin: game.rules.capital.scoring.income_sum (R6.4)
    Twin: game.rules.capital.scoring.park_scores (R6.4)
    Twin: game.rules.capital.scoring.commerce_scores (R6.4)
    Twin: game.rules.capital.scoring.transport_groups (R6.4)
    Twin: game.rules.capital.scoring.active_publics (R1.7)
    Twin: game.rules.capital.regions.regions (R1.9)
    Twin: game.rules.capital.regions.cells_of (R1.9)
    Twin: game.rules.capital.regions.tile_cells (R1.8)
    Twin: game.rules.capital.regions.best_parks (R6.4)
    Twin: game.rules.capital.regions.residential_near_industry (R6.4)
    Twin: game.rules.capital.effects.largest_park_tiles (§9)
    Twin: game.rules.capital.effects.old_town_regions (§10)
    Twin: game.rules.capital.effects.edge_transport (R1.11)
    Twin: game.rules.capital.effects.building_income (R6.4, §9)
    Twin: game.rules.capital.effects.milestone_income (R6.4, §10)
    """
    cdef int b = dbase(seat), n = s[b], i, k, t, code, kind, cx, cy, base
    cdef int nrebuilt, ntrans, best, second, commerce, shop_best, culture, industry, r, v
    cdef int penalty, tele, auto, fountain, old_town, vp, coins, groups, m, cnt, j, top, edge
    cdef int ncomp = 0
    cdef int box[4]
    cdef uint64_t cells[5]      # quarter cells of each quarter type
    cdef uint64_t v1 = 0, v2 = 0  # bits 0 and 1 of each quarter's printed value
    cdef uint64_t slot[MAXS]    # the four quarters of each stack
    cdef uint64_t comp[64]
    cdef int first[6]
    cdef int count[6]
    cdef uint64_t publics_cells = 0, rebuilt_cells = 0, left, region, around
    cdef unsigned int adj[MAXS]
    cdef unsigned int publics, tmask_slots, sleft, pack
    bbox(s, seat, box)
    for t in range(5):
        cells[t] = 0
    publics = 0
    nrebuilt = 0
    ntrans = 0
    tmask_slots = 0
    out[5] = 0
    out[6] = 0
    first[5] = 0
    for i in range(n):
        code = s[b + 3 + 4 * i]
        kind = TB[X_KIND + (code >> 2)]
        cx = 2 * (s[b + 1 + 4 * i] - box[0])
        cy = 2 * (s[b + 2 + 4 * i] - box[2])
        base = cx * 8 + cy
        slot[i] = (<uint64_t> QUARTERS_OF_SLOT) << base
        if s[b + 4 + 4 * i] >= 2:
            nrebuilt += 1
            rebuilt_cells |= slot[i]
        if TB[X_TRANS + (code >> 2)]:
            ntrans += 1
            tmask_slots |= 1u << i
        if kind:  # a public building or a milestone: one region of its own
            comp[ncomp] = slot[i]
            ncomp += 1
            if kind == K_PUBLIC:
                out[5] += 1
                publics |= 1u << TB[X_EFFECT + (code >> 2)]
                publics_cells |= slot[i]
            else:
                out[6] += 1
            continue
        pack = QPACK[code]
        for t in range(5):
            cells[t] |= QUARTER_NIBBLE[(pack >> (4 * t)) & 15] << base
        v1 |= QUARTER_NIBBLE[(pack >> 20) & 15] << base
        v2 |= QUARTER_NIBBLE[(pack >> 24) & 15] << base
    count[5] = ncomp
    for t in range(5):
        first[t] = ncomp
        left = cells[t] if (want >> t) & 1 else 0
        while left:
            region = region_of(left & (~left + 1), cells[t])
            left &= ~region
            comp[ncomp] = region
            ncomp += 1
        count[t] = ncomp - first[t]
        out[t] = count[t]
    out[7] = ncomp
    out[8] = nrebuilt
    out[9] = ntrans
    if want != FULL:
        return
    best = 0
    second = 0
    commerce = 0
    shop_best = 0
    culture = 0
    industry = 0
    penalty = 0
    tele = 0
    auto = 0
    fountain = 0
    old_town = 0
    for k in range(ncomp):
        if comp[k] & rebuilt_cells:
            old_town += 1
    for k in range(first[PARK], first[PARK] + count[PARK]):
        around = spread(comp[k])
        r = touching(around, comp, first[RES], count[RES])
        v = PARK_VP[r if r < 10 else 10]
        if v > best:
            second = best
            best = v
        elif v > second:
            second = v
        if around & cells[IND]:
            auto += 1
        cnt = 0
        for i in range(n):
            if slot[i] & comp[k]:
                cnt += 1
        if cnt > fountain:
            fountain = cnt
    for k in range(first[RES], first[RES] + count[RES]):
        around = spread(comp[k])
        if around & cells[IND]:
            penalty += 1
        if around & publics_cells:
            tele += 1
    for k in range(first[COM], first[COM] + count[COM]):
        r = touching(spread(comp[k]), comp, first[RES], count[RES])
        commerce += r
        if r > shop_best:
            shop_best = r
    for k in range(first[CUL], first[CUL] + count[CUL]):
        if spread(comp[k]) & cells[IND]:
            auto += 1
    culture = polis_popcount64(cells[CUL] & v1) + 2 * polis_popcount64(cells[CUL] & v2)
    industry = polis_popcount64(cells[IND] & v1) + 2 * polis_popcount64(cells[IND] & v2)
    vp = best + (second if (publics >> B_ROYAL_BATHS) & 1 else 0) + culture - penalty
    coins = commerce + industry
    if (publics >> B_MARYWIL) & 1 and out[COM] > 0:
        coins += shop_best
    adjacency(s, seat, adj)
    groups = 0
    sleft = tmask_slots
    while sleft:
        sleft &= ~group_of(polis_ctz64(sleft), tmask_slots, adj)
        groups += 1
    if groups >= 2:
        vp += 2 * groups
    for i in range(n):
        code = s[b + 3 + 4 * i]
        if TB[X_KIND + (code >> 2)] != K_MILESTONE:
            continue
        m = TB[X_EFFECT + (code >> 2)]
        if m == M_SAXON or m == M_WILANOW_PALACE:
            coins += 2
        elif m == M_EUROPA:
            coins += 15
        elif m == M_PALACE_OF_CULTURE:
            vp += out[IND]
        elif m == M_NAMIESTNIKOWSKI or m == M_WZ_ROUTE or m == M_METRO:
            cnt = 0
            for j in range(n):
                if not (adj[i] >> j) & 1:
                    continue
                top = s[b + 3 + 4 * j] >> 2
                if m == M_NAMIESTNIKOWSKI:
                    cnt += 1 if TB[X_KIND + top] == K_PUBLIC else 0
                elif m == M_WZ_ROUTE:
                    cnt += 1 if s[b + 4 + 4 * j] >= 2 else 0
                else:
                    cnt += 1 if TB[X_TRANS + top] else 0
            vp += cnt
            if m == M_WZ_ROUTE:
                coins += cnt
        else:
            t = CUL if m == M_GRAND_THEATER else (PARK if m == M_WATER_FILTERS else RES)
            cnt = touching(spread(slot[i]), comp, first[t], count[t])
            if cnt > 4:
                cnt = 4
            vp += cnt
            if m == M_WATER_FILTERS:
                coins += cnt
    if (publics >> B_OLD_TOWN) & 1:
        vp += old_town
    if (publics >> B_WILANOW) & 1:
        vp += out[RES]
    if (publics >> B_COLLEGIUM) & 1:
        coins += out[CUL]
    if (publics >> B_HOLY_TRINITY) & 1:
        vp += 2
    if (publics >> B_TELEPHONE) & 1:
        vp += tele
    if (publics >> B_SKARYSZEWSKI) & 1:
        vp += park_line(cells[PARK])
    if (publics >> B_RISING) & 1:
        vp += 2 * out[IND]
    if (publics >> B_AUTOMOBILE) & 1:
        vp += auto
    if (publics >> B_STEELWORKS) & 1:
        vp += out[IND]
    if (publics >> B_CITY_CENTER) & 1:
        edge = 0
        for i in range(n):
            if (tmask_slots >> i) & 1 and polis_popcount64(adj[i]) < 4:
                edge += 1
        vp += 2 * edge
    if (publics >> B_LIBRARY) & 1:
        vp += polis_popcount64(publics)
    if (publics >> B_GOLDEN) & 1:
        vp += out[COM]
    if (publics >> B_COPERNICUS) & 1:
        vp += out[CUL]
    if (publics >> B_STADIUM) & 1:
        vp += 2 * out[PARK]
    if (publics >> B_FOUNTAIN) & 1:
        vp += fountain
    out[10] = vp
    out[11] = coins


cdef int metric_types(int m) noexcept nogil:
    """The quarter types whose regions ``metric(m, ...)`` counts (analyse's ``want``).

    Not a rule: which quarter types metric asks analyse for
    """
    if m == M_SAXON or m == M_WILANOW_PALACE:
        return ALL_TYPES
    if m == M_NAMIESTNIKOWSKI or m == M_WZ_ROUTE or m == M_METRO:
        return 0
    if m == M_GRAND_THEATER:
        return 1 << CUL
    if m == M_WATER_FILTERS:
        return 1 << PARK
    if m == M_WILSON:
        return 1 << RES
    if m == M_PALACE_OF_CULTURE:
        return 1 << IND
    return 1 << COM


cdef int metric(int m, const int* out) noexcept nogil:
    """Twin: game.rules.capital.scoring.milestone_metric (§10)"""
    if m == M_SAXON or m == M_WILANOW_PALACE:
        return out[7]
    if m == M_NAMIESTNIKOWSKI:
        return out[5]
    if m == M_GRAND_THEATER:
        return out[CUL]
    if m == M_WATER_FILTERS:
        return out[PARK]
    if m == M_WILSON:
        return out[RES]
    if m == M_WZ_ROUTE:
        return out[8]
    if m == M_PALACE_OF_CULTURE:
        return out[IND]
    if m == M_METRO:
        return out[9]
    return out[COM]


# -- the phase machine ---------------------------------------------------------------

cdef void start_era(St* g) noexcept nogil:
    """Twin: game.rules.capital.draft.start_era (R2.2, R2.3, R4.1)"""
    cdef int* s = g.a
    cdef int tiles[16]
    cdef int e = X_ERA + 16 * (s[S_ERA] - 1), i, j, t, p, k, n = s[S_N]
    for i in range(16):
        tiles[i] = TB[e + i]
    for i in range(15, 0, -1):
        j = randrange(&g.rng, i + 1)
        t = tiles[i]
        tiles[i] = tiles[j]
        tiles[j] = t
    for p in range(4):
        s[S_PACKN + p] = 0
        for k in range(4):
            s[S_PACK + 4 * p + k] = -1
    for p in range(n):
        for k in range(4):
            t = tiles[4 * p + k]
            j = k
            while j > 0 and s[S_PACK + 4 * p + j - 1] > t:
                s[S_PACK + 4 * p + j] = s[S_PACK + 4 * p + j - 1]
                j -= 1
            s[S_PACK + 4 * p + j] = t
        s[S_PACKN + p] = 4
    for p in range(4):
        s[S_PICKS + p] = -1
    s[S_RND] = 0
    s[S_PHASE] = PICK
    s[S_TURN] = 0


cdef inline void start_income(int* s) noexcept nogil:
    """Twin: game.rules.capital.income.start_income (R6.4)"""
    s[S_PHASE] = INCOME
    s[S_TURN] = 0
    s[S_STAGE] = 0


cdef void start_milestone(int* s) noexcept nogil:
    """Twin: game.rules.capital.milestone.start_milestone (R6.3)
    Twin: game.rules.capital.milestone.milestone_winner (R6.3)
    """
    cdef int n = s[S_N], m, q, r, best, low, res
    cdef unsigned int cand
    cdef int out[12]
    cdef int values[4]
    if s[S_ERA] > 5:
        start_income(s)
        return
    m = s[S_FACES + s[S_ERA] - 1]
    for q in range(n):
        analyse(s, q, out, metric_types(m))
        values[q] = metric(m, out)
    best = values[0]
    for q in range(1, n):
        if (m == M_SAXON and values[q] < best) or (m != M_SAXON and values[q] > best):
            best = values[q]
    if m != M_SAXON and best < 1:
        start_income(s)
        return
    cand = 0
    for q in range(n):
        if values[q] == best:
            cand |= 1u << q
    for r in range(2):
        res = S_COINS if r == 0 else S_VP
        if polis_popcount64(cand) > 1:
            low = 1 << 30
            for q in range(n):
                if (cand >> q) & 1 and s[res + q] < low:
                    low = s[res + q]
            for q in range(n):
                if (cand >> q) & 1 and s[res + q] != low:
                    cand &= ~(1u << q)
    if polis_popcount64(cand) != 1:
        start_income(s)
        return
    s[S_PHASE] = MILESTONE_PHASE
    s[S_TURN] = polis_ctz64(cand)


cdef inline void enter_shrink(int* s, int has, int x, int y, int ret) noexcept nogil:
    """Twin: game.rules.capital.build.enter_shrink (R5.7)"""
    s[S_PHASE] = SHRINK
    s[S_SHASANCH] = has
    s[S_SAX] = x
    s[S_SAY] = y
    s[S_SRET] = ret


cdef void end_war_seat(int* s) noexcept nogil:
    """Twin: game.rules.capital.war.end_war_seat (R5.7)"""
    cdef int seat = s[S_TURN]
    s[S_WOWED] = -1
    s[S_WHASPREV] = 0
    if s[S_WPRUD] and not has_top(s, seat, T_PRUDENTIAL) and not fits(s, seat, 0):
        s[S_WPRUD] = 0
        enter_shrink(s, 0, 0, 0, WAR)
        return
    s[S_WPRUD] = 0
    s[S_TURN] = seat + 1


cdef void end_era(St* g) noexcept nogil:
    """Twin: game.rules.capital.income.end_era (R7.1)"""
    cdef int* s = g.a
    cdef int q
    if s[S_ERA] < 6:
        s[S_ERA] += 1
        start_era(g)
        return
    for q in range(s[S_N]):
        s[S_VP + q] += s[S_COINS + q] // 5
        s[S_COINS + q] = s[S_COINS + q] % 5
    s[S_PHASE] = END
    s[S_TURN] = 0


cdef void settle(St* g) noexcept nogil:
    """Twin: game.rules.capital.turn.settle (R12.3)
    Twin: game.rules.capital.war.war_step (R6.1, R6.2)
    Twin: game.rules.capital.income.income_step (R6.4)
    Twin: game.rules.capital.income.auto_income (R6.4)
    """
    cdef int* s = g.a
    cdef int n = s[S_N], phase, seat, q, nf, stage
    cdef int fx[64]
    cdef int fy[64]
    cdef int out[12]
    while True:
        phase = s[S_PHASE]
        if phase == PICK:
            if s[S_TURN] < n:
                return
            s[S_PHASE] = RESOLVE
            s[S_TURN] = 0
        elif phase == RESOLVE:
            if s[S_TURN] < n:
                return
            s[S_RND] += 1
            for q in range(4):
                s[S_PICKS + q] = -1
            s[S_TURN] = 0
            if s[S_RND] < 4:
                s[S_PHASE] = PICK
            elif s[S_ERA] == 3 or s[S_ERA] == 4:
                s[S_PHASE] = WAR
                s[S_WOWED] = -1
            else:
                start_milestone(s)
        elif phase == WAR:
            seat = s[S_TURN]
            if seat >= n:
                start_milestone(s)
                continue
            if s[S_WOWED] < 0:
                s[S_WOWED] = (1 if s[S_ERA] == 3 else 2) - has_top(s, seat, T_ARSENAL)
                s[S_WHASPREV] = 0
                s[S_WPRUD] = has_top(s, seat, T_PRUDENTIAL)
            if s[S_WOWED] > 0:
                nf = war_options(s, seat, fx, fy, 1)
                if nf == 0 and s[S_WOWED] == 2 and s[S_WHASPREV] == 0:
                    s[S_WOWED] = 1
                    nf = war_options(s, seat, fx, fy, 1)
                if nf > 0:
                    return
            end_war_seat(s)
        elif phase == INCOME:
            seat = s[S_TURN]
            if seat >= n:
                end_era(g)
                continue
            stage = s[S_STAGE]
            if stage == 0:
                analyse(s, seat, out, FULL)
                s[S_VP + seat] += out[10]
                s[S_COINS + seat] += out[11]
                s[S_STAGE] = 1
            elif stage == 1:
                if has_top(s, seat, T_SCHOOL):
                    return
                s[S_STAGE] = 2
            elif stage <= 4:
                if has_top(s, seat, TB[X_EXCH + 5 * (stage - 2)]):
                    return
                s[S_STAGE] = stage + 1
            else:
                s[S_TURN] = seat + 1
                s[S_STAGE] = 0
        else:
            return


cdef int place(int* s, int seat, int x, int y, int code) noexcept nogil:
    """Twin: game.rules.capital.build.place (R5.2, R5.6, R5.7)"""
    cdef int i = find(s, seat, x, y), b, old
    if i < 0:
        insert_slot(s, seat, x, y, code)
        return 0
    b = dbase(seat)
    if has_top(s, seat, T_JABLONOWSKI):
        s[S_VP + seat] += 2
    old = s[b + 3 + 4 * i]
    s[b + 3 + 4 * i] = code
    s[b + 4 + 4 * i] += 1
    if old >> 2 == T_PRUDENTIAL and not fits(s, seat, 0):
        return 1
    return 0


cdef void perform(int* s, const int* acts, int a) noexcept nogil:
    """Twin: game.rules.capital.turn.perform (R12.1)
    Twin: game.rules.capital.draft.pick (R4.3)
    Twin: game.rules.capital.build.discard (R4.5)
    Twin: game.rules.capital.build.build (R5.4, R5.5)
    Twin: game.rules.capital.build.shrink (R5.7)
    Twin: game.rules.capital.war.remove (R6.2)
    Twin: game.rules.capital.milestone.place_milestone (R6.3)
    Twin: game.rules.capital.income.economics (R6.5)
    Twin: game.rules.capital.income.exchange (R6.5)
    """
    cdef int seat = s[S_TURN], k = AW * a, kind, tile, p, cnt, j, i, x, y, ret, m, q, e
    cdef unsigned int drop
    cdef int out[12]
    kind = acts[k]
    if kind == A_PICK:
        tile = acts[k + 1]
        p = packet_at(s, seat, s[S_RND])
        cnt = s[S_PACKN + p]
        j = 0
        while s[S_PACK + 4 * p + j] != tile:
            j += 1
        while j < cnt - 1:
            s[S_PACK + 4 * p + j] = s[S_PACK + 4 * p + j + 1]
            j += 1
        s[S_PACK + 4 * p + cnt - 1] = -1
        s[S_PACKN + p] = cnt - 1
        s[S_PICKS + seat] = tile
        s[S_TURN] = seat + 1
    elif kind == A_DISCARD:
        s[S_COINS + seat] += 5 if has_top(s, seat, T_SIGISMUND) else 3
        s[S_PICKS + seat] = -1
        s[S_TURN] = seat + 1
    elif kind == A_BUILD:
        tile = acts[k + 1]
        x = acts[k + 2]
        y = acts[k + 3]
        s[S_PICKS + seat] = -1
        i = find(s, seat, x, y)
        if i >= 0:
            s[S_COINS + seat] -= rebuild_cost(tile, s[dbase(seat) + 3 + 4 * i])
        else:
            s[S_COINS + seat] -= empty_cost(s, seat, tile)
        if place(s, seat, x, y, tile * 4 + acts[k + 4]):
            enter_shrink(s, 1, x, y, RESOLVE)
        else:
            s[S_TURN] = seat + 1
    elif kind == A_SHRINK:
        drop = <unsigned int> acts[k + 1]
        for i in range(MAXS - 1, -1, -1):
            if (drop >> i) & 1:
                remove_slot(s, seat, i)
        ret = s[S_SRET]
        if ret == RESOLVE:
            s[S_PHASE] = RESOLVE
            s[S_TURN] = seat + 1
        elif ret == WAR:
            s[S_PHASE] = WAR
            s[S_TURN] = seat + 1
            s[S_WOWED] = -1
        else:
            start_income(s)
    elif kind == A_WAR:
        remove_slot(s, seat, find(s, seat, acts[k + 1], acts[k + 2]))
        s[S_WOWED] -= 1
        s[S_WHASPREV] = 1
        s[S_WPX] = acts[k + 1]
        s[S_WPY] = acts[k + 2]
        if s[S_WOWED] == 0:
            end_war_seat(s)
    elif kind == A_MILESTONE:
        x = acts[k + 1]
        y = acts[k + 2]
        m = s[S_FACES + s[S_ERA] - 1]
        if m == M_PALACE_OF_CULTURE:
            for q in range(s[S_N]):
                if q != seat:
                    analyse(s, q, out, 1 << COM)
                    s[S_VP + q] -= out[COM]
        if place(s, seat, x, y, TB[X_MTILE + m] * 4):
            enter_shrink(s, 1, x, y, MILESTONE_PHASE)
        else:
            start_income(s)
    elif kind == A_ECON:
        s[S_COINS + seat] += acts[k + 1]
        s[S_VP + seat] += acts[k + 2] - acts[k + 1]
        s[S_STAGE] = 2
    else:
        e = X_EXCH + 5 * (s[S_STAGE] - 2)
        if acts[k + 2] == 1:
            s[S_COINS + seat] -= TB[e + 1]
            s[S_VP + seat] += TB[e + 2]
        elif acts[k + 2] == 2:
            s[S_VP + seat] -= TB[e + 3]
            s[S_COINS + seat] += TB[e + 4]
        s[S_STAGE] += 1


cdef int advance(St* g, int* acts) noexcept nogil:
    """Twin: game.rules.capital.turn.advance (R12.3)"""
    cdef int na
    while True:
        settle(g)
        na = gen(g.a, acts)
        if na == 1 and g.a[S_PHASE] != END:
            perform(g.a, acts, 0)
            continue
        return na


cdef int advance_random(St* g, int* acts, Resolve* r, int* lazy) noexcept nogil:
    """``advance`` for the random policy: a RESOLVE decision's moves are counted, not
    listed (``lazy[0]`` = 1: ``resolve_put`` writes the one drawn).

    Not a rule: advance for the random policy (RESOLVE moves counted, not listed)
    """
    cdef int na
    while True:
        settle(g)
        lazy[0] = g.a[S_PHASE] == RESOLVE
        if lazy[0]:
            na = resolve_plan(g.a, r)
            if na == 1:
                resolve_put(g.a, r, 0, acts)
                perform(g.a, acts, 0)
                continue
            return na
        na = gen(g.a, acts)
        if na == 1 and g.a[S_PHASE] != END:
            perform(g.a, acts, 0)
            continue
        return na


# -- the playout ---------------------------------------------------------------------

cdef int write_move(int* s, const int* acts, int a, int* moves, int nm) noexcept nogil:
    """Append action a to the move stream; the new length, -1 when full.

    Not a rule: the move stream
    """
    cdef int k = AW * a, kind = acts[k], b, i
    cdef unsigned int drop
    if nm + 2 + 2 * MAXS > MAXMOVES:
        return -1
    moves[nm] = kind
    nm += 1
    if kind == A_PICK or kind == A_DISCARD:
        moves[nm] = acts[k + 1]
        nm += 1
    elif kind == A_BUILD:
        for i in range(4):
            moves[nm + i] = acts[k + 1 + i]
        nm += 4
    elif kind == A_SHRINK:
        b = dbase(s[S_TURN])
        drop = <unsigned int> acts[k + 1]
        moves[nm] = polis_popcount64(drop)
        nm += 1
        for i in range(MAXS):
            if (drop >> i) & 1:
                moves[nm] = s[b + 1 + 4 * i]
                moves[nm + 1] = s[b + 2 + 4 * i]
                nm += 2
    else:
        moves[nm] = acts[k + 1]
        moves[nm + 1] = acts[k + 2]
        nm += 2
    return nm


cdef int greedy(St* g, const int* acts, int na, int sample, uint64_t* prng,
                int* scratch) noexcept nogil:
    """Not a rule: the AI's greedy policy (ai/policies.py)"""
    cdef int idx[MAXACT]
    cdef int count = na, i, j, t, seat, before, best = 0, best_gain = 0, gain, c
    cdef St child
    for i in range(na):
        idx[i] = i
    if na > sample:
        count = sample
        for i in range(sample):
            j = i + randrange(prng, na - i)
            t = idx[i]
            idx[i] = idx[j]
            idx[j] = t
    seat = g.a[S_TURN]
    before = g.a[S_VP + seat]
    for c in range(count):
        child = g[0]
        perform(child.a, acts, idx[c])
        advance(&child, scratch)
        gain = child.a[S_VP + seat] - before
        if c == 0 or gain > best_gain:
            best = c
            best_gain = gain
    return idx[best]


cdef int run(St* g, int policy, double eps, int sample, int depth, uint64_t seed,
             int* moves, int* nmoves, int* acts, int* scratch) noexcept nogil:
    """Play on; 1 when cut off at ``depth``, 0 at the end, -1 when the moves overflow.

    Not a rule: the playout loop (advance and the AI's policies)
    """
    cdef uint64_t prng = seed
    cdef int na, steps = 0, a, nm = 0, lazy = 0
    cdef Resolve r
    na = advance_random(g, acts, &r, &lazy) if policy == 0 else advance(g, acts)
    while g.a[S_PHASE] != END:
        if depth > 0 and steps >= depth:
            nmoves[0] = nm
            return 1
        if policy == 0 or (policy == 2 and <double> (polis_sm_next(&prng) >> 11)
                           * (1.0 / 9007199254740992.0) < eps):
            a = randrange(&prng, na)
            if lazy:
                resolve_put(g.a, &r, a, acts)
                a = 0
        elif na == 1:
            a = 0
        else:
            a = greedy(g, acts, na, sample, &prng, scratch)
        if moves != NULL:
            nm = write_move(g.a, acts, a, moves, nm)
            if nm < 0:
                return -1
        perform(g.a, acts, a)
        na = advance_random(g, acts, &r, &lazy) if policy == 0 else advance(g, acts)
        steps += 1
    nmoves[0] = nm
    return 0




cdef int check(St* g) noexcept nogil:
    """0 when the state is well formed, else a code (cext.capital_common.validate).

    Not a rule: validates the form
    """
    cdef int* s = g.a
    cdef int n = s[S_N], i, q, p, b, count, x, y, code, x0, x1, y0, y1
    if not 2 <= n <= MAXP:
        return 1
    if not (1 <= s[S_ERA] <= 6 and 0 <= s[S_RND] <= 4 and 0 <= s[S_PHASE] <= 6
            and 0 <= s[S_TURN] <= n and 0 <= s[S_STAGE] <= 5 and -1 <= s[S_WOWED] <= 2):
        return 2
    if not (s[S_SRET] == 1 or s[S_SRET] == 3 or s[S_SRET] == 4):
        return 2
    for i in range(5):
        if not 0 <= s[S_FACES + i] <= 9:
            return 2
    for q in range(MAXP):
        if not -1 <= s[S_PICKS + q] < NT:
            return 2
    for p in range(MAXP):
        count = s[S_PACKN + p]
        if not 0 <= count <= 4:
            return 3
        for i in range(count):
            if not 0 < s[S_PACK + 4 * p + i] < NT:
                return 3
    for q in range(MAXP):
        b = dbase(q)
        count = s[b]
        if (q < n and not 1 <= count <= MAXS) or (q >= n and count != 0):
            return 4
        for i in range(count):
            x = s[b + 1 + 4 * i]
            y = s[b + 2 + 4 * i]
            code = s[b + 3 + 4 * i]
            if not (-1000 <= x <= 1000 and -1000 <= y <= 1000 and 0 <= code < 4 * NT
                    and s[b + 4 + 4 * i] >= 1):
                return 5
            if i > 0 and (s[b + 4 * i - 3] > x or (s[b + 4 * i - 3] == x
                                                   and s[b + 4 * i - 2] >= y)):
                return 5
        if count:
            x0 = x1 = s[b + 1]
            y0 = y1 = s[b + 2]
            for i in range(count):
                x0 = min(x0, s[b + 1 + 4 * i])
                x1 = max(x1, s[b + 1 + 4 * i])
                y0 = min(y0, s[b + 2 + 4 * i])
                y1 = max(y1, s[b + 2 + 4 * i])
            if x1 - x0 > 3 or y1 - y0 > 3:
                return 5
    return 0


_CHECKS = ("", "players", "header", "packet", "district size", "stack")


cdef int load_form(St* g, object form) except -1:
    """Fill g from a compact form (list of ints); ValueError when it is damaged.

    Not a rule: reads the compact form
    """
    cdef list lst
    cdef Py_ssize_t i
    if len(form) != SIZE + 2:
        raise ValueError(f"capital form has {len(form)} ints, not {SIZE + 2}")
    lst = form if type(form) is list else list(form)
    try:
        for i in range(SIZE):
            g.a[i] = lst[i]
    except OverflowError:
        raise ValueError("capital form: value out of range") from None
    lo = lst[SIZE]
    hi = lst[SIZE + 1]
    if not (0 <= lo <= 0xFFFFFFFF and 0 <= hi <= 0xFFFFFFFF):
        raise ValueError("capital form: bad rng")
    g.rng = (<uint64_t> hi) << 32 | <uint64_t> lo
    return _checked(g)


cdef int _checked(St* g) except -1:
    """Not a rule: validates the form"""
    cdef int bad = check(g)
    if bad:
        raise ValueError(f"capital form: bad {_CHECKS[bad]}")
    return 0


cdef int load_state(St* g, object state) except -1:
    """Fill g straight from a CapitalState (the compact form of ai.fast.capital.to_form).

    Not a rule: reads the engine state into the compact form
    """
    cdef int* a = g.a
    cdef int n = state.n, i, q, p, b, k
    cdef object prev = state.war_prev, anchor = state.shrink_anchor, word
    cdef list packet
    cdef dict d
    cdef tuple stack, pos
    if not 2 <= n <= MAXP:
        raise ValueError("capital form: bad players")
    memset(a, 0, SIZE * sizeof(int))
    a[S_N] = n
    a[S_ERA] = state.era
    a[S_RND] = state.rnd
    a[S_PHASE] = state.phase
    a[S_TURN] = state.turn
    a[S_STAGE] = state.stage
    a[S_WOWED] = state.war_owed
    if prev is not None:
        a[S_WHASPREV] = 1
        a[S_WPX] = prev[0]
        a[S_WPY] = prev[1]
    a[S_WPRUD] = 1 if state.war_prud else 0
    if anchor is not None:
        a[S_SHASANCH] = 1
        a[S_SAX] = anchor[0]
        a[S_SAY] = anchor[1]
    a[S_SRET] = state.shrink_ret
    if len(state.faces) != 5:
        raise ValueError("capital form: bad milestone faces")
    for i, v in enumerate(state.faces):
        a[S_FACES + i] = v
    coins = state.coins
    vp = state.vp
    picks = state.picks
    for q in range(MAXP):
        a[S_PICKS + q] = picks[q] if q < n else -1
        if q < n:
            a[S_COINS + q] = coins[q]
            a[S_VP + q] = vp[q]
        for k in range(4):
            a[S_PACK + 4 * q + k] = -1
    for p, packet in enumerate(state.packets):
        if len(packet) > 4 or p >= MAXP:
            raise ValueError("packet of more than 4 tiles")
        a[S_PACKN + p] = len(packet)
        for k, v in enumerate(packet):
            a[S_PACK + 4 * p + k] = v
        _sort(a + S_PACK + 4 * p, len(packet))
    for q, d in enumerate(state.dist):
        if len(d) > MAXS or q >= n:
            raise ValueError("district of more than 16 stacks")
        b = dbase(q)
        a[b] = len(d)
        i = 0
        for pos, stack in d.items():  # in the dict's order, sorted by (x, y) below
            a[b + 1 + 4 * i] = pos[0]
            a[b + 2 + 4 * i] = pos[1]
            a[b + 3 + 4 * i] = stack[len(stack) - 1]
            a[b + 4 + 4 * i] = len(stack)
            i += 1
        _sort_slots(a + b + 1, i)
    word = state.rng.state
    g.rng = <uint64_t> word
    return _checked(g)


def form_of(state):
    """The compact form as the compiled loader reads a state (= to_form; for tests).

    Not a rule: the compact form
    """
    cdef St g
    cdef int i
    load_state(&g, state)
    return [g.a[i] for i in range(SIZE)] + [<long long> (g.rng & 0xFFFFFFFFULL),
                                            <long long> (g.rng >> 32)]


cdef object play(St* g, int policy, double epsilon, int sample, int depth, object seed,
                 bint record):
    """Not a rule: the AI's rollout driver"""
    cdef int i, n, res, nm = 0
    cdef uint64_t useed = <uint64_t> (int(seed) & 0xFFFFFFFFFFFFFFFF)
    cdef int* moves
    cdef int* buf
    cdef int* acts
    cdef int* scratch
    if sample < 1 or not 0 <= policy <= 2:
        raise ValueError("sample must be at least 1 and policy 0, 1 or 2")
    # the move stream only when recording: a buffer of 80 KB would be handed back to
    # the system and faulted in again on every playout
    buf = <int*> malloc((2 * AW * MAXACT + (MAXMOVES if record else 0)) * sizeof(int))
    if buf == NULL:
        raise MemoryError()
    acts = buf
    scratch = acts + AW * MAXACT
    moves = scratch + AW * MAXACT if record else NULL
    with nogil:
        res = run(g, policy, epsilon, sample, depth, useed, moves, &nm, acts, scratch)
    try:
        if res < 0:
            raise ValueError("capital playout: move stream overflow")
        n = g.a[S_N]
        stream = [moves[i] for i in range(nm)]
    finally:
        free(buf)
    if res == 1:
        return [g.a[S_VP + i] + g.a[S_COINS + i] / 5.0 for i in range(n)], stream
    return [g.a[S_VP + i] for i in range(n)], stream


def playout(form, int policy, double epsilon, int sample, int depth, seed,
            bint record=True):
    """Play to the end (or ``depth`` decisions); (scores per seat, move stream).

    ``policy``: 0 random, 1 greedy over ``sample`` random actions by immediate VP gain,
    2 epsilon-greedy (ai/policies.py); ``seed``: the playout's SplitMix64 word. Cut
    off after ``depth`` > 0 decisions, the scores are VP + coins / 5.

    Not a rule: the AI's rollout
    """
    cdef St g
    if sample < 1 or not 0 <= policy <= 2:
        raise ValueError("sample must be at least 1 and policy 0, 1 or 2")
    load_form(&g, form)
    return play(&g, policy, epsilon, sample, depth, seed, record)


def playout_state(state, int policy, double epsilon, int sample, int depth, seed,
                  bint record=True):
    """:func:`playout` of ``to_form(state)``, reading the CapitalState directly.

    Not a rule: the AI's rollout
    """
    cdef St g
    if sample < 1 or not 0 <= policy <= 2:
        raise ValueError("sample must be at least 1 and policy 0, 1 or 2")
    load_state(&g, state)
    return play(&g, policy, epsilon, sample, depth, seed, record)


def analyse_form(form, int seat):
    """The district analysis of one seat: the 12 figures of ``analyse`` (full).

    Not a rule: analyse's Python entry (tests)
    """
    cdef St g
    cdef int out[12]
    cdef int i
    load_form(&g, form)
    if not 0 <= seat < g.a[S_N]:
        raise ValueError("bad seat")
    analyse(g.a, seat, out, FULL)
    return [out[i] for i in range(12)]


def milestone_metrics_form(form, int seat):
    """The award metric of each milestone face 0-9 for one seat (R10, ``metric``).

    Not a rule: metric's Python entry (tests)
    """
    cdef St g
    cdef int out[12]
    cdef int m
    load_form(&g, form)
    if not 0 <= seat < g.a[S_N]:
        raise ValueError("bad seat")
    analyse(g.a, seat, out, FULL)
    return [metric(m, out) for m in range(10)]


def time_analyse(form, int seat, int count):
    """Run the analysis ``count`` times (profiling aid); returns the last income VP.

    Not a rule: profiling aid
    """
    cdef St g
    cdef int out[12]
    cdef int i
    load_form(&g, form)
    if not 0 <= seat < g.a[S_N]:
        raise ValueError("bad seat")
    with nogil:
        for i in range(count):
            analyse(g.a, seat, out, FULL)
    return out[10]


cdef inline int _packet_at(int seat, int rnd, int n, int odd) noexcept nogil:
    """The packet ``seat`` holds in round ``rnd`` (R4.6, CapitalState.packet_at).

    Twin: game.rules.capital.state.CapitalState.packet_at (R4.6)
    """
    return ((seat - rnd) % n + n) % n if odd else (seat + rnd) % n


cdef inline void _sort(int* v, int n) noexcept nogil:
    """Not a rule: sorting"""
    cdef int i, j, x
    for i in range(1, n):
        x = v[i]
        j = i
        while j > 0 and v[j - 1] > x:
            v[j] = v[j - 1]
            j -= 1
        v[j] = x


cdef inline void _sort_slots(int* v, int n) noexcept nogil:
    """Sort n stacks of 4 ints (x, y, top, height) by (x, y), positions being distinct.

    Not a rule: layout: the district's stacks in (x, y) order
    """
    cdef int i, j, k, x, y
    cdef int rec[4]
    for i in range(1, n):
        for k in range(4):
            rec[k] = v[4 * i + k]
        x = rec[0]
        y = rec[1]
        j = i
        while j > 0 and (v[4 * (j - 1)] > x or (v[4 * (j - 1)] == x and v[4 * (j - 1) + 1] > y)):
            for k in range(4):
                v[4 * j + k] = v[4 * (j - 1) + k]
            j -= 1
        for k in range(4):
            v[4 * j + k] = rec[k]


cdef inline void _set_packet(int* a, int p, int* hand, int size) noexcept nogil:
    """Packet p := sorted hand[0:size], -1 padded (the form's layout).

    Not a rule: layout of the form's packets
    """
    cdef int i
    _sort(hand, size)
    for i in range(4):
        a[S_PACK + 4 * p + i] = hand[i] if i < size else -1
    a[S_PACKN + p] = size


cdef inline long long act_code(const int* acts, int a) noexcept nogil:
    """One int for action a of an action list (kind, then four fields with offsets).

    Not a rule: the move code
    """
    cdef int k = AW * a
    return ((((<long long> acts[k] * 262144 + (acts[k + 1] + 1024)) * 1024
              + (acts[k + 2] + 512)) * 1024 + (acts[k + 3] + 512)) * 1024
            + (acts[k + 4] + 512))


cdef class World:
    """One (determinized) game in the C struct, for a whole search iteration
    (ai/mcts.py): the descent's legal actions and actions by code, then the rollout
    from where it stands. ``World(form)``: a compact form (``form_of``). Forced
    decisions are played at once, as the engine does (R12.3)."""

    cdef St g
    cdef int* acts
    cdef int* scratch
    cdef int na

    def __cinit__(self, form=None):
        self.acts = <int*> malloc(2 * AW * MAXACT * sizeof(int))
        if self.acts == NULL:
            raise MemoryError()
        self.scratch = self.acts + AW * MAXACT
        self.na = 0
        if form is None:  # copy() fills it
            return
        load_form(&self.g, form)
        self.na = advance(&self.g, self.acts)

    def __dealloc__(self):
        free(self.acts)

    def determinize(self, int seat, undealt, word):
        """R12.6 (CapitalState.determinize) on a World just made from the true state's
        form, with ``undealt`` the state's undealt tiles: in a draft round, the tiles
        ``seat`` has not seen (undealt, the packets it has not held, face-down picks)
        sorted, shuffled and dealt back with the draws of a GameRNG at ``word``; the
        world's own RNG is then spawned from it. Returns the new word.

        Twin: game.rules.capital.determinize.determinize (R12.6)
        Twin: game.rules.capital.state.CapitalState.determinize (R12.6)
        """
        cdef uint64_t s = <uint64_t> (int(word) & 0xFFFFFFFFFFFFFFFF)
        cdef int* a = self.g.a
        cdef int n = a[S_N], rnd = a[S_RND], phase = a[S_PHASE], odd = a[S_ERA] % 2
        cdef int pool[64]
        cdef int hand[8]
        cdef int held[MAXP]
        cdef int down[MAXP]
        cdef int np = 0, at = 0, p, q, i, j, v, size, k
        if not 0 <= seat < n:
            raise ValueError("bad seat")
        if phase in (PICK, RESOLVE, SHRINK) and rnd < 4:  # HAND rounds of a draft
            if len(undealt) > 16:
                raise ValueError("too many undealt tiles")
            for p in range(n):
                held[p] = 0
            for j in range(rnd + 1):
                held[_packet_at(seat, j, n, odd)] = 1
            for q in range(n):
                down[q] = 1 if phase == PICK and q < a[S_TURN] and q != seat else 0
            for v in undealt:
                pool[np] = v
                np += 1
            for p in range(n):
                if not held[p]:
                    for i in range(a[S_PACKN + p]):
                        pool[np] = a[S_PACK + 4 * p + i]
                        np += 1
            for q in range(n):
                if down[q] and not held[_packet_at(q, rnd, n, odd)]:
                    pool[np] = a[S_PICKS + q]
                    np += 1
            _sort(pool, np)
            for i in range(np - 1, 0, -1):
                j = randrange(&s, i + 1)
                v = pool[i]
                pool[i] = pool[j]
                pool[j] = v
            for p in range(n):
                if held[p]:
                    continue
                q = (p + rnd) % n if odd else ((p - rnd) % n + n) % n  # holder(p)
                size = a[S_PACKN + p] + down[q]
                for i in range(size):
                    hand[i] = pool[at + i]
                at += size
                if down[q]:
                    k = randrange(&s, size)
                    a[S_PICKS + q] = hand[k]
                    for i in range(k, size - 1):
                        hand[i] = hand[i + 1]
                    size -= 1
                _set_packet(a, p, hand, size)
            for q in range(n):
                if not down[q]:
                    continue
                p = _packet_at(q, rnd, n, odd)
                if not held[p]:
                    continue
                size = a[S_PACKN + p]
                for i in range(size):
                    hand[i] = a[S_PACK + 4 * p + i]
                hand[size] = a[S_PICKS + q]
                size += 1
                _sort(hand, size)
                k = randrange(&s, size)
                a[S_PICKS + q] = hand[k]
                for i in range(k, size - 1):
                    hand[i] = hand[i + 1]
                _set_packet(a, p, hand, size - 1)
        self.g.rng = polis_sm_next(&s)  # rng.spawn()
        self.na = advance(&self.g, self.acts)
        return s

    def compact(self):
        """The compact form of this World's state (``form_of``'s layout).

        Not a rule: the compact form
        """
        cdef int i
        return [self.g.a[i] for i in range(SIZE)] + [
            <long long> (self.g.rng & 0xFFFFFFFFULL), <long long> (self.g.rng >> 32)]

    def copy(self):
        """An independent World at this one's state (one struct copy).

        Not a rule: a struct copy
        """
        cdef World other = World.__new__(World)
        other.g = self.g
        memcpy(other.acts, self.acts, AW * self.na * sizeof(int))
        other.na = self.na
        return other

    @property
    def current(self):
        """The seat to decide, or -1 when the game is over.

        Twin: game.rules.capital.state.CapitalState.current_player (R12.1)
        """
        return -1 if self.g.a[S_PHASE] == END else self.g.a[S_TURN]

    def legal(self):
        """The legal actions of the seat to decide, as codes, in the engine's order.

        Twin: game.rules.capital.state.CapitalState.legal_actions (R12.1)
        """
        cdef int a
        if self.g.a[S_PHASE] == END:
            return []
        return [act_code(self.acts, a) for a in range(self.na)]

    cdef int _index(self, long long code) except -1:
        """Not a rule: the action list's index of a code"""
        cdef int a
        if self.g.a[S_PHASE] != END:
            for a in range(self.na):
                if act_code(self.acts, a) == code:
                    return a
        raise ValueError(f"action {code} is not legal here")

    def apply(self, long long code):
        """Play a legal action (ValueError for a code that is not legal here).

        Twin: game.rules.capital.state.CapitalState.apply (R12.1)
        """
        cdef int a = self._index(code)
        perform(self.g.a, self.acts, a)
        self.na = advance(&self.g, self.acts)

    def text(self, long long code):
        """The engine's action text of a legal action here.

        Not a rule: the engine's action text of a code
        """
        cdef int a = self._index(code), nm, i
        cdef int* moves = <int*> malloc(MAXMOVES * sizeof(int))
        if moves == NULL:
            raise MemoryError()
        try:
            nm = write_move(self.g.a, self.acts, a, moves, 0)
            stream = [moves[i] for i in range(nm)]
        finally:
            free(moves)
        return str(_cc.decode_moves(stream)[0])

    def scores(self):
        """Every seat's VP.

        Twin: game.rules.capital.state.CapitalState.scores (R12.7)
        """
        cdef int i
        return [self.g.a[S_VP + i] for i in range(self.g.a[S_N])]

    def winners(self):
        """R7.2: most VP, then most leftover coins; remaining ties share the win.

        Twin: game.rules.capital.state.CapitalState.winners (R7.2)
        """
        cdef int i, n = self.g.a[S_N]
        ranked = [(self.g.a[S_VP + i], self.g.a[S_COINS + i]) for i in range(n)]
        best = max(ranked)
        return [i for i in range(n) if ranked[i] == best]

    def rollout(self, int policy, double epsilon, int sample, int depth, seed):
        """Play on from here (``playout``'s policies): the VP at the end, or VP + coins / 5
        when cut off after ``depth`` decisions. The world stays where it stopped.

        Not a rule: the AI's rollout
        """
        cdef int i, n, res, nm = 0
        cdef uint64_t useed = <uint64_t> (int(seed) & 0xFFFFFFFFFFFFFFFF)
        if sample < 1 or not 0 <= policy <= 2:
            raise ValueError("sample must be at least 1 and policy 0, 1 or 2")
        with nogil:
            res = run(&self.g, policy, epsilon, sample, depth, useed, NULL, &nm, self.acts,
                      self.scratch)
        self.na = advance(&self.g, self.acts)
        n = self.g.a[S_N]
        if res == 1:
            return [self.g.a[S_VP + i] + self.g.a[S_COINS + i] / 5.0 for i in range(n)]
        return [self.g.a[S_VP + i] for i in range(n)]

    def play_out(self, policy, rng):
        """The AI's rollout from here (ai.fast.capital.rollout's numbers): one number
        drawn from ``rng`` as the seed.

        Not a rule: the AI's rollout
        """
        return self.rollout(_cc.POLICY_CODE[policy.kind], float(policy.epsilon),
                            int(policy.sample), int(policy.depth), rng.next_u64())
