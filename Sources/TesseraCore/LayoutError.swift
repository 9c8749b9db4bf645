/// Why a layout could not be computed. Every case names the field (as its interchange JSON
/// path, e.g. `sections[3].items[17].span`), the section/item where there is one, and the
/// offending value. Layouts throw these instead of trapping, clamping silently or returning
/// frames built from bad numbers.
public enum LayoutError: Error, Hashable, Sendable {
    /// Which length of an item or a container is meant.
    public enum Dimension: String, Hashable, Sendable {
        /// The extent along x.
        case width
        /// The extent along y.
        case height
    }

    /// An item's width or height is NaN, infinite or negative — or finite but so large that
    /// a sum of lengths overflows to infinity (the message then says so).
    case invalidItemLength(ItemPath, dimension: Dimension, value: Double)
    /// An item's span is below 1 (spans above the column count are clamped, as documented),
    /// or covers more grid cells than `GridLayout.maximumSpanCells`.
    case invalidSpan(ItemPath, value: Int)
    /// The container's width or height is NaN, infinite or negative.
    case invalidContainer(dimension: Dimension, value: Double)
    /// A numeric option is out of its range: `requirement` says what it must be
    /// (e.g. "a finite number ≥ 0", "an integer ≥ 1").
    case invalidOption(name: String, value: Double, requirement: String)
    /// A per-section option is out of its range.
    case invalidSectionOption(section: Int, name: String, value: Double, requirement: String)
    /// Spacing, padding or insets leave no room: the computed item length would be
    /// `itemLength` < 0. `option` names the option that consumed the space.
    case negativeItemLength(option: String, value: Double, itemLength: Double)
    /// The layout cannot lay this input out although every value is in range: the algorithm
    /// would trap or exceed a documented work limit (e.g. a seed port whose seed would crash
    /// on a force-unwrap). `field` names the input concerned, `reason` says why.
    case unsupportedInput(field: String, reason: String)
    /// A layout result read from elsewhere is malformed (a non-finite frame, an element
    /// listed twice, a negative path). `field` is the JSON path of the offending value.
    case invalidResult(field: String, reason: String)
    /// A batch of updates is inconsistent with the items it applies to (an index out of range,
    /// an index named twice, an item both deleted and moved). `field` names the update, e.g.
    /// `updates[0].deleteItems[2]`.
    case invalidUpdate(field: String, reason: String)

    /// The interchange JSON path of the offending field, e.g. `sections[3].items[17].span`,
    /// `options.spacing` or `container.width`.
    public var field: String {
        switch self {
        case let .invalidItemLength(path, dimension, _):
            "sections[\(path.section)].items[\(path.item)].\(dimension.rawValue)"
        case let .invalidSpan(path, _):
            "sections[\(path.section)].items[\(path.item)].span"
        case let .invalidContainer(dimension, _):
            "container.\(dimension.rawValue)"
        case let .invalidOption(name, _, _):
            "options.\(name)"
        case let .invalidSectionOption(section, name, _, _):
            "sections[\(section)].\(name)"
        case let .negativeItemLength(option, _, _):
            "options.\(option)"
        case let .unsupportedInput(field, _), let .invalidResult(field, _), let .invalidUpdate(field, _):
            field
        }
    }
}

extension LayoutError: CustomStringConvertible {
    /// `field: value problem`, e.g. `sections[3].items[17].span: 0 is not a valid span (must be ≥ 1)`.
    public var description: String {
        switch self {
        case let .invalidItemLength(_, _, value):
            value >= 0 && value < .infinity
                ? "\(field): \(value) is too large: the content's extent overflows to infinity (lengths must add up to a finite number)"
                : "\(field): \(value) is not a valid length (must be a finite number ≥ 0)"
        case let .invalidSpan(_, value):
            value < 1
                ? "\(field): \(value) is not a valid span (must be ≥ 1)"
                : "\(field): \(value) is too large for this grid (a span covers span × columns cells, at most 1048576)"
        case let .invalidContainer(_, value):
            "\(field): \(value) is not a valid container length (must be a finite number ≥ 0)"
        case let .invalidOption(_, value, requirement), let .invalidSectionOption(_, _, value, requirement):
            "\(field): \(Self.format(value)) is not valid (must be \(requirement))"
        case let .negativeItemLength(_, value, itemLength):
            "\(field): \(value) leaves no room for items (item length would be \(itemLength))"
        case let .unsupportedInput(_, reason), let .invalidResult(_, reason), let .invalidUpdate(_, reason):
            "\(field): \(reason)"
        }
    }

    /// Integers print without a fraction (`columns: 0`, not `0.0`).
    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

extension LayoutError {
    /// Throws `invalidOption` unless `value` is finite and at least `minimum`.
    public static func checkOption(_ name: String, _ value: Double, minimum: Double = 0) throws(LayoutError) {
        guard value >= minimum, value < .infinity else {
            throw .invalidOption(name: name, value: value, requirement: "a finite number ≥ \(format(minimum))")
        }
    }

    /// Throws `invalidOption` unless `value` is finite and strictly greater than `bound`.
    public static func checkOption(_ name: String, _ value: Double, greaterThan bound: Double) throws(LayoutError) {
        guard value > bound, value < .infinity else {
            throw .invalidOption(name: name, value: value, requirement: "a finite number > \(format(bound))")
        }
    }

    /// Throws `invalidOption` unless `value` is at least `minimum`.
    public static func checkCount(_ name: String, _ value: Int, minimum: Int = 1) throws(LayoutError) {
        guard value >= minimum else {
            throw .invalidOption(name: name, value: Double(value), requirement: "an integer ≥ \(minimum)")
        }
    }

    /// Throws `invalidContainer` unless both lengths are finite and ≥ 0.
    public static func checkContainer(_ container: Size) throws(LayoutError) {
        guard container.width >= 0, container.width < .infinity else {
            throw .invalidContainer(dimension: .width, value: container.width)
        }
        guard container.height >= 0, container.height < .infinity else {
            throw .invalidContainer(dimension: .height, value: container.height)
        }
    }

    /// Throws `invalidOption` naming `insets.<edge>` unless every edge is finite and ≥ 0.
    public static func checkInsets(_ insets: Insets) throws(LayoutError) {
        try checkOption("insets.top", insets.top)
        try checkOption("insets.left", insets.left)
        try checkOption("insets.bottom", insets.bottom)
        try checkOption("insets.right", insets.right)
    }
}
