#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif

/// One section's options, as the app's delegate answers them.
public struct FeedSection: Hashable, Sendable {
    /// Space around the section's items, inside its background.
    public var insets = UIEdgeInsets.zero
    /// Space between the items of a row.
    public var interitemSpacing: CGFloat = 0
    /// Space between rows.
    public var lineSpacing: CGFloat = 0
    /// The section's header.
    public var header = SupplementaryMode.none
    /// The section's footer.
    public var footer = SupplementaryMode.none

    /// A section's options; every value has the default above.
    public init(
        insets: UIEdgeInsets = .zero, interitemSpacing: CGFloat = 0, lineSpacing: CGFloat = 0, header: SupplementaryMode = .none,
        footer: SupplementaryMode = .none
    ) {
        self.insets = insets
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.header = header
        self.footer = footer
    }

    /// Hashes every option (`UIEdgeInsets` is `Equatable` only, so its edges one by one).
    public func hash(into hasher: inout Hasher) {
        for edge in [insets.top, insets.left, insets.bottom, insets.right] { hasher.combine(edge) }
        hasher.combine(interitemSpacing)
        hasher.combine(lineSpacing)
        hasher.combine(header)
        hasher.combine(footer)
    }
}

extension FeedSection: Codable {
    private enum CodingKeys: String, CodingKey {
        case insets, interitemSpacing, lineSpacing, header, footer
    }

    /// `UIEdgeInsets` is not `Codable`: its edges are written as an object of four numbers.
    private enum EdgeKeys: String, CodingKey {
        case top, left, bottom, right
    }

    /// Reads the options; a missing key keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.insets) {
            let edges = try container.nestedContainer(keyedBy: EdgeKeys.self, forKey: .insets)
            insets = UIEdgeInsets(
                top: try edges.decode(CGFloat.self, forKey: .top), left: try edges.decode(CGFloat.self, forKey: .left),
                bottom: try edges.decode(CGFloat.self, forKey: .bottom), right: try edges.decode(CGFloat.self, forKey: .right)
            )
        }
        interitemSpacing = try container.decodeIfPresent(CGFloat.self, forKey: .interitemSpacing) ?? 0
        lineSpacing = try container.decodeIfPresent(CGFloat.self, forKey: .lineSpacing) ?? 0
        header = try container.decodeIfPresent(SupplementaryMode.self, forKey: .header) ?? .none
        footer = try container.decodeIfPresent(SupplementaryMode.self, forKey: .footer) ?? .none
    }

    /// Writes every option.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var edges = container.nestedContainer(keyedBy: EdgeKeys.self, forKey: .insets)
        try edges.encode(insets.top, forKey: .top)
        try edges.encode(insets.left, forKey: .left)
        try edges.encode(insets.bottom, forKey: .bottom)
        try edges.encode(insets.right, forKey: .right)
        try container.encode(interitemSpacing, forKey: .interitemSpacing)
        try container.encode(lineSpacing, forKey: .lineSpacing)
        try container.encode(header, forKey: .header)
        try container.encode(footer, forKey: .footer)
    }
}
