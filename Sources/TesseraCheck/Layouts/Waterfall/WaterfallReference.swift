import TesseraCore
import TesseraLayouts

extension Invariant {
    /// Each waterfall cell sits in the column (or window of columns, for a span) its placement
    /// rule picks — `shortestColumn` (spanning items and ties included), `roundRobin`,
    /// `leftToRight`, `rightToLeft` — at the top of those columns plus `padding`, as wide as
    /// them less `padding` on each side and exactly its item's height.
    public static let waterfallPlacement = Invariant(
        "waterfallPlacement",
        summary: "each cell is in the columns its placement rule picks, in order, at their top plus padding, their width less padding, its height"
    )
    /// A waterfall's blocks stack `spacing` apart: each section's header, its columns and its
    /// footer, headers and footers full width and present for every section (empty ones too)
    /// exactly when their lengths are positive; the content is the union of the blocks.
    public static let waterfallStacking = Invariant(
        "waterfallStacking",
        summary: "headers, columns and footers (empty sections too) stack spacing apart, full width; the content is their union"
    )
}

/// The reference model of `WaterfallLayout`: its documented rules, applied in order and
/// compared with a result exactly — each header, cell and footer where the rules put it after
/// the elements before it (the model places them all itself, so up to the first difference its
/// elements are the result's): `waterfallPlacement` for the cells, `waterfallStacking` for the
/// blocks, the sections' starts and the content size. Column edges are the documented
/// `TrackEdges`; a column's top is the bottom of the last cell in it plus `padding` and
/// `spacing`. O(n × span) plus O(columns) per spanning `shortestColumn` item.
struct WaterfallReference {
    let waterfall: WaterfallLayout
    let width: Double

    /// The first `limit` differences of each invariant of `checking` between `result` and the
    /// model, for `items`.
    func violations(of result: LayoutResult, items: ItemSet, checking: Set<Invariant>, limit: Int) -> [InvariantViolation] {
        var walk = Walk(waterfall: waterfall, width: width, result: result, limit: limit)
        for section in 0 ..< items.sectionCount where !walk.isDone(checking) {
            walk.stack(section, items: items)
        }
        walk.finish()
        return (checking.contains(.waterfallPlacement) ? walk.placement.violations : [])
            + (checking.contains(.waterfallStacking) ? walk.stacking.violations : [])
    }
}

/// One pass of the model over a result's sections.
private struct Walk {
    let waterfall: WaterfallLayout
    /// The container's width.
    let width: Double
    var placement: ReferenceComparison
    var stacking: ReferenceComparison
    /// Where the last block ends, and whether there is one.
    var edge = 0.0
    var stackedAny = false
    /// The content's extent so far.
    var right = 0.0, bottom = 0.0

    init(waterfall: WaterfallLayout, width: Double, result: LayoutResult, limit: Int) {
        self.waterfall = waterfall
        self.width = width
        placement = ReferenceComparison(result, invariant: .waterfallPlacement, limit: limit)
        stacking = ReferenceComparison(result, invariant: .waterfallStacking, limit: limit)
    }

    func isDone(_ checking: Set<Invariant>) -> Bool {
        (!checking.contains(.waterfallPlacement) || placement.isFull) && (!checking.contains(.waterfallStacking) || stacking.isFull)
    }

    /// Where the next block starts: `spacing` after the last one, if any.
    mutating func nextBlockTop() -> Double {
        defer { stackedAny = true }
        return stackedAny ? edge + waterfall.spacing : edge
    }

