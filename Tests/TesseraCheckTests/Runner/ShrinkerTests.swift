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
}
