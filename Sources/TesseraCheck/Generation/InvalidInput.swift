import TesseraCore

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
    /// `LayoutError.unsupportedInput`.
    case unsupportedInput
    /// `LayoutError.invalidResult`.
    case invalidResult
    /// `LayoutError.invalidUpdate`.
    case invalidUpdate

    /// The case of `error`.
    public init(_ error: LayoutError) {
        switch error {
        case .invalidItemLength: self = .invalidItemLength
        case .invalidSpan: self = .invalidSpan
        case .invalidContainer: self = .invalidContainer
        case .invalidOption: self = .invalidOption
        case .invalidSectionOption: self = .invalidSectionOption
        case .negativeItemLength: self = .negativeItemLength
        case .unsupportedInput: self = .unsupportedInput
        case .invalidResult: self = .invalidResult
        case .invalidUpdate: self = .invalidUpdate
        }
    }
}

/// A spec with exactly one planted fault, and the error the layout must throw for it.
public struct InvalidInput<Definition: LayoutDefinition>: Hashable, Sendable {
    /// The spec: valid except for the fault.
    public var spec: LayoutSpec<Definition>
    /// What was planted, e.g. `options.columns = 0`.
    public var fault: String
    /// The `LayoutError.field` the layout must name.
    public var expectedField: String
    /// The `LayoutError` case the layout must throw.
    public var expectedCase: LayoutErrorCase

    /// Creates an invalid input.
    public init(spec: LayoutSpec<Definition>, fault: String, expectedField: String, expectedCase: LayoutErrorCase) {
        self.spec = spec
        self.fault = fault
        self.expectedField = expectedField
        self.expectedCase = expectedCase
    }
}

/// One kind of bad input a layout promises to reject with a typed `LayoutError`: where the
/// fault goes and which error case must name it.
public struct InvalidInputFault<Definition: LayoutDefinition>: Sendable {
    /// What the fault is planted in, e.g. `options.columns` (for reports and tests).
    public var name: String
    /// The error case the layout must throw.
    public var expectedCase: LayoutErrorCase
    /// Whether the fault can be planted into `spec` (an item fault needs an item).
    public var applies: @Sendable (LayoutSpec<Definition>) -> Bool
    /// Plants the fault into `spec`, drawing what it needs from `random`; `bad` is the case's
    /// bad number (NaN, ±∞ or negative). Returns the field the error must name and a
    /// description of the fault (`options.spacing = nan`).
    public var plant: @Sendable (_ spec: inout LayoutSpec<Definition>, _ random: inout Xoshiro256StarStar, _ bad: Double)
        -> (field: String, fault: String)

    /// Creates a fault.
    public init(
        _ name: String, expecting expectedCase: LayoutErrorCase,
        applies: @escaping @Sendable (LayoutSpec<Definition>) -> Bool = { _ in true },
        plant: @escaping @Sendable (inout LayoutSpec<Definition>, inout Xoshiro256StarStar, Double) -> (field: String, fault: String)
    ) {
        self.name = name
        self.expectedCase = expectedCase
        self.applies = applies
        self.plant = plant
    }

    /// A numeric option set to the case's bad number (or one of `values` drawn from it).
    public static func option(
        _ name: String, values: [Double]? = nil, set: @escaping @Sendable (inout Definition.Options, Double) -> Void
    ) -> InvalidInputFault {
        InvalidInputFault("options.\(name)", expecting: .invalidOption) { spec, random, bad in
            let value = values.map { random.pick($0 + [bad]) } ?? bad
            set(&spec.options, value)
            return ("options.\(name)", "options.\(name) = \(value)")
        }
    }

    /// A container width or height set to the case's bad number.
    public static func container(_ dimension: LayoutError.Dimension) -> InvalidInputFault {
        InvalidInputFault("container.\(dimension.rawValue)", expecting: .invalidContainer) { spec, _, bad in
            switch dimension {
            case .width: spec.container.width = bad
            case .height: spec.container.height = bad
            }
            return ("container.\(dimension.rawValue)", "container.\(dimension.rawValue) = \(bad)")
        }
    }

