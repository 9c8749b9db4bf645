import CAllocationCounter

/// Heap activity of a piece of code: counts of malloc-family calls and the bytes they moved,
/// and the bytes it had the C library copy (memcpy, memmove) and fill (memset).
package struct AllocationCounts: Hashable, Sendable, Codable {
    /// New blocks (malloc, calloc, posix_memalign, aligned_alloc, memalign).
    package var allocations: Int
    /// realloc calls.
    package var reallocations: Int
    /// free calls with a block.
    package var frees: Int
    /// Usable bytes of the blocks handed out.
    package var bytesAllocated: Int
    /// Usable bytes of the blocks given back.
    package var bytesFreed: Int
    /// Bytes passed to memcpy and memmove (the Swift runtime's array and string copies go
    /// through them; copies the compiler inlines do not).
    package var bytesCopied: Int
    /// Bytes passed to memset.
    package var bytesFilled: Int

    /// Creates counts.
    package init(
        allocations: Int = 0, reallocations: Int = 0, frees: Int = 0, bytesAllocated: Int = 0, bytesFreed: Int = 0,
        bytesCopied: Int = 0, bytesFilled: Int = 0
    ) {
        self.allocations = allocations
        self.reallocations = reallocations
        self.frees = frees
        self.bytesAllocated = bytesAllocated
        self.bytesFreed = bytesFreed
        self.bytesCopied = bytesCopied
        self.bytesFilled = bytesFilled
    }

    /// Allocations plus reallocations: the calls a "no allocation" goal counts.
    package var allocationCalls: Int { allocations + reallocations }

    /// Bytes still held at the end: allocated minus freed (malloc's usable sizes, so this
    /// includes capacity slack but not malloc's own headers).
    package var bytesRetained: Int { bytesAllocated - bytesFreed }

    /// The counts between two readings.
    package static func - (after: AllocationCounts, before: AllocationCounts) -> AllocationCounts {
        AllocationCounts(
            allocations: after.allocations - before.allocations,
            reallocations: after.reallocations - before.reallocations,
            frees: after.frees - before.frees,
            bytesAllocated: after.bytesAllocated - before.bytesAllocated,
            bytesFreed: after.bytesFreed - before.bytesFreed,
            bytesCopied: after.bytesCopied - before.bytesCopied,
            bytesFilled: after.bytesFilled - before.bytesFilled
        )
    }
}

/// Counts the heap calls a closure makes, through the `CAllocationCounter` C target, which
/// defines malloc & co. and memcpy, memmove and memset, and forwards them to glibc.
///
/// Counting is process-wide: calls from other threads during the closure are counted too,
/// so measure single-threaded code. Counting is off outside `count(_:)`, where the hooks cost
/// one relaxed atomic load per heap call.
package enum AllocationCounter {
    /// Whether this platform routes malloc through the counter (Linux with glibc). Elsewhere
    /// every count reads zero.
    package static var isAvailable: Bool { tessera_allocation_counting_is_available() != 0 }

    /// The process-wide counts so far.
    package static func read() -> AllocationCounts {
        let counts = tessera_allocation_counts_read()
        return AllocationCounts(
            allocations: Int(counts.allocations), reallocations: Int(counts.reallocations),
            frees: Int(counts.frees), bytesAllocated: Int(counts.bytesAllocated), bytesFreed: Int(counts.bytesFreed),
            bytesCopied: Int(counts.bytesCopied), bytesFilled: Int(counts.bytesFilled)
        )
    }

    /// Runs `body` with counting on and returns its result with the heap calls it made.
    /// Nested and concurrent calls are safe: counting stays on until the last one ends (each
    /// then also sees the others' heap calls).
    package static func count<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> (result: Result, counts: AllocationCounts) {
        let before = read()
        tessera_allocation_counting_begin()
        let result: Result
        do {
            result = try body()
        } catch {
            tessera_allocation_counting_end()
            throw error
        }
        tessera_allocation_counting_end()
        return (result, read() - before)
    }
}
