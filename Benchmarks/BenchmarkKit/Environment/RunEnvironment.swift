import Foundation

/// Where and how a benchmark ran: the facts a reader needs before comparing two results.
package struct RunEnvironment: Hashable, Sendable, Codable {
    /// Logical processors available to the process.
    package var cores: Int
    /// The CPU's model name (`model name` of /proc/cpuinfo), or `unknown`.
    package var cpuModel: String
    /// Physical memory in bytes.
    package var memoryBytes: UInt64
    /// The operating system's version string.
    package var operatingSystem: String
    /// The Swift compiler the benchmark was built with (e.g. `Swift 6.3`).
    package var toolchain: String
    /// `release` or `debug`.
    package var buildConfiguration: String
    /// When the run started, ISO 8601 in UTC.
    package var date: String
    /// Caches, page size and huge-page mode: what a cold query's cost depends on.
    package var memory: MemoryHierarchy

    /// Creates an environment from known facts (for reading reports back, and tests).
    package init(
        cores: Int, cpuModel: String, memoryBytes: UInt64, operatingSystem: String,
        toolchain: String, buildConfiguration: String, date: String,
        memory: MemoryHierarchy = MemoryHierarchy(caches: [], pageBytes: 4096, transparentHugePages: "unknown")
    ) {
        self.cores = cores
        self.cpuModel = cpuModel
        self.memoryBytes = memoryBytes
        self.operatingSystem = operatingSystem
        self.toolchain = toolchain
        self.buildConfiguration = buildConfiguration
        self.date = date
        self.memory = memory
    }

    /// The environment of this process, now.
    package static func current(date: Date = Date()) -> RunEnvironment {
        let info = ProcessInfo.processInfo
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return RunEnvironment(
            cores: info.activeProcessorCount,
            cpuModel: cpuModel(cpuinfo: (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""),
            memoryBytes: info.physicalMemory,
            operatingSystem: info.operatingSystemVersionString,
            toolchain: toolchain,
            buildConfiguration: buildConfiguration,
            date: formatter.string(from: date),
            memory: MemoryHierarchy.current()
        )
    }

    /// `debug` when compiled with `DEBUG` defined (SwiftPM's debug configuration), else `release`.
    package static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// Whether this is a debug build, whose timings mean nothing.
    package static var isDebugBuild: Bool { buildConfiguration == "debug" }

    /// The compiler version, known at compile time.
    package static var toolchain: String {
        #if compiler(>=6.5)
        "Swift ≥ 6.5"
        #elseif compiler(>=6.4)
        "Swift 6.4"
        #elseif compiler(>=6.3)
        "Swift 6.3"
        #elseif compiler(>=6.2)
        "Swift 6.2"
        #elseif compiler(>=6.1)
        "Swift 6.1"
        #else
        "Swift 6.0"
        #endif
    }

    /// The first `model name` line of a /proc/cpuinfo text, or `unknown`.
    static func cpuModel(cpuinfo: String) -> String {
        for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }
}
