import Testing
import TesseraCheck
import TesseraCore
import TesseraUIKit
import TesseraUIKitHost

/// The hosted layout's own `layoutAttributesForElements(in:)` as Tessera's visible-rect query
/// (`QueryingLayout`): what the checker holds to the linear filter and the benchmark times.
@Suite struct UIKitOwnQueryTests {
    static let items = ItemSet.heights([[100, 40, 0, 100], [30, 30, 30]])
    static let container = Size(width: 200, height: 150)

    static func engine(_ defect: ListDefect = .none) -> UIKitLayout {
        UIKitLayout(dataSource: { ListSource(items: $0) }) { ListLayout(defect) }
    }

    /// Rects cutting elements at every edge get the linear filter's ids, each once (the
    /// decorations, which the result does not hold, are left out); so do an inverted rect, an
    /// infinite one and one with a NaN edge, which UIKit never asks for.
    @Test func theOwnQueryAnswersTheLinearFilter() throws {
        let prepared = try Self.engine().prepare(Self.items, in: Self.container)
        #expect(prepared.result == (try Self.engine().layout(Self.items, in: Self.container)))
        var rects: [Rect] = [
            Rect(minX: -10, minY: -10, maxX: 500, maxY: 1000), Rect(minX: 50, minY: 50, maxX: 10, maxY: 10),
            Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity), Rect(minX: .nan, minY: 0, maxX: 10, maxY: 10),
            // −140 + (5e-324 + 140) rounds to 0: the rect asked must still reach past the
            // origin, where the first cells start.
            Rect(minX: -140, minY: 0, maxX: 5e-324, maxY: 200),
        ]
        for frame in prepared.result.frames {
            rects.append(Rect(minX: 0, minY: frame.minY + 1, maxX: 200, maxY: frame.minY + 60))
            rects.append(Rect(minX: 0, minY: frame.maxY, maxX: 200, maxY: frame.maxY + 10))
            rects.append(Rect(minX: 0, minY: frame.minY - 10, maxX: 200, maxY: frame.minY))
        }
        for rect in rects {
            var ids: [Int32] = []
            prepared.elements(in: rect, into: &ids)
            #expect(ids.sorted() == prepared.result.linearFilter(rect), "\(rect)")
        }
    }

    /// A query that drops the element straddling the rect's top edge breaks `indexAgreement`
    /// through the layout's own query, found by a campaign and shrunk.
    @Test func aQueryDroppingTheTopEdgeBreaksIndexAgreement() throws {
        let definition: CustomLayout<NoOptions> = .uikit(name: "list", implementation: "drops-top-edge", Self.engine(.dropsTopEdge))
        var campaign = Campaign(layout: definition, profile: .phone, cases: 30, stopsAtFirstFailure: true)
        campaign.checker.invariants = [.indexAgreement]
        let failure = try #require(campaign.run().failure)
        #expect(failure.violation.invariant == .indexAgreement, "\(failure)")
        #expect(failure.violation.message.contains("own") && failure.violation.message.contains("misses"), "\(failure)")
        #expect(failure.shrunkSpec.items.itemCount <= 2, "\(failure)")
    }
}
