#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import BenchmarkKit

@Suite struct AllocationCounterTests {
    @Test func countsAKnownAllocation() throws {
        try #require(AllocationCounter.isAvailable, "malloc is interposed on Linux/glibc")
        let (array, counts) = AllocationCounter.count { [Int](repeating: 7, count: 100_000) }
        #expect(array.count == 100_000)
        // Counting is process-wide and other tests run in parallel: their allocations can only
        // add to these figures, but their frees could lower "retained", so it is not asserted.
        #expect(counts.allocations >= 1)
        #expect(counts.bytesAllocated >= 800_000)
    }

    @Test func countsTheFreeOfABlock() throws {
        try #require(AllocationCounter.isAvailable)
        let (_, counts) = AllocationCounter.count {
            let array = [UInt8](repeating: 1, count: 1_000_000)
            blackHole(array)
        }
        #expect(counts.allocations >= 1)
        #expect(counts.frees >= 1)
        #expect(counts.bytesFreed >= 1_000_000)
    }

    @Test func nestedCountingKeepsCountingUntilTheOuterEnds() throws {
        try #require(AllocationCounter.isAvailable)
        let (_, outer) = AllocationCounter.count {
            _ = AllocationCounter.count { blackHole([Int](repeating: 1, count: 10)) }
            // The inner count has ended; the outer one must still see this block.
            blackHole([UInt8](repeating: 2, count: 500_000))
        }
        #expect(outer.bytesAllocated >= 500_000)
    }

    @Test func countsBytesCopiedAndFilled() throws {
        try #require(AllocationCounter.isAvailable)
        let source = UnsafeMutableRawPointer.allocate(byteCount: 300_000, alignment: 16)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: 300_000, alignment: 16)
        defer { source.deallocate(); destination.deallocate() }
        let byteCount = Int.random(in: 200_000 ... 300_000)  // not a constant the compiler could inline
        let (_, counts) = AllocationCounter.count {
            memset(source, 7, byteCount)
            // The standard library's copy, which goes through memmove.
            destination.copyMemory(from: source, byteCount: byteCount)
        }
        #expect(destination.load(fromByteOffset: byteCount - 1, as: UInt8.self) == 7)
        // Other tests' copies can only add.
        #expect(counts.bytesFilled >= byteCount)
        #expect(counts.bytesCopied >= byteCount)
    }

    @Test func subtractsReadings() {
        let after = AllocationCounts(
            allocations: 5, reallocations: 2, frees: 3, bytesAllocated: 100, bytesFreed: 40, bytesCopied: 64, bytesFilled: 9
        )
        let before = AllocationCounts(
            allocations: 1, reallocations: 1, frees: 1, bytesAllocated: 10, bytesFreed: 10, bytesCopied: 32, bytesFilled: 1
        )
        let delta = after - before
        #expect(delta == AllocationCounts(
            allocations: 4, reallocations: 1, frees: 2, bytesAllocated: 90, bytesFreed: 30, bytesCopied: 32, bytesFilled: 8
        ))
        #expect(delta.allocationCalls == 5)
        #expect(delta.bytesRetained == 60)
    }

    @Test func measuredRegionReturnsTheBodysResult() {
        #expect(MeasuredRegion.run { 6 * 7 } == 42)
        var touched = false
        MeasuredRegion.run { touched = true }
        #expect(touched)
    }
}
