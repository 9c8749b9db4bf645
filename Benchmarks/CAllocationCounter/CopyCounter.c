// Counts the bytes the C library copies and fills for the process: memcpy, memmove and memset
// are defined here, as malloc & co. are in AllocationCounter.c, so the Swift runtime and our
// own code call these definitions. Each forwards to glibc's own routine through its checked
// entry point (__memcpy_chk …, which selects the same CPU-specific routine) with an unbounded
// destination size, so behaviour is glibc's.
//
// The performance gate reports these bytes as a figure of their own and leaves the copy
// routines out of its instruction count: glibc picks them by CPU feature (under valgrind,
// large copies run as `rep movsb`, counted as one instruction per byte), so they would
// otherwise make instruction counts depend on the machine and hide compute changes.
#include "CounterState.h"

#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__memcpy_chk(void *destination, const void *source, size_t count, size_t destinationSize);
extern void *__memmove_chk(void *destination, const void *source, size_t count, size_t destinationSize);
extern void *__memset_chk(void *destination, int value, size_t count, size_t destinationSize);

// Called through volatile pointers: a direct call of __memcpy_chk with an unbounded size is
// one the compiler may fold into a call of memcpy — this very function.
static void *(*volatile glibc_memcpy)(void *, const void *, size_t, size_t) = __memcpy_chk;
static void *(*volatile glibc_memmove)(void *, const void *, size_t, size_t) = __memmove_chk;
static void *(*volatile glibc_memset)(void *, int, size_t, size_t) = __memset_chk;

void *memcpy(void *destination, const void *source, size_t count) {
    if (tessera_allocation_counting_is_on()) tessera_count_copy(count);
    return glibc_memcpy(destination, source, count, (size_t)-1);
}

void *memmove(void *destination, const void *source, size_t count) {
    if (tessera_allocation_counting_is_on()) tessera_count_copy(count);
    return glibc_memmove(destination, source, count, (size_t)-1);
}

void *memset(void *destination, int value, size_t count) {
    if (tessera_allocation_counting_is_on()) tessera_count_fill(count);
    return glibc_memset(destination, value, count, (size_t)-1);
}

#endif
