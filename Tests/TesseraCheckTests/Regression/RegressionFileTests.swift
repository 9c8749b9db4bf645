import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

@Suite("Regression files")
struct RegressionFileTests {
    func temporaryFile() -> RegressionFile {
        RegressionFile(url: FileManager.default.temporaryDirectory.appendingPathComponent("tessera-regressions-\(UInt64.random(in: 0 ... .max)).jsonl"))
    }

    @Test func appendsOnceAndReadsBack() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        #expect(try file.entries().isEmpty)
        var random = Xoshiro256StarStar(seed: 31)
        let spec = SpecGenerator(layout: .waterfall, profile: .sections).generate(using: &random)
        let entry = RegressionEntry(invariant: .waterfallBalance, seed: 0xFEED, caseIndex: 9, spec: spec)
        #expect(try file.append(entry))
        #expect(try !file.append(entry))
        let other = RegressionEntry(invariant: .noOverlap, factory: "mutant", spec: LayoutSpec(layout: .grid, container: Size(width: 100.0 / 3, height: 1), items: ItemSet(sectionCount: 1, itemsPerSection: 2)))
        #expect(try file.append(other))
        #expect(try file.entries() == [entry, other])
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
    }

    @Test func aMalformedLineIsNamed() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        try Data("// a comment\n\n{\"invariant\":\"noSuchThing\",\"spec\":{}}\n".utf8).write(to: file.url)
        #expect(throws: RegressionFileError.self) { try file.entries() }
        do {
            _ = try file.entries()
        } catch {
            #expect(error.description.hasSuffix(":3: invariant: missing or not one of \(Invariant.allCases.map(\.rawValue))"))
        }
    }

    @Test func entriesAreReplayedBeforeTheCases() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let broken = LayoutFactory(name: "tie") { ReferenceWaterfall(spec: $0, bug: .tieToHighestColumn) }
        // Two items, two columns: the tie at the start goes the wrong way.
        let spec = LayoutSpec(layout: .waterfall, container: Size(width: 100, height: 100), options: .init(columns: 2),
                              items: ItemSet(sections: [[ItemSet.Item(height: 10), ItemSet.Item(height: 10)]]))
        try file.append(RegressionEntry(invariant: .waterfallBalance, factory: "tie", spec: spec))
        let report = Campaign(layout: .waterfall, profile: .phone, cases: 0, factory: broken, regressionFile: file).run()
        #expect(report.regressionsReplayed == 1)
        #expect(report.failure?.regressionEntry == 0)
        #expect(report.failure?.violation.invariant == .waterfallBalance)
    }

    @Test func newFailuresAreRecorded() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let broken = LayoutFactory(name: "header") { ReferenceGrid(spec: $0, bug: .headerLengthIgnored) }
        let report = Campaign(layout: .grid, profile: .sections, cases: 20, seed: 5, factory: broken, regressionFile: file, recordsFailures: true).run()
        let failure = try #require(report.failure)
        let entries = try file.entries()
        #expect(entries.count == 1)
        #expect(entries.first?.spec == failure.shrunkSpec)
        #expect(entries.first?.caseIndex == failure.caseIndex)
    }
}
