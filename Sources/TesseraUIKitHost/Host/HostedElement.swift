#if !canImport(UIKit)
import Foundation
import TesseraCheck
import TesseraCore
import TesseraUIKit

/// Which element an attributes object describes: its category, kind and index path — what
/// UIKit keys its views by.
struct ElementIdentity: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// `cell (0-3)`, `supplementary "UICollectionElementKindSectionHeader" (2-0)`.
    var description: String {
        let path = "(" + indexPath.map { $0 == NSNotFound ? "NSNotFound" : String($0) }.joined(separator: "-") + ")"
        switch category {
        case .cell: return "cell \(path)"
        case .supplementaryView: return "supplementary \"\(kind ?? "")\" \(path)"
        case .decorationView: return "decoration \"\(kind ?? "")\" \(path)"
        }
    }

    /// The Tessera element kind this is: a cell, a section header or footer (UIKit's kinds),
    /// or a supplementary or decoration kind of the layout's own, named by its `elementKind`
    /// string (`ElementKind.supplementary(_:)`, `.decoration(_:)`); `nil` for a kind without
    /// a name.
    var tesseraKind: ElementKind? {
        switch category {
        case .cell: .cell
        case .supplementaryView where kind == UICollectionView.elementKindSectionHeader: .header
        case .supplementaryView where kind == UICollectionView.elementKindSectionFooter: .footer
        case .supplementaryView: ElementKind(name: kind ?? "", category: .supplementary)
        case .decorationView: ElementKind(name: kind ?? "", category: .decoration)
        }
    }

    /// Whether this is a section header or footer, whose Tessera path has item 0 whatever
    /// index path UIKit gives it.
    private var isSectionHeaderOrFooter: Bool {
        category == .supplementaryView
            && (kind == UICollectionView.elementKindSectionHeader || kind == UICollectionView.elementKindSectionFooter)
    }

    /// The Tessera path: section and item of a two-index path — item 0 for a section's header
    /// and footer, the index path's item for a kind of the layout's own — and item 0 for a
    /// supplementary or decoration view of a one-index path; `nil` for other index paths and
    /// for numbers a result cannot hold (outside `Int32`).
    var tesseraPath: ItemPath? {
        let path: ItemPath
        switch indexPath.count {
        case 2: path = ItemPath(section: indexPath[0], item: isSectionHeaderOrFooter ? 0 : indexPath[1])
        case 1 where category != .cell: path = ItemPath(section: indexPath[0], item: 0)
        default: return nil
        }
        let range = Int(Int32.min) ... Int(Int32.max)
        return range.contains(path.section) && range.contains(path.item) ? path : nil
    }
}

/// One answer of the layout: the element and its frame when the layout returned it.
struct HostedElement {
    var identity: ElementIdentity
    var frame: CGRect

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        identity = ElementIdentity(attributes)
        frame = attributes.frame
    }

    /// The frame as Tessera's edges (standardised, as `CGRect.minX` and friends read it).
    var rect: Rect { Rect(frame) }

    /// The element for a violation's list: its Tessera kind and path when it has them, else
    /// a cell at its first two indices (the message names it in UIKit's terms).
    var violationElement: InvariantViolation.Element {
        InvariantViolation.Element(
            id: -1, kind: identity.tesseraKind ?? .cell,
            path: identity.tesseraPath ?? ItemPath(section: identity.indexPath.first ?? -1, item: identity.indexPath.dropFirst().first ?? -1),
            frame: rect
        )
    }

    /// `cell (0-3) at (x, y, w, h)`.
    var description: String {
        "\(identity.description) at \(HostedElement.describe(frame))"
    }

    static func describe(_ frame: CGRect) -> String {
        "(\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))"
    }
}

extension Rect {
    /// A `CGRect`'s edges, standardised as `CGRect.minX`, `maxX`, `minY` and `maxY` read them.
    init(_ frame: CGRect) {
        self.init(minX: Double(frame.minX), minY: Double(frame.minY), maxX: Double(frame.maxX), maxY: Double(frame.maxY))
    }

    /// The same edges as `init(_:)`, computed without building the standardised rect: a
    /// negative width or height counts from the origin the other way (`maxX = x + width`, as
    /// `CGRect` computes it). For the reading of a whole answer into a result.
    @inline(__always)
    init(standardizing frame: CGRect) {
        let x = Double(frame.origin.x), y = Double(frame.origin.y)
        let width = Double(frame.size.width), height = Double(frame.size.height)
        let (minX, maxX) = width < 0 ? (x + width, x) : (x, x + width)
        let (minY, maxY) = height < 0 ? (y + height, y) : (y, y + height)
        self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Whether the rects overlap or touch (edges included): what an answer may hold beyond
    /// the elements it must (`intersects`).
    func touches(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
            && minX <= maxX && minY <= maxY && other.minX <= other.maxX && other.minY <= other.maxY
    }
}

extension CGRect {
    /// Whether every edge is a finite number.
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
#endif
