/// The elements at the end of a result that an update leaves as they were, but for their
/// place: the elements of sections `oldSection...` before the update are those of sections
/// `newSection...` after it — the same items, the same kinds, in the same order — and start at
/// id `newElementStart` instead of `oldElementStart`. An engine that lays sections out one
/// after another finds such a tail after a change in an earlier section, lays out only the
/// sections up to it, and moves the tail rather than laying it out again.
package struct KeptTail: Equatable, Sendable {
    /// The tail's first section before the update.
    package var oldSection: Int
    /// Its first section after the update.
    package var newSection: Int
    /// The id of its first element before the update.
    package var oldElementStart: Int
    /// The id of its first element after the update.
    package var newElementStart: Int

    package init(oldSection: Int, newSection: Int, oldElementStart: Int, newElementStart: Int) {
        self.oldSection = oldSection
        self.newSection = newSection
        self.oldElementStart = oldElementStart
        self.newElementStart = newElementStart
    }
}

extension LayoutResult {
    /// The first section after `section` of `items` (the items after `change`) from which the
    /// sections are a kept tail of this result (laid out for the items before `change`): every
    /// section from it to the end kept by the update, in order, up to the last section before
    /// it, with the same item count, and every item of them in the change's unchanged suffix
    /// (the same items, none reloaded) — the first section whose items all lie in that suffix.
    /// Returns it and its index before the update, or `nil`.
    ///
    /// O(log sections + sections in the tail · log runs of the change).
    package func keptTailSections(after section: Int, of items: ItemSet, after change: ItemSetChange) -> (old: Int, new: Int)? {
        precondition(sparseLookup == nil, "a result read from elsewhere is not laid out incrementally")
        // Kinds of a layout's own are looked up by path in a table the tail's move does not shift.
        guard !hasCustomKinds else { return nil }
        let suffixStart = items.itemCount - change.unchangedSuffix
        let newCount = items.sectionCount
        var newSection = section + 1, high = newCount
        while newSection < high {
            let middle = (newSection + high) / 2
            if items.sectionStarts[middle] >= suffixStart { high = middle } else { newSection = middle + 1 }
        }
        guard newSection > 0, newSection < newCount, change.oldSectionCount == sectionStarts.count - 1,
              case let .kept(oldSection) = change.origin(ofSection: newSection),
              oldSection > 0, oldSection + (newCount - newSection) == change.oldSectionCount else { return nil }
        for offset in 0 ..< newCount - newSection {
            let new = newSection + offset, old = oldSection + offset
            guard offset == 0 || change.origin(ofSection: new) == .kept(old),
                  items.sectionStarts[new + 1] - items.sectionStarts[new] == sectionStarts[old + 1] - sectionStarts[old] else {
                return nil
            }
        }
        return (oldSection, newSection)
    }

    /// `removeElements(from:relayingOut:after:)` that keeps `tail`: the elements from id
    /// `elementCount` up to the tail are removed, the tail's elements move to start at
    /// `tail.newElementStart` (their kinds, paths and lookup entries follow them), and the gap
    /// between is filled by the `append…` calls that follow, in order — each writing its
    /// element's frame, kind, path and lookup entry — until `endRewritingFrames()`, which must
    /// then return `tail.newElementStart`. The tail's frames move last, in the same pass that
    /// moves them along the scroll axis (`placeKeptTail(movingBy:)`, which the engine calls
    /// next); until then `keptTailFrame(_:)` reads them.
    ///
    /// O(elements and items from `elementCount` on + sections from the first change on): the
    /// tail's kinds and paths are moved once (not at all when the gap keeps its length) and its
    /// lookup entries shifted.
    package mutating func removeElements(
        from elementCount: Int, keepingTail tail: KeptTail, relayingOut items: ItemSet, after change: ItemSetChange
    ) {
        precondition(rewriteCursor < 0, "frames are being rewritten")
        precondition(sparseLookup == nil, "a result read from elsewhere is not laid out incrementally")
        precondition(!hasCustomKinds, "a result with kinds of the layout's own keeps no tail (Tessera's engines have none)")
        precondition(
            elementCount >= 0 && elementCount <= tail.oldElementStart && tail.oldElementStart <= count
                && elementCount <= tail.newElementStart, "the tail does not follow the kept elements"
        )
        let gap = elementCount ..< tail.oldElementStart
        let gapLength = tail.newElementStart - elementCount
        // The frames stay where they are for now: a longer gap overwrites the tail's first
        // ones, which are kept aside, and the frames array grows at its end.
        let grown = Swift.max(0, tail.newElementStart - tail.oldElementStart)
        pendingTail = (tail, Array(frames[tail.oldElementStart ..< Swift.min(count, tail.oldElementStart + grown)]))
        frames.append(contentsOf: repeatElement(.zero, count: grown))
        kindCodes.replaceSubrange(gap, with: repeatElement(0, count: gapLength))
        sections.replaceSubrange(gap, with: repeatElement(0, count: gapLength))
        self.items.replaceSubrange(gap, with: repeatElement(0, count: gapLength))
        let sectionShift = Int32(tail.newSection - tail.oldSection)
        let idShift = Int32(tail.newElementStart - tail.oldElementStart)
        if sectionShift != 0 {
            sections.withUnsafeMutableBufferPointer { sections in
                for id in tail.newElementStart ..< sections.count { sections[id] &+= sectionShift }
            }
        }

        reshapeLookup(
            keeping: elementCount, for: items, after: change, tailFrom: tail.oldSection, to: tail.newSection, idShift: idShift
        )
        rewriteCursor = elementCount
    }

