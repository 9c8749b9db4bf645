import TesseraCore

extension LayoutResult {
    /// Frames that are not finite, are inverted, or leave `[0, contentSize]` on either axis
    /// — or, when `fixedLength` is given, cross the container across the scroll axis — by
    /// more than `tolerance`; at most `limit` of them (`inBounds` violations). Also reports a
    /// content size that is not finite and ≥ 0. O(n).
    public func boundsViolations(fixedLength: Double? = nil, tolerance: Double = 0, limit: Int = 1) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let size = contentSize
        if !(size.width >= 0 && size.width < .infinity && size.height >= 0 && size.height < .infinity) {
            found.append(InvariantViolation(.inBounds, "content size \(size) is not finite and ≥ 0"))
        }
        let crossLimit = fixedLength.map { $0 + tolerance }
        for id in 0 ..< count where found.count < limit {
            let frame = frames[id]
            var problem: String?
            if !frame.isFinite {
                problem = "frame has a non-finite edge"
            } else if frame.isInverted {
                problem = "frame is inverted (size \(frame.size))"
            } else if frame.minX < -tolerance || frame.minY < -tolerance {
                problem = "frame starts before the content origin"
            } else if frame.maxX > size.width + tolerance || frame.maxY > size.height + tolerance {
                problem = "frame ends beyond the content size \(size)"
            } else if let crossLimit {
                let crossEnd = scrollAxis == .vertical ? frame.maxX : frame.maxY
                if crossEnd > crossLimit {
                    problem = "frame ends at \(crossEnd) across the scroll axis, beyond the container's \(fixedLength!)"
                }
            }
            if let problem {
                found.append(InvariantViolation(.inBounds, "#\(id): \(problem)", elements: [.init(self, id: id)]))
            }
        }
        return found
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
            return [InvariantViolation(.tightContentSize, "no frames, yet content size is \(size) (expected 0×0 or \(insetSize))")]
        }
        var problems: [(String, Int)] = []
        if let insets {
            let expected = Size(width: union.maxX + insets.right, height: union.maxY + insets.bottom)
            let grown = cellOutset != 0 ? " (cells grown by \(cellOutset))" : ""
            if abs(size.width - expected.width) > tolerance {
                problems.append(("content width \(size.width) ≠ frames' maxX \(union.maxX) + insets.right \(insets.right) = \(expected.width)\(grown)", extremes.maxX))
            }
            if abs(size.height - expected.height) > tolerance {
                problems.append(("content height \(size.height) ≠ frames' maxY \(union.maxY) + insets.bottom \(insets.bottom) = \(expected.height)\(grown)", extremes.maxY))
            }
            // Along the scroll axis the content starts with the first element: a leading gap is
            // padding. Across it, placement may leave leading columns empty (right-to-left
            // waterfalls); frames only must not reach into the leading inset.
            let vertical = scrollAxis == .vertical
            let leadingX = union.minX - insets.left, leadingY = union.minY - insets.top
            if vertical ? leadingX < -tolerance : abs(leadingX) > tolerance {
                problems.append(("frames start at x = \(union.minX), \(vertical ? "inside" : "not at") insets.left \(insets.left)\(grown)", extremes.minX))
            }
            if vertical ? abs(leadingY) > tolerance : leadingY < -tolerance {
                problems.append(("frames start at y = \(union.minY), \(vertical ? "not at" : "inside") insets.top \(insets.top)\(grown)", extremes.minY))
            }
        } else {
            if size.width < union.maxX - tolerance {
                problems.append(("content width \(size.width) < frames' maxX \(union.maxX)", extremes.maxX))
            }
            if size.height < union.maxY - tolerance {
                problems.append(("content height \(size.height) < frames' maxY \(union.maxY)", extremes.maxY))
            }
        }
        return problems.map { message, id in
            InvariantViolation(.tightContentSize, message, elements: [.init(self, id: id)])
        }
    }
}
