// xxHash's XXH3 (Debian's libxxhash-dev header), compiled into the program from the header alone, so no library
// ships beside it; a C file of its own so the C compiler optimises it as xxHash intends.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include "CXXHash.h"

void CXXHash_128(const void *data, size_t length, unsigned long long seed, unsigned long long *high,
                 unsigned long long *low) {
    XXH128_hash_t hash = XXH3_128bits_withSeed(data, length, seed);
    *high = hash.high64;
    *low = hash.low64;
}
