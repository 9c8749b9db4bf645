import TesseraCore

extension ItemSet {
    /// The set without the items at flat indices `range`; sections keep their places (a
    /// section may become empty). O(items).
    func removing(flatRange range: Range<Int>) -> ItemSet {
        removingItems(flatRange: range)
    }

    /// The set with `transform` applied to the item at each flat index.
    func mapItems(_ transform: (Int, Item) -> Item) -> ItemSet {
        var result = ItemSet()
        result.reserveCapacity(itemCount)
        for section in 0 ..< sectionCount {
            result.appendSection()
            for flat in flatRange(ofSection: section) {
                result.append(transform(flat, self[flatIndex: flat]))
            }
        }
        return result
    }
}

extension LayoutSpec {
    /// The spec without sections `sections`; the definition moves per-section options of
    /// later sections down with them.
    func removingSections(_ sections: Range<Int>) -> LayoutSpec {
        var spec = self
        for section in sections.reversed() {
            spec.items.removeSection(section)
        }
        spec.options = layout.options(options, removingSections: sections)
        return spec
    }
}
