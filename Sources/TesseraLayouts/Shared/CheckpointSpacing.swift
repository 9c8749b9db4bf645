/// The checkpoint spacing every engine records with inside `CheckpointSpacing.$override
/// .withValue(_:operation:)`, in place of its own (`StackedLayout.checkpointSpacing`).
///
/// An engine's updates are correct for any spacing — it only says how far apart the states a
/// resume starts from are — but a defect in resuming from, or moving, a checkpoint past the
/// first shows only once the items reach the engine's spacing (64 to 256 steps). The checker
/// lays a spec with a spacing of its own out under this override, so that the shrinker can make
/// the spacing a parameter that shrinks toward 1 and the counterexample toward a few items.
/// Read once per layout, when its trail is made; `nil` (the default) leaves every engine's own.
package enum CheckpointSpacing {
    /// The spacing in force, or `nil` for each engine's own.
    @TaskLocal package static var override: Int?
}
