import Testing
import TesseraCheck
import TesseraCore

/// What a real layout reads beyond widths and heights — per-section options, a per-item
/// payload, decoration kinds that overlap by design, its own rect query — drawn, shrunk,
/// written to JSON and checked like everything else (`BandLayout`).
@Suite struct CustomLayoutInputTests {
    typealias Band = CustomLayout<BandLayout.Options>

    static let spec: LayoutSpec<Band> = {
        var items = ItemSet()
        let half = ItemPayload(BandLayout.ItemStyle(widthMode: .half))
        items.appendSection([.init(height: 10, payload: half), .init(height: 12, payload: half), .init(height: 5)])
        items.appendSection()
        items.appendSection([.init(height: 7)])
        var spec = LayoutSpec(layout: Band.band, container: Size(width: 100, height: 200), items: items)
        spec.options.sections = [BandLayout.Section(inset: 4, spacing: 2, header: true), BandLayout.Section(), BandLayout.Section(spacing: 3)]
        return spec
    }()

    @Test func aCorrectLayoutWithEveryInputPassesEveryProfile() {
        for report in PropertyCheck(Band.band, cases: 30).run() {
            #expect(report.passed, "\(report)")
        }
    }

    @Test func sectionOptionsAndPayloadsAreWrittenWhereTheyBelongAndReadBack() throws {
        let json = Self.spec.jsonString()
        #expect(json.contains(#""options": {},"#), "\(json)")
        #expect(json.contains(#"{ "inset": 4, "spacing": 2, "header": true, "items": [{"height": 10, "payload": { "widthMode": "half" }}"#), "\(json)")
        #expect(json.contains(#"{ "spacing": 3, "items": [{"height": 7}] }"#), "\(json)")
        let read = try LayoutSpec(json: json, layout: Band.band)
        #expect(read == Self.spec)
        #expect(read.items.payload(at: 1, as: BandLayout.ItemStyle.self)?.widthMode == .half)
        // Strict, naming the path: a typo in a section's options, a payload of the wrong shape,
        // a payload for a layout that reads none.
        #expect(throws: InterchangeError.unknownField("sections[0].spacin", known: ["items", "inset", "spacing", "header"])) {
            try LayoutSpec(json: json.replacingOccurrences(of: #""spacing": 2"#, with: #""spacin": 2"#), layout: Band.band)
        }
        #expect(throws: InterchangeError.self) {
            try LayoutSpec(json: json.replacingOccurrences(of: #""widthMode": "half""#, with: #""widthMode": "third""#), layout: Band.band)
        }
        let list = json.replacingOccurrences(of: #""layout": "band""#, with: #""layout": "list""#)
            .replacingOccurrences(of: #""inset": 4, "spacing": 2, "header": true, "#, with: "")
            .replacingOccurrences(of: #""spacing": 3, "#, with: "")
        #expect(throws: InterchangeError.self) { try LayoutSpec(json: list, layout: CustomLayout.list) }
    }

    @Test func payloadsTravelThroughBatchUpdatesAndTheirJSON() throws {
        var items = Self.spec.items
        let tagged = ItemPayload(BandLayout.ItemStyle(widthMode: .half))
        let batch = BatchUpdate(
            deletedItems: [ItemPath(section: 0, item: 0)],
            insertedItems: [.init(path: ItemPath(section: 2, item: 0), item: .init(height: 3, payload: tagged))]
        )
        try items.apply(batch)
        #expect(items.payload(at: 0) == tagged)  // the second half item moved up
        #expect(items.payload(at: 2) == tagged)  // the new one
        #expect(items.payload(at: 1) == nil && items.payload(at: 3) == nil)
        var spec = Self.spec
        spec.updates = [batch]
        #expect(try LayoutSpec(json: spec.jsonString(), layout: Band.band) == spec)
        // An item set whose payloads are all gone again equals one that never had any.
        var plain = ItemSet(sections: [[.init(height: 1, payload: tagged)]])
        plain[ItemPath(section: 0, item: 0)] = .init(height: 1)
        #expect(plain == ItemSet(sections: [[.init(height: 1)]]))
    }

    @Test func generatedCasesDrawSectionOptionsAndPayloads() {
        let campaign = Campaign(layout: Band.band, profile: .sections, cases: 20)
        let specs = campaign.caseIndices.map { campaign.input(forCase: $0).spec }
        #expect(specs.contains { $0.options.sections.contains { $0.header } })
        #expect(specs.contains { spec in (0 ..< spec.items.itemCount).contains { spec.items.payload(at: $0, as: BandLayout.ItemStyle.self)?.widthMode == .half } })
        // Never a trailing default entry: equal configurations are equal options.
        #expect(specs.allSatisfy { $0.options.sections.last != BandLayout.Section() })
    }

    @Test func sectionOptionsLeaveWithTheirSectionsWhenShrinking() throws {
        let shrunk = Band.band.options(Self.spec.options, removingSections: 0 ..< 1)
        #expect(shrunk.sections == [BandLayout.Section(), BandLayout.Section(spacing: 3)])
        #expect(Band.band.options(shrunk, removingSections: 1 ..< 2).sections.isEmpty)
        // Simpler section options come first as the default, then the layout's own proposals.
        let proposals = Band.band.optionShrinks(of: Self.spec).flatMap { $0 }.map(\.options.sections)
        #expect(proposals.contains([BandLayout.Section(), BandLayout.Section(), BandLayout.Section(spacing: 3)]))
    }

    @Test func decorationsOverlapWhereTheRulesSayAndNowhereElse() throws {
        let result = try Self.spec.run()
        #expect(result.kinds.filter { $0 == BandLayout.background }.count == 2)
        #expect(InvariantChecker().check(Self.spec).isEmpty, "\(InvariantChecker().check(Self.spec))")
        var spilling = Self.spec
        spilling.layout = Band.band(planting: .backgroundSpills)
        let found = InvariantChecker(invariants: [.noOverlap], violationLimit: 10).check(spilling)
        #expect(!found.isEmpty)
        for violation in found {
            #expect(violation.elements.contains { $0.kind == BandLayout.background })
            #expect(Set(violation.elements.map(\.path.section)).count == 2, "\(violation)")
        }
        // Without the rule the background's overlaps with its own cells are findings too.
        #expect(!result.overlapViolations().isEmpty)
        #expect(result.overlapViolations(rules: Band.band.overlapRules).isEmpty)
    }

    @Test func theLayoutsOwnQueryIsHeldToTheLinearFilter() throws {
        var broken = Self.spec
        broken.layout = Band.band(planting: .dropsStraddlingRow)
        let found = InvariantChecker(invariants: [.indexAgreement]).check(broken)
        let violation = try #require(found.first)
        #expect(violation.invariant == .indexAgreement)
        #expect(violation.message.hasPrefix("the layout's own query band-search"), "\(violation)")
        // Found and shrunk by a campaign, to a handful of items.
        let report = Campaign(layout: Band.band(planting: .dropsStraddlingRow), profile: .phone, cases: 50, stopsAtFirstFailure: true).run()
        let failure = try #require(report.failure)
        #expect(failure.violation.invariant == .indexAgreement)
        #expect(failure.shrunkSpec.items.itemCount <= 2, "\(failure)")
    }

    @Test func theIncrementalHookAndBenchmarkOptionsAreUsed() throws {
        var band = Band.band
        #expect(band.makeIncrementalLayout(BandLayout.Options()) is FullRelayout)
        band.incrementalLayout = { options in FullRelayout(BandLayout(options: options, defect: .backgroundSpills)) }
        #expect(((band.makeIncrementalLayout(BandLayout.Options()) as? FullRelayout)?.base as? BandLayout)?.defect == .backgroundSpills)
        // The incremental layout is what update campaigns hold to the layout from scratch.
        var campaign = Campaign(layout: band, profile: .phone, cases: 30, stopsAtFirstFailure: true)
        campaign.updates = .mixed
        let failure = try #require(campaign.run().failure)
        #expect(failure.violation.invariant == .incrementalUpdate, "\(failure)")
        band.benchmarkOptions = BandLayout.Options(headerHeight: 44)
        #expect(band.benchmarkSpec(itemCount: 2500).options.headerHeight == 44)
        #expect(band.benchmarkSpec(itemCount: 2500).items.itemCount == 2500)
        #expect(band.benchmarkSpec(itemCount: 2500).items.hasPayloads)
    }
}
