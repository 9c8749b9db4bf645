import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// The seed ports against every invariant. A port must reproduce its seed's defects, so the
/// invariants a seed breaks are recorded here as expected to fail: the ports must pass all
/// the others, and the harness must find each recorded defect within a fixed budget (the
/// printed counterexamples are the findings listed in docs/SEED_FINDINGS.md).
@Suite("Seed ports")
struct SeedPortSuites {
    static let seedPorts = LayoutCatalog.seedPorts.names
    static let casesPerProfile = 30

    /// What each port breaks at its default tolerance (`SeedPorts.tolerance`).
    static let expectedFailures: [String: Set<Invariant>] = [
        // Content width is always the fixed dimension (also with no items, and past partial
        // rows); spanning frames are origin + size and end an ulp off their columns' edges.
        "seed-grid": [.tightContentSize, .spansFitGrid],
        // Only section 0 is laid out; an empty layout still reports the width as content.
        "seed-pinterest": [.completeness, .tightContentSize],
        // Content width adds itemSpacing × (sections − 1) instead of per-item spacing, so rows
        // end beyond the content (or leave slack).
        "seed-bidirectional": [.inBounds, .tightContentSize],
    ]

    @Test("the other invariants hold", arguments: seedPorts, Profile.allCases.filter { $0 != .huge })
    func otherInvariantsHold(_ name: String, _ profile: Profile) throws {
        let invariants = Set(Invariant.builtIn).subtracting(try #require(Self.expectedFailures[name])).subtracting([.indexAgreement])
        func check<Definition: LayoutDefinition>(_ layout: Definition) {
            let report = CheckConfiguration.run(Campaign(
                layout: layout, profile: profile, cases: Self.casesPerProfile, seed: CheckConfiguration.ciSeed,
                checker: InvariantChecker(invariants: invariants), testFilter: "SeedPortSuites"
            ))
            #expect(report.passed, "\(report)")
        }
        check(try builtInLayout(name))
    }

    /// The seed grid's placement is quadratic (its cursor restarts from the first hole), so
    /// its huge case is capped at 2k items in the debug build; the others at 20k.
    @Test("huge seed layouts hold the other invariants", arguments: seedPorts)
    func hugeLayouts(_ name: String) throws {
        let cap = name == "seed-grid" ? 2_000 : 20_000
        let invariants = Set(Invariant.builtIn).subtracting(try #require(Self.expectedFailures[name])).subtracting([.indexAgreement])
        func check<Definition: LayoutDefinition>(_ layout: Definition) {
            let report = CheckConfiguration.run(Campaign(
                layout: layout, profile: .huge, cases: 1, seed: CheckConfiguration.ciSeed,
                checker: InvariantChecker(invariants: invariants), maximumItemCount: cap, testFilter: "SeedPortSuites"
            ))
            #expect(report.passed, "\(report)")
        }
        check(try builtInLayout(name))
    }

    /// A recorded defect: which port, which invariant, at which tolerance, from which profile.
    struct Finding: Sendable, CustomTestStringConvertible {
        var layout: String
        var invariant: Invariant
        var tolerance: Double?
        var profile: Profile
        var testDescription: String { "\(layout) \(invariant.rawValue)\(tolerance == 0 ? " (exact)" : "") from \(profile.rawValue)" }
    }

    static let findings: [Finding] = [
        // One-ulp overlaps: rows and columns are origin + size, not shared edges.
        Finding(layout: "seed-grid", invariant: .noOverlap, tolerance: 0, profile: .tablet),
        // A frame ends an ulp beyond the content width.
        Finding(layout: "seed-grid", invariant: .inBounds, tolerance: 0, profile: .photos),
        Finding(layout: "seed-grid", invariant: .tightContentSize, tolerance: nil, profile: .phone),
        Finding(layout: "seed-grid", invariant: .spansFitGrid, tolerance: nil, profile: .spans),
        Finding(layout: "seed-pinterest", invariant: .noOverlap, tolerance: 0, profile: .tablet),
        Finding(layout: "seed-pinterest", invariant: .inBounds, tolerance: 0, profile: .photos),
        Finding(layout: "seed-pinterest", invariant: .completeness, tolerance: nil, profile: .sections),
        Finding(layout: "seed-pinterest", invariant: .tightContentSize, tolerance: nil, profile: .phone),
        Finding(layout: "seed-bidirectional", invariant: .inBounds, tolerance: nil, profile: .phone),
        Finding(layout: "seed-bidirectional", invariant: .tightContentSize, tolerance: nil, profile: .phone),
    ]

    @Test("the harness finds each recorded defect", arguments: findings)
    func defectIsFound(_ finding: Finding) throws {
        func find<Definition: LayoutDefinition>(_ layout: Definition) throws {
            let report = Campaign(
                layout: layout, profile: finding.profile, cases: 300, seed: CheckConfiguration.ciSeed,
                checker: InvariantChecker(invariants: [finding.invariant], tolerance: finding.tolerance), testFilter: "SeedPortSuites", stopsAtFirstFailure: true
            ).run()
            let failure = try #require(report.failure, "\(finding.testDescription) not found in \(report.casesRun) cases")
            #expect(failure.violation.invariant == finding.invariant)
            print("seed-port finding \(finding.testDescription), case \(failure.caseIndex ?? -1):\n\(failure.violation)\n\(failure.counterexampleJSON)")
        }
        try find(try builtInLayout(finding.layout))
    }

    /// Large spacing gives the seed grid negative sizes (inverted frames), which Tessera's
    /// grid rejects with a typed error; insets wider than the container a negative content size.
    @Test func seedGridNegativeSizes() throws {
        let spacing = LayoutSpec(layout: .seedGrid, container: Size(width: 1, height: 1), options: .init(columns: 3, spacing: 1),
                                 items: ItemSet(sections: [[ItemSet.Item()]]))
        let violation = try #require(InvariantChecker(invariants: [.inBounds], tolerance: 0).check(spacing).first)
        #expect(violation.message.contains("inverted"))
        let insets = LayoutSpec(layout: .seedGrid, container: Size(width: 1, height: 1), options: .init(insets: Insets(left: 10)), items: ItemSet(sections: [[]]))
        #expect(InvariantChecker(invariants: [.inBounds]).check(insets).first?.message.contains("-9.0") == true)
    }
}
