#if !canImport(UIKit)
import Foundation

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`: what
/// `prepare(forCollectionViewUpdates:)` receives.
///
/// As in UIKit, an item's index paths have two indices; a section's have its section and
/// `NSNotFound` as the item (`indexPath.item == NSNotFound` tells a section update from an
/// item update). A deletion has only `indexPathBeforeUpdate`, an insertion only
/// `indexPathAfterUpdate`, a reload and a move both. UIKit documents no order for the items;
/// the host (`TesseraUIKitHost`) builds them from Tessera's `BatchUpdate` in this one:
/// deletions, insertions, reloads, moves — sections before items within each, each list in
/// its index order — so a layout that depends on the order meets one it could meet in UIKit.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// Inserted.
        case insert = 0
        /// Deleted.
        case delete = 1
        /// Reloaded in place.
        case reload = 2
        /// Moved.
        case move = 3
        /// Nothing.
        case none = 4
    }

    /// The element's index path before the update; `nil` for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update; `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    /// Not in UIKit (which creates these itself): an update item.
    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// `Index path before update (…) index path after update (…) action (…)`, as UIKit's.
    open override var description: String {
        MainActor.assumeIsolated {
            "<UICollectionViewUpdateItem: index path before update (\(Self.describe(indexPathBeforeUpdate))) index path after update (\(Self.describe(indexPathAfterUpdate))) action (\(Self.describe(updateAction)))>"
        }
    }

    private static func describe(_ path: IndexPath?) -> String {
        guard let path else { return "null" }
        return path.map { $0 == NSNotFound ? "NSNotFound" : String($0) }.joined(separator: "-")
    }

    private static func describe(_ action: Action) -> String {
        switch action {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        case .none: "none"
        }
    }
}
#endif
