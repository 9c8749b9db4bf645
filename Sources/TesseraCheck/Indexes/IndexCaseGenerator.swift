import TesseraCore

/// Draws arbitrary frame sets and rects aimed at their edges: what an index meets beyond the
/// well-behaved output of an engine — a result dumped from an app, a user's own layout.
///
/// Each case picks a scale (from 1e-300 to 1e300 points per unit, thirds and halves
/// included), an offset (negative, fractional, or large enough to coarsen the ulps) and a
/// scroll axis, then draws frames on a coarse lattice of that scale — so that edges coincide,
/// frames repeat and touch — mixed with neighbours sharing an edge, exact duplicates,
/// zero-width and zero-height frames, frames of a few ulps, frames spanning almost the whole
/// double range, inverted frames, free-floating ones and ones whose start lies in a larger binade
/// than their end (their extent rounds, often to a tie); half the cases come in scroll order
/// (as layouts emit them), the others shuffled. Sizes are log-uniform up to
/// `maximumFrameCount`, often near the indexes' block sizes (15–17, 19–21, 31–33, 255–257).
///
/// Queries aim at frames: each edge taken from a frame's edge and moved by −1, 0 or +1 ulp,
/// lines through and along frames, points, a frame itself, windows of the lattice, the whole
/// extent one ulp either side, inverted and off-content rects. Frames and queries are finite,
/// so every case reads back from result JSON. Then `scrollCount` scrolls of up to
/// `scrollSteps` rects (`scrolls(over:axis:count:steps:using:)`), which a `ScrollingRectIndex`
/// answers through one cursor each. Half the cases then draw a small node size
/// (`IndexCase.nodeSize`) for the kinds that have one. Pure: the same random state gives the
/// same case.
public struct IndexCaseGenerator: Sendable {
    /// The most frames one case draws.
    public var maximumFrameCount: Int
    /// Queries per case.
    public var queryCount: Int
    /// Scrolls per case.
    public var scrollCount: Int
    /// The most rects one scroll asks.
    public var scrollSteps: Int
    /// The scroll axes cases take (both): plumbing for the harness's mutant suite, which
    /// narrows it to show that the campaign's self-check notices.
    package var axes: Set<ScrollAxis> = [.vertical, .horizontal]
    /// The shapes of query cases keep (all): plumbing for the mutant suite, as `axes`.
    package var queryShapes = Set(IndexQueryShape.allCases)

    /// A generator of cases of up to `maximumFrameCount` frames, `queryCount` queries and
    /// `scrollCount` scrolls of up to `scrollSteps` rects.
    public init(maximumFrameCount: Int = 400, queryCount: Int = 48, scrollCount: Int = 4, scrollSteps: Int = 24) {
        self.maximumFrameCount = max(1, maximumFrameCount)
        self.queryCount = max(1, queryCount)
        self.scrollCount = max(0, scrollCount)
        self.scrollSteps = max(2, scrollSteps)
    }

    /// The next case. O(frames + queries).
    public func generate(using random: inout Xoshiro256StarStar) -> IndexCase {
        var draw = FrameDraw(random: random)
        let count = random.nextBool(probability: 0.25)
            ? min(maximumFrameCount, draw.random.pick([15, 16, 17, 19, 20, 21, 31, 32, 33, 255, 256, 257]))
            : draw.random.nextLogUniformInt(in: 0 ... maximumFrameCount)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        for _ in 0 ..< count { frames.append(draw.frame(after: frames)) }
        var axis: ScrollAxis = draw.random.nextBool() ? .vertical : .horizontal
        if !axes.contains(axis), let other = axes.first { axis = other }
        if draw.random.nextBool() {
            frames.sort { axis == .vertical ? ($0.minY, $0.minX) < ($1.minY, $1.minX) : ($0.minX, $0.minY) < ($1.minX, $1.minY) }
        }
        let queries = (0 ..< queryCount).map { _ in draw.query(over: frames) }.filter { queryShapes.contains(IndexQueryShape($0)) }
        random = draw.random
        // Drawn last, so that a case's frames and queries are what they were before scrolls.
        let scrolls = Self.scrolls(over: frames, axis: axis, count: scrollCount, steps: scrollSteps, using: &random)
        var drawn = IndexCase(frames: frames, axis: axis, queries: queries, scrolls: scrolls)
        // After the scrolls, for the same reason. Half the cases build the index as shipped;
        // the others with small nodes, mostly of 1 to 4 elements, where a tree of a few
        // frames already has inner nodes whose summaries can be wrong.
        if random.nextBool() {
            drawn.nodeSize = random.nextBool(probability: 0.7) ? random.nextInt(in: 1 ... 4) : random.nextInt(in: 5 ... 32)
        }
        return drawn
    }

