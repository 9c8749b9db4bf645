/// What `tessera-bench gate-run` writes next to callgrind's dumps: the gate rows in the order
/// their measured regions ran (callgrind's n-th dump is the n-th row) and each row's
/// allocation counts, which the process counts itself.
package struct GateManifest: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    package static let schemaIdentifier = "tessera-bench-gate-manifest/1"

    /// One measured region.
    package struct Entry: Hashable, Sendable, Codable {
        /// The row's name.
        package var name: String
        /// malloc-family calls inside the region.
        package var allocations: Int
        /// Usable bytes allocated inside the region.
        package var bytesAllocated: Int

        /// Creates an entry.
        package init(name: String, allocations: Int, bytesAllocated: Int) {
            self.name = name
            self.allocations = allocations
            self.bytesAllocated = bytesAllocated
        }
    }

    /// Always `tessera-bench-gate-manifest/1`.
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
