#if !canImport(UIKit)
import Foundation

/// A view a collection view shows for a supplementary or decoration element, as UIKit's
/// `UICollectionReusableView`: what a layout registers for a decoration kind
/// (`UICollectionViewLayout.register(_:forDecorationViewOfKind:)`) and what a custom
/// attributes subclass is applied to.
///
/// Modelled: the class itself, `reuseIdentifier`, and the hooks' signatures and defaults
/// (`apply(_:)` does nothing, `preferredLayoutAttributesFitting(_:)` returns the attributes
/// it is given). Not modelled: dequeuing, reuse, appearance. The host never creates views:
/// it checks that a returned decoration kind is registered, as UIKit's dequeue does.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier; `nil` here, since nothing dequeues.
    open var reuseIdentifier: String? { nil }

    /// Called before the view is reused; does nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (a custom subclass's properties); does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the layout changes; does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the layout changed; does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Self-sizing: the attributes the view prefers; `layoutAttributes` unchanged by default.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A cell, as UIKit's `UICollectionViewCell`: a reusable view with a content view and
/// selection state. Modelled only so that layout files naming it compile; the host creates no
/// cells.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content.
    open var contentView: UIView { ownContentView }
    private lazy var ownContentView = UIView(frame: bounds)
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
}
#endif
