import TesseraCore
import TesseraLayouts
import TesseraIndex

/// Turns a spec into the layout engine under test. The standard factory is
/// `LayoutSpec.makeLayout()`; tests plug in deliberately broken variants (mutants), and users
/// their own layouts configured from the spec's options.
public struct LayoutFactory: Sendable {
    /// The name shown in reports (e.g. `standard`, or a mutant's name).
    public var name: String
    /// Builds the engine for a spec.
    public var make: @Sendable (LayoutSpec) -> any CollectionLayout

    /// Creates a factory.
    public init(name: String, make: @escaping @Sendable (LayoutSpec) -> any CollectionLayout) {
        self.name = name
        self.make = make
    }

    /// The engine each spec names: `spec.makeLayout()`.
    public static let standard = LayoutFactory(name: "standard") { $0.makeLayout() }

    /// Lays `spec` out with the engine this factory builds.
    public func run(_ spec: LayoutSpec) throws(LayoutError) -> LayoutResult {
        try make(spec).layout(spec.items, in: spec.container)
    }
}

/// Builds one kind of `RectIndex` over a result, for the `indexAgreement` invariant.
public struct IndexFactory: Sendable {
    /// The index's name, as its `RectIndex.name`.
    public var name: String
    /// Builds the index.
    public var build: @Sendable (LayoutResult) -> any RectIndex

    /// Creates a factory from a build closure.
    public init(name: String, build: @escaping @Sendable (LayoutResult) -> any RectIndex) {
        self.name = name
        self.build = build
    }

    /// The factory of an index type: `Index(result)`.
    public init<Index: RectIndex>(_ type: Index.Type) {
        self.init(name: Index.name) { Index($0) }
    }
}
