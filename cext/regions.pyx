# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""Region kernel, compiled: Python entry points over cext/kernel.pxd and cext/scorers.pxd.

Same functions, arguments and results as the twin cext/regions_py.py. Arguments are
int sequences (array('i') is used as is; anything else is converted). Work runs
with the GIL released.
"""

from array import array

from cpython.mem cimport PyMem_Free, PyMem_Malloc

from cext.kernel cimport (adjacent_counts as k_adjacent_counts,
                          best_component as k_best_component,
                          component_stats as k_component_stats,
                          components as k_components,
                          grid_neighbours as k_grid_neighbours,
                          majority as k_majority, owner_stats as k_owner_stats)
from cext.scorers cimport akropolis_city as s_akropolis_city
from cext.scorers cimport capital_quarters as s_capital_quarters
from cext.scorers cimport ginkgo_districts as s_ginkgo_districts

COMPILED = True


cdef inline object _ints(object seq):
    """An array('i') view of seq (no copy when it already is one)."""
    if type(seq) is array and seq.typecode == "i":
        return seq
    return array("i", seq)


cdef int* _scratch(Py_ssize_t size) except NULL:
    cdef int* buf = <int*> PyMem_Malloc(max(size, 1) * sizeof(int))
    if buf == NULL:
        raise MemoryError()
    return buf


def grid_neighbours(int w, int h, bint hexagonal):
    """Neighbour table (list) of a w x h hex (6) or square (4) grid; -1 off-grid."""
    cdef int deg = 6 if hexagonal else 4
    out = array("i", bytes(4 * w * h * deg))
    cdef int[::1] o = out
    if w * h > 0:
        with nogil:
            k_grid_neighbours(w, h, hexagonal, &o[0])
    return out.tolist()


def components(labels, nbr, int deg):
    """(comp, comp_label): component of each cell (-1 if label < 0), label of each."""
    cdef const int[::1] lab = _ints(labels)
    cdef const int[::1] nb = _ints(nbr)
    cdef int n = lab.shape[0]
    if nb.shape[0] < n * deg:
        raise ValueError("neighbour table too short")
    comp = array("i", bytes(4 * n))
    clab = array("i", bytes(4 * n))
    cdef int[::1] c = comp
    cdef int[::1] cl = clab
    cdef int* stack = _scratch(n)
    cdef int ncomp = 0
    if n > 0:
        with nogil:
            ncomp = k_components(n, &lab[0], deg, &nb[0], &c[0], &cl[0], stack)
    PyMem_Free(stack)
    return comp.tolist(), clab.tolist()[:ncomp]


def component_stats(comp, int ncomp, values):
    """(sizes, sums): cell count and value sum per component."""
    cdef const int[::1] c = _ints(comp)
    cdef const int[::1] v = _ints(values)
    cdef int n = c.shape[0]
    if v.shape[0] < n:
        raise ValueError("values too short")
    sizes = array("i", bytes(4 * ncomp))
    sums = array("i", bytes(4 * ncomp))
    cdef int[::1] s = sizes
    cdef int[::1] t = sums
    if n > 0 and ncomp > 0:
        with nogil:
            k_component_stats(n, &c[0], ncomp, &v[0], &s[0], &t[0])
    return sizes.tolist(), sums.tolist()


def best_component(comp_label, sizes, sums, int label):
    """Index of the component of ``label`` with most cells, then highest sum; -1 if none."""
    cdef const int[::1] cl = _ints(comp_label)
    cdef const int[::1] s = _ints(sizes)
    cdef const int[::1] t = _ints(sums)
    cdef int ncomp = cl.shape[0]
    if ncomp == 0:
        return -1
    return k_best_component(ncomp, &cl[0], &s[0], &t[0], label)


def adjacent_counts(comp, comp_label, nbr, int deg, int target):
    """Per component: the number of distinct adjacent components labelled ``target``."""
    cdef const int[::1] c = _ints(comp)
    cdef const int[::1] cl = _ints(comp_label)
    cdef const int[::1] nb = _ints(nbr)
    cdef int n = c.shape[0]
    cdef int ncomp = cl.shape[0]
    if nb.shape[0] < n * deg:
        raise ValueError("neighbour table too short")
    out = array("i", bytes(4 * ncomp))
    if ncomp == 0:
        return []
    cdef int[::1] o = out
    cdef int* buf = _scratch(2 * ncomp + n + 1)
    with nogil:
        k_adjacent_counts(n, &c[0], ncomp, &cl[0], deg, &nb[0], target, &o[0],
                          buf, buf + ncomp, buf + ncomp + n)
    PyMem_Free(buf)
    return out.tolist()


def region_majority(labels, nbr, int deg, owner, weight, key, int nplayers, int min_size):
    """(scores, first): majority scoring of every region of >= min_size cells.

    See kernel.majority: contenders own weight >= 1; first place by weight, own
    tallest, key; first[k] is the winner of component k or -1.
    """
    cdef const int[::1] lab = _ints(labels)
    cdef const int[::1] nb = _ints(nbr)
    cdef const int[::1] ow = _ints(owner)
    cdef const int[::1] wt = _ints(weight)
    cdef const int[::1] ky = _ints(key)
    cdef int n = lab.shape[0]
    if nb.shape[0] < n * deg or ow.shape[0] < n or wt.shape[0] < n or ky.shape[0] < n:
        raise ValueError("arrays too short")
    scores = array("i", bytes(4 * nplayers))
    first = array("i", bytes(4 * max(n, 1)))
    cdef int[::1] sc = scores
    cdef int[::1] fi = first
    cdef int* buf = _scratch(5 * n + 3 * n * nplayers)
    cdef int ncomp = 0
    if n > 0:
        with nogil:
            ncomp = k_components(n, &lab[0], deg, &nb[0], buf, buf + n, buf + 2 * n)
            k_component_stats(n, buf, ncomp, &wt[0], buf + 3 * n, buf + 4 * n)
            k_owner_stats(n, buf, ncomp, &ow[0], &wt[0], &ky[0], nplayers, buf + 5 * n,
                          buf + 5 * n + n * nplayers, buf + 5 * n + 2 * n * nplayers)
            k_majority(ncomp, buf + 3 * n, min_size, nplayers, buf + 5 * n,
                       buf + 5 * n + n * nplayers, buf + 5 * n + 2 * n * nplayers,
                       &sc[0], &fi[0])
    PyMem_Free(buf)
    return scores.tolist(), first.tolist()[:ncomp]


def akropolis_city(int w, int h, kind, level, nbr, int variants=0,
                   bint barracks_outside=False, bint lake_enclosed=False, int stones=0):
    """Akropolis city score on a w x h axial window: [total, house, market, barracks,
    temple, garden, stones]."""
    cdef const int[::1] kd = _ints(kind)
    cdef const int[::1] lv = _ints(level)
    cdef const int[::1] nb = _ints(nbr)
    cdef int n = w * h
    if n <= 0 or kd.shape[0] < n or lv.shape[0] < n or nb.shape[0] < 6 * n:
        raise ValueError("arrays too short for the window")
    cdef int out[7]
    cdef int* buf = _scratch(11 * n)
    with nogil:
        s_akropolis_city(w, h, &kd[0], &lv[0], &nb[0], variants, barracks_outside,
                         lake_enclosed, stones, out, buf)
    PyMem_Free(buf)
    return [out[i] for i in range(7)]


def capital_quarters(labels, values, nbr):
    """Capital region income figures on a quarter grid (see scorers.capital_quarters)."""
    cdef const int[::1] lab = _ints(labels)
    cdef const int[::1] v = _ints(values)
    cdef const int[::1] nb = _ints(nbr)
    cdef int n = lab.shape[0]
    if n <= 0 or v.shape[0] < n or nb.shape[0] < 4 * n:
        raise ValueError("arrays too short")
    cdef int out[14]
    cdef int* buf = _scratch(10 * n + 1)
    with nogil:
        s_capital_quarters(n, &lab[0], &v[0], &nb[0], out, buf)
    PyMem_Free(buf)
    return [out[i] for i in range(14)]


def ginkgo_districts(colour, height, owner, number, nbr, int deg, int nplayers):
    """(scores, firsts): Ginkgopolis district points per seat, and per seat and
    colour the number of districts won (firsts[p * 3 + colour])."""
    cdef const int[::1] col = _ints(colour)
    cdef const int[::1] ht = _ints(height)
    cdef const int[::1] ow = _ints(owner)
    cdef const int[::1] nu = _ints(number)
    cdef const int[::1] nb = _ints(nbr)
    cdef int n = col.shape[0]
    if n <= 0 or ht.shape[0] < n or ow.shape[0] < n or nu.shape[0] < n or (
            nb.shape[0] < deg * n):
        raise ValueError("arrays too short")
    scores = array("i", bytes(4 * nplayers))
    firsts = array("i", bytes(4 * 3 * nplayers))
    cdef int[::1] sc = scores
    cdef int[::1] fi = firsts
    cdef int* buf = _scratch(6 * n + 3 * n * nplayers)
    with nogil:
        s_ginkgo_districts(n, &col[0], &ht[0], &ow[0], &nu[0], deg, &nb[0], nplayers,
                           &sc[0], &fi[0], buf)
    PyMem_Free(buf)
    return scores.tolist(), firsts.tolist()
