# Portable bit tricks in C, shared by the compiled modules: a SWAR population count
# and a De Bruijn trailing-zero count (no compiler builtins or CPU flags needed).
from libc.stdint cimport uint64_t

cdef extern from *:
    """
    #ifndef POLIS_BITS_H
    #define POLIS_BITS_H
    #include <stdint.h>
    static inline int polis_popcount64(uint64_t x) {
        x = x - ((x >> 1) & 0x5555555555555555ULL);
        x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        return (int)((x * 0x0101010101010101ULL) >> 56);
    }
    static const int polis_debruijn64[64] = {
        0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
        62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
        63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
        46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6};
    static inline int polis_ctz64(uint64_t x) {  /* x != 0 */
        return polis_debruijn64[((x & (0 - x)) * 0x03F79D71B4CB0A89ULL) >> 58];
    }
    #endif
    """
    int polis_popcount64(uint64_t x) noexcept nogil
    int polis_ctz64(uint64_t x) noexcept nogil
