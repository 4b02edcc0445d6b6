// Counting replacements for glibc's allocation functions; see the header.
//
// Rules the code below keeps, because it runs inside every allocation of the
// process:
// - Nothing here allocates or calls anything that might (no stdio, no locks):
//   a replacement only bumps a counter and calls the matching __libc_ entry
//   point, which never comes back here.
// - The counter is a plain thread-local integer with the initial-exec TLS
//   model, so reading or writing it is a load or store at a fixed offset from
//   the thread pointer: it cannot call __tls_get_addr (which may allocate) and
//   needs no atomics, since each thread touches only its own counter.

#include "CAllocationCounter.h"

// AddressSanitizer (the leak check over the test suite) replaces the
// allocation functions itself; two replacements cannot coexist, so under it
// the counter is unavailable and the allocation tests say they are skipped.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FLUID_ALLOCATION_COUNTER_UNDER_ASAN 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(FLUID_ALLOCATION_COUNTER_UNDER_ASAN)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static __thread uint64_t allocation_count __attribute__((tls_model("initial-exec")));

bool fluid_allocation_counter_is_available(void) { return true; }

uint64_t fluid_allocation_count(void) { return allocation_count; }

void *malloc(size_t size) {
    allocation_count += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocation_count += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocation_count += 1;
    return __libc_realloc(pointer, size);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    allocation_count += 1;
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) {
        errno = ENOMEM;
        return NULL;
    }
    return __libc_realloc(pointer, bytes);
}

static int is_power_of_two(size_t value) { return value != 0 && (value & (value - 1)) == 0; }

int posix_memalign(void **result, size_t alignment, size_t size) {
    allocation_count += 1;
    if (alignment % sizeof(void *) != 0 || !is_power_of_two(alignment)) return EINVAL;
    int saved = errno;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        errno = saved;
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    // glibc's aligned_alloc is memalign (which rounds an odd alignment up).
    allocation_count += 1;
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    allocation_count += 1;
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    allocation_count += 1;
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    allocation_count += 1;
    return __libc_pvalloc(size);
}

#else

bool fluid_allocation_counter_is_available(void) { return false; }

uint64_t fluid_allocation_count(void) { return 0; }

#endif
