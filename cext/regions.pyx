# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Region kernel, compiled: Python entry points over cext/kernel.pxd and cext/scorers.pxd.

Tested against each engine's own region scoring (tests/cext/test_boards.py). Arguments are
int sequences (array('i') is used as is; anything else is converted). Work runs
with the GIL released.
"""

from cpython cimport array

from cpython.list cimport PyList_New, PyList_SET_ITEM
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.ref cimport Py_INCREF

from cext.kernel cimport (adjacent_counts as k_adjacent_counts,
                          best_component as k_best_component,
                          component_stats as k_component_stats,
                          components as k_components,
                          grid_neighbours as k_grid_neighbours,
                          majority as k_majority, owner_stats as k_owner_stats)
from cext.scorers cimport akropolis_built as s_akropolis_built
from cext.scorers cimport akropolis_city as s_akropolis_city
from cext.scorers cimport akropolis_ring_empty as s_akropolis_ring_empty
from cext.scorers cimport capital_quarters as s_capital_quarters
from cext.scorers cimport ginkgo_districts as s_ginkgo_districts

COMPILED = True


cdef enum:
    STACK_INTS = 4096  # scratch on the C stack for boards up to this size


cdef inline array.array _ints(object seq):
    """seq as an array('i') (the same object when it already is one).

    Not a rule: argument conversion
    """
    if type(seq) is array.array and (<array.array> seq).ob_descr.typecode == c'i':
        return <array.array> seq
    return array.array("i", seq)


cdef int _window_size(int w, int h, Py_ssize_t have) except -1:
    """w * h, after checking that it is a sane window size (each side 1 to 4096, so
    that no index overflows) and that ``have`` values cover it.

    Not a rule: argument checks
    """
    if not (0 < w <= 4096 and 0 < h <= 4096) or have < w * h:
        raise ValueError("arrays too short for the window")
    return w * h


cdef int _akropolis_window(int w, int h, array.array kind, level, nbr) except -1:
    """w * h, after the checks every Akropolis entry point makes: a sane window
    (_window_size) covered by kind, level and a 6-neighbour table, with its outer
    ring empty (the kernel finds neighbours by index steps).

    Not a rule: argument checks
    """
    cdef int n = _window_size(w, h, min(len(kind), len(level), len(nbr) // 6))
    if not s_akropolis_ring_empty(w, h, kind.data.as_ints):
        raise ValueError("the window's outer ring must be empty")
    return n


cdef int _check_indices(array.array a, int n) except -1:
    """len(a), after checking that it holds at most n indices, each in range(n).

    Not a rule: argument checks
    """
    cdef Py_ssize_t i, count = len(a)
    cdef int* p = a.data.as_ints
    if count > n:
        raise ValueError("more built spaces than the window has")
    for i in range(count):
        if not 0 <= p[i] < n:
            raise ValueError("a built space outside the window")
    return <int> count


def akropolis_built(int w, int h, kind):
    """Indices of the built (non-zero) spaces of a w x h window, in index order.

    Not a rule: lists the window's built spaces
    """
    cdef array.array kd = _ints(kind)
    cdef int n = _window_size(w, h, len(kd))
    cdef array.array out = array.array("i", bytes(4 * n))
    cdef int count
    with nogil:
        count = s_akropolis_built(n, kd.data.as_ints, out.data.as_ints)
    return _int_list(out.data.as_ints, count)


cdef inline int* _p(array.array a) noexcept:
    """Not a rule: memory"""
    return a.data.as_ints


cdef int* _scratch(Py_ssize_t size, int* local) except NULL:
    """``local`` (STACK_INTS ints on the caller's stack) when big enough, else the heap.

    Not a rule: memory
    """
    if size <= STACK_INTS:
        return local
    cdef int* buf = <int*> PyMem_Malloc(max(size, 1) * sizeof(int))
    if buf == NULL:
        raise MemoryError()
    return buf


cdef inline void _release(int* buf, int* local) noexcept:
    """Not a rule: memory"""
    if buf != local:
        PyMem_Free(buf)


cdef list _int_list(const int* values, Py_ssize_t n):
    """values[0:n] as a list, sized once (a comprehension grows it by appends).

    Not a rule: conversion
    """
    cdef list out = PyList_New(n)
    cdef object item
    cdef Py_ssize_t k
    for k in range(n):
        item = values[k]
        Py_INCREF(item)  # SET_ITEM steals the reference the list keeps
        PyList_SET_ITEM(out, k, item)
    return out


def grid_neighbours(int w, int h, bint hexagonal):
    """Neighbour table (list) of a w x h hex (6) or square (4) grid; -1 off-grid.

    Not a rule: the grid's neighbour table (the kernel's Python entry)
    """
    cdef int deg = 6 if hexagonal else 4
    cdef array.array out = array.array("i", bytes(4 * w * h * deg))
    if w * h > 0:
        with nogil:
            k_grid_neighbours(w, h, hexagonal, out.data.as_ints)
    return out.tolist()


def components(labels, nbr, int deg):
    """(comp, comp_label): component of each cell (-1 if label < 0), label of each.

    Not a rule: the generic region kernel's Python entry (tests)
    """
    cdef array.array lab = _ints(labels)
    cdef array.array nb = _ints(nbr)
    cdef int n = len(lab)
    if len(nb) < n * deg:
        raise ValueError("neighbour table too short")
    cdef array.array comp = array.array("i", bytes(4 * n))
    cdef array.array clab = array.array("i", bytes(4 * n))
    cdef int local[STACK_INTS]
    cdef int* stack = _scratch(n, local)
    cdef int ncomp = 0
    if n > 0:
        with nogil:
            ncomp = k_components(n, lab.data.as_ints, deg, nb.data.as_ints, comp.data.as_ints, clab.data.as_ints, stack)
    _release(stack, local)
    return comp.tolist(), clab.tolist()[:ncomp]


def component_stats(comp, int ncomp, values):
    """(sizes, sums): cell count and value sum per component.

    Not a rule: the generic region kernel's Python entry (tests)
    """
    cdef array.array c = _ints(comp)
    cdef array.array v = _ints(values)
    cdef int n = len(c)
    if len(v) < n:
        raise ValueError("values too short")
    cdef array.array sizes = array.array("i", bytes(4 * ncomp))
    cdef array.array sums = array.array("i", bytes(4 * ncomp))
    if n > 0 and ncomp > 0:
        with nogil:
            k_component_stats(n, c.data.as_ints, ncomp, v.data.as_ints, sizes.data.as_ints, sums.data.as_ints)
    return sizes.tolist(), sums.tolist()


def best_component(comp_label, sizes, sums, int label):
    """Index of the component of ``label`` with most cells, then highest sum; -1 if none.

    Not a rule: the generic region kernel's Python entry (tests)
    """
    cdef array.array cl = _ints(comp_label)
    cdef array.array s = _ints(sizes)
    cdef array.array t = _ints(sums)
    cdef int ncomp = len(cl)
    if ncomp == 0:
        return -1
    if len(s) < ncomp or len(t) < ncomp:
        raise ValueError("sizes or sums too short")
    return k_best_component(ncomp, cl.data.as_ints, s.data.as_ints, t.data.as_ints, label)


def adjacent_counts(comp, comp_label, nbr, int deg, int target):
    """Per component: the number of distinct adjacent components labelled ``target``.

    Not a rule: the generic region kernel's Python entry (tests)
    """
    cdef array.array c = _ints(comp)
    cdef array.array cl = _ints(comp_label)
    cdef array.array nb = _ints(nbr)
    cdef int n = len(c)
    cdef int ncomp = len(cl)
    if len(nb) < n * deg:
        raise ValueError("neighbour table too short")
    if ncomp == 0:
        return []
    cdef array.array out = array.array("i", bytes(4 * ncomp))
    cdef int local[STACK_INTS]
    cdef int* buf = _scratch(2 * ncomp + n + 1, local)
    with nogil:
        k_adjacent_counts(n, c.data.as_ints, ncomp, cl.data.as_ints, deg, nb.data.as_ints, target, out.data.as_ints,
                          buf, buf + ncomp, buf + ncomp + n)
    _release(buf, local)
    return out.tolist()


def region_majority(labels, nbr, int deg, owner, weight, key, int nplayers, int min_size):
    """(scores, first): majority scoring of every region of >= min_size cells.

    See kernel.majority: contenders own weight >= 1; first place by weight, own
    tallest, key; first[k] is the winner of component k or -1.

    Not a rule: the generic region kernel's Python entry (tests)
    """
    cdef array.array lab = _ints(labels)
    cdef array.array nb = _ints(nbr)
    cdef array.array ow = _ints(owner)
    cdef array.array wt = _ints(weight)
    cdef array.array ky = _ints(key)
    cdef int n = len(lab)
    if len(nb) < n * deg or len(ow) < n or len(wt) < n or len(ky) < n:
        raise ValueError("arrays too short")
    cdef array.array scores = array.array("i", bytes(4 * nplayers))
    cdef array.array first = array.array("i", bytes(4 * max(n, 1)))
    cdef int local[STACK_INTS]
    cdef int* buf = _scratch(5 * n + 3 * n * nplayers, local)
    cdef int ncomp = 0
    if n > 0:
        with nogil:
            ncomp = k_components(n, lab.data.as_ints, deg, nb.data.as_ints, buf, buf + n, buf + 2 * n)
            k_component_stats(n, buf, ncomp, wt.data.as_ints, buf + 3 * n, buf + 4 * n)
            k_owner_stats(n, buf, ncomp, ow.data.as_ints, wt.data.as_ints, ky.data.as_ints, nplayers, buf + 5 * n,
                          buf + 5 * n + n * nplayers, buf + 5 * n + 2 * n * nplayers)
            k_majority(ncomp, buf + 3 * n, min_size, nplayers, buf + 5 * n,
                       buf + 5 * n + n * nplayers, buf + 5 * n + 2 * n * nplayers,
                       scores.data.as_ints, first.data.as_ints)
    _release(buf, local)
    return scores.tolist(), first.tolist()[:ncomp]


def akropolis_city(int w, int h, kind, level, nbr, int variants=0,
                   bint barracks_outside=False, bint lake_enclosed=False, int stones=0,
                   built=None):
    """Akropolis city score on a w x h axial window whose outer ring is empty: [total,
    house, market, barracks, temple, garden, stones]. ``built``: the indices of the
    window's built spaces, as ``akropolis_built`` lists them (found here if None).

    Twin: game.rules.akropolis.scoring.evaluate (R7.5)
    Twin: game.rules.akropolis.scoring.flat_breakdown (R10.4)
    """
    cdef array.array kd = _ints(kind)
    cdef array.array lv = _ints(level)
    cdef array.array nb = _ints(nbr)
    cdef array.array bl
    cdef int n = _akropolis_window(w, h, kd, lv, nb)
    cdef int nbuilt = 0
    cdef int* listed = NULL
    if built is not None:
        bl = _ints(built)
        nbuilt = _check_indices(bl, n)
        listed = bl.data.as_ints
    cdef int out[7]
    cdef int local[STACK_INTS]
    cdef int* buf = _scratch(11 * n, local)
    with nogil:
        if listed == NULL:
            nbuilt = s_akropolis_built(n, kd.data.as_ints, buf)
            listed = buf
        s_akropolis_city(w, h, kd.data.as_ints, lv.data.as_ints, nb.data.as_ints, listed,
                         nbuilt, variants, barracks_outside, lake_enclosed, stones, out, buf)
    _release(buf, local)
    return [out[0], out[1], out[2], out[3], out[4], out[5], out[6]]


def capital_quarters(labels, values, nbr):
    """Capital region income figures on a quarter grid (see scorers.capital_quarters).

    Twin: game.rules.capital.scoring.auto_income (R6.4)
    """
    cdef array.array lab = _ints(labels)
    cdef array.array v = _ints(values)
    cdef array.array nb = _ints(nbr)
    cdef int n = len(lab)
    if n <= 0 or len(v) < n or len(nb) < 4 * n:
        raise ValueError("arrays too short")
    cdef int out[14]
    cdef int local[STACK_INTS]
    cdef int* buf = _scratch(10 * n + 1, local)
    with nogil:
        s_capital_quarters(n, lab.data.as_ints, v.data.as_ints, nb.data.as_ints, out, buf)
    _release(buf, local)
    return _int_list(out, 14)


def ginkgo_districts(colour, height, owner, number, nbr, int deg, int nplayers):
    """(scores, firsts): Ginkgopolis district points per seat, and per seat and
    colour the number of districts won (firsts[p * 3 + colour]).

    Twin: game.rules.ginkgopolis.scoring.districts (§10.1)
    Twin: game.rules.ginkgopolis.scoring.rank_district (§10.2)
    """
    cdef array.array col = _ints(colour)
    cdef array.array ht = _ints(height)
    cdef array.array ow = _ints(owner)
    cdef array.array nu = _ints(number)
    cdef array.array nb = _ints(nbr)
    cdef int n = len(col)
    if n <= 0 or nplayers <= 0 or nplayers > 8:
        raise ValueError("empty board or bad player count")
    if len(ht) < n or len(ow) < n or len(nu) < n or len(nb) < deg * n:
        raise ValueError("arrays too short")
    cdef int scores[8]
    cdef int firsts[24]
    cdef int i
    for i in range(nplayers):
        scores[i] = 0
        firsts[3 * i] = firsts[3 * i + 1] = firsts[3 * i + 2] = 0
    cdef int local[STACK_INTS]
    cdef int* buf = _scratch(6 * n + 3 * n * nplayers, local)
    with nogil:
        s_ginkgo_districts(n, col.data.as_ints, ht.data.as_ints, ow.data.as_ints, nu.data.as_ints, deg, nb.data.as_ints, nplayers,
                           scores, firsts, buf)
    _release(buf, local)
    return _int_list(scores, nplayers), _int_list(firsts, 3 * nplayers)


# -- many boards in one call (the bench's kernel figure) ---------------------------

cdef enum:
    G_AKROPOLIS = 0
    G_CAPITAL = 1
    G_GINKGO = 2

_GAMES = {"akropolis": G_AKROPOLIS, "capital": G_CAPITAL, "ginkgopolis": G_GINKGO}
_OUT_SIZE = {G_AKROPOLIS: 7, G_CAPITAL: 14, G_GINKGO: 32}  # ginkgo: 8 scores, 24 firsts


cdef class BoardBatch:
    """Boards of one game (the arguments of its scorer above, as ``ai.fast.boards``
    makes them) packed into one int array, so that ``score(count)`` can score
    ``count`` boards in a loop inside C, cycling through them, with no Python call per
    board. The bench's ``region_scoring_kernel_per_s`` times that loop; the results of
    the last pass over the boards are returned in the per-call scorers' shapes (tests
    check them equal to those scorers')."""

    cdef int game
    cdef int nboards
    cdef int out_size
    cdef int scratch_size
    cdef array.array packed   # per board: header, then its arrays
    cdef array.array starts   # offset of each board in packed
    cdef array.array results  # out_size ints per board

    def __init__(self, str game, boards):
        cdef list data = []
        cdef list starts = []
        cdef int n, need, most = 1
        cdef array.array kd, bl
        if game not in _GAMES:
            raise ValueError(f"no region scorer for {game!r}")
        self.game = _GAMES[game]
        self.out_size = _OUT_SIZE[self.game]
        for board in boards:
            starts.append(len(data))
            if self.game == G_AKROPOLIS:
                w, h, kind, level, nbr, variants, bout, lake, stones, *rest = board
                kd = _ints(kind)
                n = _akropolis_window(w, h, kd, level, nbr)
                bl = _ints(rest[0] if rest and rest[0] is not None else akropolis_built(w, h, kd))
                _check_indices(bl, n)
                data += [w, h, variants, int(bool(bout)), int(bool(lake)), stones]
                data += list(kind)[:n] + list(level)[:n] + list(nbr)[:6 * n]
                data += [len(bl)] + list(bl)
                need = 11 * n
            elif self.game == G_CAPITAL:
                labels, values, nbr = board
                n = len(labels)
                if n <= 0 or len(values) < n or len(nbr) < 4 * n:
                    raise ValueError("arrays too short")
                data += [n] + list(labels) + list(values)[:n] + list(nbr)[:4 * n]
                need = 10 * n + 1
            else:
                colour, height, owner, number, nbr, deg, nplayers = board
                n = len(colour)
                if n <= 0 or not 0 < nplayers <= 8 or not 0 < deg <= 8:
                    raise ValueError("empty board or bad player count")
                if len(height) < n or len(owner) < n or len(number) < n or len(nbr) < deg * n:
                    raise ValueError("arrays too short")
                data += [n, deg, nplayers] + list(colour) + list(height)[:n]
                data += list(owner)[:n] + list(number)[:n] + list(nbr)[:deg * n]
                need = 6 * n + 3 * n * nplayers
            most = max(most, need)
        if not starts:
            raise ValueError("no boards")
        self.nboards = len(starts)
        self.scratch_size = most
        self.packed = array.array("i", data)
        self.starts = array.array("i", starts)
        self.results = array.array("i", bytes(4 * self.out_size * self.nboards))

    def __len__(self):
        return self.nboards

    def score(self, Py_ssize_t count):
        """Score ``count`` boards (board ``i % len(self)`` for i in range(count)) in one
        loop without the GIL; the results of the last score of each board scored, in
        board order, as the per-call scorer gives them.

        Not a rule: the bench's kernel figure (many boards in one loop)
        """
        cdef int* buf = <int*> PyMem_Malloc(self.scratch_size * sizeof(int))
        cdef int* data = self.packed.data.as_ints
        cdef int* starts = self.starts.data.as_ints
        cdef int* res = self.results.data.as_ints
        cdef int* f
        cdef int* out
        cdef Py_ssize_t i
        cdef int b = -1, n, w, h, deg, np, k
        if buf == NULL:
            raise MemoryError()
        if count < 0:
            PyMem_Free(buf)
            raise ValueError("count must be >= 0")
        with nogil:
            for i in range(count):
                b += 1
                if b == self.nboards:
                    b = 0
                f = data + starts[b]
                out = res + b * self.out_size
                if self.game == G_AKROPOLIS:
                    w = f[0]
                    h = f[1]
                    n = w * h
                    s_akropolis_city(w, h, f + 6, f + 6 + n, f + 6 + 2 * n, f + 7 + 8 * n,
                                     f[6 + 8 * n], f[2], f[3], f[4], f[5], out, buf)
                elif self.game == G_CAPITAL:
                    n = f[0]
                    s_capital_quarters(n, f + 1, f + 1 + n, f + 1 + 2 * n, out, buf)
                else:
                    n = f[0]
                    deg = f[1]
                    np = f[2]
                    for k in range(np):
                        out[k] = 0
                    for k in range(3 * np):
                        out[8 + k] = 0
                    s_ginkgo_districts(n, f + 3, f + 3 + n, f + 3 + 2 * n, f + 3 + 3 * n,
                                       deg, f + 3 + 4 * n, np, out, out + 8, buf)
        PyMem_Free(buf)
        scored = min(count, self.nboards)
        if self.game != G_GINKGO:
            return [_int_list(res + b * self.out_size, self.out_size) for b in range(scored)]
        found = []
        for b in range(scored):
            np = data[starts[b] + 2]
            out = res + b * self.out_size
            found.append((_int_list(out, np), _int_list(out + 8, 3 * np)))
        return found
