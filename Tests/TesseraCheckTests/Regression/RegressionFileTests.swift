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
        let mutant = LayoutVariant(.grid, implementation: "mutant") { $0 }
        let other = RegressionEntry(invariant: .noOverlap, spec: LayoutSpec(layout: mutant, container: Size(width: 100.0 / 3, height: 1), items: ItemSet(sectionCount: 1, itemsPerSection: 2)))
        #expect(other.implementation == "mutant")
        #expect(try other.spec(for: mutant).container.width == 100.0 / 3)
        #expect(try file.append(other))
        #expect(try file.entries() == [entry, other])
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
    }

    @Test func aMalformedLineIsNamed() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        try Data("// a comment\n\n{\"invariant\":\"\",\"spec\":{}}\n".utf8).write(to: file.url)
        #expect(throws: RegressionFileError.self) { try file.entries() }
        do {
            _ = try file.entries()
        } catch {
            #expect(error.description.hasSuffix(":3: invariant: missing or not a name"))
        }
    }

    @Test func entriesAreReplayedBeforeTheCases() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        // The waterfall mirrored: the tie at the start goes to the last column.
        let broken = LayoutVariant(.waterfall, implementation: "tie") { options in
            RewrittenLayout(base: options) { result, items in
                result.edited(for: items) { elements, size in
                    for index in elements.indices {
                        let frame = elements[index].frame
                        elements[index].frame = Rect(minX: size.width - frame.maxX, minY: frame.minY, maxX: size.width - frame.minX, maxY: frame.maxY)
                    }
                }
            }
        }
        // Two items, two columns: the tie at the start goes the wrong way.
        let spec = LayoutSpec(layout: broken, container: Size(width: 100, height: 100), options: .init(columns: 2),
                              items: ItemSet(sections: [[ItemSet.Item(height: 10), ItemSet.Item(height: 10)]]))
        try file.append(RegressionEntry(invariant: .waterfallBalance, spec: spec))
        // The layout's own engine does not replay the variant's entry.
        #expect(Campaign(layout: .waterfall, profile: .phone, cases: 0, regressionFile: file).run().regressionsReplayed == 0)
        let report = Campaign(layout: broken, profile: .phone, cases: 0, regressionFile: file, stopsAtFirstFailure: true).run()
        #expect(report.regressionsReplayed == 1)
        #expect(report.failure?.regressionEntry == 0)
        #expect(report.failure?.violation.invariant == .waterfallBalance)
    }

    @Test func aNewFailurePrintsItsLineAndWritesNothing() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let broken = LayoutVariant(.grid, implementation: "header") { options in
            var misread = options
            misread.headerLength = 0
            return misread
        }
        let report = Campaign(layout: broken, profile: .sections, cases: 20, seed: 5, regressionFile: file, stopsAtFirstFailure: true).run()
        let failure = try #require(report.failure)
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        let line = try #require(failure.regressionLine)
        #expect(line.file == file.url.lastPathComponent)
        #expect(failure.description.contains(line.line))
        // The printed line, once appended, replays the shrunk counterexample.
        let entry = try RegressionEntry(jsonLine: line.line)
        #expect(try entry.spec(for: broken) == failure.shrunkSpec)
        #expect(entry.caseIndex == failure.caseIndex)
        #expect(entry.implementation == "header")
    }
}
