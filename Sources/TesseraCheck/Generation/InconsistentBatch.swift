import TesseraCore

/// A batch update that breaks one of `BatchUpdate`'s rules — an index out of range, an index
/// named twice, an item update inside a section deleted or reloaded in the same batch — with
/// the field `ItemSet.apply(_:)` must name in its `LayoutError.invalidUpdate`: what the
/// `incrementalUpdate` invariant applies to a copy of its session, which must throw exactly
/// that and change nothing (the promise of `LayoutSession.apply(_:)`).
struct InconsistentBatch: Sendable {
    /// What is wrong, for reports.
    var fault: String
    /// The batch.
    var batch: BatchUpdate
    /// The field the error must name.
    var field: String

    /// Every inconsistent batch that can be made over `items`, each breaking one rule: those
    /// naming an item need a first section with an item. O(1) each.
    static func all(over items: ItemSet) -> [InconsistentBatch] {
        let sections = items.sectionCount
        typealias Item = ItemSet.Item
        var batches = [
            InconsistentBatch(fault: "a deleted section past the end", batch: BatchUpdate(deletedSections: [sections]), field: "deleteSections[0]"),
            InconsistentBatch(
                fault: "an inserted section past the end", batch: BatchUpdate(insertedSections: [.init(section: sections + 1, items: [])]),
                field: "insertSections[0].section"
            ),
            InconsistentBatch(
                fault: "two sections inserted at one index",
                batch: BatchUpdate(insertedSections: [.init(section: 0, items: []), .init(section: 0, items: [])]), field: "insertSections[1].section"
            ),
            InconsistentBatch(
                fault: "an item inserted into a section that does not exist",
                batch: BatchUpdate(insertedItems: [.init(path: ItemPath(section: sections, item: 0), item: Item())]), field: "insertItems[0]"
            ),
        ]
        guard sections > 0 else { return batches }
        let count = items.itemCount(inSection: 0)
        batches += [
            InconsistentBatch(
                fault: "a section reloaded twice",
                batch: BatchUpdate(reloadedSections: [.init(section: 0, items: []), .init(section: 0, items: [])]), field: "reloadSections[1].section"
            ),
            InconsistentBatch(
                fault: "a section moved twice", batch: BatchUpdate(movedSections: [.init(from: 0, to: 0), .init(from: 0, to: 0)]),
                field: "moveSections[1].from"
            ),
            InconsistentBatch(
                fault: "an item inserted into a section inserted in the same batch",
                batch: BatchUpdate(insertedSections: [.init(section: 0, items: [])], insertedItems: [.init(path: ItemPath(section: 0, item: 0), item: Item())]),
                field: "insertItems[0]"
            ),
            InconsistentBatch(
                fault: "an item inserted past the end of its section",
                batch: BatchUpdate(insertedItems: [.init(path: ItemPath(section: 0, item: count + 1), item: Item())]), field: "insertItems[0]"
            ),
            InconsistentBatch(
                fault: "two items inserted at one index",
                batch: BatchUpdate(insertedItems: [
                    .init(path: ItemPath(section: 0, item: 0), item: Item()), .init(path: ItemPath(section: 0, item: 0), item: Item()),
                ]),
                field: "insertItems[1]"
            ),
            InconsistentBatch(
                fault: "a deleted item past the end of its section", batch: BatchUpdate(deletedItems: [ItemPath(section: 0, item: count)]),
                field: "deleteItems[0]"
            ),
        ]
        guard count > 0 else { return batches }
        batches += [
            InconsistentBatch(
                fault: "an item deleted in a section deleted in the same batch",
                batch: BatchUpdate(deletedSections: [0], deletedItems: [ItemPath(section: 0, item: 0)]), field: "deleteItems[0]"
            ),
            InconsistentBatch(
                fault: "an item reloaded in a section reloaded in the same batch",
                batch: BatchUpdate(reloadedSections: [.init(section: 0, items: [])], reloadedItems: [.init(path: ItemPath(section: 0, item: 0), item: Item())]),
                field: "reloadItems[0]"
            ),
            InconsistentBatch(
                fault: "an item moved past the end of its section",
                batch: BatchUpdate(movedItems: [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: count))]),
                field: "moveItems[0].to"
            ),
        ]
        return batches
    }
}
