/// The cells of a grid section as `GridPlacementRule` reads and takes them: `GridRowRing`
/// (a word per row, at most 64 columns) or `GridOccupancy` (bands of rows alike). Rows before
/// the first live one are released and must not be asked about.
protocol GridPlacementOccupancy: AnyObject {
    /// Whether cell (`row`, `column`) is free; `column < columns`.
    func isFree(row: Int, column: Int) -> Bool
    /// Whether the `span × span` square with top-left cell (`row`, `column`) is inside the
    /// columns and free.
    func isFree(row: Int, column: Int, span: Int) -> Bool
    /// Marks cell (`row`, `column`) taken.
    func occupy(row: Int, column: Int)
    /// Marks the `span × span` square with top-left cell (`row`, `column`) taken; it must be
    /// inside the columns and free.
    func occupy(row: Int, column: Int, span: Int)
    /// The first free cell at or after (`row`, `column`) in row-major order.
    func firstFreeCell(row: Int, column: Int) -> (row: Int, column: Int)
    /// The first position at or after (`row`, `column`) in row-major order where a
    /// `span × span` square fits.
    func firstFit(span: Int, row: Int, column: Int) -> (row: Int, column: Int)
    /// Drops the rows before `row` (none when `row` is at or before the first live row).
    func release(rowsBefore row: Int)
}

extension GridRowRing: GridPlacementOccupancy {}

extension GridOccupancy: GridPlacementOccupancy {}
