#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif

/// The feed's configuration: the display scale its widths are rounded to, and each section's
/// own insets, spacing, header and footer — what the app's delegate answers per section.
public struct FeedOptions: Codable, Hashable, Sendable {
    /// Device pixels per point (1, 2 or 3; `UIScreen.scale`): item edges across the feed are
    /// rounded to them.
    public var scale: CGFloat = 3
    /// Each section's options; sections past the end use `FeedSection()`.
    public var sections: [FeedSection] = []

    /// The options; every value has the default above.
    public init(scale: CGFloat = 3, sections: [FeedSection] = []) {
        self.scale = scale
        self.sections = sections
    }

    /// Section `index`'s options.
    public func section(_ index: Int) -> FeedSection {
        index < sections.count ? sections[index] : FeedSection()
    }
}

/// Whether a section has a header (or footer), and how tall.
public enum SupplementaryMode: String, Codable, Hashable, Sendable, CaseIterable {
    /// None.
    case none
    /// A compact bar, 28 points.
    case compact
    /// A title bar, 44 points.
    case regular

    /// Its height; 0 for none.
    public var height: CGFloat {
        switch self {
        case .none: 0
        case .compact: 28
        case .regular: 44
        }
    }
}
