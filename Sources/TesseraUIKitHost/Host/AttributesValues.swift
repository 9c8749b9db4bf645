#if !canImport(UIKit)
import Foundation
import TesseraUIKit

/// What UIKit reads of an attributes object — the values `isEqual(_:)` compares — at one
/// moment, to tell whether the object changed since the layout returned it. Numbers compare
/// by value, a NaN equal to a NaN (a NaN frame that stays NaN did not change).
struct AttributesValues: Equatable {
    var frame: CGRect
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var transform: CGAffineTransform
    var transform3D: CATransform3D
    var indexPath: IndexPath

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        transform = attributes.transform
        transform3D = attributes.transform3D
        indexPath = attributes.indexPath
    }

    static func == (left: AttributesValues, right: AttributesValues) -> Bool {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
        let (l, r) = (left.frame, right.frame)
        return same(l.origin.x, r.origin.x) && same(l.origin.y, r.origin.y) && same(l.size.width, r.size.width)
            && same(l.size.height, r.size.height) && same(left.alpha, right.alpha) && left.zIndex == right.zIndex
            && left.isHidden == right.isHidden && left.transform == right.transform && left.transform3D == right.transform3D
            && left.indexPath == right.indexPath
    }

    /// `frame (0, 0, 10, 10) → (0, 5, 10, 10)`, naming each value that differs.
    func difference(to now: AttributesValues) -> String {
        var parts: [String] = []
        let frames = AttributesValues(frame: frame), nowFrames = AttributesValues(frame: now.frame)
        if frames != nowFrames { parts.append("frame \(HostedElement.describe(frame)) → \(HostedElement.describe(now.frame))") }
        if alpha != now.alpha { parts.append("alpha \(alpha) → \(now.alpha)") }
        if zIndex != now.zIndex { parts.append("zIndex \(zIndex) → \(now.zIndex)") }
        if isHidden != now.isHidden { parts.append("isHidden \(isHidden) → \(now.isHidden)") }
        if transform != now.transform || transform3D != now.transform3D { parts.append("transform") }
        if indexPath != now.indexPath { parts.append("indexPath \(indexPath) → \(now.indexPath)") }
        return parts.joined(separator: ", ")
    }

    /// Values differing in the frame alone, for `difference(to:)`.
    private init(frame: CGRect) {
        self.frame = frame
        alpha = 1
        zIndex = 0
        isHidden = false
        transform = .identity
        transform3D = CATransform3DIdentity
        indexPath = IndexPath()
    }
}
#endif
