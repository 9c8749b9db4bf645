import TesseraCore

extension InvariantChecker {
    /// Where the layout's own visible-rect query (`QueryingLayout`) answers another set than
    /// the linear filter over `result`, the layout's result for `items` in `container`
    /// (`indexAgreement`): on the probe queries every index answers, and on rects whose
    /// leading edge along the scroll axis cuts through an element — the element straddling
    /// the viewport's top edge, which a binary search for the first element starting inside
    /// the rect drops. The query answers over the result its own `prepare` computed, which
    /// must be `result`.
    func ownQueryViolations(
        of layout: some QueryingLayout, items: ItemSet, in container: Size, result: LayoutResult, querySeed: UInt64
    ) -> [InvariantViolation] {
        let prepared: any PreparedLayout
        do {
            prepared = try layout.prepare(items, in: container)
        } catch {
            return [InvariantViolation(.indexAgreement, "\(layout.queryName): prepare threw \(error.description), layout did not", error: error)]
        }
        guard prepared.result == result else {
            return [InvariantViolation(
                .indexAgreement, "\(layout.queryName): prepare's result (\(prepared.result.count) elements) differs from layout's (\(result.count))"
            )]
        }
        var random = Xoshiro256StarStar(seed: querySeed ^ 0x0057_4E51_5545_5259)
        let queries = result.probeQueries(random: &random, budget: queryBudget)
            + result.straddlingQueries(random: &random, count: Swift.max(8, queryBudget / 4))
        let found = result.agreementViolations(name: "the layout's own query \(layout.queryName)", queries: queries, limit: violationLimit) {
            prepared.elements(in: $0, into: &$1)
        }
        return reported(.indexAgreement, found, of: result)
    }
}

extension LayoutResult {
    /// Viewports whose leading edge along the scroll axis lies strictly inside an element
    /// (a third of the way down), spanning the content across the axis and reaching between
    /// no further and a few elements' lengths along it — the element straddling the top edge
    /// must be in the answer. `count` rects, over elements picked by `random`. O(count).
    func straddlingQueries(random: inout Xoshiro256StarStar, count: Int) -> [Rect] {
        guard !isEmpty else { return [] }
        let vertical = scrollAxis == .vertical
        let across = vertical ? contentSize.width : contentSize.height
        var queries: [Rect] = []
        for _ in 0 ..< count {
            let frame = frames[random.nextInt(in: 0 ... self.count - 1)]
            guard frame.isFinite, !frame.isInverted else { continue }
            let (start, end) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
            guard end > start else { continue }
            let edge = start + (end - start) / 3
            let reach = (end - start) * random.nextDouble(in: 0 ... 4)
            let low = Swift.min(0, vertical ? frame.minX : frame.minY), high = Swift.max(across, vertical ? frame.maxX : frame.maxY)
            queries.append(vertical
                ? Rect(minX: low, minY: edge, maxX: high, maxY: edge + reach)
                : Rect(minX: edge, minY: low, maxX: edge + reach, maxY: high))
        }
        return queries
    }
}
