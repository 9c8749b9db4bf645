/// What `tessera-bench gate-run` writes next to callgrind's dumps: the gate rows in the order
/// their measured regions ran (callgrind's n-th dump is the n-th row) and each row's
/// allocation counts, which the process counts itself.
public struct GateManifest: Hashable, Sendable, Codable {
    /// The schema identifier of this format.
    public static let schemaIdentifier = "tessera-bench-gate-manifest/1"

    /// One measured region.
    public struct Entry: Hashable, Sendable, Codable {
        /// The row's name.
        public var name: String
        /// malloc-family calls inside the region.
        public var allocations: Int
        /// Usable bytes allocated inside the region.
        public var bytesAllocated: Int

        /// Creates an entry.
        public init(name: String, allocations: Int, bytesAllocated: Int) {
            self.name = name
            self.allocations = allocations
            self.bytesAllocated = bytesAllocated
        }
    }

    /// Always `tessera-bench-gate-manifest/1`.
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
