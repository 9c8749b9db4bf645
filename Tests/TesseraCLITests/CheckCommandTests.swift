import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test(arguments: ["grid-primes", "grid-spans-headers", "waterfall-stream", "waterfall-sections", "bidirectional-10x10", "waterfall-feed-updates"])
    func tesseraEnginesPassEveryInvariant(name: String) throws {
        let outcome = CommandRunner.run(["check", CommandRunner.fixture("specs/\(name).json")])
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardError.contains("invariants hold"))
    }

    @Test func aBrokenResultFromElsewhereIsReportedPrecisely() throws {
        let outcome = CommandRunner.run(["check", "--result", CommandRunner.fixture("results/overlapping.result.json")])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("noOverlap"))
        #expect(outcome.standardOutput.contains("0-0"))
        #expect(outcome.standardOutput.contains("0-1"))
        #expect(outcome.standardOutput.contains("inBounds"))
        #expect(outcome.standardOutput.contains("0-2"))
        #expect(outcome.standardError.contains("violation"))
    }

    @Test func toleranceAcceptsSmallOverlapsOnly() throws {
        let path = CommandRunner.fixture("results/overlapping.result.json")
        let tolerant = CommandRunner.run(["check", "--result", path, "--tolerance", "1", "--invariants", "noOverlap"])
        #expect(tolerant.status == 0, "\(tolerant.standardOutput)")
        let strict = CommandRunner.run(["check", "--result", path, "--tolerance", "0.25", "--invariants", "noOverlap"])
        #expect(strict.status == 1)
    }

    @Test func aCleanResultPasses() throws {
        let outcome = CommandRunner.run(["check", "--result", CommandRunner.fixture("results/clean.result.json")])
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
    }

    @Test func badArguments() throws {
        #expect(CommandRunner.run(["check"]).status == 2)
        #expect(CommandRunner.run(["check", CommandRunner.fixture("specs/grid-primes.json"), "--invariants", "noOverlaps"]).status == 2)
        #expect(CommandRunner.run(["check", CommandRunner.fixture("specs/grid-primes.json"), "--tolerance", "-1"]).status == 2)
        let bad = CommandRunner.run(["check", CommandRunner.fixture("bad/span-zero.json")])
        #expect(bad.status == 1 && bad.standardError.contains("sections[3].items[2].span"))
    }
}
