#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

// glibc's malloc tuning, which Swift's Glibc module does not export, and standard output's buffering, which Swift 6
// cannot reach through the `stdout` global.
#include <malloc.h>
#include <stdio.h>

/// mallopt(M_ARENA_MAX, 1): one heap for every thread. An image decoded ahead on one thread and freed on another
/// then leaves its memory for the next image instead of in a second arena: a lower, steadier peak and fewer page
/// faults. Returns mallopt's result (1 on success).
static inline int CMalloc_UseOneArena(void) { return mallopt(M_ARENA_MAX, 1); }

/// mallopt(M_MMAP_THRESHOLD, 64 MB) and mallopt(M_TRIM_THRESHOLD, 256 MB): freed memory stays in the heap for the
/// next allocation instead of going back to the system at once. `check` allocates and frees a capture's and a
/// golden's pixels (a megabyte or more each) for every capture; given back each time, every one of them faulted its
/// pages in anew (86,000 page faults on the bench's fixed workload, 45,000 kept). `CMalloc_Trim` still gives the
/// heap back between scenarios. Returns 1 when both were set.
static inline int CMalloc_KeepFreedMemory(void) {
    return mallopt(M_MMAP_THRESHOLD, 64 << 20) && mallopt(M_TRIM_THRESHOLD, 256 << 20);
}

/// malloc_trim(0): gives the pages freed at the heap's top and in its free lists back to the system, after a
/// passing burst of allocations (a 10,000-message file's JSON tree). Returns 1 if memory was released.
static inline int CMalloc_Trim(void) { return malloc_trim(0); }

/// setvbuf(stdout, NULL, _IOLBF, 0): standard output flushed at every line, also into a file or a pipe.
static inline int CMalloc_LineBufferedOutput(void) { return setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
