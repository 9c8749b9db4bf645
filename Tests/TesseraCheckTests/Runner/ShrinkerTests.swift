import Foundation
import Testing
import TesseraCheck
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
