#if !canImport(UIKit)
/// The direction a view lays its content out in, as UIKit's
/// `UIUserInterfaceLayoutDirection` (`UIView.effectiveUserInterfaceLayoutDirection`,
/// `UICollectionViewLayout.developmentLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// The layout direction of a trait environment, as UIKit's
/// `UITraitEnvironmentLayoutDirection` (`UITraitCollection.layoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact (an iPhone's width in portrait).
    case compact = 1
    /// Regular (an iPad's width).
    case regular = 2
}

/// The kind of device an interface is for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac (Mac Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
#endif
