import Foundation
import Testing
@testable import TesseraCheck
import TesseraCore
import TesseraLayouts

@Suite("Shrinker")
struct ShrinkerTests {
    @Test func shrinksToTheSmallestFailingSpec() {
        var random = Xoshiro256StarStar(seed: 21)
        var spec = SpecGenerator(layout: .grid, profile: .spans).generate(using: &random)
        spec.items.appendSection([ItemSet.Item(span: 3), ItemSet.Item(span: 4)])
        spec.options.columns = 6
        spec.options.spacing = 3.7
        // "Fails" whenever some item spans three or more columns and there are ≥ 3 columns.
        let fails = { (candidate: LayoutSpec<GridDefinition>) -> InvariantViolation? in
            guard candidate.options.columns >= 3, candidate.items.spans.contains(where: { $0 >= 3 }) else { return nil }
            return InvariantViolation(.spansFitGrid, "planted")
        }
        let outcome = SpecShrinker().shrink(spec, violation: fails(spec)!, stillFails: fails)
        #expect(outcome.spec.items.itemCount == 1)
        #expect(outcome.spec.items.sectionCount == 1)
        #expect(outcome.spec.items.spans == [3])
        #expect(outcome.spec.options.columns == 3)
        #expect(outcome.spec.options.spacing == 0)
        #expect(outcome.spec.container == Size(width: 1, height: 1), "\(outcome.spec.jsonString())")
    }

    /// A failure that needs the columns three unit items cover, and no fewer, shrinks to one
    /// item spanning them: dropping an item or lowering a span loses it, merging neighbours
    /// (`mergeItems`) keeps it.
    @Test func neighbouringItemsMergeIntoOneSpanningBoth() {
        let spec = LayoutSpec(
            layout: .grid, container: Size(width: 1, height: 1), options: .init(columns: 4),
            items: ItemSet(sections: [[.init(), .init(height: 2), .init()], [.init()]])
        )
        let fails = { (candidate: LayoutSpec<GridDefinition>) -> InvariantViolation? in
            candidate.items.items(inSection: 0).map(\.span).reduce(0, +) >= 3 ? InvariantViolation(.spansFitGrid, "planted") : nil
        }
        let outcome = SpecShrinker().shrink(spec, violation: fails(spec)!, stillFails: fails)
        #expect(outcome.spec.items.itemCount == 1, "\(outcome.spec.jsonString())")
        #expect(outcome.spec.items.spans == [3])
    }

    @Test func respectsItsBudget() {
        var random = Xoshiro256StarStar(seed: 22)
        let spec = SpecGenerator(layout: .waterfall, profile: .tablet).generate(using: &random)
        var calls = 0
        let outcome = SpecShrinker(budget: 5).shrink(spec, violation: InvariantViolation(.noOverlap, "planted")) { _ in
            calls += 1
            return InvariantViolation(.noOverlap, "planted")
        }
        #expect(calls == 5 && outcome.attempts == 5)
    }

    @Test func aDeadlineStopsShrinkingWithTheSmallestSpecSoFar() {
        var random = Xoshiro256StarStar(seed: 21)
        var spec = SpecGenerator(layout: .grid, profile: .spans).generate(using: &random)
        spec.items.appendSection([ItemSet.Item(span: 3)])
        let fails = { (candidate: LayoutSpec<GridDefinition>) -> InvariantViolation? in
            Thread.sleep(forTimeInterval: 0.01)
            return candidate.items.spans.contains(3) ? InvariantViolation(.spansFitGrid, "planted") : nil
        }
        let passed = SpecShrinker(deadline: ContinuousClock.now).shrink(spec, violation: fails(spec)!, stillFails: fails)
        #expect(passed.stoppedAtDeadline && passed.attempts == 0 && passed.spec == spec)

        var reports = 0
        let cut = SpecShrinker(deadline: ContinuousClock.now + .milliseconds(100)).shrink(spec, violation: fails(spec)!, progress: { _ in reports += 1 }, stillFails: fails)
        #expect(cut.stoppedAtDeadline)
        #expect(cut.attempts >= 1 && cut.attempts < 100, "\(cut.attempts)")
        #expect(reports == cut.attempts)
        #expect(cut.spec.items.itemCount <= spec.items.itemCount && fails(cut.spec) != nil)

        let whole = SpecShrinker().shrink(spec, violation: fails(spec)!, stillFails: { $0.items.spans.contains(3) ? InvariantViolation(.spansFitGrid, "planted") : nil })
        #expect(!whole.stoppedAtDeadline)
    }

