/// A live `UICollectionViewLayout` as plain values — its `collectionViewContentSize` and the
/// attributes `layoutAttributesForElements(in:)` returns over the whole content — turned into
/// a `LayoutResult`, so `tessera check --result` and `tessera-bench --result` run on a real
/// app's layout. The UIKit side is a few lines that fill this in (`Examples/UIKitBridge`);
/// everything here is platform-free and tested on Linux.
///
/// Cells become cells at their index path; supplementary views of `headerKind` and
/// `footerKind` (UIKit's section header and footer kinds unless given) become the section's
/// header and footer. Decoration views and other supplementary kinds have no counterpart in
/// Tessera's result and are listed in `unrepresented` instead of being dropped silently.
public struct CollectionViewSnapshot: Hashable, Sendable {
    /// One `UICollectionViewLayoutAttributes`.
    public struct Attributes: Hashable, Sendable {
        /// `representedElementCategory`.
        public enum Category: String, Hashable, Sendable {
            /// `.cell`.
            case cell
            /// `.supplementaryView`.
            case supplementaryView
            /// `.decorationView`.
            case decorationView
        }

        /// What the element is.
        public var category: Category
        /// `representedElementKind`: `nil` for cells.
        public var elementKind: String?
        /// `indexPath.section`.
        public var section: Int
        /// `indexPath.item` (0 for a supplementary view whose index path has one index).
        public var item: Int
        /// `frame`, as edges: `maxX = x + width`, as `CGRect.maxX` computes it.
        public var frame: Rect

        /// The attributes of an element at `frame` (`x`, `y`, `width`, `height`, as `CGRect`).
        public init(category: Category, elementKind: String? = nil, section: Int, item: Int, x: Double, y: Double, width: Double, height: Double) {
            self.category = category
            self.elementKind = elementKind
            self.section = section
            self.item = item
            frame = Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeaderKind = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooterKind = "UICollectionElementKindSectionFooter"

    /// `collectionViewContentSize`.
    public var contentSize: Size
    /// The direction the collection view scrolls.
    public var scrollAxis: ScrollAxis
    /// The attributes, in the order the layout returned them (they become the element ids).
    public var attributes: [Attributes]
    /// The supplementary kind that is a section's header.
    public var headerKind: String
    /// The supplementary kind that is a section's footer.
    public var footerKind: String

    /// A snapshot of a layout; see the properties.
    public init(
        contentSize: Size, scrollAxis: ScrollAxis = .vertical, attributes: [Attributes],
        headerKind: String = CollectionViewSnapshot.sectionHeaderKind, footerKind: String = CollectionViewSnapshot.sectionFooterKind
    ) {
        self.contentSize = contentSize
        self.scrollAxis = scrollAxis
        self.attributes = attributes
        self.headerKind = headerKind
        self.footerKind = footerKind
    }

    /// The kind of element `attributes` becomes, or `nil` when Tessera has none.
    public func elementKind(of attributes: Attributes) -> ElementKind? {
        switch attributes.category {
        case .cell: .cell
        case .supplementaryView where attributes.elementKind == headerKind: .header
        case .supplementaryView where attributes.elementKind == footerKind: .footer
        case .supplementaryView, .decorationView: nil
        }
    }

    /// The attributes that have no counterpart in a `LayoutResult`: decoration views and
    /// supplementary views of other kinds.
    public var unrepresented: [Attributes] {
        attributes.filter { elementKind(of: $0) == nil }
    }

    /// The result: every representable element, in the layout's order. Throws
    /// `LayoutError.invalidResult` naming `attributes[i]` for a non-finite frame, a negative
    /// index path or an element listed twice. O(n).
    public func layoutResult() throws(LayoutError) -> LayoutResult {
        var elements: [LayoutResult.Element] = []
        var positions: [Int] = []
        elements.reserveCapacity(attributes.count)
        for (position, attribute) in attributes.enumerated() {
            guard let kind = elementKind(of: attribute) else { continue }
            elements.append(LayoutResult.Element(
                kind: kind, path: ItemPath(section: attribute.section, item: kind == .cell ? attribute.item : 0), frame: attribute.frame
            ))
            positions.append(position)
        }
        do {
            return try LayoutResult(contentSize: contentSize, scrollAxis: scrollAxis, elements: elements)
        } catch let .invalidResult(field, reason) {
            // `elements[i]…` names the element; the user knows it as `attributes[j]`.
            let index = Int(field.dropFirst("elements[".count).prefix { $0 != "]" }) ?? 0
            let rest = field.drop { $0 != "]" }.dropFirst()
            throw .invalidResult(field: "attributes[\(positions.indices.contains(index) ? positions[index] : index)]\(rest)", reason: reason)
        } catch {
            throw error
        }
    }
}
