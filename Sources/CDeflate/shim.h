#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H

// libdeflate: whole-buffer DEFLATE, zlib and CRC-32, several times faster than zlib at decompressing.
#include <libdeflate.h>
// zlib: the streaming raw deflate the PNG encoder writes with.
#include <zlib.h>

/// Replaces zlib's deflateInit2() macro for a raw deflate stream (no zlib header or checksum).
static inline int CDeflate_ZlibInitRaw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
