import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// A one-line bug planted in an engine, an index or the checker, and the fuzzer's hunt for it:
/// what `tessera fuzz --profile all` does at its default budget — every profile in turn,
/// `Profile.defaultCases` cases each, the default seed and checker (every invariant, every
/// index) — until the first failure, shrunk.
///
/// Engine bugs are `LayoutVariant`s of the layout's definition, so the fuzzer generates,
/// checks and shrinks them exactly as it does the layout; index bugs join the checker's
/// indexes; checker bugs weaken one invariant's check (`InvariantChecker.overrides`), which
/// only the campaign's self-validation can notice.
struct Mutant: Sendable, CustomTestStringConvertible {
    /// Where the bug is.
    enum Place: String, Sendable { case engine, index, checker }

    /// The kinds of one-line bug the suite covers.
    enum Kind: String, Sendable, CaseIterable {
        case offByOne = "off-by-one"
        case comparison = "< for <="
        case wrongField = "wrong field or axis"
        case wrongBranch = "rule on the wrong branch"
    }

    /// What the hunt found.
    struct Hunt: Sendable {
        var caught: Bool
        /// The profile whose campaign caught it.
        var profile: Profile?
        /// Cases run over every profile up to and including the failing one.
        var casesRun: Int
        /// Elements of the shrunk counterexample's layout (its items, when it does not lay
        /// out), or frames of a shrunk frame set.
        var shrunkElementCount: Int
        var invariant: String?
        /// Candidates the shrinker tried.
        var shrinkAttempts = 0
        /// For an update counterexample: its items and the items its updates insert.
        var shrunkItemCount = 0
        /// For a scroll counterexample: the queries its scroll asks.
        var shrunkScrollSteps = 0
        var seconds: Double
        /// The failing report, for messages.
        var report: String
    }

    var name: String
    var place: Place
    var kind: Kind
    /// The hunt of the layout fuzz run.
    var hunt: @Sendable () -> Hunt
    /// For an index bug, the hunt of `tessera fuzz --index`'s default run on arbitrary frames.
    var huntFrames: (@Sendable () -> Hunt)?

    var testDescription: String { "\(name) (\(place.rawValue), \(kind.rawValue))" }

    /// The checker `tessera fuzz` runs: every invariant, every index against the linear filter.
    static let fuzzChecker = InvariantChecker(indexes: IndexKind.checked, violationLimit: 10)

    /// The default fuzz run of `layout` with `checker`, up to the first failure.
    static func hunt<Definition: LayoutDefinition>(_ layout: Definition, checker: InvariantChecker = fuzzChecker) -> Hunt {
        let start = ContinuousClock.now
        var casesRun = 0
        for profile in Profile.allCases {
            let report = Campaign(
                layout: layout, profile: profile, cases: profile.defaultCases, seed: CampaignEnvironment.defaultSeed, checker: checker,
                testFilter: "MutantTests", stopsAtFirstFailure: true
            ).run()
            casesRun += report.casesRun
            if let failure = report.failure {
                let elements = (try? failure.shrunkSpec.run().count) ?? failure.shrunkSpec.items.itemCount
                return Hunt(
                    caught: true, profile: profile, casesRun: casesRun, shrunkElementCount: elements,
                    invariant: failure.violation.invariant.rawValue, shrinkAttempts: failure.shrinkAttempts,
                    seconds: seconds(since: start), report: "\(report)"
                )
            }
        }
        return Hunt(caught: false, casesRun: casesRun, shrunkElementCount: 0, seconds: seconds(since: start), report: "")
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// A bug in `layout`'s engine: `make` builds the broken engine from the options.
    static func engine<Definition: LayoutDefinition>(
        _ name: String, _ kind: Kind, _ layout: Definition, make: @escaping @Sendable (Definition.Options) -> any CollectionLayout
    ) -> Mutant {
        let broken = LayoutVariant(layout, implementation: "mutant-\(name)", makeLayout: make)
        return Mutant(name: name, place: .engine, kind: kind) { hunt(broken) }
    }

    /// A bug in an index, hunted on `layout`'s results and on arbitrary frames.
    static func index<Definition: LayoutDefinition>(_ name: String, _ kind: Kind, on layout: Definition, _ broken: IndexKind) -> Mutant {
        var checker = fuzzChecker
        checker.indexes.append(broken)
        return Mutant(name: name, place: .index, kind: kind, hunt: { [checker] in hunt(layout, checker: checker) }) {
            let start = ContinuousClock.now
            let report = IndexCampaign(index: broken).run()
            return Hunt(
                caught: !report.passed, casesRun: report.casesRun, shrunkElementCount: report.failure?.frames.count ?? 0,
                invariant: report.failure?.violation.invariant.rawValue, seconds: seconds(since: start), report: "\(report)"
            )
        }
    }

    /// A bug in an index's scroll cursor, which no query by itself shows: hunted by the
    /// default run of `tessera fuzz --index` (its scrolls), the only campaign that drives a
    /// cursor along a sequence of queries.
    static func scrolling(_ name: String, _ kind: Kind, _ broken: IndexKind) -> Mutant {
        Mutant(name: name, place: .index, kind: kind) {
            let start = ContinuousClock.now
            let report = IndexCampaign(index: broken).run()
            let failure = report.failure
            return Hunt(
                caught: !report.passed, casesRun: report.casesRun, shrunkElementCount: failure?.frames.count ?? 0,
                invariant: failure?.violation.invariant.rawValue, shrinkAttempts: failure?.shrinkAttempts ?? 0,
                shrunkScrollSteps: failure.map { $0.precedingQueries.count + 1 } ?? 0, seconds: seconds(since: start), report: "\(report)"
            )
        }
    }

    /// A bug in the check of `invariant`, hunted on `layout`: `weakened` is what the buggy
    /// check reports, given what the real one found and the result.
    static func checker<Definition: LayoutDefinition>(
        _ name: String, _ kind: Kind, on layout: Definition, _ invariant: Invariant,
        weakened: @escaping InvariantChecker.CheckOverride
    ) -> Mutant {
        var checker = fuzzChecker
        checker.overrides[invariant] = weakened
        return Mutant(name: name, place: .checker, kind: kind) { [checker] in hunt(layout, checker: checker) }
    }

    /// Every mutant of the suite.
    static var all: [Mutant] { engines + indexes + checkers }
}
