/// What `ItemSet.apply(_:)` changed: where the first difference is, and where each item after
/// the update came from — so a layout resumes from the first change and a caller maps old
/// item positions (and, through them, element ids) to new ones.
public struct ItemSetChange: Hashable, Sendable {
    /// Where an item after the update came from.
    public enum Origin: Hashable, Sendable {
        /// The item at this flat index before the update, unchanged (it may have moved).
        case kept(Int)
        /// The item at this flat index before the update, reloaded with new contents.
        case reloaded(Int)
        /// A new item (inserted, or in an inserted or reloaded section).
        case inserted
    }

    /// A stretch of the items after the update with one kind of origin.
    struct Run: Hashable, Sendable {
        /// The flat index after the update of the run's first item.
        var start: Int
        /// How many items.
        var count: Int
        /// The flat index before the update of the first item, for kept and reloaded runs.
        var oldStart: Int?
        /// Whether the items are reloaded (new contents at their old positions).
        var isReload: Bool
    }

    /// Leading sections that are the same before and after the update: same index, same items.
    public var unchangedSections: Int
    /// How many items at the start of section `unchangedSections` are the same before and after
    /// (0 when that section is new after the update or no longer the same section).
    public var unchangedLeadingItems: Int
    /// The flat index of the first item that differs, or the item count when none does:
    /// everything before it — items and sections — is exactly as before, so a layout can keep
    /// its frames and resume here.
    public var unchangedPrefix: Int
    /// The number of items before the update.
    public var oldItemCount: Int
    /// The number of sections before the update.
    public var oldSectionCount: Int
    /// The number of sections after the update.
    public var newSectionCount: Int
    /// The origin of every item after the update, as runs in flat order.
    var runs: [Run]

    /// The path after the update where the first difference is (section `unchangedSections`,
    /// item `unchangedLeadingItems`).
    public var firstChangedPath: ItemPath { ItemPath(section: unchangedSections, item: unchangedLeadingItems) }

    /// Whether the update changed nothing at all.
    public var isEmpty: Bool { unchangedSections == oldSectionCount && oldSectionCount == newSectionCount }

    /// Where the item at flat index `index` after the update came from. O(log runs).
    public func origin(ofItemAt index: Int) -> Origin {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        guard let oldStart = run.oldStart else { return .inserted }
        let old = oldStart + (index - run.start)
        return run.isReload ? .reloaded(old) : .kept(old)
    }
}
