import Foundation
import Testing
import TesseraCheck
import TesseraCore
import TesseraUIKit
@testable import TesseraUIKitHost

/// One cell at a given frame in a content of a given size, answered edge by edge (Foundation's
/// `CGRect.intersects` traps on a NaN edge on Linux, which is the layout's own affair).
private final class FixedLayout: UICollectionViewLayout {
    let content: CGSize
    let cellFrame: CGRect
    private var cell: UICollectionViewLayoutAttributes?

    init(content: CGSize, cellFrame: CGRect) {
        self.content = content
        self.cellFrame = cellFrame
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = cellFrame
        cell = attributes
    }

    override var collectionViewContentSize: CGSize { content }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cell else { return [] }
        let frame = cell.frame
        return frame.maxY < rect.minY || frame.minY > rect.maxY || frame.maxX < rect.minX || frame.minX > rect.maxX ? [] : [cell]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cell }
}

private let huge = CGFloat.greatestFiniteMagnitude

@MainActor @Suite struct ExtremeValueTests {
    /// Content sizes and frames that are NaN, infinite, negative or near the largest `Double`
    /// are played to the end of a session (first display, sweeps, a rotation, the checks and
    /// the result) and reported, never trapped on by the host.
    @Test(arguments: [
        (CGSize(width: 390, height: CGFloat.nan), CGRect(x: 0, y: 0, width: 390, height: 100)),
        (CGSize(width: 390, height: CGFloat.infinity), CGRect(x: 0, y: 0, width: 390, height: 100)),
        (CGSize(width: -5, height: -5), CGRect(x: 0, y: 0, width: 390, height: 100)),
        (CGSize(width: 390, height: 1e300), CGRect(x: 0, y: 1e300 - 100, width: 390, height: 100)),
        (CGSize(width: huge, height: huge), CGRect(x: 0, y: 0, width: huge, height: huge)),
        (CGSize(width: 390, height: 844), CGRect(x: CGFloat.nan, y: 0, width: 390, height: 100)),
        (CGSize(width: 390, height: 844), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)),
        (CGSize(width: 390, height: 844), CGRect(x: -huge, y: huge / 2, width: huge, height: huge / 2)),
    ])
    func extremeValuesAreReportedNotTrapped(content: CGSize, cellFrame: CGRect) throws {
        let engine = UIKitLayout { FixedLayout(content: content, cellFrame: cellFrame) }
        let items = ItemSet.heights([[100]])
        let violations = engine.playSession(items, in: Size(width: 390, height: 844))
        let finite = content.width.isFinite && content.height.isFinite && cellFrame.isFiniteRect
        #expect(violations.contains { $0.invariant == UIKitInvariant.finiteFrames } == !finite, "\(violations)")
        let result = try engine.layout(items, in: Size(width: 390, height: 844))
        // Read back over the content and a million points around it (`everythingRect`): a
        // cell 1e307 points below an 844-point content is not.
        #expect(result.count == (cellFrame.minY > 1e300 && content.height < 1e300 ? 0 : 1))
    }
}
