import Foundation
import TesseraCheck
import TesseraIndex

/// The worker side of an A/B run (`tessera-bench ab-worker`): runs the suite over the selected
/// rows, and at each row's samples hands control to the driver (`ABProtocol`), which asks for
/// blocks of runs while the other revision's worker waits on its pipe, using no CPU.
///
/// Each row's setup (inputs, layouts, reference answers, the answer check) runs as in a plain
/// run, before the row is announced; the driver starts a block only when both workers have
/// announced the row, so one worker's setup never overlaps the other's timed runs.
final class ABWorker: RowSampler, @unchecked Sendable {
    private let channel: LineChannel

    /// A worker talking over `channel`.
    init(channel: LineChannel) {
        self.channel = channel
    }

    /// Runs `plan` (whose sampler it becomes) over `layouts` and `indexes`, talking over
    /// standard input and output, each row offering `runs` distinct runs (query draws: the
    /// driver asks for no more); returns the exit status.
    static func run(plan: BenchmarkPlan, runs: Int, layouts: LayoutCatalog, indexes: [IndexKind]) -> Int32 {
        let worker = ABWorker(channel: LineChannel(input: 0, output: 1))
        var plan = plan
        plan.sampler = worker
        plan.policy = SamplingPolicy(warmUpRuns: 0, samples: runs, minimumSamples: 1, budgetNanoseconds: .max)
        worker.channel.write("\(ABProtocol.hello) \(ABProtocol.version) runs=\(runs)")
        do {
            _ = try BenchmarkSuite(plan: plan, layouts: layouts, indexes: indexes).run()
        } catch {
            worker.channel.write("\(ABProtocol.error) \(error)".replacingOccurrences(of: "\n", with: " "))
            return 1
        }
        worker.channel.write(ABProtocol.end)
        return 0
    }

    func samples(of name: String, units: Double, policy: SamplingPolicy, _ body: (Int) throws -> UInt64) rethrows -> [Double] {
        channel.write("\(ABProtocol.row) \(name) \(units)")
        var taken: [Double] = []
        var run = 0
        while true {
            guard let line = channel.readLine() else {
                // The driver is gone (stopped at its budget, or killed): nothing left to do.
                exit(0)
            }
            let words = line.split(separator: " ")
            if words.first.map(String.init) == ABProtocol.next { break }
            guard words.count == 3, words[0] == ABProtocol.sample, let warmUps = Int(words[1]), let timed = Int(words[2]),
                  warmUps >= 0, timed >= 0 else {
                FileHandle.standardError.write(Data("ab-worker: unexpected command '\(line)'\n".utf8))
                exit(1)
            }
            for _ in 0 ..< warmUps {
                _ = try body(run)
                run += 1
            }
            var block: [Double] = []
            for _ in 0 ..< timed {
                block.append(Double(try body(run)))
                run += 1
            }
            taken += block
            channel.write(([ABProtocol.samples] + block.map { String(Int($0)) }).joined(separator: " "))
        }
        // The suite summarises at least one sample per row; one the driver did not ask for
        // costs time but times nothing it uses.
        if taken.isEmpty { taken.append(Double(try body(run))) }
        return taken
    }
}
