# cython: language_level=3
"""C-level region scorers of the three games, built on the kernel (cext/kernel.pxd).

Each works on flat int arrays and touches no Python object. Checked against each
engine's own region scoring (tests/cext/test_boards.py).
"""

from libc.stdint cimport uint64_t
from libc.string cimport memcpy

from cext.kernel cimport (adjacent_counts, best_component, component_stats, components,
                          majority, owner_stats)

cdef inline bint any_of_8(const int* p) noexcept nogil:
    """Whether any of p[0:8] is non-zero (four 64-bit loads).

    Not a rule: a memory test
    """
    cdef uint64_t a, b, c, d
    memcpy(&a, p, 8)
    memcpy(&b, p + 2, 8)
    memcpy(&c, p + 4, 8)
    memcpy(&d, p + 6, 8)
    return (a | b | c | d) != 0


# Akropolis kinds (0 = empty space)
cdef enum:
    AK_EMPTY = 0
    AK_HOUSE = 1
    AK_MARKET = 2
    AK_BARRACKS = 3
    AK_TEMPLE = 4
    AK_GARDEN = 5
    AK_HOUSE_PLAZA = 6
    AK_MARKET_PLAZA = 7
    AK_BARRACKS_PLAZA = 8
    AK_TEMPLE_PLAZA = 9
    AK_GARDEN_PLAZA = 10
    AK_QUARRY = 11


cdef inline int ak_stars(int kind) noexcept nogil:
    """Stars of a plaza kind (R1.1); 0 for anything else.

    Twin: game.rules.akropolis.scoring.evaluate (R1.1, R7.4)
    """
    if kind == AK_HOUSE_PLAZA:
        return 1
    if kind == AK_GARDEN_PLAZA:
        return 3
    if AK_MARKET_PLAZA <= kind <= AK_TEMPLE_PLAZA:
        return 2
    return 0


cdef inline int akropolis_built(int n, const int* kind, int* built) noexcept nogil:
    """List the built spaces of a window of n spaces in index order; their count.

    Not a rule: lists the window's built spaces
    """
    cdef int c = 0, i, nbuilt = 0
    while c + 8 <= n:  # most spaces of the window are empty: look at eight at a time
        if any_of_8(kind + c):
            for i in range(c, c + 8):
                built[nbuilt] = i
                nbuilt += kind[i] != AK_EMPTY
        c += 8
    for i in range(c, n):
        built[nbuilt] = i
        nbuilt += kind[i] != AK_EMPTY
    return nbuilt


cdef inline bint akropolis_ring_empty(int w, int h, const int* kind) noexcept nogil:
    """Whether the window's outermost ring is empty, as akropolis_vs needs.

    Not a rule: checks the window
    """
    cdef int x, r
    if w < 3 or h < 3:
        return False
    for x in range(w):
        if kind[x] != AK_EMPTY or kind[(h - 1) * w + x] != AK_EMPTY:
            return False
    for r in range(h):
        if kind[r * w] != AK_EMPTY or kind[r * w + w - 1] != AK_EMPTY:
            return False
    return True


