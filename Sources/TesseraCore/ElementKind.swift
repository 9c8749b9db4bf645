/// What a laid-out element is: a cell, a section's header or footer, another supplementary
/// view, or a decoration view — one to one with UIKit's `representedElementCategory` and
/// `representedElementKind`.
///
/// `.header` and `.footer` are UIKit's section header and footer kinds
/// (`UICollectionView.elementKindSectionHeader` / `…Footer`); `.supplementary(name)` is any
/// other supplementary kind (a badge, a sticky banner) and `.decoration(name)` a decoration
/// view (a section background), named by their `elementKind` strings.
/// `CollectionViewSnapshot` maps UIKit's attributes to these and back.
///
/// A `LayoutResult` stores one byte per element: the three built-in kinds have fixed codes,
/// and each other kind a code into the result's table of kinds (`LayoutResult.kindTable`), so a
/// million cells cost what they did before decoration kinds existed.
public enum ElementKind: Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A section header (its path's `item` is 0).
    case header
    /// A section footer (its path's `item` is 0).
    case footer
    /// A supplementary view of another kind than the section header and footer, named by its
    /// UIKit `elementKind` string (e.g. `"badge"`); its path is the index path UIKit gives it.
    case supplementary(String)
    /// A decoration view, named by its UIKit `elementKind` string (e.g. `"sectionBackground"`);
    /// its path is the index path UIKit gives it (a section background: item 0 of its section).
    case decoration(String)

    /// UIKit's `representedElementCategory`.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        /// `.cell`.
        case cell
        /// `.supplementaryView`: headers, footers and `supplementary(_:)` kinds.
        case supplementary
        /// `.decorationView`.
        case decoration
    }

    /// The interchange name: `cell`, `header`, `footer`, or the kind's `elementKind` string.
    public var name: String {
        switch self {
        case .cell: "cell"
        case .header: "header"
        case .footer: "footer"
        case let .supplementary(name), let .decoration(name): name
        }
    }

    /// Which of UIKit's categories the kind belongs to.
    public var category: Category {
        switch self {
        case .cell: .cell
        case .header, .footer, .supplementary: .supplementary
        case .decoration: .decoration
        }
    }

    /// Whether the kind is one of the three every layout result knows (cell, header, footer),
    /// as opposed to a `supplementary(_:)` or `decoration(_:)` kind of the layout's own.
    public var isBuiltIn: Bool {
        switch self {
        case .cell, .header, .footer: true
        case .supplementary, .decoration: false
        }
    }

    /// The built-in kind with the given interchange name (`cell`, `header` or `footer`), or
    /// `nil`: other kinds need their category too (`init?(name:category:)`).
    public init?(name: String) {
        switch name {
        case "cell": self = .cell
        case "header": self = .header
        case "footer": self = .footer
        default: return nil
        }
    }

    /// The kind named `name` in `category`: `supplementary(name)` or `decoration(name)`
    /// (`cell` for the cell category, whose only name is `cell`); `nil` for an empty name.
    public init?(name: String, category: Category) {
        guard !name.isEmpty else { return nil }
        switch category {
        case .cell:
            guard name == "cell" else { return nil }
            self = .cell
        case .supplementary: self = .supplementary(name)
        case .decoration: self = .decoration(name)
        }
    }

    /// The three kinds with fixed codes in a `LayoutResult`, in code order.
    static let builtInKinds: [ElementKind] = [.cell, .header, .footer]

    /// The fixed code of a built-in kind (cell 0, header 1, footer 2), or `nil`.
    @inlinable
    var builtInCode: UInt8? {
        switch self {
        case .cell: 0
        case .header: 1
        case .footer: 2
        case .supplementary, .decoration: nil
        }
    }
}

extension ElementKind: CustomStringConvertible {
    /// `cell`, `header`, `footer`, `supplementary "badge"` or `decoration "sectionBackground"`.
    public var description: String {
        switch self {
        case .cell, .header, .footer: name
        case let .supplementary(name): "supplementary \"\(name)\""
        case let .decoration(name): "decoration \"\(name)\""
        }
    }
}

extension ElementKind: Comparable {
    /// Cells, headers and footers first, then supplementary kinds, then decorations, each by
    /// name: the order reports list kinds in, whatever order a result met them.
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
        func rank(_ kind: ElementKind) -> Int {
            switch kind {
            case .cell: 0
            case .header: 1
            case .footer: 2
            case .supplementary: 3
            case .decoration: 4
            }
        }
        let (left, right) = (rank(lhs), rank(rhs))
        return left != right ? left < right : lhs.name < rhs.name
    }
}
