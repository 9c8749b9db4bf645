import Testing
import TesseraCheck
import TesseraCore

/// The complexity fuzzer's `swift test` part: every engine family, a few parameter draws
/// each, at sizes 256 to 4096 — deterministic counts, a second or so — and the fuzzer's own
/// machinery against families whose growth is known.
@Suite struct ComplexityCampaignTests {
    @Test func theEngineFamiliesGrowWithinTheirContracts() {
        let campaign = ComplexityCampaign(families: ComplexityFamily.engines, cases: 3 * ComplexityFamily.engines.count, seed: 0xC0_57_0024)
        let report = campaign.run()
        #expect(report.failure == nil, "\(report)")
        #expect(report.cases.count == campaign.cases)
        // Every family was measured, with each of its counts.
        #expect(Set(report.cases.map(\.family.name)) == Set(ComplexityFamily.engines.map(\.name)))
        #expect(report.cases.allSatisfy { $0.fits.keys.sorted() == ["bands held", "steps"] })
    }

    /// A family whose work is n² must fail and shrink; one whose work is n log n must pass.
    @Test func aQuadraticFamilyFailsAndShrinks() throws {
        let quadratic = ComplexityFamily(
            name: "quadratic", summary: "n² steps once the width reaches 4", parameters: [("width", [1, 2, 4, 8])]
        ) { n, parameters in
            ["steps": parameters["width", default: 1] >= 4 ? n * n : n]
        }
        let linearithmic = ComplexityFamily(name: "n log n", summary: "n log₂ n steps", parameters: []) { n, _ in
            ["steps": n * (Int.bitWidth - n.leadingZeroBitCount)]
        }
        var campaign = ComplexityCampaign(families: [linearithmic, quadratic], cases: 20, seed: 7)
        let report = campaign.run { "replay \($0)" }
        let failure = try #require(report.failure)
        #expect(failure.found.family.name == "quadratic")
        #expect(failure.found.parameters["width"]! >= 4)
        #expect(failure.count == "steps")
        // Shrunk to the smallest width that shows it and the smallest sizes.
        #expect(failure.shrunkParameters["width"] == 4)
        #expect(failure.shrunkFit.sizes == [2, 4, 8])
        #expect(failure.shrunkFit.exponent > 1.9)
        #expect(failure.description.contains("replay \(failure.found.index)"))
        // Linearithmic cases before it passed.
        #expect(report.cases.dropLast().allSatisfy { $0.family.name == "n log n" || $0.parameters["width"]! < 4 })
        campaign.families = [linearithmic]
        #expect(campaign.run().failure == nil)
    }

    @Test func theFitReadsExponents() {
        let sizes = [256, 512, 1024, 2048]
        #expect(abs(GrowthFit(sizes: sizes, work: sizes.map { 3 * $0 }).exponent - 1) < 1e-9)
        #expect(abs(GrowthFit(sizes: sizes, work: sizes.map { $0 * $0 }).exponent - 2) < 1e-9)
        #expect(GrowthFit(sizes: sizes, work: [5, 5, 5, 5]).exponent == 0)
        #expect(GrowthFit(sizes: sizes, work: sizes.map { $0 * $0 }).stepExponents.allSatisfy { abs($0 - 2) < 1e-9 })
    }

    /// Issue 24's finding 2, as counts: at 1024 columns the hole made every square cost
    /// about a thousand rows of cells; now a few bands.
    @Test func theHoleFamilyCostsAFewStepsAnItem() {
        let work = ComplexityFamily.gridHole.measure(4000, ["columns": 1024, "sparse": 0])
        #expect(work["steps"]! < 20 * 4000, "\(work)")
    }
}
