import TesseraCore

/// A transformation of a spec whose result must correspond to the original's, element for
/// element: the layout of `transform(spec)` must hold, for every element of the original
/// (same kind and path), exactly the frame `expectedFrame(originalFrame)`, and the content
/// size `expectedFrame` of the original content rect.
///
/// Relations catch bugs that every single-result invariant misses — an engine wrong the
/// same way everywhere still breaks scaling when it rounds, or transposition when it mixes up
/// an axis.
public struct MetamorphicRelation<Definition: LayoutDefinition>: Sendable {
    /// The invariant a broken relation is reported under (`scaling`, `transposition`, or
    /// a layout's own).
    public var invariant: Invariant
    /// The transformed spec, or `nil` where the relation does not apply to `spec` (for
    /// instance when a scaled number would overflow or become subnormal).
    public var transform: @Sendable (LayoutSpec<Definition>) -> LayoutSpec<Definition>?
    /// Where an element at `frame` in the original must be in the transformed result.
    public var expectedFrame: @Sendable (Rect) -> Rect

    /// Creates a relation.
    public init(
        invariant: Invariant, transform: @escaping @Sendable (LayoutSpec<Definition>) -> LayoutSpec<Definition>?,
        expectedFrame: @escaping @Sendable (Rect) -> Rect
    ) {
        self.invariant = invariant
        self.transform = transform
        self.expectedFrame = expectedFrame
    }

    /// Doubling the container, every item length and every length option (through the
    /// definition's `scale(_:by:)`) doubles every frame, exactly: multiplying by a power of two
    /// is exact in binary floating point, so any rounding difference is a real asymmetry.
    /// Not applied where a doubled number would overflow or where an input is subnormal
    /// (doubling a subnormal is exact but the layout's own arithmetic on it is not).
    public static var scaling: MetamorphicRelation {
        MetamorphicRelation(invariant: .scaling, transform: { spec in spec.scaled(by: 2) }) { frame in
            Rect(minX: frame.minX * 2, minY: frame.minY * 2, maxX: frame.maxX * 2, maxY: frame.maxY * 2)
        }
    }

    /// The same layout scrolling along the other axis must be this one transposed; `transform`
    /// flips the axis (and transposes the container and whatever options are oriented).
    public static func transposition(
        _ transform: @escaping @Sendable (LayoutSpec<Definition>) -> LayoutSpec<Definition>?
    ) -> MetamorphicRelation {
        MetamorphicRelation(invariant: .transposition, transform: transform, expectedFrame: \.transposed)
    }
}

extension LayoutSpec {
    /// The spec with the container, every item length and every length option multiplied by
    /// `factor`; `nil` when the layout does not scale or a nonzero number, before or after,
    /// is outside `ScaledLength.range` in magnitude.
    public func scaled(by factor: Double) -> LayoutSpec? {
        guard let options = layout.scale(options, by: factor) else { return nil }
        var spec = self
        spec.options = options
        spec.container = Size(width: container.width * factor, height: container.height * factor)
        spec.items = items.mapLengths { $0 * factor }
        let numbers = [container.width, container.height, spec.container.width, spec.container.height]
            + items.widths + items.heights + spec.items.widths + spec.items.heights
        guard numbers.allSatisfy(ScaledLength.scales) else { return nil }
        return spec
    }
}

extension ItemSet {
    /// The same sections, spans and payloads with every width and height passed through
    /// `transform`.
    func mapLengths(_ transform: (Double) -> Double) -> ItemSet {
        var result = ItemSet()
        result.reserveCapacity(itemCount)
        for section in 0 ..< sectionCount {
            result.appendSection()
            for flat in flatRange(ofSection: section) {
                result.append(Item(width: transform(widths[flat]), height: transform(heights[flat]), span: spans[flat], payload: payload(at: flat)))
            }
        }
        return result
    }
}
