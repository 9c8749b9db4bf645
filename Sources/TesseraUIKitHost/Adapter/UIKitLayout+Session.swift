#if !canImport(UIKit)
import Foundation
import TesseraCheck
import TesseraCore
import TesseraUIKit

extension UIKitLayout {
    /// Plays a whole session of a new layout object for `items` in `container`, checking
    /// every `UIKitInvariant` in `invariants`, and returns the violations:
    /// 1. the first display, then a sweep through the content and back;
    /// 2. a rotation (width and height swapped) compared with a new layout object at that
    ///    size, a sweep, and the rotation back, compared again;
    /// 3. each of `updates` as `performBatchUpdates`, followed by a sweep;
    /// 4. the last pass checked.
    @MainActor
    public func playSession(
        _ items: ItemSet, in container: Size, updates: [BatchUpdate] = [], checking invariants: Set<Invariant> = Set(UIKitInvariant.all)
    ) -> [InvariantViolation] {
        let host = makeHost(items, in: container)
        host.checkedInvariants = invariants
        host.layOut()
        host.sweep()
        let size = host.collectionView.bounds.size
        if size.width != size.height, size.width > 0, size.height > 0 {
            host.resize(to: CGSize(width: size.height, height: size.width))
            host.sweep()
            host.resize(to: size)
        }
        for batch in updates {
            guard host.performBatchUpdates(batch) != nil else { break }
            host.sweep()
        }
        host.finish()
        return host.violations
    }

    /// The `UIKitInvariant`s as a `CustomLayout`'s rules: each plays the session of the spec
    /// (`playSession`: items, container, updates) and keeps its own violations. The session is
    /// played once per spec and shared by the rules. The rules play the spec's updates
    /// (`playsUpdates`), so a campaign with `updates` has them checked on the batch updates
    /// (UIKit's count check, each pass after an update) as well as on the items after the
    /// last. A rule has no planter: the checks are proven by layouts with planted defects in
    /// this module's tests.
    public static func invariants<Options>() -> [CustomInvariant<Options>] {
        UIKitInvariant.all.map { invariant in
            var rule = CustomInvariant<Options>(invariant.rawValue, summary: invariant.summary) { _, spec in
                SessionCache.violations(of: spec).filter { $0.invariant == invariant }
            }
            rule.playsUpdates = true
            return rule
        }
    }
}

/// The last session played for the rules, so that the eight rules of one spec play it once.
@MainActor
enum SessionCache {
    private static var last: (spec: AnyHashable, violations: [InvariantViolation])?

    /// The violations of `spec`'s session, played unless the last spec was this one.
    nonisolated static func violations<Options>(of spec: LayoutSpec<CustomLayout<Options>>) -> [InvariantViolation] {
        guard let engine = spec.makeLayout() as? UIKitLayout else { return [] }
        return MainActorHop.run {
            if let last, last.spec == AnyHashable(spec) { return last.violations }
            let violations = engine.playSession(spec.items, in: spec.container, updates: spec.updates)
            last = (AnyHashable(spec), violations)
            return violations
        }
    }
}
#endif
