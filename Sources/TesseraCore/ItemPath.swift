/// The position of an item: its section and its index within that section, as UIKit's
/// `IndexPath(item:section:)`. Headers and footers use `item == 0`.
public struct ItemPath: Hashable, Comparable, Sendable {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates a path.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension ItemPath: CustomStringConvertible {
    /// `section-item`, the label used in reports and renderings.
    public var description: String { "\(section)-\(item)" }
}
