import TesseraCore

/// Draws a `LayoutResult` as SVG: the content bounds, every cell, header and footer with its
/// `section-item` label, an optional viewport with its hits, and elements flagged by a
/// check (overlapping, out of bounds) in red.
///
/// Large layouts are drawn only around the viewport: elements farther than one viewport
/// length from it along the scroll axis are left out (and counted in a caption), and never
/// more than `elementBudget` elements are drawn, so a million-item layout — even one whose
/// million cells share the first screen — still renders to a small file (O(budget) bytes).
/// Choosing what to draw is one O(n) pass.
public struct LayoutDrawing: Sendable {
    /// The result to draw.
    public var result: LayoutResult
    /// The viewport to outline; its hits are shaded. `nil` draws no viewport.
    public var viewport: Rect?
    /// Element ids to emphasise (e.g. a query's answer); drawn in blue.
    public var highlighted: Set<Int>
    /// Element ids a check found at fault; drawn in red, over everything else.
    public var flagged: Set<Int>
    /// The most elements drawn; beyond it only the viewport's neighbourhood is drawn, and of
    /// that at most this many elements.
    public var elementBudget: Int
    /// The canvas width in pixels; the height follows the drawn area's aspect ratio.
    public var canvasWidth: Double

    /// Creates a drawing with the given emphasis; by default at most 5,000 elements on an
    /// 800-pixel-wide canvas.
    public init(
        result: LayoutResult, viewport: Rect? = nil, highlighted: Set<Int> = [], flagged: Set<Int> = [],
        elementBudget: Int = 5000, canvasWidth: Double = 800
    ) {
        self.result = result
        self.viewport = viewport
        self.highlighted = highlighted
        self.flagged = flagged
        self.elementBudget = elementBudget
        self.canvasWidth = canvasWidth
    }

    /// The area of content coordinates that is drawn: the whole content (and viewport), or
    /// around the viewport (the first screen when there is none) when there are more
    /// elements than `elementBudget`.
    public var drawnArea: Rect {
        let content = Rect(minX: 0, minY: 0, maxX: result.contentSize.width, maxY: result.contentSize.height)
        var whole = content
        if let union = result.framesUnion { whole = whole.union(union) }
        if let viewport, !viewport.isInverted { whole = whole.union(viewport) }
        guard result.count > elementBudget else { return whole }
        let axis = result.scrollAxis
        let focus = viewport.flatMap { $0.isInverted ? nil : $0 } ?? Self.firstScreen(of: whole, axis: axis)
        let margin = axis == .vertical ? focus.height : focus.width
        if axis == .vertical {
            return Rect(minX: whole.minX, minY: focus.minY - margin, maxX: whole.maxX, maxY: focus.maxY + margin)
        }
        return Rect(minX: focus.minX - margin, minY: whole.minY, maxX: focus.maxX + margin, maxY: whole.maxY)
    }

    private static func firstScreen(of whole: Rect, axis: ScrollAxis) -> Rect {
        if axis == .vertical {
            let length = max(whole.width, 1) * 2
            return Rect(minX: whole.minX, minY: whole.minY, maxX: whole.maxX, maxY: whole.minY + length)
        }
        let length = max(whole.height, 1) * 2
        return Rect(minX: whole.minX, minY: whole.minY, maxX: whole.minX + length, maxY: whole.maxY)
    }

