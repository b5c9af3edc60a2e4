"""Pure-Python twin of the region kernel (cext/kernel.pxd, cext/scorers.pxd, regions.pyx).

Same functions, same arguments, same algorithm and the same results as the compiled
``cext.regions``. The ``_k_*`` and ``_s_*`` functions mirror the C-level ones loop
for loop (flat int lists, caller-given buffers); the public functions mirror the
Python entry points of regions.pyx.
"""

from __future__ import annotations

from collections.abc import Sequence

COMPILED = False

Ints = Sequence[int]

# Akropolis kinds (scorers.pxd)
AK_EMPTY, AK_HOUSE, AK_MARKET, AK_BARRACKS, AK_TEMPLE, AK_GARDEN = range(6)
AK_HOUSE_PLAZA, AK_MARKET_PLAZA, AK_BARRACKS_PLAZA, AK_TEMPLE_PLAZA = range(6, 10)
AK_GARDEN_PLAZA, AK_QUARRY = 10, 11
_PARK = (0, 1, 2, 4, 5, 7, 9, 12, 15, 18, 22)
_HEX_DX = (1, 1, 0, -1, -1, 0)
_HEX_DY = (0, -1, -1, 0, 1, 1)
_SQ_DX = (1, 0, -1, 0)
_SQ_DY = (0, -1, 0, 1)


# ---- kernel twins ---------------------------------------------------------------


def _k_components(n: int, labels: Ints, deg: int, nbr: Ints, comp: list[int],
                  comp_label: list[int], stack: list[int]) -> int:
    ncomp = 0
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


def _k_component_stats(n: int, comp: Ints, ncomp: int, values: Ints, sizes: list[int],
                       sums: list[int]) -> None:
    for k in range(ncomp):
        sizes[k] = 0
        sums[k] = 0
    for c in range(n):
        k = comp[c]
        if k >= 0:
            sizes[k] += 1
            sums[k] += values[c]


def _k_best_component(ncomp: int, comp_label: Ints, sizes: Ints, sums: Ints,
                      label: int) -> int:
    best = -1
    for k in range(ncomp):
        if comp_label[k] != label:
            continue
        if best < 0 or sizes[k] > sizes[best] or (
                sizes[k] == sizes[best] and sums[k] > sums[best]):
            best = k
    return best


def _k_adjacent_counts(n: int, comp: Ints, ncomp: int, comp_label: Ints, deg: int,
                       nbr: Ints, target: int, out: list[int], seen: list[int],
                       order: list[int], start: list[int]) -> None:
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


def _k_owner_stats(n: int, comp: Ints, ncomp: int, owner: Ints, weight: Ints, key: Ints,
                   np: int, totals: list[int], tallest: list[int],
                   tkey: list[int]) -> None:
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


def _k_majority(ncomp: int, sizes: Ints, min_size: int, np: int, totals: Ints,
                tallest: Ints, tkey: Ints, scores: list[int], first: list[int]) -> None:
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
            jb = k * np + b
            if totals[j] > totals[jb] or (
                totals[j] == totals[jb] and (
                    tallest[j] > tallest[jb] or (
                        tallest[j] == tallest[jb] and tkey[j] > tkey[jb]))):
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


def _k_grid_neighbours(w: int, h: int, hexagonal: bool, nbr: list[int]) -> None:
    deg = 6 if hexagonal else 4
    dx = _HEX_DX if hexagonal else _SQ_DX
    dy = _HEX_DY if hexagonal else _SQ_DY
    for y in range(h):
        for x in range(w):
            for d in range(deg):
                nx = x + dx[d]
                ny = y + dy[d]
                if 0 <= nx < w and 0 <= ny < h:
                    nbr[(y * w + x) * deg + d] = ny * w + nx
                else:
                    nbr[(y * w + x) * deg + d] = -1


# ---- scorer twins ---------------------------------------------------------------


