import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct GateEnvironmentTests {
    /// Lines of `ld.so --list-diagnostics` under valgrind 3.19 on an AVX2 host.
    static func diagnostics(leaf7ebx: String = "0x40328") -> String {
        """
        version.version="2.36"
        x86.cpu_features.basic.kind=0x1
        x86.cpu_features.basic.family=0x6
        x86.cpu_features.basic.model=0x3c
        x86.cpu_features.features[0x0].cpuid[0x1]=0x2100800
        x86.cpu_features.features[0x0].active[0x2]=0x7ed83203
        x86.cpu_features.features[0x1].active[0x1]=\(leaf7ebx)
        x86.cpu_features.features[0x2].active[0x2]=0x21
        x86.cpu_features.preferred.Fast_Rep_String=0x1
        x86.cpu_features.preferred.Prefer_ERMS=0x0
        x86.cpu_features.rep_movsb_threshold=0x2000
        x86.cpu_features.non_temporal_threshold=0x200000
        """
    }

    @Test func namesTheFeaturesGlibcUsesAndLeavesOutTheRawRegisters() {
        let entries = GlibcCPUReport(diagnostics: Self.diagnostics()).environmentEntries
        #expect(entries["cpu features glibc uses"] == "AES AVX AVX2 BMI1 BMI2 CMPXCHG16B ERMS F16C FMA LAHF64_SAHF64 LZCNT "
            + "MOVBE OSXSAVE PCLMULQDQ POPCNT RDRAND RDSEED SSE3 SSE4_1 SSE4_2 SSSE3 XSAVE")
        #expect(entries["cpu (as valgrind presents it)"] == "family=0x6 kind=0x1 model=0x3c")
        #expect(entries["glibc preferences"] == "Fast_Rep_String")
        #expect(entries["glibc cpu settings"] == "non_temporal_threshold=0x200000 rep_movsb_threshold=0x2000")
        // The APIC id in leaf 1's raw registers depends on the core the probe ran on.
        #expect(!entries.values.contains { $0.contains("0x2100800") })
        #expect(GlibcCPUReport(diagnostics: "version.version=\"2.36\"\n").environmentEntries.isEmpty)
    }

    @Test func spellsAnUnnamedBitByItsPosition() {
        #expect(GlibcCPUReport.featureNames(leaf: 1, register: 1, bits: 1 << 9 | 1 << 12) == ["ERMS", "leaf7.ebx.bit12"])
    }

    static func directory(diagnostics: String, variables: String = "PATH=/usr/bin:/bin SWIFT_DETERMINISTIC_HASHING=1") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gate-env-\(UInt64.random(in: 0 ... .max))").path
        try AtomicFile.write(
            "toolchain=Swift version 6.3.1 (swift-6.3.1-RELEASE)\nvalgrind=valgrind-3.19.0\n"
                + "glibc=ldd (Debian GLIBC 2.36-9+deb12u14) 2.36\nmeasurement=valgrind --tool=callgrind --cache-sim=yes\n"
                + "variables=\(variables)\n",
            to: directory + "/" + GateEnvironment.fileName
        )
        try AtomicFile.write(diagnostics, to: directory + "/" + GateEnvironment.glibcDiagnosticsFileName)
        return directory
    }

    @Test func readsTheScriptsFilesAndNamesEachDifference() throws {
        let before = try Self.directory(diagnostics: Self.diagnostics())
        let after = try Self.directory(
            diagnostics: Self.diagnostics(leaf7ebx: "0x40128"),
            variables: "PATH=/usr/bin:/bin SWIFT_DETERMINISTIC_HASHING=1 GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS"
        )
        defer { for path in [before, after] { try? FileManager.default.removeItem(atPath: path) } }
        let baseline = try GateEnvironment.read(directory: before)
        let current = try GateEnvironment.read(directory: after)
        #expect(baseline.entries["valgrind"] == "valgrind-3.19.0")
        #expect(current.differences(from: baseline) == [
            "cpu features glibc uses: only in the baseline: ERMS; only here: (none)",
            "variables: baseline 'PATH=/usr/bin:/bin SWIFT_DETERMINISTIC_HASHING=1', "
                + "here 'PATH=/usr/bin:/bin SWIFT_DETERMINISTIC_HASHING=1 GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS'",
        ])
        #expect(baseline.differences(from: baseline).isEmpty)
        var older = baseline
        older.entries["valgrind"] = nil
        #expect(baseline.differences(from: older) == ["valgrind: not recorded in the baseline; here 'valgrind-3.19.0'"])
    }

    @Test func refusesToRecordAnEnvironmentWithoutTheCPUReport() throws {
        let directory = try Self.directory(diagnostics: "version.version=\"2.36\"\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: BenchmarkError.self) { try GateEnvironment.read(directory: directory) }
        try AtomicFile.write("not a key value line\n", to: directory + "/" + GateEnvironment.fileName)
        #expect(throws: BenchmarkError.self) { try GateEnvironment.read(directory: directory) }
    }
}
