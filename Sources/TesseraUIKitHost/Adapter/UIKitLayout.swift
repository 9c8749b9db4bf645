#if !canImport(UIKit)
import Foundation
import TesseraCheck
import TesseraCore
import TesseraUIKit

/// A `UICollectionViewLayout` subclass as a Tessera engine: each layout runs a new layout
/// object, attached to a collection view of the container's size whose data source and
/// delegate answer from the items, through the first display (`prepare()`,
/// `collectionViewContentSize`, the visible rect), and reads every element back
/// (`CollectionViewHost.result(scrollAxis:)`).
///
/// As an `IncrementalLayout` it keeps the layout object between updates, as an app does:
/// each update is played as `performBatchUpdates` (the collection view is told, the layout is
/// invalidated with `invalidateDataSourceCounts`, prepared, handed the update items, queried and
/// finalized), so the `incrementalUpdate` invariant holds the layout's answers after an update
/// to a fresh layout object's. `CustomLayout.uikit(…)` makes a layout definition of it, which
/// also checks the `UIKitInvariant`s.
///
/// Laying out never throws: whatever the layout answers — NaN frames, index paths that do not
/// exist — is read back as far as a `LayoutResult` can hold it and reported by the checks.
/// Everything runs on the main actor (`MainActorHop`): from a Swift Testing test, a command,
/// or the benchmark.
public struct UIKitLayout: IncrementalLayout, HostedLayout {
    /// The live host of a session: the layout object, its collection view and data source.
    public typealias Checkpoints = CollectionViewHost

    /// Makes a new layout object.
    public var makeLayout: @MainActor @Sendable () -> UICollectionViewLayout
    /// Makes the collection view's data source and delegate for the items.
    public var makeDataSource: @MainActor @Sendable (ItemSet) -> ItemSetDataSource
    /// The display scale, layout direction, safe area and content inset (the size is the
    /// container's).
    public var environment: CollectionViewHost.Environment
    /// The axis the layout scrolls along, for the result's indexes.
    public var scrollAxis: ScrollAxis

    /// A layout made by `layout`, with `dataSource`'s data source and delegate (a plain
    /// `ItemSetDataSource` by default), scrolling along `scrollAxis`, at `displayScale`.
    public init(
        scrollAxis: ScrollAxis = .vertical, displayScale: CGFloat = 3,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, safeAreaInsets: UIEdgeInsets = .zero,
        contentInset: UIEdgeInsets = .zero,
        dataSource: @escaping @MainActor @Sendable (ItemSet) -> ItemSetDataSource = { ItemSetDataSource(items: $0) },
        layout: @escaping @MainActor @Sendable () -> UICollectionViewLayout
    ) {
        makeLayout = layout
        makeDataSource = dataSource
        environment = CollectionViewHost.Environment(
            size: .zero, displayScale: displayScale, layoutDirection: layoutDirection, safeAreaInsets: safeAreaInsets,
            contentInset: contentInset
        )
        self.scrollAxis = scrollAxis
    }

    /// A host of a new layout object for `items` in `container`, nothing played yet.
    @MainActor
    public func makeHost(_ items: ItemSet, in container: Size) -> CollectionViewHost {
        var environment = self.environment
        environment.size = CGSize(width: container.width, height: container.height)
        let host = CollectionViewHost(layout: makeLayout(), dataSource: makeDataSource(items), environment: environment)
        host.freshLayout = makeLayout
        return host
    }

    /// The first display of a new layout object, read back as a result.
    public func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        MainActorHop.run {
            let host = makeHost(items, in: container)
            host.recordsAnswers = false
            host.layOut()
            return host.result(scrollAxis: scrollAxis)
        }
    }

    /// The first display of a new layout object, read back as a result, with the time spent
    /// in the layout's own `prepare()` (and content size) and `layoutAttributesForElements(in:)`
    /// apart: the benchmark's split of the host's work from the layout's.
    public func layoutTimingHostedCalls(_ items: ItemSet, in container: Size) throws(LayoutError) -> HostedLayoutTiming {
        MainActorHop.run {
            let host = makeHost(items, in: container)
            host.recordsAnswers = false
            host.timesLayoutCalls = true
            host.layOut()
            let result = host.result(scrollAxis: scrollAxis)
            return HostedLayoutTiming(
                result: result, preparing: host.preparingNanoseconds, querying: host.queryingNanoseconds,
                reading: host.readingNanoseconds, hosted: host
            )
        }
    }

    /// The first display, keeping the host for the updates.
    public func layoutRecordingCheckpoints(_ items: ItemSet, in container: Size) throws(LayoutError) -> (LayoutResult, CollectionViewHost) {
        MainActorHop.run {
            let host = makeHost(items, in: container)
            host.recordsAnswers = false
            host.layOut()
            return (host.result(scrollAxis: scrollAxis), host)
        }
    }

    /// Plays the update as `performBatchUpdates` on the kept layout object, with a batch
    /// equivalent to `change` (`BatchUpdate(equivalentTo:from:to:)`), and reads the result
    /// back. The change reported is the run of leading elements equal to the old ones, as
    /// `FullRelayout` reports. O(n) plus the layout's own work.
    public func update(
        _ result: inout LayoutResult, checkpoints host: inout CollectionViewHost, for items: ItemSet, after change: ItemSetChange,
        in container: Size
    ) throws(LayoutError) -> LayoutResultChange {
        let kept = host
        let updated = MainActorHop.run {
            kept.performBatchUpdates(BatchUpdate(equivalentTo: change, from: kept.dataSource.items, to: items))
            kept.queryVisibleRect()
            return kept.result(scrollAxis: scrollAxis)
        }
        let shared = Swift.min(result.count, updated.count)
        var prefix = 0
        while prefix < shared, result.frames[prefix] == updated.frames[prefix], result.kinds[prefix] == updated.kinds[prefix],
              result.path(ofElement: prefix) == updated.path(ofElement: prefix) {
            prefix += 1
        }
        let oldCount = result.count
        result = updated
        return LayoutResultChange(unchangedPrefix: prefix, oldCount: oldCount, count: updated.count, keepsIDs: false, items: change)
    }
}
#endif