    /// The SVG document.
    public func svg() -> SVGDocument {
        let area = drawnArea
        let margin = max(area.width, area.height) * 0.02 + 1
        let view = Rect(minX: area.minX - margin, minY: area.minY - margin, maxX: area.maxX + margin, maxY: area.maxY + margin)
        let aspect = view.width > 0 ? view.height / view.width : 1
        var document = SVGDocument(width: canvasWidth, height: max(canvasWidth * aspect, 1).rounded(), viewBox: view)
        let unit = view.width / canvasWidth
        let hairline = unit

        document.rect(view, style: .init(fill: "#f4f4f4", stroke: "none"))
        let content = Rect(minX: 0, minY: 0, maxX: result.contentSize.width, maxY: result.contentSize.height)
        document.rect(content, style: .init(fill: "white", stroke: "#888888", strokeWidth: hairline, dash: "\(4 * unit) \(2 * unit)"), title: "content \(result.contentSize)")

        let visible = drawnElements(in: area)
        let labelSize = min(12 * unit, Self.medianShortSide(of: visible.map { result.frames[$0] }) / 3)
        for id in visible where !flagged.contains(id) {
            draw(id, into: &document, unit: unit, labelSize: labelSize)
        }
        for id in visible where flagged.contains(id) {
            draw(id, into: &document, unit: unit, labelSize: labelSize)
        }
        if let viewport, !viewport.isInverted {
            document.rect(viewport, style: .init(fill: "none", stroke: "#e08000", strokeWidth: 3 * unit), title: "viewport \(viewport)")
        }
        let omitted = result.count - visible.count
        var caption = "\(result.count) elements, content \(Self.format(result.contentSize.width))×\(Self.format(result.contentSize.height))"
        if omitted > 0 { caption += "; \(omitted) not shown (outside the drawn area or beyond the first \(elementBudget))" }
        if !flagged.isEmpty { caption += "; \(flagged.count) flagged in red" }
        document.text(caption, at: (view.minX + unit * 4, view.maxY - unit * 4), size: 11 * unit, color: "#444444")
        return document
    }

    /// The ids drawn: the flagged elements and those in `area`, at most `elementBudget` of them —
    /// the flagged first, then the others in id order — so that the document's size is bounded
    /// whatever the layout (a million cells in one row all lie in its first screen). O(n).
    func drawnElements(in area: Rect) -> [Int] {
        var flaggedIDs: [Int] = [], others: [Int] = []
        for id in result.frames.indices {
            if flagged.contains(id) {
                if flaggedIDs.count < elementBudget { flaggedIDs.append(id) }
            } else if others.count < elementBudget {
                let frame = result.frames[id]
                if frame.intersects(area) || (frame.isFinite && area.contains(frame)) { others.append(id) }
            }
        }
        return (flaggedIDs + others.prefix(max(0, elementBudget - flaggedIDs.count))).sorted()
    }

    private func draw(_ id: Int, into document: inout SVGDocument, unit: Double, labelSize: Double) {
        let element = result[id]
        let frame = element.frame
        let style: SVGDocument.Style
        if flagged.contains(id) {
            style = .init(fill: "#ff3b30", stroke: "#b00000", strokeWidth: 1.5 * unit, fillOpacity: 0.45)
        } else if highlighted.contains(id) || (viewport.map { frame.intersects($0) } ?? false) {
            style = .init(fill: "#4a90d9", stroke: "#1d4f8c", strokeWidth: unit, fillOpacity: 0.55)
        } else {
            switch element.kind {
            case .cell: style = .init(fill: "#dce8f5", stroke: "#5b7fa8", strokeWidth: unit)
            case .header: style = .init(fill: "#e5d9f2", stroke: "#7a5ba8", strokeWidth: unit)
            case .footer: style = .init(fill: "#f2e6d9", stroke: "#a8835b", strokeWidth: unit)
            // Decorations (section backgrounds) lie under other elements by design: faint.
            case let .custom(custom) where custom.category == .decoration:
                style = .init(fill: "#eeeeee", stroke: "#999999", strokeWidth: unit, fillOpacity: 0.3)
            case .custom: style = .init(fill: "#e0f2e0", stroke: "#5ba85b", strokeWidth: unit)
            }
        }
        let label = element.kind == .cell ? element.path.description : "\(element.kind.name) \(element.path.section)"
        document.rect(frame, style: style, title: "#\(id) \(element.kind.name) \(element.path) \(frame)")
        if labelSize >= unit * 4, frame.width > labelSize * 2, frame.height > labelSize {
            document.text(label, at: ((frame.minX + frame.maxX) / 2, (frame.minY + frame.maxY) / 2 + labelSize / 3),
                          size: labelSize, anchor: .middle, color: "#222222")
        }
    }

    private static func medianShortSide(of frames: [Rect]) -> Double {
        let sides = frames.map { min($0.width, $0.height) }.filter { $0 > 0 && $0.isFinite }.sorted()
        return sides.isEmpty ? 0 : sides[sides.count / 2]
    }

    private static func format(_ value: Double) -> String { SVGDocument.number(value) }
}