def _ak_stars(kind: int) -> int:
    if kind == AK_HOUSE_PLAZA:
        return 1
    if kind == AK_GARDEN_PLAZA:
        return 3
    if AK_MARKET_PLAZA <= kind <= AK_TEMPLE_PLAZA:
        return 2
    return 0


def _s_akropolis_vs(w: int, h: int, kind: Ints, level: Ints, nbr: Ints, variants: int,
                    barracks_outside: bool, lake_enclosed: bool, vals: list[int],
                    stars: list[int]) -> None:
    n = w * h
    lab = [0] * n
    comp = [0] * n
    clab = [0] * n
    stack = [0] * n
    sizes = [0] * n
    sums = [0] * n
    ecomp = [0] * n
    eclab = [0] * n
    esizes = [0] * n
    esums = [0] * n
    eout = [0] * n
    for t in range(6):
        stars[t] = 0
        vals[t] = 0
    for c in range(n):
        lab[c] = 0 if kind[c] == AK_HOUSE else -1
    ncomp = _k_components(n, lab, 6, nbr, comp, clab, stack)
    _k_component_stats(n, comp, ncomp, level, sizes, sums)
    k = _k_best_component(ncomp, clab, sizes, sums, 0)
    if k >= 0:
        vals[AK_HOUSE] = sums[k]
        if (variants & 1) and sums[k] >= 10:
            vals[AK_HOUSE] = 2 * sums[k]
    necomp = 0
    if barracks_outside or (variants & 16):
        for c in range(n):
            lab[c] = 0 if kind[c] == AK_EMPTY else -1
        necomp = _k_components(n, lab, 6, nbr, ecomp, eclab, stack)
        _k_component_stats(n, ecomp, necomp, lab, esizes, esums)
        for k in range(necomp):
            eout[k] = 0
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
    for c in range(n):
        t = kind[c]
        if t in (AK_EMPTY, AK_QUARRY):
            continue
        if t >= AK_HOUSE_PLAZA:
            stars[t - 5] += _ak_stars(t)
            continue
        val = level[c]
        if t == AK_MARKET:
            ok = 1
            v = 0
            for d in range(6):
                y = nbr[c * 6 + d]
                if y >= 0 and kind[y] == AK_MARKET:
                    ok = 0
                if y >= 0 and kind[y] == AK_MARKET_PLAZA:
                    v = 1
            if ok:
                vals[t] += 2 * val if (variants & 2) and v else val
        elif t == AK_BARRACKS:
            cnt = 0
            for d in range(6):
                y = nbr[c * 6 + d]
                if y < 0 or (kind[y] == AK_EMPTY and (not barracks_outside or eout[ecomp[y]])):
                    cnt += 1
            if cnt >= 1:
                vals[t] += 2 * val if (variants & 4) and cnt >= 3 else val
        elif t == AK_TEMPLE:
            ok = 1
            for d in range(6):
                y = nbr[c * 6 + d]
                if y < 0 or kind[y] == AK_EMPTY:
                    ok = 0
            if ok:
                vals[t] += 2 * val if (variants & 8) and val >= 2 else val
        elif t == AK_GARDEN:
            v = 0
            for d in range(6 if variants & 16 else 0):
                y = nbr[c * 6 + d]
                if y >= 0 and kind[y] == AK_EMPTY and not eout[ecomp[y]] and (
                        lake_enclosed or esizes[ecomp[y]] == 1):
                    v = 1
            vals[t] += 2 * val if (variants & 16) and v else val


def _s_akropolis_city(w: int, h: int, kind: Ints, level: Ints, nbr: Ints, variants: int,
                      barracks_outside: bool, lake_enclosed: bool, stones: int,
                      out: list[int], scratch: list[int]) -> None:
    stars = [0] * 6
    vals = [0] * 6
    _s_akropolis_vs(w, h, kind, level, nbr, variants, barracks_outside, lake_enclosed, vals,
                    stars)
    out[0] = stones
    for t in range(1, 6):
        out[t] = vals[t] * stars[t]
        out[0] += out[t]
    out[6] = stones


