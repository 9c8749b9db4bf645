import TesseraCheck
import TesseraCore

/// Seeded frame sets shaped like the layouts the indexes serve, plus hostile ones, built
/// directly as `LayoutResult`s.
enum FrameSets {
    /// A result holding `frames` as cells of one section, in the given order.
    static func result(_ frames: [Rect], axis: ScrollAxis = .vertical) -> LayoutResult {
        var result = LayoutResult(
            scrollAxis: axis, items: ItemSet(sectionCount: 1, itemsPerSection: frames.count)
        )
        for (item, frame) in frames.enumerated() {
            result.appendCell(frame, at: ItemPath(section: 0, item: item))
        }
        if let union = result.framesUnion, union.isFinite {
            result.contentSize = Size(width: max(union.maxX, 0), height: max(union.maxY, 0))
        }
        return result
    }

    /// Masonry: `columns` columns sharing edges, random heights (some zero), placed in the
    /// shortest column or round-robin; transposed for a horizontal layout.
    static func masonry(count: Int, using random: inout SplitMix64) -> LayoutResult {
        let columns = Int.random(in: 1...5, using: &random)
        let width = [390.0, 100.0, 7.0][Int.random(in: 0...2, using: &random)]
        let shortest = Bool.random(using: &random)
        let axis: ScrollAxis = Int.random(in: 0..<4, using: &random) == 0 ? .horizontal : .vertical
        var bottoms = [Double](repeating: 0, count: columns)
        var frames: [Rect] = []
        for item in 0..<count {
            let column = shortest ? bottoms.indices.min { bottoms[$0] < bottoms[$1] }! : item % columns
            let height = Int.random(in: 0..<20, using: &random) == 0
                ? 0 : Double(Int.random(in: 1...40, using: &random)) * 2.5
            let minX = width * Double(column) / Double(columns)
            let maxX = width * Double(column + 1) / Double(columns)
            let frame = Rect(minX: minX, minY: bottoms[column], maxX: maxX, maxY: bottoms[column] + height)
            bottoms[column] = frame.maxY
            frames.append(axis == .vertical ? frame : frame.transposed)
        }
        return result(frames, axis: axis)
    }

    /// A uniform grid: rows of `columns` equal cells sharing edges, optionally with a full-width
    /// header every few rows.
    static func grid(count: Int, using random: inout SplitMix64) -> LayoutResult {
        let columns = Int.random(in: 1...6, using: &random)
        let side = Double(Int.random(in: 1...8, using: &random)) * 12.5
        let headerEvery = Int.random(in: 0...3, using: &random)
        var frames: [Rect] = []
        var y = 0.0
        var row = 0
        while frames.count < count {
            if headerEvery > 0, row % (headerEvery * 4) == 0 {
                frames.append(Rect(minX: 0, minY: y, maxX: side * Double(columns), maxY: y + 20))
                y += 20
            }
            for column in 0..<columns where frames.count < count {
                frames.append(Rect(minX: side * Double(column), minY: y, maxX: side * Double(column + 1), maxY: y + side))
            }
            y += side
            row += 1
        }
        return result(frames)
    }

    /// Wide rows of a layout that scrolls both ways: rows of random length, items of random
    /// width and height (shorter than the row), some rows far wider than others.
    static func wideRows(count: Int, using random: inout SplitMix64) -> LayoutResult {
        var frames: [Rect] = []
        var y = 0.0
        while frames.count < count {
            let rowHeight = Double(Int.random(in: 1...12, using: &random)) * 10
            let length = Int.random(in: 1...80, using: &random)
            var x = 0.0
            for _ in 0..<length where frames.count < count {
                let width = Double(Int.random(in: 0...30, using: &random)) * 5
                let height = rowHeight - Double(Int.random(in: 0...2, using: &random)) * 5
                frames.append(Rect(minX: x, minY: y, maxX: x + width, maxY: y + height))
                x += width + Double(Int.random(in: 0...1, using: &random)) * 5
            }
            y += rowHeight + Double(Int.random(in: 0...1, using: &random)) * 5
        }
        return result(frames)
    }

    /// Hostile frames in random order on a coarse lattice (so that edges coincide): overlaps,
    /// duplicates, zero-width and zero-height frames, very tall ones, inverted ones, NaN and
    /// infinite edges — what a result imported from another tool may hold.
    static func hostile(count: Int, using random: inout SplitMix64) -> LayoutResult {
        let axis: ScrollAxis = Bool.random(using: &random) ? .vertical : .horizontal
        var frames: [Rect] = []
        for _ in 0..<count {
            if !frames.isEmpty, Int.random(in: 0..<8, using: &random) == 0 {
                frames.append(frames.randomElement(using: &random)!)
                continue
            }
            var frame = Rect(
                minX: lattice(&random), minY: lattice(&random), maxX: 0, maxY: 0
            )
            frame.maxX = frame.minX + Double(Int.random(in: 0...4, using: &random)) * 10
            frame.maxY = frame.minY + Double(Int.random(in: 0...4, using: &random)) * 10
            switch Int.random(in: 0..<40, using: &random) {
            case 0: frame.maxY = frame.minY - 10  // inverted
            case 1: frame.minX = frame.maxX + 10  // inverted
            case 2: frame.minY = .nan
            case 3: frame.maxX = .nan
            case 4: frame.maxY = frame.minY + 5_000  // very tall
            case 5: frame.maxX = frame.minX + 5_000  // very wide
            case 6: frame.maxY = .infinity
            case 7: frame.minX = -.infinity
            default: break
            }
            frames.append(frame)
        }
        return result(frames, axis: axis)
    }

    /// A coordinate on a 10-point lattice, slightly beyond the frames' usual range.
    static func lattice(_ random: inout SplitMix64) -> Double {
        Double(Int.random(in: -2...60, using: &random)) * 10
    }
}

/// The shapes of frame set the differential tests run over.
enum FrameShape: String, CaseIterable, Sendable {
    case masonry, grid, wideRows, hostile

    func make(count: Int, using random: inout SplitMix64) -> LayoutResult {
        switch self {
        case .masonry: FrameSets.masonry(count: count, using: &random)
        case .grid: FrameSets.grid(count: count, using: &random)
        case .wideRows: FrameSets.wideRows(count: count, using: &random)
        case .hostile: FrameSets.hostile(count: count, using: &random)
        }
    }
}
