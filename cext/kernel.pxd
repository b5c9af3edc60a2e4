# cython: language_level=3
"""C-level region kernel: inline, GIL-free functions on flat int arrays.

Shared by cext/regions.pyx (Python entry points) and the playout modules.

Conventions: a board has ``n`` cells; ``labels[c] < 0`` means "in no region";
``nbr[c * deg + d]`` is the d-th neighbour of c, or -1. Components are numbered
in the order of their lowest cell index. Callers supply every buffer.
"""

cdef inline int components(int n, const int* labels, int deg, const int* nbr,
                           int* comp, int* comp_label, int* stack) noexcept nogil:
    """Connected components of equal non-negative labels; returns their number.

    Not a rule: the generic region kernel (connected components)
    """
    cdef int c, d, x, y, lab, top, ncomp = 0
    for c in range(n):
        comp[c] = -1
    for c in range(n):
        lab = labels[c]
        if lab < 0 or comp[c] >= 0:
            continue
        comp[c] = ncomp
        comp_label[ncomp] = lab
        stack[0] = c
        top = 1
        while top > 0:
            top -= 1
            x = stack[top]
            for d in range(deg):
                y = nbr[x * deg + d]
                if y >= 0 and comp[y] < 0 and labels[y] == lab:
                    comp[y] = ncomp
                    stack[top] = y
                    top += 1
        ncomp += 1
    return ncomp


cdef inline void component_stats(int n, const int* comp, int ncomp, const int* values,
                                 int* sizes, int* sums) noexcept nogil:
    """Cell count and value sum of each component.

    Not a rule: the generic region kernel
    """
    cdef int c, k
    for k in range(ncomp):
        sizes[k] = 0
        sums[k] = 0
    for c in range(n):
        k = comp[c]
        if k >= 0:
            sizes[k] += 1
            sums[k] += values[c]


cdef inline int best_component(int ncomp, const int* comp_label, const int* sizes,
                               const int* sums, int label) noexcept nogil:
    """The component of ``label`` with most cells, then highest sum; -1 if none.

    Not a rule: the generic region kernel
    """
    cdef int k, best = -1
    for k in range(ncomp):
        if comp_label[k] != label:
            continue
        if best < 0 or sizes[k] > sizes[best] or (
                sizes[k] == sizes[best] and sums[k] > sums[best]):
            best = k
    return best


cdef inline void adjacent_counts(int n, const int* comp, int ncomp, const int* comp_label,
                                 int deg, const int* nbr, int target, int* out,
                                 int* seen, int* order, int* start) noexcept nogil:
    """out[k] = number of distinct components labelled ``target`` adjacent to k.

    Scratch: seen[ncomp], order[n], start[ncomp + 1].

    Not a rule: the generic region kernel
    """
    cdef int c, d, k, k2, i, y
    for k in range(ncomp + 1):
        start[k] = 0
    for c in range(n):
        if comp[c] >= 0:
            start[comp[c] + 1] += 1
    for k in range(ncomp):
        start[k + 1] += start[k]
        seen[k] = -1
        out[k] = 0
    for c in range(n):
        k = comp[c]
        if k >= 0:
            order[start[k]] = c
            start[k] += 1
    # start[k] is now the end of k's cells; the begin is start[k-1] (0 for k=0)
    for k in range(ncomp):
        i = 0 if k == 0 else start[k - 1]
        while i < start[k]:
            c = order[i]
            for d in range(deg):
                y = nbr[c * deg + d]
                if y < 0:
                    continue
                k2 = comp[y]
                if k2 >= 0 and k2 != k and comp_label[k2] == target and seen[k2] != k:
                    seen[k2] = k
                    out[k] += 1
            i += 1


cdef inline void owner_stats(int n, const int* comp, int ncomp, const int* owner,
                             const int* weight, const int* key, int np,
                             int* totals, int* tallest, int* tkey) noexcept nogil:
    """Per component and owner: summed weight, tallest weight, highest key at that weight.

    Arrays totals/tallest/tkey have ncomp * np entries; owner < 0 means unowned.

    Not a rule: the generic region kernel (per-owner totals for majority)
    """
    cdef int c, k, p, j
    for j in range(ncomp * np):
        totals[j] = 0
        tallest[j] = 0
        tkey[j] = -1
    for c in range(n):
        k = comp[c]
        p = owner[c]
        if k < 0 or p < 0:
            continue
        j = k * np + p
        totals[j] += weight[c]
        if weight[c] > tallest[j] or (weight[c] == tallest[j] and key[c] > tkey[j]):
            tallest[j] = weight[c]
            tkey[j] = key[c]


cdef inline void majority(int ncomp, const int* sizes, int min_size, int np,
                          const int* totals, const int* tallest, const int* tkey,
                          int* scores, int* first) noexcept nogil:
    """Majority scoring per region (Ginkgopolis R10.2), added into scores[np].

    A region of at least ``min_size`` cells: contenders own weight >= 1. First place:
    most weight, then own tallest, then highest key at that height; it scores the
    region total (2x its own weight when alone). Every other contender with the
    next-highest weight scores its own weight. first[k] = winner or -1.

    Twin: game.rules.ginkgopolis.scoring.rank_district (§10.2)
    """
    cdef int k, p, b, j, ncont, total, second
    for k in range(ncomp):
        first[k] = -1
        if sizes[k] < min_size:
            continue
        b = -1
        ncont = 0
        total = 0
        for p in range(np):
            j = k * np + p
            if totals[j] < 1:
                continue
            ncont += 1
            total += totals[j]
            if b < 0:
                b = p
                continue
            if totals[j] > totals[k * np + b] or (
                totals[j] == totals[k * np + b] and (
                    tallest[j] > tallest[k * np + b] or (
                        tallest[j] == tallest[k * np + b] and tkey[j] > tkey[k * np + b]))):
                b = p
        if b < 0:
            continue
        first[k] = b
        if ncont == 1:
            scores[b] += 2 * totals[k * np + b]
            continue
        scores[b] += total
        second = 0
        for p in range(np):
            if p != b and totals[k * np + p] > second:
                second = totals[k * np + p]
        for p in range(np):
            if p != b and second >= 1 and totals[k * np + p] == second:
                scores[p] += second


cdef inline void grid_neighbours(int w, int h, bint hexagonal, int* nbr) noexcept nogil:
    """Neighbour table of a w x h grid, cell index y * w + x.

    Hex grids use axial (q=x, r=y) with directions E, NE, NW, W, SW, SE (Akropolis
    R2.2); square grids use E, N, W, S. Deg is 6 or 4; off-grid is -1.

    Not a rule: the grid's neighbour table (the directions of R2.2)
    """
    cdef int x, y, d, nx, ny, deg
    cdef int hx[6]
    cdef int hy[6]
    cdef int sx[4]
    cdef int sy[4]
    hx[:] = [1, 1, 0, -1, -1, 0]
    hy[:] = [0, -1, -1, 0, 1, 1]
    sx[:] = [1, 0, -1, 0]
    sy[:] = [0, -1, 0, 1]
    deg = 6 if hexagonal else 4
    for y in range(h):
        for x in range(w):
            for d in range(deg):
                if hexagonal:
                    nx = x + hx[d]
                    ny = y + hy[d]
                else:
                    nx = x + sx[d]
                    ny = y + sy[d]
                if 0 <= nx < w and 0 <= ny < h:
                    nbr[(y * w + x) * deg + d] = ny * w + nx
                else:
                    nbr[(y * w + x) * deg + d] = -1
