import Foundation
import Testing

@Suite struct QueryCommandTests {
    @Test func listsTheIntersectingElementsSortedById() throws {
        // Rows of ten 200×200 cells: the rect covers the corners of cells 0-0, 0-1, 1-0, 1-1.
        let outcome = CommandRunner.run([
            "query", CommandRunner.fixture("specs/bidirectional-10x10.json"), "--rect", "150,150,250,250",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == [
            "0 cell 0-0 0,0,200,200", "1 cell 0-1 200,0,400,200", "10 cell 1-0 0,200,200,400", "11 cell 1-1 200,200,400,400",
        ])
    }

    @Test func touchingEdgesAreNotHits() throws {
        let outcome = CommandRunner.run([
            "query", CommandRunner.fixture("specs/bidirectional-10x10.json"), "--rect", "200,200,400,400", "--all-indexes",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n").map { $0.split(separator: " ")[0] } == ["11"])
        #expect(outcome.standardError.contains("interval-tree: 1 hits"))
        #expect(outcome.standardError.contains("linear: 1 hits"))
    }

    @Test func everyIndexAgreesOnEveryFixture() throws {
        for name in ["grid-primes", "waterfall-sections", "seed-grid-primes", "seed-pinterest-stream"] {
            let outcome = CommandRunner.run([
                "query", CommandRunner.fixture("specs/\(name).json"), "--rect", "50,100,300,700", "--all-indexes",
            ])
            #expect(outcome.status == 0, "\(name): \(outcome.standardError)")
            #expect(!outcome.standardOutput.isEmpty, "\(name) has no hits")
        }
    }

    @Test func queriesAResultFileAndAnInvertedRect() throws {
        let path = CommandRunner.fixture("results/clean.result.json")
        let inverted = CommandRunner.run(["query", path, "--rect", "150,150,10,10", "--index", "sorted-search"])
        #expect(inverted.status == 0)
        #expect(inverted.standardOutput.isEmpty)
        let all = CommandRunner.run(["query", path, "--rect", "-1e9,-1e9,1e9,1e9", "--index", "packed-rtree"])
        #expect(all.standardOutput.split(separator: "\n").count == 3)
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let spec = CommandRunner.fixture("specs/bidirectional-10x10.json")
        let missingRect = CommandRunner.run(["query", spec])
        #expect(missingRect.status == 2 && missingRect.standardError.contains("--rect"))
        let badRect = CommandRunner.run(["query", spec, "--rect", "1,2,3"])
        #expect(badRect.status == 2 && badRect.standardError.contains("four numbers"))
        let badIndex = CommandRunner.run(["query", spec, "--rect", "0,0,1,1", "--index", "quadtree"])
        #expect(badIndex.status == 2 && badIndex.standardError.contains("unknown index"))
    }

    @Test func sweepScrollsThroughTheCursorAndEveryIndexAgrees() throws {
        let spec = CommandRunner.fixture("specs/waterfall-sections.json")
        let outcome = try CommandRunner.run(["query", spec, "--rect", "0,0,390,300", "--sweep", "--all-indexes"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        // 1/8 of 300 points a frame until the rect's start passes the content's end.
        #expect(lines.count > 10)
        #expect(lines[0].hasPrefix("0 0,0,390,300 "))
        #expect(lines[1].hasPrefix("1 0,37.5,390,337.5 "))
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            let count = Int(parts[0].split(separator: " ").last!)!
            #expect(parts.count == 2 && parts[1].split(separator: " ").count == count, "\(line)")
        }
        #expect(outcome.standardError.contains("interval-tree scroll cursor: \(lines.count) frames"))
        // Each frame answers what a plain query of its rect answers.
        let frame = try CommandRunner.run(["query", spec, "--rect", "0,75,390,375"])
        let ids = frame.standardOutput.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(lines[2] == "2 0,75,390,375 \(ids.count):" + ids.map { " \($0)" }.joined())
    }

    @Test func sweepTakesAStepAndAFrameCount() throws {
        let spec = CommandRunner.fixture("specs/waterfall-sections.json")
        let outcome = try CommandRunner.run(["query", spec, "--rect", "0,0,390,300", "--sweep", "--step", "100", "--frames", "3"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n").map { $0.split(separator: " ")[1] } == [
            "0,0,390,300", "0,100,390,400", "0,200,390,500",
        ])
    }

    @Test func badSweepArgumentsAreUsageErrors() throws {
        let spec = CommandRunner.fixture("specs/waterfall-sections.json")
        for (arguments, message) in [
            (["--step", "10"], "need --sweep"),
            (["--sweep", "--step", "0"], "finite number > 0"),
            (["--sweep", "--step", "-3"], "finite number"),
            (["--sweep", "--step", "1e-300"], "give --frames N or a larger --step"),
            (["--sweep", "--frames", "0"], "--frames 0"),
            (["--sweep", "--frames", "2000000"], "--frames 2000000"),
            (["--sweep", "--index", "linear"], "--index must be interval-tree"),
        ] {
            let outcome = try CommandRunner.run(["query", spec, "--rect", "0,0,390,300"] + arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
        }
    }
}
