import TesseraCheck
import TesseraCore

/// The rects each query workload asks for, computed from a result's content size with a
/// fixed seed, so every index answers the same questions.
public enum QueryRects {
    /// The viewport the queries model: a phone screen, 390 × 844 points.
    public static let viewport = Size(width: 390, height: 844)

    /// Queries per sample of each workload (an O(n) implementation may be given only the
    /// first few; the row says so).
    public static func count(_ workload: Workload) -> Int {
        switch workload {
        case .random: 200
        case .sweep: 400
        case .prefetch: 100
        case .lookup: 200
        case .prepare, .build: 0
        }
    }

    /// The rects of a query `workload` over content of `contentSize` scrolling along `axis`:
    /// - random: viewports at uniformly random positions inside the content;
    /// - sweep: a viewport moving from the start along the scroll axis by 1/8 of its length
    ///   per query, wrapping to the start at the end of the content;
    /// - prefetch: random positions, each viewport extended by one viewport length before and
    ///   after along the scroll axis (3 viewports, the prefetch window of a scrolling view).
    public static func rects(_ workload: Workload, contentSize: Size, axis: ScrollAxis) -> [Rect] {
        var random = Xoshiro256StarStar(seed: 0x7175_6572 ^ seed(workload))
        let slackX = max(0, contentSize.width - viewport.width)
        let slackY = max(0, contentSize.height - viewport.height)
        func randomViewport() -> Rect {
            Rect(x: random.nextDouble(in: 0 ... slackX).rounded(), y: random.nextDouble(in: 0 ... slackY).rounded(),
                 width: viewport.width, height: viewport.height)
        }
        switch workload {
        case .random:
            return (0 ..< count(.random)).map { _ in randomViewport() }
        case .sweep:
            let vertical = axis == .vertical
            let step = (vertical ? viewport.height : viewport.width) / 8
            let slack = vertical ? slackY : slackX
            let positions = max(1, Int(slack / step) + 1)
            return (0 ..< count(.sweep)).map { query in
                let offset = Double(query % positions) * step
                return vertical
                    ? Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
                    : Rect(x: offset, y: 0, width: viewport.width, height: viewport.height)
            }
        case .prefetch:
            return (0 ..< count(.prefetch)).map { _ in
                let base = randomViewport()
                return axis == .vertical
                    ? Rect(minX: base.minX, minY: base.minY - viewport.height, maxX: base.maxX, maxY: base.maxY + viewport.height)
                    : Rect(minX: base.minX - viewport.width, minY: base.minY, maxX: base.maxX + viewport.width, maxY: base.maxY)
            }
        case .prepare, .build, .lookup:
            return []
        }
    }

    /// `count` cells' paths chosen uniformly among `items`, for the lookup workload.
    public static func lookupPaths(_ items: ItemSet, count: Int) -> [ItemPath] {
        guard !items.isEmpty else { return [] }
        var random = Xoshiro256StarStar(seed: 0x6C6F_6F6B)
        return (0 ..< count).map { _ in items.path(ofFlatIndex: random.nextInt(in: 0 ... items.itemCount - 1)) }
    }

    private static func seed(_ workload: Workload) -> UInt64 {
        switch workload {
        case .random: 1
        case .sweep: 2
        case .prefetch: 3
        case .lookup: 4
        case .prepare, .build: 0
        }
    }
}
