/// Collects a query's hits in a small stack buffer and appends them to the caller's array in
/// batches.
///
/// `Array.append` checks uniqueness and capacity on every call (a runtime call each); at one
/// or two nanoseconds a hit that is a sizeable share of a query that costs a hundred. Batching
/// keeps that cost per 256 hits, and the caller's array is still the only allocation.
struct IDCollector: ~Copyable {
    static let capacity = 256

    private let buffer: UnsafeMutablePointer<Int32>
    private var count = 0

    private init(buffer: UnsafeMutablePointer<Int32>) { self.buffer = buffer }

    /// Runs `body` with a collector whose ids end up appended to `ids`, in order.
    @inline(__always)
    static func collect<Result>(
        into ids: inout [Int32], _ body: (inout IDCollector, inout [Int32]) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { storage in
            var collector = IDCollector(buffer: storage.baseAddress!)
            let result = body(&collector, &ids)
            collector.flush(into: &ids)
            return result
        }
    }

    /// Adds `id`, flushing into `ids` when the buffer is full.
    @inline(__always)
    mutating func append(_ id: Int, flushingInto ids: inout [Int32]) {
        buffer[count] = Int32(truncatingIfNeeded: id)
        count &+= 1
        if count == Self.capacity { flush(into: &ids) }
    }

    /// Lets `body` write ids straight into the free part of the buffer (flushing first if it
    /// is full); `body` returns how many of the slots it wrote, from the first, it keeps.
    ///
    /// For loops that write an id for every element and keep it only if it matches: one
    /// capacity check per call instead of per hit, and no branch on the match.
    @inline(__always)
    mutating func fill(flushingInto ids: inout [Int32], _ body: (UnsafeMutableBufferPointer<Int32>) -> Int) {
        if count == Self.capacity { flush(into: &ids) }
        count &+= body(UnsafeMutableBufferPointer(start: buffer + count, count: Self.capacity &- count))
    }

    /// Appends the collected ids to `ids` and empties the buffer.
    private mutating func flush(into ids: inout [Int32]) {
        ids.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
        count = 0
    }
}
