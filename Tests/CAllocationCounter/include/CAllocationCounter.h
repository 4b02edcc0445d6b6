// CAllocationCounter: counts heap allocations made by the calling thread.
//
// Linked only into the test bundle. On Linux with glibc the library defines
// malloc, calloc, realloc, reallocarray, posix_memalign, aligned_alloc,
// memalign, valloc and pvalloc itself; the dynamic linker binds every call in
// the process (the Swift runtime's included) to these definitions, which count
// the call in a thread-local counter and forward to glibc's allocator
// (__libc_malloc and friends). free is not replaced: the memory comes from
// glibc's allocator, so glibc's free releases it.
//
// Elsewhere nothing is replaced and the counter reports itself unavailable.

#ifndef FLUID_ALLOCATION_COUNTER_H
#define FLUID_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether allocations are being counted (Linux with glibc only).
bool fluid_allocation_counter_is_available(void);

/// How many allocation calls (malloc, calloc, realloc, reallocarray,
/// posix_memalign, aligned_alloc, memalign, valloc, pvalloc) the calling
/// thread has made since it started. Always 0 when the counter is unavailable.
uint64_t fluid_allocation_count(void);

#ifdef __cplusplus
}
#endif

#endif
