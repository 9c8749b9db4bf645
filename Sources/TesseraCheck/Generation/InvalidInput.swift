import TesseraCore
import TesseraLayouts

/// The cases of `LayoutError`, without their payloads: what an invalid input must throw.
public enum LayoutErrorCase: String, Hashable, Sendable, CaseIterable {
    /// `LayoutError.invalidItemLength`.
    case invalidItemLength
    /// `LayoutError.invalidSpan`.
    case invalidSpan
    /// `LayoutError.invalidContainer`.
    case invalidContainer
    /// `LayoutError.invalidOption`.
    case invalidOption
    /// `LayoutError.invalidSectionOption`.
    case invalidSectionOption
    /// `LayoutError.negativeItemLength`.
    case negativeItemLength
    /// `LayoutError.seedWouldTrap`.
    case seedWouldTrap
    /// `LayoutError.invalidResult`.
    case invalidResult

    /// The case of `error`.
    public init(_ error: LayoutError) {
        switch error {
        case .invalidItemLength: self = .invalidItemLength
        case .invalidSpan: self = .invalidSpan
        case .invalidContainer: self = .invalidContainer
        case .invalidOption: self = .invalidOption
        case .invalidSectionOption: self = .invalidSectionOption
        case .negativeItemLength: self = .negativeItemLength
        case .seedWouldTrap: self = .seedWouldTrap
        case .invalidResult: self = .invalidResult
        }
    }
}

/// A spec with exactly one planted fault, and the error the layout must throw for it.
public struct InvalidInput: Hashable, Sendable {
    /// The spec: valid except for the fault.
    public var spec: LayoutSpec
    /// What was planted, e.g. `options.columns = 0`.
    public var fault: String
    /// The `LayoutError.field` the layout must name.
    public var expectedField: String
    /// The `LayoutError` case the layout must throw.
    public var expectedCase: LayoutErrorCase

    /// Creates an invalid input.
    public init(spec: LayoutSpec, fault: String, expectedField: String, expectedCase: LayoutErrorCase) {
        self.spec = spec
        self.fault = fault
        self.expectedField = expectedField
        self.expectedCase = expectedCase
    }
}

/// Draws invalid specs for one of Tessera's engines: a small valid `phone` spec with one
/// fault planted in a field the layout reads — a NaN, infinite or negative length, zero
/// columns, a span of 0, spacing or padding that leaves a negative item length.
public struct InvalidInputGenerator: Hashable, Sendable {
    /// The layout kind; seed ports are not expected to validate like the engines.
    public var layout: LayoutSpec.Kind

    /// Creates a generator.
    public init(layout: LayoutSpec.Kind) {
        self.layout = layout
    }

    /// The next invalid input.
    public func generate(using random: inout Xoshiro256StarStar) -> InvalidInput {
        var spec = SpecGenerator(layout: layout, profile: .phone, maximumItemCount: 24).generate(using: &random)
        let bad = random.pick([Double.nan, -1, -0.5, .infinity, -.infinity])
        var faults: [(String, LayoutErrorCase)] = [("container.width", .invalidContainer), ("container.height", .invalidContainer)]
        let hasItems = !spec.items.isEmpty
        switch layout {
        case .grid, .seedGrid:
            faults += [("options.columns", .invalidOption), ("options.spacing", .invalidOption), ("options.itemAspect", .invalidOption),
                       ("options.headerLength", .invalidOption), ("options.insets.left", .invalidOption), ("spacing-overflow", .negativeItemLength)]
            if hasItems { faults.append(("span", .invalidSpan)) }
        case .waterfall, .seedPinterest:
            faults += [("options.columns", .invalidOption), ("options.padding", .invalidOption), ("options.spacing", .invalidOption),
                       ("options.headerLength", .invalidOption), ("options.footerLength", .invalidOption),
                       ("padding-overflow", .negativeItemLength), ("section-columns", .invalidSectionOption)]
            if hasItems { faults.append(("height", .invalidItemLength)) }
        case .bidirectional, .seedBidirectional:
            faults += [("options.itemSpacing", .invalidOption), ("options.rowSpacing", .invalidOption)]
            if hasItems { faults += [("width", .invalidItemLength), ("height", .invalidItemLength)] }
        }
        let (target, expectedCase) = random.pick(faults)
        var field = target
        var fault: String
        switch target {
        case "container.width":
            spec.container.width = bad
            fault = "container.width = \(bad)"
        case "container.height":
            spec.container.height = bad
            fault = "container.height = \(bad)"
        case "options.columns":
            let columns = random.pick([0, -1, -7])
            spec.options.columns = columns
            fault = "options.columns = \(columns)"
        case "section-columns":
            spec.items.appendSection([ItemSet.Item(height: 10)])
            let section = spec.items.sectionCount - 1
            spec.options.sectionColumns[section] = random.pick([0, -2])
            field = "sections[\(section)].columns"
            fault = "\(field) = \(spec.options.sectionColumns[section]!)"
        case "spacing-overflow":
            // Spacing between `columns` columns that eats more than the whole width.
            let columns = max(spec.options.columns ?? 1, 2)
            spec.options.columns = columns
            let axis = spec.options.axis ?? .vertical
            let fixed = spec.container.length(across: axis)
            spec.options.spacing = (fixed / Double(columns - 1)).rounded(.up) + random.pick([1, 10, 1000])
            field = "options.spacing"
            fault = "options.spacing = \(spec.options.spacing!) with \(columns) columns in \(fixed)"
        case "padding-overflow":
            spec.options.sectionColumns = [:]
            let columns = spec.options.columns ?? 2
            spec.options.padding = (spec.container.width / Double(2 * columns)).rounded(.up) + random.pick([1, 10, 1000])
            field = "options.padding"
            fault = "options.padding = \(spec.options.padding!) with \(columns) columns in \(spec.container.width)"
        case "span", "width", "height":
            let flat = random.nextInt(in: 0 ... spec.items.itemCount - 1)
            let path = spec.items.path(ofFlatIndex: flat)
            var item = spec.items[path]
            switch target {
            case "span":
                item.span = random.pick([0, -1, Int.min])
                fault = "span \(item.span)"
            case "width":
                item.width = bad
                fault = "width \(bad)"
            default:
                item.height = bad
                fault = "height \(bad)"
            }
            spec.items[path] = item
            field = "sections[\(path.section)].items[\(path.item)].\(target)"
            fault = "\(field) = " + fault.split(separator: " ").last!
        default:
            // A numeric option set to a bad number.
            let name = String(target.dropFirst("options.".count))
            let value = name == "itemAspect" ? random.pick([0, bad]) : bad
            switch name {
            case "spacing": spec.options.spacing = value
            case "itemAspect": spec.options.itemAspect = value
            case "headerLength": spec.options.headerLength = value
            case "footerLength": spec.options.footerLength = value
            case "padding": spec.options.padding = value
            case "itemSpacing": spec.options.itemSpacing = value
            case "rowSpacing": spec.options.rowSpacing = value
            default:
                var insets = spec.options.insets ?? .zero
                insets.left = value
                spec.options.insets = insets
            }
            fault = "\(target) = \(value)"
        }
        return InvalidInput(spec: spec, fault: fault, expectedField: field, expectedCase: expectedCase)
    }
}