cdef inline void akropolis_vs(int w, int h, const int* kind, const int* level,
                              const int* nbr, const int* built, int nbuilt,
                              int variants, bint barracks_outside,
                              bint lake_enclosed, int* vals, int* stars,
                              int* scratch) noexcept nogil:
    """Values V and stars S per type (index 1-5 = house ... garden) of one Akropolis
    city (R7, R8, R9) given as a w x h axial window and the list of its built spaces
    (akropolis_built); points are V * S (R7.5).

    The window's outermost ring must be empty (akropolis_ring_empty): it is the box
    of R7.2, and it lets a built space find its neighbours by index offsets, without
    the neighbour table. Variant bits: 1 house, 2 market, 4 barracks, 8 temple, 16
    garden. Only the barracks_edge option and the garden variant (holes matter) label
    the empty spaces, with the neighbour table nbr. Scratch: 11 * w * h; its first
    w * h ints are not used, so the built list may live there.

    The built spaces are looked at in two passes: the first scores markets, barracks,
    temples, gardens and plazas and lists the houses, the second groups the houses.

    Twin: game.rules.akropolis.scoring.evaluate (R7.2, R7.3, R7.4, R7.6, R7.7, R7.8, R7.9, R7.10, R8.1, R9.1, R9.2)
    Twin: game.rules.akropolis.scoring.outside_spaces (R7.2)
    Twin: game.rules.akropolis.scoring.hole_spaces (R7.2)
    """
    cdef int n = w * h
    cdef int* comp = scratch + n       # house group of a house space (-1: not yet)
    cdef int* stack = scratch + 2 * n
    cdef int* lab = scratch + 3 * n
    cdef int* eclab = scratch + 4 * n
    cdef int* esums = scratch + 5 * n
    cdef int* ecomp = scratch + 6 * n
    cdef int* esizes = scratch + 8 * n
    cdef int* eout = scratch + 10 * n
    cdef int* houses = lab  # free once the empty spaces are labelled
    cdef int c, d, y, i, nhouses = 0, ngroups = 0, necomp, x, r, cnt, t, v, val, ok, top
    cdef int size, total, best_size = 0, best_sum = 0
    cdef int off[6]
    off[:] = [1, 1 - w, -w, -1, w - 1, w]  # E, NE, NW, W, SW, SE (R2.2)
    for t in range(6):
        stars[t] = 0
        vals[t] = 0
    # empty spaces: outside when connected to the window's border (R7.2); only the
    # barracks_edge option and the garden variant ask about holes
    necomp = 0
    if barracks_outside or (variants & 16):
        for c in range(n):
            lab[c] = 0 if kind[c] == AK_EMPTY else -1
        necomp = components(n, lab, 6, nbr, ecomp, eclab, stack)
        component_stats(n, ecomp, necomp, lab, esizes, esums)
        for c in range(necomp):
            eout[c] = 0
        for x in range(w):
            if ecomp[x] >= 0:
                eout[ecomp[x]] = 1
            if ecomp[(h - 1) * w + x] >= 0:
                eout[ecomp[(h - 1) * w + x]] = 1
        for r in range(h):
            if ecomp[r * w] >= 0:
                eout[ecomp[r * w]] = 1
            if ecomp[r * w + w - 1] >= 0:
                eout[ecomp[r * w + w - 1]] = 1
    # markets, barracks, temples and gardens (R8), the plazas' stars (R1.1), and the
    # houses listed for their groups
    for i in range(nbuilt):
        c = built[i]
        t = kind[c]
        if t == AK_HOUSE:
            comp[c] = -1
            houses[nhouses] = c
            nhouses += 1
            continue
        if t == AK_QUARRY:
            continue
        if t >= AK_HOUSE_PLAZA:
            if t <= AK_GARDEN_PLAZA:  # no other code has a slot in stars
                stars[t - 5] += ak_stars(t)
            continue
        val = level[c]
        if t == AK_MARKET:
            ok = 1
            v = 0
            for d in range(6):
                y = kind[c + off[d]]
                ok &= y != AK_MARKET
                v |= y == AK_MARKET_PLAZA
            if ok:
                vals[t] += 2 * val if (variants & 2) and v else val
        elif t == AK_BARRACKS:
            cnt = 0
            for d in range(6):
                y = c + off[d]
                if kind[y] == AK_EMPTY and (not barracks_outside or eout[ecomp[y]]):
                    cnt += 1
            if cnt >= 1:
                vals[t] += 2 * val if (variants & 4) and cnt >= 3 else val
        elif t == AK_TEMPLE:
            ok = 1
            for d in range(6):
                ok &= kind[c + off[d]] != AK_EMPTY
            if ok:
                vals[t] += 2 * val if (variants & 8) and val >= 2 else val
        elif t == AK_GARDEN:
            v = 0
            for d in range(6 if variants & 16 else 0):
                y = c + off[d]
                if kind[y] == AK_EMPTY and not eout[ecomp[y]] and (
                        lake_enclosed or esizes[ecomp[y]] == 1):
                    v = 1
            vals[t] += 2 * val if (variants & 16) and v else val
    # houses: the largest group, then the most valuable one (R7.6)
    for i in range(nhouses):
        c = houses[i]
        if comp[c] >= 0:
            continue
        comp[c] = ngroups
        stack[0] = c
        top = 1
        size = 0
        total = 0
        while top > 0:
            top -= 1
            x = stack[top]
            size += 1
            total += level[x]
            for d in range(6):
                y = x + off[d]
                if kind[y] == AK_HOUSE and comp[y] < 0:
                    comp[y] = ngroups
                    stack[top] = y
                    top += 1
        ngroups += 1
        if size > best_size or (size == best_size and total > best_sum):
            best_size = size
            best_sum = total
    if ngroups:
        vals[AK_HOUSE] = best_sum
        if (variants & 1) and best_sum >= 10:
            vals[AK_HOUSE] = 2 * best_sum


cdef inline void akropolis_city(int w, int h, const int* kind, const int* level,
                                const int* nbr, const int* built, int nbuilt,
                                int variants, bint barracks_outside,
                                bint lake_enclosed, int stones, int* out,
                                int* scratch) noexcept nogil:
    """Score one Akropolis city (see akropolis_vs): out[7] = total, house, market,
    barracks, temple, garden, stones. Scratch: 11 * w * h.

    Twin: game.rules.akropolis.scoring.total (R7.5, R7.11, R7.12)
    """
    cdef int stars[6]
    cdef int vals[6]
    cdef int t
    akropolis_vs(w, h, kind, level, nbr, built, nbuilt, variants, barracks_outside,
                 lake_enclosed, vals, stars, scratch)
    out[0] = stones
    for t in range(1, 6):
        out[t] = vals[t] * stars[t]
        out[0] += out[t]
    out[6] = stones


