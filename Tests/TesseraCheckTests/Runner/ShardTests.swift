import Testing
import TesseraCheck

@Suite("Shards and environment")
struct ShardTests {
    @Test func parsesAndRejects() throws {
        #expect(try Shard(parsing: "3/8") == Shard(index: 3, count: 8))
        #expect(try Shard(parsing: " 1 / 1 ") == .whole)
        #expect(throws: ShardError.malformed("3")) { try Shard(parsing: "3") }
        #expect(throws: ShardError.malformed("a/b")) { try Shard(parsing: "a/b") }
        #expect(throws: ShardError.malformed("1/2/3")) { try Shard(parsing: "1/2/3") }
        #expect(throws: ShardError.indexOutOfRange(index: 0, count: 4)) { try Shard(parsing: "0/4") }
        #expect(throws: ShardError.indexOutOfRange(index: 5, count: 4)) { try Shard(parsing: "5/4") }
        #expect(throws: ShardError.countBelowOne(0)) { try Shard(parsing: "1/0") }
        #expect(try Shard(parsing: "2/5").description == "2/5")
    }

    @Test func shardsCoverEveryCaseOnce() throws {
        for total in [0, 1, 7, 100, 1001] {
            for count in [1, 2, 3, 8, 13] {
                var covered: [Int] = []
                for index in 1 ... count {
                    covered += Array(try Shard(index: index, count: count).caseRange(of: total))
                }
                #expect(covered == Array(0 ..< total))
            }
        }
    }

    @Test func hugeShardNumbersDoNotOverflow() throws {
        let big = 100_000_000_000_000_000
        #expect(try Shard(index: big, count: big).caseRange(of: 100) == 99 ..< 100)
        #expect(try Shard(index: 1, count: big).caseRange(of: 100) == 0 ..< 0)
        #expect(try Shard(index: Int.max, count: Int.max).caseRange(of: Int.max) == Int.max - 1 ..< Int.max)
        #expect(try Shard(index: Int.max / 2, count: Int.max).caseRange(of: 100_000_000) == 49_999_999 ..< 49_999_999)
    }

    @Test func environmentOverridesTheCampaign() throws {
        let environment = try CampaignEnvironment(["TESSERA_SEED": "0xBEEF", "TESSERA_CASES": "500", "TESSERA_CASE": "42", "TESSERA_SHARD": "2/4"])
        #expect(environment.seed == 0xBEEF)
        let campaign = Campaign(layout: .grid, profile: .phone, cases: 10, seed: 1).applying(environment)
        #expect(campaign.seed == 0xBEEF && campaign.cases == 500 && campaign.onlyCase == 42)
        #expect(campaign.caseIndices == 42 ..< 43)
        #expect(try CampaignEnvironment(["TESSERA_SEED": "12345"]).seed == 12345)
        #expect(throws: CampaignEnvironmentError.malformed(variable: "TESSERA_SEED", value: "0xZZ")) { try CampaignEnvironment(["TESSERA_SEED": "0xZZ"]) }
        #expect(throws: CampaignEnvironmentError.malformed(variable: "TESSERA_CASES", value: "-1")) { try CampaignEnvironment(["TESSERA_CASES": "-1"]) }
        #expect(throws: CampaignEnvironmentError.malformed(variable: "TESSERA_SHARD", value: "9/2")) { try CampaignEnvironment(["TESSERA_SHARD": "9/2"]) }
        #expect(CampaignEnvironment.format(seed: 0xBEEF) == "0x000000000000BEEF")
    }
}

@Suite("Campaigns")
struct CampaignTests {
    @Test func aCaseReplaysAloneAndInAnyShard() throws {
        let whole = Campaign(layout: .grid, profile: .spans, cases: 20, seed: 77)
        let replay = Campaign(layout: .grid, profile: .spans, cases: 1, seed: 77, onlyCase: 13)
        #expect(whole.input(forCase: 13).spec == replay.input(forCase: replay.caseIndices.first!).spec)
        var sharded = whole
        sharded.shard = try Shard(index: 3, count: 4)
        #expect(sharded.caseIndices == 10 ..< 15)
    }

    @Test func aFailureIsShrunkAndCarriesItsReplayLine() throws {
        let broken = LayoutVariant(.grid, implementation: "last-cell-dropped") { options in
            RewrittenLayout(base: options) { result, items in result.kinds.lastIndex(of: .cell).map { result.removing($0, for: items) } ?? result }
        }
        let campaign = Campaign(layout: broken, profile: .spans, cases: 50, seed: 3, testFilter: "CampaignTests", stopsAtFirstFailure: true)
        var seen: [Int] = []
        var shrinkingReports = 0
        let report = campaign.run { progress in
            if progress.shrinking == nil { seen.append(progress.caseIndex) } else { shrinkingReports += 1 }
        }
        let failure = try #require(report.failure)
        #expect(seen == Array(0 ... failure.caseIndex!))
        #expect(shrinkingReports == failure.shrinkAttempts)
        #expect(failure.shrunkSpec.items.itemCount < failure.originalSpec.items.itemCount)
        #expect(failure.replayCommands.first == "TESSERA_SEED=0x0000000000000003 TESSERA_CASE=\(failure.caseIndex!) swift test --filter 'CampaignTests'")
        #expect(failure.description.contains("\"layout\": \"grid\""))
        // Replaying that one case finds the same failure.
        let replay = Campaign(layout: broken, profile: .spans, cases: 50, seed: 3, onlyCase: failure.caseIndex).run()
        #expect(replay.casesRun == 1)
        #expect(replay.failure?.shrunkSpec == failure.shrunkSpec)
    }

    @Test func aPassedDeadlineStopsTheCampaign() {
        var campaign = Campaign(layout: .grid, profile: .phone, cases: 1000, seed: 1)
        campaign.deadline = ContinuousClock.now
        let report = campaign.run()
        #expect(report.stoppedByTimeBudget && report.casesRun == 0 && report.passed)
    }

    @Test func replayCommandsCarryTheCheckerOptions() throws {
        // The seed grid's one-ulp overlaps fail at tolerance 0.
        let campaign = Campaign(
            layout: .seedGrid, profile: .spans, cases: 50, seed: 3,
            checker: InvariantChecker(invariants: [.noOverlap, .inBounds], tolerance: 0), stopsAtFirstFailure: true
        )
        let failure = try #require(campaign.run().failure)
        #expect(failure.replayCommands[0].hasSuffix("--cases 1 --tolerance 0 --invariants noOverlap,inBounds"))
        #expect(failure.replayCommands[1].hasPrefix("tessera check counterexample.json --tolerance 0 --invariants noOverlap,inBounds"))
    }

    @Test func aSpentTimeBudgetStopsTheCampaign() {
        let report = Campaign(layout: .grid, profile: .phone, cases: 1000, seed: 1, timeBudget: .zero).run()
        #expect(report.stoppedByTimeBudget && report.casesRun == 0 && report.passed)
    }

    @Test func invalidCasesAreCheckedForTheirError() {
        let accepting = LayoutVariant(.grid, implementation: "accepting") { _ in AcceptingLayout() }
        let report = Campaign(layout: accepting, profile: .phone, cases: 100, seed: 4, checker: InvariantChecker(invariants: [.inputValidation]), invalidInputRate: 1, stopsAtFirstFailure: true).run()
        #expect(report.failure?.violation.invariant == .inputValidation)
        #expect(report.casesRun == 1)
    }
}
