import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// A spec's `"updates"`: written only when present, read back equal, applied in order with
/// errors naming the update, and checked through a `LayoutSession`.
@Suite struct LayoutSpecUpdatesTests {
    static let items = ItemSet(sections: [[.init(height: 120), .init(height: 80, span: 2)], [.init(height: 3)]])
    static let updates = [
        BatchUpdate.appending([.init(height: 40), .init(height: 50)], toSection: 1, count: 1),
        BatchUpdate(
            deletedSections: [0], insertedSections: [.init(section: 1, items: [.init(height: 7)])],
            reloadedItems: [.init(path: ItemPath(section: 1, item: 0), item: .init(height: 9, span: 3))]
        ),
    ]

    @Test func updatesRoundTripAndOnlyWhenPresent() throws {
        let spec = LayoutSpec(
            layout: .waterfall, container: Size(width: 390, height: 844), options: .init(columns: 3), items: Self.items,
            updates: Self.updates
        )
        #expect(try LayoutSpec(json: spec.jsonString(), layout: .waterfall) == spec)
        #expect(spec.jsonString().contains("\"updates\": ["))
        var without = spec
        without.updates = []
        #expect(!without.jsonString().contains("updates"))
        #expect(try LayoutSpec(json: without.jsonString(), layout: .waterfall) == without)
    }

    /// The shrinker's checkpoint spacing: written only when set, read back equal, refused below
    /// 1 naming the field, and any spacing gives the engines' updates the same result.
    @Test func checkpointSpacingRoundTripsAndLeavesTheResultAlone() throws {
        var spec = LayoutSpec(
            layout: .waterfall, container: Size(width: 390, height: 844), options: .init(columns: 3), items: Self.items,
            updates: Self.updates
        )
        #expect(!spec.jsonString().contains("checkpointSpacing"))
        let ownSpacing = try spec.runIncrementally()
        spec.checkpointSpacing = 1
        #expect(spec.jsonString().contains("\"checkpointSpacing\": 1"))
        #expect(try LayoutSpec(json: spec.jsonString(), layout: .waterfall) == spec)
        #expect(try spec.runIncrementally() == ownSpacing)
        #expect(InvariantChecker(invariants: [.incrementalUpdate]).check(spec).isEmpty)
        let zero = spec.jsonString().replacingOccurrences(of: "\"checkpointSpacing\": 1", with: "\"checkpointSpacing\": 0")
        #expect(throws: InterchangeError.self) { try LayoutSpec(json: zero, layout: .waterfall) }
        do {
            _ = try LayoutSpec(json: zero, layout: .waterfall)
        } catch {
            #expect("\(error)".contains("checkpointSpacing"))
        }
    }

    /// The checkpoint spacing also brings the far move of a kept tail (`KeptTailNearShift`)
    /// within a few items: a later section kept while three items before it leave moves as a
    /// far tail at spacing 1, and the result is still the layout of the updated items.
    @Test func aKeptTailMovedFarAtSpacingOneIsTheLayoutOfTheUpdatedItems() throws {
        try expectFarTailMove(.grid, options: .init(columns: 3))
        try expectFarTailMove(.waterfall, options: .init(columns: 3))
        try expectFarTailMove(.bidirectional, options: .init())
    }

    private func expectFarTailMove<Definition: LayoutDefinition>(_ layout: Definition, options: Definition.Options) throws {
        let items = ItemSet(sections: [(1 ... 4).map { .init(height: Double(10 * $0)) }, [.init(height: 5), .init(height: 6)]])
        let deleteThree = BatchUpdate(deletedItems: (1 ... 3).map { ItemPath(section: 0, item: $0) })
        var spec = LayoutSpec(layout: layout, container: Size(width: 390, height: 844), options: options, items: items, updates: [deleteThree])
        let ownDistance = try spec.runIncrementally()
        spec.checkpointSpacing = 1
        #expect(try spec.runIncrementally() == ownDistance, "\(layout)")
        #expect(try spec.runIncrementally().isIdentical(to: spec.run()), "\(layout)")
        #expect(InvariantChecker(invariants: [.incrementalUpdate]).check(spec).isEmpty, "\(layout)")
    }

