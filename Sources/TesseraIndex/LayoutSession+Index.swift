import TesseraCore

extension LayoutSession {
    /// Applies `batch` (`apply(_:)`) and brings `index` — built over `result` — up to date
    /// with the updated result: the index lets go of the result's storage first
    /// (`RectIndex.releaseResult`), so that the layout updates the result in place, then
    /// updates itself from the change (`RectIndex.update(to:after:)`). Returns what changed.
    ///
    /// An inconsistent batch throws `LayoutError.invalidUpdate` and changes neither. When the
    /// layout rejects the updated items, the session holds an empty result and `index` is
    /// rebuilt over it before the error is rethrown.
    @discardableResult
    public mutating func apply<Index: RectIndex>(
        _ batch: BatchUpdate, updating index: inout Index
    ) throws(LayoutError) -> LayoutResultChange {
        let change: LayoutResultChange
        var released = false
        do {
            change = try apply(batch, beforeChangingResult: {
                index.releaseResult()
                released = true
            })
        } catch {
            if released { index = Index(result) }
            throw error
        }
        index.update(to: result, after: change)
        return change
    }
}
