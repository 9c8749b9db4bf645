import TesseraCore
import TesseraLayouts

extension LayoutSpec {
    /// The same grid scrolling along the other axis: axis flipped, container and insets
    /// transposed. Its result must be this spec's result transposed. `nil` for non-grids.
    public func transposedGrid() -> LayoutSpec? {
        guard layout == .grid || layout == .seedGrid else { return nil }
        var spec = self
        spec.options.axis = (options.axis ?? .vertical) == .vertical ? .horizontal : .vertical
        spec.container = Size(width: container.height, height: container.width)
        if let insets = options.insets {
            spec.options.insets = Insets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
        }
        return spec
    }

    /// The spec with the container, every item length and every length option multiplied
    /// by `factor` (counts, spans and the aspect ratio unchanged). With a power of two as
    /// factor every frame must scale exactly — as long as no intermediate value is subnormal
    /// or overflows: `nil` when a nonzero number of the spec is outside `scalingRange` in
    /// magnitude (a subnormal container, say), or when a scaled number would overflow.
    public func scaled(by factor: Double) -> LayoutSpec? {
        guard allNumbersScale else { return nil }
        func scale(_ value: Double?) -> Double? { value.map { $0 * factor } }
        var spec = self
        spec.container = Size(width: container.width * factor, height: container.height * factor)
        spec.options.spacing = scale(options.spacing)
        spec.options.headerLength = scale(options.headerLength)
        spec.options.footerLength = scale(options.footerLength)
        spec.options.padding = scale(options.padding ?? (layout == .waterfall || layout == .seedPinterest ? 6 : nil))
        spec.options.itemSpacing = scale(options.itemSpacing)
        spec.options.rowSpacing = scale(options.rowSpacing)
        spec.options.insets = options.insets.map {
            Insets(top: $0.top * factor, left: $0.left * factor, bottom: $0.bottom * factor, right: $0.right * factor)
        }
        spec.items = items.mapLengths { $0 * factor }
        let numbers = [spec.container.width, spec.container.height] + spec.items.widths + spec.items.heights
        guard numbers.allSatisfy({ $0.isFinite }) else { return nil }
        return spec
    }

    /// The nonzero magnitudes for which scaling is checked: 2⁻⁴⁰⁰ ... 2⁴⁰⁰. Layouts multiply
    /// at most a length by the aspect ratio, divide by up to 2²⁰ columns and add up to 2³¹
    /// lengths; from numbers in this range (or differences of them, exact multiples of
    /// 2⁻⁴⁵²) no result comes near the subnormal range below 2⁻¹⁰²², whose fixed absolute
    /// precision does not scale, nor near overflow above 2¹⁰²⁴.
    public static let scalingRange: ClosedRange<Double> = 0x1p-400 ... 0x1p400

    /// Whether every number of the spec is zero or in `scalingRange` in magnitude.
    private var allNumbersScale: Bool {
        let insets = options.insets.map { [$0.top, $0.left, $0.bottom, $0.right] } ?? []
        let lengths = [options.spacing, options.headerLength, options.footerLength, options.padding, options.itemSpacing,
                       options.rowSpacing, options.itemAspect].compactMap { $0 }
        let scales = { (value: Double) in value == 0 || Self.scalingRange.contains(abs(value)) }
        return scales(container.width) && scales(container.height) && (insets + lengths).allSatisfy(scales)
            && items.widths.allSatisfy(scales) && items.heights.allSatisfy(scales)
    }
}

extension ItemSet {
    /// The same sections and spans with every width and height passed through `transform`.
    func mapLengths(_ transform: (Double) -> Double) -> ItemSet {
        var result = ItemSet()
        result.reserveCapacity(itemCount)
        for section in 0 ..< sectionCount {
            result.appendSection()
            for flat in flatRange(ofSection: section) {
                result.append(Item(width: transform(widths[flat]), height: transform(heights[flat]), span: spans[flat]))
            }
        }
        return result
    }
}

extension LayoutResult {
    /// Differences between two runs on the same input, bit for bit: content size, element
    /// count, and each element's kind, path and frame edges (`determinism`). O(n).
    public func determinismViolations(against other: LayoutResult) -> [InvariantViolation] {
        func bits(_ rect: Rect) -> [UInt64] { [rect.minX.bitPattern, rect.minY.bitPattern, rect.maxX.bitPattern, rect.maxY.bitPattern] }
        if contentSize.width.bitPattern != other.contentSize.width.bitPattern
            || contentSize.height.bitPattern != other.contentSize.height.bitPattern {
            return [InvariantViolation(.determinism, "content size \(contentSize) on one run, \(other.contentSize) on another")]
        }
        if count != other.count {
            return [InvariantViolation(.determinism, "\(count) elements on one run, \(other.count) on another")]
        }
        for id in 0 ..< count {
            if kinds[id] != other.kinds[id] || path(ofElement: id) != other.path(ofElement: id) || bits(frames[id]) != bits(other.frames[id]) {
                return [InvariantViolation(
                    .determinism, "element #\(id) differs between two runs: \(self[id].frame) vs \(other[id].frame)",
                    elements: [.init(self, id: id), .init(other, id: id)]
                )]
            }
        }
        return []
    }

    /// Elements of `self` whose counterpart in `other` (same kind and path) is missing or is
    /// not `expected(frame)` exactly, and a content size that is not `expected` of this one
    /// (`invariant`: `transposition` or `scaling`). O(n).
    public func correspondenceViolations(
        _ invariant: Invariant, other: LayoutResult, limit: Int = 1, expected: (Rect) -> Rect
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let sizeRect = expected(Rect(minX: 0, minY: 0, maxX: contentSize.width, maxY: contentSize.height))
        if sizeRect.size != other.contentSize {
            found.append(InvariantViolation(invariant, "content size \(other.contentSize), expected \(sizeRect.size) from \(contentSize)"))
        }
        if count != other.count, found.count < limit {
            found.append(InvariantViolation(invariant, "\(other.count) elements, expected \(count)"))
        }
        for id in 0 ..< count where found.count < limit {
            let want = expected(frames[id])
            guard let counterpart = other.element(kinds[id], at: path(ofElement: id)) else {
                found.append(InvariantViolation(invariant, "no \(kinds[id].name) at \(path(ofElement: id)) in the transformed layout", elements: [.init(self, id: id)]))
                continue
            }
            if other.frames[counterpart] != want {
                found.append(InvariantViolation(
                    invariant, "\(kinds[id].name) \(path(ofElement: id)) is at \(other.frames[counterpart]), expected \(want)",
                    elements: [.init(self, id: id), .init(other, id: counterpart)]
                ))
            }
        }
        return found
    }
}
