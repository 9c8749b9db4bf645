import TesseraCore

extension IndexCaseGenerator {
    /// `count` scrolls over `frames` along `axis`, each of 2 to `steps` viewports asked in
    /// order, as a user scrolls a view: small moves forward and back (an ulp, a unit, an
    /// eighth to a half of the viewport — a bounce, a fling's end), moves of one to three
    /// viewports either way, jumps (to a frame's edge or anywhere) and back to where the scroll
    /// was, the same rect again, rects that grow or shrink along or across the scroll axis while
    /// they move (a rotation, a keyboard), and starts or ends set on a frame's edge an ulp
    /// either side — where a cursor's resume test is decided. Every rect is finite.
    /// O(frames + count × steps).
    public static func scrolls(
        over frames: [Rect], axis: ScrollAxis, count: Int, steps: Int, using random: inout Xoshiro256StarStar
    ) -> [[Rect]] {
        // Drawn as if scrolling vertically, transposed back for a horizontal scroll.
        let transposes = axis == .horizontal
        let oriented = frames.filter { $0.isFinite && !$0.isInverted }.map { transposes ? $0.transposed : $0 }
        var draw = ScrollDraw(frames: oriented, random: random)
        let scrolls = (0 ..< max(count, 0)).map { _ in
            draw.scroll(steps: max(2, steps)).map { transposes ? $0.transposed : $0 }
        }
        random = draw.random
        return scrolls
    }
}

/// The state of one case's scroll draws, in vertical orientation: the frames' bounds, a
/// typical frame length, and the edges a scroll aims at.
private struct ScrollDraw {
    var random: Xoshiro256StarStar
    let bounds: Rect
    /// The median frame length along the scroll axis (1 when there is none).
    let unit: Double
    /// Every frame's top and bottom edge.
    let edges: [Double]

    init(frames: [Rect], random: Xoshiro256StarStar) {
        self.random = random
        bounds = frames.reduce(Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)) { $0.union($1) }
        let lengths = frames.map(\.height).filter { $0 > 0 && $0.isFinite }.sorted()
        unit = lengths.isEmpty ? 1 : lengths[lengths.count / 2]
        edges = frames.flatMap { [$0.minY, $0.maxY] }
    }

    /// `value` moved by -1, 0 or +1 ulp.
    mutating func nudged(_ value: Double) -> Double {
        switch random.nextInt(in: 0 ... 2) {
        case 0: value.nextDown
        case 1: value
        default: value.nextUp
        }
    }

    /// A position along the scroll axis: on a frame's edge (an ulp either side), anywhere in
    /// the bounds, or just before them.
    mutating func position(length: Double) -> Double {
        let roll = random.nextInt(in: 0 ... 3)
        if roll < 2, !edges.isEmpty { return nudged(random.pick(edges)) }
        if roll == 2 { return bounds.minY - length / 2 }
        return bounds.minY + random.nextDouble(in: 0 ... 1) * max(bounds.height, unit)
    }

    /// A viewport length: a few frame lengths, or a fraction of the bounds.
    mutating func length() -> Double {
        let lengths = [unit, 2 * unit, 4 * unit, 8 * unit, bounds.height / 4, bounds.height / 2, bounds.height]
        let length = random.pick(lengths)
        return length > 0 && length.isFinite ? length : unit
    }

    /// A window across the scroll axis: the whole width most often, else a part of it.
    mutating func across() -> (low: Double, high: Double) {
        guard random.nextBool(probability: 0.4) else { return (bounds.minX, bounds.maxX) }
        let low = bounds.minX + random.nextDouble(in: -0.1 ... 0.8) * bounds.width
        return (low, low + random.nextDouble(in: 0 ... 0.6) * max(bounds.width, unit))
    }

    /// A move of the size a scroll makes in one step: an ulp, a unit, or a fraction or a few
    /// times the viewport.
    mutating func move(length: Double, at position: Double) -> Double {
        switch random.nextInt(in: 0 ... 6) {
        case 0: return position.ulp
        case 1: return unit
        case 2: return length / 8
        case 3: return length / 4
        case 4: return length / 2
        case 5: return length
        default: return length * Double(random.nextInt(in: 2 ... 3))
        }
    }

    mutating func scroll(steps: Int) -> [Rect] {
        var length = length()
        var start = position(length: length)
        var (low, high) = across()
        var visited: [Double] = []
        var rects: [Rect] = []
        for _ in 0 ..< random.nextInt(in: 2 ... steps) {
            let rect = Rect(minX: low, minY: start, maxX: high, maxY: start + length)
            if rect.isFinite { rects.append(rect) }
            visited.append(start)
            switch random.nextInt(in: 0 ... 99) {
            case 0 ..< 28: start += move(length: length, at: start)  // forward
            case 28 ..< 52: start -= move(length: length, at: start)  // back: a bounce, a scroll up
            case 52 ..< 60: start = position(length: length)  // a jump
            case 60 ..< 66: start = random.pick(visited)  // back to where the scroll was
            case 66 ..< 72: break  // the same rect again
            case 72 ..< 82:
                // The viewport grows or shrinks along the scroll axis, keeping its start or its end.
                let end = start + length
                length = random.nextBool() ? length * 2 : length / 2
                if random.nextBool() { start = end - length }
            case 82 ..< 88: (low, high) = across()  // resized across
            default:
                // A start or an end on a frame's edge, an ulp either side.
                guard !edges.isEmpty else { break }
                let edge = nudged(random.pick(edges))
                start = random.nextBool() ? edge : edge - length
            }
        }
        return rects
    }
}
