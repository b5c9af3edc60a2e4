# cython: language_level=3, boundscheck=False, wraparound=False
"""GameRNG.shuffle compiled: the same Fisher-Yates with the same SplitMix64 draws as
game/engine/rng.py (tested against that method), for the AI's determinizations,
which shuffle hidden cards and tiles on every search iteration."""

from libc.stdint cimport uint64_t

from cext.splitmix cimport polis_mulhi, polis_sm_next

COMPILED = True


def shuffle(state, list items):
    """Shuffle ``items`` in place from SplitMix64 word ``state``; the new word.

    Equal to ``GameRNG(state).shuffle(items)`` followed by reading its state.

    Not a rule: GameRNG.shuffle (game/engine/rng.py): random numbers
    """
    cdef uint64_t s = <uint64_t> (int(state) & 0xFFFFFFFFFFFFFFFF)
    cdef Py_ssize_t i, j
    for i in range(len(items) - 1, 0, -1):
        j = <Py_ssize_t> polis_mulhi(polis_sm_next(&s), <uint64_t> (i + 1))
        items[i], items[j] = items[j], items[i]
    return s
