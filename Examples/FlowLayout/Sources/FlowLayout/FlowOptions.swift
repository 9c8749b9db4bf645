import TesseraCore

/// How a `FlowLayout` places a line's items across the width.
public enum FlowAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// From the left inset, `interitemSpacing` apart (UICollectionViewFlowLayout with
    /// `estimatedItemSize`-style leading alignment).
    case leading
    /// As `leading`, the whole line shifted to the middle of the available width.
    case centered
    /// Spread so the line ends at the right inset, the extra space shared equally between
    /// neighbours (UICollectionViewFlowLayout's default); a section's last line and a line of
    /// one item stay leading.
    case justified
}

/// The options of a `FlowLayout`: UICollectionViewFlowLayout's properties.
public struct FlowOptions: Codable, Hashable, Sendable {
    /// The least space between neighbours on a line (`minimumInteritemSpacing`).
    public var interitemSpacing: Double
    /// The space between lines (`minimumLineSpacing`).
    public var lineSpacing: Double
    /// Space around each non-empty section's items (`sectionInset`).
    public var sectionInset: Insets
    /// The height of each section's header, full width; 0 for none (`headerReferenceSize`).
    public var headerHeight: Double
    /// The height of each section's footer, full width; 0 for none (`footerReferenceSize`).
    public var footerHeight: Double
    /// How a line's items are placed across the width.
    public var alignment: FlowAlignment

    /// UIKit's defaults: 10 points between items and lines, no insets, no supplements,
    /// justified lines.
    public init(
        interitemSpacing: Double = 10, lineSpacing: Double = 10, sectionInset: Insets = .zero, headerHeight: Double = 0,
        footerHeight: Double = 0, alignment: FlowAlignment = .justified
    ) {
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.alignment = alignment
    }
}