    /// Section `section`'s header, cells and footer.
    mutating func stack(_ section: Int, items: ItemSet) {
        let count = waterfall.sectionColumns[section] ?? waterfall.columns
        let lines = TrackEdges(count: count, leading: 0, total: width, spacing: waterfall.spacing, trailing: width)
        supplementary(.header, length: waterfall.headerLength, section: section, lines: lines)
        let range = items.flatRange(ofSection: section)
        if !range.isEmpty {
            let top = nextBlockTop()
            var columns = Columns(tops: [Double](repeating: top, count: count))
            var sectionBottom = top, sectionRight = 0.0
            let padding = waterfall.padding
            for flat in range {
                let item = flat - range.lowerBound
                let span = min(items.spans[flat], count)
                let (column, rule) = columns.choose(waterfall.placement, item: item, span: span)
                let window = column ..< column + span
                let cellTop = columns.top(of: window)
                let minY = cellTop + waterfall.padding
                let cellRight = lines.ends[window.upperBound - 1]
                let minX = min(lines.starts[column] + waterfall.padding, cellRight)
                let frame = Rect(minX: minX, minY: minY, maxX: max(minX, cellRight - waterfall.padding), maxY: minY + items.heights[flat])
                expectCell(
                    frame, at: ItemPath(section: section, item: item), sectionStart: columns.allAt(top, window) ? top : nil,
                    reason: "\(rule) picks column\(span > 1 ? "s \(window.lowerBound)…\(window.upperBound - 1)" : " \(column)") of \(count), top \(cellTop)"
                        + " \(columns.describe(around: window)), padding \(padding), height \(items.heights[flat])"
                )
                let cellBottom = frame.maxY + waterfall.padding
                columns.set(window, to: cellBottom + waterfall.spacing)
                sectionBottom = max(sectionBottom, cellBottom)
                sectionRight = max(sectionRight, frame.maxX + waterfall.padding)
            }
            edge = sectionBottom
            bottom = max(bottom, sectionBottom)
            right = max(right, sectionRight)
        }
        supplementary(.footer, length: waterfall.footerLength, section: section, lines: lines)
    }

    /// A header or footer of `length` after the blocks so far, or none when `length` is 0.
    mutating func supplementary(_ kind: ElementKind, length: Double, section: Int, lines: TrackEdges) {
        let path = ItemPath(section: section, item: 0)
        guard length > 0 else {
            stacking.expectNone(kind, at: path, "the \(kind.name) length is 0")
            return
        }
        let wasStacked = stackedAny
        let top = nextBlockTop()
        let full = lines.ends[lines.ends.count - 1]
        stacking.expect(
            kind, at: path, frame: Rect(minX: 0, minY: top, maxX: full, maxY: top + length),
            "section \(section)'s \(kind.name), \(length) long, full width\(wasStacked ? ", spacing \(waterfall.spacing) after the block above ending at \(edge)" : ", first block")"
        )
        edge = top + length
        bottom = max(bottom, edge)
        right = max(right, full)
    }

    /// Compares a cell; a cell whose columns are all still at the section's start
    /// (`sectionStart`) and that only starts elsewhere, keeping its width and height, is a
    /// misplaced section start, reported as `waterfallStacking`.
    mutating func expectCell(_ frame: Rect, at path: ItemPath, sectionStart: Double?, reason: @autoclosure () -> String) {
        if let sectionStart, let id = placement.result.cell(at: path), id >= 0, id < placement.result.count {
            let actual = placement.result.frames[id]
            if actual.minY != frame.minY, actual.minX == frame.minX, actual.maxX == frame.maxX, actual.height == frame.height {
                stacking.report(
                    "section \(path.section)'s columns start at \(actual.minY - waterfall.padding) (cell \(path) #\(id) at \(actual)), expected \(sectionStart) (\(stackedAny ? "spacing \(waterfall.spacing) after the block above" : "the first block")) + padding \(waterfall.padding)",
                    ids: [id], magnitude: .distance(from: actual, to: frame)
                )
                return
            }
        }
        placement.expect(.cell, at: path, frame: frame, reason())
    }

    mutating func finish() {
        stacking.expectContentSize(Size(width: right, height: bottom), "the union of the headers, footers and cells grown by padding \(waterfall.padding)")
    }
}

/// The tops of one section's columns and the placement rules that choose among them.
private struct Columns {
    var tops: [Double]
    /// The round-robin turn, or the item's place in the cycle for the fill orders.
    var turn = 0

    func top(of window: Range<Int>) -> Double { tops[window].max()! }

    func allAt(_ top: Double, _ window: Range<Int>) -> Bool { tops[window].allSatisfy { $0 == top } }

    mutating func set(_ window: Range<Int>, to top: Double) {
        for column in window { tops[column] = top }
    }

