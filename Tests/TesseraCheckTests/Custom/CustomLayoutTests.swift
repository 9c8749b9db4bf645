import Testing
import TesseraCheck
import TesseraCore
import TesseraIndex

/// A layout Tessera did not write, tested by the mechanism that tests Tessera's own: drawn
/// options, every built-in invariant, its own rules, shrinking, replay.
@Suite struct CustomLayoutTests {
    @Test func aCorrectLayoutPassesEveryProfile() {
        let reports = PropertyCheck(CustomLayout.list, cases: 40).run()
        #expect(reports.map(\.campaign.profile) == [.phone, .tablet, .photos, .sections, .adversarial, .huge])
        for report in reports {
            #expect(report.passed, "\(report)")
            #expect(report.casesRun == (report.campaign.profile == .huge ? 1 : 40))
        }
    }

    @Test func aBrokenLayoutIsCaughtShrunkAndReplayable() throws {
        let report = Campaign(layout: CustomLayout.overlappingList, profile: .phone, cases: 200, stopsAtFirstFailure: true).run()
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.violation.invariant == .noOverlap)
        #expect(failure.shrunkSpec.items.itemCount == 4, "\(failure)")
        #expect(failure.shrunkSpec.layout.implementation == "overlapping")
        // The tessera command line does not know this layout, so the replay lines do not send
        // the user there.
        #expect(!failure.replayCommands.contains { $0.hasPrefix("tessera ") }, "\(failure.replayCommands)")
        #expect(failure.replayCommands.contains { $0.hasPrefix("LayoutCatalog([yourLayout]).check(specJSON:") })
        // The counterexample reads back through the layout's catalog and fails again.
        let violations = try LayoutCatalog([CustomLayout.overlappingList]).check(specJSON: failure.counterexampleJSON)
        #expect(violations.contains { $0.invariant == .noOverlap })
        #expect(try LayoutCatalog([CustomLayout.list]).check(specJSON: failure.counterexampleJSON).isEmpty)
    }

    @Test func aUserLayoutPassesNoiseAndFailsHalfADevicePixel() throws {
        // Noise, and a tenth of a point (0.3 device pixels at @3x), pass by default.
        for overlap in [1e-13, 0.1] {
            let report = Campaign(layout: CustomLayout.list(overlappingBy: overlap), profile: .phone, cases: 30).run()
            #expect(report.passed, "\(report)")
        }
        // 0.2 points is 0.6 device pixels at @3x: a sub-pixel finding that fails.
        let report = Campaign(layout: CustomLayout.list(overlappingBy: 0.2), profile: .phone, cases: 30, stopsAtFirstFailure: true).run()
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.violation.invariant == .noOverlap)
        #expect(failure.violation.classification == .subPixel)
        #expect(failure.violation.magnitude.points.map { abs($0 - 0.2) < 1e-9 } == true, "\(failure.violation)")
        #expect(failure.description.contains("device pixels at @3x: sub-pixel"), "\(failure)")
        // At @1x it is a fifth of a pixel, and passes.
        var coarse = CustomLayout.list(overlappingBy: 0.2)
        coarse.displayScale = 1
        #expect(Campaign(layout: coarse, profile: .phone, cases: 30).run().passed)
        // Held to the ulp, noise is a finding, classified as noise.
        var exact = CustomLayout.list(overlappingBy: 1e-13)
        exact.tolerances = .exact
        let noise = try #require(Campaign(layout: exact, profile: .phone, cases: 30, stopsAtFirstFailure: true).run().failure)
        #expect(noise.violation.classification == .noise, "\(noise.violation)")
    }

    @Test func theOptionsAppearInTheCounterexampleAndReadBack() throws {
        var spec = LayoutSpec(layout: CustomLayout.list, container: Size(width: 100, height: 100), items: ItemSet(sections: [[.init(height: 5)]]))
        spec.options.spacing = 2.5
        spec.options.note = "n"
        let json = spec.jsonString()
        #expect(json.contains(#""options": { "spacing": 2.5, "note": "n" }"#), "\(json)")
        #expect(try LayoutSpec(json: json, layout: CustomLayout.list) == spec)
        #expect(throws: InterchangeError.self) {
            try LayoutSpec(json: json.replacingOccurrences(of: "spacing", with: "spasing"), layout: CustomLayout.list)
        }
    }

    @Test func aClosureOrAFixedEngineIsALayoutWithoutOptions() throws {
        let closure = CustomLayout(name: "one-row") { items, container throws(LayoutError) in
            try ListLayout(options: .init()).layout(items, in: container)
        }
        let spec = LayoutSpec(layout: closure, container: Size(width: 10, height: 10), items: ItemSet(sections: [[.init(height: 1)]]))
        #expect(spec.jsonString().contains(#""options": {}"#))
        #expect(try spec.run().count == 1)
        let reports = PropertyCheck(CustomLayout(name: "fixed", layout: ListLayout(options: .init())), cases: 10).run()
        #expect(reports.allSatisfy { $0.passed })
    }

    @Test func ownRulesAreCheckedShrunkOnAndValidatedByTheirPlant() throws {
        // "No item is taller than 100": generated heights go up to 400, so it fails.
        let tall = CustomInvariant<ListLayout.Options>(
            "shortItems", summary: "no item is taller than 100",
            plant: { result, _, _ in
                var elements = result.elements
                guard !elements.isEmpty else { return nil }
                elements[0].frame.maxY = elements[0].frame.minY + 101
                return try? LayoutResult(contentSize: result.contentSize, scrollAxis: .vertical, elements: elements)
            }
        ) { result, _ in
            result.frames.indices.filter { result.frames[$0].height > 100 }.map {
                InvariantViolation(.noOverlap, "#\($0) is \(result.frames[$0].height) tall", elements: [.init(result, id: $0)])
            }
        }
        var list = CustomLayout.list
        list.invariants = [tall]
        #expect(list.layoutInvariants.map(\.rawValue) == ["shortItems"])
        let failure = try #require(Campaign(layout: list, profile: .phone, cases: 50, stopsAtFirstFailure: true).run().failure)
        #expect(failure.violation.invariant.rawValue == "shortItems")
        #expect(failure.shrunkSpec.items.itemCount == 1)

        // A rule whose check has gone blind is caught by its plant on a passing case.
        let blind = CustomInvariant<ListLayout.Options>("shortItems", summary: "", plant: tall.plant) { _, _ in [] }
        list.invariants = [blind]
        let validation = try #require(Campaign(layout: list, profile: .phone, cases: 5, stopsAtFirstFailure: true).run().failure)
        #expect(validation.violation.invariant == .checkerValidation, "\(validation)")
    }

    @Test func inapplicableInvariantsAreNotChecked() {
        var overlapping = CustomLayout.overlappingList
        overlapping.inapplicable = [.noOverlap]
        #expect(Campaign(layout: overlapping, profile: .phone, cases: 50).run().passed)
    }

    @Test func profilesForAnyLayoutLeaveOutSpansUnlessItReadsThem() {
        #expect(!PropertyCheck.profiles(for: CustomLayout.list).contains(.spans))
        var spanning = CustomLayout.list
        spanning.itemFields = [.height, .span]
        #expect(PropertyCheck.profiles(for: spanning).contains(.spans))
    }

    @Test func theEnvironmentReplaysOneCaseOfEveryProfile() throws {
        let environment = try CampaignEnvironment(["TESSERA_SEED": "0x2A", "TESSERA_CASE": "7", "TESSERA_CASES": "900"])
        let campaigns = PropertyCheck(CustomLayout.list).campaigns(environment: environment)
        #expect(campaigns.allSatisfy { $0.seed == 0x2A && $0.caseIndices == 7 ..< 8 })
        let enlarged = PropertyCheck(CustomLayout.list).campaigns(environment: try CampaignEnvironment(["TESSERA_CASES": "900"]))
        #expect(enlarged.map(\.cases) == [900, 900, 900, 900, 900, 1])
    }
}
