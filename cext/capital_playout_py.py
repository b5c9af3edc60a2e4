"""Capital playout, pure-Python twin of cext/capital_playout.pyx.

The same algorithm loop for loop on the flat layout of cext/capital_common.py, the
same SplitMix64 sequences (the game RNG for the lazy era shuffles of R2.2, the
policy RNG seeded by ``seed``), so both give the same scores and the same moves.
It mirrors game/rules/capital/state.py: the phase machine (``settle``), the legal
actions in the engine's order (``gen``), forced single-action decisions performed
automatically (``advance``), and the policies of ai/policies.py (random; greedy by
the mover's VP gain after the action and every automatic step that follows it, over
a partial Fisher-Yates sample; epsilon-greedy).
"""

from __future__ import annotations

from cext.capital_common import (
    DIST_SIZE,
    MAXS,
    S_COINS,
    S_DIST,
    S_ERA,
    S_FACES,
    S_N,
    S_PACK,
    S_PACKN,
    S_PHASE,
    S_PICKS,
    S_RND,
    S_SAX,
    S_SAY,
    S_SHASANCH,
    S_SRET,
    S_STAGE,
    S_TURN,
    S_VP,
    S_WHASPREV,
    S_WOWED,
    S_WPRUD,
    S_WPX,
    S_WPY,
    SIZE,
    TABLES,
    X_COST,
    X_EFFECT,
    X_ERA,
    X_EXCH,
    X_IND,
    X_KIND,
    X_MTILE,
    X_NROT,
    X_QUAR,
    X_ROTS,
    X_SPECIAL,
    X_TRANS,
    validate,
)
from cext.regions_py import _k_components as components

COMPILED = False
MASK = (1 << 64) - 1
S_RNG = SIZE  # the twin keeps the game RNG as one more list item
PICK, RESOLVE, SHRINK, WAR, MILESTONE_PHASE, INCOME, END = range(7)
A_PICK, A_DISCARD, A_BUILD, A_SHRINK, A_WAR, A_MILESTONE, A_ECON, A_EXCHANGE = range(8)
AW = 5  # ints per action record: kind, a, b, c, d
MAXACT = 512
PARK, RES, COM, CUL, IND = range(5)
K_PUBLIC, K_MILESTONE = 1, 2
PARK_VP = (0, 1, 2, 4, 5, 7, 9, 12, 15, 18, 22)
# public buildings (§9 order)
(B_SIGISMUND, B_ARSENAL, B_MARYWIL, B_OLD_TOWN, B_WILANOW, B_COLLEGIUM, B_JABLONOWSKI,
 B_HOLY_TRINITY, B_ROYAL_BATHS, B_RAILWAY, B_TECH, B_SCHOOL, B_TELEPHONE, B_SKARYSZEWSKI,
 B_PRUDENTIAL, B_OKECIE, B_RISING, B_STORE, B_AUTOMOBILE, B_STEELWORKS, B_CITY_CENTER,
 B_STATION, B_LIBRARY, B_GOLDEN, B_COPERNICUS, B_STADIUM, B_FOUNTAIN) = range(27)
# milestone faces (§10 order)
(M_SAXON, M_WILANOW_PALACE, M_NAMIESTNIKOWSKI, M_GRAND_THEATER, M_WATER_FILTERS,
 M_WILSON, M_WZ_ROUTE, M_PALACE_OF_CULTURE, M_METRO, M_EUROPA) = range(10)

TB = TABLES
T_SIGISMUND, T_ARSENAL, T_JABLONOWSKI, T_PRUDENTIAL, T_STORE, T_TECH, T_SCHOOL = (
    TB[X_SPECIAL:X_SPECIAL + 7])