    /// The first column of the window `placement` picks for item `item` of `span`, and the
    /// rule's name for reports.
    mutating func choose(_ placement: WaterfallLayout.Placement, item: Int, span: Int) -> (Int, String) {
        let count = tops.count
        switch placement {
        case .shortestColumn:
            // The window whose highest top is lowest; the leftmost of equals.
            var best = 0
            for first in 0 ... count - span where top(of: first ..< first + span) < top(of: best ..< best + span) {
                best = first
            }
            return (best, "shortestColumn")
        case .roundRobin:
            if turn + span > count { turn = 0 }
            let column = turn
            turn = turn + span >= count ? 0 : turn + span
            return (column, "roundRobin (turn \(column))")
        case .leftToRight:
            let column = min(turn, count - span)
            turn = turn + 1 == count ? 0 : turn + 1
            return (column, "leftToRight (item \(item) mod \(count), shifted to fit)")
        case .rightToLeft:
            let column = max(0, count - turn - span)
            turn = turn + 1 == count ? 0 : turn + 1
            return (column, "rightToLeft (item \(item) mod \(count), shifted to fit)")
        }
    }

    /// The tops of the columns around `window`, for reports.
    func describe(around window: Range<Int>) -> String {
        let shown = max(0, window.lowerBound - 3) ..< min(tops.count, window.upperBound + 3)
        let prefix = shown.lowerBound > 0 ? "… " : "", suffix = shown.upperBound < tops.count ? " …" : ""
        return "(column tops \(prefix)\(tops[shown].map { "\($0)" }.joined(separator: ", "))\(suffix))"
    }
}

extension WaterfallReference {
    /// A planted violation of each of the model's invariants in `result`, which passed them.
    func planted(in result: LayoutResult, items: ItemSet, using random: inout Xoshiro256StarStar) -> [PlantedViolation] {
        let placement = swappedColumns(in: result, items: items, &random)
            // Not the top edge: a cell starting an ulp off its section's start reads as the
            // section misplaced (waterfallStacking).
            ?? .movedByAnUlp(.waterfallPlacement, in: result, items: items, edges: [0, 2, 3], checksContentSize: false, using: &random)
        return [placement, droppedSupplementary(in: result, items: items, &random)].compactMap { $0 }
    }

    /// The first cells of two columns of a random section swapped, each keeping its top.
    private func swappedColumns(in result: LayoutResult, items: ItemSet, _ random: inout Xoshiro256StarStar) -> PlantedViolation? {
        let sections = (0 ..< items.sectionCount).filter { items.itemCount(inSection: $0) >= 2 }
        guard !sections.isEmpty else { return nil }
        let section = random.pick(sections)
        var firstByColumn: [Double: Int] = [:]
        for item in 0 ..< items.itemCount(inSection: section) {
            guard let id = result.cell(at: ItemPath(section: section, item: item)) else { continue }
            firstByColumn[result.frames[id].minX] = firstByColumn[result.frames[id].minX] ?? id
        }
        guard firstByColumn.count >= 2 else { return nil }
        let firsts = firstByColumn.values.sorted()
        let (a, b) = (firsts[0], firsts[1])
        let (frameA, frameB) = (result.frames[a], result.frames[b])
        let swapped = result.edited(for: items) { elements, _ in
            elements[a].frame = Rect(minX: frameB.minX, minY: frameA.minY, maxX: frameB.maxX, maxY: frameA.maxY)
            elements[b].frame = Rect(minX: frameA.minX, minY: frameB.minY, maxX: frameA.maxX, maxY: frameB.maxY)
        }
        return PlantedViolation(.waterfallPlacement, "cells #\(a) and #\(b) of section \(section) in each other's columns", .result(swapped))
    }

    /// A footer or header dropped — an empty section's, when there is one — or, with none, the
    /// content an ulp longer.
    private func droppedSupplementary(in result: LayoutResult, items: ItemSet, _ random: inout Xoshiro256StarStar) -> PlantedViolation {
        let supplementary = (0 ..< result.count).filter { result.kinds[$0] != .cell }
        guard !supplementary.isEmpty else {
            return PlantedViolation(.waterfallStacking, "the content one ulp longer", .result(result.edited(for: items) { _, size in
                size.height = size.height.nextUp
            }))
        }
        let empty = supplementary.filter { items.itemCount(inSection: result.path(ofElement: $0).section) == 0 }
        let id = random.pick(empty.isEmpty ? supplementary : empty)
        return PlantedViolation(
            .waterfallStacking, "\(result.kinds[id].name) of\(empty.isEmpty ? "" : " empty") section \(result.path(ofElement: id).section) #\(id) dropped",
            .result(result.removing(id, for: items))
        )
    }
}
