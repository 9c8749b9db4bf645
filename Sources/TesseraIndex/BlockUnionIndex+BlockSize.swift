import TesseraCore

extension BlockUnionIndex {
    /// The block union with blocks of `blockSize` elements instead of `BlockUnionIndex.blockSize`:
    /// what the index campaign draws and shrinks (`IndexKind.blockUnion`), so that a wrong
    /// block summary shows on a block of one or two frames. It answers exactly as the shipped
    /// index; only the work differs.
    ///
    /// A type of its own, rather than a block size stored in `BlockUnionIndex`, so that the
    /// shipped query does not read one: it is specialized for the literal block size (stored,
    /// the block size cost the shipped query 4–6% more instructions in the benchmark gate).
    package struct WithBlockSize: RectIndex {
        /// `block-union`.
        package static var name: String { BlockUnionIndex.name }

        private let index: BlockUnionIndex
        private let blockSize: Int

        /// The index with the shipped block size.
        package init(_ result: LayoutResult) {
            self.init(result, blockSize: BlockUnionIndex.blockSize)
        }

        /// The index with blocks of `blockSize` elements (at least 1). O(n).
        package init(_ result: LayoutResult, blockSize: Int) {
            self.blockSize = max(1, blockSize)
            index = BlockUnionIndex(result, blockSize: self.blockSize)
        }

        /// As `BlockUnionIndex.query(_:into:)`.
        @discardableResult
        package func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
            index.query(rect, into: &ids, blockSize: blockSize)
        }

        /// As `BlockUnionIndex.memoryBytes`.
        package var memoryBytes: Int { index.memoryBytes }
    }
}
