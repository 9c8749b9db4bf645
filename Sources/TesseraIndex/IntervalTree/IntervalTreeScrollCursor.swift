import TesseraCore

extension IntervalTreeIndex {
    /// Answers the queries of a scroll through an `IntervalTreeIndex`, each starting from
    /// where the previous one found its first candidate instead of descending from the root.
    ///
    /// After a query, every position before the first block the walk scanned (or the first
    /// candidate in it) is known to end at or before the query's start; a later query whose
    /// start is no earlier can walk forward from there (a finger search: O(log d + k) for a
    /// move of d positions).
    /// A query that starts earlier, or more than two viewport lengths later (a jump, where
    /// the descent from the root measured cheaper), descends from the root as usual. Answers
    /// are exactly the index's, in the same order; only the work differs.
    ///
    /// On the benchmark's 1M-item waterfall scrolled by 1/8 viewport per frame, a cursor
    /// examines about 26 nodes and frames per frame, a query that starts from the index's
    /// directory about 27 (and one that descended from the root, before the directory, 47):
    /// what the cursor saves now is the directory read, a cache miss when the index is cold.
    /// The time per frame is the `sweep/interval-tree-cursor` row of `tessera-bench`
    /// (docs/RESULTS.md). `tessera query --sweep` scrolls through one.
    ///
    /// A cursor is a value: copies scroll independently.
    public struct ScrollCursor: Sendable {
        /// The index the cursor queries.
        public let index: IntervalTreeIndex
        private var resumePosition = 0
        /// The previous query's start; +∞ before the first query, which descends.
        private var resumeStart = Double.infinity
        /// How far past `resumeStart` a query may start and still resume.
        private var resumeReach = 0.0

        /// A cursor that has not queried yet.
        public init(_ index: IntervalTreeIndex) {
            self.index = index
        }

        /// Appends the id of every element whose frame intersects `rect` (as
        /// `IntervalTreeIndex.query(_:into:)`) and moves the cursor; returns the number of
        /// nodes and frames examined.
        @discardableResult
        public mutating func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
            guard rect.canIntersect else { return 0 }
            let (start, end) = index.scrollInterval(of: rect)
            let resumes = start >= resumeStart && start - resumeStart <= resumeReach
            let answer = index.query(rect, resumingAt: resumes ? resumePosition : nil, into: &ids)
            resumePosition = answer.resume
            (resumeStart, resumeReach) = (start, 2 * (end - start))
            return answer.examined
        }
    }
}
