extension LayoutResult {
    /// Removes every element from id `elementCount` on, so that an incremental layout appends
    /// the elements of `items` — the items after `change` — from its first change on, with
    /// `appendCells`, `appendHeader`, `appendFooter` and `append`.
    ///
    /// The elements kept must be exactly those of the items before `change.unchangedPrefix`
    /// and of the sections before `change.unchangedSections`, plus, when that section is kept
    /// (`change.firstChangedSectionIsKept`), its header or footer if either was placed before
    /// its first changed item. The lookup tables are reshaped for `items`: kept entries stay,
    /// the rest are cleared for the engine's appends. Storage keeps its capacity, so the
    /// appends that follow write into memory the result already holds.
    ///
    /// O(removed elements + items and sections from the first change on).
    package mutating func removeElements(from elementCount: Int, relayingOut items: ItemSet, after change: ItemSetChange) {
        precondition(rewriteCursor < 0, "frames are being rewritten")
        precondition(sparseLookup == nil, "a result read from elsewhere is not laid out incrementally")
        precondition(elementCount >= 0 && elementCount <= count, "elementCount outside the result")
        frames.removeSubrange(elementCount...)
        kindCodes.removeSubrange(elementCount...)
        sections.removeSubrange(elementCount...)
        self.items.removeSubrange(elementCount...)
        if !customLookup.isEmpty { customLookup = customLookup.filter { $0.value < elementCount } }

        reshapeLookup(keeping: elementCount, for: items, after: change, tailFrom: headerElements.count, to: items.sectionCount)
    }

    /// Reshapes the lookup tables for `items` — the items after `change` — when the elements
    /// from id `elementCount` on are laid out again up to the sections from `oldTailSection`
    /// on before the update, which are sections `newTailSection...` after it (the end of both,
    /// for none) and whose elements moved by `idShift` ids: the entries before the change stay
    /// (the first changed section's header or footer too, if placed before `elementCount`),
    /// those laid out again are cleared for the engine's writes, the tail's follow it.
    ///
    /// O(items and sections from the first change on).
    mutating func reshapeLookup(
        keeping elementCount: Int, for items: ItemSet, after change: ItemSetChange, tailFrom oldTailSection: Int,
        to newTailSection: Int, idShift: Int32 = 0
    ) {
        let firstSection = change.unchangedSections
        let firstItem = change.unchangedPrefix
        let oldTailItem = sectionStarts[oldTailSection], newTailItem = items.sectionStarts[newTailSection]
        cellElements.replaceSubrange(firstItem ..< oldTailItem, with: repeatElement(-1, count: newTailItem - firstItem))
        let keptHeader = firstSection < oldTailSection ? headerElements[firstSection] : -1
        let keptFooter = firstSection < oldTailSection ? footerElements[firstSection] : -1
        let laidOutSections = newTailSection - firstSection
        headerElements.replaceSubrange(firstSection ..< oldTailSection, with: repeatElement(-1, count: laidOutSections))
        footerElements.replaceSubrange(firstSection ..< oldTailSection, with: repeatElement(-1, count: laidOutSections))
        if laidOutSections > 0 {
            if keptHeader >= 0, keptHeader < elementCount { headerElements[firstSection] = keptHeader }
            if keptFooter >= 0, keptFooter < elementCount { footerElements[firstSection] = keptFooter }
        }
        if idShift != 0 {
            Self.shift(&cellElements, from: newTailItem, by: idShift)
            Self.shift(&headerElements, from: newTailSection, by: idShift)
            Self.shift(&footerElements, from: newTailSection, by: idShift)
        }
        sectionStarts.replaceSubrange((firstSection + 1)..., with: items.sectionStarts[(firstSection + 1)...])
    }

    /// Adds `shift` to every id in `ids` from `start` on (the -1 of no element stays).
    private static func shift(_ ids: inout [Int32], from start: Int, by shift: Int32) {
        ids.withUnsafeMutableBufferPointer { ids in
            // A select rather than a branch, so that the loop vectorises.
            for index in start ..< ids.count { ids[index] &+= ids[index] >= 0 ? shift : 0 }
        }
    }

