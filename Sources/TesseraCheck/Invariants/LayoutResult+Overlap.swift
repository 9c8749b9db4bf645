import TesseraCore

extension LayoutResult {
    /// Pairs of elements that intersect (`Rect.intersects`) by more than `tolerance` along
    /// both axes, at most `limit` of them (`noOverlap` violations).
    ///
    /// A sweep line along the scroll axis: elements sorted by their leading edge (skipped
    /// when they already are), the active ones kept in an array sorted across the axis
    /// and a heap ordered by their trailing edge. As long as nothing overlaps, the active
    /// elements are pairwise disjoint across the axis, so each new element needs one binary
    /// search: O(n log n + k) for k reported pairs (plus the memmove of an insertion into the
    /// active array, whose length is about the column count).
    ///
    /// `tolerance` shrinks every frame by `tolerance / 2` on each side first, so two frames
    /// overlapping by at most `tolerance` on either axis pass; 0 (the default) is exact.
    /// Non-finite and inverted frames are skipped here; `boundsViolations` reports them.
    public func overlapViolations(tolerance: Double = 0, limit: Int = 1) -> [InvariantViolation] {
        var sweep = OverlapSweep(result: self, tolerance: tolerance)
        let pairs = sweep.run(limit: limit)
        return pairs.map { first, second in
            let a = frames[first], b = frames[second]
            let depthX = Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX)
            let depthY = Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY)
            return InvariantViolation(
                .noOverlap,
                "#\(first) and #\(second) overlap by \(depthX) × \(depthY)"
                    + (tolerance > 0 ? " (tolerance \(tolerance))" : ""),
                elements: [.init(self, id: first), .init(self, id: second)]
            )
        }
    }
}

/// The state of one sweep; `run` consumes it.
private struct OverlapSweep {
    /// Frames with the sweep along y (transposed for horizontal layouts), shrunk by the tolerance.
    private var rects: [Rect]
    /// Ids to visit, ordered by (minY, minX).
    private var order: [Int32]
    /// Active elements sorted by (minX, maxX); pairwise disjoint across while nothing overlaps.
    private var active: [Int32] = []
    private var ending = MinimumHeap()

    init(result: LayoutResult, tolerance: Double) {
        let half = tolerance / 2
        let transposes = result.scrollAxis == .horizontal
        rects = result.frames.map { frame in
            let oriented = transposes ? frame.transposed : frame
            guard half > 0 else { return oriented }
            return Rect(
                minX: oriented.minX + half, minY: oriented.minY + half,
                maxX: oriented.maxX - half, maxY: oriented.maxY - half
            )
        }
        order = []
        order.reserveCapacity(rects.count)
        for (id, rect) in rects.enumerated() where rect.isFinite && !rect.isInverted {
            order.append(Int32(id))
        }
        let rects = rects
        let precedes = { (a: Int32, b: Int32) -> Bool in
            let first = rects[Int(a)], second = rects[Int(b)]
            return (first.minY, first.minX, a) < (second.minY, second.minX, b)
        }
        if !zip(order, order.dropFirst()).allSatisfy({ precedes($0, $1) }) {
            order.sort(by: precedes)
        }
    }

    mutating func run(limit: Int) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for id in order {
            let rect = rects[Int(id)]
            expire(before: rect.minY)
            let position = firstActive(endingAfter: rect.minX)
            if let other = intersecting(rect, from: position) {
                found.append((Int(min(other, id)), Int(max(other, id))))
                if found.count >= limit { break }
                continue  // Left out of the active set, which stays disjoint.
            }
            // A zero-length element can only meet later elements that start before its edge,
            // and later elements start at or after it: it never needs to be active.
            guard rect.maxY > rect.minY else { continue }
            active.insert(id, at: position)
            ending.push(rect.maxY, id: id)
        }
        return found
    }

    /// Drops the active elements that end at or before `edge`: they cannot meet anything
    /// that starts at or after it.
    private mutating func expire(before edge: Double) {
        var expired: [Int32] = []
        while !ending.isEmpty, ending.minimumKey <= edge {
            expired.append(ending.popMinimum())
        }
        guard !expired.isEmpty else { return }
        if expired.count * 8 < active.count {
            // Few: find each by binary search on maxX, then step over equal maxX to its id.
            for id in expired {
                var index = firstActive(endingAtOrAfter: rects[Int(id)].maxX)
                while index < active.count, active[index] != id { index += 1 }
                if index < active.count { active.remove(at: index) }
            }
        } else {
            active.removeAll { rects[Int($0)].maxY <= edge }
        }
    }

    /// The index of the first active element whose maxX is at least `x`.
    private func firstActive(endingAtOrAfter x: Double) -> Int {
        var low = 0, high = active.count
        while low < high {
            let middle = (low + high) / 2
            if rects[Int(active[middle])].maxX >= x { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The index of the first active element whose maxX exceeds `x` (maxX is non-decreasing
    /// along the active array because its elements are disjoint).
    private func firstActive(endingAfter x: Double) -> Int {
        var low = 0, high = active.count
        while low < high {
            let middle = (low + high) / 2
            if rects[Int(active[middle])].maxX > x { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// An active element intersecting `rect`, scanning from `position` while the candidates
    /// still start before `rect` ends across the axis.
    private func intersecting(_ rect: Rect, from position: Int) -> Int32? {
        var index = position
        while index < active.count {
            let candidate = active[index]
            let other = rects[Int(candidate)]
            guard other.minX < rect.maxX else { break }
            if other.intersects(rect) { return candidate }
            index += 1
        }
        return nil
    }
}
