import TesseraCore

extension IntervalTreeIndex {
    /// The interval tree cut for nodes of about `nodeSize` elements instead of as shipped
    /// (`DrawnIntervalTreeShape`): what the index campaign draws and shrinks
    /// (`IndexKind.intervalTree`), so that a wrong node summary shows on a tree of a few
    /// frames. It answers exactly as the shipped tree; only the work differs.
    ///
    /// A type of its own, rather than a shape stored in `IntervalTreeIndex`, so that the
    /// shipped tree's query does not read or test one: its walk is specialized for the shipped
    /// shape's literals.
    package struct WithNodeSize: RectIndex {
        /// `interval-tree`.
        package static var name: String { IntervalTreeIndex.name }

        private var tree: IntervalTreeIndex
        private let shape: DrawnIntervalTreeShape

        /// The tree with nodes of 16 elements: the shipped shape.
        package init(_ result: LayoutResult) {
            self.init(result, nodeSize: 16)
        }

        /// The tree cut for nodes of about `nodeSize` elements (at least 1; see
        /// `DrawnIntervalTreeShape.init(nodeSize:)`). O(n) as `IntervalTreeIndex.init`.
        package init(_ result: LayoutResult, nodeSize: Int) {
            shape = DrawnIntervalTreeShape(nodeSize: nodeSize)
            tree = IntervalTreeIndex(result, shape: shape)
        }

        /// As `IntervalTreeIndex.query(_:into:)`.
        @discardableResult
        package func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
            tree.query(rect, resumingAt: nil, into: &ids, shape: shape).examined
        }

        /// As `IntervalTreeIndex.releaseResult()`.
        package mutating func releaseResult() {
            tree.releaseResult()
        }

        /// As `IntervalTreeIndex.update(to:after:)`: the suffix after the unchanged prefix.
        package mutating func update(to result: LayoutResult, after change: LayoutResultChange) {
            tree.update(to: result, after: change, shape: shape)
        }

        /// As `IntervalTreeIndex.memoryBytes`.
        package var memoryBytes: Int { tree.memoryBytes }
    }
}