def _s_capital_quarters(n: int, labels: Ints, values: Ints, nbr: Ints,
                        out: list[int]) -> None:
    comp = [0] * n
    clab = [0] * n
    stack = [0] * n
    sizes = [0] * n
    sums = [0] * n
    adj_r = [0] * n
    adj_i = [0] * n
    seen = [0] * n
    order = [0] * n
    start = [0] * (n + 1)
    for t in range(14):
        out[t] = 0
    ncomp = _k_components(n, labels, 4, nbr, comp, clab, stack)
    _k_component_stats(n, comp, ncomp, values, sizes, sums)
    _k_adjacent_counts(n, comp, ncomp, clab, 4, nbr, 1, adj_r, seen, order, start)
    _k_adjacent_counts(n, comp, ncomp, clab, 4, nbr, 4, adj_i, seen, order, start)
    for k in range(ncomp):
        t = clab[k]
        if t > 4:
            continue
        out[t] += 1
        if t == 0:
            vp = _PARK[adj_r[k] if adj_r[k] < 10 else 10]
            if vp > out[5]:
                out[6] = out[5]
                out[5] = vp
            elif vp > out[6]:
                out[6] = vp
            if adj_i[k] > 0:
                out[12] += 1
        elif t == 1:
            if adj_i[k] > 0:
                out[11] += 1
        elif t == 2:
            out[7] += adj_r[k]
            if adj_r[k] > out[8]:
                out[8] = adj_r[k]
        elif t == 3:
            out[9] += sums[k]
            if adj_i[k] > 0:
                out[13] += 1
        else:
            out[10] += sums[k]


def _s_ginkgo_districts(n: int, colour: Ints, height: Ints, owner: Ints, number: Ints,
                        deg: int, nbr: Ints, np: int, scores: list[int],
                        firsts: list[int]) -> None:
    comp = [0] * n
    clab = [0] * n
    stack = [0] * n
    sizes = [0] * n
    sums = [0] * n
    first = [0] * n
    totals = [0] * (n * np)
    tallest = [0] * (n * np)
    tkey = [0] * (n * np)
    ncomp = _k_components(n, colour, deg, nbr, comp, clab, stack)
    _k_component_stats(n, comp, ncomp, height, sizes, sums)
    _k_owner_stats(n, comp, ncomp, owner, height, number, np, totals, tallest, tkey)
    _k_majority(ncomp, sizes, 2, np, totals, tallest, tkey, scores, first)
    for k in range(ncomp):
        if first[k] >= 0:
            firsts[first[k] * 3 + clab[k]] += 1


# ---- public API (same as regions.pyx) -------------------------------------------


def grid_neighbours(w: int, h: int, hexagonal: bool) -> list[int]:
    """Neighbour table (list) of a w x h hex (6) or square (4) grid; -1 off-grid."""
    nbr = [0] * (w * h * (6 if hexagonal else 4))
    _k_grid_neighbours(w, h, hexagonal, nbr)
    return nbr


def components(labels: Ints, nbr: Ints, deg: int) -> tuple[list[int], list[int]]:
    """(comp, comp_label): component of each cell (-1 if label < 0), label of each."""
    n = len(labels)
    if len(nbr) < n * deg:
        raise ValueError("neighbour table too short")
    comp = [0] * n
    clab = [0] * n
    ncomp = _k_components(n, labels, deg, nbr, comp, clab, [0] * n)
    return comp, clab[:ncomp]


def component_stats(comp: Ints, ncomp: int, values: Ints) -> tuple[list[int], list[int]]:
    """(sizes, sums): cell count and value sum per component."""
    n = len(comp)
    if len(values) < n:
        raise ValueError("values too short")
    sizes = [0] * ncomp
    sums = [0] * ncomp
    _k_component_stats(n, comp, ncomp, values, sizes, sums)
    return sizes, sums


