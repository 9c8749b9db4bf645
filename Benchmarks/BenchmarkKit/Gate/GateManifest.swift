/// What `tessera-bench gate-run` writes next to callgrind's dumps: the gate rows in the order
/// their measured regions ran (callgrind's n-th dump is the n-th row) and the counts the
/// process takes itself (`AllocationCounter`) of each region.
public struct GateManifest: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    public static let schemaIdentifier = "tessera-bench-gate-manifest/2"

    /// One measured region.
    public struct Entry: Hashable, Sendable, Codable {
        /// The row's name.
        public var name: String
        /// malloc-family calls inside the region (realloc included).
        public var allocations: Int
        /// Usable bytes allocated inside the region.
        public var bytesAllocated: Int
        /// Bytes allocated minus bytes freed inside the region, with the region's product
        /// (e.g. the `LayoutResult` of a prepare row) still alive: what it holds.
        public var bytesRetained: Int
        /// Bytes passed to memcpy and memmove inside the region.
        public var bytesCopied: Int
        /// Bytes passed to memset inside the region.
        public var bytesFilled: Int

        /// Creates an entry.
        public init(name: String, allocations: Int, bytesAllocated: Int, bytesRetained: Int, bytesCopied: Int, bytesFilled: Int) {
            self.name = name
            self.allocations = allocations
            self.bytesAllocated = bytesAllocated
            self.bytesRetained = bytesRetained
            self.bytesCopied = bytesCopied
            self.bytesFilled = bytesFilled
        }

        /// The entry of a region whose heap and copy activity was `counts`.
        public init(name: String, counts: AllocationCounts) {
            self.init(
                name: name, allocations: counts.allocationCalls, bytesAllocated: counts.bytesAllocated,
                bytesRetained: counts.bytesRetained, bytesCopied: counts.bytesCopied, bytesFilled: counts.bytesFilled
            )
        }
    }

    /// Always `tessera-bench-gate-manifest/2`.
    public var schema: String
    /// The rows, in region order.
    public var entries: [Entry]

    /// Creates a manifest.
    public init(entries: [Entry]) {
        self.schema = Self.schemaIdentifier
        self.entries = entries
    }

    /// The file name inside the gate directory.
    public static let fileName = "manifest.json"
}
