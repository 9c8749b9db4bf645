import TesseraCore

extension LayoutResult {
    /// Frames that are not finite, are inverted, or leave `[0, contentSize]` on either axis
    /// — or, when `fixedLength` is given, cross the container across the scroll axis — by
    /// more than `tolerance`; at most `limit` of them (`inBounds` violations). Also reports a
    /// content size that is not finite and ≥ 0. O(n).
    public func boundsViolations(fixedLength: Double? = nil, tolerance: Double = 0, limit: Int = 1) -> [InvariantViolation] {
        boundsViolations(
            fixedLength: fixedLength, allowance: ViolationAllowance(points: tolerance, tolerance: .exact, displayScale: DisplayScale.standard),
            limit: limit
        )
    }

    /// `boundsViolations(fixedLength:tolerance:limit:)` letting pass what `allowance` passes.
    /// Each violation's magnitude is how far the frame reaches past its bound (how far it is
    /// inverted, for an inverted frame); a non-finite edge or content size is not geometric.
    func boundsViolations(fixedLength: Double?, allowance: ViolationAllowance, limit: Int) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let size = contentSize
        if !(size.width >= 0 && size.width < .infinity && size.height >= 0 && size.height < .infinity) {
            found.append(InvariantViolation(.inBounds, "content size \(size) is not finite and ≥ 0"))
        }
        let tolerance = allowance.threshold
        let vertical = scrollAxis == .vertical
        for id in 0 ..< count where found.count < limit {
            let frame = frames[id]
            // The common case in a few comparisons; the slow path measures and words the problem.
            // Each compares the distance the magnitude reports with the threshold, never an edge
            // with a bound moved by it: `width + threshold` rounds, and at the boundary (half a
            // device pixel past) would let the frame pass.
            if frame.isFinite, !frame.isInverted, frame.minX >= -tolerance, frame.minY >= -tolerance,
               frame.maxX - size.width <= tolerance, frame.maxY - size.height <= tolerance,
               fixedLength.map({ (vertical ? frame.maxX : frame.maxY) - $0 <= tolerance }) ?? true {
                continue
            }
            if let violation = boundsViolation(id, fixedLength: fixedLength, allowance: allowance) {
                found.append(violation)
            }
        }
        return found
    }

    /// Element `id`'s first problem with its bounds that `allowance` does not pass, or `nil`.
    private func boundsViolation(_ id: Int, fixedLength: Double?, allowance: ViolationAllowance) -> InvariantViolation? {
        let frame = frames[id], size = contentSize, tolerance = allowance.threshold
        func violation(_ problem: String, _ magnitude: ViolationMagnitude) -> InvariantViolation {
            InvariantViolation(.inBounds, "#\(id): \(problem)", elements: [.init(self, id: id)], magnitude: magnitude)
        }
        guard frame.isFinite else { return violation("frame has a non-finite edge", .notGeometric) }
        let coordinate = frame.largestCoordinate
        var problems: [(String, Double, Double)] = []
        if frame.isInverted {
            problems.append(("frame is inverted (size \(frame.size))", Swift.max(frame.minX - frame.maxX, frame.minY - frame.maxY), coordinate))
        }
        if frame.minX < -tolerance || frame.minY < -tolerance {
            problems.append(("frame starts before the content origin", -Swift.min(frame.minX, frame.minY), coordinate))
        }
        if frame.maxX - size.width > tolerance || frame.maxY - size.height > tolerance {
            let past = Swift.max(frame.maxX - size.width, frame.maxY - size.height)
            problems.append(("frame ends beyond the content size \(size)", past, Swift.max(coordinate, size.width.magnitude, size.height.magnitude)))
        }
        if let fixedLength {
            let crossEnd = scrollAxis == .vertical ? frame.maxX : frame.maxY
            if crossEnd - fixedLength > tolerance {
                problems.append((
                    "frame ends at \(crossEnd) across the scroll axis, beyond the container's \(fixedLength)",
                    crossEnd - fixedLength, Swift.max(coordinate, fixedLength.magnitude)
                ))
            }
        }
        for (problem, distance, coordinate) in problems {
            let magnitude = ViolationMagnitude(points: distance, coordinate: coordinate)
            // Found beyond the threshold, a problem passes only as noise (when noise passes).
            if !allowance.filters || !allowance.passes(magnitude) { return violation(problem, magnitude) }
        }
        return nil
    }

    /// Whether the content size is the union of the finite frames plus `insets` on each
    /// side, within `tolerance` (`tightContentSize` violations): along the scroll axis the
    /// frames' union must start at the leading inset (a leading gap is padding), across it
    /// not before it (placement may leave leading columns empty), and the content must end at
    /// the union plus the trailing insets — never smaller, never padded. Without `insets`, only "never smaller than the
    /// union" is checked. An empty result must have a content size of zero or of just the
    /// insets. O(n).
    ///
    /// `cellOutset` grows every cell frame by that much on each side before the union, for
    /// layouts whose cells keep padding inside their content (a waterfall's `padding`).
    public func contentSizeViolations(insets: Insets? = nil, cellOutset: Double = 0, tolerance: Double = 0) -> [InvariantViolation] {
        contentSizeViolations(
            insets: insets, cellOutset: cellOutset,
            allowance: ViolationAllowance(points: tolerance, tolerance: .exact, displayScale: DisplayScale.standard)
        )
    }

    /// `contentSizeViolations(insets:cellOutset:tolerance:)` letting pass what `allowance`
    /// passes; each violation's magnitude is the distance between the content edge and where
    /// the frames and insets put it.
    func contentSizeViolations(insets: Insets?, cellOutset: Double, allowance: ViolationAllowance) -> [InvariantViolation] {
        let tolerance = allowance.threshold
        var union: Rect?
        var extremes = (minX: -1, minY: -1, maxX: -1, maxY: -1)
        for (id, edges) in frames.enumerated() where edges.isFinite && !edges.isInverted {
            let frame = isCell(id) && cellOutset != 0
                ? Rect(minX: edges.minX - cellOutset, minY: edges.minY - cellOutset, maxX: edges.maxX + cellOutset, maxY: edges.maxY + cellOutset)
                : edges
            guard let current = union else {
                union = frame
                extremes = (id, id, id, id)
                continue
            }
            if frame.minX < current.minX { extremes.minX = id }
            if frame.minY < current.minY { extremes.minY = id }
            if frame.maxX > current.maxX { extremes.maxX = id }
            if frame.maxY > current.maxY { extremes.maxY = id }
            union = current.union(frame)
        }
        let size = contentSize
        guard let union else {
            let insetSize = Size(width: insets?.horizontal ?? 0, height: insets?.vertical ?? 0)
            if size == .zero || size == insetSize || insets == nil { return [] }
            let magnitude = ViolationMagnitude.distance(from: size, to: insets == nil ? .zero : insetSize)
            if allowance.filters, allowance.passes(magnitude) { return [] }
            return [InvariantViolation(.tightContentSize, "no frames, yet content size is \(size) (expected 0×0 or \(insetSize))", magnitude: magnitude)]
        }
        var problems: [(String, Int, ViolationMagnitude)] = []
        if let insets {
            let expected = Size(width: union.maxX + insets.right, height: union.maxY + insets.bottom)
            let grown = cellOutset != 0 ? " (cells grown by \(cellOutset))" : ""
            if abs(size.width - expected.width) > tolerance {
                problems.append(("content width \(size.width) ≠ frames' maxX \(union.maxX) + insets.right \(insets.right) = \(expected.width)\(grown)", extremes.maxX, .distance(from: size.width, to: expected.width)))
            }
            if abs(size.height - expected.height) > tolerance {
                problems.append(("content height \(size.height) ≠ frames' maxY \(union.maxY) + insets.bottom \(insets.bottom) = \(expected.height)\(grown)", extremes.maxY, .distance(from: size.height, to: expected.height)))
            }
            // Along the scroll axis the content starts with the first element: a leading gap is
            // padding. Across it, placement may leave leading columns empty (right-to-left
            // waterfalls); frames only must not reach into the leading inset.
            let vertical = scrollAxis == .vertical
            let leadingX = union.minX - insets.left, leadingY = union.minY - insets.top
            if vertical ? leadingX < -tolerance : abs(leadingX) > tolerance {
                problems.append(("frames start at x = \(union.minX), \(vertical ? "inside" : "not at") insets.left \(insets.left)\(grown)", extremes.minX, .distance(from: union.minX, to: insets.left)))
            }
            if vertical ? abs(leadingY) > tolerance : leadingY < -tolerance {
                problems.append(("frames start at y = \(union.minY), \(vertical ? "not at" : "inside") insets.top \(insets.top)\(grown)", extremes.minY, .distance(from: union.minY, to: insets.top)))
            }
        } else {
            if union.maxX - size.width > tolerance {
                problems.append(("content width \(size.width) < frames' maxX \(union.maxX)", extremes.maxX, .distance(from: size.width, to: union.maxX)))
            }
            if union.maxY - size.height > tolerance {
                problems.append(("content height \(size.height) < frames' maxY \(union.maxY)", extremes.maxY, .distance(from: size.height, to: union.maxY)))
            }
        }
        return problems.filter { !allowance.filters || !allowance.passes($0.2) }.map { message, id, magnitude in
            InvariantViolation(.tightContentSize, message, elements: [.init(self, id: id)], magnitude: magnitude)
        }
    }
}
