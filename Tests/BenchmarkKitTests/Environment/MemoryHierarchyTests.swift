import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct MemoryHierarchyTests {
    /// A fake sysfs tree with the caches of a 2-core AMD EPYC VM.
    func fakeSysfs() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sysfs-\(UInt64.random(in: 0 ... .max))").path
        let caches = [
            ("index0", "1", "Data", "32K", "0"), ("index1", "1", "Instruction", "32K", "0"),
            ("index2", "2", "Unified", "1024K", "0"), ("index3", "3", "Unified", "32768K", "0-1"),
        ]
        for (entry, level, type, size, shared) in caches {
            let directory = "\(root)/devices/system/cpu/cpu0/cache/\(entry)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (name, value) in [("level", level), ("type", type), ("size", size), ("shared_cpu_list", shared)] {
                try (value + "\n").write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
            }
        }
        try FileManager.default.createDirectory(atPath: "\(root)/kernel/mm/transparent_hugepage", withIntermediateDirectories: true)
        try "always [madvise] never\n".write(toFile: "\(root)/kernel/mm/transparent_hugepage/enabled", atomically: true, encoding: .utf8)
        return root
    }

    @Test func readsTheCachesAndHugePageModeFromSysfs() throws {
        let root = try fakeSysfs()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let memory = MemoryHierarchy.current(sysfs: root)
        #expect(memory.caches == [
            .init(level: 1, type: "Data", bytes: 32 << 10, sharedBy: 1),
            .init(level: 2, type: "Unified", bytes: 1 << 20, sharedBy: 1),
            .init(level: 3, type: "Unified", bytes: 32 << 20, sharedBy: 2),
        ])
        #expect(memory.lastLevelCacheBytes == 32 << 20)
        #expect(memory.transparentHugePages == "madvise")
        #expect(memory.pageBytes >= 4096)
        #expect(memory.summary.hasPrefix("L1d 32 KiB, L2 1 MiB, L3 32 MiB (shared by 2); "))
        #expect(memory.summary.hasSuffix("pages, THP madvise"))
    }

    @Test func aMissingSysfsLeavesTheFactsOut() {
        let memory = MemoryHierarchy.current(sysfs: "/nonexistent-\(UInt64.random(in: 0 ... .max))")
        #expect(memory.caches.isEmpty && memory.lastLevelCacheBytes == nil)
        #expect(memory.transparentHugePages == "unknown")
        #expect(memory.summary.hasPrefix("caches unknown; "))
    }

    @Test func parsesSysfsNotation() {
        #expect(MemoryHierarchy.parseSize("48K") == 48 << 10)
        #expect(MemoryHierarchy.parseSize("2M") == 2 << 20)
        #expect(MemoryHierarchy.parseSize("512") == 512)
        #expect(MemoryHierarchy.parseSize("K") == nil && MemoryHierarchy.parseSize("") == nil && MemoryHierarchy.parseSize("-1K") == nil)
        #expect(MemoryHierarchy.countCPUs("0-3,8,10-11") == 7)
        #expect(MemoryHierarchy.countCPUs("") == 1)
        #expect(MemoryHierarchy.byteText(1536 << 10) == "1.5 MiB")
    }
}
