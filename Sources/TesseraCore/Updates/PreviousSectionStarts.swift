/// An item set's `sectionStarts` before an update, kept in space proportional to the sections
/// the update named rather than to all sections: read through the starts after the update.
///
/// The sections before the update fall into pieces in section order. A piece of consecutive
/// sections that survived in order with their item counts unchanged (all but its last) starts
/// where it started before, and its sections lie as far apart as they do after the update; any
/// other section (deleted, reloaded, moved, items edited) is a piece of one with its start
/// recorded.
///
/// It shares the set's `sectionStarts` storage: an `ItemSetChange` kept alive across the set's
/// next update makes that update copy the starts.
struct PreviousSectionStarts: Hashable, Sendable {
    /// Sections `section ..< section + count` before the update.
    struct Piece: Hashable, Sendable {
        /// The first section's index before the update.
        var section: Int
        /// How many sections.
        var count: Int
        /// The first section's flat index before the update.
        var itemStart: Int
        /// The first section's index after the update, when the sections lie as far apart as
        /// before; `nil` for a piece of one section.
        var newSection: Int?
    }

    /// The pieces, by `section`, covering every section before the update.
    private var pieces: [Piece]
    /// `ItemSet.sectionStarts` after the update.
    private var newStarts: [Int]
    /// The number of sections before the update.
    private(set) var sectionCount: Int
    /// The number of items before the update.
    private(set) var itemCount: Int

    /// The starts described by `pieces` (in any order), read through `newStarts`.
    /// O(pieces · log pieces).
    init(pieces: [Piece], newStarts: [Int], sectionCount: Int, itemCount: Int) {
        let isSorted = zip(pieces, pieces.dropFirst()).allSatisfy { $0.section < $1.section }
        self.pieces = isSorted ? pieces : pieces.sorted { $0.section < $1.section }
        self.newStarts = newStarts
        self.sectionCount = sectionCount
        self.itemCount = itemCount
    }

    /// The flat index before the update of section `section`'s first item; `sectionCount`
    /// gives the item count. O(log pieces).
    subscript(section: Int) -> Int {
        guard section < sectionCount else { return itemCount }
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].section <= section { low = middle } else { high = middle - 1 }
        }
        return start(of: section, in: pieces[low])
    }

    /// The last section before the update whose start is at or before `index`, which must be
    /// the flat index of an item before the update: the section holding it.
    /// O(log pieces + log sections).
    func section(containing index: Int) -> Int {
        guard !pieces.isEmpty else { return 0 }
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].itemStart <= index { low = middle } else { high = middle - 1 }
        }
        let piece = pieces[low]
        var first = piece.section, last = piece.section + piece.count - 1
        while first < last {
            let middle = (first + last + 1) / 2
            if start(of: middle, in: piece) <= index { first = middle } else { last = middle - 1 }
        }
        return first
    }

    private func start(of section: Int, in piece: Piece) -> Int {
        guard let newSection = piece.newSection else { return piece.itemStart }
        return piece.itemStart + newStarts[newSection + section - piece.section] - newStarts[newSection]
    }
}
