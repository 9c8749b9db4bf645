import TesseraCore

/// One laid-out element of a seed port, as a `UICollectionViewLayoutAttributes` object is in
/// the seed: a heap-allocated object per element, so that measuring a seed port measures the
/// allocation, the pointer-chasing filter and the scans the original performs.
///
/// Immutable (`let` storage), hence `Sendable`. Compared by identity, as UIKit attributes in a
/// cache are; compare `frame`, `indexPath` and `kind` to compare contents.
public final class SeedLayoutAttributes: Sendable {
    /// The element's path (`IndexPath(item:section:)`); headers use item 0.
    public let indexPath: ItemPath
    /// The frame, built as the seed builds its `CGRect`: `Rect(x:y:width:height:)`, so that
    /// `maxX = x + width` is rounded exactly where `CGRect.maxX` rounds it. A negative width or
    /// height gives an inverted `Rect` (the seeds can produce those; see each port's notes).
    public let frame: Rect
    /// Cell or header (`representedElementCategory` / `representedElementKind`).
    public let kind: ElementKind

    /// Creates attributes for one element.
    public init(indexPath: ItemPath, frame: Rect, kind: ElementKind) {
        self.indexPath = indexPath
        self.frame = frame
        self.kind = kind
    }
}

extension SeedLayoutAttributes: CustomStringConvertible {
    /// `kind path frame`, e.g. `cell 0-3 (0.0, 0.0)–(10.0, 10.0)`.
    public var description: String { "\(kind.name) \(indexPath) \(frame)" }
}
