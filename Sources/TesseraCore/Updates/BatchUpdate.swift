/// One `performBatchUpdates` of a collection view: sections and items inserted, deleted,
/// moved and reloaded together, applied to an `ItemSet` with UIKit's rules.
///
/// As in UIKit, **deletes, reloads and move sources refer to the indices before the update;
/// inserts and move destinations to the indices after it**. Items and sections that are not
/// named keep their order: the final positions that inserts and move destinations do not take
/// are filled, in order, by the survivors. A reload gives an item (or a section) new contents
/// in place — a photo that finished loading and changed its height.
///
/// `ItemSet.apply(_:)` rejects an inconsistent batch — an index out of range, an index named
/// twice, an item both deleted and moved, an item update inside a deleted or inserted section —
/// with a `LayoutError.invalidUpdate` naming the offending update.
public struct BatchUpdate: Hashable, Sendable {
    /// A section inserted at its index after the update, with its items.
    public struct SectionInsertion: Hashable, Sendable {
        /// The section's index after the update.
        public var section: Int
        /// Its items.
        public var items: [ItemSet.Item]

        /// Creates an insertion.
        public init(section: Int, items: [ItemSet.Item]) {
            self.section = section
            self.items = items
        }
    }

    /// A section whose items are all replaced, at its index before the update.
    public struct SectionReload: Hashable, Sendable {
        /// The section's index before the update.
        public var section: Int
        /// Its new items.
        public var items: [ItemSet.Item]

        /// Creates a reload.
        public init(section: Int, items: [ItemSet.Item]) {
            self.section = section
            self.items = items
        }
    }

    /// A section moved from its index before the update to its index after it, items and all.
    public struct SectionMove: Hashable, Sendable {
        /// The index before the update.
        public var from: Int
        /// The index after the update.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item inserted at its path after the update.
    public struct ItemInsertion: Hashable, Sendable {
        /// The item's path after the update.
        public var path: ItemPath
        /// The item.
        public var item: ItemSet.Item

        /// Creates an insertion.
        public init(path: ItemPath, item: ItemSet.Item) {
            self.path = path
            self.item = item
        }
    }

    /// An item given new contents (a new size or span) in place, at its path before the update.
    public struct ItemReload: Hashable, Sendable {
        /// The item's path before the update.
        public var path: ItemPath
        /// Its new contents.
        public var item: ItemSet.Item

        /// Creates a reload.
        public init(path: ItemPath, item: ItemSet.Item) {
            self.path = path
            self.item = item
        }
    }

    /// An item moved from its path before the update to its path after it.
    public struct ItemMove: Hashable, Sendable {
        /// The path before the update.
        public var from: ItemPath
        /// The path after the update.
        public var to: ItemPath

        /// Creates a move.
        public init(from: ItemPath, to: ItemPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, by their index before the update.
    public var deletedSections: [Int]
    /// Sections inserted, at their index after the update.
    public var insertedSections: [SectionInsertion]
    /// Sections whose items are replaced, by their index before the update.
    public var reloadedSections: [SectionReload]
    /// Sections moved.
    public var movedSections: [SectionMove]
    /// Items deleted, by their path before the update.
    public var deletedItems: [ItemPath]
    /// Items inserted, at their path after the update.
    public var insertedItems: [ItemInsertion]
    /// Items given new contents, by their path before the update.
    public var reloadedItems: [ItemReload]
    /// Items moved.
    public var movedItems: [ItemMove]

    /// Creates a batch; every list is empty by default.
    public init(
        deletedSections: [Int] = [], insertedSections: [SectionInsertion] = [], reloadedSections: [SectionReload] = [],
        movedSections: [SectionMove] = [], deletedItems: [ItemPath] = [], insertedItems: [ItemInsertion] = [],
        reloadedItems: [ItemReload] = [], movedItems: [ItemMove] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.movedItems = movedItems
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// A batch that appends `items` to the end of section `section`, which has `count` items
    /// before the update: a feed loading its next page.
    public static func appending(_ items: [ItemSet.Item], toSection section: Int, count: Int) -> BatchUpdate {
        BatchUpdate(insertedItems: items.enumerated().map {
            ItemInsertion(path: ItemPath(section: section, item: count + $0.offset), item: $0.element)
        })
    }
}
