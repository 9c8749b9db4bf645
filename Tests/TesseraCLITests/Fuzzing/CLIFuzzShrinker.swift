import Foundation

/// Shrinks a failing CLI fuzz case, keeping the kind of its failure: drops mutations one by
/// one, then optional arguments, then — delta debugging — chunks of the input's bytes, until
/// nothing more can go, `budget` candidates have been tried or `timeLimit` has passed (an
/// input of the cost contract's families is megabytes: each candidate may take seconds).
struct CLIFuzzShrinker {
    let oracle: CLIFuzzOracle
    var budget = 400
    var timeLimit: Duration = .seconds(60)

    struct Outcome {
        var fuzzCase: CLIFuzzCase
        var input: [UInt8]
        var failure: CLIFuzzFailure
        var attempts: Int
    }

    func shrink(_ fuzzCase: CLIFuzzCase, failure: CLIFuzzFailure) -> Outcome {
        var best = Outcome(fuzzCase: fuzzCase, input: fuzzCase.input(oracle.fixtures), failure: failure, attempts: 0)
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        func attempt(_ candidate: CLIFuzzCase, input: [UInt8]? = nil) -> Bool {
            guard best.attempts < budget, clock.now < deadline else { return false }
            best.attempts += 1
            let bytes = input ?? candidate.input(oracle.fixtures)
            guard let found = oracle.check(candidate, input: bytes), found.kind == failure.kind else { return false }
            best.fuzzCase = candidate
            best.input = bytes
            best.failure = found
            return true
        }
        var index = best.fuzzCase.mutations.count - 1
        while index >= 0 {
            var candidate = best.fuzzCase
            candidate.mutations.remove(at: index)
            _ = attempt(candidate)
            index -= 1
        }
        var position = 2
        while position < best.fuzzCase.arguments.count {
            var candidate = best.fuzzCase
            let arguments = candidate.arguments
            guard arguments[position].hasPrefix("--") else { position += 1; continue }
            let takesValue = position + 1 < arguments.count && !arguments[position + 1].hasPrefix("--")
            candidate.arguments.removeSubrange(position ..< position + (takesValue ? 2 : 1))
            if !attempt(candidate) { position += takesValue ? 2 : 1 }
        }
        var chunk = max(best.input.count / 2, 1)
        while chunk >= 1, best.attempts < budget, clock.now < deadline {
            var start = 0
            while start < best.input.count, best.attempts < budget, clock.now < deadline {
                var bytes = best.input
                bytes.removeSubrange(start ..< min(start + chunk, bytes.count))
                if !attempt(best.fuzzCase, input: bytes) { start += chunk }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return best
    }
}
