/// What `tessera-bench gate-run` writes next to callgrind's dumps: the gate rows in the order
/// their measured regions ran (callgrind's n-th dump is the n-th row) and the counts the
/// process takes itself (`AllocationCounter`) of each region.
package struct GateManifest: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    package static let schemaIdentifier = "tessera-bench-gate-manifest/2"

    /// One measured region.
    package struct Entry: Hashable, Sendable, Codable {
        /// The row's name.
        package var name: String
        /// malloc-family calls inside the region (realloc included).
        package var allocations: Int
        /// Usable bytes allocated inside the region.
        package var bytesAllocated: Int
        /// Bytes allocated minus bytes freed inside the region, with the region's product
        /// (e.g. the `LayoutResult` of a prepare row) still alive: what it holds.
        package var bytesRetained: Int
        /// Bytes passed to memcpy and memmove inside the region.
        package var bytesCopied: Int
        /// Bytes passed to memset inside the region.
        package var bytesFilled: Int

        /// Creates an entry.
        package init(name: String, allocations: Int, bytesAllocated: Int, bytesRetained: Int, bytesCopied: Int, bytesFilled: Int) {
            self.name = name
            self.allocations = allocations
            self.bytesAllocated = bytesAllocated
            self.bytesRetained = bytesRetained
            self.bytesCopied = bytesCopied
            self.bytesFilled = bytesFilled
        }

        /// The entry of a region whose heap and copy activity was `counts`.
        package init(name: String, counts: AllocationCounts) {
            self.init(
                name: name, allocations: counts.allocationCalls, bytesAllocated: counts.bytesAllocated,
                bytesRetained: counts.bytesRetained, bytesCopied: counts.bytesCopied, bytesFilled: counts.bytesFilled
            )
        }
    }

    /// Always `tessera-bench-gate-manifest/2`.
    package var schema: String
    /// The rows, in region order.
    package var entries: [Entry]

    /// Creates a manifest.
    package init(entries: [Entry]) {
        self.schema = Self.schemaIdentifier
        self.entries = entries
    }

    /// The file name inside the gate directory.
    package static let fileName = "manifest.json"
}