cdef inline void capital_quarters(int n, const int* labels, const int* values,
                                  const int* nbr, int* out, int* scratch) noexcept nogil:
    """Region part of a Capital income phase (R6.4 steps 1-4) on a quarter grid.

    labels: -1 empty, 0 park, 1 residential, 2 commerce, 3 culture, 4 industry, and a
    distinct label >= 5 per whole tile (it never merges). values: printed U/I values.
    Square neighbours (deg 4). out[14]: regions of P R C U I; best and second-best
    park VP; commerce coins and the best commerce region's coins; culture VP; industry
    coins; residential, park and culture regions adjacent to industry. Scratch 10n+1.

    One breadth-first pass finds the regions (their cells listed together, value sums
    on the way); one more pass over the cells of the regions that need it counts the
    distinct residential and industry regions next to each.

    Twin: game.rules.capital.regions.regions (R1.9)
    Twin: game.rules.capital.scoring.park_scores (R6.4)
    Twin: game.rules.capital.scoring.commerce_scores (R6.4)
    """
    cdef int* comp = scratch
    cdef int* clab = scratch + n
    cdef int* order = scratch + 2 * n
    cdef int* sums = scratch + 3 * n
    cdef int* seen = scratch + 4 * n
    cdef int* start = scratch + 5 * n  # n + 1
    cdef int c, d, i, k, k2, t, x, y, lab, vp, pos = 0, ncomp = 0, total, adj_r, adj_i
    cdef int park[11]
    park[:] = [0, 1, 2, 4, 5, 7, 9, 12, 15, 18, 22]
    for t in range(14):
        out[t] = 0
    for c in range(n):
        comp[c] = -1
    for c in range(n):
        lab = labels[c]
        if lab < 0 or comp[c] >= 0:
            continue
        start[ncomp] = pos
        comp[c] = ncomp
        clab[ncomp] = lab
        order[pos] = c
        pos += 1
        i = start[ncomp]
        total = 0
        while i < pos:  # the region's cells so far are the queue
            x = order[i]
            i += 1
            total += values[x]
            for d in range(4):
                y = nbr[x * 4 + d]
                if y >= 0 and comp[y] < 0 and labels[y] == lab:
                    comp[y] = ncomp
                    order[pos] = y
                    pos += 1
        sums[ncomp] = total
        seen[ncomp] = -1
        ncomp += 1
    start[ncomp] = pos
    for k in range(ncomp):
        t = clab[k]
        if t > 4:
            continue
        out[t] += 1
        if t == 4:
            out[10] += sums[k]
            continue
        adj_r = 0
        adj_i = 0
        for i in range(start[k], start[k + 1]):
            x = order[i]
            for d in range(4):
                y = nbr[x * 4 + d]
                if y < 0:
                    continue
                k2 = comp[y]
                if k2 < 0 or k2 == k or seen[k2] == k:
                    continue
                if clab[k2] == 1:
                    seen[k2] = k
                    adj_r += 1
                elif clab[k2] == 4:
                    seen[k2] = k
                    adj_i += 1
        if t == 0:
            vp = park[adj_r if adj_r < 10 else 10]
            if vp > out[5]:
                out[6] = out[5]
                out[5] = vp
            elif vp > out[6]:
                out[6] = vp
            if adj_i > 0:
                out[12] += 1
        elif t == 1:
            if adj_i > 0:
                out[11] += 1
        elif t == 2:
            out[7] += adj_r
            if adj_r > out[8]:
                out[8] = adj_r
        else:
            out[9] += sums[k]
            if adj_i > 0:
                out[13] += 1


cdef inline void ginkgo_districts(int n, const int* colour, const int* height,
                                  const int* owner, const int* number, int deg,
                                  const int* nbr, int np, int* scores, int* firsts,
                                  int* scratch) noexcept nogil:
    """Ginkgopolis districts (R10.1, R10.2): majority points added into scores[np].

    colour: -1 no building, else 0..2; owner: -1 unowned. firsts[p * 3 + colour]
    counts the districts of that colour where p took first place (card 13).
    Scratch: 6n + 3 * n * np.

    Twin: game.rules.ginkgopolis.scoring.districts (§10.1)
    Twin: game.rules.ginkgopolis.scoring.rank_district (§10.2)
    """
    cdef int* comp = scratch
    cdef int* clab = scratch + n
    cdef int* stack = scratch + 2 * n
    cdef int* sizes = scratch + 3 * n
    cdef int* sums = scratch + 4 * n
    cdef int* first = scratch + 5 * n
    cdef int* totals = scratch + 6 * n
    cdef int* tallest = scratch + 6 * n + n * np
    cdef int* tkey = scratch + 6 * n + 2 * n * np
    cdef int k, ncomp
    ncomp = components(n, colour, deg, nbr, comp, clab, stack)
    component_stats(n, comp, ncomp, height, sizes, sums)
    owner_stats(n, comp, ncomp, owner, height, number, np, totals, tallest, tkey)
    majority(ncomp, sizes, 2, np, totals, tallest, tkey, scores, first)
    for k in range(ncomp):
        if first[k] >= 0:
            firsts[first[k] * 3 + clab[k]] += 1
