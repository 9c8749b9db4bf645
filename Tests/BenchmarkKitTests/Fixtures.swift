@testable import BenchmarkKit

extension RunEnvironment {
    /// A fixed environment for report tests.
    static let fixture = RunEnvironment(
        cores: 2, cpuModel: "Test CPU", memoryBytes: 1 << 30, operatingSystem: "Linux", toolchain: "Swift 6.3",
        buildConfiguration: "release", date: "2026-01-01T00:00:00Z",
        memory: MemoryHierarchy(
            caches: [.init(level: 2, type: "Unified", bytes: 1 << 20, sharedBy: 1), .init(level: 3, type: "Unified", bytes: 32 << 20, sharedBy: 2)],
            pageBytes: 4096, transparentHugePages: "madvise"
        )
    )
}

extension BenchmarkRow {
    /// A row with simple statistics around `median`.
    static func fixture(
        name: String, median: Double, note: String? = nil, metrics: [String: Double] = [:], cacheRegime: CacheRegime? = nil
    ) -> BenchmarkRow {
        BenchmarkRow(
            name: name, workload: "prepare", layout: "grid", index: nil, size: 10_000, unit: "ns/item",
            time: SampleStatistics(count: 5, min: median * 0.9, median: median, p90: median * 1.2, max: median * 1.5),
            metrics: metrics, note: note, cacheRegime: cacheRegime
        )
    }
}
