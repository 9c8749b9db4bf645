/// The distance, in elements, past which `LayoutResult` moves a kept tail towards the start
/// the way it moves a far one (`placeKeptTail(movingBy:)`), inside `KeptTailNearShift
/// .$override.withValue(_:operation:)`, in place of its own 64.
///
/// A result is the same whichever way the tail moves — the distance only picks the loop —
/// but a defect in the far move shows only once an update removes more elements than the
/// distance before a kept tail. The checker applies a spec's updates with the distance set to
/// the spec's checkpoint spacing (`CheckpointSpacing`), so that the shrinker's one parameter
/// brings both thresholds toward 1 and the counterexample toward a few items. Read once per
/// placed tail; `nil` (the default) leaves 64.
package enum KeptTailNearShift {
    /// The distance in force, or `nil` for the default.
    @TaskLocal package static var override: Int?
}
