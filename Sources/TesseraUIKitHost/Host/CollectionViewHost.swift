#if !canImport(UIKit)
import Dispatch
import Foundation
import TesseraCheck
import TesseraCore
import TesseraUIKit

/// Plays a `UICollectionView`'s calls to its layout, in the order UIKit makes them, and
/// reports what UIKit would reject or show wrongly as `UIKitInvariant` violations.
///
/// The calls (each step prepares the layout first when it was invalidated — `prepare()` runs
/// before the first query and after every invalidation — and reads
/// `collectionViewContentSize` after preparing):
/// - **First display** (`layOut()`): the collection view loads its data as `reloadData()` does
///   — `invalidateLayout(with:)` with a context whose `invalidateEverything` and
///   `invalidateDataSourceCounts` are set (layouts such as airbnb/MagazineLayout build their
///   models only then) — then `prepare()`, `collectionViewContentSize`, and
///   `layoutAttributesForElements(in:)` for the visible rect (the bounds).
/// - **Scrolling** (`scroll(to:)`, `sweep()`): for each new offset, a bounds change:
///   `shouldInvalidateLayout(forBoundsChange:)` with the new bounds while the collection view
///   still has the old ones, and when it says yes `invalidationContext(forBoundsChange:)`;
///   then the bounds change, the layout is invalidated with that context
///   (`invalidateLayout(with:)` sees the new bounds, as airbnb/MagazineLayout's expects), and
///   the visible rect is queried.
/// - **A size change** (`resize(to:)`, a rotation): the same bounds change, then
///   `prepare(forAnimatedBoundsChange:)` with the old bounds, the query and
///   `finalizeAnimatedBoundsChange()`.
/// - **A batch update** (`performBatchUpdates(_:)`): the data source's items change;
///   UIKit's count check; `invalidateLayout(with:)` with a context whose
///   `invalidateDataSourceCounts` is set; `prepare()` and a query of the visible rect — before
///   the layout hears what changed, as UIKit does (Apple's documentation calls
///   `prepare(forCollectionViewUpdates:)` the first step; UIKit prepares and queries first,
///   reported in rdar://15922530 and rdar://27161788, which is what layouts meet);
///   `prepare(forCollectionViewUpdates:)` with the update items;
///   `targetContentOffset(forProposedContentOffset:)`; the content size and the visible rect
///   again; the appearing and disappearing attributes of the inserted and deleted items; and
///   `finalizeCollectionViewUpdates()`.
///
/// **What is checked.** Every answer: finite frames, existing index paths, registered
/// decoration kinds. A *layout pass* runs from one invalidation to the next; before the host
/// invalidates the layout (and at `finish()`), it checks the pass: it asks the layout for every
/// element (`layoutAttributesForElements(in:)` over the content and as much again around it),
/// holds each rect answer of the pass to the linear filter over those elements, asks for every
/// element by itself (`layoutAttributesForItem(at:)` and the supplementary and decoration
/// variants), adds *probe* rects of the visible size with an element's middle on an edge
/// (an element straddling the top of the screen or the bottom, along each axis the content
/// scrolls in), and checks
/// that no attributes object returned in the pass changed. A size change is checked against a
/// new layout object at the new size, when the host has a way to make one (`freshLayout`).
///
/// Cost: a checked pass is O(n · (q + 1)) for n elements and q rect queries; `checkBudget`
/// bounds the elements examined in all, after which passes are played but not checked
/// (`uncheckedPasses` counts them).
@MainActor
public final class CollectionViewHost {
    /// The collection view's size and surroundings.
    public struct Environment: Equatable, Sendable {
        /// The collection view's size (its bounds).
        public var size: CGSize
        /// Pixels per point: the trait collection's `displayScale` and `UIScreen.main.scale`.
        public var displayScale: CGFloat
        /// The trait collection's layout direction.
        public var layoutDirection: UIUserInterfaceLayoutDirection
        /// The safe area.
        public var safeAreaInsets: UIEdgeInsets
        /// The collection view's `contentInset`.
        public var contentInset: UIEdgeInsets

        /// An environment of `size`, at display scale 3, left to right, without insets.
        public init(
            size: CGSize, displayScale: CGFloat = 3, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
            safeAreaInsets: UIEdgeInsets = .zero, contentInset: UIEdgeInsets = .zero
        ) {
            self.size = size
            self.displayScale = displayScale
            self.layoutDirection = layoutDirection
            self.safeAreaInsets = safeAreaInsets
            self.contentInset = contentInset
        }
    }