# quarter grids of an analysis, one per box shape (W, H quarters, 2..8 each): cell =
# cx * H + cy; neighbours +x, -x, +y, -y; table of shape k = (W / 2 - 1) * 4 + H / 2 - 1
NBR = [-1] * (16 * 256)
for _k in range(16):
    _w = 2 * (_k // 4 + 1)
    _h = 2 * (_k % 4 + 1)
    for _c in range(_w * _h):
        _x, _y = divmod(_c, _h)
        NBR[256 * _k + 4 * _c] = _c + _h if _x < _w - 1 else -1
        NBR[256 * _k + 4 * _c + 1] = _c - _h if _x > 0 else -1
        NBR[256 * _k + 4 * _c + 2] = _c + 1 if _y < _h - 1 else -1
        NBR[256 * _k + 4 * _c + 3] = _c - 1 if _y > 0 else -1
QDX = (0, 1, 1, 0)  # NW NE SE SW
QDY = (0, 0, 1, 1)


# -- random numbers -----------------------------------------------------------------


def sm_next(r: list[int], i: int) -> int:
    """SplitMix64 step of the state held at r[i]."""
    z = (r[i] + 0x9E3779B97F4A7C15) & MASK
    r[i] = z
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def randrange(r: list[int], i: int, n: int) -> int:
    return (sm_next(r, i) * n) >> 64


def popcount(x: int) -> int:
    return bin(x).count("1")


def lowbit_index(x: int) -> int:
    return (x & -x).bit_length() - 1


# -- districts ----------------------------------------------------------------------


def dbase(seat: int) -> int:
    return S_DIST + seat * DIST_SIZE


def find(s: list[int], seat: int, x: int, y: int) -> int:
    """Slot of position (x, y) in the seat's district, or -1."""
    b = dbase(seat)
    for i in range(s[b]):
        if s[b + 1 + 4 * i] == x and s[b + 2 + 4 * i] == y:
            return i
    return -1


def has_top(s: list[int], seat: int, tile: int) -> int:
    b = dbase(seat)
    for i in range(s[b]):
        if s[b + 3 + 4 * i] >> 2 == tile:
            return 1
    return 0


def box_fits(w: int, h: int, big: int) -> int:
    if big:
        return 1 if w <= 4 and h <= 4 else 0
    return 1 if (w <= 4 and h <= 3) or (w <= 3 and h <= 4) else 0


def bbox(s: list[int], seat: int, out: list[int]) -> None:
    """out[0:4] = x0, x1, y0, y1 of the district."""
    b = dbase(seat)
    out[0] = out[1] = s[b + 1]
    out[2] = out[3] = s[b + 2]
    for i in range(1, s[b]):
        x = s[b + 1 + 4 * i]
        y = s[b + 2 + 4 * i]
        if x < out[0]:
            out[0] = x
        if x > out[1]:
            out[1] = x
        if y < out[2]:
            out[2] = y
        if y > out[3]:
            out[3] = y


def fits(s: list[int], seat: int, big: int) -> int:
    box = [0, 0, 0, 0]
    bbox(s, seat, box)
    return box_fits(box[1] - box[0] + 1, box[3] - box[2] + 1, big)


def insert_slot(s: list[int], seat: int, x: int, y: int, code: int) -> None:
    """A new stack of height 1, keeping the slots sorted by (x, y)."""
    b = dbase(seat)
    n = s[b]
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


def remove_slot(s: list[int], seat: int, i: int) -> None:
    b = dbase(seat)
    n = s[b]
    for j in range(i, n - 1):
        for k in range(4):
            s[b + 1 + 4 * j + k] = s[b + 1 + 4 * (j + 1) + k]
    s[b] = n - 1


def slot_grid(s: list[int], seat: int, box: list[int], grid: list[int]) -> None:
    """grid[6 * 6]: slot + 1 at (x - x0 + 1) * 6 + (y - y0 + 1), 0 where empty."""
    b = dbase(seat)
    for i in range(36):
        grid[i] = 0
    for i in range(s[b]):
        grid[(s[b + 1 + 4 * i] - box[0] + 1) * 6 + s[b + 2 + 4 * i] - box[2] + 1] = i + 1


def adjacency(s: list[int], seat: int, adj: list[int]) -> None:
    """adj[i]: mask of the slots orthogonally next to slot i."""
    b = dbase(seat)
    n = s[b]
    box = [0, 0, 0, 0]
    grid = [0] * 36
    bbox(s, seat, box)
    slot_grid(s, seat, box, grid)
    for i in range(n):
        c = (s[b + 1 + 4 * i] - box[0] + 1) * 6 + s[b + 2 + 4 * i] - box[2] + 1
        m = 0
        for d in range(4):
            o = grid[c + (6 if d == 0 else (-6 if d == 1 else (1 if d == 2 else -1)))]
            if o:
                m |= 1 << (o - 1)
        adj[i] = m


def connected(mask: int, adj: list[int]) -> int:
    """Is the set of slots non-empty and orthogonally connected?"""
    if mask == 0:
        return 0
    seen = mask & -mask
    todo = seen
    while todo:
        i = lowbit_index(todo)
        todo &= todo - 1
        new = adj[i] & mask & ~seen
        seen |= new
        todo |= new
    return 1 if seen == mask else 0


def group_of(i: int, mask: int, adj: list[int]) -> int:
    """The connected group of slot i inside mask."""
    seen = 1 << i
    todo = seen
    while todo:
        j = lowbit_index(todo)
        todo &= todo - 1
        new = adj[j] & mask & ~seen
        seen |= new
        todo |= new
    return seen


# -- costs ----------------------------------------------------------------------------


def empty_cost(s: list[int], seat: int, tile: int) -> int:
    cost = TB[X_COST + tile]
    if has_top(s, seat, T_STORE):
        cost -= 3
    if TB[X_IND + tile] and has_top(s, seat, T_TECH):
        cost -= 2
    return cost if cost > 0 else 0


def rebuild_cost(tile: int, covered: int) -> int:
    cost = TB[X_COST + tile] - TB[X_COST + (covered >> 2)]
    return cost if cost > 0 else 0


# -- action lists ---------------------------------------------------------------------


def put(acts: list[int], na: int, kind: int, a: int, b: int, c: int, d: int) -> int:
    k = AW * na
    acts[k] = kind
    acts[k + 1] = a
    acts[k + 2] = b
    acts[k + 3] = c
    acts[k + 4] = d
    return na + 1


def frontier(s: list[int], seat: int, big: int, fx: list[int], fy: list[int]) -> int:
    """R5.1: empty positions next to the district within the size limit, sorted."""
    box = [0, 0, 0, 0]
    grid = [0] * 36
    bbox(s, seat, box)
    slot_grid(s, seat, box, grid)
    nf = 0
    for gx in range(6):
        for gy in range(6):
            c = gx * 6 + gy
            if grid[c]:
                continue
            if not ((gx < 5 and grid[c + 6]) or (gx > 0 and grid[c - 6])
                    or (gy < 5 and grid[c + 1]) or (gy > 0 and grid[c - 1])):
                continue
            x = box[0] - 1 + gx
            y = box[2] - 1 + gy
            w = (box[1] if box[1] > x else x) - (box[0] if box[0] < x else x) + 1
            h = (box[3] if box[3] > y else y) - (box[2] if box[2] < y else y) + 1
            if not box_fits(w, h, big):
                continue
            fx[nf] = x
            fy[nf] = y
            nf += 1
    return nf


def legal_removals(s: list[int], seat: int, adj: list[int]) -> int:
    """R6.2: mask of the slots whose removal leaves the district connected."""
    b = dbase(seat)
    n = s[b]
    if n < 2:
        return 0
    full = (1 << n) - 1
    out = 0
    for i in range(n):
        if s[b + 3 + 4 * i] >> 2 == T_ARSENAL:
            continue
        if connected(full & ~(1 << i), adj):
            out |= 1 << i
    return out


def war_options(s: list[int], seat: int, fx: list[int], fy: list[int]) -> int:
    """The positions the war seat may remove now (engine: _war_options), sorted."""
    b = dbase(seat)
    n = s[b]
    adj = [0] * MAXS
    adjacency(s, seat, adj)
    legal = legal_removals(s, seat, adj)
    full = (1 << n) - 1
    nf = 0
    for i in range(n):
        if not legal >> i & 1:
            continue
        x = s[b + 1 + 4 * i]
        y = s[b + 2 + 4 * i]
        if s[S_WOWED] == 2 and s[S_WHASPREV] == 0:
            rest = full & ~(1 << i)
            ok = 0
            for j in range(n):
                if not rest >> j & 1 or adj[i] >> j & 1:
                    continue
                if s[b + 3 + 4 * j] >> 2 == T_ARSENAL:
                    continue
                if connected(rest & ~(1 << j), adj):
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
    return nf


def drop_less(a: int, b: int) -> int:
    """Do the slots of mask a, as a sorted sequence, come before those of mask b?"""
    diff = a ^ b
    low = diff & -diff
    above = ~((low << 1) - 1)
    if a & low:
        return 1 if b & above else 0
    return 0 if a & above else 1


def shrink_options(s: list[int], seat: int, masks: list[int]) -> int:
    """R5.7: the distinct drop sets (slot masks), sorted like the engine's tuples."""
    b = dbase(seat)
    n = s[b]
    adj = [0] * MAXS
    adjacency(s, seat, adj)
    box = [0, 0, 0, 0]
    bbox(s, seat, box)
    full = (1 << n) - 1
    anchor = -1
    if s[S_SHASANCH]:
        anchor = find(s, seat, s[S_SAX], s[S_SAY])
    nm = 0
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
                        inside |= 1 << i
                left = inside
                while left:
                    group = group_of(lowbit_index(left), inside, adj)
                    left &= ~group
                    if s[S_SHASANCH] and not (anchor >= 0 and group >> anchor & 1):
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


def packet_at(s: list[int], seat: int, rnd: int) -> int:
    n = s[S_N]
    if s[S_ERA] % 2:
        return (seat - rnd + 4 * n) % n
    return (seat + rnd) % n


def gen(s: list[int], acts: list[int]) -> int:
    """The actions of the current decision, in the engine's order; their number."""
    phase = s[S_PHASE]
    seat = s[S_TURN]
    na = 0
    fx = [0] * 64
    fy = [0] * 64
    if phase == PICK:
        p = packet_at(s, seat, s[S_RND])
        for i in range(s[S_PACKN + p]):
            na = put(acts, na, A_PICK, s[S_PACK + 4 * p + i], 0, 0, 0)
        return na
    if phase == RESOLVE:
        tile = s[S_PICKS + seat]
        na = put(acts, na, A_DISCARD, tile, 0, 0, 0)
        coins = s[S_COINS + seat]
        nrot = TB[X_NROT + tile]
        if empty_cost(s, seat, tile) <= coins:
            big = 1 if has_top(s, seat, T_PRUDENTIAL) or tile == T_PRUDENTIAL else 0
            nf = frontier(s, seat, big, fx, fy)
            for i in range(nf):
                for k in range(nrot):
                    na = put(acts, na, A_BUILD, tile, fx[i], fy[i], TB[X_ROTS + 4 * tile + k])
        b = dbase(seat)
        for i in range(s[b]):
            if rebuild_cost(tile, s[b + 3 + 4 * i]) <= coins:
                for k in range(nrot):
                    na = put(acts, na, A_BUILD, tile, s[b + 1 + 4 * i], s[b + 2 + 4 * i],
                             TB[X_ROTS + 4 * tile + k])
        return na
    if phase == WAR:
        nf = war_options(s, seat, fx, fy)
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
        masks = [0] * MAXACT
        nm = shrink_options(s, seat, masks)
        for i in range(nm):
            na = put(acts, na, A_SHRINK, masks[i], 0, 0, 0)
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


# -- district analysis (R1.9, R1.10) and income ---------------------------------------


def analyse(s: list[int], seat: int, out: list[int], full: int) -> None:
    """Region figures of one district.

    out: 0-6 region counts (P R C U I public milestone), 7 total regions, 8 rebuilt
    stacks, 9 transport tiles, 10 income VP of steps 1-7, 11 income coins of steps
    1-7 (the milestone and building effects included; only with ``full``: the award
    metrics and the Palace of Culture penalty need the counts 0-9 alone).
    """
    b = dbase(seat)
    n = s[b]
    box = [0, 0, 0, 0]
    bbox(s, seat, box)
    wq = 2 * (box[1] - box[0] + 1)
    hq = 2 * (box[3] - box[2] + 1)
    ncell = wq * hq
    nbr = NBR[256 * ((wq // 2 - 1) * 4 + hq // 2 - 1):]
    labels = [-1] * 64
    values = [0] * 64
    cslot = [-1] * 64
    for i in range(n):
        code = s[b + 3 + 4 * i]
        kind = TB[X_KIND + (code >> 2)]
        cx = 2 * (s[b + 1 + 4 * i] - box[0])
        cy = 2 * (s[b + 2 + 4 * i] - box[2])
        for q in range(4):
            c = (cx + QDX[q]) * hq + cy + QDY[q]
            cslot[c] = i
            if kind:
                labels[c] = 5 + i
            else:
                qc = TB[X_QUAR + 4 * code + q]
                labels[c] = qc >> 2
                values[c] = qc & 3
    comp = [0] * 64
    clab = [0] * 64
    stack = [0] * 64
    ncomp = components(ncell, labels, 4, nbr, comp, clab, stack)
    rtype = [0] * 64
    sums = [0] * 64
    adjm = [0] * 64
    tiles = [0] * 64
    rebuilt = [0] * 64
    tmask = [0] * 7
    for k in range(ncomp):
        t = clab[k]
        if t >= 5:
            t = 5 if TB[X_KIND + (s[b + 3 + 4 * (t - 5)] >> 2)] == K_PUBLIC else 6
        rtype[k] = t
        tmask[t] |= 1 << k
    for t in range(7):
        out[t] = popcount(tmask[t])
    out[7] = ncomp
    publics = 0
    nrebuilt = 0
    ntrans = 0
    tmask_slots = 0
    for i in range(n):
        code = s[b + 3 + 4 * i]
        if TB[X_KIND + (code >> 2)] == K_PUBLIC:
            publics |= 1 << TB[X_EFFECT + (code >> 2)]
        if s[b + 4 + 4 * i] >= 2:
            nrebuilt += 1
        if TB[X_TRANS + (code >> 2)]:
            ntrans += 1
            tmask_slots |= 1 << i
    out[8] = nrebuilt
    out[9] = ntrans
    if not full:
        return
    for c in range(ncell):
        k = comp[c]
        if k < 0:
            continue
        sums[k] += values[c]
        i = cslot[c]
        tiles[k] |= 1 << i
        if s[b + 4 + 4 * i] >= 2:
            rebuilt[k] = 1
        for d in (0, 2):
            nb = nbr[4 * c + d]
            if nb >= 0 and comp[nb] >= 0 and comp[nb] != k:
                adjm[k] |= 1 << comp[nb]
                adjm[comp[nb]] |= 1 << k
    # steps 1-5
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
        t = rtype[k]
        if rebuilt[k]:
            old_town += 1
        if t == PARK:
            r = popcount(adjm[k] & tmask[RES])
            v = PARK_VP[r if r < 10 else 10]
            if v > best:
                second = best
                best = v
            elif v > second:
                second = v
            if adjm[k] & tmask[IND]:
                auto += 1
            if popcount(tiles[k]) > fountain:
                fountain = popcount(tiles[k])
        elif t == RES:
            if adjm[k] & tmask[IND]:
                penalty += 1
            if adjm[k] & tmask[5]:
                tele += 1
        elif t == COM:
            r = popcount(adjm[k] & tmask[RES])
            commerce += r
            if r > shop_best:
                shop_best = r
        elif t == CUL:
            culture += sums[k]
            if adjm[k] & tmask[IND]:
                auto += 1
        elif t == IND:
            industry += sums[k]
    vp = best + (second if publics >> B_ROYAL_BATHS & 1 else 0) + culture - penalty
    coins = commerce + industry
    if publics >> B_MARYWIL & 1 and out[COM] > 0:
        coins += shop_best
    adj = [0] * MAXS
    adjacency(s, seat, adj)
    groups = 0
    left = tmask_slots
    while left:
        left &= ~group_of(lowbit_index(left), tmask_slots, adj)
        groups += 1
    if groups >= 2:
        vp += 2 * groups
    # step 6: milestones
    for i in range(n):
        code = s[b + 3 + 4 * i]
        if TB[X_KIND + (code >> 2)] != K_MILESTONE:
            continue
        m = TB[X_EFFECT + (code >> 2)]
        if m in (M_SAXON, M_WILANOW_PALACE):
            coins += 2
        elif m == M_EUROPA:
            coins += 15
        elif m == M_PALACE_OF_CULTURE:
            vp += out[IND]
        elif m in (M_NAMIESTNIKOWSKI, M_WZ_ROUTE, M_METRO):
            cnt = 0
            for j in range(n):
                if not adj[i] >> j & 1:
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
            k = comp[(2 * (s[b + 1 + 4 * i] - box[0])) * hq + 2 * (s[b + 2 + 4 * i] - box[2])]
            cnt = popcount(adjm[k] & tmask[t])
            if cnt > 4:
                cnt = 4
            vp += cnt
            if m == M_WATER_FILTERS:
                coins += cnt
    # step 7: public buildings
    if publics >> B_OLD_TOWN & 1:
        vp += old_town
    if publics >> B_WILANOW & 1:
        vp += out[RES]
    if publics >> B_COLLEGIUM & 1:
        coins += out[CUL]
    if publics >> B_HOLY_TRINITY & 1:
        vp += 2
    if publics >> B_TELEPHONE & 1:
        vp += tele
    if publics >> B_SKARYSZEWSKI & 1:
        vp += park_line(labels, wq, hq)
    if publics >> B_RISING & 1:
        vp += 2 * out[IND]
    if publics >> B_AUTOMOBILE & 1:
        vp += auto
    if publics >> B_STEELWORKS & 1:
        vp += out[IND]
    if publics >> B_CITY_CENTER & 1:
        edge = 0
        for i in range(n):
            if tmask_slots >> i & 1 and popcount(adj[i]) < 4:
                edge += 1
        vp += 2 * edge
    if publics >> B_LIBRARY & 1:
        vp += popcount(publics)
    if publics >> B_GOLDEN & 1:
        vp += out[COM]
    if publics >> B_COPERNICUS & 1:
        vp += out[CUL]
    if publics >> B_STADIUM & 1:
        vp += 2 * out[PARK]
    if publics >> B_FOUNTAIN & 1:
        vp += fountain
    out[10] = vp
    out[11] = coins


def park_line(labels: list[int], wq: int, hq: int) -> int:
    """Skaryszewski Park: tiles crossed by the longest straight run of park quarters."""
    best = 0
    for c in range(wq * hq):
        if labels[c] != PARK:
            continue
        cx = c // hq
        cy = c % hq
        if cx == 0 or labels[c - hq] != PARK:
            e = cx
            while e < wq - 1 and labels[(e + 1) * hq + cy] == PARK:
                e += 1
            if e // 2 - cx // 2 + 1 > best:
                best = e // 2 - cx // 2 + 1
        if cy == 0 or labels[c - 1] != PARK:
            e = cy
            while e < hq - 1 and labels[cx * hq + e + 1] == PARK:
                e += 1
            if e // 2 - cy // 2 + 1 > best:
                best = e // 2 - cy // 2 + 1
    return best


def metric(m: int, out: list[int]) -> int:
    """§10: the award metric of milestone face m from an analysis."""
    if m in (M_SAXON, M_WILANOW_PALACE):
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


# -- the phase machine ----------------------------------------------------------------


def start_era(s: list[int]) -> None:
    """R2.2: shuffle the era's tiles with the game RNG and deal the packets."""
    tiles = [0] * 16
    e = X_ERA + 16 * (s[S_ERA] - 1)
    for i in range(16):
        tiles[i] = TB[e + i]
    for i in range(15, 0, -1):
        j = randrange(s, S_RNG, i + 1)
        t = tiles[i]
        tiles[i] = tiles[j]
        tiles[j] = t
    n = s[S_N]
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
    for q in range(4):
        s[S_PICKS + q] = -1
    s[S_RND] = 0
    s[S_PHASE] = PICK
    s[S_TURN] = 0


def start_income(s: list[int]) -> None:
    s[S_PHASE] = INCOME
    s[S_TURN] = 0
    s[S_STAGE] = 0


def start_milestone(s: list[int]) -> None:
    """R6.3: award the era's milestone, or go straight to income."""
    if s[S_ERA] > 5:
        start_income(s)
        return
    n = s[S_N]
    m = s[S_FACES + s[S_ERA] - 1]
    out = [0] * 12
    values = [0] * 4
    for q in range(n):
        analyse(s, q, out, 0)
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
            cand |= 1 << q
    for r in range(2):
        if popcount(cand) > 1:
            low = 1 << 30
            for q in range(n):
                if cand >> q & 1 and s[(S_COINS if r == 0 else S_VP) + q] < low:
                    low = s[(S_COINS if r == 0 else S_VP) + q]
            for q in range(n):
                if cand >> q & 1 and s[(S_COINS if r == 0 else S_VP) + q] != low:
                    cand &= ~(1 << q)
    if popcount(cand) != 1:
        start_income(s)
        return
    s[S_PHASE] = MILESTONE_PHASE
    s[S_TURN] = lowbit_index(cand)


def enter_shrink(s: list[int], has: int, x: int, y: int, ret: int) -> None:
    s[S_PHASE] = SHRINK
    s[S_SHASANCH] = has
    s[S_SAX] = x
    s[S_SAY] = y
    s[S_SRET] = ret


def end_war_seat(s: list[int]) -> None:
    seat = s[S_TURN]
    s[S_WOWED] = -1
    s[S_WHASPREV] = 0
    if s[S_WPRUD] and not has_top(s, seat, T_PRUDENTIAL) and not fits(s, seat, 0):
        s[S_WPRUD] = 0
        enter_shrink(s, 0, 0, 0, WAR)
        return
    s[S_WPRUD] = 0
    s[S_TURN] = seat + 1


def end_era(s: list[int]) -> None:
    if s[S_ERA] < 6:
        s[S_ERA] += 1
        start_era(s)
        return
    for q in range(s[S_N]):  # R7.1
        s[S_VP + q] += s[S_COINS + q] // 5
        s[S_COINS + q] = s[S_COINS + q] % 5
    s[S_PHASE] = END
    s[S_TURN] = 0


def settle(s: list[int]) -> None:
    """Automatic transitions until the state is at a decision (engine: _settle)."""
    n = s[S_N]
    fx = [0] * 64
    fy = [0] * 64
    out = [0] * 12
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
                nf = war_options(s, seat, fx, fy)
                if nf == 0 and s[S_WOWED] == 2 and s[S_WHASPREV] == 0:
                    s[S_WOWED] = 1
                    nf = war_options(s, seat, fx, fy)
                if nf > 0:
                    return
            end_war_seat(s)
        elif phase == INCOME:
            seat = s[S_TURN]
            if seat >= n:
                end_era(s)
                continue
            stage = s[S_STAGE]
            if stage == 0:
                analyse(s, seat, out, 1)
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


def place(s: list[int], seat: int, x: int, y: int, code: int) -> int:
    """Put a tile or milestone at (x, y); 1 when R5.7 now asks for a shrink."""
    i = find(s, seat, x, y)
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


def perform(s: list[int], acts: list[int], a: int) -> None:
    """Play action record a of acts (engine: _perform)."""
    seat = s[S_TURN]
    k = AW * a
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
        drop = acts[k + 1]
        for i in range(MAXS - 1, -1, -1):
            if drop >> i & 1:
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
            out = [0] * 12
            for q in range(s[S_N]):
                if q != seat:
                    analyse(s, q, out, 0)
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


def advance(s: list[int], acts: list[int]) -> int:
    """Settle, performing forced single-action decisions; the decision's action count."""
    while True:
        settle(s)
        na = gen(s, acts)
        if na == 1 and s[S_PHASE] != END:
            perform(s, acts, 0)
            continue
        return na


# -- the playout ----------------------------------------------------------------------


def write_move(s: list[int], acts: list[int], a: int, moves: list[int]) -> None:
    """Append action a to the move stream (before it is performed)."""
    k = AW * a
    kind = acts[k]
    moves.append(kind)
    if kind in (A_PICK, A_DISCARD):
        moves.append(acts[k + 1])
    elif kind == A_BUILD:
        moves.extend((acts[k + 1], acts[k + 2], acts[k + 3], acts[k + 4]))
    elif kind == A_SHRINK:
        b = dbase(s[S_TURN])
        drop = acts[k + 1]
        moves.append(popcount(drop))
        for i in range(MAXS):
            if drop >> i & 1:
                moves.extend((s[b + 1 + 4 * i], s[b + 2 + 4 * i]))
    else:
        moves.extend((acts[k + 1], acts[k + 2]))


def greedy(s: list[int], acts: list[int], na: int, sample: int, prng: list[int]) -> int:
    """ai/policies.py greedy_choice: best VP gain among a random sample of actions."""
    idx = list(range(na))
    count = na
    if na > sample:
        count = sample
        for i in range(sample):
            j = i + randrange(prng, 0, na - i)
            t = idx[i]
            idx[i] = idx[j]
            idx[j] = t
    seat = s[S_TURN]
    before = s[S_VP + seat]
    scratch = [0] * (AW * MAXACT)
    best = 0
    best_gain = 0
    for c in range(count):
        child = list(s)
        perform(child, acts, idx[c])
        advance(child, scratch)
        gain = child[S_VP + seat] - before
        if c == 0 or gain > best_gain:
            best = c
            best_gain = gain
    return idx[best]


def load(form: list[int]) -> list[int]:
    """The twin's state list from a compact form (ints, then the RNG halves)."""
    validate(form)
    s = [int(v) for v in form[:SIZE]]
    s.append((int(form[SIZE + 1]) & 0xFFFFFFFF) << 32 | (int(form[SIZE]) & 0xFFFFFFFF))
    return s


def playout(form: list[int], policy: int, epsilon: float, sample: int, depth: int,
            seed: int, record: bool = True) -> tuple[list, list[int]]:
    """Play the form's game to the end; (final VP per seat, move stream).

    ``record=False`` leaves the move stream empty (the AI's rollouts only need scores).

    With ``depth`` > 0 the playout stops after that many decisions and returns
    VP + coins / 5 per seat (ai/games/capital.py evaluate).
    """
    if sample < 1 or not 0 <= policy <= 2:
        raise ValueError("sample must be at least 1 and policy 0, 1 or 2")
    s = load(form)
    prng = [int(seed) & MASK]
    acts = [0] * (AW * MAXACT)
    moves: list[int] = []
    na = advance(s, acts)
    steps = 0
    n = s[S_N]
    while s[S_PHASE] != END:
        if depth > 0 and steps >= depth:
            return [s[S_VP + q] + s[S_COINS + q] / 5.0 for q in range(n)], moves
        if policy == 0 or (policy == 2 and (sm_next(prng, 0) >> 11) * (1.0 / (1 << 53))
                           < epsilon):
            a = randrange(prng, 0, na)
        elif na == 1:
            a = 0
        else:
            a = greedy(s, acts, na, sample, prng)
        if record:
            write_move(s, acts, a, moves)
        perform(s, acts, a)
        na = advance(s, acts)
        steps += 1
    return [s[S_VP + q] for q in range(n)], moves
