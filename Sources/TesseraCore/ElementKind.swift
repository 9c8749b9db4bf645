/// What a laid-out element is: a cell, or a section's supplementary header or footer.
public enum ElementKind: UInt8, Hashable, Sendable, CaseIterable {
    /// An item's cell.
    case cell
    /// A section header (its path's `item` is 0).
    case header
    /// A section footer (its path's `item` is 0).
    case footer

    /// The interchange name: `cell`, `header` or `footer`.
    public var name: String {
        switch self {
        case .cell: "cell"
        case .header: "header"
        case .footer: "footer"
        }
    }

    /// The kind with the given interchange name, or `nil`.
    public init?(name: String) {
        switch name {
        case "cell": self = .cell
        case "header": self = .header
        case "footer": self = .footer
        default: return nil
        }
    }
}
