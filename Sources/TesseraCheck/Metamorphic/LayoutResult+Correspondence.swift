import TesseraCore

extension LayoutResult {
    /// Differences between two runs on the same input, bit for bit: content size, element
    /// count, and each element's kind, path and frame edges (`determinism`). O(n).
    public func determinismViolations(against other: LayoutResult) -> [InvariantViolation] {
        determinismViolations(against: other, allowance: .exact)
    }

    /// `determinismViolations(against:)` letting pass the frame and content-size differences
    /// `allowance` passes (and looking on past them); a frame's magnitude is the largest
    /// distance between its edges on the two runs, a different element count, kind or path is
    /// not geometric.
    func determinismViolations(against other: LayoutResult, allowance: ViolationAllowance) -> [InvariantViolation] {
        func bits(_ rect: Rect) -> [UInt64] { [rect.minX.bitPattern, rect.minY.bitPattern, rect.maxX.bitPattern, rect.maxY.bitPattern] }
        if contentSize.width.bitPattern != other.contentSize.width.bitPattern
            || contentSize.height.bitPattern != other.contentSize.height.bitPattern {
            let magnitude = ViolationMagnitude.distance(from: other.contentSize, to: contentSize)
            if allowance.isExact || !allowance.passes(magnitude) {
                return [InvariantViolation(.determinism, "content size \(contentSize) on one run, \(other.contentSize) on another", magnitude: magnitude)]
            }
        }
        if count != other.count {
            return [InvariantViolation(.determinism, "\(count) elements on one run, \(other.count) on another")]
        }
        let tablesEqual = kindTable == other.kindTable
        for id in 0 ..< count {
            let sameFrame = bits(frames[id]) == bits(other.frames[id])
            if hasSameKind(id, as: id, of: other, tablesEqual: tablesEqual), path(ofElement: id) == other.path(ofElement: id) {
                if sameFrame { continue }
                let magnitude = ViolationMagnitude.distance(from: other.frames[id], to: frames[id])
                if !allowance.isExact, allowance.passes(magnitude) { continue }
                return [InvariantViolation(
                    .determinism, "element #\(id) differs between two runs: \(self[id].frame) vs \(other[id].frame)",
                    elements: [.init(self, id: id), .init(other, id: id)], magnitude: magnitude
                )]
            }
            return [InvariantViolation(
                .determinism, "element #\(id) differs between two runs: \(self[id].frame) vs \(other[id].frame)",
                elements: [.init(self, id: id), .init(other, id: id)]
            )]
        }
        return []
    }

    /// Elements of `self` whose counterpart in `other` (same kind and path) is missing or is
    /// not `expected(frame)` exactly, and a content size that is not `expected` of this one
    /// (`invariant`: `transposition` or `scaling`). O(n).
    public func correspondenceViolations(
        _ invariant: Invariant, other: LayoutResult, limit: Int = 1, expected: (Rect) -> Rect
    ) -> [InvariantViolation] {
        correspondenceViolations(invariant, other: other, limit: limit, allowance: .exact, expected: expected)
    }

    /// `correspondenceViolations(_:other:limit:expected:)` letting pass the frame and
    /// content-size differences `allowance` passes; a frame's magnitude is the largest distance
    /// between its edges and the expected ones, a missing element or count is not geometric.
    func correspondenceViolations(
        _ invariant: Invariant, other: LayoutResult, limit: Int, allowance: ViolationAllowance, expected: (Rect) -> Rect
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func fails(_ magnitude: ViolationMagnitude) -> Bool { allowance.isExact || !allowance.passes(magnitude) }
        let sizeRect = expected(Rect(minX: 0, minY: 0, maxX: contentSize.width, maxY: contentSize.height))
        if sizeRect.size != other.contentSize {
            let magnitude = ViolationMagnitude.distance(from: other.contentSize, to: sizeRect.size)
            if fails(magnitude) {
                found.append(InvariantViolation(
                    invariant, "content size \(other.contentSize), expected \(sizeRect.size) from \(contentSize)", magnitude: magnitude
                ))
            }
        }
        if count != other.count, found.count < limit {
            found.append(InvariantViolation(invariant, "\(other.count) elements, expected \(count)"))
        }
        for id in 0 ..< count where found.count < limit {
            let want = expected(frames[id])
            guard let counterpart = other.element(kind(ofElement: id), at: path(ofElement: id)) else {
                found.append(InvariantViolation(invariant, "no \(kind(ofElement: id).name) at \(path(ofElement: id)) in the transformed layout", elements: [.init(self, id: id)]))
                continue
            }
            if other.frames[counterpart] != want {
                let magnitude = ViolationMagnitude.distance(from: other.frames[counterpart], to: want)
                guard fails(magnitude) else { continue }
                found.append(InvariantViolation(
                    invariant, "\(kind(ofElement: id).name) \(path(ofElement: id)) is at \(other.frames[counterpart]), expected \(want)",
                    elements: [.init(self, id: id), .init(other, id: counterpart)], magnitude: magnitude
                ))
            }
        }
        return found
    }
}