    /// The layout being played.
    public let layout: UICollectionViewLayout
    /// The collection view it is attached to.
    public let collectionView: UICollectionView
    /// The data source (also the delegate unless another was given).
    public let dataSource: ItemSetDataSource
    /// The delegate, held here because the collection view holds it weakly.
    private let delegate: UICollectionViewDelegate
    /// The environment the host was made with; `resize(to:)` changes only the collection
    /// view's size.
    public let environment: Environment
    /// Makes a new layout object like `layout`, for the size-change check; `nil` skips it.
    public var freshLayout: (@MainActor () -> UICollectionViewLayout)?

    /// The invariants checked; every `UIKitInvariant` by default.
    public var checkedInvariants = Set(UIKitInvariant.all)
    /// The most violations kept per invariant.
    public var violationLimit = 8
    /// How many elements checked passes may examine in all before later passes go unchecked.
    public var checkBudget = 2_000_000
    /// The violations found so far, in the order found.
    public private(set) var violations: [InvariantViolation] = []
    /// Passes played but not checked because `checkBudget` ran out.
    public private(set) var uncheckedPasses = 0
    /// Whether answers are checked and recorded for the pass checks; `false` plays the calls
    /// alone (what the engine does to lay out, and what the benchmark times).
    public var recordsAnswers = true
    /// Whether the layout's own calls are timed (`preparingNanoseconds`, `queryingNanoseconds`),
    /// for the benchmark's split of the host's work from the layout's.
    package var timesLayoutCalls = false
    /// Nanoseconds spent in the layout's `prepare()` and `collectionViewContentSize`.
    package private(set) var preparingNanoseconds: UInt64 = 0
    /// Nanoseconds spent in the layout's `layoutAttributesForElements(in:)`.
    package private(set) var queryingNanoseconds: UInt64 = 0
    /// Nanoseconds spent reading the answer over the whole content into a `LayoutResult`.
    package var readingNanoseconds: UInt64 = 0

    /// Whether the layout must be prepared before its next query.
    var needsPrepare = true
    /// What the current pass returned: rect answers and the objects handed out.
    var pass = Pass()
    /// Messages already reported, so a defect seen by every query is reported once.
    private var reported: Set<String> = []
    private var reportedCounts: [Invariant: Int] = [:]

    /// A layout pass: the rect answers to hold to the linear filter, and every attributes
    /// object handed out with its values at the time.
    struct Pass {
        var queries: [(rect: CGRect, answer: [HostedElement])] = []
        var handedOut: [(attributes: UICollectionViewLayoutAttributes, values: AttributesValues)] = []
    }

