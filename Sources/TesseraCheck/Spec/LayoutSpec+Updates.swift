import TesseraCore
import TesseraLayouts

extension LayoutSpec {
    /// `items` after every update of `updates`, in order. Throws `invalidUpdate` naming the
    /// update, e.g. `updates[2].insertItems[0].item`. O(n) per update.
    public func updatedItems() throws(LayoutError) -> ItemSet {
        var items = self.items
        for number in updates.indices { _ = try Self.apply(updates[number], number: number, to: &items) }
        return items
    }

    /// The same problem with its updates applied to the items and none left: what the spec's
    /// result is the layout of.
    public func applyingUpdates() throws(LayoutError) -> LayoutSpec {
        guard !updates.isEmpty else { return self }
        var spec = self
        spec.items = try updatedItems()
        spec.updates = []
        return spec
    }

    /// The engine configured with the spec's options, as the incremental layout a
    /// `LayoutSession` updates.
    public func makeIncrementalLayout() -> any IncrementalLayout {
        layout.makeIncrementalLayout(options)
    }

    /// Lays the items out through a `LayoutSession` of the incremental engine and applies
    /// every update in turn: the result `tessera layout` writes for a spec with updates.
    /// Throws the first error — an update inconsistent with the items (`invalidUpdate`
    /// naming `updates[k]…`), or the layout's.
    public func runIncrementally() throws(LayoutError) -> LayoutResult {
        try withCheckpointSpacing { () throws(LayoutError) in try runIncrementally(makeIncrementalLayout()) }
    }

    /// `body`'s value, with the incremental engines recording checkpoints at the spec's
    /// `checkpointSpacing` (their own when it is `nil`), and a kept tail moved more than that
    /// many elements towards the start moved as a far one (`KeptTailNearShift`).
    func withCheckpointSpacing<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard let checkpointSpacing else { return try body() }
        let outcome: Result<Value, Failure> = CheckpointSpacing.$override.withValue(checkpointSpacing) {
            KeptTailNearShift.$override.withValue(checkpointSpacing) {
                do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
            }
        }
        return try outcome.get()
    }

    private func runIncrementally<Layout: IncrementalLayout>(_ layout: Layout) throws(LayoutError) -> LayoutResult {
        var session = try LayoutSession(layout, items: items, in: container)
        for number in updates.indices {
            do {
                try session.apply(updates[number])
            } catch {
                throw Self.naming(error, update: number)
            }
        }
        return session.result
    }

    /// Applies update `number` to `items`, naming it in the error.
    static func apply(_ batch: BatchUpdate, number: Int, to items: inout ItemSet) throws(LayoutError) -> ItemSetChange {
        do {
            return try items.apply(batch)
        } catch {
            throw naming(error, update: number)
        }
    }

    /// `error` with an `invalidUpdate`'s field prefixed by `updates[number].`.
    static func naming(_ error: LayoutError, update number: Int) -> LayoutError {
        guard case let .invalidUpdate(field, reason) = error else { return error }
        return .invalidUpdate(field: "updates[\(number)].\(field)", reason: reason)
    }
}
