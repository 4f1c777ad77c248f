#ifndef CXXHASH_H
#define CXXHASH_H

#include <stddef.h>

/// XXH3's 128-bit hash of `length` bytes at `data`, from `seed`: its high and low halves.
void CXXHash_128(const void *data, size_t length, unsigned long long seed, unsigned long long *high,
                 unsigned long long *low);

#endif