    @Test func scalingIsNotCheckedWhereSubnormalsOrOverflowBreakIt() {
        let items = ItemSet(sections: [[ItemSet.Item(), ItemSet.Item()]])
        let normal = LayoutSpec(layout: .grid, container: Size(width: 100, height: 100), options: .init(columns: 3), items: items)
        #expect(normal.scaled(by: 2) != nil)
        var subnormal = normal
        subnormal.container.width = Double.leastNonzeroMagnitude * 2024  // about 1e-320
        #expect(subnormal.scaled(by: 2) == nil)
        var tinyAspect = normal
        tinyAspect.options.itemAspect = 1e-200
        #expect(tinyAspect.scaled(by: 2) == nil)
        var huge = normal
        huge.container.width = 1e300
        #expect(huge.scaled(by: 2) == nil)
        var zero = normal
        zero.container.width = 0
        #expect(zero.scaled(by: 2) != nil)
        // Both lay out and pass every invariant; so does a normal container whose columns
        // would be subnormal (1e-305 split into 1000).
        #expect(InvariantChecker().check(subnormal).isEmpty)
        var subnormalColumns = normal
        subnormalColumns.container.width = 1e-305
        subnormalColumns.options.columns = 1000
        #expect(subnormalColumns.scaled(by: 2) == nil)
        #expect(InvariantChecker().check(subnormalColumns).isEmpty)
    }
}

