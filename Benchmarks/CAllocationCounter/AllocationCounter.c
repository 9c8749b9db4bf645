// Counts heap calls by defining malloc & co. in this target. On Linux the definitions in the
// executable come first in symbol lookup, so every library (the Swift runtime, Foundation)
// calls them; each forwards to glibc's own entry points (__libc_malloc …), so memory always
// comes from, and goes back to, the one glibc heap — mixing with blocks glibc allocated
// before or behind our back (e.g. through valloc) is safe.
//
// Counting is off by default: with it off each call costs one relaxed atomic load, which is
// why linking this target into a test bundle cannot change any other test's behaviour.
#include "AllocationCounter.h"
#include "CounterState.h"

#include <stdatomic.h>
#include <stddef.h>

static atomic_int counting_depth;
static _Atomic uint64_t allocation_count;
static _Atomic uint64_t reallocation_count;
static _Atomic uint64_t free_count;
static _Atomic uint64_t bytes_allocated;
static _Atomic uint64_t bytes_freed;
static _Atomic uint64_t bytes_copied;
static _Atomic uint64_t bytes_filled;

#define RELAXED memory_order_relaxed

void tessera_allocation_counting_begin(void) {
    atomic_fetch_add_explicit(&counting_depth, 1, memory_order_seq_cst);
}

void tessera_allocation_counting_end(void) {
    atomic_fetch_sub_explicit(&counting_depth, 1, memory_order_seq_cst);
}

tessera_allocation_counts tessera_allocation_counts_read(void) {
    tessera_allocation_counts counts;
    counts.allocations = atomic_load_explicit(&allocation_count, RELAXED);
    counts.reallocations = atomic_load_explicit(&reallocation_count, RELAXED);
    counts.frees = atomic_load_explicit(&free_count, RELAXED);
    counts.bytesAllocated = atomic_load_explicit(&bytes_allocated, RELAXED);
    counts.bytesFreed = atomic_load_explicit(&bytes_freed, RELAXED);
    counts.bytesCopied = atomic_load_explicit(&bytes_copied, RELAXED);
    counts.bytesFilled = atomic_load_explicit(&bytes_filled, RELAXED);
    return counts;
}

int tessera_allocation_counting_is_on(void) {
    return atomic_load_explicit(&counting_depth, RELAXED) > 0;
}

void tessera_count_copy(uint64_t bytes) {
    atomic_fetch_add_explicit(&bytes_copied, bytes, RELAXED);
}

void tessera_count_fill(uint64_t bytes) {
    atomic_fetch_add_explicit(&bytes_filled, bytes, RELAXED);
}

__attribute__((noinline)) void tessera_measured_region(void (*body)(void *), void *context) {
    body(context);
    // Keeps the call from becoming a tail call, so the region really ends here.
    __asm__ volatile("" ::: "memory");
}

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

int tessera_allocation_counting_is_available(void) { return 1; }

static inline int counting(void) {
    return atomic_load_explicit(&counting_depth, RELAXED) > 0;
}

static inline void count_allocation(void *pointer) {
    if (pointer == NULL) return;
    atomic_fetch_add_explicit(&allocation_count, 1, RELAXED);
    atomic_fetch_add_explicit(&bytes_allocated, malloc_usable_size(pointer), RELAXED);
}

static inline void count_free(void *pointer) {
    if (pointer == NULL) return;
    atomic_fetch_add_explicit(&free_count, 1, RELAXED);
    atomic_fetch_add_explicit(&bytes_freed, malloc_usable_size(pointer), RELAXED);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    if (counting()) count_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    if (counting()) count_allocation(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (!counting()) return __libc_realloc(pointer, size);
    size_t oldSize = pointer ? malloc_usable_size(pointer) : 0;
    void *result = __libc_realloc(pointer, size);
    if (result == NULL && size != 0) return NULL;  // failed: the old block is untouched
    atomic_fetch_add_explicit(&reallocation_count, 1, RELAXED);
    atomic_fetch_add_explicit(&bytes_freed, oldSize, RELAXED);
    if (result != NULL) atomic_fetch_add_explicit(&bytes_allocated, malloc_usable_size(result), RELAXED);
    return result;
}

void free(void *pointer) {
    if (counting()) count_free(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    if (counting()) count_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: the alignment must be a power of two multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

#else

int tessera_allocation_counting_is_available(void) { return 0; }

#endif