    /// How far (in elements) a kept tail may move towards the start and still be moved by
    /// one loop that reads and writes nearly the same memory: 64, or
    /// `KeptTailNearShift.override` while one is set.
    private static var nearShift: Int { KeptTailNearShift.override ?? 64 }

    /// Writes frame `index` of `source`, moved by `offset` along y (`vertical`) or x, to
    /// `target[index]` for every index of `indices`, in descending order if `descending`. One
    /// plain loop per axis and direction, which the compiler vectorises.
    private static func move(
        _ target: UnsafeMutablePointer<Rect>, _ indices: Range<Int>, by offset: Double, vertical: Bool, descending: Bool,
        from source: UnsafePointer<Rect>
    ) {
        switch (vertical, descending) {
        case (true, false): for index in indices { target[index] = source[index].moved(alongY: offset) }
        case (true, true): for index in indices.reversed() { target[index] = source[index].moved(alongY: offset) }
        case (false, false): for index in indices { target[index] = source[index].moved(alongX: offset) }
        case (false, true): for index in indices.reversed() { target[index] = source[index].moved(alongX: offset) }
        }
    }

    /// The frame the kept tail's element `index` (0 for its first) had before the update,
    /// while the tail waits to be placed (`removeElements(from:keepingTail:…)`). O(1).
    package func keptTailFrame(_ index: Int) -> Rect {
        let (tail, overwritten) = pendingTail!
        return index < overwritten.count ? overwritten[index] : frames[tail.oldElementStart + index]
    }

    /// Moves the kept tail's frames to their new ids, moving them by `offset` along the scroll
    /// axis on the way; with `nil`, only makes room for them, their frames to be rewritten
    /// (`beginRewritingFrames(from:)`). One pass over the tail's frames. O(tail).
    package mutating func placeKeptTail(movingBy offset: Double?) {
        let (tail, overwritten) = pendingTail!
        pendingTail = nil
        let shift = tail.newElementStart - tail.oldElementStart
        let tailCount = frames.count - Swift.max(0, shift) - tail.oldElementStart
        if let offset {
            let vertical = scrollAxis == .vertical
            frames.withUnsafeMutableBufferPointer { frames in
                let source = frames.baseAddress! + tail.oldElementStart
                let target = frames.baseAddress! + tail.newElementStart
                let unsaved = overwritten.count ..< tailCount
                if shift < -Self.nearShift {
                    // Far towards the start, one loop reading one stretch of memory and
                    // writing another measured slower than the library's move (which streams
                    // large copies) followed by a pass in place.
                    target.update(from: source, count: tailCount)
                    Self.move(target, unsaved, by: offset, vertical: vertical, descending: false, from: UnsafePointer(target))
                } else {
                    // Towards the end when the tail moves there, so that no frame is overwritten
                    // before it moves.
                    Self.move(target, unsaved, by: offset, vertical: vertical, descending: shift > 0, from: UnsafePointer(source))
                }
                overwritten.withUnsafeBufferPointer { overwritten in
                    guard let saved = overwritten.baseAddress else { return }
                    Self.move(target, overwritten.indices, by: offset, vertical: vertical, descending: false, from: saved)
                }
            }
        }
        if shift < 0 { frames.removeLast(-shift) }
    }
}

private extension Rect {
    @inline(__always)
    func moved(alongY offset: Double) -> Rect { Rect(minX: minX, minY: minY + offset, maxX: maxX, maxY: maxY + offset) }

    @inline(__always)
    func moved(alongX offset: Double) -> Rect { Rect(minX: minX + offset, minY: minY, maxX: maxX + offset, maxY: maxY) }
}
