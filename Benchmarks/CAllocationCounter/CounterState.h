#ifndef TESSERA_COUNTER_STATE_H
#define TESSERA_COUNTER_STATE_H

#include <stdint.h>

// Shared between AllocationCounter.c and CopyCounter.c; not part of the target's interface.

/// Whether counting is on (between tessera_allocation_counting_begin and _end).
int tessera_allocation_counting_is_on(void);

/// Adds bytes copied (memcpy, memmove) or filled (memset).
void tessera_count_copy(uint64_t bytes);
void tessera_count_fill(uint64_t bytes);

#endif
