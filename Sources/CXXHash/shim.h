#ifndef CXXHASH_SHIM_H
#define CXXHASH_SHIM_H

// xxHash's XXH3, compiled into the program from the header alone (no library to ship beside it): a 128-bit hash
// of files and pixels at memory speed.
#define XXH_INLINE_ALL
#include <xxhash.h>

/// XXH3's 128-bit hash of `length` bytes at `data`, from `seed`: its high and low halves.
static inline void CXXHash_128(const void *data, size_t length, unsigned long long seed, unsigned long long *high,
                               unsigned long long *low) {
    XXH128_hash_t hash = XXH3_128bits_withSeed(data, length, seed);
    *high = hash.high64;
    *low = hash.low64;
}

#endif
