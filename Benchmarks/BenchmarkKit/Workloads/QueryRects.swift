import TesseraCheck
import TesseraCore

/// The rects each query workload asks for, computed from a result's content size with fixed
/// seeds, so every index answers the same questions.
package enum QueryRects {
    /// The viewport the queries model: a phone screen, 390 × 844 points.
    package static let viewport = Size(width: 390, height: 844)

    /// How far a `sweep` frame moves along the scroll axis, as a fraction of the viewport:
    /// 1/8 of 844 points is 105.5 points a frame, 6,300 points (7.5 screens) a second at
    /// 60 Hz or 12,700 at 120 Hz — a fast fling, the case where a visible-rect query per
    /// frame matters most.
    package static let sweepStep = 1.0 / 8

    /// Queries per sample of each workload (an O(n) implementation may be given only the
    /// first few; the row says so).
    package static func count(_ workload: Workload) -> Int {
        switch workload {
        case .random, .randomWarm: 200
        case .sweep: 400
        case .prefetch: 100
        case .lookup: 200
        case .prepare, .build, .update, .triage: 0
        }
    }

    /// The rects of run `run` (warm-up runs first, then samples) of a query `workload` over
    /// content of `contentSize` scrolling along `axis`:
    /// - random: viewports at uniformly random positions inside the content, a fresh seeded
    ///   draw for every run;
    /// - random-warm: run 0 of random, for every run;
    /// - sweep: a viewport moving from the start along the scroll axis by `sweepStep` of its
    ///   length per query, run `r` continuing where run `r - 1` stopped, wrapping to the start
    ///   at the end of the content;
    /// - prefetch: random positions (a fresh draw for every run), each viewport extended by
    ///   one viewport length before and after along the scroll axis (3 viewports, the
    ///   prefetch window of a scrolling view).
    package static func rects(_ workload: Workload, contentSize: Size, axis: ScrollAxis, run: Int = 0) -> [Rect] {
        let slackX = max(0, contentSize.width - viewport.width)
        let slackY = max(0, contentSize.height - viewport.height)
        var random = Xoshiro256StarStar(seed: seed(workload, run: run))
        func randomViewport() -> Rect {
            Rect(x: random.nextDouble(in: 0 ... slackX).rounded(), y: random.nextDouble(in: 0 ... slackY).rounded(),
                 width: viewport.width, height: viewport.height)
        }
        switch workload {
        case .random, .randomWarm:
            return (0 ..< count(workload)).map { _ in randomViewport() }
        case .sweep:
            let vertical = axis == .vertical
            let step = (vertical ? viewport.height : viewport.width) * sweepStep
            let slack = vertical ? slackY : slackX
            let positions = max(1, Int(slack / step) + 1)
            let first = run * count(.sweep)
            return (first ..< first + count(.sweep)).map { frame in
                let offset = Double(frame % positions) * step
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
        case .prepare, .build, .lookup, .update, .triage:
            return []
        }
    }

    /// `count` cells' paths chosen uniformly among `items`, for the lookup workload.
    package static func lookupPaths(_ items: ItemSet, count: Int) -> [ItemPath] {
        guard !items.isEmpty else { return [] }
        var random = Xoshiro256StarStar(seed: 0x6C6F_6F6B)
        return (0 ..< count).map { _ in items.path(ofFlatIndex: random.nextInt(in: 0 ... items.itemCount - 1)) }
    }

    /// The seed of a workload's run: run 0 keeps the seed the workload always had (the CI
    /// gate's queries); later runs step by the golden ratio. `random-warm` asks random's run 0.
    private static func seed(_ workload: Workload, run: Int) -> UInt64 {
        let base: UInt64 = switch workload {
        case .random, .randomWarm: 1
        case .sweep: 2
        case .prefetch: 3
        case .lookup: 4
        case .prepare, .build, .update, .triage: 0
        }
        let step = workload == .randomWarm ? 0 : UInt64(truncatingIfNeeded: run) &* 0x9E37_79B9_7F4A_7C15
        return (0x7175_6572 ^ base) &+ step
    }
}
