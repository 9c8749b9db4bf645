#if !canImport(UIKit)
import TesseraCheck
import TesseraCore

extension CustomLayout {
    /// A `UICollectionViewLayout` subclass as a layout definition: `engine` makes the hosted
    /// layout for the options (`UIKitLayout`), and the `UIKitInvariant`s are its rules, so that
    /// `expectInvariants`, `tessera`-style checks, `--updates` campaigns, shrinking and
    /// `BenchmarkCommand` take it like any layout:
    ///
    /// ```swift
    /// let feed = CustomLayout.uikit(name: "feed", defaultOptions: FeedOptions()) { options in
    ///     UIKitLayout(dataSource: { FeedSource(items: $0) }) { FeedLayout(columns: options.columns) }
    /// }
    /// ```
    ///
    /// The layout's decoration views are part of its result (`ElementKind.decoration(_:)`), and
    /// `overlapRules` starts as `OverlapRules.decorationsUnderTheirSection`: a decoration (a
    /// section background) may lie under its own section's cells, headers, footers and
    /// supplementary views; one reaching into another section, or two decorations overlapping,
    /// is a `noOverlap` violation. Add rules for what the layout overlaps by design (a badge
    /// kind on its cell, a decoration spanning sections).
    ///
    /// Violations are judged as a user layout's (`CustomLayout.tolerances`, `userLayout` by
    /// default): rounding noise and anything under half a device pixel pass, half a device
    /// pixel or more fails, at `displayScale` — set to the scale the host gives the collection
    /// view's `traitCollection.displayScale` (`UIKitLayout`'s `displayScale`, read from the
    /// engine of the default options). A layout whose options change the scale sets
    /// `LayoutExpectations.displayScale` in `expectations`.
    ///
    /// Every other part is `CustomLayout`'s default; set its properties (`drawOptions`,
    /// `shrinkOptions`, `expectations`, `inapplicable`, `itemFields`, …) on the result. Updates
    /// are played on one layout object kept across them (the engine is an
    /// `IncrementalLayout`).
    public static func uikit(
        name: String, defaultOptions: Options, implementation: String = "standard",
        engine: @escaping @Sendable (Options) -> UIKitLayout
    ) -> CustomLayout {
        var definition = CustomLayout(name: name, defaultOptions: defaultOptions, implementation: implementation) { engine($0) }
        definition.invariants = UIKitLayout.invariants()
        definition.overlapRules = .decorationsUnderTheirSection
        definition.displayScale = Double(engine(defaultOptions).environment.displayScale)
        return definition
    }
}

extension CustomLayout where Options == NoOptions {
    /// A `UICollectionViewLayout` subclass without options as a layout definition (see
    /// `uikit(name:defaultOptions:implementation:engine:)`).
    public static func uikit(name: String, implementation: String = "standard", _ engine: UIKitLayout) -> CustomLayout {
        uikit(name: name, defaultOptions: NoOptions(), implementation: implementation) { _ in engine }
    }
}
#endif
