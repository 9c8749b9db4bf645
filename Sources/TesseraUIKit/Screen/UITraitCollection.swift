#if !canImport(UIKit)
import Foundation

/// The traits a layout reads from its collection view's environment, as UIKit's
/// `UITraitCollection`: the display scale (for rounding frames to pixels), the layout
/// direction, the size classes and the idiom.
///
/// Modelled: those five traits, UIKit's single-trait initializers (each leaves the others
/// unspecified), `init(traitsFrom:)` (later collections' specified traits win) and equality of
/// the traits. A trait collection is immutable and `Sendable`, as in UIKit. Not modelled:
/// every other trait, `current`, trait registration and change observation. The collection
/// view's traits are set by the host (`TesseraUIKitHost`), the display scale from its
/// `displayScale`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The display scale: 1, 2 or 3 (pixels per point); 0 when unspecified.
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// A trait collection with every trait unspecified.
    public override convenience init() {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified
        )
    }

    /// A trait collection holding only `scale` as its display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(
            displayScale: scale, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified
        )
    }

    /// A trait collection holding only `layoutDirection`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            displayScale: 0, layoutDirection: layoutDirection, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified
        )
    }

    /// A trait collection holding only `horizontalSizeClass`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
            userInterfaceIdiom: .unspecified
        )
    }

    /// A trait collection holding only `verticalSizeClass`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: .unspecified
        )
    }

    /// A trait collection holding only `idiom`.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(
            displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceIdiom: idiom
        )
    }

    /// The traits of `traitCollections` combined: for each trait, the last collection that
    /// specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        for traits in traitCollections {
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(
            displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            userInterfaceIdiom: idiom
        )
    }

    /// Not in UIKit: every trait at once, for the host that sets up a collection view's
    /// environment.
    package init(
        displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass, userInterfaceIdiom: UIUserInterfaceIdiom
    ) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        super.init()
    }

    /// Whether `object` is a trait collection with the same traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && layoutDirection == other.layoutDirection
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom
    }

    /// A hash of the traits.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }
}
#endif
