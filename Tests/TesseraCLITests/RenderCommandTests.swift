import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func drawsAWaterfallWithAViewport() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = CommandRunner.run([
            "render", CommandRunner.fixture("specs/waterfall-stream.json"), "-o", "out.svg", "--viewport", "0,100,375,400",
        ], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(">0-0</text>"))
        #expect(svg.contains("#4a90d9"))
        #expect(svg.contains("stroke=\"#e08000\""))
        #expect(!svg.contains("#ff3b30"))
    }

    @Test func overlappingElementsAreRed() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let outcome = CommandRunner.run([
            "render", CommandRunner.fixture("results/overlapping.result.json"), "-o", "out.svg",
        ], in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.split(separator: "fill=\"#ff3b30\"", omittingEmptySubsequences: false).count - 1 == 3)
    }

    @Test func badArgumentsWriteNothing() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let spec = CommandRunner.fixture("specs/waterfall-stream.json")
        #expect(CommandRunner.run(["render", spec], in: directory).status == 2)
        #expect(CommandRunner.run(["render", spec, "-o", "x.svg", "--highlight", "a"], in: directory).status == 2)
        #expect(CommandRunner.run(["render", spec, "-o", "x.svg", "--highlight", "999"], in: directory).status == 2)
        #expect(CommandRunner.run(["render", CommandRunner.fixture("bad/malformed.json"), "-o", "x.svg"], in: directory).status == 1)
        #expect(try CommandRunner.files(in: directory).isEmpty)
    }
}
