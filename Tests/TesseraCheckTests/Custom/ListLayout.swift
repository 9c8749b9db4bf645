import TesseraCheck
import TesseraCore

/// A layout Tessera does not ship, for the tests of `CustomLayout`: items stacked in one
/// column, each the container's width (inside the insets) and its own height, `spacing` apart.
struct ListLayout: CollectionLayout {
    struct Options: Codable, Hashable, Sendable {
        var spacing = 0.0
        var insets = Insets()
        var note: String?
    }

    var options: Options
    /// The item after which the list forgets its spacing and moves up `overlap` instead.
    var overlapsAfter: Int?
    /// How far the item after `overlapsAfter` moves up: a point by default.
    var overlap = 1.0

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        try LayoutError.checkContainer(container)
        try LayoutError.checkOption("spacing", options.spacing)
        try items.validate(.height)
        var result = LayoutResult(scrollAxis: .vertical, items: items)
        var y = options.insets.top
        var first = true
        for flat in 0 ..< items.itemCount {
            if !first { y += flat - 1 == overlapsAfter ? -overlap : options.spacing }
            first = false
            let frame = Rect(minX: options.insets.left, minY: y, maxX: max(options.insets.left, container.width - options.insets.right), maxY: y + items.heights[flat])
            result.appendCell(frame, at: items.path(ofFlatIndex: flat))
            y = frame.maxY
        }
        result.contentSize = Size(width: container.width, height: items.isEmpty ? 0 : y + options.insets.bottom)
        return result
    }
}

extension CustomLayout where Options == ListLayout.Options {
    /// The list with spacing drawn and shrunk, and its width promise.
    static let list = CustomLayout(
        name: "list", defaultOptions: ListLayout.Options(),
        drawOptions: { draw, _ in ListLayout.Options(spacing: draw.random.nextBool() ? 0 : draw.spacingValue()) },
        shrinkOptions: { options in [RoundNumbers.candidates(for: options.spacing, includingZero: true).map { ListLayout.Options(spacing: $0) }] },
        expectations: { expectations, spec in expectations.fixedLength = spec.container.width },
        itemFields: [.height]
    ) { options in ListLayout(options: options) }

    /// The list with its top and bottom insets drawn too (an options object of its own):
    /// what the harness mutants of `CodableOptions` are hunted with.
    static let insetList: CustomLayout = {
        var list = CustomLayout.list
        list.drawOptions = { draw, _ in
            let spacing = draw.random.nextBool() ? 0 : draw.spacingValue()
            guard draw.random.nextBool() else { return ListLayout.Options(spacing: spacing) }
            return ListLayout.Options(spacing: spacing, insets: Insets(top: draw.spacingValue(), bottom: draw.spacingValue()))
        }
        return list
    }()

    /// The list whose second item moves up by its spacing and a point instead of down by its
    /// spacing — only when the spacing is not 0: a failure that needs its options (the
    /// harness mutant of the shrinker's options step is hunted with it).
    static let listOverlappingWhenSpaced = list.replacingEngine(implementation: "overlapping-when-spaced") { options in
        ListLayout(options: options, overlapsAfter: options.spacing > 0 ? 0 : nil, overlap: options.spacing + 1)
    }

    /// The list with an overlap after item 2.
    static let overlappingList = list.replacingEngine(implementation: "overlapping") { ListLayout(options: $0, overlapsAfter: 2) }

    /// The list with the item after item 0 moved up by `overlap` points.
    static func list(overlappingBy overlap: Double) -> CustomLayout {
        list.replacingEngine(implementation: "overlapping-\(overlap)") { ListLayout(options: $0, overlapsAfter: 0, overlap: overlap) }
    }
}
