#if !canImport(UIKit)
import Foundation

/// Where and how one element appears, as UIKit's `UICollectionViewLayoutAttributes`: what a
/// layout computes in `prepare()` and returns from its queries.
///
/// Modelled as UIKit keeps them:
/// - `frame`, `center`, `size` and `bounds` stay consistent: setting `frame` sets the centre
///   to its midpoint and the size to its size (the frame reads back exactly as set); setting
///   `center` moves the frame's origin to `center − size / 2`; setting `size` keeps the centre;
///   `bounds` is `(0, 0, size)` and setting it sets the size. The frame ignores `transform`
///   and `transform3D`, as UIKit's attributes do.
/// - `zIndex`, `alpha`, `isHidden`, `transform`, `transform3D`, `indexPath`, and the element's
///   `representedElementCategory` and `representedElementKind`, fixed by the initializer that
///   made it (`init(forCellWith:)`, `init(forSupplementaryViewOfKind:with:)`,
///   `init(forDecorationViewOfKind:with:)`).
/// - `copy()` makes an object of the same class (a subclass's own `init()` runs) with these
///   values; a subclass overrides `copy(with:)` to copy its own properties, as in UIKit.
///   `isEqual(_:)` compares the class and every value above; a subclass overrides it to
///   compare its own. Both are nonisolated where `NSObject` declares them, as in the SDK.
///
/// Not modelled: `UIDynamicItem` (UIKit Dynamics), and `NSCoding`. A subclass that declares a
/// designated initializer other than `init()` must also provide
/// `init(instantiatedByUIKit:)`, through which `copy()` creates copies (UIKit does not need
/// it: Objective-C creates an instance of any class).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    private var frameStorage: CGRect = .zero
    private var centerStorage: CGPoint = .zero

    /// The frame, in the collection view's content coordinates.
    open var frame: CGRect {
        get { frameStorage }
        set {
            frameStorage = newValue
            centerStorage = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The centre of the frame.
    open var center: CGPoint {
        get { centerStorage }
        set {
            centerStorage = newValue
            frameStorage.origin = CGPoint(x: newValue.x - frameStorage.size.width / 2, y: newValue.y - frameStorage.size.height / 2)
        }
    }

    /// The size of the frame.
    open var size: CGSize {
        get { frameStorage.size }
        set {
            frameStorage = CGRect(
                x: centerStorage.x - newValue.width / 2, y: centerStorage.y - newValue.height / 2,
                width: newValue.width, height: newValue.height
            )
        }
    }

    /// `(0, 0, size)`; setting it sets the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine transform the view is drawn with (identity by default).
    open var transform: CGAffineTransform = .identity

    /// The 3D transform the view is drawn with (identity by default).
    open var transform3D: CATransform3D = CATransform3DIdentity

    /// The opacity, 1 by default.
    open var alpha: CGFloat = 1

    /// The stacking order among overlapping elements, 0 by default.
    open var zIndex = 0

    /// Whether the element is hidden.
    open var isHidden = false

    /// The element's index path.
    open var indexPath = IndexPath()

    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell

    /// The supplementary or decoration kind; `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// Cell attributes with a zero frame and an empty index path.
    public override init() {
        super.init()
    }

    /// Not in UIKit: how this module creates an object of a class known only by its
    /// metatype (`copy()`), as UIKit's `[[cls alloc] init]`: calls `init()`, so a subclass's
    /// own `init()` runs.
    public required convenience init(instantiatedByUIKit: Void) {
        self.init()
    }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A new object of this object's class with the same values; a subclass adds its own.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(instantiatedByUIKit: ())
        copy.frameStorage = frameStorage
        copy.centerStorage = centerStorage
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same class with the same values (frame, centre,
    /// size, transforms, alpha, z-index, hidden, index path, category and kind).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        if other === self { return true }
        return MainActor.assumeIsolated {
            frameStorage == other.frameStorage && centerStorage == other.centerStorage && transform == other.transform
                && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex
                && isHidden == other.isHidden && indexPath == other.indexPath
                && representedElementCategory == other.representedElementCategory
                && representedElementKind == other.representedElementKind
        }
    }

    /// A hash of the index path, category and kind.
    open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(indexPath)
            hasher.combine(representedElementCategory)
            hasher.combine(representedElementKind)
            return hasher.finalize()
        }
    }

    /// `<Class: index path: (s-i); frame = (x y; w h); …>`, as UIKit describes attributes.
    open override var description: String {
        MainActor.assumeIsolated {
            let path = indexPath.map(String.init).joined(separator: "-")
            let what = switch representedElementCategory {
            case .cell: ""
            case .supplementaryView: " supplementary kind: \(representedElementKind ?? "");"
            case .decorationView: " decoration kind: \(representedElementKind ?? "");"
            }
            let extras = (zIndex != 0 ? " zIndex = \(zIndex);" : "") + (alpha != 1 ? " alpha = \(alpha);" : "") + (isHidden ? " hidden = YES;" : "")
            return "<\(type(of: self)): index path: (\(path));\(what) frame = (\(frame.origin.x) \(frame.origin.y); \(frame.size.width) \(frame.size.height));\(extras)>"
        }
    }
}
#endif