    /// One random item's width or height set to the case's bad number.
    public static func itemLength(_ dimension: LayoutError.Dimension) -> InvalidInputFault {
        itemFault(dimension.rawValue, expecting: .invalidItemLength) { item, _, bad in
            switch dimension {
            case .width: item.width = bad
            case .height: item.height = bad
            }
            return String(bad)
        }
    }

    /// One random item's span set to 0, −1 or `Int.min`.
    public static var span: InvalidInputFault {
        itemFault("span", expecting: .invalidSpan) { item, random, _ in
            item.span = random.pick([0, -1, Int.min])
            return String(item.span)
        }
    }

    /// A length option set to 1e308 — finite, so accepted on its own — in a spec with three
    /// more sections of three items, so that adding it up overflows the content to infinity:
    /// the layout must name the option.
    public static func contentOverflow(_ name: String, set: @escaping @Sendable (inout Definition.Options, Double) -> Void) -> InvalidInputFault {
        InvalidInputFault("options.\(name)-overflow", expecting: .invalidOption) { spec, _, _ in
            for _ in 0 ..< 3 { spec.items.appendSection(Array(repeating: ItemSet.Item(width: 1, height: 1), count: 3)) }
            set(&spec.options, 1e308)
            return ("options.\(name)", "options.\(name) = 1e308, which overflows the content")
        }
    }

    /// The faults every validating layout rejects: a bad container width and height.
    public static var containerFaults: [InvalidInputFault] { [.container(.width), .container(.height)] }

    /// The faults of the item fields a layout reads, in the order width, height, span.
    public static func itemFaults(_ fields: ItemSet.Fields) -> [InvalidInputFault] {
        (fields.contains(.span) ? [.span] : []) + (fields.contains(.width) ? [.itemLength(.width)] : [])
            + (fields.contains(.height) ? [.itemLength(.height)] : [])
    }

    private static func itemFault(
        _ fieldName: String, expecting expectedCase: LayoutErrorCase,
        change: @escaping @Sendable (inout ItemSet.Item, inout Xoshiro256StarStar, Double) -> String
    ) -> InvalidInputFault {
        InvalidInputFault(fieldName, expecting: expectedCase, applies: { !$0.items.isEmpty }) { spec, random, bad in
            let path = spec.items.path(ofFlatIndex: random.nextInt(in: 0 ... spec.items.itemCount - 1))
            var item = spec.items[path]
            let value = change(&item, &random, bad)
            spec.items[path] = item
            let field = "sections[\(path.section)].items[\(path.item)].\(fieldName)"
            return (field, "\(field) = \(value)")
        }
    }
}

/// Draws invalid specs for a layout that lists `invalidInputFaults`: a small valid `phone`
/// spec with one of those faults planted.
package struct InvalidInputGenerator<Definition: LayoutDefinition>: Sendable {
    /// The layout.
    package var layout: Definition

    /// Creates a generator.
    package init(layout: Definition) {
        self.layout = layout
    }

    /// The next invalid input, or `nil` when the layout lists no fault that applies.
    package func generate(using random: inout Xoshiro256StarStar) -> InvalidInput<Definition>? {
        var draw = SpecDraw(profile: .phone, random: random, maximumItemCount: 24)
        var spec = layout.generateSpec(&draw)
        random = draw.random
        let bad = random.pick([Double.nan, -1, -0.5, .infinity, -.infinity])
        let faults = layout.invalidInputFaults.filter { $0.applies(spec) }
        guard !faults.isEmpty else { return nil }
        let fault = random.pick(faults)
        let planted = fault.plant(&spec, &random, bad)
        return InvalidInput(spec: spec, fault: planted.fault, expectedField: planted.field, expectedCase: fault.expectedCase)
    }
}

extension InvalidInputFault {
    /// A count option (columns) set to 0, −1, −7 or 2²¹ (more than any layout takes).
    public static func count(_ name: String, set: @escaping @Sendable (inout Definition.Options, Int) -> Void) -> InvalidInputFault {
        InvalidInputFault("options.\(name)", expecting: .invalidOption) { spec, random, _ in
            let value = random.pick([0, -1, -7, 1 << 21])
            set(&spec.options, value)
            return ("options.\(name)", "options.\(name) = \(value)")
        }
    }
}
