# SplitMix64 in C, shared by the compiled playouts: the same sequence as
# game/engine/rng.py (GameRNG), and the high 64 bits of a 64x64 product for
# GameRNG.randrange's multiply-shift.
from libc.stdint cimport uint64_t

cdef extern from *:
    """
    #ifndef POLIS_SPLITMIX_H
    #define POLIS_SPLITMIX_H
    #include <stdint.h>
    static inline uint64_t polis_sm_next(uint64_t *s) {
        uint64_t z;
        *s += 0x9E3779B97F4A7C15ULL;
        z = *s;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    #if defined(_MSC_VER) && defined(_M_X64)
    #include <intrin.h>
    static inline uint64_t polis_mulhi(uint64_t a, uint64_t b) { return __umulh(a, b); }
    #elif defined(__SIZEOF_INT128__)
    static inline uint64_t polis_mulhi(uint64_t a, uint64_t b) {
        return (uint64_t)(((unsigned __int128)a * b) >> 64);
    }
    #else
    static inline uint64_t polis_mulhi(uint64_t a, uint64_t b) {
        uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
        uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
        uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
        return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    }
    #endif
    #endif
    """
    uint64_t polis_sm_next(uint64_t* s) nogil
    uint64_t polis_mulhi(uint64_t a, uint64_t b) nogil