/// Shrinking counterexamples with updates, and shrinking's own bounds.
@Suite("Shrinker reach")
struct ShrinkerReachTests {
    /// A 50-item spec with three updates, the second a batch of 17 inserts; it "fails" when an
    /// item 77 points tall is inserted by an update: the counterexample keeps that insert alone.
    @Test func anUpdateCounterexampleShrinksToOneInsert() throws {
        var items = ItemSet()
        items.appendSection((0 ..< 30).map { ItemSet.Item(height: Double(20 + $0)) })
        items.appendSection((0 ..< 20).map { ItemSet.Item(height: Double(60 + $0)) })
        let inserts = (0 ..< 17).map { BatchUpdate.ItemInsertion(path: ItemPath(section: 1, item: 2 * $0), item: ItemSet.Item(height: $0 == 9 ? 77 : 33)) }
        let updates = [
            BatchUpdate(deletedItems: [ItemPath(section: 0, item: 3), ItemPath(section: 0, item: 7)]),
            BatchUpdate(insertedItems: inserts),
            BatchUpdate(movedItems: [.init(from: ItemPath(section: 1, item: 18), to: ItemPath(section: 0, item: 0))]),
        ]
        let spec = LayoutSpec(layout: .waterfall, container: Size(width: 390, height: 844), options: .init(columns: 2), items: items, updates: updates)
        let fails = { (candidate: LayoutSpec<WaterfallDefinition>) -> InvariantViolation? in
            let inserted = candidate.updates.contains { $0.insertedItems.contains { $0.item.height == 77 } }
            return inserted && (try? candidate.updatedItems()) != nil ? InvariantViolation(.incrementalUpdate, "planted") : nil
        }
        let outcome = SpecShrinker().shrink(spec, violation: try #require(fails(spec)), stillFails: fails)
        #expect(outcome.spec.updates.count == 1, "\(outcome.spec.jsonString())")
        #expect(outcome.spec.totalItemCount == 1, "\(outcome.spec.jsonString())")
        #expect(outcome.stop == .finished)
        #expect(outcome.attempts < 200, "\(outcome.attempts)")
    }

    /// An item the last update moves, among 40 others and 3 updates, shrinks to that item and
    /// that move.
    @Test func aMovedItemKeepsOnlyItsMove() throws {
        var items = ItemSet()
        for section in 0 ..< 4 { items.appendSection((0 ..< 10).map { ItemSet.Item(width: Double(section * 10 + $0), height: 30) }) }
        let updates = [
            BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: 0), item: ItemSet.Item(height: 5))]),
            BatchUpdate(deletedSections: [1]),
            BatchUpdate(movedItems: [.init(from: ItemPath(section: 2, item: 4), to: ItemPath(section: 0, item: 1))]),
        ]
        let spec = LayoutSpec(layout: .waterfall, container: Size(width: 390, height: 844), options: .init(columns: 2), items: items, updates: updates)
        // Fails while some update moves the item of width 34 (section 3, item 4 at first).
        let fails = { (candidate: LayoutSpec<WaterfallDefinition>) -> InvariantViolation? in
            guard let history = UpdateHistory(items: candidate.items, updates: candidate.updates) else { return nil }
            for (number, batch) in candidate.updates.enumerated() {
                for move in batch.movedItems {
                    var before = candidate.items
                    for earlier in candidate.updates[..<number] { _ = try? before.apply(earlier) }
                    if before.items(inSection: move.from.section)[move.from.item].width == 34 {
                        _ = history
                        return InvariantViolation(.incrementalUpdate, "planted")
                    }
                }
            }
            return nil
        }
        let outcome = SpecShrinker().shrink(spec, violation: try #require(fails(spec)), stillFails: fails)
        #expect(outcome.spec.updates.count == 1, "\(outcome.spec.jsonString())")
        #expect(outcome.spec.totalItemCount == 1, "\(outcome.spec.jsonString())")
        #expect(outcome.spec.updates.first?.partCount == 1, "\(outcome.spec.jsonString())")
    }

    /// A one-item counterexample whose options do not matter — and whose options, proposed from
    /// each other, used to cycle between the default and 0 until the budget ran out — shrinks in
    /// under 100 candidates, and reports its time.
    @Test func aOneItemCounterexampleTakesUnderAHundredCandidates() throws {
        struct Options: Codable, Hashable, Sendable {
            var spacing = 8.0
            var inset = 4.0
            var scale = 3.0
        }
        let layout = CustomLayout(
            name: "cycling", defaultOptions: Options(),
            drawOptions: { draw, _ in Options(spacing: draw.spacingValue(), inset: draw.roughNumber(in: 0 ... 20), scale: draw.roughNumber(in: 1 ... 3)) },
            shrinkOptions: { options in
                [
                    [Options(spacing: options.spacing == 0 ? 8 : 0, inset: options.inset, scale: options.scale)],
                    RoundNumbers.candidates(for: options.inset, includingZero: true).map { Options(spacing: options.spacing, inset: $0, scale: options.scale) },
                    [Options(spacing: options.spacing, inset: options.inset, scale: options.scale == 1 ? 3 : 1)],
                ]
            }
        ) { _ in FixedHeights() }
        var random = Xoshiro256StarStar(seed: 5)
        var spec = SpecGenerator(layout: layout, profile: .phone).generate(using: &random)
        spec.options = Options(spacing: 7.25, inset: 13.7, scale: 2.3)
        spec.items.appendSection([ItemSet.Item(width: 41.3, height: 123.456)])
        // Fails while an item is taller than 100.
        let fails = { (candidate: LayoutSpec<CustomLayout<Options>>) -> InvariantViolation? in
            candidate.items.heights.contains { $0 > 100 } ? InvariantViolation(.noOverlap, "planted") : nil
        }
        let outcome = SpecShrinker().shrink(spec, violation: try #require(fails(spec)), stillFails: fails)
        #expect(outcome.spec.items.itemCount == 1)
        #expect(outcome.spec.items.heights == [120], "\(outcome.spec.items.heights)")
        #expect(outcome.spec.container == Size(width: 1, height: 1))
        #expect(outcome.attempts < 100, "\(outcome.attempts) candidates")
        #expect(outcome.stop == .finished)
        #expect(outcome.elapsed > .zero)
    }

    /// Options that each take several candidates to round (a failure that needs every length
    /// above 10) would take the shrinker well past 100 candidates on a one-item spec: the
    /// number passes stop at `oneItemNumberBudget`, leaving the rest as they are.
    @Test func aOneItemSpecsNumbersHaveABoundedBudget() throws {
        struct Options: Codable, Hashable, Sendable {
            var lengths = Array(repeating: 5.0, count: 16)
        }
        let layout = CustomLayout(
            name: "many-lengths", defaultOptions: Options(),
            shrinkOptions: { options in
                options.lengths.indices.map { index in
                    RoundNumbers.candidates(for: options.lengths[index], includingZero: true).map { value in
                        var simpler = options
                        simpler.lengths[index] = value
                        return simpler
                    }
                }
            }
        ) { _ in FixedHeights() }
        var spec = LayoutSpec(layout: layout, container: Size(width: 100, height: 100), items: ItemSet(sections: [[ItemSet.Item(height: 150)]]))
        spec.options.lengths = Array(repeating: 1234.567, count: 16)
        let fails = { (candidate: LayoutSpec<CustomLayout<Options>>) -> InvariantViolation? in
            candidate.options.lengths.allSatisfy { $0 > 10 } ? InvariantViolation(.noOverlap, "planted") : nil
        }
        let outcome = SpecShrinker().shrink(spec, violation: try #require(fails(spec)), stillFails: fails)
        #expect(outcome.attempts < 100, "\(outcome.attempts) candidates")
        #expect(outcome.stop == .finished)
        #expect(outcome.spec.options.lengths.contains(100), "the first lengths were rounded")
        #expect(outcome.spec.options.lengths.contains(1234.567), "the budget left the last ones as they were")
    }

    @Test func aTimeLimitStopsShrinking() throws {
        var random = Xoshiro256StarStar(seed: 21)
        let spec = SpecGenerator(layout: .grid, profile: .tablet).generate(using: &random)
        let outcome = SpecShrinker(timeLimit: .milliseconds(30)).shrink(spec, violation: InvariantViolation(.noOverlap, "planted")) { _ in
            Thread.sleep(forTimeInterval: 0.01)
            return InvariantViolation(.noOverlap, "planted")
        }
        #expect(outcome.stop == .timeLimit && outcome.stoppedAtDeadline)
        #expect(outcome.attempts >= 1 && outcome.attempts < 10, "\(outcome.attempts)")
    }
}

/// Items stacked at their heights, full width: a layout for the shrinker's tests.
private struct FixedHeights: CollectionLayout {
    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var y = 0.0
        for flat in 0 ..< items.itemCount {
            result.appendCell(Rect(minX: 0, minY: y, maxX: container.width, maxY: y + items.heights[flat]), at: items.path(ofFlatIndex: flat))
            y += items.heights[flat]
        }
        result.contentSize = Size(width: container.width, height: y)
        return result
    }
}
