#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif

/// The card grid's attributes: a card's column and the corner radius its view rounds to.
/// Copied and compared with the rest, as UIKit requires of a subclass.
public final class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The column of a card (0 for a background).
    public var column = 0
    /// The radius of the view's corners.
    public var cornerRadius: CGFloat = 0

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.column = column
        copy.cornerRadius = cornerRadius
        return copy
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes, super.isEqual(object) else { return false }
        return MainActor.assumeIsolated { other.column == column && other.cornerRadius == cornerRadius }
    }
}