    /// Many tiny batches over many items are refused when read, naming `updates`.
    @Test func tooMuchUpdateWorkIsRefused() throws {
        let items = ItemSet(sections: [Array(repeating: ItemSet.Item(height: 1), count: 70_000)])
        let batch = BatchUpdate(reloadedItems: [.init(path: ItemPath(section: 0, item: 0), item: .init(height: 2))])
        var spec = LayoutSpec(layout: .waterfall, container: Size(width: 390, height: 844), options: .init(), items: items)
        spec.updates = Array(repeating: batch, count: 4000)
        #expect(throws: InterchangeError.self) { try LayoutSpec(json: spec.jsonString(), layout: .waterfall) }
        do {
            _ = try LayoutSpec(json: spec.jsonString(), layout: .waterfall)
        } catch {
            #expect(error.field == "updates", "\(error)")
        }
        spec.updates = Array(repeating: batch, count: 3)
        #expect(try LayoutSpec(json: spec.jsonString(), layout: .waterfall) == spec)
    }

    @Test func theResultIsTheLayoutOfTheUpdatedItems() throws {
        let spec = LayoutSpec(layout: .grid, container: Size(width: 390, height: 844), options: .init(columns: 3), items: Self.items, updates: Self.updates)
        let updated = try spec.updatedItems()
        #expect(updated.sectionCount == 2 && updated.itemCount == 4)
        let fromScratch = try GridLayout(columns: 3).layout(updated, in: spec.container)
        #expect(try spec.run().isIdentical(to: fromScratch))
        #expect(try spec.runIncrementally().isIdentical(to: fromScratch))
        #expect(InvariantChecker().check(spec).isEmpty)
    }

    @Test func anInconsistentUpdateIsNamed() throws {
        var spec = LayoutSpec(
            layout: .bidirectional, container: Size(width: 390, height: 844), options: .init(), items: Self.items, updates: Self.updates
        )
        spec.updates.append(BatchUpdate(deletedItems: [ItemPath(section: 0, item: 9)]))
        #expect(throws: LayoutError.self) { try spec.run() }
        let thrown = #expect(throws: LayoutError.self) { try spec.runIncrementally() }
        #expect(thrown?.field == "updates[2].deleteItems[0]")
        let violations = InvariantChecker().check(spec)
        #expect(violations.map(\.invariant) == [Invariant.inputValidation])
        #expect(violations.first?.error?.field == "updates[2].deleteItems[0]")
    }

    /// An incremental engine whose updates keep the old result is caught by
    /// `incrementalUpdate`, and its counterexample shrinks to one update.
    @Test func aWrongUpdateIsCaughtAndShrunk() throws {
        let broken = LayoutVariant(.waterfall, implementation: "keeps-the-old-result", makeIncrementalLayout: { KeepingTheOldResult(base: $0) })
        let spec = LayoutSpec(
            layout: broken, container: Size(width: 390, height: 844), options: .init(columns: 2), items: Self.items, updates: Self.updates
        )
        let violation = try #require(InvariantChecker().check(spec).first { $0.invariant == .incrementalUpdate })
        #expect(violation.message.contains("after updates[0]"), "\(violation)")
        let shrunk = SpecShrinker().shrink(spec, violation: violation) { candidate in
            InvariantChecker(invariants: [.incrementalUpdate]).check(candidate).first { $0.isSameFailure(as: violation) }
        }
        #expect(shrunk.spec.updates.count == 1)
        #expect(shrunk.spec.items.itemCount <= Self.items.itemCount)
    }
}

/// An incremental layout whose updates change nothing.
private struct KeepingTheOldResult: IncrementalLayout {
    struct NoCheckpoints: Sendable {}

    let base: WaterfallLayout

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try base.layout(items, in: container)
    }

    func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, NoCheckpoints) {
        (try base.layout(items, in: container), NoCheckpoints())
    }

    func update(
        _ result: inout LayoutResult, checkpoints: inout NoCheckpoints, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        LayoutResultChange(unchangedPrefix: 0, oldCount: result.count, count: result.count, keepsIDs: false, items: change)
    }
}
