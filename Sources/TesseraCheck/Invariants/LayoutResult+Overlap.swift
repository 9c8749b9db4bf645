import TesseraCore
import TesseraIndex

extension LayoutResult {
    /// Pairs of elements that intersect (`Rect.intersects`) by more than `tolerance` along
    /// both axes, and that `rules` do not allow to, at most `limit` of them (`noOverlap`
    /// violations).
    ///
    /// A sweep line along the scroll axis: elements sorted by their leading edge (skipped
    /// when they already are), the active ones kept in an array sorted across the axis
    /// and a heap ordered by their trailing edge. As long as nothing overlaps, the active
    /// elements are pairwise disjoint across the axis, so each new element needs one binary
    /// search: O(n log n + k) for k reported pairs (plus the memmove of an insertion into the
    /// active array, whose length is about the column count).
    ///
    /// Elements of the kinds `rules` are about (a section background) are left out of the
    /// sweep, since they overlap by design; each is checked against the elements it meets,
    /// found through an interval tree over the frames, and a pair the rules do not allow is a
    /// violation: O(n log n + m) more for m pairs met, only when the result has such elements.
    ///
    /// `tolerance` shrinks every frame by `tolerance / 2` on each side first, so two frames
    /// overlapping by at most `tolerance` on either axis pass; 0 (the default) is exact.
    /// Non-finite and inverted frames are skipped here; `boundsViolations` reports them.
    public func overlapViolations(tolerance: Double = 0, rules: OverlapRules = OverlapRules(), limit: Int = 1) -> [InvariantViolation] {
        overlapViolations(allowance: ViolationAllowance(points: tolerance, tolerance: .exact, displayScale: DisplayScale.standard), rules: rules, limit: limit)
    }

