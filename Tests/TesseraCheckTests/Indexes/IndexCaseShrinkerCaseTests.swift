import Testing
import TesseraCheck
import TesseraCore

/// `IndexCaseShrinker`'s entry for a whole case that fails in a way only the caller knows (a
/// trap or a hang in a child process, for `tessera fuzz`): it finds the part of the case that
/// fails alone — the queries, or one scroll — and shrinks that.
@Suite struct IndexCaseShrinkerCaseTests {
    static func drawn(seed: UInt64) -> IndexCase {
        var random = Xoshiro256StarStar(seed: seed)
        return IndexCaseGenerator().generate(using: &random)
    }

    static let shrinker = IndexCaseShrinker(budget: 2000)

    @Test func aFailureOfEveryBuildOfThreeFramesShrinksToThreeFramesAndOneQuery() throws {
        let input = try #require((1 ... 50).lazy.map(Self.drawn(seed:)).first { $0.frames.count >= 6 && !$0.queries.isEmpty && !$0.scrolls.isEmpty })
        let outcome = Self.shrinker.shrink(input, nodeSizes: [1, 2, 4], timeLimit: nil, deadline: nil) { $0.frames.count >= 3 }
        #expect(outcome.input.frames.count == 3)
        #expect(outcome.input.queries.count == 1 && outcome.input.scrolls.isEmpty)
        #expect(outcome.input.nodeSize == 1)
        #expect(outcome.stop == .finished)
        #expect(outcome.attempts > 0 && outcome.attempts <= 2000)
    }

    @Test func aFailureOnlyAScrollShowsKeepsThatScrollAndShortensIt() throws {
        let input = try #require((1 ... 50).lazy.map(Self.drawn(seed:)).first { $0.scrolls.contains { $0.count >= 4 } && $0.frames.count >= 2 })
        // Fails when a scroll of at least 3 steps is asked over at least one frame.
        let outcome = Self.shrinker.shrink(input, nodeSizes: [], timeLimit: nil, deadline: nil) { candidate in
            !candidate.frames.frames.isEmpty && candidate.scrolls.contains { $0.count >= 3 }
        }
        #expect(outcome.input.queries.isEmpty)
        #expect(outcome.input.scrolls.map(\.count) == [3])
        #expect(outcome.input.frames.count == 1)
        #expect(outcome.stop == .finished)
    }

    @Test func aCaseNoPartOfWhichFailsAloneIsReturnedAsItIs() throws {
        let input = try #require((1 ... 50).lazy.map(Self.drawn(seed:)).first { !$0.queries.isEmpty && !$0.scrolls.isEmpty })
        // Fails only with its queries and its scrolls together.
        let outcome = Self.shrinker.shrink(input, nodeSizes: [], timeLimit: nil, deadline: nil) { candidate in
            !candidate.queries.isEmpty && !candidate.scrolls.isEmpty
        }
        #expect(outcome.input == input)
        #expect(outcome.attempts == 1 + input.scrolls.filter { !$0.isEmpty }.count)
    }

    @Test func theBudgetAndTheDeadlineStopIt() throws {
        let input = try #require((1 ... 50).lazy.map(Self.drawn(seed:)).first { $0.frames.count >= 6 })
        let budget = IndexCaseShrinker(budget: 3).shrink(input, nodeSizes: [], timeLimit: nil, deadline: nil) { $0.frames.count >= 3 }
        #expect(budget.attempts == 3)
        #expect(budget.stop == .candidateBudget)
        let past = IndexCaseShrinker(budget: 100).shrink(input, nodeSizes: [], timeLimit: nil, deadline: .now - .seconds(1)) { $0.frames.count >= 3 }
        #expect(past.attempts == 0 && past.input == input)
        #expect(past.stop == .deadline)
    }
}
