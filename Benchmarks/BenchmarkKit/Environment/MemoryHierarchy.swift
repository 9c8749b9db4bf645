import Foundation

/// The facts of the memory system that decide what a cold query costs: the CPU's data caches
/// (from Linux's sysfs), the page size and the transparent-huge-page mode.
///
/// A query over 1M frames (32 MB) on a machine whose last-level cache holds 32 MB is a different
/// experiment from the same query with a 8 MB cache, and 4 KiB pages put a TLB miss on most
/// random reads of such an array; a report that does not say these is not comparable.
package struct MemoryHierarchy: Hashable, Sendable, Codable {
    /// One data or unified cache level as sysfs describes it.
    package struct Cache: Hashable, Sendable, Codable {
        /// 1, 2, 3…
        package var level: Int
        /// `Data` or `Unified` (instruction caches are left out).
        package var type: String
        /// Capacity in bytes.
        package var bytes: Int
        /// How many logical processors share one instance.
        package var sharedBy: Int

        /// Creates a cache description.
        package init(level: Int, type: String, bytes: Int, sharedBy: Int) {
            self.level = level
            self.type = type
            self.bytes = bytes
            self.sharedBy = sharedBy
        }
    }

    /// The data and unified caches of CPU 0, innermost first; empty where sysfs says nothing.
    package var caches: [Cache]
    /// The page size in bytes (`sysconf(_SC_PAGESIZE)`).
    package var pageBytes: Int
    /// `/sys/kernel/mm/transparent_hugepage/enabled`'s selected mode (`always`, `madvise`,
    /// `never`), or `unknown`. Under `madvise` the benchmark's arrays live on 4 KiB pages.
    package var transparentHugePages: String

    /// Creates a description from known facts (for reading reports back, and tests).
    package init(caches: [Cache], pageBytes: Int, transparentHugePages: String) {
        self.caches = caches
        self.pageBytes = pageBytes
        self.transparentHugePages = transparentHugePages
    }

    /// The outermost cache's capacity, or `nil` when unknown.
    package var lastLevelCacheBytes: Int? {
        caches.max { $0.level < $1.level }?.bytes
    }

    /// The facts of this machine. Files that are missing or unreadable leave their fact out
    /// (no caches, `unknown`) rather than failing the run.
    package static func current(sysfs: String = "/sys") -> MemoryHierarchy {
        var caches: [Cache] = []
        let directory = sysfs + "/devices/system/cpu/cpu0/cache"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for entry in entries.sorted() where entry.hasPrefix("index") {
            func read(_ name: String) -> String? {
                (try? String(contentsOfFile: "\(directory)/\(entry)/\(name)", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let type = read("type"), type != "Instruction",
                  let level = read("level").flatMap({ Int($0) }),
                  let bytes = read("size").flatMap(parseSize) else { continue }
            let sharedBy = read("shared_cpu_list").map(countCPUs) ?? 1
            caches.append(Cache(level: level, type: type, bytes: bytes, sharedBy: sharedBy))
        }
        caches.sort { $0.level < $1.level }
        let mode = (try? String(contentsOfFile: sysfs + "/kernel/mm/transparent_hugepage/enabled", encoding: .utf8))
            .flatMap(selectedMode) ?? "unknown"
        return MemoryHierarchy(caches: caches, pageBytes: Int(sysconf(Int32(_SC_PAGESIZE))), transparentHugePages: mode)
    }

    /// One line for the run header, e.g. `L1d 32 KiB, L2 1 MiB, L3 32 MiB (shared by 2); 4 KiB
    /// pages, THP madvise`.
    package var summary: String {
        let cacheText = caches.isEmpty ? "caches unknown" : caches.map { cache in
            let name = "L\(cache.level)" + (cache.type == "Data" ? "d" : "")
            return "\(name) \(Self.byteText(cache.bytes))" + (cache.sharedBy > 1 ? " (shared by \(cache.sharedBy))" : "")
        }.joined(separator: ", ")
        return "\(cacheText); \(Self.byteText(pageBytes)) pages, THP \(transparentHugePages)"
    }

    /// `32 KiB`, `1 MiB`, `1.5 MiB`.
    static func byteText(_ bytes: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= size {
            let value = Double(bytes) / Double(size)
            return value == value.rounded() ? "\(Int(value)) \(unit)" : String(format: "%.1f %@", value, unit)
        }
        return "\(bytes) B"
    }

    /// sysfs sizes: `32K`, `1024K`, `32M`, or plain bytes.
    static func parseSize(_ text: String) -> Int? {
        guard let last = text.last else { return nil }
        let multiplier = switch last {
        case "K", "k": 1 << 10
        case "M", "m": 1 << 20
        case "G", "g": 1 << 30
        default: 1
        }
        let digits = multiplier == 1 ? Substring(text) : text.dropLast()
        guard let value = Int(digits), value > 0 else { return nil }
        return value * multiplier
    }

    /// The number of CPUs in a sysfs list such as `0-1,4,6-7`.
    static func countCPUs(_ list: String) -> Int {
        var count = 0
        for part in list.split(separator: ",") {
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            if bounds.count == 2, bounds[1] >= bounds[0] { count += bounds[1] - bounds[0] + 1 } else if bounds.count == 1 { count += 1 }
        }
        return max(1, count)
    }

    /// The bracketed word of `always [madvise] never`.
    static func selectedMode(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") else { return nil }
        return String(text[text.index(after: open) ..< close])
    }
}