    /// `overlapViolations(tolerance:rules:limit:)` letting pass what `allowance` passes: the
    /// frames shrink by its threshold, and a pair found beyond it that still passes (noise) is
    /// not reported and does not count toward `limit`; the sweep looks on past it. Each violation's magnitude is the overlap depth: the smaller
    /// of the two overlaps along the axes.
    func overlapViolations(allowance: ViolationAllowance, rules: OverlapRules, limit: Int) -> [InvariantViolation] {
        let subjects = rules.isEmpty ? [] : rules.subjectKinds(among: kindTable)
        let hasSubjects = !subjects.isEmpty && kinds.contains { subjects.contains($0) }
        let tolerance = allowance.threshold
        var sweep = OverlapSweep(result: self, tolerance: tolerance, skipping: hasSubjects ? subjects : [])
        // The shrunk frames can meet by an ulp or two where the depth is at the threshold (see
        // `OverlapSweep.init`), so whenever they are shrunk each pair found is measured again.
        let passes: ((Int, Int) -> Bool)? = allowance.filters || tolerance > 0 ? { allowance.passes(self.overlapDepth($0, $1)) } : nil
        var pairs = sweep.run(limit: limit, passes: passes)
        if hasSubjects, pairs.count < limit {
            pairs += ruledOverlaps(sweep.rects, subjects: subjects, rules: rules, limit: limit - pairs.count, passes: passes)
        }
        return pairs.map { first, second in
            let a = frames[first], b = frames[second]
            let depthX = Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX)
            let depthY = Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY)
            let allowed = hasSubjects ? " (no overlap rule allows a \(kind(ofElement: first)) of section \(path(ofElement: first).section) and a \(kind(ofElement: second)) of section \(path(ofElement: second).section))" : ""
            return InvariantViolation(
                .noOverlap,
                "#\(first) and #\(second) overlap by \(depthX) × \(depthY)"
                    + (tolerance > 0 ? " (tolerance \(tolerance))" : "") + allowed + sectionBackgroundHint(first, second),
                elements: [.init(self, id: first), .init(self, id: second)],
                magnitude: overlapDepth(first, second)
            )
        }
    }

    /// A hint for an overlap that looks like a section background over its section's content:
    /// an element of a custom supplementary or decoration kind whose frame covers the other
    /// element's, a cell or supplementary view of the same section. Such a layout draws its
    /// backgrounds as that kind (MagazineLayout's `MagazineLayoutSupplementaryViewKindSectionBackground`
    /// is a supplementary kind, which `decorationsUnderTheirSection` does not cover), and the
    /// finding goes away with the rule the hint names; a background reaching into another
    /// section's elements is still a finding under that rule. Empty otherwise. O(1).
    func sectionBackgroundHint(_ first: Int, _ second: Int) -> String {
        for (cover, covered) in [(first, second), (second, first)] {
            let coverKind = kind(ofElement: cover)
            guard case let .custom(custom) = coverKind, kind(ofElement: covered).category != .decoration,
                  path(ofElement: cover).section == path(ofElement: covered).section else { continue }
            let outer = frames[cover], inner = frames[covered]
            guard outer.minX <= inner.minX, outer.minY <= inner.minY, outer.maxX >= inner.maxX, outer.maxY >= inner.maxY else { continue }
            let declaration = ".\(custom.category.rawValue)(\"\(custom.name)\")"
            return "; #\(cover), a \(coverKind), covers #\(covered) of its own section: if \(coverKind) is the section's background, "
                + "declare it (overlapRules.allow(\(declaration), within: .sameSection))"
        }
        return ""
    }

    /// How deep elements `first` and `second` overlap: the smaller of their overlaps along the
    /// two axes (moving either edge that far apart separates them).
    func overlapDepth(_ first: Int, _ second: Int) -> ViolationMagnitude {
        let a = frames[first], b = frames[second]
        let depthX = Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX)
        let depthY = Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY)
        return ViolationMagnitude(points: Swift.min(depthX, depthY), coordinate: Swift.max(a.largestCoordinate, b.largestCoordinate))
    }

    /// The pairs involving an element of `subjects` whose (shrunk) frames `rects` intersect and
    /// that `rules` do not allow, each once, at most `limit`, in id order of the subject.
    private func ruledOverlaps(
        _ rects: [Rect], subjects: Set<ElementKind>, rules: OverlapRules, limit: Int, passes: ((Int, Int) -> Bool)?
    ) -> [(Int, Int)] {
        let isSubject = kindTable.map { subjects.contains($0) }
        let tree = IntervalTreeIndex(self)
        var found: [(Int, Int)] = []
        var met: [Int32] = []
        for id in 0 ..< count where isSubject[Int(kindCodes[id])] {
            let rect = rects[id]
            guard rect.isFinite, !rect.isInverted else { continue }
            met.removeAll(keepingCapacity: true)
            // The sweep's rects lie along y; the tree holds the frames as they are.
            tree.query(scrollAxis == .horizontal ? rect.transposed : rect, into: &met)
            met.sort()
            let kind = kind(ofElement: id), section = path(ofElement: id).section
            for other in met.lazy.map(Int.init) where other != id && rects[other].intersects(rect) {
                // A pair of two subjects is met from both; it counts from the lower id.
                if isSubject[Int(kindCodes[other])], other < id { continue }
                if rules.allows(kind, inSection: section, toOverlap: self.kind(ofElement: other), inSection: path(ofElement: other).section) {
                    continue
                }
                if let passes, passes(id, other) { continue }
                found.append((Swift.min(id, other), Swift.max(id, other)))
                if found.count >= limit { return found }
            }
        }
        return found
    }
}

/// The state of one sweep; `run` consumes it.
private struct OverlapSweep {
    /// Frames with the sweep along y (transposed for horizontal layouts), shrunk by the tolerance.
    private(set) var rects: [Rect]
    /// Ids to visit, ordered by (minY, minX).
    private var order: [Int32]
    /// Active elements sorted by (minX, maxX); pairwise disjoint across while nothing overlaps.
    /// Their edges are kept inline so that the binary searches stay within a few cache lines.
    private var active: [ActiveEntry] = []
    private var ending = MinimumHeap()

