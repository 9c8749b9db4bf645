/// What `ItemSet.apply(_:)` changed: where the first difference is, and where each item and
/// section after the update came from — so a layout resumes from the first change and a caller
/// maps old item positions (and, through them, element ids) to new ones.
///
/// A change holds O(runs) of its own and shares the updated set's section starts, through
/// which it reads the starts before the update: a change kept until the set's next update
/// makes that update copy the starts (O(sections)) rather than write them in place.
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

    /// Where a section after the update came from.
    public enum SectionOrigin: Hashable, Sendable {
        /// This section before the update, with its items (some perhaps inserted, deleted,
        /// moved or reloaded); it may have moved.
        case kept(Int)
        /// This section before the update, all its items replaced (`reloadSections`): its
        /// items are new ones.
        case reloaded(Int)
        /// A new section.
        case inserted
    }

    /// A stretch of the items (or sections) after the update with one kind of origin.
    struct Run: Hashable, Sendable {
        /// The index after the update of the run's first item.
        var start: Int
        /// How many items.
        var count: Int
        /// The index before the update of the first item, for kept and reloaded runs.
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
    /// How many items at the end are the same old items in the same order as before the
    /// update (the items after `itemCount − unchangedSuffix` were the last ones before it too);
    /// never overlapping `unchangedPrefix`.
    public var unchangedSuffix: Int
    /// The number of items before the update.
    public var oldItemCount: Int
    /// The number of sections before the update.
    public var oldSectionCount: Int
    /// The number of sections after the update.
    public var newSectionCount: Int
    /// The origin of every item after the update, as runs in flat order.
    var runs: [Run]
    /// The origin of every section after the update, as runs in section order.
    var sectionRuns: [Run]
    /// The kept and reloaded runs of `runs` ordered by their index before the update, or `nil`
    /// when `runs` lists them in that order already (nothing moved).
    private var runsByOldStart: [Run]?
    /// The same for `sectionRuns`.
    private var sectionRunsByOldStart: [Run]?
    /// `ItemSet.sectionStarts` before the update.
    private var oldSectionStarts: PreviousSectionStarts
    /// Whether every section is the one at the same index before the update (not reloaded)
    /// with as many items, so that every section starts at the same flat index as before (an
    /// item moved to another section at the same flat index moves two section boundaries).
    private var keepsSections: Bool

    /// A change whose sections before the update are `oldSectionStarts`; `keepsSections` as
    /// documented on the property. O(runs · log runs).
    init(
        unchangedSections: Int, unchangedLeadingItems: Int, unchangedPrefix: Int, unchangedSuffix: Int,
        oldSectionStarts: PreviousSectionStarts, keepsSections: Bool, runs: [Run], sectionRuns: [Run]
    ) {
        self.unchangedSections = unchangedSections
        self.unchangedLeadingItems = unchangedLeadingItems
        self.unchangedPrefix = unchangedPrefix
        self.unchangedSuffix = unchangedSuffix
        self.oldItemCount = oldSectionStarts.itemCount
        self.oldSectionCount = oldSectionStarts.sectionCount
        self.newSectionCount = sectionRuns.last.map { $0.start + $0.count } ?? 0
        self.runs = runs
        self.sectionRuns = sectionRuns
        self.oldSectionStarts = oldSectionStarts
        self.keepsSections = keepsSections
        runsByOldStart = Self.byOldStart(runs)
        sectionRunsByOldStart = Self.byOldStart(sectionRuns)
    }

    /// The path after the update where the first difference is (section `unchangedSections`,
    /// item `unchangedLeadingItems`).
    public var firstChangedPath: ItemPath { ItemPath(section: unchangedSections, item: unchangedLeadingItems) }

    /// Whether the update changed nothing at all.
    public var isEmpty: Bool { unchangedSections == oldSectionCount && oldSectionCount == newSectionCount }

    /// Whether every item and section is where it was before the update — same flat index,
    /// same section: only the contents of items changed (`reloadItems` alone, or moves that
    /// put every item back where it was). A layout that places elements in item order then
    /// has the same elements in the same order, and only frames from the first change on can
    /// differ.
    public var keepsPositions: Bool {
        keepsSections && runs.allSatisfy { $0.oldStart == $0.start } && (runs.last.map { $0.start + $0.count } ?? 0) == oldItemCount
    }

    /// Whether section `unchangedSections` — the section of the first change — is the same
    /// section as before, at the same index (items edited, perhaps): what came before its first
    /// changed item, its header included, is as it was. `false` when that section is new,
    /// reloaded, moved in, or there is no such section.
    public var firstChangedSectionIsKept: Bool {
        unchangedSections < newSectionCount && origin(ofSection: unchangedSections) == .kept(unchangedSections)
    }

    /// Where the item at flat index `index` after the update came from. O(log runs).
    public func origin(ofItemAt index: Int) -> Origin {
        guard let run = Self.run(containing: index, in: runs, key: \.start) else { return .inserted }
        guard let oldStart = run.oldStart else { return .inserted }
        let old = oldStart + (index - run.start)
        return run.isReload ? .reloaded(old) : .kept(old)
    }

    /// Where section `section` after the update came from. O(log runs).
    public func origin(ofSection section: Int) -> SectionOrigin {
        guard let run = Self.run(containing: section, in: sectionRuns, key: \.start), let oldStart = run.oldStart else {
            return .inserted
        }
        let old = oldStart + (section - run.start)
        return run.isReload ? .reloaded(old) : .kept(old)
    }

    /// The flat index after the update of the item at flat index `index` before it (kept,
    /// moved or reloaded), or `nil` when it was deleted (or its section was). O(log runs).
    public func newFlatIndex(ofOldItemAt index: Int) -> Int? {
        guard let run = Self.run(containingOld: index, in: runs, byOldStart: runsByOldStart),
              index < run.oldStart! + run.count else { return nil }
        return run.start + (index - run.oldStart!)
    }

    /// The index after the update of section `section` before it, or `nil` when it was deleted.
    /// A reloaded section keeps its index (its items are new). O(log runs).
    public func newSection(ofOldSection section: Int) -> Int? {
        guard let run = Self.run(containingOld: section, in: sectionRuns, byOldStart: sectionRunsByOldStart),
              section < run.oldStart! + run.count else { return nil }
        return run.start + (section - run.oldStart!)
    }

    /// The flat index before the update of the item at `path` before it, or `nil` when there
    /// was no such item. O(log runs).
    public func oldFlatIndex(of path: ItemPath) -> Int? {
        guard path.section >= 0, path.section < oldSectionCount, path.item >= 0 else { return nil }
        let start = oldSectionStarts[path.section]
        guard path.item < oldSectionStarts[path.section + 1] - start else { return nil }
        return start + path.item
    }

    /// The path before the update of the item at flat index `index` before it, which must be
    /// one of the old items. O(log runs + log sections).
    public func oldPath(ofFlatIndex index: Int) -> ItemPath {
        let section = oldSectionStarts.section(containing: index)
        return ItemPath(section: section, item: index - oldSectionStarts[section])
    }

    /// The kept and reloaded runs of `runs` ordered by their index before the update, or `nil`
    /// when `runs` has them in that order and no two runs of new items side by side (what
    /// `run(containingOld:in:byOldStart:)` needs to search `runs` itself). O(runs) without a move,
    /// O(runs · log runs) with one.
    private static func byOldStart(_ runs: [Run]) -> [Run]? {
        var previousEnd = Int.min, previousIsNew = false
        for run in runs {
            if let old = run.oldStart {
                guard old >= previousEnd else { return sorted(runs) }
                previousEnd = old + run.count
                previousIsNew = false
            } else {
                guard !previousIsNew else { return sorted(runs) }
                previousIsNew = true
            }
        }
        return nil
    }

    private static func sorted(_ runs: [Run]) -> [Run] {
        runs.filter { $0.oldStart != nil }.sorted { $0.oldStart! < $1.oldStart! }
    }

    /// The run holding old index `index` if any: the last kept or reloaded run that starts at or
    /// before it, searched in `byOldStart`, or in `runs` itself when that is `nil` (a run of new
    /// items takes the key of the run before it, so the keys never decrease). O(log runs).
    private static func run(containingOld index: Int, in runs: [Run], byOldStart: [Run]?) -> Run? {
        if let byOldStart { return run(containing: index, in: byOldStart, key: { $0.oldStart! }) }
        func key(_ position: Int) -> Int {
            if let old = runs[position].oldStart { return old }
            return position > 0 ? runs[position - 1].oldStart! : Int.min
        }
        guard !runs.isEmpty, key(0) <= index else { return nil }
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key(middle) <= index { low = middle } else { high = middle - 1 }
        }
        if runs[low].oldStart == nil { low -= 1 }
        return low >= 0 ? runs[low] : nil
    }

    /// The last run whose `key` is at or before `index`, or `nil` when every run starts after it.
    private static func run(containing index: Int, in runs: [Run], key: (Run) -> Int) -> Run? {
        guard let first = runs.first, key(first) <= index else { return nil }
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key(runs[middle]) <= index { low = middle } else { high = middle - 1 }
        }
        return runs[low]
    }
}