def best_component(comp_label: Ints, sizes: Ints, sums: Ints, label: int) -> int:
    """Index of the component of ``label`` with most cells, then highest sum; -1 if none."""
    if comp_label and (len(sizes) < len(comp_label) or len(sums) < len(comp_label)):
        raise ValueError("sizes or sums too short")
    return _k_best_component(len(comp_label), comp_label, sizes, sums, label)


def adjacent_counts(comp: Ints, comp_label: Ints, nbr: Ints, deg: int,
                    target: int) -> list[int]:
    """Per component: the number of distinct adjacent components labelled ``target``."""
    n = len(comp)
    ncomp = len(comp_label)
    if len(nbr) < n * deg:
        raise ValueError("neighbour table too short")
    out = [0] * ncomp
    if ncomp == 0:
        return []
    _k_adjacent_counts(n, comp, ncomp, comp_label, deg, nbr, target, out, [0] * ncomp,
                       [0] * n, [0] * (ncomp + 1))
    return out


def region_majority(labels: Ints, nbr: Ints, deg: int, owner: Ints, weight: Ints, key: Ints,
                    nplayers: int, min_size: int) -> tuple[list[int], list[int]]:
    """(scores, first): majority scoring of every region of >= min_size cells."""
    n = len(labels)
    if len(nbr) < n * deg or len(owner) < n or len(weight) < n or len(key) < n:
        raise ValueError("arrays too short")
    comp = [0] * n
    clab = [0] * n
    sizes = [0] * n
    sums = [0] * n
    totals = [0] * (n * nplayers)
    tallest = [0] * (n * nplayers)
    tkey = [0] * (n * nplayers)
    scores = [0] * nplayers
    first = [0] * n
    ncomp = _k_components(n, labels, deg, nbr, comp, clab, [0] * n)
    _k_component_stats(n, comp, ncomp, weight, sizes, sums)
    _k_owner_stats(n, comp, ncomp, owner, weight, key, nplayers, totals, tallest, tkey)
    _k_majority(ncomp, sizes, min_size, nplayers, totals, tallest, tkey, scores, first)
    return scores, first[:ncomp]


def akropolis_city(w: int, h: int, kind: Ints, level: Ints, nbr: Ints, variants: int = 0,
                   barracks_outside: bool = False, lake_enclosed: bool = False,
                   stones: int = 0) -> list[int]:
    """Akropolis city score on a w x h axial window: [total, house, market, barracks,
    temple, garden, stones]."""
    n = w * h
    if n <= 0 or len(kind) < n or len(level) < n or len(nbr) < 6 * n:
        raise ValueError("arrays too short for the window")
    out = [0] * 7
    _s_akropolis_city(w, h, kind, level, nbr, variants, bool(barracks_outside),
                      bool(lake_enclosed), stones, out, [])
    return out


def capital_quarters(labels: Ints, values: Ints, nbr: Ints) -> list[int]:
    """Capital region income figures on a quarter grid (see scorers.capital_quarters)."""
    n = len(labels)
    if n <= 0 or len(values) < n or len(nbr) < 4 * n:
        raise ValueError("arrays too short")
    out = [0] * 14
    _s_capital_quarters(n, labels, values, nbr, out)
    return out


def ginkgo_districts(colour: Ints, height: Ints, owner: Ints, number: Ints, nbr: Ints,
                     deg: int, nplayers: int) -> tuple[list[int], list[int]]:
    """(scores, firsts): Ginkgopolis district points per seat, and per seat and
    colour the number of districts won (firsts[p * 3 + colour])."""
    n = len(colour)
    if n <= 0 or len(height) < n or len(owner) < n or len(number) < n or len(nbr) < deg * n:
        raise ValueError("arrays too short")
    scores = [0] * nplayers
    firsts = [0] * (3 * nplayers)
    _s_ginkgo_districts(n, colour, height, owner, number, deg, nbr, nplayers, scores, firsts)
    return scores, firsts
