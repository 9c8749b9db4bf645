/// Empties the CPU's caches of everything a benchmark touched, by reading a buffer several
/// times larger than the last-level cache: what a cold sample starts from.
///
/// The buffer is allocated and written on the first eviction, so that its pages are real (a
/// never-written allocation reads the kernel's shared zero page, which would evict nothing);
/// each `evict()` then reads one word per 64-byte line of it. Four times the last-level cache
/// also pushes the index's pages out of the TLBs. How much it takes was measured, not
/// assumed: see Benchmarks/README.md, "Cache regimes".
///
/// - Complexity: O(bytes) per eviction.
final class CacheEviction {
    /// The buffer's size when the last-level cache is unknown.
    static let fallbackBytes = 256 << 20
    /// Buffer size over the last-level cache's.
    static let multiple = 4

    /// The bytes read per eviction.
    let bytes: Int
    private var buffer: UnsafeMutableRawPointer?

    /// An eviction through `multiple` times `lastLevelCacheBytes` (or `fallbackBytes`).
    init(lastLevelCacheBytes: Int?) {
        bytes = lastLevelCacheBytes.map { Self.multiple * max(1 << 20, $0) } ?? Self.fallbackBytes
    }

    deinit { buffer?.deallocate() }

    /// Reads every cache line of the buffer.
    func evict() {
        let buffer = self.buffer ?? {
            let made = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            made.initializeMemory(as: UInt8.self, repeating: 0x5A, count: bytes)
            self.buffer = made
            return made
        }()
        let words = buffer.assumingMemoryBound(to: UInt64.self)
        var sum: UInt64 = 0
        for line in stride(from: 0, to: bytes / 8, by: 8) {
            sum &+= words[line]
        }
        blackHole(sum)
    }
}