    /// Starts rewriting frames in place from element `id` on: every element keeps its id, kind
    /// and path, and the `append…` calls that follow overwrite the frames of elements `id`,
    /// `id + 1`, … in order instead of appending — what an incremental layout does when an
    /// update changed only the contents of items (`ItemSetChange.keepsPositions`) and the
    /// layout places its elements in item order. The calls must name the elements in their
    /// order (the result does not check). `endRewritingFrames()` ends it; the frames not
    /// rewritten by then stay as they were. If an engine's frame writer throws meanwhile, the
    /// frames are partly rewritten and the result is not one to keep.
    package mutating func beginRewritingFrames(from id: Int) {
        precondition(rewriteCursor < 0, "frames are already being rewritten")
        precondition(pendingTail == nil, "a kept tail is waiting to be placed (placeKeptTail)")
        precondition(id >= 0 && id <= count, "id outside the result")
        rewriteCursor = id
    }

    /// Ends rewriting frames in place (or filling the gap `removeElements(from:keepingTail:…)`
    /// opened) and returns the id of the first frame not rewritten.
    @discardableResult
    package mutating func endRewritingFrames() -> Int {
        defer { rewriteCursor = -1 }
        return rewriteCursor
    }

    /// `append(_:kind:path:)` while rewriting: overwrites the next frame.
    mutating func rewriteFrame(_ frame: Rect, kind: ElementKind, path: ItemPath) -> Int {
        let id = rewriteCursor
        precondition(id < frames.count, "more frames rewritten than the result holds")
        frames[id] = frame
        if rewriteFillsGap {
            let code = code(for: kind)
            kindCodes[id] = code
            sections[id] = Int32(path.section)
            items[id] = Int32(path.item)
            recordLookup(Int32(id), code: code, at: path)
        }
        rewriteCursor = id + 1
        return id
    }

    /// `appendCells` while rewriting: the writer fills the frames of the next `items.count`
    /// elements in place.
    mutating func rewriteCells<Failure: Error>(
        section: Int, items: Range<Int>,
        frames writeFrames: (_ frames: UnsafeMutableBufferPointer<Rect>, _ firstItem: Int) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        let first = rewriteCursor
        let end = first + items.count
        precondition(end <= frames.count, "more frames rewritten than the result holds")
        try frames.withUnsafeMutableBufferPointer { (buffer: inout UnsafeMutableBufferPointer<Rect>) throws(Failure) in
            try writeFrames(UnsafeMutableBufferPointer(rebasing: buffer[first ..< end]), items.lowerBound)
        }
        if rewriteFillsGap {
            let base = sectionStarts[section] + items.lowerBound
            for offset in 0 ..< items.count {
                kindCodes[first + offset] = 0
                sections[first + offset] = Int32(section)
                self.items[first + offset] = Int32(items.lowerBound + offset)
                cellElements[base + offset] = Int32(first + offset)
            }
        }
        rewriteCursor = end
        return first
    }

    /// The id of the cell of the item at flat index `index` (of the items the result was laid
    /// out for), or `nil`; always `nil` for a sparse result read from elsewhere. O(1).
    func cellID(atFlatIndex index: Int) -> Int? {
        guard index >= 0, index < cellElements.count, cellElements[index] >= 0 else { return nil }
        return Int(cellElements[index])
    }
}

extension LayoutResult {
    /// Whether `other` equals this result (`==`) and has the same lookup tables — the same
    /// sections, items, and ids by path: what an incrementally updated result must be of the
    /// same layout computed from scratch. O(n).
    public func isIdentical(to other: LayoutResult) -> Bool {
        self == other && sectionStarts == other.sectionStarts && cellElements == other.cellElements
            && headerElements == other.headerElements && footerElements == other.footerElements
            && (sparseLookup == nil) == (other.sparseLookup == nil)
    }
}