    /// A sweep over `result`'s elements except those of the kinds `skipped`.
    ///
    /// Each frame shrinks by `tolerance / 2` on each side, its new edges rounded outward (a
    /// leading edge down, a trailing edge up): rounded to nearest, `100.25 − 0.125⁻` and
    /// `100 + 0.125⁻` both come out 100.125, and two frames overlapping by exactly the
    /// threshold's next number — half a device pixel — would not meet. Rounded outward, every
    /// pair deeper than the threshold meets; a pair that meets by the rounding alone passes
    /// the depth check the caller makes of every pair found.
    init(result: LayoutResult, tolerance: Double, skipping skipped: Set<ElementKind> = []) {
        let half = tolerance / 2
        let transposes = result.scrollAxis == .horizontal
        rects = result.frames.map { frame in
            let oriented = transposes ? frame.transposed : frame
            guard half > 0 else { return oriented }
            return Rect(
                minX: (oriented.minX + half).nextDown, minY: (oriented.minY + half).nextDown,
                maxX: (oriented.maxX - half).nextUp, maxY: (oriented.maxY - half).nextUp
            )
        }
        // Sort keys copied next to each other: the comparator reads one contiguous struct
        // instead of two rects through an array.
        var keys: [SweepKey] = []
        keys.reserveCapacity(rects.count)
        let skippedCodes = result.kindTable.map { skipped.contains($0) }
        for (id, rect) in rects.enumerated() where rect.isFinite && !rect.isInverted {
            if !skipped.isEmpty, skippedCodes[Int(result.kindCodes[id])] { continue }
            keys.append(SweepKey(minY: rect.minY, minX: rect.minX, id: Int32(id)))
        }
        if !zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) {
            keys.sort(by: <)
        }
        order = keys.map(\.id)
    }

    /// The overlapping pairs, at most `limit`. A pair `passes` lets through (noise) does not
    /// count: the search goes on past it, and the element joins the active set when nothing
    /// else meets it — the active elements then overlap by noise (or the ulp or two of the
    /// outward rounding) at most, which keeps them ordered by both edges across the axis, as
    /// the binary searches need.
    mutating func run(limit: Int, passes: ((Int, Int) -> Bool)? = nil) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for id in order {
            let rect = rects[Int(id)]
            expire(before: rect.minY)
            let position = firstActive(endingAfter: rect.minX)
            var next = position
            var met: Int32?
            while let (other, index) = intersecting(rect, from: next) {
                if let passes, passes(Int(other), Int(id)) {
                    next = index + 1
                    continue
                }
                met = other
                break
            }
            if let other = met {
                found.append((Int(min(other, id)), Int(max(other, id))))
                if found.count >= limit { break }
                continue  // Left out of the active set, which stays disjoint.
            }
            // A zero-length element can only meet later elements that start before its edge,
            // and later elements start at or after it: it never needs to be active.
            guard rect.maxY > rect.minY else { continue }
            active.insert(ActiveEntry(minX: rect.minX, maxX: rect.maxX, maxY: rect.maxY, id: id), at: position)
            ending.push(rect.maxY, id: id)
        }
        return found
    }

    /// Drops the active elements that end at or before `edge`: they cannot meet anything
    /// that starts at or after it.
    private mutating func expire(before edge: Double) {
        var expiredCount = 0
        while !ending.isEmpty, ending.minimumKey <= edge {
            let id = ending.popMinimum()
            expiredCount += 1
            guard expiredCount <= 8 else { continue }
            // Few: find each by binary search on maxX, then step over equal maxX to its id.
            var index = firstActive(endingAtOrAfter: rects[Int(id)].maxX)
            while index < active.count, active[index].id != id { index += 1 }
            if index < active.count { active.remove(at: index) }
        }
        if expiredCount > 8 {
            // Many at once (a grid row ending): one compacting pass.
            active.removeAll { $0.maxY <= edge }
        }
    }

    /// The index of the first active element whose maxX is at least `x`.
    private func firstActive(endingAtOrAfter x: Double) -> Int {
        var low = 0, high = active.count
        while low < high {
            let middle = (low + high) / 2
            if active[middle].maxX >= x { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The index of the first active element whose maxX exceeds `x` (maxX is non-decreasing
    /// along the active array because its elements are disjoint).
    private func firstActive(endingAfter x: Double) -> Int {
        var low = 0, high = active.count
        while low < high {
            let middle = (low + high) / 2
            if active[middle].maxX > x { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// An active element intersecting `rect` and its index in the active array, scanning from
    /// `position` while the candidates still start before `rect` ends across the axis.
    private func intersecting(_ rect: Rect, from position: Int) -> (id: Int32, index: Int)? {
        var index = position
        while index < active.count {
            let candidate = active[index]
            guard candidate.minX < rect.maxX else { break }
            if rects[Int(candidate.id)].intersects(rect) { return (candidate.id, index) }
            index += 1
        }
        return nil
    }
}

/// An active element: its edges across the axis and where it ends along it.
private struct ActiveEntry {
    var minX: Double
    var maxX: Double
    var maxY: Double
    var id: Int32
}

/// An element's place in the sweep order: by leading edge along the axis, then across, then id.
private struct SweepKey: Comparable {
    var minY: Double
    var minX: Double
    var id: Int32

    static func < (a: SweepKey, b: SweepKey) -> Bool {
        if a.minY != b.minY { return a.minY < b.minY }
        if a.minX != b.minX { return a.minX < b.minX }
        return a.id < b.id
    }
}
