/// A live `UICollectionViewLayout` as plain values — its `collectionViewContentSize` and the
/// attributes `layoutAttributesForElements(in:)` returns over the whole content — turned into
/// a `LayoutResult`, so `tessera check --result` and `tessera-bench --result` run on a real
/// app's layout. The UIKit side is a few lines that fill this in (`Examples/UIKitBridge`);
/// everything here is platform-free and tested on Linux.
///
/// Cells become cells at their index path; supplementary views of `headerKind` and
/// `footerKind` (UIKit's section header and footer kinds unless given) become the section's
/// header and footer; every other supplementary kind becomes `ElementKind.supplementary(kind)`
/// and every decoration kind `ElementKind.decoration(kind)`, at their index paths — one to one,
/// so `init(result:)` turns a result back into the same attributes. Only attributes without
/// a kind string (which UIKit never hands out) have no counterpart; they are listed in
/// `unrepresented` instead of being dropped silently.
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

    /// A snapshot of `result`: one attributes value per element, in id order, with the
    /// header and footer named `headerKind` and `footerKind` — what a UIKit layout backed by a
    /// Tessera engine hands to its collection view. `layoutResult()` gives `result` back.
    public init(
        result: LayoutResult, headerKind: String = CollectionViewSnapshot.sectionHeaderKind,
        footerKind: String = CollectionViewSnapshot.sectionFooterKind
    ) {
        self.init(contentSize: result.contentSize, scrollAxis: result.scrollAxis, attributes: [], headerKind: headerKind, footerKind: footerKind)
        attributes.reserveCapacity(result.count)
        for id in 0 ..< result.count {
            let kind = result.kind(ofElement: id), path = result.path(ofElement: id), frame = result.frames[id]
            let (category, name) = uikitKind(of: kind)
            attributes.append(Attributes(
                category: category, elementKind: name, section: path.section, item: path.item,
                x: frame.minX, y: frame.minY, width: frame.width, height: frame.height
            ))
            attributes[attributes.count - 1].frame = frame  // the edges exactly, not re-added
        }
    }

    /// The kind of element `attributes` becomes, or `nil` for a supplementary or decoration
    /// view without a kind string.
    public func elementKind(of attributes: Attributes) -> ElementKind? {
        switch attributes.category {
        case .cell: return .cell
        case .supplementaryView:
            guard let name = attributes.elementKind, !name.isEmpty else { return nil }
            return name == headerKind ? .header : name == footerKind ? .footer : .supplementary(name)
        case .decorationView:
            guard let name = attributes.elementKind, !name.isEmpty else { return nil }
            return .decoration(name)
        }
    }

    /// UIKit's category and `elementKind` string of `kind`: the inverse of `elementKind(of:)`
    /// (`nil` for a cell, which has no kind string).
    public func uikitKind(of kind: ElementKind) -> (category: Attributes.Category, elementKind: String?) {
        switch kind {
        case .cell: (.cell, nil)
        case .header: (.supplementaryView, headerKind)
        case .footer: (.supplementaryView, footerKind)
        case let .custom(custom): (custom.category == .decoration ? .decorationView : .supplementaryView, custom.name)
        }
    }

    /// The attributes that have no counterpart in a `LayoutResult`: supplementary and
    /// decoration views without a kind string.
    public var unrepresented: [Attributes] {
        attributes.filter { elementKind(of: $0) == nil }
    }

    /// The result: every representable element, in the layout's order. Throws
    /// `LayoutError.invalidResult` naming `attributes[i]` for a non-finite frame, a negative
    /// index path, an element listed twice or more kinds than a result holds. O(n).
    public func layoutResult() throws(LayoutError) -> LayoutResult {
        var elements: [LayoutResult.Element] = []
        var positions: [Int] = []
        elements.reserveCapacity(attributes.count)
        for (position, attribute) in attributes.enumerated() {
            guard let kind = elementKind(of: attribute) else { continue }
            elements.append(LayoutResult.Element(
                kind: kind, path: ItemPath(section: attribute.section, item: kind == .header || kind == .footer ? 0 : attribute.item),
                frame: attribute.frame
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
