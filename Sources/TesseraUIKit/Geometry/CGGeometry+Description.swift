#if !canImport(UIKit) && !canImport(CoreGraphics)
import Foundation

// CoreGraphics prints its geometry as bare tuples — `(0.0, 0.0, 100.0, 100.0)` for a rect —
// and a layout's tests and log lines compare against that text (airbnb/MagazineLayout's
// `ElementLocationFramePairsTests` do). swift-corelibs-foundation gives them no description,
// so they print by reflection (`CGRect(origin: Foundation.CGPoint(x: 0.0, …`). Where
// CoreGraphics exists (Apple platforms) these conformances are its own, so they are declared
// only where it does not.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as CoreGraphics prints a point.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as CoreGraphics prints a size.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as CoreGraphics prints a rect.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
#endif
