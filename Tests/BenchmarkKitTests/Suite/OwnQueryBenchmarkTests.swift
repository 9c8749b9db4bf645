import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts
@testable import BenchmarkKit

/// A grid whose own query scans its frames — or, `dropsFirst`, forgets the first hit.
private struct ScanningGrid: QueryingLayout {
    var dropsFirst = false

    struct Prepared: PreparedLayout {
        let result: LayoutResult
        let dropsFirst: Bool

        func elements(in rect: Rect, into ids: inout [Int32]) {
            var skipped = !dropsFirst
            for id in 0 ..< result.count where result.frames[id].intersects(rect) {
                if !skipped {
                    skipped = true
                    continue
                }
                ids.append(Int32(id))
            }
        }
    }

    var queryName: String { dropsFirst ? "scan-dropping" : "scan" }

    func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> Prepared {
        Prepared(result: try GridLayout(columns: 3).layout(items, in: container), dropsFirst: dropsFirst)
    }
}

/// A layout's own `layoutAttributesForElements(in:)` is timed beside the indexes, like the seed
/// ports' own filters, and checked against the linear filter first.
@Suite struct OwnQueryBenchmarkTests {
    func plan() -> BenchmarkPlan {
        var plan = BenchmarkPlan()
        plan.sizes = [300]
        plan.policy = SamplingPolicy(warmUpRuns: 0, samples: 1, minimumSamples: 1)
        plan.layouts = ["scan-grid"]
        plan.workloads = [.random, .sweep]
        plan.indexes = ["linear"]
        return plan
    }

    @Test func theOwnQueryHasARowPerQueryWorkload() throws {
        let layout = CustomLayout(name: "scan-grid", layout: ScanningGrid())
        let outcome = try BenchmarkSuite(plan: plan(), layouts: LayoutCatalog([layout])).run()
        let names = Set(outcome.rows.map(\.name))
        #expect(names.contains(BenchmarkRow.name(workload: "random", index: "scan", layout: "scan-grid", size: 300)), "\(names.sorted())")
        #expect(names.contains(BenchmarkRow.name(workload: "sweep", index: "scan", layout: "scan-grid", size: 300)), "\(names.sorted())")
        #expect(names.contains(BenchmarkRow.name(workload: "random", index: "linear", layout: "scan-grid", size: 300)))
    }

    @Test func aWrongOwnQueryAbortsBeforeTiming() {
        let layout = CustomLayout(name: "scan-grid", layout: ScanningGrid(dropsFirst: true))
        #expect {
            try BenchmarkSuite(plan: plan(), layouts: LayoutCatalog([layout])).run()
        } throws: { error in
            guard case .wrongAnswer(let index, _, _, _, _, _) = error as? BenchmarkError else { return false }
            return index == "scan-dropping"
        }
    }
}
