import Testing
@testable import BenchmarkKit

@Suite struct CallgrindDumpTests {
    /// A dump shaped like callgrind 3.19's with the cache simulation: the region calls
    /// memcpy (ours), which calls glibc's variant, and memcmp, which is not a bulk routine.
    static let dump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        part: 3
        desc: Trigger: --dump-after=tessera_measured_region
        positions: line
        events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw
        summary: 1000 300 200 5 40 30 1 7 3

        ob=(8) /tmp/tessera-gate.0123456789/tessera-bench
        fl=(1) ???
        fn=(10) tessera_measured_region
        0 20 5 5
        cfn=(11) memcpy
        calls=2 0
        0 300 100 100 0 10 10 0 2 1
        cfn=(12) __memcmp_avx2_movbe
        calls=1 0
        0 50 20
        +3 630 175 95 5 20 10 1 5 2

        fn=(11)
        0 8 2
        cfn=(13) __memmove_avx_unaligned_erms
        calls=2 0
        0 292 98 100 0 10 10 0 2 1

        fn=(13)
        0 292 98 100 0 10 10 0 2 1

        totals: 1000 300 200 5 40 30 1 7 3
        """

    @Test func readsTotalsAndTheBulkRoutinesInclusiveCost() throws {
        var names: [Int: String] = [:]
        let profile = try CallgrindDump.profile(in: Self.dump, path: "d", names: &names)
        #expect(profile.totals["Ir"] == 1000)
        #expect(profile.totals["DLmr"] == 7)
        #expect(profile.totals["DLmw"] == 3)
        // Only the call from the region into memcpy counts; memcpy's own call into glibc's
        // variant is inside it, and memcmp is compute.
        #expect(profile.bulkMemory["Ir"] == 300)
        #expect(profile.excludingBulkMemory("Ir") == 700)
        #expect(profile.excludingBulkMemory("DLmr") == 5)
        #expect(names[13] == "__memmove_avx_unaligned_erms")
    }

    @Test func resolvesNamesDefinedInAnEarlierDump() throws {
        var names: [Int: String] = [:]
        _ = try CallgrindDump.profile(in: Self.dump, path: "d1", names: &names)
        let later = """
            events: Ir
            fn=(10)
            0 10
            cfn=(11)
            calls=1 0
            0 64
            totals: 74
            """
        let profile = try CallgrindDump.profile(in: later, path: "d2", names: &names)
        #expect(profile.totals == ["Ir": 74])
        #expect(profile.bulkMemory == ["Ir": 64])
    }

    @Test func fillsEventsLeftOutOfTheTotalsWithZero() throws {
        var names: [Int: String] = [:]
        let profile = try CallgrindDump.profile(in: "events: Ir DLmr DLmw\nsummary: 5 1\n", path: "d", names: &names)
        #expect(profile.totals == ["Ir": 5, "DLmr": 1, "DLmw": 0])
    }

    @Test func rejectsWhatIsNotADump() {
        var names: [Int: String] = [:]
        #expect(throws: BenchmarkError.file(path: "x", reason: "no 'events:' line: not a callgrind dump")) {
            try CallgrindDump.profile(in: "hello\n", path: "x", names: &names)
        }
        #expect(throws: BenchmarkError.file(path: "x", reason: "no totals line: not a complete callgrind dump")) {
            try CallgrindDump.profile(in: "events: Ir\nfn=(1) f\n0 5\n", path: "x", names: &names)
        }
        #expect(throws: BenchmarkError.self) {
            try CallgrindDump.profile(in: "events: Ir\nfn=(1) f\ncfn=(2) memset\ncalls=1 0\n0 x\ntotals: 1\n", path: "x", names: &names)
        }
    }

    @Test func partNumbers() {
        #expect(CallgrindDump.partNumber(fileName: "callgrind.out.12", base: "callgrind.out") == 12)
        #expect(CallgrindDump.partNumber(fileName: "callgrind.out", base: "callgrind.out") == nil)
        #expect(CallgrindDump.partNumber(fileName: "manifest.json", base: "callgrind.out") == nil)
    }

    @Test(arguments: [
        ("memcpy", true), ("memmove", true), ("memset", true), ("__memmove_avx_unaligned_erms", true),
        ("__memset_avx2_unaligned_erms", true), ("__memcpy_chk", true), ("__wmemset_avx2_unaligned", true),
        ("memcpy'2", true), ("__memcmp_avx2_movbe", false), ("__memchr_evex", false), ("__wmemcmp_avx2_movbe", false),
        ("memcmp", false), ("0x000000000001ab70", false), ("$s14TesseraLayouts10GridLayoutV", false),
    ])
    func bulkRoutinesByName(name: String, isBulk: Bool) {
        #expect(BulkMemoryRoutine.contains(name) == isBulk)
    }
}
