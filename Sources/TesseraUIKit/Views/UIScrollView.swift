#if !canImport(UIKit)
import Foundation

/// A scroll view, as a layout reads its collection view's scrolling state.
///
/// Modelled: `contentOffset` (the bounds' origin), `contentSize`, `contentInset`,
/// `adjustedContentInset` (the content inset plus the safe area, per
/// `contentInsetAdjustmentBehavior`; see there), `isPagingEnabled`, `isScrollEnabled`,
/// `decelerationRate`, and `isTracking`/`isDragging`/`isDecelerating` (always `false`: the
/// host scrolls by setting the offset). Not modelled: the delegate, gestures, deceleration,
/// bouncing, zooming, indicators, refresh control, keyboard avoidance.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` here (UIKit also looks at the view controller).
        case automatic = 0
        /// The safe area on the axes the content scrolls along.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }

    /// A deceleration rate, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate.
        public var rawValue: CGFloat
        /// A rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The point of the content at the view's top left corner: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset` (there is no animation here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Insets added around the content.
    open var contentInset: UIEdgeInsets = .zero

    /// How the safe area adds to `contentInset` in `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `contentInset` plus the safe area: on every edge for `.always`; on none for `.never`;
    /// for `.automatic` and `.scrollableAxes`, on the top and bottom when the content scrolls
    /// vertically (it is taller than the bounds, or `alwaysBounceVertical`) and on the left
    /// and right when it scrolls horizontally.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// Whether the view bounces vertically even when the content is shorter than the bounds.
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content is narrower than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// How fast scrolling decelerates.
    open var decelerationRate: DecelerationRate = .normal
    /// Always `false`: nobody touches a hosted collection view.
    open var isTracking: Bool { false }
    /// Always `false`.
    open var isDragging: Bool { false }
    /// Always `false`.
    open var isDecelerating: Bool { false }
}
#endif
