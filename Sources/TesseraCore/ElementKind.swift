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
    /// A supplementary view of another kind than the section header and footer, or a
    /// decoration view, of the layout's own — made by `supplementary(_:)` and `decoration(_:)`.
    case custom(CustomElementKind)

    /// A supplementary view of another kind than the section header and footer, named by its
    /// UIKit `elementKind` string (e.g. `"badge"`); its path is the index path UIKit gives it.
    public static func supplementary(_ name: String) -> ElementKind { .custom(CustomElementKind(.supplementary, name)) }

    /// A decoration view, named by its UIKit `elementKind` string (e.g.
    /// `"sectionBackground"`); its path is the index path UIKit gives it (a section
    /// background: item 0 of its section).
    public static func decoration(_ name: String) -> ElementKind { .custom(CustomElementKind(.decoration, name)) }

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
        case let .custom(custom): custom.name
        }
    }

    /// Which of UIKit's categories the kind belongs to.
    public var category: Category {
        switch self {
        case .cell: .cell
        case .header, .footer: .supplementary
        case let .custom(custom): custom.category
        }
    }

    /// Whether the kind is one of the three every layout result knows (cell, header, footer),
    /// as opposed to a `supplementary(_:)` or `decoration(_:)` kind of the layout's own.
    public var isBuiltIn: Bool {
        switch self {
        case .cell, .header, .footer: true
        case .custom: false
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
        case .supplementary, .decoration: self = .custom(CustomElementKind(category, name))
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
        case .custom: nil
        }
    }
}

extension ElementKind: CustomStringConvertible {
    /// `cell`, `header`, `footer`, `supplementary "badge"` or `decoration "sectionBackground"`.
    public var description: String {
        switch self {
        case .cell, .header, .footer: name
        case let .custom(custom): "\(custom.category.rawValue) \"\(custom.name)\""
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
            case let .custom(custom): custom.category == .supplementary ? 3 : 4
            }
        }
        let (left, right) = (rank(lhs), rank(rhs))
        return left != right ? left < right : lhs.name < rhs.name
    }
}

/// A supplementary or decoration kind of a layout's own (`ElementKind.custom`): its category
/// and its UIKit `elementKind` string. One reference, so that an `ElementKind` stays a word
/// and the kinds of a million elements cost what they did before such kinds existed.
public struct CustomElementKind: Hashable, Sendable {
    private final class Storage: Sendable {
        let category: ElementKind.Category
        let name: String

        init(_ category: ElementKind.Category, _ name: String) {
            self.category = category
            self.name = name
        }
    }

    private let storage: Storage

    /// A kind of `category` (supplementary or decoration) named `name`.
    init(_ category: ElementKind.Category, _ name: String) {
        storage = Storage(category, name)
    }

    /// `supplementary` or `decoration`.
    public var category: ElementKind.Category { storage.category }
    /// The UIKit `elementKind` string.
    public var name: String { storage.name }

    /// Whether both have the same category and name.
    public static func == (lhs: CustomElementKind, rhs: CustomElementKind) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.category == rhs.storage.category && lhs.storage.name == rhs.storage.name)
    }

    /// Hashes the category and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.category)
        hasher.combine(storage.name)
    }
}