    /// `count` queries aimed at `frames` as a case's are: edges on frames' edges an ulp
    /// either side, lines, points, the frames themselves, windows of about the frames' size,
    /// the whole extent, inverted and off-content rects. O(frames + count).
    public static func queries(aimedAt frames: [Rect], count: Int, using random: inout Xoshiro256StarStar) -> [Rect] {
        let finite = frames.filter { $0.isFinite && !$0.isInverted }
        let extents = finite.map { max($0.width, $0.height) }.filter { $0 > 0 }.sorted()
        let unit = extents.isEmpty ? 1 : extents[extents.count / 2]
        let offset = finite.map(\.minX).min() ?? 0
        var draw = FrameDraw(random: random, unit: unit, offset: offset)
        let queries = (0 ..< max(count, 0)).map { _ in draw.query(over: finite) }
        random = draw.random
        return queries
    }
}

/// The state of one case's draws: its random source, scale and offset.
private struct FrameDraw {
    var random: Xoshiro256StarStar
    /// Points per lattice unit.
    let unit: Double
    /// Where lattice coordinate 0 lies.
    let offset: Double

    init(random: Xoshiro256StarStar, unit: Double, offset: Double) {
        self.random = random
        self.unit = unit
        self.offset = offset
    }

    init(random: Xoshiro256StarStar) {
        var random = random
        unit = random.pick([1, 1, 1, 0.5, 1.0 / 3, 10, 1e-3, 1e6, 1e-300, 1e300])
        let offset = random.pick([0, 0, -30, 0.1, -0.7, 1e15])
        let scaled = offset * unit
        // In units mostly; a large offset in points coarsens the ulps of small frames.
        self.offset = random.nextBool(probability: 0.8) && abs(scaled) < 1e303 ? scaled : offset
        self.random = random
    }

    /// A lattice coordinate: -20 … 60 units from the offset.
    mutating func coordinate() -> Double { offset + Double(random.nextInt(in: -20 ... 60)) * unit }

    /// An extent of 0 … 4 units (0 a fifth of the time).
    mutating func extent() -> Double { Double(random.nextInt(in: 0 ... 4)) * unit }

    mutating func frame(after frames: [Rect]) -> Rect {
        let roll = random.nextInt(in: 0 ... 99)
        if roll < 55 || frames.isEmpty {
            let x = coordinate(), y = coordinate()
            return Rect(minX: x, minY: y, maxX: x + extent(), maxY: y + extent())
        }
        let other = random.pick(frames)
        switch roll {
        case 55 ..< 63:
            return other  // an exact duplicate
        case 63 ..< 73:
            // A neighbour sharing an edge, along either axis.
            let length = extent()
            return random.nextBool()
                ? Rect(minX: other.maxX, minY: other.minY, maxX: other.maxX + length, maxY: other.maxY)
                : Rect(minX: other.minX, minY: other.maxY, maxX: other.maxX, maxY: other.maxY + length)
        case 73 ..< 79:
            // A few ulps wide or tall.
            let x = coordinate(), y = coordinate()
            var frame = Rect(minX: x, minY: y, maxX: x + extent(), maxY: y + extent())
            if random.nextBool() { frame.maxX = frame.minX.nextUp.nextUp } else { frame.maxY = frame.minY.nextUp }
            return frame
        case 79 ..< 84:
            // Almost the whole range along one axis.
            let x = coordinate(), y = coordinate()
            let huge = random.pick([1e300, Double.greatestFiniteMagnitude / 4, 1e18])
            return random.nextBool()
                ? Rect(minX: -huge, minY: y, maxX: huge, maxY: y + extent())
                : Rect(minX: x, minY: -huge, maxX: x + extent(), maxY: huge)
        case 84 ..< 88:
            // Inverted along one axis: matches nothing.
            let x = coordinate(), y = coordinate()
            let length = Double(random.nextInt(in: 1 ... 3)) * unit
            return random.nextBool()
                ? Rect(minX: x, minY: y, maxX: x - length, maxY: y + extent())
                : Rect(minX: x, minY: y, maxX: x + extent(), maxY: y - length)
        default:
            // Half of them: a frame whose start lies in a larger binade than its end.
            if random.nextBool() { return acrossBinades() }
            // Anywhere, off the lattice.
            let x = offset + random.nextDouble(in: -50 ... 600) * unit, y = offset + random.nextDouble(in: -50 ... 600) * unit
            return Rect(minX: x, minY: y, maxX: x + random.nextDouble(in: 0 ... 80) * unit, maxY: y + random.nextDouble(in: 0 ... 80) * unit)
        }
    }

