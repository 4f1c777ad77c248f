#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

// glibc's malloc tuning, which Swift's Glibc module does not export.
#include <malloc.h>

/// mallopt(M_ARENA_MAX, 1): one heap for every thread. An image decoded ahead on one thread and freed on another
/// then leaves its memory for the next image instead of in a second arena: a lower, steadier peak and fewer page
/// faults. Returns mallopt's result (1 on success).
static inline int CMalloc_UseOneArena(void) { return mallopt(M_ARENA_MAX, 1); }

#endif
