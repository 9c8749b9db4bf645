#if !canImport(UIKit)
import Foundation

/// The index-path accessors UIKit adds to Foundation's `IndexPath` for collection and table
/// views; swift-corelibs-foundation does not have them.
///
/// As in UIKit, `item`, `row` and `section` require an index path of exactly two indices and
/// trap otherwise ("Invalid index path for use with UICollectionView"); setting one of them
/// replaces that index.
extension IndexPath {
    /// An index path with a section and an item, for a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path with a section and a row, for a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first of the two indices.
    public var section: Int {
        get {
            Self.requireTwoIndices(self)
            return self[0]
        }
        set {
            Self.requireTwoIndices(self)
            self[0] = newValue
        }
    }

    /// The item: the second of the two indices.
    public var item: Int {
        get {
            Self.requireTwoIndices(self)
            return self[1]
        }
        set {
            Self.requireTwoIndices(self)
            self[1] = newValue
        }
    }

    /// The row: the second of the two indices (the same index as `item`).
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    private static func requireTwoIndices(_ path: IndexPath) {
        precondition(
            path.count == 2,
            "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item (or row)."
        )
    }
}
#endif
