#if !canImport(UIKit)
import Foundation

/// The screen, as a layout reads it: `UIScreen.main.scale` to round frames to pixels.
///
/// Modelled: `main`, `scale`, `nativeScale`, `bounds` and `traitCollection`. There is one
/// screen, an iPhone-sized portrait one (390 × 844 points at scale 3) until the host
/// (`TesseraUIKitHost`) sets the scale and size of the case it plays. Not modelled: other
/// screens, modes, brightness, notifications. `UIScreen.main` is deprecated in UIKit (iOS 16)
/// in favour of the view's trait collection; layouts still read it, so it is here.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen.
    open class var main: UIScreen { shared }

    private static let shared = UIScreen()

    /// Pixels per point.
    open package(set) var scale: CGFloat = 3
    /// The screen's native scale; equal to `scale` here.
    open var nativeScale: CGFloat { scale }
    /// The screen's bounds, in points.
    open package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The screen's traits: its display scale and the phone idiom.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceIdiom: .phone)])
    }

    private override init() {
        super.init()
    }
}
#endif
