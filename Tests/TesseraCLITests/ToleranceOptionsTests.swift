import Foundation
import Testing
import TesseraCheck
import TesseraCore

/// `--display-scale` and `--tolerances`: a result from elsewhere held to what its screen shows,
/// bad values refused naming them, and a campaign's replay line repeating both.
@Suite struct ToleranceOptionsTests {
    /// A result whose one frame ends `past` points beyond the content's height, written to a
    /// temporary file.
    static func resultFile(past: Double) throws -> String {
        var result = LayoutResult(cells: [Rect(minX: 0, minY: 0, maxX: 10, maxY: 100 + past)], axis: .vertical)
        result.contentSize = Size(width: 10, height: 100)
        let file = try CommandRunner.temporaryDirectory().appendingPathComponent("app.result.json")
        try Data(result.jsonString().utf8).write(to: file)
        return file.path
    }

    @Test func aResultIsHeldToItsScreen() throws {
        let options = ["--invariants", "inBounds", "--display-scale", "2", "--tolerances", "half-pixel"]
        // 0.2 pt is 0.4 device pixels at @2x: it passes as a user's layout, not exactly.
        let slight = try Self.resultFile(past: 0.2)
        #expect(CommandRunner.run(["check", "--result", slight] + options).status == 0)
        let exact = CommandRunner.run(["check", "--result", slight, "--invariants", "inBounds", "--display-scale", "2"])
        #expect(exact.status == 1 && exact.standardOutput.contains("device pixels at @2x: sub-pixel"), "\(exact.standardOutput)")
        // Half a device pixel fails; an override holds one invariant exact.
        let half = CommandRunner.run(["check", "--result", try Self.resultFile(past: 0.25)] + options)
        #expect(half.status == 1 && half.standardOutput.contains("0.5 device pixels at @2x"), "\(half.standardOutput)")
        let overridden = CommandRunner.run(["check", "--result", slight, "--invariants", "inBounds", "--tolerances", "half-pixel,inBounds=exact"])
        #expect(overridden.status == 1)
        // At @1x, 0.25 pt is a quarter of a pixel: it passes.
        let coarse = CommandRunner.run(["check", "--result", try Self.resultFile(past: 0.25), "--invariants", "inBounds", "--display-scale", "1", "--tolerances", "half-pixel"])
        #expect(coarse.status == 0, "\(coarse.standardOutput)")
    }

    @Test(arguments: [
        (["--display-scale", "4"], "--display-scale 4: expected an integer in 1...3"),
        (["--display-scale", "2.5"], "--display-scale 2.5: expected an integer in 1...3"),
        (["--tolerances", "half"], #"--tolerances half: unknown tolerance "half" (one of: exact, noise, half-pixel)"#),
        (["--tolerances", "exact,"], #"--tolerances "exact,": an empty entry"#),
        (["--tolerances", "exact,noise"], "--tolerances exact,noise: two tolerances for every invariant"),
        (["--tolerances", "noOverlp=exact"], "--tolerances: unknown invariant noOverlp"),
        (["--tolerances", "noOverlap=noise,noOverlap=exact"], "noOverlap is given twice"),
        (["--tolerances", "noOverlap=pixel"], #"unknown tolerance "pixel""#),
    ])
    func badValuesAreNamed(arguments: [String], message: String) {
        for command in [["check", CommandRunner.fixture("specs/grid-primes.json")], ["fuzz", "--layout", "grid", "--cases", "1"]] {
            let outcome = CommandRunner.run(command + arguments)
            #expect(outcome.status == 2, "\(outcome.standardOutput)")
            #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        }
    }

    @Test func aReplayLineRepeatsTheScreenAndTolerances() throws {
        // The seed grid's one-ulp overlaps fail as noise under `exact`, within a few cases.
        let outcome = CommandRunner.run([
            "fuzz", "--layout", "seed-grid", "--profile", "adversarial", "--cases", "200", "--tolerance", "0", "--display-scale", "2",
            "--tolerances", "exact,incrementalUpdate=noise", "--stop-at-first",
        ])
        #expect(outcome.status == 1)
        let replay = try #require(outcome.standardOutput.split(separator: "\n").first { $0.contains("tessera fuzz --layout seed-grid") })
        #expect(replay.contains("--display-scale 2 --tolerances exact,incrementalUpdate=noise"), "\(replay)")
        #expect(outcome.standardOutput.contains("at @2x"))
    }
}