    /// A host for `layout` showing `dataSource`'s items, with `delegate` (the data source when
    /// `nil`) as the collection view's delegate, in `environment`.
    public init(
        layout: UICollectionViewLayout, dataSource: ItemSetDataSource, delegate: UICollectionViewDelegate? = nil,
        environment: Environment
    ) {
        self.layout = layout
        self.dataSource = dataSource
        self.delegate = delegate ?? dataSource
        self.environment = environment
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: environment.size), collectionViewLayout: layout)
        collectionView.environmentTraits = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: environment.displayScale),
            UITraitCollection(layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
        collectionView.environmentSafeArea = environment.safeAreaInsets
        collectionView.contentInset = environment.contentInset
        collectionView.dataSource = dataSource
        collectionView.delegate = self.delegate
        showOnScreen()
        collectionView.layoutPass = { [unowned self] in queryVisibleRect() }
        collectionView.invalidationObserver = { [unowned self] _ in
            // An invalidation the layout makes itself (in prepare, in finalizeCollectionViewUpdates):
            // the pass ends unchecked, since the layout may have dropped its caches already.
            needsPrepare = true
            pass = Pass()
        }
    }

    // MARK: The call sequence

    /// The first display: the data loaded (an invalidation of everything and the counts),
    /// `prepare()`, the content size, and the visible rect.
    public func layOut() {
        reloadData()
    }

    /// Scrolls to `offset`: a bounds change of the origin, then the visible rect.
    public func scroll(to offset: CGPoint) {
        showOnScreen()
        changeBounds(to: CGRect(origin: offset, size: collectionView.bounds.size), animated: false)
    }

    /// Changes the collection view's size (a rotation), keeping the offset within the
    /// content: an animated bounds change, then the visible rect. With `freshLayout`, the
    /// layout's answers are then compared with a new layout object's at the new size.
    public func resize(to size: CGSize) {
        showOnScreen()
        changeBounds(to: CGRect(origin: collectionView.contentOffset, size: size), animated: true)
        checkAgainstFreshLayout()
    }

    /// Scrolls through the content along each axis it is longer than the view in, in at most
    /// `maximumSteps` steps of about 0.37 of the view's length (so that the visible rect's
    /// edges cut elements at varied places), then back to the origin.
    public func sweep(maximumSteps: Int = 24) {
        showOnScreen()
        let viewport = collectionView.bounds.size
        ensurePrepared()
        let content = collectionView.contentSize
        for vertical in [true, false] {
            let length = vertical ? viewport.height : viewport.width
            let total = vertical ? content.height : content.width
            let travel = total - length
            guard travel.isFinite, travel > 0, length > 0 else { continue }
            // Capped before the conversion: a content far longer than the viewport (1e300
            // points, as the fuzzer's `extreme` profile draws) would not fit an Int.
            let steps = max(1, Int(min((travel / (length * 0.37)).rounded(.up), CGFloat(maximumSteps))))
            for step in 1 ... steps {
                let distance = travel * CGFloat(step) / CGFloat(steps)
                scroll(to: vertical ? CGPoint(x: 0, y: distance) : CGPoint(x: distance, y: 0))
            }
            scroll(to: .zero)
        }
    }

    /// Ends the session: checks the current pass.
    public func finish() {
        showOnScreen()
        checkPass()
    }

    /// Makes `UIScreen.main` this host's screen: its environment's scale and size.
    ///
    /// There is one `UIScreen.main` per process, as in UIKit, but a test process may hold
    /// hosts of different scales at once (tests run in parallel, or one test compares 2× with
    /// 3×). Every call sequence that starts at a public method of the host sets the screen
    /// first, so a layout that reads `UIScreen.main.scale` reads its own case's. The host runs
    /// on the main actor and never suspends within a call, so no other host can change the
    /// screen in between.
    func showOnScreen() {
        UIScreen.main.scale = environment.displayScale
        UIScreen.main.bounds = CGRect(origin: .zero, size: environment.size)
    }

    /// Every element the layout returns over its content and as much again around it, after
    /// preparing it if needed: the host's view of "all attributes". The call belongs to the
    /// current pass.
    func allElements() -> [HostedElement] {
        ensurePrepared()
        return query(everythingRect)
    }

    /// The rect every element is asked for in: the content and the bounds, and a margin of a
    /// million points or their own size (whichever is larger) on every side — far enough that
    /// elements a layout puts outside its content are read back (and reported by `inBounds`),
    /// near enough that a layout computing rows from the rect's edges stays in `Int` range.
    /// Every edge is finite, whatever the content size (NaN, infinite, near the largest
    /// `Double`): lengths are capped at a quarter of the largest finite value, so the rect's
    /// width stays below it.
    var everythingRect: CGRect {
        let content = collectionView.contentSize, bounds = collectionView.bounds.size
        let cap = CGFloat.greatestFiniteMagnitude / 4
        let width = min(max(content.width.isFinite ? content.width : 0, bounds.width, 0), cap)
        let height = min(max(content.height.isFinite ? content.height : 0, bounds.height, 0), cap)
        let margin = max(1_000_000, width, height)
        return CGRect(x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin)
    }

    // MARK: Steps

    /// Prepares the layout if it was invalidated, and reads its content size into the
    /// collection view.
    func ensurePrepared() {
        guard needsPrepare else { return }
        needsPrepare = false
        let start = timesLayoutCalls ? DispatchTime.now().uptimeNanoseconds : 0
        layout.prepare()
        refreshContentSize()
        if timesLayoutCalls { preparingNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start }
    }

    /// Reads `collectionViewContentSize` into the collection view's `contentSize`.
    func refreshContentSize() {
        let size = layout.collectionViewContentSize
        if !(size.width.isFinite && size.height.isFinite) {
            report(UIKitInvariant.finiteFrames, "collectionViewContentSize is \(size.width) × \(size.height), not finite")
        }
        collectionView.contentSize = size
    }

    /// Queries the visible rect, and tells the collection view which items it shows.
    @discardableResult
    func queryVisibleRect() -> [HostedElement] {
        ensurePrepared()
        let answer = query(collectionView.bounds)
        collectionView.visibleItems = answer.filter { $0.identity.category == .cell }.map(\.identity.indexPath)
        return answer
    }

    /// Asks the layout for the elements in `rect`, checks each answer's attributes and
    /// records the answer in the pass.
    @discardableResult
    func query(_ rect: CGRect) -> [HostedElement] {
        let answer = timedQuery(rect)
        guard recordsAnswers else { return answer.map(HostedElement.init) }
        var elements: [HostedElement] = []
        elements.reserveCapacity(answer.count)
        for attributes in answer {
            elements.append(handOut(attributes, by: "layoutAttributesForElements(in: \(HostedElement.describe(rect)))"))
        }
        pass.queries.append((rect, elements))
        noteExceptions()
        return elements
    }

    /// The layout's answer for `rect` (none for `nil`), timed when `timesLayoutCalls` is set.
    func timedQuery(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard timesLayoutCalls else { return layout.layoutAttributesForElements(in: rect) ?? [] }
        let start = DispatchTime.now().uptimeNanoseconds
        let answer = layout.layoutAttributesForElements(in: rect) ?? []
        queryingNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start
        return answer
    }

    /// Records an attributes object the layout handed out and checks what it says by itself.
    func handOut(_ attributes: UICollectionViewLayoutAttributes, by call: String) -> HostedElement {
        let element = HostedElement(attributes)
        pass.handedOut.append((attributes, AttributesValues(attributes)))
        validate(element, from: call)
        return element
    }

    /// A bounds change as UIKit makes it (see the type's documentation).
    func changeBounds(to newBounds: CGRect, animated: Bool) {
        ensurePrepared()
        let oldBounds = collectionView.bounds
        // The layout decides and makes its context while the view still has the old bounds;
        // it is invalidated once the view has the new ones.
        var context: UICollectionViewLayoutInvalidationContext?
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            checkPass()
            context = layout.invalidationContext(forBoundsChange: newBounds)
        }
        collectionView.frame = CGRect(origin: .zero, size: newBounds.size)
        collectionView.contentOffset = newBounds.origin
        if let context { layout.invalidateLayout(with: context) }
        if animated {
            ensurePrepared()
            layout.prepare(forAnimatedBoundsChange: oldBounds)
        }
        queryVisibleRect()
        if animated { layout.finalizeAnimatedBoundsChange() }
        noteExceptions()
    }

    // MARK: Reporting

    /// Records a violation of `invariant` unless it is not checked, was reported already, or
    /// the invariant has `violationLimit` of them.
    func report(_ invariant: Invariant, _ message: String, elements: [HostedElement] = []) {
        guard checkedInvariants.contains(invariant), reportedCounts[invariant, default: 0] < violationLimit,
              reported.insert("\(invariant.rawValue): \(message)").inserted else { return }
        reportedCounts[invariant, default: 0] += 1
        violations.append(InvariantViolation(invariant, message, elements: elements.map(\.violationElement)))
    }

    /// Reports the exceptions the collection view recorded since the last call.
    func noteExceptions() {
        for (name, reason) in collectionView.raisedExceptions {
            report(UIKitInvariant.exception, "UIKit raises \(name): \(reason)")
        }
        collectionView.clearRaisedExceptions()
    }

    // MARK: Passes

    /// Ends the current pass without checking it.
    func discardPass() {
        pass = Pass()
    }

    /// Checks the current pass (see the type's documentation) and starts a new one.
    func checkPass() {
        defer { pass = Pass() }
        guard recordsAnswers, !pass.queries.isEmpty || !pass.handedOut.isEmpty else { return }
        ensurePrepared()
        let queries = pass.queries
        let all = query(everythingRect)
        let cost = all.count * (queries.count + 2)
        guard cost <= checkBudget else {
            uncheckedPasses += 1
            checkMutations()
            return
        }
        checkBudget -= cost
        var frames: [ElementIdentity: CGRect] = [:]
        frames.reserveCapacity(all.count)
        for element in all where frames.updateValue(element.frame, forKey: element.identity) != nil {
            report(UIKitInvariant.rectQuery, "layoutAttributesForElements(in:) over the whole content returned \(element.identity.description) twice", elements: [element])
        }
        for (rect, answer) in queries + probeQueries(all) {
            checkAnswer(answer, to: rect, against: all, frames: frames)
        }
        checkElementQueries(all)
        checkMutations()
        noteExceptions()
    }

    /// Rects of the visible size with an element's middle on one edge — the element
    /// straddling the top or bottom of a screen scrolled vertically, the left or right of one
    /// scrolled horizontally — for up to 8 elements spread over the content, answered and
    /// recorded in the pass. Only along an axis the content is longer than the view in: UIKit
    /// asks a vertically scrolling layout for rects as wide as its view at its own offset, and
    /// a layout that answers by rows (airbnb/MagazineLayout does) may return a whole row for a
    /// rect beside it that no scrolling makes.
    private func probeQueries(_ all: [HostedElement]) -> [(rect: CGRect, answer: [HostedElement])] {
        let size = collectionView.bounds.size, content = collectionView.contentSize
        let vertical = content.height > size.height, horizontal = content.width > size.width
        let finite = all.filter { $0.frame.isFiniteRect }
        guard !finite.isEmpty, size.width > 0, size.height > 0, vertical || horizontal else { return [] }
        let picks = Set((0 ..< min(8, finite.count)).map { $0 * (finite.count - 1) / max(1, min(8, finite.count) - 1) })
        var probes: [(rect: CGRect, answer: [HostedElement])] = []
        for index in picks.sorted() {
            let frame = finite[index].frame
            let middle = CGPoint(x: frame.midX, y: frame.midY)
            let x = collectionView.bounds.minX, y = collectionView.bounds.minY
            var rects: [CGRect] = []
            if vertical {
                rects.append(CGRect(x: x, y: middle.y, width: size.width, height: size.height))
                rects.append(CGRect(x: x, y: middle.y - size.height, width: size.width, height: size.height))
            }
            if horizontal {
                rects.append(CGRect(x: middle.x, y: y, width: size.width, height: size.height))
                rects.append(CGRect(x: middle.x - size.width, y: y, width: size.width, height: size.height))
            }
            for rect in rects where rect.isFiniteRect {
                probes.append((rect, query(rect)))
            }
        }
        return probes
    }

    /// Holds one rect answer to the linear filter over every element.
    private func checkAnswer(_ answer: [HostedElement], to rect: CGRect, against all: [HostedElement], frames: [ElementIdentity: CGRect]) {
        let query = Rect(rect)
        let call = "layoutAttributesForElements(in: \(HostedElement.describe(rect)))"
        var seen: Set<ElementIdentity> = []
        seen.reserveCapacity(answer.count)
        for element in answer {
            guard seen.insert(element.identity).inserted else {
                report(UIKitInvariant.rectQuery, "\(call) returned \(element.identity.description) twice", elements: [element])
                continue
            }
            guard element.frame.isFiniteRect else { continue }
            guard let frame = frames[element.identity] else {
                report(
                    UIKitInvariant.rectQuery,
                    "\(call) returned \(element.description), which the layout's answer over the whole content lacks",
                    elements: [element]
                )
                continue
            }
            if frame != element.frame {
                report(
                    UIKitInvariant.rectQuery,
                    "\(call) returned \(element.description), but the same element is at \(HostedElement.describe(frame)) over the whole content",
                    elements: [element]
                )
            } else if !Rect(frame).touches(query) {
                report(UIKitInvariant.rectQuery, "\(call) returned \(element.description), outside the rect", elements: [element])
            }
        }
        for element in all where element.frame.isFiniteRect && !seen.contains(element.identity) && element.rect.intersects(query) {
            report(
                UIKitInvariant.rectQuery,
                "\(call) missed \(element.description), which intersects it (\(Self.edgeDescription(element.rect, in: query)))",
                elements: [element]
            )
        }
    }

    /// Where `frame` lies relative to `query`'s edges, for a missed element's message.
    private static func edgeDescription(_ frame: Rect, in query: Rect) -> String {
        var edges: [String] = []
        if frame.minY <= query.minY { edges.append(frame.minY < query.minY ? "across the top edge" : "on the top edge") }
        if frame.maxY >= query.maxY { edges.append(frame.maxY > query.maxY ? "across the bottom edge" : "on the bottom edge") }
        if frame.minX <= query.minX { edges.append(frame.minX < query.minX ? "across the left edge" : "on the left edge") }
        if frame.maxX >= query.maxX { edges.append(frame.maxX > query.maxX ? "across the right edge" : "on the right edge") }
        return edges.isEmpty ? "inside the rect" : edges.joined(separator: ", ")
    }

    /// Asks for every element by itself and compares with the answer over the whole content.
    private func checkElementQueries(_ all: [HostedElement]) {
        for element in all where element.frame.isFiniteRect {
            let identity = element.identity
            let call: String, answer: UICollectionViewLayoutAttributes?
            switch identity.category {
            case .cell:
                call = "layoutAttributesForItem(at: \(identity.indexPath.description))"
                answer = layout.layoutAttributesForItem(at: identity.indexPath)
            case .supplementaryView:
                call = "layoutAttributesForSupplementaryView(ofKind: \"\(identity.kind ?? "")\", at: \(identity.indexPath.description))"
                answer = layout.layoutAttributesForSupplementaryView(ofKind: identity.kind ?? "", at: identity.indexPath)
            case .decorationView:
                call = "layoutAttributesForDecorationView(ofKind: \"\(identity.kind ?? "")\", at: \(identity.indexPath.description))"
                answer = layout.layoutAttributesForDecorationView(ofKind: identity.kind ?? "", at: identity.indexPath)
            }
            guard let answer else {
                report(
                    UIKitInvariant.elementQuery,
                    "\(call) returned nil for \(element.description), which layoutAttributesForElements(in:) returns (UIKit raises 'no UICollectionViewLayoutAttributes instance' when it asks)",
                    elements: [element]
                )
                continue
            }
            let single = handOut(answer, by: call)
            if single.identity != identity {
                report(UIKitInvariant.elementQuery, "\(call) returned attributes of \(single.identity.description)", elements: [element, single])
            } else if single.frame != element.frame {
                report(
                    UIKitInvariant.elementQuery,
                    "\(call) returned \(HostedElement.describe(single.frame)), but layoutAttributesForElements(in:) returns \(element.description)",
                    elements: [element, single]
                )
            }
        }
    }

    /// Reports the attributes objects of the pass whose values changed after the layout
    /// returned them (setting a value it already had is no change).
    private func checkMutations() {
        var reportedObjects: Set<ObjectIdentifier> = []
        for (attributes, values) in pass.handedOut {
            let now = AttributesValues(attributes)
            guard now != values, reportedObjects.insert(ObjectIdentifier(attributes)).inserted else { continue }
            let element = HostedElement(attributes)
            report(
                UIKitInvariant.attributesMutation,
                "the attributes of \(element.identity.description) changed after the layout returned them, with no invalidation in between (\(values.difference(to: now))): UIKit keeps the object it was given and does not see the change",
                elements: [element]
            )
        }
    }

    // MARK: What every answer must say by itself

    /// Checks one element as returned: a finite frame, an existing index path, a registered
    /// decoration kind.
    private func validate(_ element: HostedElement, from call: String) {
        if !element.frame.isFiniteRect {
            report(UIKitInvariant.finiteFrames, "\(call) returned \(element.description), which is not finite", elements: [element])
        }
        let identity = element.identity, path = identity.indexPath
        let sections = collectionView.numberOfSections
        switch identity.category {
        case .cell:
            guard path.count == 2, path[0] >= 0, path[0] < sections, path[1] >= 0,
                  path[1] < collectionView.numberOfItems(inSection: path[0]) else {
                report(
                    UIKitInvariant.indexPaths,
                    "\(call) returned \(element.description), but the data source has \(Self.describeCounts(collectionView, around: path)) (UIKit ignores it: 'Received layout attributes with an invalid index path')",
                    elements: [element]
                )
                return
            }
        case .supplementaryView, .decorationView:
            guard let section = path.first, section >= 0, section < sections else {
                report(
                    UIKitInvariant.indexPaths,
                    "\(call) returned \(element.description), but the data source has \(sections) sections",
                    elements: [element]
                )
                return
            }
            if identity.category == .decorationView, layout.registeredDecorationViews[identity.kind ?? ""] == nil {
                report(
                    UIKitInvariant.indexPaths,
                    "\(call) returned \(element.description), a decoration kind never registered with register(_:forDecorationViewOfKind:) (UIKit cannot dequeue a view for it)",
                    elements: [element]
                )
            }
        }
    }

    /// `3 sections` or `5 items in section 2`, for an index path that does not exist.
    private static func describeCounts(_ view: UICollectionView, around path: IndexPath) -> String {
        guard let section = path.first, section >= 0, section < view.numberOfSections else { return "\(view.numberOfSections) sections" }
        return "\(view.numberOfItems(inSection: section)) items in section \(section)"
    }
}
#endif
