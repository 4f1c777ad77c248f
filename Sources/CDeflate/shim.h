#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H

// libdeflate: whole-buffer DEFLATE, zlib and CRC-32, several times faster than zlib at decompressing.
#include <libdeflate.h>

#endif
