#ifndef TESSERA_ALLOCATION_COUNTER_H
#define TESSERA_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Counts of heap calls made while counting was on (see tessera_allocation_counting_begin).
typedef struct {
    /// Calls to malloc, calloc, posix_memalign, aligned_alloc and memalign.
    uint64_t allocations;
    /// Calls to realloc (each is also one allocation if it moves the block).
    uint64_t reallocations;
    /// Calls to free with a non-NULL pointer.
    uint64_t frees;
    /// Usable bytes handed out (malloc_usable_size of each new block).
    uint64_t bytesAllocated;
    /// Usable bytes given back (malloc_usable_size of each freed block).
    uint64_t bytesFreed;
    /// Bytes passed to memcpy and memmove (see CopyCounter.c).
    uint64_t bytesCopied;
    /// Bytes passed to memset.
    uint64_t bytesFilled;
} tessera_allocation_counts;

/// Starts counting. Counting is on while at least one begin has no matching end, so
/// overlapping measurements on different threads never switch each other off. Counting is
/// off at process start: a binary that links this target pays one relaxed atomic load per
/// heap call and nothing else.
void tessera_allocation_counting_begin(void);

/// Ends one `tessera_allocation_counting_begin`.
void tessera_allocation_counting_end(void);

/// The counts since process start (only calls made while counting was on are counted).
tessera_allocation_counts tessera_allocation_counts_read(void);

/// Whether malloc & co. of this process are routed through this target (1 on Linux/glibc,
/// where the target defines them; 0 elsewhere, where counts stay zero).
int tessera_allocation_counting_is_available(void);

/// Calls `body(context)` and returns. Not inlined and with a plain C name, so a profiler can
/// switch collection on and off exactly around it:
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=tessera_measured_region`.
void tessera_measured_region(void (*body)(void *), void *context);

#endif
