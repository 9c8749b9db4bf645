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
    /// The sections from `newSection` on of `items` (the items after `change`) when they are a
    /// kept tail of this result (laid out for the items before `change`): every section from
    /// it to the end kept by the update, in order, up to the last section before it, with the
    /// same item count, and every item of them in the change's unchanged suffix (the same items,
    /// none reloaded). Returns the tail's first section before the update, or `nil`.
    ///
    /// O(sections in the tail · log runs of the change).
    package func keptTailSection(from newSection: Int, of items: ItemSet, after change: ItemSetChange) -> Int? {
        precondition(sparseLookup == nil, "a result read from elsewhere is not laid out incrementally")
        let newCount = items.sectionCount
        guard newSection > 0, newSection < newCount, change.oldSectionCount == sectionStarts.count - 1,
              items.sectionStarts[newSection] >= items.itemCount - change.unchangedSuffix,
              case let .kept(oldSection) = change.origin(ofSection: newSection),
              oldSection > 0, oldSection + (newCount - newSection) == change.oldSectionCount else { return nil }
        for offset in 0 ..< newCount - newSection {
            let new = newSection + offset, old = oldSection + offset
            guard offset == 0 || change.origin(ofSection: new) == .kept(old),
                  items.sectionStarts[new + 1] - items.sectionStarts[new] == sectionStarts[old + 1] - sectionStarts[old] else {
                return nil
            }
        }
        return oldSection
    }

    /// `removeElements(from:relayingOut:after:)` that keeps `tail`: the elements from id
    /// `elementCount` up to the tail are removed, the tail's elements move to start at
    /// `tail.newElementStart` (their section numbers and the lookup tables follow them; their
    /// frames stay as they were, for the engine to move or rewrite), and the gap between is
    /// filled by the `append…` calls that follow, in order — each writing its element's frame,
    /// kind, path and lookup entry — until `endRewritingFrames()`, which must then return
    /// `tail.newElementStart`.
    ///
    /// O(elements and items from `elementCount` on + sections from the first change on): the
    /// tail is moved once (not at all when the gap keeps its length) and its lookup entries
    /// shifted.
    package mutating func removeElements(
        from elementCount: Int, keepingTail tail: KeptTail, relayingOut items: ItemSet, after change: ItemSetChange
    ) {
        precondition(rewriteCursor < 0, "frames are being rewritten")
        precondition(sparseLookup == nil, "a result read from elsewhere is not laid out incrementally")
        precondition(
            elementCount >= 0 && elementCount <= tail.oldElementStart && tail.oldElementStart <= count
                && elementCount <= tail.newElementStart, "the tail does not follow the kept elements"
        )
        let gap = elementCount ..< tail.oldElementStart
        let gapLength = tail.newElementStart - elementCount
        frames.replaceSubrange(gap, with: repeatElement(.zero, count: gapLength))
        kinds.replaceSubrange(gap, with: repeatElement(.cell, count: gapLength))
        sections.replaceSubrange(gap, with: repeatElement(0, count: gapLength))
        self.items.replaceSubrange(gap, with: repeatElement(0, count: gapLength))
        let sectionShift = Int32(tail.newSection - tail.oldSection)
        let idShift = Int32(tail.newElementStart - tail.oldElementStart)
        if sectionShift != 0 {
            sections.withUnsafeMutableBufferPointer { sections in
                for id in tail.newElementStart ..< sections.count { sections[id] &+= sectionShift }
            }
        }

        let firstSection = change.unchangedSections
        let firstItem = change.unchangedPrefix
        let oldTailItem = sectionStarts[tail.oldSection], newTailItem = items.sectionStarts[tail.newSection]
        cellElements.replaceSubrange(firstItem ..< oldTailItem, with: repeatElement(-1, count: newTailItem - firstItem))
        let keptHeader = headerElements[firstSection]
        let keptFooter = footerElements[firstSection]
        let openedSections = tail.newSection - firstSection
        headerElements.replaceSubrange(firstSection ..< tail.oldSection, with: repeatElement(-1, count: openedSections))
        footerElements.replaceSubrange(firstSection ..< tail.oldSection, with: repeatElement(-1, count: openedSections))
        if keptHeader >= 0, keptHeader < elementCount { headerElements[firstSection] = keptHeader }
        if keptFooter >= 0, keptFooter < elementCount { footerElements[firstSection] = keptFooter }
        if idShift != 0 {
            Self.shift(&cellElements, from: newTailItem, by: idShift)
            Self.shift(&headerElements, from: tail.newSection, by: idShift)
            Self.shift(&footerElements, from: tail.newSection, by: idShift)
        }
        sectionStarts.replaceSubrange((firstSection + 1)..., with: items.sectionStarts[(firstSection + 1)...])
        rewriteCursor = elementCount
        rewriteFillsGap = true
    }

    /// Adds `shift` to every id in `ids` from `start` on (the -1 of no element stays).
    private static func shift(_ ids: inout [Int32], from start: Int, by shift: Int32) {
        ids.withUnsafeMutableBufferPointer { ids in
            for index in start ..< ids.count where ids[index] >= 0 { ids[index] &+= shift }
        }
    }

    /// Moves the frames from id `start` on by `offset` along the scroll axis. O(frames moved).
    package mutating func translateFrames(from start: Int, by offset: Double) {
        // One loop per axis, so that each is a plain strided add the compiler vectorises.
        let vertical = scrollAxis == .vertical
        frames.withUnsafeMutableBufferPointer { frames in
            if vertical {
                for id in start ..< frames.count {
                    frames[id].minY += offset
                    frames[id].maxY += offset
                }
            } else {
                for id in start ..< frames.count {
                    frames[id].minX += offset
                    frames[id].maxX += offset
                }
            }
        }
    }
}
