#if !canImport(UIKit)
import Foundation

/// How strongly a constraint holds, as UIKit's `UILayoutPriority` (a value from 1 to 1000):
/// modelled as a value so that self-sizing code naming the fitting priorities compiles.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, from 1 to 1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button resisting compression (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button hugging its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a fitting size is computed (50): the view is as small as it can be.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
#endif
