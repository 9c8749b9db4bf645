import TesseraCore

/// The stable|kernel grid's occupancy bookkeeping, kept as the seed keeps it: one
/// `[[[Bool]]]` — sections of rows of `columns` flags — grown a row at a time, walked cell by
/// cell. Only `SeedGridLayout` uses it.
///
/// The seed's search is unbounded; the port counts every occupancy cell it examines, reserves
/// or allocates, and throws once `workLimit` is spent, so that quadratic back-filling walks and
/// huge column counts end with an error instead of hanging or exhausting memory.
struct SeedGridOccupancy {
    /// A grid position, as the seed's `ItemFrame` tuple: `scale` is `span - 1`.
    struct ItemFrame: Hashable {
        var section: Int
        var flexibleIndex: Int
        var fixedIndex: Int
        var scale: Int
    }

    /// The seed's `sectionedItemGrid`.
    private(set) var sectionedItemGrid: [[[Bool]]] = []
    /// The seed's `intFixedDivisionCount`.
    let columns: Int
    /// Occupancy cells the port may still touch.
    private var remainingWork: Int
    /// The budget the port started with, for the error message.
    private let workLimit: Int

    init(columns: Int, workLimit: Int) {
        self.columns = columns
        self.remainingWork = workLimit
        self.workLimit = workLimit
    }

    /// `sectionedItemGrid.append([])`.
    mutating func appendSection() {
        sectionedItemGrid.append([])
    }

    /// The seed's `nextAvailableFrame(startingAt:)`: walks row-major from the cursor to the
    /// first position where the item fits, and says whether that is the cursor itself.
    mutating func nextAvailableFrame(
        startingAt originalFrame: ItemFrame, path: ItemPath
    ) throws(LayoutError) -> (frame: ItemFrame, fitInOriginalFrame: Bool) {
        var flexibleIndex = originalFrame.flexibleIndex, fixedIndex = originalFrame.fixedIndex
        var newFrame = originalFrame
        while try !isSpaceAvailable(for: newFrame, path: path) {
            fixedIndex += 1
            if fixedIndex + originalFrame.scale >= columns {
                fixedIndex = 0
                flexibleIndex += 1
            }
            newFrame = ItemFrame(
                section: originalFrame.section, flexibleIndex: flexibleIndex, fixedIndex: fixedIndex,
                scale: originalFrame.scale
            )
        }
        let fits = flexibleIndex == originalFrame.flexibleIndex && fixedIndex == originalFrame.fixedIndex
        return (newFrame, fits)
    }

    /// The seed's `isSpaceAvailable(for:)`, growing the section's rows as it reads them.
    private mutating func isSpaceAvailable(for frame: ItemFrame, path: ItemPath) throws(LayoutError) -> Bool {
        for flexibleIndex in frame.flexibleIndex ... frame.flexibleIndex + frame.scale {
            while sectionedItemGrid[frame.section].count <= flexibleIndex {
                try spend(columns, path: path)
                sectionedItemGrid[frame.section].append(Array(repeating: false, count: columns))
            }
            for fixedIndex in frame.fixedIndex ... frame.fixedIndex + frame.scale {
                try spend(1, path: path)
                if fixedIndex >= columns || sectionedItemGrid[frame.section][flexibleIndex][fixedIndex] {
                    return false
                }
            }
        }
        return true
    }

    /// The seed's `reserveItemGrid(frame:)`.
    mutating func reserveItemGrid(frame: ItemFrame, path: ItemPath) throws(LayoutError) {
        let side = frame.scale + 1
        try spend(side > Int.max / side ? Int.max : side * side, path: path)
        for flexibleIndex in frame.flexibleIndex ... frame.flexibleIndex + frame.scale {
            for fixedIndex in frame.fixedIndex ... frame.fixedIndex + frame.scale {
                sectionedItemGrid[frame.section][flexibleIndex][fixedIndex] = true
            }
        }
    }

    private mutating func spend(_ cells: Int, path: ItemPath) throws(LayoutError) {
        guard cells <= remainingWork else {
            throw .seedWouldTrap(
                field: "sections[\(path.section)].items[\(path.item)]",
                reason: "placing this item takes the seed's occupancy search past \(workLimit) grid cells "
                    + "(\(columns) columns; its walk back-fills quadratically and allocates a row of "
                    + "\(columns) flags at a time), so the port stops instead of hanging"
            )
        }
        remainingWork -= cells
    }
}