    /// A frame from −2ᵖ·(1…2) units to −2ᵖ⁻²·(1…2) units along one axis (p from 2 to 12): its
    /// end has finer ulps than its start, so its extent rounds — to a tie, often — and so does
    /// any window computed from it (`low − largest extent` must be rounded outward).
    mutating func acrossBinades() -> Rect {
        let base = unit * Double(1 << random.nextInt(in: 2 ... 12))
        let start = -base * (1 + random.nextDouble(in: 0 ... 1))
        let end = -base / 4 * (1 + random.nextDouble(in: 0 ... 1))
        let other = coordinate()
        return random.nextBool()
            ? Rect(minX: other, minY: start, maxX: other + extent(), maxY: end)
            : Rect(minX: start, minY: other, maxX: end, maxY: other + extent())
    }

    /// `value` moved by -1, 0 or +1 ulp.
    mutating func nudged(_ value: Double) -> Double {
        switch random.nextInt(in: 0 ... 2) {
        case 0: value.nextDown
        case 1: value
        default: value.nextUp
        }
    }

    mutating func query(over frames: [Rect]) -> Rect {
        let finite = frames.filter { !$0.isInverted }
        let bounds = finite.reduce(Rect(minX: offset, minY: offset, maxX: offset, maxY: offset)) { $0.union($1) }
        let roll = random.nextInt(in: 0 ... 99)
        guard !finite.isEmpty, roll < 70 else {
            switch roll % 6 {
            case 0:
                let x = coordinate(), y = coordinate()
                return Rect(minX: x, minY: y, maxX: x + extent() * 4, maxY: y + extent() * 4)
            case 1: return Rect(minX: bounds.minX.nextDown, minY: bounds.minY.nextDown, maxX: bounds.maxX.nextUp, maxY: bounds.maxY.nextUp)
            case 2: return Rect(minX: bounds.minX.nextUp, minY: bounds.minY.nextUp, maxX: bounds.maxX.nextDown, maxY: bounds.maxY.nextDown)
            case 3:
                let x = coordinate(), y = coordinate()
                return Rect(minX: x, minY: y, maxX: x - unit, maxY: y + unit)  // inverted
            case 4: return Rect(minX: bounds.maxX + unit, minY: bounds.maxY + unit, maxX: bounds.maxX + 9 * unit, maxY: bounds.maxY + 9 * unit)
            default:
                let x = coordinate(), y = coordinate()
                return Rect(minX: x, minY: y, maxX: x, maxY: y)  // a point
            }
        }
        let frame = random.pick(finite)
        func edge(_ low: Double, _ high: Double) -> Double { random.nextBool() ? low : high }
        switch roll % 5 {
        case 0:
            return frame
        case 1:
            // A line through the frame, or along one of its edges.
            let y = random.nextBool() ? (frame.minY + frame.maxY) / 2 : nudged(edge(frame.minY, frame.maxY))
            return Rect(minX: bounds.minX, minY: y, maxX: bounds.maxX, maxY: y)
        case 2:
            let x = random.nextBool() ? (frame.minX + frame.maxX) / 2 : nudged(edge(frame.minX, frame.maxX))
            return Rect(minX: x, minY: bounds.minY, maxX: x, maxY: bounds.maxY)
        default:
            // Every edge on one of the frame's, an ulp either side, or the lattice beyond it.
            var query = Rect(
                minX: nudged(edge(frame.minX, frame.maxX)), minY: nudged(edge(frame.minY, frame.maxY)),
                maxX: nudged(edge(frame.minX, frame.maxX)), maxY: nudged(edge(frame.minY, frame.maxY))
            )
            if random.nextBool(probability: 0.3) { query.minX = min(query.minX, coordinate()) }
            if random.nextBool(probability: 0.3) { query.maxY = max(query.maxY, coordinate()) }
            if random.nextBool(probability: 0.7), query.minX > query.maxX { swap(&query.minX, &query.maxX) }
            if random.nextBool(probability: 0.7), query.minY > query.maxY { swap(&query.minY, &query.maxY) }
            return query
        }
    }
}
